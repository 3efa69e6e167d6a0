import StubbleEngine
import StubbleLSP
import StubbleSyntax

/// The mock context of `check`, `fix` and `mock`: every file they were given, then the other files of the
/// packages of the given files that hold mocks (`packageFiles`), so a mock is judged and written with its
/// package's view whichever of its files, targets or packages is named (`MockContext.scoped(toModule:)`: the
/// rule of every front end, the language server's too). Parsed only when one of the files has a generated mock
/// (otherwise no mock can be stale), and then only the files that may declare a protocol, a type alias, a mock
/// or an `Equatable` type; of the others only the names of the types they declare are read.
enum MockContextLoader {
    /// The context of a run, with each module's view of it.
    struct Views: Sendable {
        var context = MockContext()
        var scoped: [String: MockContext] = [:]
        /// The context a mock of the file at `path` is judged in.
        func callAsFunction(_ path: String) -> MockContext { scoped[viewKey(path)] ?? context }
    }

    /// The module a file's mocks are seen from (`MockContext.scoped(toModule:)`): its SwiftPM target folder,
    /// "" for any other file (its mocks see the whole context, as they always have).
    static func viewKey(_ path: String) -> String {
        let root = StubContextLoader.moduleRoot(path)
        return Engine.moduleSpansSubfolders(root) ? root : ""
    }

    /// The texts of `files` (nil for unreadable ones), in order, and the views built from them.
    static func load(_ files: [String]) -> (texts: [[UInt8]?], views: Views) {
        let texts = FileSupport.parallelMap(files) { path in try? FileSupport.read(path) }
        let withMocks = zip(files, texts).filter { $0.1.map { Engine.mayHaveMocks($0) || Engine.mayHaveMigrationMarkers($0) } ?? false }.map(\.0)
        guard !withMocks.isEmpty else { return (texts, Views()) }
        // The given files first (they win a look-up), then the rest of the mocks' packages: `check Ledger.swift`
        // judges Ledger's mocks as `check` of its package does (a type their records hold may be made `Equatable`
        // in a file not given, of its target or another). When the packages are given whole, nothing is added.
        // The generated mocks of a file are read only when its module is one of the given files' (no other view
        // sees them).
        let own = Set(FileSupport.parallelMap(files, viewKey))
        let given = read(Array(zip(files, texts)), mocksOf: own)
        let package = read(packageFiles(of: withMocks, known: files), mocksOf: own)
        let context = MockContext(files: given.files + package.files, facts: given.facts + package.facts,
                                  modules: given.modules + package.modules,
                                  unparsedTypes: given.unparsed.merging(package.unparsed) { $0.union($1) })
        return (texts, views(of: context, for: files))
    }

    /// `context` with the view of each module of `paths`.
    static func views(of context: MockContext, for paths: [String]) -> Views {
        let keys = Array(Set(FileSupport.parallelMap(paths, viewKey))).filter { !$0.isEmpty }.sorted()
        let scoped = FileSupport.parallelMap(keys) { context.scoped(toModule: $0) }
        return Views(context: context, scoped: Dictionary(uniqueKeysWithValues: zip(keys, scoped)))
    }

    /// The files that may matter to mocks parsed, with their facts and modules (`viewKey`); of the others, the
    /// names of the types they declare, by module; on every core. Unreadable files are left out.
    struct Read {
        /// The parsed files' paths, files, facts and modules.
        var paths: [String] = [], files: [SourceFile] = [], facts: [MockContext.FileFacts] = [], modules: [String] = []
        var unparsed: [String: Set<String>] = [:]
    }

    /// `mocksOf`: the modules whose files' generated mocks are read (`MockContext.FileFacts(_:readingMocks:)`;
    /// "" stands for every file that is not of a SwiftPM target).
    static func read(_ paths: [String], mocksOf: Set<String>) -> Read {
        let texts = FileSupport.parallelMap(paths) { path in try? FileSupport.read(path) }
        return read(Array(zip(paths, texts)), mocksOf: mocksOf)
    }

