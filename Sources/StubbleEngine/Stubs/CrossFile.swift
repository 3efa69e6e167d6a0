// Stubs of extension members whose type is declared in another file.
//
// Swift keeps stored properties out of extensions, so the hook of `extension RosterService { func count() }`
// in `Roster+Count.swift` must live in `RosterService`'s body in `RosterService.swift`. The guard stays with
// the method. The two files are kept true together:
//  * The extension's file is analysed as usual; its members' hooks are "remote" pieces: lines for the
//    type's file.
//  * In the type's file, those lines end with `// stubble: Roster+Count.swift`, naming the file they
//    belong to. They are generated code (stripped from the original, never taken for the type's own
//    members), but they are that other file's: the type's file judges them only when the context knows
//    that file (then it expects exactly the lines that file's extensions need), and keeps them untouched
//    otherwise. So `stubble fix RosterService.swift` alone never breaks `Roster+Count.swift`.
//
// `StubContext` is the set of files a front end knows (the files given to the CLI, the language server's
// workspace and open documents). It is built once per run: every file's outline, its types, and the remote
// pieces every extension file asks for. Each file is then analysed alone with `context.file(path)`.
// Only files of one module see each other's types (front ends give each file a module key: SwiftPM's
// target folder), since a hook is internal to its module.

import Dispatch
import StubbleSyntax

/// A class or actor declared in another file, as an extension in this file needs it.
struct ForeignType: Sendable {
    var kind: DeclKind
    var name: String
    var qualifiedName: String
    var fileName: String
    var hasGenericParameters: Bool
    /// The generic parameters of the type and of the types around it (`Key`, `Value`): in a member of an
    /// extension in another file, the hook's type erases their member types (`Key.Element`), which may
    /// exist only under the extension's constraints.
    var genericNames: [String] = []
    /// Those of `genericNames` declared `~Copyable` (`struct Rigid<Element: ~Copyable>`): an extension that
    /// does not suppress `Copyable` again makes them Copyable in its members, but not in the type's body.
    var noncopyableGenericNames: [String] = []
    var inheritance: [String]
    var attributes: [OutlineAttribute]
    /// Names the hooks must not take: the type's members and their generated hooks.
    var takenNames: Set<String>
    /// Function names of the type's own members (a hook named after one is labelled, as an overload's).
    var functionNames: Set<String>
    var imports: Set<String>
    /// Its closing brace starts a line, where hooks can be inserted.
    var canHoldHooks: Bool
    /// The path of its file (as given to the context).
    var path: String

    /// A stand-in declaration, so the engine's questions about a member's home (its kind, attributes,
    /// inheritance) are answered as for a type in this file.
    func standIn() -> OutlineDecl {
        let d = OutlineDecl(kind: kind)
        d.name = name
        d.inheritance = inheritance
        d.attributes = attributes
        d.genericParams = hasGenericParameters ? "<" + genericNames.joined(separator: ", ") + ">" : nil
        return d
    }
}

/// The types one file declares, as extensions in other files need them.
struct Declared: @unchecked Sendable { var types: [(String, ForeignType)] }

/// What the context knows of one file, by its text alone.
struct KnownFile: @unchecked Sendable {
    var outline: SourceOutline
    var facts: ModuleFacts
    var crossFile: Bool
    /// The qualified names of the types `declared` lists (its classes, structs and actors).
    var localTypes: Set<String>
    let path: String
    let fileName: String
    private let declaredOnce = Once<Declared>()

    /// The types it declares, as extensions in other files need them: made on first use, only for a module
    /// with other files (it builds an `Expander` of the whole file; `add --all` on one file never needs it).
    var declared: Declared { declaredOnce.get { StubContext.declaredTypes(outline, fileName: fileName, path: path) } }

    init(path: String, text: [UInt8]) {
        outline = SourceOutline.parse(Markers.strip(text).original)
        self.path = path
        fileName = StubContext.fileName(path)
        facts = ModuleFacts(fileName: fileName, outline: outline)
        crossFile = StubContext.mayAskAcrossFiles(text)
        localTypes = Set(outline.allDeclarations.lazy.filter { $0.kind == .class || $0.kind == .struct || $0.kind == .actor }.map(StubContext.qualifiedName))
    }
}

