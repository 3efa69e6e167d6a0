import StubbleEngine
import StubbleLSP
import StubbleSyntax

/// The mock context of `check` and `fix`: every file they were given, then the other files of the modules of
/// the given files that hold mocks, so a mock of a protocol that refines a protocol in another file is checked
/// and refreshed with its requirements, and a mock is judged with the module's view whether its module or one
/// of its files is given (as `mock FILE:LINE` writes it). Parsed only when one of the files has a generated
/// mock (otherwise no mock can be stale), and then only the files that may declare a protocol, a type alias,
/// a mock or an `Equatable` type.
enum MockContextLoader {
    /// The texts of `files` (nil for unreadable ones), in order, and the context built from them.
    static func load(_ files: [String]) -> (texts: [[UInt8]?], context: MockContext) {
        let texts = FileSupport.parallelMap(files) { path in try? FileSupport.read(path) }
        let withMocks = zip(files, texts).filter { $0.1.map { Engine.mayHaveMocks($0) || Engine.mayHaveMigrationMarkers($0) } ?? false }.map(\.0)
        guard !withMocks.isEmpty else { return (texts, MockContext()) }
        // Files that declare no protocol, type alias or mock add nothing: they are not parsed.
        // Each file's facts are read with it, on every core.
        let parsed = FileSupport.parallelMap(texts.compactMap { $0 }.filter(Engine.mayMatterToMocks)) { text in
            let file = SourceFile(text)
            return (file, MockContext.FileFacts(file))
        }
        // The given files first (they win a look-up), then the rest of the mocks' modules: `check Ledger.swift`
        // judges Ledger's mocks as `check` of its folder does (a type their records hold may be made `Equatable`
        // in a file not given). When the modules are given whole, nothing is added.
        let module = mattering(moduleFiles(of: withMocks, known: files))
        return (texts, MockContext(files: parsed.map(\.0) + module.map(\.file), facts: parsed.map(\.1) + module.map(\.facts)))
    }

    /// The other Swift files of the modules of `paths` (`StubContextLoader.moduleRoot`, the rule of every
    /// command), without `paths` and `known` (two spellings of one file are one file), in module order: what
    /// `check` of those modules reads beside them, for `mock FILE:LINE`, so a mock written for one protocol is
    /// the one `check` expects (a type its call record holds may be made `Equatable` in a file never named).
    static func moduleFiles(of paths: [String], known: [String]) -> [String] {
        var seen = Set((paths + known).map(StubContextLoader.absolute))
        var roots: [String] = []
        for path in paths {
            let root = StubContextLoader.moduleRoot(path)
            if !roots.contains(root) { roots.append(root) }
        }
        var out: [String] = []
        for root in roots {
            // A module's files are named from its root, absolute and standardized already.
            for path in StubContextLoader.files(ofModule: root) where seen.insert(path).inserted {
                out.append(path)
            }
        }
        return out
    }

    /// The files of `paths` that may matter to mocks (`Engine.mayMatterToMocks`, by their bytes, as `load`
    /// decides), parsed with their facts, on every core; unreadable files and the others are left out.
    static func mattering(_ paths: [String]) -> [(file: SourceFile, facts: MockContext.FileFacts)] {
        let read = FileSupport.parallelMap(paths) { path -> (SourceFile, MockContext.FileFacts)? in
            guard let text = try? FileSupport.read(path), Engine.mayMatterToMocks(text) else { return nil }
            let file = SourceFile(text)
            return (file, MockContext.FileFacts(file))
        }
        return read.compactMap { $0.map { (file: $0.0, facts: $0.1) } }
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
        var roots: [String] = []
        for (g, root) in zip(given, modules) where g.text.map({ mayNeed($0, eager: eager) }) ?? false && !roots.contains(root) { roots.append(root) }
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
        var siblings: [String] = []
        for root in roots {
            siblings += files(ofModule: root).filter { !seen.contains(absolute($0)) }
        }
        let read = FileSupport.parallelMap(siblings) { path in try? FileSupport.read(path) }
        for (path, text) in zip(siblings, read) { if let text { loader.paths.append(path); loader.texts[path] = text } }
        if indexing { loader.rebuild() }
        return loader
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