    static func read(_ given: [(String, [UInt8]?)], mocksOf: Set<String>) -> Read {
        enum One: Sendable { case parsed(SourceFile, MockContext.FileFacts, String), names(Set<String>, String), none }
        let read = FileSupport.parallelMap(given) { path, text -> One in
            guard let text else { return .none }
            let key = viewKey(path)
            if Engine.mayMatterToMocks(text) {
                let file = SourceFile(text)
                return .parsed(file, MockContext.FileFacts(file, readingMocks: key.isEmpty || mocksOf.contains(key)), key)
            }
            return key.isEmpty ? .none : .names(MockContext.declaredTypeNames(text), key)
        }
        var out = Read()
        for (r, path) in zip(read, given.map(\.0)) {
            switch r {
            case .parsed(let file, let facts, let module): out.paths.append(path); out.files.append(file); out.facts.append(facts); out.modules.append(module)
            case .names(let names, let module): out.unparsed[module, default: []].formUnion(names)
            case .none: break
            }
        }
        return out
    }

    /// The other Swift files of the packages of `paths`, without `paths` and `known` (two spellings of one file
    /// are one file), in module order (each path's own module first): for a file of a SwiftPM target, every
    /// target folder of its package (`StubContextLoader.packageModules`); for any other file, its module
    /// (`StubContextLoader.moduleRoot`), as `check` of those modules reads them.
    static func packageFiles(of paths: [String], known: [String]) -> [String] {
        var roots: [String] = []
        for root in StubContextLoader.roots(of: paths) {
            for module in StubContextLoader.packageModules(ofModule: root) where !roots.contains(module) { roots.append(module) }
        }
        var seen = Set((paths + known).map(StubContextLoader.absolute))
        return StubContextLoader.files(ofModules: roots, excluding: &seen)
    }
}

/// The stub context of every command (see StubbleEngine's CrossFile.swift): an extension's hooks live in its
/// type's body, maybe in another file of the same module, and what the module says decides a type's stubs
/// (`ModuleView`). Built only when a given file may need it (stubs or annotations, or `add`); then it holds
/// the given files and
/// every other Swift file of their modules (SwiftPM's `Sources/TARGET` or `Tests/TARGET` folder; else the
/// file's own folder), so the type's file is found and kept true even when only the extension's was named.
struct StubContextLoader {
    /// Paths of the files the context was built from (given first, then the other files of their modules).
    var paths: [String] = []
    var texts: [String: [UInt8]] = [:]
    var context = StubContext()
    /// The module roots loaded (see `load`).
    var modules: Set<String> = []
    var isEmpty: Bool { paths.isEmpty }

    static func mayNeed(_ text: [UInt8], eager: Bool) -> Bool { Engine.mayNeedModule(text, eager: eager) }

    /// `given`: the files of the command, with their texts (nil: unreadable). `indexing: false` only reads the
    /// files (`paths`, `texts`) for a caller that builds its own context from them (`Engine.rewrite` does):
    /// indexing a module twice cost `add --all` about 8% of its time on a big file.
    static func load(given: [(path: String, text: [UInt8]?)], eager: Bool = false, indexing: Bool = true) -> StubContextLoader {
        // Only the modules with a file that may need the others are loaded: the files of every other module
        // are known alone, as when that module is given by itself, and a big tree pays only for the modules
        // that have cross-file stubs.
        let modules = given.map { moduleRoot($0.path) }
        let roots = Self.roots(of: given.filter { $0.text.map({ mayNeed($0, eager: eager) }) ?? false }.map(\.path))
        guard !roots.isEmpty else { return StubContextLoader() }
        var loader = StubContextLoader()
        loader.modules = Set(roots)
        var seen = Set<String>()
        for (g, root) in zip(given, modules) where loader.modules.contains(root) {
            if let t = g.text, seen.insert(absolute(g.path)).inserted { loader.paths.append(g.path); loader.texts[g.path] = t }
        }
        // A SwiftPM target folder holds its module, subfolders and all; any other folder only the files right in
        // it (its subfolders are modules of their own). Walking a loose file's folder whole would read every
        // Swift file under it: for a file in /tmp or a home folder, a command that never ends.
        let siblings = files(ofModules: roots, excluding: &seen)
        let read = FileSupport.parallelMap(siblings) { path in try? FileSupport.read(path) }
        for (path, text) in zip(siblings, read) { if let text { loader.paths.append(path); loader.texts[path] = text } }
        if indexing { loader.rebuild() }
        return loader
    }