/// One file as a `StubContext` knows it, parsed once (its stripped original's outline, the types it declares,
/// its module facts): what a front end keeps per file version in its module index.
public struct IndexedFile: @unchecked Sendable {
    public let path: String
    public let module: String
    /// The file's plain text.
    public let text: [UInt8]
    let known: KnownFile

    public init(path: String, module: String, text: [UInt8]) {
        self.path = path
        self.module = module
        self.text = text
        self.known = KnownFile(path: path, text: text)
    }
}

/// What one file's analysis needs to know of the others.
public struct FileStubContext: Sendable {
    /// How this file is named in the markers of its remote pieces.
    var fileName: String
    /// Types declared in the other files of its module, by qualified name (nil: declared in several).
    var foreignTypes = ForeignTypes()
    /// For types declared here (by qualified name): the lines each other file's extensions need in the
    /// type's body, by that file's name, each line with its indentation to be added.
    var remoteHooks: [String: [String: String]] = [:]
    /// Names of the other files the context knows: their remote pieces here are judged, others kept.
    var knownFiles: Set<String> = []
    /// The outline of this file's original text (stubs stripped) as the context parsed it: an analysis of
    /// the same text reuses it instead of parsing the file again (outlines are never mutated).
    var parsedOriginal: SourceOutline?
    /// What the files of its module say (types, conformances, initializers, coding; see ModuleView.swift).
    /// nil: the file is analysed alone, with the view of its own text.
    var module: ModuleView?
    /// The Swift language mode the file is compiled in (4 for 4 and 4.2), from its package's manifest
    /// (`Engine.languageMode(manifest:)`), which front ends read: the engine reads no file. In Swift 4 mode a
    /// property with an init accessor and an optional type starts as nil however its type is spelled.
    public var languageMode = 6

    /// A file known alone: nothing of other files is known, remote pieces are kept as they are.
    public static let alone = FileStubContext(fileName: "")

    var isAlone: Bool { knownFiles.isEmpty && foreignTypes.isEmpty }
}

/// The types of a module as one file sees them: every type of the module (one dictionary, shared by every
/// file of the module without a copy) less the file's own.
struct ForeignTypes: Sendable {
    var module: [String: ForeignType?] = [:]
    /// Qualified names of the types declared in this file (all of them are in `module`).
    var local: Set<String> = []

    /// nil: not a type of another file; `.some(nil)`: declared in several files; else what is known of it.
    subscript(q: String) -> ForeignType?? {
        get { local.contains(q) ? nil : module[q] }
    }
    var isEmpty: Bool { module.count <= local.count }
}

public struct StubContext: Sendable {
    /// What is known of each file (by the path given to `init`); its `FileStubContext` is assembled when
    /// asked for (`file(_:)`), so a module of many files costs no per-file copies of the module's sets.
    private struct Known: @unchecked Sendable {
        var module: String
        var name: String
        var outline: SourceOutline
        var local: Set<String>
        var crossFile: Bool
    }
    private var known: [String: Known] = [:]
    private var typesByModule: [String: [String: ForeignType?]] = [:]
    private var namesByModule: [String: [String]] = [:]
    private var views: [String: ModuleView] = [:]
    private var remoteHooks: [String: [String: [String: String]]] = [:]

    public init() {}

    /// `files`: every file the front end knows, with its module key (files with different keys never see
    /// each other's types). `modules`: the module keys to build a context for (nil: every module); files
    /// of other modules are known alone, exactly as when their module is given by itself. Front ends pass
    /// the modules with a file that may need the others (`modulesThatMayNeed`), so that a big tree pays
    /// only for the modules that have stubs. Files are parsed in parallel.
    public init(files allFiles: [(path: String, module: String, text: [UInt8])], modules: Set<String>? = nil) {
        let files = modules.map { m in allFiles.filter { m.contains($0.module) } } ?? allFiles
        self.init(indexed: Self.concurrentMap(files) { IndexedFile(path: $0.path, module: $0.module, text: $0.text) })
    }

    /// The context of files parsed already (a front end's index of a module, kept across requests and
    /// updated file by file): only the merging is done here, no file is parsed again.
    public init(indexed files: [IndexedFile]) {
        guard !files.isEmpty else { return }
        let cached = files.map(\.known)
        var factsByModule: [String: [ModuleFacts]] = [:]
        var filesByModule: [String: Int] = [:]
        for f in files { filesByModule[f.module, default: 0] += 1 }
        for (f, c) in zip(files, cached) {
            factsByModule[f.module, default: []].append(c.facts)
            // A file alone in its module is no other file's: its types are only `local` (`ForeignTypes`).
            for (q, info) in filesByModule[f.module]! > 1 ? c.declared.types : [] {
                // (Of different kinds in different clauses of its file: no one shape, as if declared in several files.)
                if typesByModule[f.module, default: [:]].keys.contains(q) || info.kind == .other { typesByModule[f.module, default: [:]][q] = .some(nil) } else { typesByModule[f.module, default: [:]][q] = info }
            }
            let name = Self.fileName(f.path)
            namesByModule[f.module, default: []].append(name)
            known[f.path] = Known(module: f.module, name: name, outline: c.outline, local: c.localTypes, crossFile: c.crossFile)
        }
        views = factsByModule.mapValues { ModuleView($0) }
        // The remote pieces every file's extensions ask for, handed to the files that declare the types.
        // Only a file with an annotated extension (or remote pieces) of a type declared in another file can
        // ask for any.
        let asking = files.map(\.path).filter { path in
            guard let k = known[path], k.crossFile else { return false }
            let c = file(path)
            // (Extensions are declared at file scope: an extension's name is the type's qualified name.)
            return k.outline.declarations.contains { d in
                guard d.kind == .extension, case .some(.some) = c.foreignTypes[d.name.withoutWhitespace] else { return false }
                return true
            }
        }
        let contextsNow = self
        struct Remote: @unchecked Sendable { var pieces: [(path: String, type: String, text: String)] }
        let remotes = Self.concurrentMap(asking) { path -> Remote in
            let expander = Expander(outline: contextsNow.known[path]!.outline, context: contextsNow.file(path))
            var out: [(path: String, type: String, text: String)] = []
            for t in expander.targets() where t.skip == nil && !t.remote.isEmpty {
                guard let h = expander.home(of: t.decl), let info = expander.foreignInfo(h), contextsNow.known[info.path] != nil else { continue }
                out.append((info.path, info.qualifiedName, t.remote.joined()))
            }
            return Remote(pieces: out)
        }
        for (path, r) in zip(asking, remotes) {
            let name = known[path]!.name
            for piece in r.pieces { remoteHooks[piece.path, default: [:]][piece.type, default: [:]][name, default: ""] += piece.text }
        }
    }