    /// The modules (`moduleRoot`) of `paths`, each once, in the order of the paths.
    static func roots(of paths: [String]) -> [String] {
        var roots: [String] = []
        var seen = Set<String>()
        for path in paths {
            let root = moduleRoot(path)
            if seen.insert(root).inserted { roots.append(root) }
        }
        return roots
    }

    /// The files of the modules `roots` (`files(ofModule:)`, absolute and standardized), in order, without those
    /// in `seen` (to which they are added): the other files of the given files' modules, the one loop of every
    /// command that reads a module beside its given files.
    static func files(ofModules roots: [String], excluding seen: inout Set<String>) -> [String] {
        var out: [String] = []
        for root in roots {
            for path in files(ofModule: root) where seen.insert(path).inserted { out.append(path) }
        }
        return out
    }

    /// The modules of the package of module `root`: for a SwiftPM target folder (`…/Sources/TARGET`,
    /// `…/Tests/TARGET`), `root` first, then every folder under the package's `Sources` and `Tests` (hidden ones
    /// left out), by name; for any other module, `root` alone (its files are its own folder's).
    static func packageModules(ofModule root: String) -> [String] {
        // (`root` is absolute: its package is "" for `/Sources/TARGET`, the folders then `/Sources`, `/Tests`.)
        guard let package = MockContext.packageRoot(ofModule: root) else { return [root] }
        var out = [root]
        for folder in ["Sources", "Tests"] {
            let dir = package.isEmpty ? "/" + folder : package + "/" + folder
            guard let entries = FileSystem.entriesWithKinds(of: dir) else { continue }
            for (name, kind) in entries.sorted(by: { $0.name < $1.name }) where !name.hasPrefix(".") {
                let full = FileSystem.appending(name, to: dir)
                if full != root, FileSystem.isDirectory(full, listedAs: kind) == true { out.append(full) }
            }
        }
        return out
    }

    /// The Swift files of the module whose root (`moduleRoot`, absolute and standardized) is `root`: every file
    /// below a SwiftPM target folder, else the files right in the folder. Named from the root, they are absolute
    /// and standardized already (making them so again took a tenth of a `mock FILE:LINE` in a 66-file module).
    static func files(ofModule root: String) -> [String] {
        let files = Engine.moduleSpansSubfolders(root) ? ((try? FileSupport.swiftFiles([root])) ?? []) : WorkspaceFiles.swiftFilesDirectlyIn(root)
        // Only a file below a further `Sources` or `Tests` folder can be of another module (`moduleKey`): the
        // others are not split into their components again (a twentieth of a `mock FILE:LINE` in a 66-file module).
        let rootLength = root.utf8.count
        return files.filter { path in
            hasSourcesOrTestsFolder(path, after: rootLength) ? Engine.moduleKey(path: path) == root : true
        }
    }

    /// Whether a folder of `path` after its first `offset` bytes is named `Sources` or `Tests` (read as bytes:
    /// `String.contains` took longer than `moduleKey`).
    private static func hasSourcesOrTestsFolder(_ path: String, after offset: Int) -> Bool {
        let bytes = Array(path.utf8)
        var start = -1
        for i in min(offset, bytes.count)..<bytes.count where bytes[i] == UInt8(ascii: "/") {
            if start >= 0 {
                let name = bytes[(start + 1)..<i]
                if name.elementsEqual("Sources".utf8) || name.elementsEqual("Tests".utf8) { return true }
            }
            start = i
        }
        return false
    }

    /// Builds the context from the current texts.
    mutating func rebuild() {
        context = StubContext(files: paths.map { (path: $0, module: Self.moduleRoot($0), text: texts[$0]!) })
    }

    /// The file's context, in its package's language mode (`LanguageModes`).
    func file(_ path: String) -> FileStubContext {
        LanguageModes.context(isEmpty || !modules.contains(Self.moduleRoot(path)) ? .alone : context.file(path), path: path)
    }

    /// The path, absolute and standardized (so two spellings of one file are one file).
    static func absolute(_ path: String) -> String { FileSystem.absoluteStandardized(path) }

    /// `…/Sources/TARGET` or `…/Tests/TARGET` above the file, else its folder.
    static func moduleRoot(_ path: String) -> String { Engine.moduleKey(path: absolute(path)) }
}