    /// The types a file declares, as an extension in another file needs them (see `ForeignType`).
    static func declaredTypes(_ outline: SourceOutline, fileName: String, path: String) -> Declared {
        let expander = Expander(outline: outline)
        let imports = Self.imports(outline)
        var out: [(String, ForeignType)] = []
        for t in outline.allDeclarations where t.kind == .class || t.kind == .struct || t.kind == .actor {
            let q = Self.qualifiedName(t)
            var taken = expander.namesByHome[ObjectIdentifier(t)] ?? Expander.names(of: t.members)
            var functions = Set<String>()
            for m in t.members {
                if m.kind == .function || m.kind == .subscript { functions.insert(m.name); taken.insert("_" + Expander.hookBase(m)) }
                if m.kind == .variable {
                    for b in m.bindings { if let n = b.name { taken.insert("_" + n); taken.insert("_get" + n.capitalizedFirst); taken.insert("_set" + n.capitalizedFirst) } }
                }
                if let hook = expander.names[ObjectIdentifier(m)] { taken.insert(hook) }
            }
            // The hooks of its extensions in its own file are members of it too.
            for e in expander.extensionsByHome[ObjectIdentifier(t)] ?? [] {
                for m in e.members { if let hook = expander.names[ObjectIdentifier(m)] { taken.insert(hook) } }
            }
            var inheritance = t.inheritance
            for e in expander.extensionsByHome[ObjectIdentifier(t)] ?? [] { inheritance += e.inheritance }
            var genericNames: [String] = []
            var around: OutlineDecl? = t
            while let x = around { genericNames = Expander.genericParameterNames(x.genericParams) + genericNames; around = x.parent }
            let info = ForeignType(kind: t.kind, name: t.name, qualifiedName: q, fileName: fileName,
                                       hasGenericParameters: t.genericParams != nil || t.parent.map { Self.isGeneric($0) } ?? false,
                                       genericNames: genericNames,
                                       noncopyableGenericNames: Expander.noncopyableGenericNames(around: t),
                                       inheritance: inheritance, attributes: t.attributes,
                                       takenNames: taken, functionNames: functions,
                                       imports: imports,
                                       canHoldHooks: expander.hookHomeInsertion(t) != nil, path: path)
            // A type this file declares in several `#if` clauses is one type to the other files: their hooks go in
            // each declaration (see `expectedRemotePieces`), so each must be able to hold them, and every name
            // either takes is taken. Declared as a class in one clause and a struct in another, it has no one shape.
            if let i = out.firstIndex(where: { $0.0 == q }) {
                guard out[i].1.kind == info.kind else { out[i].1.kind = .other; continue }
                out[i].1.canHoldHooks = out[i].1.canHoldHooks && info.canHoldHooks
                out[i].1.takenNames.formUnion(info.takenNames)
                out[i].1.functionNames.formUnion(info.functionNames)
                out[i].1.inheritance += info.inheritance.filter { !out[i].1.inheritance.contains($0) }
                out[i].1.attributes += info.attributes.filter { a in !out[i].1.attributes.contains { $0.name == a.name } }
                out[i].1.hasGenericParameters = out[i].1.hasGenericParameters || info.hasGenericParameters
                out[i].1.imports.formIntersection(info.imports)
                continue
            }
            out.append((q, info))
        }
        return Declared(types: out)
    }

    /// The module keys of `files` that have a file that may need the others (see `mayNeed`).
    public static func modulesThatMayNeed(_ files: [(path: String, module: String, text: [UInt8])], eager: Bool = false) -> Set<String> {
        Set(files.filter { mayNeed($0.text, eager: eager) }.map(\.module))
    }

    /// Whether a file may need the other files for its cross-file stubs: it has remote pieces, or an
    /// extension that is annotated (or, `eager`, about to be). (The language server's gate: it builds a
    /// context only for such files; elsewhere a file is analysed with the view of its own text.)
    public static func mayNeed(_ text: [UInt8], eager: Bool = false) -> Bool {
        Stubbing.contains(text, Array(Markers.remotePrefix.utf8))
            || ((eager || Stubbing.contains(text, Array("@Stubbable".utf8))) && Stubbing.containsOutsideGeneratedLines(text, Array("extension".utf8)))
    }

    /// `mayNeed` and `mayNeed(eager: true)` at once, each search of the text made once (a front end asks
    /// both of every version).
    public static func mayNeedBoth(_ text: [UInt8]) -> (findings: Bool, actions: Bool) {
        if Stubbing.contains(text, Array(Markers.remotePrefix.utf8)) { return (true, true) }
        let extensions = Stubbing.containsOutsideGeneratedLines(text, Array("extension".utf8))
        return (extensions && Stubbing.contains(text, Array("@Stubbable".utf8)), extensions)
    }

    /// Whether a file may need what its module says (`ModuleView`): it has stubs or annotations, or
    /// (`eager`) an action may annotate it. The command line reads the module of every such file, once
    /// per command.
    public static func mayNeedModule(_ text: [UInt8], eager: Bool = false) -> Bool {
        eager || Stubbing.contains(text, Array("Stubbable".utf8)) || Stubbing.contains(text, Array(Markers.remotePrefix.utf8))
    }

    /// The module keys of `files` that have a file that may need what its module says (see `mayNeedModule`).
    public static func modulesThatMayNeedModule(_ files: [(path: String, module: String, text: [UInt8])], eager: Bool = false) -> Set<String> {
        Set(files.filter { mayNeedModule($0.text, eager: eager) }.map(\.module))
    }

    /// Whether a file may ask for hooks in another file's type: it has remote pieces, or an annotated
    /// extension.
    static func mayAskAcrossFiles(_ text: [UInt8]) -> Bool {
        Stubbing.contains(text, Array(Markers.remotePrefix.utf8))
            || (Stubbing.contains(text, Array("Stubbable".utf8)) && Stubbing.containsOutsideGeneratedLines(text, Array("extension".utf8)))
    }

    /// The context of one file (by the path given to `init`); `.alone` for a file it does not know.
    public func file(_ path: String) -> FileStubContext {
        guard let k = known[path] else { return FileStubContext(fileName: Self.fileName(path)) }
        var c = FileStubContext(fileName: k.name)
        c.foreignTypes = ForeignTypes(module: typesByModule[k.module] ?? [:], local: k.local)
        // Other files of the module, by name (a file's own name counts once less: same-named files in
        // one module are rare, and each is then known to the other, as before).
        var others = namesByModule[k.module] ?? []
        if let i = others.firstIndex(of: k.name) { others.remove(at: i) }
        c.knownFiles = Set(others)
        c.parsedOriginal = k.outline
        c.module = views[k.module]
        c.remoteHooks = remoteHooks[path] ?? [:]
        return c
    }

    /// The module a file belongs to, by SwiftPM's layout: the `…/Sources/TARGET` or `…/Tests/TARGET` folder
    /// above it, else its own folder. Front ends give it as the module key. (A path convention only.)
    public static func moduleKey(path: String) -> String {
        // Read as bytes, in one pass (splitting the path into `Substring`s and joining them again cost about 40K
        // instructions a path): the last component named `Sources` or `Tests`, the end of the component after
        // it, and how many components follow it; else the path up to its last `/`.
        let utf8 = path.utf8
        var start = utf8.startIndex
        var lastSlash: String.UTF8View.Index? = nil
        var candidateFollowers = -1          // components after the last `Sources`/`Tests` (-1: none seen)
        var targetEnd = utf8.startIndex      // the end of the component right after it
        func isSourcesOrTests(_ from: String.UTF8View.Index, _ to: String.UTF8View.Index) -> Bool {
            let component = utf8[from..<to]
            return component.elementsEqual("Sources".utf8) || component.elementsEqual("Tests".utf8)
        }
        var index = utf8.startIndex
        while true {
            let atEnd = index == utf8.endIndex
            if atEnd || utf8[index] == UInt8(ascii: "/") {
                // The component start..<index ends here.
                if candidateFollowers >= 0 {
                    candidateFollowers += 1
                    if candidateFollowers == 1 { targetEnd = index }
                }
                if isSourcesOrTests(start, index) { candidateFollowers = 0 }
                if atEnd { break }
                lastSlash = index
                index = utf8.index(after: index)
                start = index
            } else {
                index = utf8.index(after: index)
            }
        }
        if candidateFollowers >= 2 { return String(path[..<targetEnd]) }
        guard let lastSlash else { return "" }
        return String(path[..<lastSlash])
    }

    /// The edits of the other files that keep them true after `edits` change the file at `path`: the hooks
    /// its extensions need in their types' files. `files`: every file of the module as it is now (this one
    /// included).
    public static func companionEdits(path: String, edits: [TextEdit], files: [(path: String, module: String, text: [UInt8])]) -> [FileEdits] {
        guard !edits.isEmpty, let own = files.first(where: { $0.path == path }) else { return [] }
        let after = files.map { f in f.path == path ? (path: f.path, module: f.module, text: TextDiff.apply(edits, to: own.text)) : f }
        guard after.contains(where: { mayNeed($0.text) }) || files.contains(where: { mayNeed($0.text) }) else { return [] }
        let context = StubContext(files: after, modules: modulesThatMayNeed(after).union(modulesThatMayNeed(files)))
        var out: [FileEdits] = []
        for f in after where f.path != path {
            let e = Stubbing.refreshRemote(f.text, context: context.file(f.path))
            if !e.isEmpty { out.append(FileEdits(path: f.path, edits: e)) }
        }
        return out
    }

    /// `companionEdits` over files indexed already (the language server's module index): only the changed
    /// file is parsed again, and only the files that hold or may need another file's hooks are analysed.
    public static func companionEdits(path: String, edits: [TextEdit], indexed: [IndexedFile]) -> [FileEdits] {
        guard !edits.isEmpty, let own = indexed.first(where: { $0.path == path }) else { return [] }
        let changed = IndexedFile(path: path, module: own.module, text: TextDiff.apply(edits, to: own.text))
        let after = indexed.map { $0.path == path ? changed : $0 }
        guard mayHaveRemotePieces(after) || mayHaveRemotePieces(indexed) else { return [] }
        let context = StubContext(indexed: after)
        let remote = Array(Markers.remotePrefix.utf8)
        var out: [FileEdits] = []
        for f in after where f.path != path {
            let c = context.file(f.path)
            // A file without remote pieces, to which no extension asks for any, is fresh (`refreshRemote`).
            guard !c.remoteHooks.isEmpty || Stubbing.contains(f.text, remote) else { continue }
            let e = Stubbing.refreshRemote(f.text, context: c)
            if !e.isEmpty { out.append(FileEdits(path: f.path, edits: e)) }
        }
        return out
    }

    /// Whether any of `files` has remote pieces or may ask another file for some: it has the marker of
    /// another file's hooks, or (`KnownFile.crossFile`: an annotation and an extension of the user's) a
    /// top-level extension of a class, struct or actor that another file of its module declares. Without
    /// one, no file has or needs another file's hooks, so every file's `refreshRemote` is empty: what
    /// `companionEdits` needs to know before merging the module's context. (The context's own rule for a
    /// file that asks, `init(indexed:)`, is narrower: this gate never says no where that one would ask.)
    /// The old gate, an annotation and an `extension` anywhere in any file, let every "Make 'X' stubbable"
    /// on a type with same-file extensions (swift-nio's `ChannelPipeline`) merge the whole module's view
    /// again in `codeAction/resolve`: half of its time.
    static func mayHaveRemotePieces(_ files: [IndexedFile]) -> Bool {
        let remote = Array(Markers.remotePrefix.utf8)
        if files.contains(where: { Stubbing.contains($0.text, remote) }) { return true }
        let asking = files.filter(\.known.crossFile)
        guard !asking.isEmpty else { return false }
        let askingModules = Set(asking.map(\.module))
        var declaredBy: [String: [String: Set<String>]] = [:]  // module → type → paths
        for f in files where askingModules.contains(f.module) {
            for q in f.known.localTypes { declaredBy[f.module, default: [:]][q, default: []].insert(f.path) }
        }
        return asking.contains { f in
            f.known.outline.declarations.contains { d in
                guard d.kind == .extension, let paths = declaredBy[f.module]?[d.name.withoutWhitespace] else { return false }
                return paths.contains { $0 != f.path }
            }
        }
    }

    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    static func qualifiedName(_ t: OutlineDecl) -> String {
        var path = [t.name]
        var p = t.parent
        while let x = p { path.insert(x.name, at: 0); p = x.parent }
        return path.joined(separator: ".")
    }

    static func isGeneric(_ t: OutlineDecl) -> Bool {
        var s: OutlineDecl? = t
        while let x = s { if x.genericParams != nil { return true }; s = x.parent }
        return false
    }

    static func imports(_ outline: SourceOutline) -> Set<String> {
        var out = Set<String>()
        for d in outline.declarations where d.kind == .other && outline.text(d.keywordRange) == "import" {
            if let module = d.name.split(separator: ".").first { out.insert(String(module)) }
        }
        return out
    }
}

extension StubContext {
    /// One action over several files, kept true across them: `transform` gives each file of `changing` its
    /// edits (with its context, built from the texts before), then every file's remote pieces are written as
    /// the new texts need them. `files` holds every file the front end knows (the ones to change and the
    /// other files of their modules). Returns the new text of every file that changes. Pure; what `stubble
    /// add/remove/fix` and tests run.
    public static func rewrite(_ files: [(path: String, module: String, text: [UInt8])], changing: [String], eager: Bool = false,
                               _ transform: @Sendable (String, [UInt8], FileStubContext) -> [TextEdit]) -> [(path: String, text: [UInt8])] {
        rewrite(files, changing: changing, eager: eager, texts: { path, text, context in
            let edits = transform(path, text, context)
            return edits.isEmpty ? text : TextDiff.apply(edits, to: text)
        })
    }

    /// `rewrite` with a transform that gives each file's new text itself (`Stubbing.addAllText`: no edits
    /// computed only to be applied again).
    public static func rewrite(_ files: [(path: String, module: String, text: [UInt8])], changing: [String], eager: Bool = false,
                               texts transform: @Sendable (String, [UInt8], FileStubContext) -> [UInt8]) -> [(path: String, text: [UInt8])] {
        let needed = files.contains { mayNeedModule($0.text, eager: eager) }
        let before = needed ? StubContext(files: files, modules: modulesThatMayNeedModule(files, eager: eager)) : StubContext()
        let byPath = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        let targets = changing.filter { byPath[$0] != nil }
        let transformed = concurrentMap(targets) { path -> [UInt8] in
            transform(path, byPath[path]!, needed ? before.file(path) : .alone)
        }
        var current = byPath
        for (path, text) in zip(targets, transformed) { current[path] = text }
        let after = files.map { (path: $0.path, module: $0.module, text: current[$0.path]!) }
        // Only a file with other files' hooks or an annotated extension makes remote pieces: without one, every
        // `refreshRemote` would find nothing to do, after indexing every file again (for `add --all`, parsing and
        // expanding an output about six times the input).
        if after.contains(where: { mayAskAcrossFiles($0.text) }) || files.contains(where: { mayAskAcrossFiles($0.text) }),
           needed || after.contains(where: { mayNeedModule($0.text) }) {
            let context = StubContext(files: after, modules: modulesThatMayNeedModule(files, eager: eager).union(modulesThatMayNeedModule(after)))
            let refreshed = concurrentMap(after) { f -> [UInt8] in
                let edits = Stubbing.refreshRemote(f.text, context: context.file(f.path))
                return edits.isEmpty ? f.text : TextDiff.apply(edits, to: f.text)
            }
            for (f, text) in zip(after, refreshed) { current[f.path] = text }
        }
        return files.compactMap { f in current[f.path]! != f.text ? (f.path, current[f.path]!) : nil }
    }

    static func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], _ body: @Sendable (T) -> R) -> [R] {
        let box = ResultSlots<R>(items.count)
        let lock = NSLockLike()
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            let r = body(items[i])
            lock.withLock { box.values[i] = r }
        }
        return box.values.map { $0! }
    }

    /// `items.map(body)`, in order, made on every core in chunks of `perChunk` when there are at least two
    /// chunks' worth (each task then does enough to pay for its dispatch); on the calling thread otherwise.
    static func chunkedMap<T: Sendable, R: Sendable>(_ items: [T], perChunk: Int, _ body: @Sendable (T) -> R) -> [R] {
        guard items.count / 2 >= perChunk else { return items.map(body) }
        let chunks = (items.count + perChunk - 1) / perChunk
        return concurrentMap(Array(0..<chunks)) { c in
            items[(c * perChunk)..<min(items.count, (c + 1) * perChunk)].map(body)
        }.flatMap { $0 }
    }
}

final class ResultSlots<R>: @unchecked Sendable {
    var values: [R?]
    init(_ n: Int) { values = Array(repeating: nil, count: n) }
}

/// A lock without Foundation (the engine imports only Dispatch).
final class NSLockLike: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)
    func withLock<T>(_ body: () -> T) -> T { semaphore.wait(); defer { semaphore.signal() }; return body() }
}
