// What "stubbable" writes: for each declaration, the generated pieces (insertions into the user's
// original text), or the reason it cannot be stubbed. Pure text in, text out.

import StubbleSyntax

/// Options of an annotation, e.g. `// @Stubbable(condition: DEBUG)`.
public struct StubOptions: Hashable, Sendable {
    /// Compilation condition the hooks and guards sit in (`#if CONDITION`), or nil for always.
    public var condition: String?
    /// Also record calls (`spy: true`): each stubbed method keeps `fooCallCount` and `fooInvocations`, the
    /// names a generated mock uses, whether or not its hook is set.
    public var spy: Bool
    public init(condition: String? = nil, spy: Bool = false) { self.condition = condition; self.spy = spy }

    var annotationSuffix: String {
        let parts = (spy ? ["spy: true"] : []) + (condition.map { ["condition: \($0)"] } ?? [])
        return parts.isEmpty ? "" : "(" + parts.joined(separator: ", ") + ")"
    }
}

/// How a declaration was marked stubbable.
struct Annotation: Sendable {
    enum Form: Sendable { case comment, attribute }
    var form: Form
    /// `Stubbable`, `StubbableFunction` or `StubbableProperty`.
    var name: String
    var options: StubOptions
    /// The comment token or the attribute, in full.
    var range: Range<Int>
}

/// Why a member is not stubbed.
struct Skip: Error {
    var code: String
    var message: String
    /// Stubble's own errors stay errors when the member was annotated directly.
    var isStubbleError: Bool
    var fixes: [SkipFix] = []
    /// The member is in an extension of a type this file's analysis does not know (declared in a file
    /// the front end did not give): its existing stubs are kept as they are.
    var unknownHome = false
}

/// A fix of a skipped member's finding, in original offsets.
struct SkipFix {
    var title: String
    var edits: [TextEdit]
    /// The edits' text is an LSP snippet (`${1:Type}`): only for clients that can insert one.
    var isSnippet = false
    /// Certain, not a guess (a type read off a plain literal, `var count = 0` → `: Int`): `fixAll`
    /// (`stubble fix`) applies it too.
    var isCertain = false
}

/// A declaration that is stubbed (or asked to be), with its expected pieces.
struct Target: Sendable {
    let decl: Decl
    /// The annotation that makes it a target (its own, or its type's).
    let annotation: Annotation
    let direct: Bool
    var insertions: [Insertion] = []
    /// Lines for the body of its type in another file (hooks of an extension member), without
    /// indentation, each ending with the line marker.
    var remote: [String] = []
    var skip: Skip?
    /// Why its stubs have the shape they have, when another file decides it (a hint): "'Graph' is Codable
    /// through 'Graph' in Graph.swift: …".
    var note: String?
    /// Its generated `CodingKeys` rest on a guess this analysis cannot check: it sees only its own file (no
    /// module view), and a conformance names a protocol it does not know. Then stubs that exist are judged
    /// as they are on that point (keys or none, as the command that read the module wrote them); new stubs
    /// get the keys (correct either way).
    var tentativeKeys = false
}

/// The targets' positions by the home of their declaration (`Expander.home(of:)`) and by their declaration,
/// kept as targets are appended: the passes of `Expander.targets()` that look at one home's targets read its
/// positions instead of scanning every target (which made a file of many types quadratic: 1,000 structs of
/// 40 properties, 1,000 scans of 40,000 targets). Positions are in ascending order, as a scan finds them.
struct TargetIndex {
    private var byHome: [ObjectIdentifier: [Int]] = [:]
    private var byDecl: [ObjectIdentifier: Int] = [:]

    init(_ targets: [Target], home: (Decl) -> Decl?) {
        for (i, t) in targets.enumerated() { add(t, at: i, home: home) }
    }

    mutating func add(_ t: Target, at i: Int, home: (Decl) -> Decl?) {
        if let h = home(t.decl) { byHome[ObjectIdentifier(h), default: []].append(i) }
        if byDecl[ObjectIdentifier(t.decl)] == nil { byDecl[ObjectIdentifier(t.decl)] = i }
    }

    /// The positions of the targets whose home is `h`.
    func of(home h: Decl) -> [Int] { byHome[ObjectIdentifier(h)] ?? [] }
    /// The first target of `d`.
    func first(of d: Decl) -> Int? { byDecl[ObjectIdentifier(d)] }
}

private let voidSpellings: Set<String> = ["Void", "Swift.Void", "()", "(Void)", "(Swift.Void)", "( )"]

struct Expander {
    let outline: SourceOutline
    var bytes: [UInt8] { outline.bytes }
    /// Types declared in this file (not extensions), by qualified name (`Outer.Inner`).
    let typesByName: [String: Decl]
    /// Simple names of private/fileprivate types in this file, with the access a hook naming them needs.
    let restrictedTypes: [String: String]
    /// Hook names of every function, chosen per home type (its body plus its extensions here).
    private(set) var names: [ObjectIdentifier: String] = [:]

    /// What is known of the other files (types extended here, remote pieces for types declared here).
    let context: FileStubContext
    /// Stand-ins for types declared in other files, with what is known of them.
    private(set) var foreign: [ObjectIdentifier: ForeignType] = [:]
    /// What the module says of its types (its files' facts; alone, this file's).
    let module: ModuleView
    /// What this file alone says of its types: for decisions that must come out the same whether or not
    /// the module was read (the editor reads it only for files with cross-file stubs).
    let fileView: ModuleView
    /// Names of the result builders this file declares (`@resultBuilder struct Lines`).
    let resultBuilders: Set<String>
    /// Qualified names of the types declared more than once in the module, this file included (in two `#if`
    /// clauses, say): no one declaration of them exists whenever an extension does.
    let repeatedTypes: Set<String>
    /// The declarations of each type this file declares more than once (in two `#if` clauses, say), in file
    /// order: an extension member's home is the one it is compiled with (`home(of:)`), and a member compiled
    /// with any of them has its hooks in each (`otherDeclarations(of:for:)`).
    let declarationsInClauses: [String: [Decl]]
    /// Functions whose call is of type `Never`: the standard library's and this file's `-> Never`.
    let neverFunctions: Set<String>

    init(outline: SourceOutline, context: FileStubContext = .alone) {
        self.outline = outline
        self.context = context
        self.resultBuilders = Set(outline.allDeclarations.filter { $0.kind.isType && $0.hasAttribute("resultBuilder") }.map(\.name))
        self.neverFunctions = Set(["fatalError", "preconditionFailure", "abort", "exit"]).union(
            outline.allDeclarations.filter { $0.kind == .function && ["Never", "Swift.Never"].contains(($0.returnType ?? "").oneLine) }.map(\.name))
        let fileView = ModuleView([ModuleFacts(fileName: context.fileName, outline: outline)])
        self.fileView = fileView
        self.module = context.module ?? fileView
        var types: [String: Decl] = [:]
        var repeated = Set<String>()
        var clauses: [String: [Decl]] = [:]
        for t in outline.allDeclarations where t.kind.isType && t.kind != .extension && t.kind != .protocol {
            var path = [t.name]
            var p = t.parent
            while let x = p { path.insert(x.name, at: 0); p = x.parent }
            let key = path.joined(separator: ".")
            if types[key] == nil { types[key] = t } else { repeated.insert(key) }
            clauses[key, default: []].append(t)
        }
        declarationsInClauses = clauses.filter { $0.value.count > 1 }
        for (q, info) in context.foreignTypes.module where info == nil { repeated.insert(q) }
        repeatedTypes = repeated
        // Stand-ins only for the types of other files that an extension here may name (`home(of:)` looks
        // up nothing else): a module's hundreds of types are not copied into every file's analysis.
        var foreignStandIns: [ObjectIdentifier: ForeignType] = [:]
        var named = Set<String>()
        if !context.foreignTypes.isEmpty {
            for e in outline.allDeclarations where e.kind == .extension {
                let name = e.name.filter { !$0.isWhitespace }
                named.insert(name)
                var scope = e.parent
                while let s = scope {
                    var path = [s.name]
                    var q = s.parent
                    while let x = q { path.insert(x.name, at: 0); q = x.parent }
                    named.insert((path + [name]).joined(separator: "."))
                    scope = s.parent
                }
            }
        }
        for q in named where types[q] == nil {
            guard case .some(.some(let info)) = context.foreignTypes[q] else { continue }
            let standIn = info.standIn()
            types[q] = standIn
            foreignStandIns[ObjectIdentifier(standIn)] = info
        }
        foreign = foreignStandIns
        typesByName = types
        var restricted: [String: String] = [:]
        for t in outline.allDeclarations where t.kind.isType || t.kind == .other {
            // A member of a `private extension` is file-private.
            let inherited = t.parent?.kind == .extension ? t.parent?.accessLevel : nil
            guard let access = t.accessLevel ?? inherited, access == "private" || access == "fileprivate", !t.name.isEmpty else { continue }
            // A top-level `private` type is file-private; a nested one, in the type's body or in an extension
            // of it, is private to the type (its body and its extensions in this file): a hook naming it must be
            // `private` too. A member of a `private extension` is file-private.
            restricted[t.name] = (access == "private" && t.parent != nil && t.accessLevel != nil) ? "private" : "fileprivate"
        }
        restrictedTypes = restricted
        // Group each home's members (its own, then its extensions' in file order) to name hooks.
        var groups: [ObjectIdentifier: [Decl]] = [:]
        var order: [ObjectIdentifier] = []
        var globals: [Decl] = []
        for d in outline.allDeclarations where d.kind == .function || d.kind == .variable || d.kind == .subscript || d.kind == .initializer {
            guard d.parent != nil else { globals.append(d); continue }
            guard let h = Self.home(of: d, types: types, clauses: declarationsInClauses) else { continue }
            let id = ObjectIdentifier(h)
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append(d)
        }
        // A function (a subscript, or an initializer) of an extension of a type of another file, when an
        // extension of that type in a third file (or in the type's file) declares a function of the same name
        // (any subscript; an initializer with the same labels) (under other constraints, or in another
        // `#if` clause): both hooks live in the type's body, so the hook names its file (`_describe_BoxNumbers`
        // for Box+Numbers.swift). The type's own file keeps plain names, so it names its hooks the same
        // whether or not the module was read; the other files always read it, for the type.
        var fileSuffixes: [ObjectIdentifier: String] = [:]
        let module = self.module, fileName = context.fileName
        for id in order where foreignStandIns[id] != nil {
            for d in groups[id]! where d.kind == .function || d.kind == .subscript || d.kind == .initializer {
                let key = d.kind == .initializer ? d.displayName : Self.hookBase(d)
                guard let p = d.parent, p.kind == .extension,
                      let files = module.extensionFunctions[ModuleView.lastComponent(p.name.filter { !$0.isWhitespace })]?[key],
                      files.contains(where: { $0 != fileName }) else { continue }
                fileSuffixes[ObjectIdentifier(d)] = Self.fileSuffix(fileName)
            }
        }
        var all: [ObjectIdentifier: String] = [:]
        for id in order {
            let info = foreignStandIns[id]
            all.merge(Self.hookNames(groups[id]!, reserved: info?.takenNames ?? [], overloaded: info?.functionNames ?? [], fileSuffixes: fileSuffixes,
                                     bodyNames: { d, name in d.body.map { Self.containsWord(outline.text($0), name) } ?? false })) { a, _ in a }
        }
        all.merge(Self.hookNames(globals)) { a, _ in a }
        names = all
        var extensions: [ObjectIdentifier: [Decl]] = [:]
        for e in outline.allDeclarations where e.kind == .extension {
            if let h = Self.home(of: Decl.probe(in: e), types: types, clauses: declarationsInClauses) { extensions[ObjectIdentifier(h), default: []].append(e) }
        }
        extensionsByHome = extensions
        // Structs of this file with an initializer (in it, or in an extension here) that assigns `self = …`.
        var assigning = Set<ObjectIdentifier>()
        for i in outline.allDeclarations where i.kind == .initializer {
            guard let p = i.parent, let h = p.kind == .extension ? Self.home(of: Decl.probe(in: p), types: types, clauses: declarationsInClauses) : p,
                  h.kind == .struct, !assigning.contains(ObjectIdentifier(h)), let body = i.body, outline.assignsSelf(in: body) else { continue }
            assigning.insert(ObjectIdentifier(h))
        }
        selfAssigningHere = assigning
        var byHome: [ObjectIdentifier: Set<String>] = [:]
        for (id, members) in groups { byHome[id] = Self.names(of: members).union(foreignStandIns[id]?.takenNames ?? []) }
        namesByHome = byHome
        globalNames = Self.names(of: outline.declarations)
        var annotations: [ObjectIdentifier: Annotation] = [:]
        var read = Set<ObjectIdentifier>()
        for d in outline.allDeclarations {
            read.insert(ObjectIdentifier(d))
            if let a = Self.annotation(of: d, in: outline) { annotations[ObjectIdentifier(d)] = a }
        }
        self.annotations = annotations
        self.annotationsRead = read
        fileHasLifetimeDependence = outline.allDeclarations.contains(where: Self.hasLifetimeDependence)
        // A member may return a non-escapable value without saying `@_lifetime` (Swift infers it for a getter):
        // the standard library's spans, or a `~Escapable` type of the module.
        fileMayReturnNonescapable = Stubbing.contains(outline.bytes, Array("Span".utf8)) || !module.nonescapable.isEmpty
    }

    /// Whether `m` says its result's lifetime depends on something (`@_lifetime(borrow self)`), on itself or
    /// on an accessor.
    static func hasLifetimeDependence(_ m: Decl) -> Bool {
        let names = m.attributes.map(\.name) + m.accessors.flatMap(\.attributeNames) + m.bindings.flatMap { $0.accessors.flatMap(\.attributeNames) }
        return names.contains("_lifetime") || names.contains("lifetime")
    }
    /// Whether any declaration of the file does (read once: each stored property would ask of every member).
    private(set) var fileHasLifetimeDependence = false
    private(set) var fileMayReturnNonescapable = false

    /// The non-escapable type a member returns (a function's or subscript's result, a computed property's
    /// value), with or without `@_lifetime`.
    func nonescapableResultType(_ m: Decl) -> String? {
        let type: String?
        switch m.kind {
        case .function, .subscript: type = m.returnType
        case .variable: type = m.bindings.count == 1 && m.bindings[0].accessorBlock != nil ? m.bindings[0].typeText : nil
        default: type = nil
        }
        guard let t = type?.oneLine, nonescapableName(in: t, around: m) != nil else { return nil }
        return t
    }

    /// What `readsInInitializer` needs of a type's initializers, the same for each of its properties: the
    /// names of its stored properties, and each initializer's tokens with where `self` is whole in them.
    struct InitializerReads {
        var properties: Set<String>
        var initializers: [(decl: Decl, tokens: ArraySlice<Token>, whole: Int?)]
    }
    /// Of each type asked about, read once (each of its stored properties asks), when first asked: reading
    /// initializers' bodies lexes the file, which an analysis that stubs no property never needs.
    /// A fact read once per type, when first asked (each of its stored properties asks).
    final class TypeFactsCache<Value>: @unchecked Sendable {
        private let lock = NSLockLike()
        private var byType: [ObjectIdentifier: Value] = [:]
        func facts(of h: Decl, _ make: (Decl) -> Value) -> Value {
            if let known = lock.withLock({ byType[ObjectIdentifier(h)] }) { return known }
            let made = make(h)
            lock.withLock { byType[ObjectIdentifier(h)] = made }
            return made
        }
    }
    final class InitializerReadsCache: @unchecked Sendable {
        private let lock = NSLockLike()
        private var byType: [ObjectIdentifier: InitializerReads] = [:]
        func known(_ h: Decl) -> InitializerReads? { lock.withLock { byType[ObjectIdentifier(h)] } }
        func store(_ made: InitializerReads, for h: Decl) -> InitializerReads {
            lock.withLock { byType[ObjectIdentifier(h)] = made }
            return made
        }
    }
    let initializerReads = InitializerReadsCache()
    /// Of each struct asked about: the reason each stored property that must stay stored for exclusivity
    /// does (`overlapReasons(of:)`), read once.
    let overlapReasons = TypeFactsCache<[String: String]>()

    /// The stored properties of struct `h` that the module's code changes while reaching another of them in
    /// the same call (`OverlapFact`: a closure passed to a mutating method, or another `inout` argument), with
    /// why each must stay stored: both the one changed and the one reached, since a computed property on
    /// either side is an access to the whole value.
    func overlapReasons(of h: Decl) -> [String: String] {
        let facts = (module.overlaps[StubContext.qualifiedName(h)] ?? []) + (module.overlaps[OverlapFact.anyValue] ?? [])
        guard !facts.isEmpty else { return [:] }
        var stored = Set<String>()
        for m in h.members where m.kind == .variable && !m.isStatic {
            for b in m.bindings where b.accessorBlock == nil || b.accessorKinds.allSatisfy({ $0 == "willSet" || $0 == "didSet" }) && !b.accessorKinds.isEmpty {
                if let n = b.name { stored.insert(n) }
            }
        }
        var out: [String: String] = [:]
        for f in facts where stored.contains(f.changed) {
            let hit = (f.others + f.inoutOthers).filter { stored.contains($0) }
            guard !hit.isEmpty else { continue }
            let where_ = f.file == context.fileName ? "" : " in \(f.file)"
            let call = f.call.isEmpty ? "a call" : "'\(f.call)'"
            func why(_ other: String) -> String {
                let inClosure = f.others.contains(other)
                let what: String
                switch (f.isInout, inClosure) {
                case (true, false): what = "passes '\(f.changed)' and '\(other)' inout to one call of \(call)"
                case (true, true): what = "passes '\(f.changed)' inout to \(call), and the closure it passes uses '\(other)' meanwhile"
                case (false, false): what = "changes '\(f.changed)' with \(call), and passes it '\(other)' inout"
                case (false, true): what = "changes '\(f.changed)' with \(call), and the closure it passes uses '\(other)' meanwhile"
                }
                return "'\(f.member)'\(where_) \(what). Swift allows two stored properties of a struct to be accessed at once; a computed property (what stubbing makes of either) is an access to the whole '\(h.name)', which would overlap the other, so both stay stored"
            }
            if out[f.changed] == nil { out[f.changed] = why(hit[0]) }
            for o in hit where out[o] == nil { out[o] = why(o) }
        }
        return out
    }

    /// Whether each home type is Sendable by this file's view (`storage(for:)` asks for every member).
    /// (Each type is held, so that no other declaration can take its identity while the cache lives.)
    final class SendableCache: @unchecked Sendable {
        private let lock = NSLockLike()
        private var byType: [ObjectIdentifier: (type: Decl, verdict: SendableVerdict)] = [:]
        func verdict(of h: Decl, _ make: (Decl) -> SendableVerdict) -> SendableVerdict {
            if let known = lock.withLock({ byType[ObjectIdentifier(h)] }) { return known.verdict }
            let made = make(h)
            lock.withLock { byType[ObjectIdentifier(h)] = (h, made) }
            return made
        }
    }
    let sendableHomes = SendableCache()

    func initializerReadFacts(of h: Decl) -> InitializerReads {
        let members = h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)
        let properties = Set(members.filter { $0.kind == .variable && !$0.isStatic }.flatMap { m in m.bindings.compactMap(\.name) + [m.name] })
        var initializers: [(decl: Decl, tokens: ArraySlice<Token>, whole: Int?)] = []
        for i in members where i.kind == .initializer {
            guard let body = i.body else { continue }
            let ts = outline.tokens(in: body)
            initializers.append((i, ts, initializedFrom(ts, of: h, properties: properties)))
        }
        return InitializerReads(properties: properties, initializers: initializers)
    }

    /// The annotation of each declaration of the outline that has one, read once (findings, targets and
    /// actions ask for it several times each). The outline's declarations do not change after parsing.
    private var annotations: [ObjectIdentifier: Annotation] = [:]
    /// The declarations of the outline (`annotations` holds the annotations of all of them).
    private var annotationsRead = Set<ObjectIdentifier>()

    /// Expansions of the version before, shifted to this one, by declaration (`Stubbing.Reuse`): `targets()`
    /// takes them instead of expanding again. And where it records each declaration's expansion for the next
    /// version (nil: not recorded).
    var reused: [ObjectIdentifier: Result<[Insertion], Skip>] = [:]
    var log: AnalysisLog?

    /// Structs declared here whose body holds other files' hooks (remote pieces, or the context says other
    /// files' extensions ask for them): they get the box those hooks live in, as if a member here were stubbed.
    var remoteBoxHomes: [Decl] = []

    /// Member names of each home (its body and its extensions here), and of the file's top level.
    private(set) var namesByHome: [ObjectIdentifier: Set<String>] = [:]
    /// Extensions in this file of each type declared in it.
    private(set) var extensionsByHome: [ObjectIdentifier: [Decl]] = [:]
    private(set) var globalNames = Set<String>()
    /// Structs of this file whose stubs keep instance hooks outside the value (guards reading `Self._m`), as
    /// the module decided when they were written: a file analysed alone cannot see that other file, and keeps them.
    var keptOutsideValue = Set<ObjectIdentifier>()
    /// Structs declared in this file whose initializers here assign `self = …` (see `hooksOutsideValueReason`).
    private(set) var selfAssigningHere = Set<ObjectIdentifier>()

    static func names(of decls: [Decl]) -> Set<String> {
        var out = Set<String>()
        for m in decls {
            if m.kind == .variable { for b in m.bindings { if let n = b.name { out.insert(n) } } }
            else if !m.name.isEmpty { out.insert(m.name) }
        }
        return out
    }

    /// An extension of a class, struct or actor declared in this file, or of a class or actor declared in
    /// another file of the context whose body can hold its members' hooks.
    func extendsStubbableType(_ ext: Decl) -> Bool {
        guard let h = home(of: Decl.probe(in: ext)) else { return false }
        // Static hooks (of static members, initializers, members of a struct that cannot hold the box) live in
        // the extension itself: the refusals of hooks in the type's body do not apply to them.
        if let info = foreignInfo(h) {
            return remoteRefusal(of: ext, in: info) == nil
                || ext.members.contains { [.function, .variable, .subscript, .initializer].contains($0.kind) && hookIsStatic($0) }
        }
        return h.kind == .class || h.kind == .struct || h.kind == .actor
    }

    /// An extension of a type that neither this file nor the context declares (its file was not given):
    /// its members are targets whose existing stubs are kept (see `Skip.unknownHome`).
    func extendsUnknownType(_ ext: Decl) -> Bool {
        guard ext.kind == .extension, home(of: Decl.probe(in: ext)) == nil else { return false }
        return context.foreignTypes[ext.name.filter { !$0.isWhitespace }] == nil
    }

    /// An extension whose members are looked at one by one (each stubbed, or skipped with its reason): of a
    /// class, struct or actor declared here or in another file, of a type declared in several files, or
    /// of an unknown type.
    func extensionHasStubbableMembers(_ ext: Decl) -> Bool {
        guard ext.kind == .extension else { return false }
        if let h = home(of: Decl.probe(in: ext)) { return h.kind == .class || h.kind == .struct || h.kind == .actor }
        return context.foreignTypes[ext.name.filter { !$0.isWhitespace }] != nil || extendsUnknownType(ext)
    }

    /// What is known of a home declared in another file (nil for a type declared here).
    func foreignInfo(_ h: Decl) -> ForeignType? { foreign[ObjectIdentifier(h)] }

    /// Why members of `ext` (an extension of a type declared in another file) cannot keep hooks in that
    /// type's body, or nil.
    /// `member`: the member asking (nil: the extension as a whole, refused when every member is).
    func remoteRefusal(of ext: Decl, in info: ForeignType, member: Decl? = nil) -> String? {
        // (A struct's instance hooks live in its box, which its own file declares when other files' extensions
        // put hooks in its body (see `remoteBoxHomes`). A struct that cannot hold the box has static hooks
        // (`hookIsStatic`), which live in the extension itself and are never refused here.)
        // A struct whose hooks live outside its values (static hooks: `@frozen`, `BitwiseCopyable`, ...) gets no
        // stored property for them: its synthesized coding does not change.
        let outside = info.kind == .struct && !info.hasGenericParameters && home(of: Decl.probe(in: ext)).map { hooksOutsideValueReason($0) != nil } == true
        switch outside ? .no : module.codable(info.inheritance) {
        case .yes(let c, let through):
            return "'\(info.name)' is \(c)\(through.map { " " + $0 } ?? "") and declared in '\(info.fileName)': hooks from another file would change its synthesized conformance"
        case .maybe(let name):
            return "'\(info.name)' conforms to '\(name)', which this module does not declare and which may refine Codable: hooks from another file could change its synthesized conformance"
        case .no:
            break
        }
        if !info.canHoldHooks { return "the closing brace of '\(info.name)' in '\(info.fileName)' must start its own line to hold the hooks" }
        let missing = StubContext.imports(outline).subtracting(info.imports).subtracting(["Swift"])
        if let module = missing.sorted().first {
            // A hook whose type names only the standard library's types and the module's own (or erases the
            // others) needs none of this file's imports.
            let members = member.map { [$0] } ?? ext.members.filter { $0.kind == .function || $0.kind == .variable || $0.kind == .subscript }
            let needing = members.map { nameNeedingAnImport($0) }
            if needing.isEmpty || needing.allSatisfy({ $0 != nil }) {
                let names = member == nil ? "" : " (its hook's type names '\(needing[0]!)')"
                return "its hook would live in '\(info.fileName)', which does not import '\(module)'\(names)"
            }
        }
        return nil
    }

    /// Standard library types a hook's type may name in a file with no import (`MockEquatability.standard`
    /// and `standardTypeNames` less Foundation's).
    static let standardLibraryTypeNames: Set<String> = {
        let foundation: Set<String> = ["Foundation", "Data", "Date", "URL", "UUID", "URLComponents", "URLRequest", "DateComponents",
                                       "IndexPath", "IndexSet", "Locale", "TimeZone", "Calendar", "CharacterSet", "Decimal",
                                       "CGFloat", "TimeInterval"]
        return MockEquatability.standard.union(standardTypeNames).subtracting(foundation)
    }()

    /// For a member of an extension in another file than its type: the first name in its signature (the
    /// types its hook's type is made of) that the type's file may need an import for: not the standard
    /// library's, not declared in the module, not a generic parameter, and not erased from the hook's type
    /// (see `mentionsUnknownName`). nil: its hook compiles with the imports of any file of the module.
    func nameNeedingAnImport(_ d: Decl) -> String? {
        guard let h = home(of: d) else { return nil }
        let generic = Self.genericNames(of: d, within: h)
        var types = d.params.map(\.typeText)
        if let r = d.returnType { types.append(r) }
        for b in d.bindings { if let t = b.typeText { types.append(t) } else { return "" } }
        let erases = seesMoreThanItsHome(d)
        for t in types {
            for w in Self.leadingTypeNames(t) {
                if generic.contains(w) || Self.standardLibraryTypeNames.contains(w) { continue }
                if typesByName[w] != nil || module.declarations[w] != nil || module.aliases[w] != nil || module.protocols[w] != nil { continue }
                if erases && mentionsUnknownName(w, of: d) { continue }
                return w
            }
        }
        return nil
    }

    /// The capitalized first name of each dotted chain in a type (`[Foundation.Date: Foo]` → Foundation, Foo),
    /// attributes aside.
    static func leadingTypeNames(_ t: String) -> [String] {
        var out: [String] = []
        var i = t.startIndex
        var afterDot = false
        while i < t.endIndex {
            let c = t[i]
            if c == "_" || c.isLetter {
                var j = i
                while j < t.endIndex, t[j] == "_" || t[j].isLetter || t[j].isNumber { j = t.index(after: j) }
                let word = String(t[i..<j])
                let attribute = i > t.startIndex && t[t.index(before: i)] == "@"
                if !afterDot && !attribute && word.first?.isUppercase == true { out.append(word) }
                i = j
                afterDot = false
                continue
            }
            afterDot = c == "."
            i = t.index(after: i)
        }
        return out
    }

    /// The type whose body holds a member's hooks: its parent, or for a member of an extension the
    /// extended type when it is declared in this file; nil for globals and unknown extended types.
    /// A type declared in several `#if` clauses here (`clauses`) is the declaration compiled whenever `d` is:
    /// the one whose conditions begin `d`'s (the last such, the innermost), else the first.
    static func home(of d: Decl, types: [String: Decl], clauses: [String: [Decl]] = [:]) -> Decl? {
        guard let p = d.parent else { return nil }
        guard p.kind == .extension else { return p }
        func pick(_ key: String, _ t: Decl) -> Decl {
            guard let all = clauses[key] else { return t }
            let mine = conditionChain(d)
            return all.filter { x in let c = conditionChain(x); return mine.count >= c.count && Array(mine.prefix(c.count)) == c }
                .max { conditionChain($0).count < conditionChain($1).count } ?? t
        }
        let name = p.name.filter { !$0.isWhitespace }
        if let t = types[name] { return pick(name, t) }
        // An extension nested in a type may name a sibling relative to it.
        var scope = p.parent
        while let s = scope {
            var path = [s.name]
            var q = s.parent
            while let x = q { path.insert(x.name, at: 0); q = x.parent }
            let key = (path + [name]).joined(separator: ".")
            if let t = types[key] { return pick(key, t) }
            scope = s.parent
        }
        return nil
    }
    func home(of d: Decl) -> Decl? { Self.home(of: d, types: typesByName, clauses: declarationsInClauses) }

    // MARK: text helpers

    func lineStart(_ o: Int) -> Int {
        var i = min(o, bytes.count)
        while i > 0, bytes[i - 1] != 0x0A { i -= 1 }
        return i
    }
    func lineEnd(_ o: Int) -> Int {
        var i = o
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
        return i
    }
    func indentation(_ o: Int) -> String {
        let ls = lineStart(o)
        var i = ls
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        return String(decoding: bytes[ls..<i], as: UTF8.self)
    }
    func startsLine(_ o: Int) -> Bool {
        var i = o
        while i > 0, bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 { i -= 1 }
        return i == 0 || bytes[i - 1] == 0x0A
    }
    /// Whether only spaces and an optional line comment follow `o` on its line.
    func restOfLineIsEmpty(after o: Int) -> Bool {
        var i = o
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D { i += 1 }
        if i >= bytes.count || bytes[i] == 0x0A { return true }
        if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") { return true }
        return false
    }
    func nextLineStart(_ o: Int) -> Int {
        let e = lineEnd(o)
        return e < bytes.count ? e + 1 : e
    }
    func text(_ r: Range<Int>) -> String { outline.text(r) }

    // MARK: annotations

    /// The annotations' names, in their attribute form (`@Stubbable`) or their comment form (`// @Stubbable`).
    static let annotationNames: Set<String> = ["Stubbable", "StubbableFunction", "StubbableProperty"]
    /// Attributes of a stubbed stored property that the computed property (the one callers see) must keep.
    static let carriedAttributeNames: Set<String> = ["usableFromInline", "available", "objc", "MainActor", "_alwaysEmitIntoClient", "inline"]
    /// Those, the annotations, and others the computed property may drop: any other attribute is a wrapper's
    /// or one stubble does not know.
    static let knownPropertyAttributeNames: Set<String> = annotationNames.union(carriedAttributeNames).union(["nonobjc", "preconcurrency", "inlinable"])
    /// Modifiers of a stored property that its computed property does not repeat.
    static let droppedPropertyModifiers: Set<String> = ["lazy", "weak", "unowned", "unowned(safe)", "unowned(unsafe)", "nonisolated(unsafe)", "final"]

    func annotation(of d: Decl) -> Annotation? {
        let id = ObjectIdentifier(d)
        if annotationsRead.contains(id) { return annotations[id] }
        // Not one of the outline's (a stand-in, a probe): read it.
        return Self.annotation(of: d, in: outline)
    }

    static func annotation(of d: Decl, in outline: SourceOutline) -> Annotation? {
        for a in d.attributes where Self.annotationNames.contains(a.name) {
            return Annotation(form: .attribute, name: a.name, options: Self.parseOptions(a.arguments), range: a.range)
        }
        for c in d.leadingComments where c.isLineComment {
            let t = outline.text(c.range)
            var body = t.drop(while: { $0 == "/" })
            body = body.drop(while: { $0 == " " || $0 == "\t" })
            for name in ["StubbableFunction", "StubbableProperty", "Stubbable"] where body.hasPrefix("@" + name) {
                let rest = body.dropFirst(name.count + 1)
                if let f = rest.first, f.isLetter || f.isNumber || f == "_" { continue }
                var args: String? = nil
                if rest.first == "(", let close = rest.firstIndex(of: ")") {
                    args = String(rest[rest.index(after: rest.startIndex)..<close])
                }
                return Annotation(form: .comment, name: name, options: Self.parseOptions(args), range: c.range)
            }
        }
        return nil
    }

    /// Original-text edits that remove an annotation: the comment or the attribute with the spaces after
    /// it, and its whole line when nothing else is on it.
    func removal(of ann: Annotation) -> [TextEdit] {
        var end = ann.range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0D { end += 1 }
        if startsLine(ann.range.lowerBound), end >= bytes.count || bytes[end] == 0x0A {
            return [TextEdit(range: lineStart(ann.range.lowerBound)..<min(end + 1, bytes.count), newText: "")]
        }
        if ann.form == .comment {
            // A comment after code on its line: it goes with the spaces before it.
            var start = ann.range.lowerBound
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
            return [TextEdit(range: start..<ann.range.upperBound, newText: "")]
        }
        return [TextEdit(range: ann.range.lowerBound..<end, newText: "")]
    }

    /// How an annotation is written, for fix titles: `// @Stubbable` or `@Stubbable`.
    static func spelling(_ ann: Annotation) -> String {
        (ann.form == .comment ? "// @" : "@") + ann.name
    }

    /// Stubble's macros reject `@StubbableFunction` on anything but a function and `@StubbableProperty` on
    /// anything but a property; so does Stubble, for both forms (an annotation says what it is for).
    func misplacement(_ ann: Annotation, _ d: Decl) -> Skip? {
        let other: String
        let message: String
        let code: String
        switch (ann.name, d.kind) {
        case ("StubbableFunction", .variable):
            (other, message, code) = ("StubbableProperty", "'@StubbableFunction' can only be applied to functions", "stubble.notAFunction")
        case ("StubbableProperty", .function):
            (other, message, code) = ("StubbableFunction", "'@StubbableProperty' can only be applied to properties", "stubble.notAProperty")
        case ("StubbableProperty", .initializer), ("StubbableProperty", .subscript):
            (other, message, code) = ("", "'@StubbableProperty' can only be applied to properties", "stubble.notAProperty")
        default: return nil
        }
        var fixes: [SkipFix] = []
        let name = Array(ann.name.utf8)
        if !other.isEmpty, let offset = ann.range.first(where: { o in
            o + name.count <= ann.range.upperBound && bytes[o] == UInt8(ascii: "@") && Array(bytes[(o + 1)..<min(o + 1 + name.count, bytes.count)]) == name
        }).map({ $0 + 1 }) {
            fixes.append(SkipFix(title: "Change '\(Self.spelling(ann))' to '\(Self.spelling(Annotation(form: ann.form, name: other, options: ann.options, range: ann.range)))'",
                                 edits: [TextEdit(range: offset..<(offset + ann.name.utf8.count), newText: other)]))
        }
        fixes.append(SkipFix(title: "Remove '\(Self.spelling(ann))'", edits: removal(of: ann)))
        return Skip(code: code, message: message, isStubbleError: true, fixes: fixes)
    }

    static func parseOptions(_ args: String?) -> StubOptions {
        guard let args else { return StubOptions() }
        var options = StubOptions()
        for part in args.split(separator: ",") {
            let kv = part.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces }
            if kv.count == 2, kv[0] == "condition" {
                var v = kv[1]
                if v.hasPrefix("\"") && v.hasSuffix("\"") && v.count >= 2 { v = String(v.dropFirst().dropLast()) }
                if v.hasPrefix(".") { v = String(v.dropFirst()) }
                if !v.isEmpty { options.condition = v }
            }
            if kv.count == 2, kv[0] == "spy" { options.spy = kv[1] == "true" }
        }
        return options
    }

    // MARK: targets

    /// Every declaration to stub, with its expected pieces or the reason it is skipped.
    func targets() -> [Target] {
        var out: [Target] = []
        func visit(_ decls: [Decl], typeAnnotation: Annotation?) {
            for d in decls {
                let own = annotation(of: d)
                if d.kind.isType {
                    if let own, (d.kind == .class || d.kind == .struct || d.kind == .actor || extensionHasStubbableMembers(d)) {
                        visit(d.members, typeAnnotation: own)
                    } else {
                        visit(d.members, typeAnnotation: nil)
                    }
                    continue
                }
                guard let ann = own ?? typeAnnotation else { continue }
                let direct = own != nil
                if !direct && !(d.kind == .function || d.kind == .variable || d.kind == .initializer || d.kind == .subscript) { continue }
                var t = Target(decl: d, annotation: ann, direct: direct)
                if direct, let misplaced = misplacement(ann, d) {
                    t.skip = misplaced
                    out.append(t)
                    continue
                }
                let result = reused[ObjectIdentifier(d)] ?? expand(d, options: ann.options, hook: names[ObjectIdentifier(d)])
                log?.record(d, result)
                switch result {
                case .success(let ins):
                    t.insertions = ins.filter { $0.sPos != Insertion.remote }
                    t.remote = ins.filter { $0.sPos == Insertion.remote }.map(\.text)
                case .failure(let skip): t.skip = skip
                }
                out.append(t)
            }
        }
        visit(outline.declarations, typeAnnotation: nil)
        // A member of an extension of a type declared in several `#if` clauses here, compiled with none of them
        // in particular: its hooks in its home's body (under all of its conditions) go in every declaration.
        for i in out.indices where out[i].skip == nil {
            let d = out[i].decl
            guard let h = home(of: d), let place = hookHomeInsertion(h) else { continue }
            for other in otherDeclarations(of: h, for: d) {
                guard let there = hookHomeInsertion(other) else { continue }
                out[i].insertions += out[i].insertions.filter { $0.sPos == place.at }.map {
                    Insertion(sPos: there.at, text: Self.reindented($0.text, from: place.indent, to: there.indent))
                }
            }
        }
        var index = TargetIndex(out, home: home(of:))
        func append(_ t: Target) {
            out.append(t)
            index.add(t, at: out.count - 1, home: home(of:))
        }
        // Codable types: hooks must stay out of the synthesized conformance, and renamed backing
        // storage must keep its key.
        // Structs with stubbed instance members get the box that holds their hooks. The members the box
        // rules out are skipped first: the coding keys name only the storage that is really renamed.
        var boxFor: [ObjectIdentifier: (Decl, Annotation)] = [:]
        var boxOrder: [ObjectIdentifier] = []
        for t in out where t.skip == nil && !hookIsStatic(t.decl) {
            // (A struct declared in another file gets its box from its own file: see `remoteBoxHomes`.)
            guard let h = home(of: t.decl), h.kind == .struct, foreignInfo(h) == nil else { continue }
            let id = ObjectIdentifier(h)
            if boxFor[id] == nil { boxFor[id] = (h, t.annotation); boxOrder.append(id) }
        }
        for h in remoteBoxHomes where boxFor[ObjectIdentifier(h)] == nil && hooksOutsideValueReason(h) == nil {
            boxFor[ObjectIdentifier(h)] = (h, Annotation(form: .comment, name: "Stubbable", options: StubOptions(), range: 0..<0))
            boxOrder.append(ObjectIdentifier(h))
        }
        var boxes: [Target] = []
        for id in boxOrder {
            let (h, ann) = boxFor[id]!
            // The box is a `let` with an initial value (so the memberwise init, OptionSet's
            // init(rawValue:) and Decodable stay as they are); an init that assigns `self = …`
            // would initialize it twice.
            // Initializers in every file of the module count (`init(from decoder:)` in `Foo+Codable.swift`).
            let inits = (h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)).filter { $0.kind == .initializer }
            let here = inits.contains(where: { i in i.body.map { outline.assignsSelf(in: $0) } ?? false })
            let elsewhere = (module.selfAssigning[StubContext.qualifiedName(h)] ?? []).filter { $0 != context.fileName }
            if here || !elsewhere.isEmpty {
                let where_ = here ? "" : " in " + elsewhere.sorted().joined(separator: ", ")
                for i in index.of(home: h) where out[i].skip == nil && !hookIsStatic(out[i].decl) {
                    out[i].insertions = []
                    out[i].skip = Skip(code: "stubble.unsupported", message: "'\(out[i].decl.displayName)' is not stubbed: an initializer of '\(h.name)'\(where_) assigns 'self = …', which would initialize its stubs' box twice", isStubbleError: false)
                }
                continue
            }
            guard let place = hookHomeInsertion(h) else {
                for i in index.of(home: h) where out[i].skip == nil && !hookIsStatic(out[i].decl) {
                    out[i].insertions = []
                    out[i].skip = Skip(code: "stubble.skipped", message: "'\(out[i].decl.displayName)' is not stubbed: the closing brace of '\(h.name)' must start its own line to hold the stubs' box", isStubbleError: false)
                }
                continue
            }
            var t = Target(decl: h, annotation: ann, direct: false)
            // An initializer with a hook assigns `self = …`: then the box is a `var` (see `structBox`).
            skipInitializersOfNoncopyable(h, &out, index)
            let reassigned = index.of(home: h).contains { out[$0].skip == nil && out[$0].decl.kind == .initializer }
            t.insertions = [Insertion(sPos: place.at, text: wrap(structBox(indent: place.indent, reassigned: reassigned), condition: ann.options.condition, indent: place.indent))]
            boxes.append(t)
        }
        let codingKeys = codableKeys(&out, index)
        // A box for a struct whose members the keys' rules then all skipped would hold nothing.
        for t in boxes where remoteBoxHomes.contains(where: { $0 === t.decl }) || index.of(home: t.decl).contains(where: { out[$0].skip == nil && !hookIsStatic(out[$0].decl) }) {
            append(t)
        }
        for (h, ann, ins, note, tentative) in codingKeys {
            if let i = index.first(of: h) {
                out[i].insertions.append(ins)
                out[i].note = note
                out[i].tentativeKeys = tentative
            } else {
                var t = Target(decl: h, annotation: ann, direct: false)
                t.insertions = [ins]
                t.note = note
                t.tentativeKeys = tentative
                append(t)
            }
        }
        // Types with static hooks get `_resetStaticStubs()`, to put every static hook back to nil
        // between tests (static state outlives a test).
        var statics: [ObjectIdentifier: (Decl, Annotation, [(name: String, conditions: [String])], Bool)] = [:]
        var staticOrder: [ObjectIdentifier] = []
        for t in out where t.skip == nil && (hookIsStatic(t.decl) || t.decl.parent?.kind == .enum) && t.decl.parent != nil {
            guard let h = home(of: t.decl), h.kind != .protocol else { continue }
            var names: [(name: String, conditions: [String])] = []
            // A hook inside `#if` (the member's own, or its extension's) is reset inside the same conditions.
            let conds = self.conditions(of: t.decl, within: h) ?? []
            for ins in t.insertions {
                let lines: [Substring] = ins.text.split(separator: "\n")
                for line in lines where line.contains("static var _") && line.hasSuffix("= nil " + Markers.line) {
                    let words = line.split(separator: " ")
                    // (Once each: a hook copied into several declarations is one hook.)
                    if let v = words.firstIndex(of: "var"), v + 1 < words.count, let name = words[v + 1].split(separator: ":").first,
                       !names.contains(where: { $0.name == name }) {
                        names.append((String(name), conds))
                    }
                }
            }
            // (Each declaration of a type declared in several `#if` clauses that holds the hooks resets them.)
            let generic = genericStaticHome(t.decl) != nil
            for x in [h] + otherDeclarations(of: h, for: t.decl) {
                let id = ObjectIdentifier(x)
                if statics[id] == nil { statics[id] = (x, t.annotation, [], false); staticOrder.append(id) }
                statics[id]!.2 += names
                statics[id]!.3 = statics[id]!.3 || generic
            }
        }
        for id in staticOrder {
            let (h, ann, names, generic) = statics[id]!
            guard let place = hookHomeInsertion(h) else { continue }
            // A generic type's static hooks live in its table: the reset empties it (every specialisation's),
            // and the table is declared after the type (after each of its declarations).
            if generic, let at = staticTablePlace(h) {
                let g = h
                let table = staticTableName(g)
                let reset = [place.indent + "static func _resetStaticStubs() {", place.indent + "    \(table).removeAll()", place.indent + "}"]
                let pieces = [Insertion(sPos: place.at, text: wrap(reset, condition: ann.options.condition, indent: place.indent)),
                              Insertion(sPos: at, text: wrap(["nonisolated(unsafe) private var \(table): [ObjectIdentifier: [String: Any]] = [:]"], condition: ann.options.condition, indent: ""))]
                if let i = index.first(of: h) {
                    out[i].insertions += pieces
                } else {
                    var t = Target(decl: h, annotation: ann, direct: false)
                    t.insertions = pieces
                    append(t)
                }
                continue
            }
            guard !names.isEmpty else { continue }
            var lines = [place.indent + "static func _resetStaticStubs() {"]
            var open: [String] = []
            for n in names {
                if n.conditions != open {
                    if !open.isEmpty { lines.append(place.indent + "    #endif") }
                    if !n.conditions.isEmpty { lines.append(place.indent + "    #if " + n.conditions.map { n.conditions.count == 1 ? $0 : "(\($0))" }.joined(separator: " && ")) }
                    open = n.conditions
                }
                lines.append(place.indent + "    " + n.name + " = nil")
            }
            if !open.isEmpty { lines.append(place.indent + "    #endif") }
            lines.append(place.indent + "}")
            let ins = Insertion(sPos: place.at, text: wrap(lines, condition: ann.options.condition, indent: place.indent))
            if let i = index.first(of: h) {
                out[i].insertions.append(ins)
            } else {
                var t = Target(decl: h, annotation: ann, direct: false)
                t.insertions = [ins]
                append(t)
            }
        }
        for t in foreignStaticResets(&out) { append(t) }
        spyResets(&out)
        return out
    }

    /// Static hooks (see `hookIsStatic`) of members of extensions here of a type declared in another file live in
    /// those extensions: a static stored property (Swift allows them in an extension), or in a generic type (or
    /// one that may be: a nested type of another file) a static computed property over this file's table
    /// (`_staticStubs_Outer_Inner`, file-private). The type's `_resetStaticStubs()` is written in its own file and
    /// cannot name them: after the first extension of the type here (the one under the fewest `#if` conditions,
    /// an unconstrained one first), an extension of its own declares `_resetStaticStubs_<File>()`, named after this
    /// file, which resets them (and the table, with it).
    func foreignStaticResets(_ out: inout [Target]) -> [Target] {
        var made: [Target] = []
        var order: [ObjectIdentifier] = []
        var members: [ObjectIdentifier: [Int]] = [:]
        for (i, t) in out.enumerated() where t.skip == nil && t.decl.parent?.kind == .extension && hookIsStatic(t.decl) {
            guard let h = home(of: t.decl), foreignInfo(h) != nil else { continue }
            let id = ObjectIdentifier(h)
            if members[id] == nil { order.append(id) }
            members[id, default: []].append(i)
        }
        for id in order {
            let all = members[id]!
            guard let h = home(of: out[all[0]].decl), let info = foreignInfo(h) else { continue }
            var extensions: [Decl] = []
            for i in all { if let p = out[i].decl.parent, !extensions.contains(where: { $0 === p }) { extensions.append(p) } }
            let anchor = extensions.enumerated().min { a, b in
                let ka = (Self.conditionChain(a.element).count, a.element.whereClause == nil ? 0 : 1, a.offset)
                let kb = (Self.conditionChain(b.element).count, b.element.whereClause == nil ? 0 : 1, b.offset)
                return ka < kb
            }!.element
            let anchorChain = Self.conditionChain(anchor)
            let resetName = "_resetStaticStubs_" + Self.identifierPart(of: context.fileName.hasSuffix(".swift") ? String(context.fileName.dropLast(6)) : context.fileName)
            func skip(_ i: Int, _ why: String) {
                out[i].insertions = []
                out[i].skip = Skip(code: "stubble.unsupported", message: "'\(out[i].decl.displayName)' is not stubbed: " + why, isStubbleError: false)
            }
            guard let at = staticTablePlace(anchor) else {
                for i in all { skip(i, "the reset of the static hooks of '\(h.name)' in this file (\(resetName)) is declared after its extension here, whose closing brace must end its line") }
                continue
            }
            var kept: [Int] = []
            for i in all {
                let chain = Self.conditionChain(out[i].decl)
                guard chain.count >= anchorChain.count, Array(chain.prefix(anchorChain.count)) == anchorChain else {
                    skip(i, "its static hook would be reset by \(resetName)(), which is declared with the extension of '\(h.name)' under other '#if' conditions")
                    continue
                }
                kept.append(i)
            }
            guard let first = kept.first else { continue }
            let ann = out[first].annotation
            let table = genericStaticHome(out[first].decl).map { staticTableName($0) }
            var body: [String] = []
            if let table {
                body.append("        \(table).removeAll()")
            } else {
                var open: [String] = []
                for i in kept {
                    let conds = Array(Self.conditionChain(out[i].decl).dropFirst(anchorChain.count))
                    for ins in out[i].insertions {
                        for line in ins.text.split(separator: "\n") where line.contains("static var _") && line.hasSuffix("= nil " + Markers.line) {
                            let words = line.split(separator: " ")
                            guard let v = words.firstIndex(of: "var"), v + 1 < words.count, let name = words[v + 1].split(separator: ":").first else { continue }
                            if conds != open {
                                if !open.isEmpty { body.append("        #endif") }
                                if !conds.isEmpty { body.append("        #if " + conds.map { conds.count == 1 ? $0 : "(\($0))" }.joined(separator: " && ")) }
                                open = conds
                            }
                            body.append("        \(name) = nil")
                        }
                    }
                }
                if !open.isEmpty { body.append("        #endif") }
            }
            // The anchor's availability carries over: the reset names its hooks.
            let available = anchor.attributes.filter { $0.name == "available" }.map { text($0.range) + " " }.joined()
            var lines = table.map { ["nonisolated(unsafe) private var \($0): [ObjectIdentifier: [String: Any]] = [:]"] } ?? []
            lines += [available + "extension \(info.qualifiedName) {", "    static func \(resetName)() {"] + body + ["    }", "}"]
            var t = Target(decl: anchor, annotation: ann, direct: false)
            t.insertions = [Insertion(sPos: at, text: wrap(lines, condition: ann.options.condition, indent: ""))]
            made.append(t)
        }
        return made
    }

    /// A type annotated `spy: true` gets `resetMock()`, named as a generated mock's: every instance hook back
    /// to nil and every record back to empty (a struct empties its box, which holds both). Static hooks have
    /// `_resetStaticStubs()`. A class whose superclass (declared in this file) is spied too overrides it.
    func spyResets(_ out: inout [Target]) {
        var order: [ObjectIdentifier] = []
        var lines: [ObjectIdentifier: [(name: String, initial: String, conditions: [String])]] = [:]
        for t in out where t.skip == nil && !hookIsStatic(t.decl) {
            guard let h = home(of: t.decl), h.kind == .class || h.kind == .actor || h.kind == .struct, foreignInfo(h) == nil,
                  annotation(of: h)?.options.spy == true else { continue }
            let id = ObjectIdentifier(h)
            if lines[id] == nil { lines[id] = []; order.append(id) }
            let conds = self.conditions(of: t.decl, within: h) ?? []
            for ins in t.insertions {
                for line in ins.text.split(separator: "\n") where line.hasSuffix(" " + Markers.line) && !line.contains("static ") {
                    let words = line.split(separator: " ")
                    guard let v = words.firstIndex(of: "var"), v + 1 < words.count, let name = words[v + 1].split(separator: ":").first else { continue }
                    let isHook = line.contains("@exclusivity(unchecked)") && line.hasSuffix("= nil " + Markers.line)
                    let isCount = name.hasSuffix("CallCount") && line.hasSuffix(": Int = 0 " + Markers.line)
                    let isList = name.hasSuffix("Invocations") && line.hasSuffix("= [] " + Markers.line)
                    if isHook || isCount || isList { lines[id]!.append((String(name), isHook ? "nil" : isCount ? "0" : "[]", conds)) }
                }
            }
        }
        for id in order {
            guard let h = out.lazy.compactMap({ self.home(of: $0.decl) }).first(where: { ObjectIdentifier($0) == id }),
                  let ann = annotation(of: h), let place = hookHomeInsertion(h) else { continue }
            let i = place.indent
            var body: [String]
            var head = "func resetMock() {"
            if h.kind == .struct {
                guard out.contains(where: { $0.decl === h && $0.insertions.contains { $0.text.contains(" _stubs = _StubBox()") } }) else { continue }
                body = [i + "    _stubs.hooks.removeAll()"]
            } else {
                body = []
                if h.kind == .class, let first = h.inheritance.first?.filter({ !$0.isWhitespace }), let superclass = typesByName[first],
                   superclass.kind == .class, annotation(of: superclass)?.options.spy == true {
                    head = "override func resetMock() {"
                    body.append(i + "    super.resetMock()")
                }
                var open: [String] = []
                for n in lines[id]! {
                    if n.conditions != open {
                        if !open.isEmpty { body.append(i + "    #endif") }
                        if !n.conditions.isEmpty { body.append(i + "    #if " + n.conditions.map { n.conditions.count == 1 ? $0 : "(\($0))" }.joined(separator: " && ")) }
                        open = n.conditions
                    }
                    body.append(i + "    " + n.name + " = " + n.initial)
                }
                if !open.isEmpty { body.append(i + "    #endif") }
            }
            if h.kind == .actor { head = "nonisolated " + head }
            let text = wrap([i + head] + body + [i + "}"],
                            condition: ann.options.condition, indent: i)
            let ins = Insertion(sPos: place.at, text: text)
            if let k = out.firstIndex(where: { $0.decl === h }) {
                out[k].insertions.append(ins)
            } else {
                var t = Target(decl: h, annotation: ann, direct: false)
                t.insertions = [ins]
                out.append(t)
            }
        }
    }

    /// The Codable conformance Swift synthesizes for `h` (declared in its body's header or its extensions
    /// here: synthesis needs the type's file), if any: written there, or through a protocol or type alias
    /// of the module (then `note` says so), or maybe, through a name the module does not declare (a
    /// protocol of another module may refine Codable: then the type gets the keys, which are correct
    /// either way, and `note` says why).
    /// `how`: "conforms to 'Codable'", "is Codable through 'Graph' in Graph.swift", "conforms to 'P', which may
    /// refine Codable".
    func codableConformance(_ h: Decl) -> (how: String, note: String?, maybe: Bool)? {
        let headers = [h] + (extensionsByHome[ObjectIdentifier(h)] ?? [])
        for x in headers {
            for i in x.inheritance.map({ $0.trimmingSpaces }) where ModuleView.codableNames.contains(i) {
                return ("conforms to '\(i)'", nil, false)
            }
        }
        switch module.codable(headers.flatMap(\.inheritance)) {
        case .no:
            return nil
        case .yes(let c, let through):
            let how = "is \(c)" + (through.map { " " + $0 } ?? "")
            return (how, "'\(h.name)' \(how): its stubs add CodingKeys that keep the hooks out of its coding", false)
        case .maybe(let name):
            return ("conforms to '\(name)', which may refine Codable",
                    "'\(h.name)' conforms to '\(name)', which this module does not declare: it may refine Codable, so the stubs add CodingKeys that keep the hooks out of its coding (unused if it does not)", true)
        }
    }

    /// For each Codable type with stubbed instance members: the `CodingKeys` that keeps its synthesized
    /// conformance what it was. Swift synthesizes keys from every stored property; with stubs, the
    /// type also stores hooks (or the struct's box), which must not be coded, and a stubbed property's
    /// value lives in its renamed backing `_name`, which must keep the key `name`. So the generated
    /// keys list the stored properties Swift would have coded (not `lazy` ones), a renamed one as
    /// `case _name = "name"`. Where that cannot be done faithfully, the type's instance members are
    /// skipped with the reason (a type with its own CodingKeys keeps its methods' stubs, not its
    /// stored properties').
    func codableKeys(_ out: inout [Target], _ index: TargetIndex) -> [(Decl, Annotation, Insertion, String?, Bool)] {
        var homes: [ObjectIdentifier: Decl] = [:]
        var order: [ObjectIdentifier] = []
        for t in out where t.skip == nil && !Self.hasTypeLevelHook(t.decl) {
            guard let h = home(of: t.decl), h.kind == .struct || h.kind == .class || h.kind == .actor else { continue }
            let id = ObjectIdentifier(h)
            if homes[id] == nil { homes[id] = h; order.append(id) }
        }
        func isRenamedStorage(_ t: Target) -> Bool {
            t.decl.kind == .variable && (t.insertions.contains { $0.text == "_" } || Self.isStorageCopy(t))
        }
        func skipAll(of h: Decl, where pick: (Target) -> Bool, _ message: (Target) -> String) {
            for i in index.of(home: h) where out[i].skip == nil && !Self.hasTypeLevelHook(out[i].decl) && pick(out[i]) {
                out[i].insertions = []
                out[i].skip = Skip(code: "stubble.unsupported", message: message(out[i]), isStubbleError: false)
            }
        }
        var result: [(Decl, Annotation, Insertion, String?, Bool)] = []
        for id in order {
            let h = homes[id]!
            // A type of another file: Swift synthesizes no coding from a conformance added in an extension
            // outside the type's file ("cannot be automatically synthesized in an extension in a different
            // file"), and what its own file says is `remoteRefusal`'s to judge.
            if foreignInfo(h) != nil { continue }
            guard let (how, note, maybe) = codableConformance(h) else { continue }
            let all = h.members + (extensionsByHome[id] ?? []).flatMap(\.members)
            // Keys and coding written in other files of the module count too.
            let q = StubContext.qualifiedName(h)
            let ownKeys = all.contains { $0.name == "CodingKeys" } || module.codingKeys[q] != nil
            let byHand = all.contains { m in
                (m.kind == .initializer && m.params.first?.externalName == "from")
                    || (m.kind == .function && m.name == "encode" && m.params.first?.externalName == "to")
            } || module.codesByHand[q] != nil
            if ownKeys || byHand {
                // Keys name the stored properties: a renamed backing storage would lose its key.
                let why = ownKeys ? "declares its own CodingKeys" : "codes itself by hand"
                skipAll(of: h, where: isRenamedStorage) { t in
                    "'\(t.decl.displayName)' is not stubbed: '\(h.name)' \(why), whose keys name its stored properties"
                }
                // Its own keys already leave the hooks out. Hand-written coding may use the keys Swift
                // synthesizes, which stored hooks would break: those are written out below, as Swift
                // would have made them.
                if ownKeys { continue }
            }
            // Only instance hooks stored in the type (or in its box) and renamed storage touch its coding: a
            // type left with static hooks alone (static members', initializers', and every hook of a struct
            // whose hooks live outside its values) needs no keys.
            if !index.of(home: h).contains(where: { out[$0].skip == nil && (isRenamedStorage(out[$0]) || !hookIsStatic(out[$0].decl)) }) { continue }
            let stored = h.members.filter { m in
                m.kind == .variable && !m.isStatic && !m.modifiers.contains("lazy")
                    && m.bindings.contains { b in b.accessorBlock == nil || (!b.accessorKinds.isEmpty && b.accessorKinds.allSatisfy { $0 == "willSet" || $0 == "didSet" }) }
            }
            if stored.contains(where: { $0.ifConfigDepth > 0 || $0.bindings.contains { $0.name == nil } }) {
                skipAll(of: h, where: { _ in true }) { t in
                    "'\(t.decl.displayName)' is not stubbed: '\(h.name)' \(how) and has stored properties inside '#if' or with tuple patterns, which its generated CodingKeys cannot name"
                }
                continue
            }
            guard let place = hookHomeInsertion(h) else {
                skipAll(of: h, where: { _ in true }) { t in
                    "'\(t.decl.displayName)' is not stubbed: the closing brace of '\(h.name)' must start its own line to hold its CodingKeys"
                }
                continue
            }
            // Storage renamed in place is renamed in every configuration; a renamed copy only inside the
            // condition (with it off, the user's declarations are coded as written, under their own names).
            var renamedInPlace = Set<Int>(), renamedCopies = Set<Int>()
            for t in index.of(home: h).map({ out[$0] }) where t.skip == nil {
                for ins in t.insertions where ins.text == "_" { renamedInPlace.insert(ins.sPos) }
                if Self.isStorageCopy(t) { for b in t.decl.bindings { renamedCopies.insert(renameOffset(b)) } }
            }
            func keys(renamed: Set<Int>) -> [String] {
                var lines = [place.indent + "private enum CodingKeys: String, CodingKey {"]
                for m in stored {
                    for b in m.bindings {
                        guard let name = b.name else { continue }
                        let spelled = text(b.nameRange)
                        if renamed.contains(renameOffset(b)) {
                            lines.append(place.indent + "    case _\(name) = \"\(name)\"")
                        } else {
                            lines.append(place.indent + "    case \(spelled)")
                        }
                    }
                }
                // No stored property to name: an enum with no cases cannot have a raw type ("an enum with no
                // cases cannot declare a raw type"), and a plain one keeps the hooks out of the coding just the same.
                if lines.count == 1 { lines[0] = place.indent + "private enum CodingKeys: CodingKey {" }
                lines.append(place.indent + "}")
                return lines
            }
            // Every stubbed member may have been skipped above: then nothing is generated.
            guard let ann = index.of(home: h).first(where: { out[$0].skip == nil && !out[$0].decl.isStatic }).map({ out[$0].annotation }) else { continue }
            let keysText: String
            if let condition = ann.options.condition, !renamedCopies.isEmpty {
                // Inside the condition every renamed property keeps its key; outside, only those renamed in
                // place need keys (none: the type codes itself as Swift synthesizes it).
                keysText = wrap(keys(renamed: renamedInPlace.union(renamedCopies)), condition: condition, indent: place.indent,
                            elseLines: renamedInPlace.isEmpty ? nil : keys(renamed: renamedInPlace))
            } else {
                keysText = wrap(keys(renamed: renamedInPlace), condition: nil, indent: place.indent)
            }
            result.append((h, ann, Insertion(sPos: place.at, text: keysText), note, maybe && context.module == nil))
        }
        return result
    }

    /// The initializers of `h`: in its body and its extensions here.
    func initializers(of h: Decl) -> [Decl] {
        (h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)).filter { $0.kind == .initializer }
    }

    /// Why a struct cannot hold the box its instance hooks would live in (nil: it can). Such a struct's
    /// instance hooks live outside the value, as static hooks (`Point._lengthSquared`; a generic struct's in
    /// its table, one entry per specialisation), so its layout does not change at all.
    func hooksOutsideValueReason(_ h: Decl) -> String? {
        guard h.kind == .struct else { return nil }
        if h.hasAttribute("frozen") { return "@frozen" }
        if h.inheritance.contains(where: { $0 == "BitwiseCopyable" || $0 == "Swift.BitwiseCopyable" }) { return "BitwiseCopyable" }
        if module.reinterpreted[h.name] != nil { return "reinterpreted" }
        // `discard self` needs stored properties that are trivially destroyed, which the box is not.
        if h.suppresses("Copyable"),
           (h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)).contains(where: { m in m.body.map { text($0).contains("discard self") } ?? false }) {
            return "discard"
        }
        if let files = module.selfAssigning[foreignInfo(h)?.qualifiedName ?? StubContext.qualifiedName(h)], !files.isEmpty { return "self" }
        if selfAssigningHere.contains(ObjectIdentifier(h)) { return "self" }
        if context.isAlone, keptOutsideValue.contains(ObjectIdentifier(h)) { return "kept" }
        return nil
    }

    /// Why a class's stored properties must stay where they are (nil: they need not): its layout is fixed
    /// (`@_fixed_layout`), or code of the module reads its memory by address (`_getUnsafePointerToStoredProperties`,
    /// `unsafeBitCast(_:to:)`, ...: `ModuleFacts.reinterpreted`). Swift lays out a class's stored properties in
    /// the order they are declared, so a stored hook declared before one moves it: swift-atomics'
    /// ManagedAtomicLazyReference then read and wrote its hook's closure as its atomic storage. Such a class's
    /// instance hooks go after its last stored property: at the end of its body (`storedHooksPlace`).
    func layoutKeptReason(_ h: Decl) -> String? {
        guard h.kind == .class else { return nil }
        if h.hasAttribute("_fixed_layout") { return "@_fixed_layout" }
        if module.reinterpreted[h.name] != nil { return "reinterpreted" }
        return nil
    }

    /// Where the stored hooks of `d`, an instance member declared in the body of a class whose layout is kept
    /// (`layoutKeptReason`), go: the end of that body, after every stored property (all of a class's stored
    /// properties are in its body), under the `#if` conditions `d` is under there. Nil for every other member
    /// (`unplaceable`: such a class whose closing brace does not start its own line).
    func storedHooksPlace(_ d: Decl) -> (at: Int, indent: String, conditions: [String])?? {
        guard !hookIsStatic(d), d.parent?.kind == .class, let h = home(of: d), h === d.parent, layoutKeptReason(h) != nil else { return nil }
        guard let place = hookHomeInsertion(h) else { return .some(nil) }
        return (place.at, place.indent, conditions(of: d, within: h) ?? [])
    }

    func unplaceableStoredHooks(_ d: Decl) -> String {
        let h = home(of: d)!
        return "'\(d.displayName)' is not stubbed: '\(h.name)' keeps its stored properties where they are (\(layoutKeptReason(h)!)), so its hooks go after them, at the end of its body, whose closing brace must start its own line"
    }

    /// Whether `d`'s hooks are static: it is static, or an instance member of a struct whose hooks live
    /// outside the value (see `hooksOutsideValueReason`).
    func hookIsStatic(_ d: Decl) -> Bool {
        Self.hasTypeLevelHook(d) || hooksOutsideValue(d)
    }

    /// An instance member whose hooks are static (its struct cannot hold the box): its code reads them as
    /// `Self._m`.
    func hooksOutsideValue(_ d: Decl) -> Bool {
        guard !d.isStatic, let h = home(of: d) else { return false }
        return hooksOutsideValueReason(h) != nil
    }

    /// Whether code in `r` may change `name` (see `SourceOutline.mutatedNames`).
    func mutates(_ name: String, in r: Range<Int>) -> Bool {
        outline.mutatedNames(in: r).contains(name)
    }

    /// Whether an initializer of `h` (in its body or its extensions here) uses `name` other than
    /// by assigning it (`self.name = …` / `name = …`): a read, `+=`, `&name`, a method call.
    /// A read after every stored property is initialized is a read of a whole value, which a computed property
    /// allows: those are not counted (see `initializedFrom`).
    func readsInInitializer(_ name: String, of h: Decl) -> Bool {
        // (Looked up first: passing `initializerReadFacts` itself copied the whole Expander for each property.)
        let facts = initializerReads.known(h) ?? initializerReads.store(initializerReadFacts(of: h), for: h)
        let nameBytes = Array(name.utf8)
        for (i, ts, whole) in facts.initializers {
            // A parameter of that name shadows the property: then only `self.name` is the property.
            let shadowed = i.params.contains { $0.internalName == name }
            for k in ts.indices {
                let t = ts[k]
                if let whole, t.start > whole { break }
                if t.kind == .stringLiteral {
                    // An interpolation is inside the literal's one token: a mention there counts as a read
                    // (`self.name` only, when a parameter shadows the property).
                    let literal = text(t.range)
                    guard literal.contains("\\(") || literal.contains("\\#") else { continue }
                    if shadowed ? literal.contains("self." + name) && Self.containsWord(literal, name)
                                : Self.containsWord(literal, name) { return true }
                    continue
                }
                guard t.kind == .identifier, outline.bytesSpell(t.range, nameBytes) else { continue }
                // Bare, or `self.name`; not `other.name`, not a label `name:`.
                var bare = !shadowed
                if k > ts.startIndex, ts[k - 1].kind == .period {
                    bare = k - 1 > ts.startIndex && ts[k - 2].kind == .keyword && ts[k - 2].keyword == .self
                }
                let next = k + 1 < ts.endIndex ? ts[k + 1] : nil
                let isLabel = next?.kind == .colon
                let isAssignment = next.map { $0.kind == .operator && text($0.range) == "=" } ?? false
                if bare && !isLabel && !isAssignment { return true }
            }
        }
        return false
    }

    /// Where, in an initializer's body (`ts`), `self` is a whole value: after its last assignment to a property
    /// (`name = …`, `self.name = …`), after `self.init(…)`, and in a class with an inheritance clause after
    /// `super.init(…)` too (without one there, the implicit call comes at the end). Nil when nothing says so.
    /// Text order stands for time: a read in a loop or a closure before the last assignment counts as early.
    func initializedFrom(_ ts: ArraySlice<Token>, of h: Decl, properties: Set<String>) -> Int? {
        var last = ts.first?.start ?? 0
        var superInit: Int? = nil
        var k = ts.startIndex
        while k < ts.endIndex {
            let t = ts[k]
            if t.kind == .keyword, t.keyword == .self || t.keyword == .super, k + 2 < ts.endIndex, ts[k + 1].kind == .period,
               text(ts[k + 2].range) == "init" {
                if t.keyword == .self { return ts[k + 2].start }
                superInit = ts[k + 2].start
            }
            if t.kind == .identifier, properties.contains(text(t.range)), k + 1 < ts.endIndex,
               ts[k + 1].kind == .operator, text(ts[k + 1].range) == "=" {
                let j = Self.statementEnd(ts, from: k + 2)
                last = max(last, j < ts.endIndex ? ts[j].start : (ts.last?.end ?? t.start))
            }
            k += 1
        }
        if h.kind == .class, !h.inheritance.isEmpty {
            guard let superInit else { return nil }
            return max(last, superInit)
        }
        return last
    }

    /// Where the statement that goes on at token `j` ends (the index of the token after it): at `;`, a `}`
    /// that closes its block, or a line that does not continue it (one starting with `.` or an operator
    /// does), outside brackets.
    static func statementEnd(_ ts: ArraySlice<Token>, from start: Int) -> Int {
        var j = start, depth = 0
        while j < ts.endIndex {
            let u = ts[j]
            if depth == 0, u.kind == .semicolon || u.kind == .rightBrace { break }
            if depth == 0, u.isAtLineStart, u.kind != .period, u.kind != .operator { break }
            switch u.kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            j += 1
        }
        return j
    }

    /// Hook names for the functions of one member list: Stubble's `_name`, or for overloads `_nameLabel…`.
    /// `reserved`: names taken elsewhere (a type in another file); `overloaded`: function names of that
    /// type, which a member here overloads.
    /// `fileSuffixes`: functions whose hook names their file (see `fileSuffix`).
    /// `bodyNames`: whether a function's body declares or uses a name (a local function `_getChild` in
    /// `getChild(named:)` would hide a hook of that name: swift-mustache).
    static func hookNames(_ decls: [Decl], reserved: Set<String> = [], overloaded: Set<String> = [],
                          fileSuffixes: [ObjectIdentifier: String] = [:],
                          bodyNames: (Decl, String) -> Bool = { _, _ in false }) -> [ObjectIdentifier: String] {
        var byName: [String: [Decl]] = [:]
        for d in decls where d.kind == .function || d.kind == .subscript || d.kind == .initializer { byName[hookBase(d), default: []].append(d) }
        var out: [ObjectIdentifier: String] = [:]
        var used = names(of: decls).union(reserved)
        // A stored property `x` may need `_x`, `_getX` and `_setX`: reserve them.
        var propertyNames = Set<String>()
        for d in decls where d.kind == .variable {
            for b in d.bindings {
                guard let n = b.name else { continue }
                propertyNames.insert(n)
                used.insert("_" + n); used.insert("_get" + n.capitalizedFirst); used.insert("_set" + n.capitalizedFirst)
            }
        }
        for d in decls where d.kind == .function || d.kind == .subscript || d.kind == .initializer {
            let base = hookBase(d)
            let group = byName[base] ?? [d]
            var name = "_" + base
            let isOperator = base != d.name
            // Overloads, and a method named like a property, are told apart by their labels (an operator's
            // parameters have none: by their types).
            // An initializer's hook always names its labels, like an overload's (`_initXY`; `init()` → `_init`).
            if group.count > 1 || propertyNames.contains(d.name) || overloaded.contains(d.name) || d.kind == .initializer {
                var suffix = ""
                for p in d.params {
                    if !isOperator, let e = p.externalName, e != "_" { suffix += e.capitalizedFirst }
                    else { suffix += Self.identifierPart(of: p.typeText).capitalizedFirst }
                }
                if d.params.isEmpty { suffix = "" }
                name += suffix
            }
            // An override cannot redeclare the inherited hook: it gets its own, named after its type.
            if d.modifiers.contains("override"), let p = d.parent { name += Self.identifierPart(of: p.name).capitalizedFirst }
            if let suffix = fileSuffixes[ObjectIdentifier(d)] { name += suffix }
            var candidate = name
            var n = 2
            // A parameter named like the hook would hide it inside the body (`func load(_load: Int)`).
            let paramNames = Set(d.params.compactMap { $0.internalName ?? $0.externalName })
            while used.contains(candidate) || paramNames.contains(candidate) || bodyNames(d, candidate) { candidate = name + String(n); n += 1 }
            used.insert(candidate)
            out[ObjectIdentifier(d)] = candidate
        }
        return out
    }

    /// Words a parameter may be named without backticks (`_ protocol: Int32`) that an expression or another
    /// declaration must write with them (`` `protocol` ``; FlyingFox's `socket(_:_:_:)`).
    static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any",
    ]

    /// `name` as an expression writes it: in backticks when it is a reserved word.
    static func escapedIdentifier(_ name: String) -> String {
        reservedWords.contains(name) ? "`" + name + "`" : name
    }

    /// What the hook of a function declared by extensions of one type in several files adds for its file:
    /// `_` and the file's name without `.swift`, as an identifier (`Socket+Darwin.swift` → `_SocketDarwin`).
    /// A module cannot have two files of one name, so the hooks differ.
    static func fileSuffix(_ fileName: String) -> String {
        let base = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        return "_" + identifierPart(of: base)
    }

    /// The name a function's hook is built from: its own, or for an operator a readable one (`==` →
    /// `isEqual`, `+=` → `addAssign`, prefix `-` → `negate`), as a hook must be an identifier.
    static func hookBase(_ d: Decl) -> String {
        guard d.kind == .function, let f = d.name.first, !(f.isLetter || f == "_") else { return d.name }
        return operatorName(d.name, prefix: d.modifiers.contains("prefix"), postfix: d.modifiers.contains("postfix"))
    }

    static let operatorNames: [String: String] = [
        "==": "isEqual", "!=": "isNotEqual", "===": "isIdentical", "!==": "isNotIdentical",
        "<": "isLess", "<=": "isLessOrEqual", ">": "isGreater", ">=": "isGreaterOrEqual",
        "+": "add", "-": "subtract", "*": "multiply", "/": "divide", "%": "remainder",
        "&+": "wrappingAdd", "&-": "wrappingSubtract", "&*": "wrappingMultiply",
        "&": "bitwiseAnd", "|": "bitwiseOr", "^": "bitwiseXor", "<<": "shiftLeft", ">>": "shiftRight",
        "&<<": "maskingShiftLeft", "&>>": "maskingShiftRight", "&&": "and", "||": "or",
        "~=": "matches", "...": "closedRange", "..<": "halfOpenRange", "??": "coalesce",
    ]
    static let prefixOperatorNames: [String: String] = ["-": "negate", "!": "not", "~": "bitwiseNot", "+": "prefixPlus"]

    /// `==` → `isEqual`; a compound assignment `op=` → the name of `op` + `Assign`; an operator without a
    /// name → its characters spelled out (`<>` → `lessGreater`); prefix and postfix ones say so.
    static func operatorName(_ op: String, prefix: Bool, postfix: Bool) -> String {
        if prefix, let n = prefixOperatorNames[op] { return n }
        var name: String
        if let n = operatorNames[op] { name = n }
        else if op.count > 1, op.hasSuffix("="), let n = operatorNames[String(op.dropLast())], !n.hasPrefix("is") { name = n + "Assign" }
        else {
            let chars: [Character: String] = ["+": "plus", "-": "minus", "*": "star", "/": "slash", "%": "percent", "<": "less",
                                              ">": "greater", "=": "equal", "!": "bang", "&": "and", "|": "bar", "^": "caret",
                                              "~": "tilde", "?": "question", ".": "dot"]
            name = op.enumerated().map { i, c in
                let w = chars[c] ?? "op"
                return i == 0 ? w : w.capitalizedFirst
            }.joined()
        }
        if prefix { return "prefix" + name.capitalizedFirst }
        if postfix { return "postfix" + name.capitalizedFirst }
        return name
    }

    /// For a parameter with a label but no name inside the body (`keyedBy _: Key.Type`): what its hook is
    /// passed instead of the value nobody can name, when that value is known: the metatype of a generic
    /// parameter (`Key.self`, the type the call was made with) or of a value type (`Date.Type` has one
    /// value, `Date.self`). Nil for any other parameter (an `Int`, a class's or a protocol's metatype).
    func knownMetatypeArgument(_ p: Param, of d: Decl) -> String? {
        let t = p.typeText.oneLine.trimmingSpaces
        guard t.hasSuffix(".Type") else { return nil }
        let instance = String(t.dropLast(5)).trimmingSpaces
        let parts = instance.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy(Self.isIdentifier), let last = parts.last else { return nil }
        let generic = Self.genericNames(of: d, within: home(of: d) ?? d.parent)
        if parts.count == 1, generic.contains(last) { return instance + ".self" }
        if generic.contains(last) { return nil }
        if let kinds = module.typeKindsByLastName[last] {
            return kinds.allSatisfy({ $0 == .struct || $0 == .enum }) ? instance + ".self" : nil
        }
        return Self.standardValueTypeNames.contains(last) ? instance + ".self" : nil
    }

    /// Value types of the standard library and Foundation that a metatype parameter may name (`as _: Date.Type`).
    static let standardValueTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double",
        "Bool", "String", "Character", "Substring", "Date", "Decimal", "Data", "URL", "UUID", "TimeInterval",
    ]

    /// The generic parameters `d`'s signature may name: its own and those of `scope` (its home) and the types
    /// around it.
    static func genericNames(of d: Decl, within scope: Decl?) -> Set<String> {
        var generic = Set(genericParameterNames(d.genericParams))
        var x = scope
        while let y = x { generic.formUnion(genericParameterNames(y.genericParams)); x = y.parent }
        return generic
    }

    /// `<T, U: P, each V>` → ["T", "U", "each V"].
    static func genericParameterNames(_ clause: String?) -> [String] {
        genericParameters(clause).map(\.name)
    }

    /// The parameters of a generic clause (`<K: Hashable, V: ~Copyable>`), each with its constraints as
    /// written ("" when none); split at top-level commas only.
    static func genericParameters(_ clause: String?) -> [(name: String, constraints: String)] {
        guard var c = clause?.oneLine, c.hasPrefix("<"), c.hasSuffix(">") else { return [] }
        c = String(c.dropFirst().dropLast())
        var out: [(name: String, constraints: String)] = []
        var depth = 0, current = ""
        for ch in c + "," {
            if ch == "<" || ch == "(" || ch == "[" { depth += 1 }
            if ch == ">" || ch == ")" || ch == "]" { depth -= 1 }
            if ch == "," && depth == 0 {
                let parts = current.split(separator: ":", maxSplits: 1)
                let name = parts.first.map { $0.trimmingSpaces } ?? ""
                if !name.isEmpty { out.append((name, parts.count > 1 ? parts[1].trimmingSpaces : "")) }
                current = ""
            } else { current.append(ch) }
        }
        return out
    }

    static func identifierPart(of type: String) -> String {
        var out = ""
        var upNext = false
        for ch in type {
            if ch.isLetter || ch.isNumber { out.append(upNext ? Character(ch.uppercased()) : ch); upNext = false }
            else { upNext = true }
        }
        return out
    }

    /// For a member whose hook lives in its type's body but which sees constraints that body does not (a
    /// member of an extension with a `where` clause, or one with its own `where` clause), the names a hook's
    /// type cannot mention as written there: `dotted`, the generic parameters of the type and the types around
    /// it, whose member types (`Element.Index`) may exist only under the constraints; `whole`, the names
    /// declared in constrained extensions of the type here (typealiases, nested types). A parameter or result
    /// type that mentions them passes as `Any` (cast back with `as!`), like a generic method's. A type that
    /// mentions a generic parameter itself (`Element`, `[Element]`) needs no constraint and stays as written.
    /// `argument`: the generic parameters a `where` clause constrains (`where Context: DocumentFormat`), which
    /// may be the arguments of a generic type only under that constraint (`Document<Context>` of a
    /// `Document<Format: DocumentFormat>`; Plot's `Node`): a type that names one between angle brackets passes
    /// as `Any` too.
    func constrainedNames(of d: Decl) -> (dotted: [String], whole: [String], copyable: [String], argument: [String]) {
        guard seesMoreThanItsHome(d), let h = home(of: d) else { return ([], [], [], []) }
        var argument: [String] = []
        for w in [d.parent?.kind == .extension ? d.parent?.whereClause : nil, d.whereClause].compactMap({ $0 }) {
            // (`Element: ~Copyable` suppresses a requirement: it constrains nothing.)
            for clause in w.split(separator: ",") where !clause.contains("~") {
                let lhs = clause.split(separator: ":", maxSplits: 1).first.map { $0.split(separator: "=", maxSplits: 1).first ?? $0 } ?? clause
                let name = String(lhs).replacing("where", with: "").trimmingSpaces
                if Self.isIdentifier(name) { argument.append(name) }
            }
        }
        var dotted: [String] = []
        var scope: Decl? = h
        while let x = scope {
            dotted += Self.genericParameterNames(x.genericParams)
            scope = x.parent
        }
        var whole: [String] = []
        for e in extensionsByHome[ObjectIdentifier(h)] ?? [] where e.whereClause != nil {
            for m in e.members where m.kind == .other || (m.kind.isType && m.kind != .extension) {
                if !m.name.isEmpty { whole.append(m.name) }
            }
        }
        // A type of another file: what its constrained extensions in every file of the module declare.
        if let info = foreignInfo(h) { whole += (module.constrainedNested[info.qualifiedName] ?? []).sorted() }
        return (dotted, whole, copyableAgain(in: d), argument)
    }

    /// Whether a member's hook, in its type's body, may not see what the member sees: a member of an
    /// extension with a `where` clause, or with its own; or any member of an extension in another file of a
    /// generic type (the conformances that file's extensions add, and the associated types they infer, are
    /// not the body's to rely on); or a member of an extension that makes a `~Copyable` generic parameter
    /// Copyable again (see `copyableAgain`).
    func seesMoreThanItsHome(_ d: Decl) -> Bool {
        let ext = d.parent?.kind == .extension ? d.parent : nil
        if ext?.whereClause != nil || d.whereClause != nil { return true }
        if ext != nil, let h = home(of: d), let info = foreignInfo(h), info.hasGenericParameters { return true }
        return !copyableAgain(in: d).isEmpty
    }

    /// The generic parameters of `t` and the types around it that are declared `~Copyable`.
    static func noncopyableGenericNames(around t: Decl) -> [String] {
        var out: [String] = []
        var x: Decl? = t
        while let y = x {
            for p in genericParameters(y.genericParams) where p.constraints.contains("~Copyable") { out.append(p.name) }
            x = y.parent
        }
        return out
    }

    /// The `~Copyable` generic parameters of `d`'s home (and the types around it) that are Copyable in `d`: a
    /// member of an extension whose `where` clause (or its own) does not suppress `Copyable` again
    /// (`extension Rigid where Element: ~Copyable`) requires them Copyable. Its hook, in the type's body,
    /// cannot name what only a Copyable parameter has (`UnsafeMutableBufferPointer<Element>.SubSequence`,
    /// `[Element]`), nor take it without an ownership specifier (`(Element) -> Void`).
    func copyableAgain(in d: Decl) -> [String] {
        guard let ext = d.parent, ext.kind == .extension, let h = home(of: d) else { return [] }
        let declared = foreignInfo(h)?.noncopyableGenericNames ?? Self.noncopyableGenericNames(around: h)
        guard !declared.isEmpty else { return [] }
        var suppressedAgain = Set<String>()
        for w in [ext.whereClause, d.whereClause].compactMap({ $0 }) {
            for clause in w.split(separator: ",") {
                let parts = clause.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[1].contains("~Copyable") else { continue }
                suppressedAgain.insert(parts[0].replacing("where", with: "").trimmingSpaces)
            }
        }
        return declared.filter { !suppressedAgain.contains($0) }
    }

    /// Whether `t` names `name` between angle brackets (`Document<Context>`, `[Set<Context>]`).
    static func isGenericArgument(_ t: String, _ name: String) -> Bool {
        guard containsWord(t, name) else { return false }
        var depth = 0
        var word = ""
        for ch in t + " " {
            if ch.isLetter || ch.isNumber || ch == "_" { word.append(ch); continue }
            if depth > 0 && word == name { return true }
            word = ""
            if ch == "<" { depth += 1 } else if ch == ">" { depth = max(0, depth - 1) }
        }
        return false
    }

    /// Whether `t` uses the generic parameter `name` as only a Copyable one can be used: anywhere but as the
    /// argument of a pointer or a span (`UnsafeBufferPointer<Element>`, `Span<Element>`), which take
    /// noncopyable elements too (`UnsafeMutableBufferPointer<Element>.SubSequence` is a Copyable one's).
    static func needsCopyable(_ t: String, _ name: String) -> Bool {
        guard containsWord(t, name) else { return false }
        var rest = t.filter { !$0.isWhitespace }
        for wrapper in ["UnsafePointer", "UnsafeMutablePointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "Span", "MutableSpan"] {
            let whole = wrapper + "<" + name + ">"
            var out = "", i = rest.startIndex
            while let r = rest[i...].firstRange(of: whole) {
                let before = r.lowerBound == rest.startIndex ? nil : rest[rest.index(before: r.lowerBound)]
                let after = r.upperBound == rest.endIndex ? nil : rest[r.upperBound]
                out += rest[i..<r.lowerBound]
                out += (before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) || after == "." ? String(rest[r]) : "_"
                i = r.upperBound
            }
            rest = out + rest[i...]
        }
        return containsWord(rest, name)
    }

    /// Whether the type `t`, written in a member of a constrained extension of a generic type (`extension
    /// Seq: Collection where Base: Collection`), names something its hook in the type's body might not see
    /// as the member does: a name neither the standard library, this file nor the module declares, such as
    /// an associated type the extension's conformance infers (`Element`, `Index`). Moved into the body,
    /// `((Any) -> Element)?` fails ("reference to invalid associated type 'Element'"); such a hook is
    /// type-erased. Found in swift-algorithms' `InterspersedSequence`.
    func mentionsUnknownName(_ t: String, of d: Decl) -> Bool {
        guard seesMoreThanItsHome(d), let h = home(of: d) else { return false }
        var scopes: [String] = []
        var scope: Decl? = h
        var genericNames = Set<String>()
        while let x = scope {
            scopes.append(StubContext.qualifiedName(x))
            genericNames.formUnion(Self.genericParameterNames(x.genericParams))
            scope = x.parent
        }
        func known(_ w: String) -> Bool {
            if genericNames.contains(w) || MockEquatability.standard.contains(w) || Self.standardTypeNames.contains(w) { return true }
            if typesByName[w] != nil || module.declarations[w] != nil || module.aliases[w] != nil || module.protocols[w] != nil { return true }
            for q in scopes where typesByName[q + "." + w] != nil || module.declarations[q + "." + w] != nil || module.aliases[q + "." + w] != nil {
                return true
            }
            // A typealias of the type's own body.
            return h.members.contains { $0.kind == .other && $0.name == w }
        }
        // The first name of each dotted chain (`Swift.Int` → `Swift`), attributes aside.
        return Self.leadingTypeNames(t).contains { !known($0) }
    }

    /// Whether `t` is a function type at its top level (an arrow outside every bracket): `(Int) -> T?`, not
    /// `((Int) -> T)?` nor `[String: () -> Void]`.
    static func isFunctionType(_ t: String) -> Bool {
        var depth = 0
        var previous: Character = " "
        for c in t {
            switch c {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">": if previous == "-" { if depth == 0 { return true } } else { depth -= 1 }
            default: break
            }
            previous = c
        }
        return false
    }

    /// Standard library names a hook's type may use anywhere, beyond `MockEquatability.standard`.
    static let standardTypeNames: Set<String> = [
        "Swift", "Foundation", "Any", "AnyObject", "Void", "Never", "Optional", "Array", "Dictionary", "Set",
        "Result", "Range", "ClosedRange", "Error", "Sendable", "Hashable", "Equatable", "Comparable", "Codable",
        "Encodable", "Decodable", "Sequence", "Collection", "AnyHashable", "Task", "UnsafeRawPointer",
        "UnsafeMutableRawPointer", "UnsafePointer", "UnsafeMutablePointer", "UnsafeBufferPointer",
        "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "Self",
        "Span", "MutableSpan", "RawSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan", "UTF8Span",
    ]

    /// The home of a static member `d` when that type or one around it is generic: Swift has no static stored
    /// properties there, so its static hooks are computed over a file-private table (`staticTableName`).
    func genericStaticHome(_ d: Decl) -> Decl? {
        guard hookIsStatic(d), let h = home(of: d) else { return nil }
        // A type of another file: its static hooks live in this file's extension of it, over this file's table
        // when it is generic, or may be (a nested type is seen without what it is nested in).
        if let info = foreignInfo(h) { return info.hasGenericParameters || info.qualifiedName.contains(".") ? h : nil }
        var scope: Decl? = h
        var seen = Set<ObjectIdentifier>()
        while let x = scope, seen.insert(ObjectIdentifier(x)).inserted {
            if x.genericParams != nil { return h }
            if let info = foreignInfo(x), info.hasGenericParameters { return h }
            if x.kind == .extension {
                // A type nested in an extension is nested in the extended type, generic or not
                // (`extension Box: Collection { struct Index { static func … } }`). A type this module does
                // not declare may be generic: the table works for any type.
                guard let t = home(of: Decl.probe(in: x)) else { return h }
                // A type of another file is seen without what it is nested in (`extension OrderedDictionary {
                // struct Elements }` there makes `Elements` generic): it may be generic, and the table works for
                // any type (swift-collections' `OrderedDictionary.Elements.SubSequence`: "static stored
                // properties not supported in generic types").
                if foreignInfo(t) != nil { return h }
                scope = t
                continue
            }
            scope = x.parent
        }
        return nil
    }

    /// The table of a generic type's static hooks: one dictionary per specialisation (`ObjectIdentifier` of
    /// the type as written in its body, `Box` for `Box<T>`), by hook name. File-private.
    func staticTableName(_ h: Decl) -> String {
        if let info = foreignInfo(h) { return "_staticStubs_" + info.qualifiedName.split(separator: ".").map { Self.identifierPart(of: String($0)) }.joined(separator: "_") }
        var path = [h.name]
        var p = h.parent
        while let x = p { if x.kind != .extension { path.insert(x.name, at: 0) } else { path.insert(Self.identifierPart(of: x.name), at: 0) }; p = x.parent }
        return "_staticStubs_" + path.map { Self.identifierPart(of: $0) }.joined(separator: "_")
    }

    /// Where a generic type's table of static hooks is declared: at the start of the line after the outermost
    /// declaration around it (file scope, inside the same `#if` clauses). Nil when that declaration's closing
    /// brace does not end a line followed by another.
    func staticTablePlace(_ h: Decl) -> Int? {
        var top = h
        while let p = top.parent { top = p }
        guard restOfLineIsEmpty(after: top.end), lineEnd(top.end) < bytes.count else { return nil }
        return nextLineStart(top.end)
    }

    /// A property of `h` (its body or an extension here) declared before `d` with the same name, both static
    /// or both not, under `#if` conditions that hold together (the same, or one within the other): its hooks have the names `d`'s would have.
    func sameNamedProperty(before d: Decl, in h: Decl) -> Decl? {
        let chain = Self.conditionChain(d)
        for m in h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members) where m !== d && m.kind == .variable && m.start < d.start {
            guard m.bindings.contains(where: { $0.name == d.name }) || m.name == d.name, hookIsStatic(m) == hookIsStatic(d) else { continue }
            // Both exist whenever the conditions of one hold within the other's (`#if A` and no condition:
            // swift-collections' `_HashStack`, a `static var capacity` in each `#if` clause and a `var capacity`).
            let other = Self.conditionChain(m)
            if other.starts(with: chain) || chain.starts(with: other) { return m }
        }
        return nil
    }

    /// The `#if` conditions around `d`, outermost first, from the file's top level.
    static func conditionChain(_ d: Decl) -> [String] {
        var out: [String] = []
        var x: Decl? = d
        while let y = x { out.insert(contentsOf: y.ifConditions, at: 0); x = y.parent }
        return out
    }

    /// The `#if` conditions under which `d` is compiled that do not already hold inside `h`'s body (its home),
    /// outermost first: a hook of `d` in that body is wrapped in them, so it exists exactly when `d` does.
    /// Nil when `h` is under conditions `d` is not (then no place in its body exists exactly when `d` does).
    /// When `h` is declared under conditions `d` is not (a type declared in one `#if` clause, extended after
    /// `#endif`), an extension of it compiles only where the type exists; so when it is the module's one
    /// declaration of that type, `d`'s own conditions, all of them, say when a hook in its body must exist.
    /// A type this file declares in several `#if` clauses (and no other file declares) is declared whenever
    /// one of them is: `d`'s hook goes in each (`otherDeclarations(of:for:)`), under all of `d`'s conditions.
    /// Nil when another file declares the type too: no declaration here need exist when `d` does.
    func conditions(of d: Decl, within h: Decl) -> [String]? {
        let mine = Self.conditionChain(d), home = Self.conditionChain(h)
        if mine.count >= home.count, Array(mine.prefix(home.count)) == home { return Array(mine.dropFirst(home.count)) }
        let q = StubContext.qualifiedName(h)
        guard repeatedTypes.contains(q) else { return mine }
        return declarationsInClauses[q] != nil && (module.declarations[q] ?? []).allSatisfy({ $0.file == context.fileName }) ? mine : nil
    }

    /// The declarations besides `h` (its home, see `home(of:)`) that also hold the hooks of `d`, a member of an
    /// extension of a type this file declares in several `#if` clauses, compiled with none of them in
    /// particular (the extension follows their `#endif`): whichever of them is compiled must hold them. Empty
    /// for every other member.
    func otherDeclarations(of h: Decl, for d: Decl) -> [Decl] {
        guard d.parent?.kind == .extension, foreignInfo(h) == nil,
              let all = declarationsInClauses[StubContext.qualifiedName(h)], all.contains(where: { $0 === h }) else { return [] }
        let mine = Self.conditionChain(d), home = Self.conditionChain(h)
        if mine.count >= home.count, Array(mine.prefix(home.count)) == home { return [] }
        return all.filter { $0 !== h }
    }

    /// The 1-based line of byte offset `o`.
    func lineNumber(_ o: Int) -> Int { bytes[..<min(o, bytes.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }

    /// `text` (generated lines) with each line's leading `from` made `to`: a hook copied into another declaration.
    static func reindented(_ text: String, from: String, to: String) -> String {
        guard from != to else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(from) ? to + line.dropFirst(from.count) : String(line)
        }.joined(separator: "\n")
    }

    /// `text` (generated lines, each ending with the line marker) inside `#if` lines for `conditions`.
    func within(_ conditions: [String], _ text: String, indent: String) -> String {
        guard !conditions.isEmpty else { return text }
        let condition = conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " && ")
        return indent + "#if " + condition + " " + Markers.line + "\n" + text + indent + "#endif " + Markers.line + "\n"
    }

    /// Whether `s` names a member type of `word` (`word.Something`, `word .Something`).
    static func containsMemberOf(_ s: String, _ word: String) -> Bool {
        guard containsWord(s, word) else { return false }
        let b = Array(s.utf8), w = Array(word.utf8)
        var i = 0
        while i + w.count <= b.count {
            if (i == 0 || !isWordByte(b[i - 1])) && b[i..<(i + w.count)].elementsEqual(w) && (i + w.count == b.count || !isWordByte(b[i + w.count])) {
                var j = i + w.count
                while j < b.count, b[j] == 0x20 { j += 1 }
                if j < b.count, b[j] == UInt8(ascii: ".") { return true }
            }
            i += 1
        }
        return false
    }

    // MARK: expansion

    enum ContainerKind { case global, classLike, structLike, actor, other }

    func container(of d: Decl) -> Decl? { d.parent }

    func expand(_ d: Decl, options: StubOptions, hook: String?) -> Result<[Insertion], Skip> {
        var parent = d.parent
        if let p = parent, p.kind == .extension {
            guard let h = home(of: d), h.kind != .protocol else {
                let name = p.name.filter { !$0.isWhitespace }
                if case .some(.none) = context.foreignTypes[name] {
                    return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: '\(p.name)' is declared in several files, so its hook has no one home", isStubbleError: false))
                }
                return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is in an extension of '\(p.name)', which is not declared in this file: its hook must live in the type's declaration (Swift does not allow stored properties in extensions); give 'stubble' the file that declares it", isStubbleError: false, unknownHome: home(of: d) == nil))
            }
            // A static hook (see `hookIsStatic`) of a member of an extension in another file than its type lives in
            // that extension (`foreignStaticHooks`); an instance hook in the type's body, which may refuse it.
            if let info = foreignInfo(h), !hookIsStatic(d), let why = remoteRefusal(of: p, in: info, member: d) {
                return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: " + why, isStubbleError: false))
            }
            if foreignInfo(h) != nil, hookIsStatic(d), genericStaticHome(d) != nil, staticTablePlace(p) == nil {
                return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' is not stubbed: the static hooks of '\(h.name)' in this file are kept in a table declared after its extension, and the extension's closing brace must end its line", isStubbleError: false))
            }
            // Its hook goes in the type's body, inside the `#if` conditions the extension member is under; the
            // type itself must not be under conditions the member is not (declared in one `#if` clause, extended
            // after `#endif` or from another clause): then no place in its body exists whenever the member does.
            if foreignInfo(h) == nil, conditions(of: d, within: h) == nil {
                return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: '\(h.name)' is declared more than once, in this file and another, inside '#if' conditions that this extension member is not under, so its hook would have no place that exists whenever it does", isStubbleError: false))
            }
            // Declared in several `#if` clauses here and extended outside them: each declaration holds the hook.
            let others = otherDeclarations(of: h, for: d)
            if !others.isEmpty {
                if h.kind == .struct, !hookIsStatic(d) {
                    return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: '\(h.name)' is declared in several '#if' clauses, and its hook would live in a box that each declaration holds, which stubble writes only for a struct declared once", isStubbleError: false))
                }
                if let s = ([h] + others).first(where: { hookHomeInsertion($0) == nil }) {
                    return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' is not stubbed: '\(h.name)' is declared in several '#if' clauses, and the closing brace of the one at line \(lineNumber(s.start)) must start its own line to hold the hook", isStubbleError: false))
                }
                if hookIsStatic(d), genericStaticHome(d) != nil, let s = ([h] + others).first(where: { staticTablePlace($0) == nil }) {
                    return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' is not stubbed: the static hooks of generic '\(h.name)' are kept in a table declared after each of its declarations, and the closing brace of the one at line \(lineNumber(s.start)) must end its line", isStubbleError: false))
                }
            }
            if d.kind == .function, foreignInfo(h) == nil, hookHomeInsertion(h) == nil {
                return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' is not stubbed: the closing brace of '\(h.name)' must start its own line to hold the hook", isStubbleError: false))
            }
            parent = h
        }
        // A generic type cannot have static stored properties: its static hooks are computed, over a table
        // declared after the type (see `staticTable`).
        if hookIsStatic(d), let g = genericStaticHome(d), foreignInfo(g) == nil, staticTablePlace(g) == nil {
            return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' is not stubbed: the static hooks of generic '\(g.name)' are kept in a table declared after it, and its closing brace must end its line", isStubbleError: false))
        }
        // An initializer's hook is the type's (static): no box, so the box rules below do not apply.
        if d.kind == .initializer { return expandInitializer(d, options: options, hook: hook ?? "_init") }
        // A member of an extension of a generic type (constrained or not) keeps its hook in the type's body,
        // which does not see the extension's constraints: `expandFunction` erases the types that need them
        // (see `constrainedNames`).
        // A struct that cannot hold the box (`@frozen`, `BitwiseCopyable`, memory reinterpreted, an
        // initializer assigning `self = …`) keeps its instance hooks outside the value: static hooks, which a
        // generic struct keeps in its table. Across files, that table would go in the type's file.
        // A `ManagedBuffer` subclass is made by `ManagedBuffer.create`, which runs no initializer of its own:
        // a stored hook in it would be memory nobody initialized (swift-service-lifecycle's LockStorage crashed).
        if let parent, parent.kind == .class, !d.isStatic,
           let base = parent.inheritance.first.flatMap(ModuleView.normalized), base == "ManagedBuffer" || base == "Swift.ManagedBuffer" {
            return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: '\(parent.name)' is a ManagedBuffer subclass, whose instances ManagedBuffer.create makes without running an initializer, so a stored hook in it would be uninitialized memory", isStubbleError: false))
        }
        if let parent, d.kind == .variable, parent.hasAttribute("Observable") || parent.hasAttribute("Model"),
           d.bindings.contains(where: { $0.accessorBlock == nil || !$0.accessorKinds.isEmpty && $0.accessorKinds.allSatisfy { ["willSet", "didSet"].contains($0) } }) {
            let macro = parent.hasAttribute("Observable") ? "@Observable" : "@Model"
            return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: \(macro) makes it a computed property over storage of its own, which stubs cannot rename; stub the methods that use it", isStubbleError: false))
        }
        if let parent {
            switch parent.kind {
            case .protocol:
                return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is a protocol requirement; generate a mock for the protocol instead", isStubbleError: false))
            case .enum:
                if !d.isStatic {
                    return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is an enum instance member: enums cannot hold hooks", isStubbleError: false))
                }
            default: break
            }
            // Hooks are never encoded: a Codable type gets CodingKeys naming exactly the stored
            // properties its synthesized conformance used (see `codingKeys`). Equatable/Hashable are
            // fine: a struct's hooks live in a box that compares equal.
        }
        switch d.kind {
        case .function: return expandFunction(d, options: options, hook: hook ?? "_" + Self.hookBase(d))
        case .variable:
            // Constrained extensions may declare a property of the same name (`where Input == A` and a fallback
            // for every other `Input`): its hooks (`_getName`) would be declared twice in the type's body. So may
            // a static and an instance property whose hooks are both static (a struct that cannot hold the box).
            if let h = home(of: d), sameNamedProperty(before: d, in: h) != nil {
                return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: '\(h.name)' has another property '\(d.name)' whose hooks take the names its hooks would have", isStubbleError: false))
            }
            return expandProperty(d, options: options)
        case .subscript:
            // A subscript with a getter body is stubbed like a method named `subscript`.
            if let body = d.body, let first = d.statementStarts.first,
               !["get", "set", "_read", "_modify", "read", "modify", "unsafeAddress"].contains(where: { w in
                   let t = text(first..<min(first + w.utf8.count + 1, body.upperBound))
                   return t == w + " " || t == w + "{" || t == w + "\n"
               }), d.genericParams == nil {
                return expandFunction(d, options: options, hook: hook ?? "_subscript")
            }
            if !d.accessors.isEmpty {
                guard d.genericParams == nil else {
                    return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: a generic subscript with accessors cannot store its hooks", isStubbleError: false))
                }
                let base = String((hook ?? "_subscript").dropFirst()).capitalizedFirst
                return expandAccessors(d, accessors: d.accessors, params: d.params, type: (d.returnType ?? "Void").oneLine,
                                       getHook: "_get" + base, setHook: "_set" + base,
                                       taken: memberNames(around: d), options: options)
            }
            return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' is not stubbed: it has no body", isStubbleError: false))
        default:
            return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' cannot be stubbed", isStubbleError: false))
        }
    }

    /// Where a declaration's peer lines go: before its attached comments, at the start of a line.
    func peerInsertionPoint(_ d: Decl) -> Int? {
        var first = d.start
        // Attached comments: contiguous lines right above, no blank line in between.
        for c in d.leadingComments.reversed() {
            guard startsLine(c.start), c.end <= lineStart(first) else { break }
            let between = bytes[c.end..<lineStart(first)]
            let newlines = between.filter { $0 == 0x0A }.count
            if newlines > 1 || between.contains(where: { $0 != 0x0A && $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) { break }
            first = c.start
        }
        guard startsLine(first) else { return nil }
        return lineStart(first)
    }

    struct Storage {
        var prefix: String          // e.g. "nonisolated(unsafe) static "
        var computedPrefix: String  // for a computed fallback: "static "
        var sendable: Bool
        /// Instance hooks of a struct live in the struct's `_stubs` box (see `structBox`), so the
        /// memberwise init, synthesized Equatable/Hashable and the struct's size stay as they were.
        var boxed: Bool

        /// Access the hook needs when its type names a private or fileprivate type ("" otherwise).
        var restrictedAccess: [String: String] = [:]
        /// A static hook of a generic type: computed over the type's table (`Expander.staticTableName`), keyed
        /// by the specialisation (`type`, the type's name in its body). `prefix`: its attributes and modifiers.
        var table: (name: String, type: String, prefix: String)? = nil

        /// The hook declaration: a stored optional closure, or a forwarder into the box.
        /// The access a declaration naming `type` needs: "private ", "fileprivate " or "".
        func access(_ type: String) -> String {
            var access = ""
            for (typeName, level) in restrictedAccess where Expander.containsWord(type, typeName) {
                if level == "private" { return "private " }
                access = "fileprivate "
            }
            return access
        }

        /// A record of a spy (`fooCallCount`, `fooInvocations`): a stored property with its initial value, or,
        /// in a struct, a forwarder into the box (so copies share records as they share hooks).
        func record(_ name: String, _ type: String, initial: String, access: String) -> String {
            let attributes = prefix.replacing("@usableFromInline ", with: "")
            guard boxed else { return access + attributes + "var \(name): \(type) = \(initial)" }
            return access + attributes + "var \(name): \(type) { get { _stubs.hooks[\"\(name)\"] as? \(type) ?? \(initial) } nonmutating set { _stubs.hooks[\"\(name)\"] = newValue } }"
        }

        func hook(_ name: String, _ type: String, indent: String) -> String {
            let access = restrictedAccess.isEmpty ? "" : access(type)
            // Stored hooks are read on every call: `@exclusivity(unchecked)` spares each read the runtime
            // exclusivity check (swift_beginAccess), which would otherwise be most of a stub's overhead.
            // (Attributes come before modifiers: `@exclusivity(unchecked) fileprivate var`.)
            let unwrapped = type.hasSuffix("?") ? String(type.dropLast()) : type
            // A hook of type `Any?` (a generic method's, cast back in the method) is read as it is stored.
            let cast = unwrapped == "Any" ? "" : " as? " + unwrapped
            if let table {
                let key = "ObjectIdentifier(\(table.type).self)"
                return indent + table.prefix + access + "static var \(name): \(type) { get { \(table.name)[\(key)]?[\"\(name)\"]\(cast) } set { \(table.name)[\(key), default: [:]][\"\(name)\"] = newValue } }"
            }
            // Appended into room made once (a hook per stubbed member, each a long line).
            var line = ""
            guard boxed else {
                line.reserveCapacity(indent.utf8.count + access.utf8.count + prefix.utf8.count + name.utf8.count + type.utf8.count + 40)
                line += indent; line += "@exclusivity(unchecked) "; line += access; line += prefix
                line += "var "; line += name; line += ": "; line += type; line += " = nil"
                return line
            }
            line.reserveCapacity(indent.utf8.count + access.utf8.count + prefix.utf8.count + 2 * name.utf8.count + type.utf8.count + cast.utf8.count + 100)
            line += indent; line += access; line += prefix
            line += "var "; line += name; line += ": "; line += type
            line += " { get { _stubs.hooks[\""; line += name; line += "\"]"; line += cast
            line += " } nonmutating set { _stubs.hooks[\""; line += name; line += "\"] = newValue } }"
            return line
        }
    }

    /// The box that holds a struct's instance hooks: a `let` with an initial value, so it is not a
    /// memberwise-init parameter; compared equal and hashed as nothing, so synthesized conformances
    /// are unchanged; Codable as nothing (a Decodable struct gets Swift's warning that it is not decoded).
    /// `reassigned`: an initializer's hook assigns `self = …` (`expandInitializer`), which would initialize a
    /// `let` box twice: then the box is a `var` (with its initial value, so still no parameter a caller must pass).
    func structBox(indent: String, reassigned: Bool = false) -> [String] {
        [
            indent + "final class _StubBox: @unchecked Sendable, Hashable, Codable {",
            indent + "    @exclusivity(unchecked) var hooks: [String: Any] = [:]",
            indent + "    init() {}",
            indent + "    init(from decoder: any Decoder) throws {}",
            indent + "    func encode(to encoder: any Encoder) throws {}",
            indent + "    static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true }",
            indent + "    func hash(into hasher: inout Hasher) {}",
            indent + "}",
            indent + (reassigned ? "var" : "let") + " _stubs = _StubBox()",
        ]
    }

    func storage(for d: Decl) -> Storage {
        let parent = home(of: d)
        var unsafe = false, sendable = false
        var isStatic = hookIsStatic(d)
        if parent == nil { unsafe = true }  // globals
        if let parent {
            if parent.kind == .actor { unsafe = true; sendable = true }
            if parent.kind == .enum { isStatic = true }
            // Hooks are @Sendable only where the compiler requires it: on an actor (set from outside, run on
            // its executor) and on a type that declares `Sendable` (its stored closures must be). Everywhere
            // else a test may capture local state in a hook (`var calls = 0; x._m = { calls += 1 }`), which a
            // @Sendable hook refuses ("mutation of captured var in concurrently-executing code"). A struct's
            // hooks live in its `_stubs` box, which is `@unchecked Sendable` so an implicitly Sendable struct
            // stays so.
            // Sendable through a protocol counts too (`protocol Service: Sendable` in this file, `Error`). A
            // class conforming to a protocol this file does not declare (another file's or another module's,
            // which may refine Sendable) gets `nonisolated(unsafe)` hooks that are not @Sendable: they compile
            // whether or not the class turns out Sendable, and a test can still count in a local var. Decided
            // from this file alone, so the editor (which may not read the module) and the CLI agree.
            if !parent.hasAttribute("MainActor") {
                // Its own clause and its extensions' here (`extension Timer: Sendable {}`): a Sendable conformance
                // is declared in the type's file.
                switch sendableHomes.verdict(of: parent, { h in
                    fileView.sendable(h.inheritance + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.inheritance))
                }) {
                case .yes:
                    if parent.kind != .struct { unsafe = true }
                    sendable = true
                case .maybe:
                    if parent.kind == .class { unsafe = true }
                case .no: break
                }
            }
        }
        if isStatic { unsafe = true }
        // Instance hooks outside a struct's values are static state a test sets, like any static hook.
        if hooksOutsideValue(d) { sendable = false }
        if d.modifiers.contains("nonisolated") { unsafe = true }
        var prefix = ""
        // @Observable (and SwiftData's @Model) would make a stored hook a tracked computed property.
        if let parent, parent.hasAttribute("Observable") || parent.hasAttribute("Model") { prefix += "@ObservationIgnored " }
        if d.isInlinedIntoClients { prefix += "@usableFromInline " }
        if unsafe { prefix += "nonisolated(unsafe) " }
        // The computed `nil` that stands for a hook where the condition is off is called from the same code,
        // inlined into clients too.
        var computed = d.isInlinedIntoClients ? "@usableFromInline " : ""
        // It reads no state: nonisolated, so a nonisolated member of an actor or a @MainActor type can call it.
        if parent?.kind == .actor || d.modifiers.contains("nonisolated") || isMainActor(d) { computed += "nonisolated " }
        if isStatic { prefix += "static "; computed += "static " }
        let boxed = parent?.kind == .struct && !isStatic
        var st = Storage(prefix: prefix, computedPrefix: computed, sendable: sendable, boxed: boxed, restrictedAccess: restrictedTypes)
        if let g = genericStaticHome(d) {
            st.table = (staticTableName(g), typeNameInHooks(g), (d.isInlinedIntoClients ? "@usableFromInline " : "") + (d.modifiers.contains("nonisolated") ? "nonisolated " : ""))
        }
        return st
    }

    /// How a hook names its home type: its plain name in its body (`Box` is `Box<T>` there); a type of another
    /// file, whose static hooks live in an extension here, by its qualified name (`Outer.Inner`: an extension of
    /// `Outer.Inner` does not see `Inner` alone). A nested struct or enum there is `Self`: its qualified name
    /// does not infer the generic arguments of it or of the types around it (`Tree.Handle` of `Tree<Element>`
    /// and `Handle<Child>`: "reference to generic type requires arguments", "generic parameter 'Child' could
    /// not be inferred"; swift-collections' `Rope._UnsafeHandle`), and a module's file cannot always tell
    /// whether they are generic. (A class's `Self` is its dynamic type, which a stored hook cannot name.)
    /// In its own body a struct or an enum that has a member of its own name (`typealias Output =
    /// Upstream.Output` in OpenCombine's `struct Output`) is `Self`: its plain name is that member there.
    func typeNameInHooks(_ h: Decl) -> String {
        guard let info = foreignInfo(h) else {
            if h.kind == .struct || h.kind == .enum,
               (h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)).contains(where: { m in
                   m.name == h.name && (m.kind == .other || m.kind.isType)
               }) {
                return "Self"
            }
            return h.name
        }
        if info.qualifiedName.contains("."), h.kind == .struct || h.kind == .enum { return "Self" }
        return info.qualifiedName
    }

    func isMainActor(_ d: Decl) -> Bool {
        d.hasAttribute("MainActor") || (d.parent?.hasAttribute("MainActor") ?? false) || (home(of: d)?.hasAttribute("MainActor") ?? false)
    }

    /// Names of every member of `d`'s type: its body and its extensions in this file.
    func memberNames(around d: Decl) -> Set<String> {
        if let h = home(of: d) { return namesByHome[ObjectIdentifier(h)] ?? [] }
        return globalNames
    }

    /// Where hooks of extension members go in their home type: the start of its closing brace's line,
    /// with the indentation of its members.
    func hookHomeInsertion(_ h: Decl) -> (at: Int, indent: String)? {
        guard let body = h.body, body.count >= 2 else { return nil }
        let close = body.upperBound - 1
        guard startsLine(close), lineStart(close) > body.lowerBound else { return nil }
        let indent = h.members.first.map { indentation($0.start) } ?? indentation(close) + "    "
        return (lineStart(close), indent)
    }

    /// A parameter's type without its own `sending` specifier (attributes before it stay; a `sending` inside a
    /// closure type is that closure's and stays). The hook takes the value as an ordinary parameter: a
    /// `sending` parameter is in a region of its own, so passing it on is always allowed, while a hook whose
    /// parameter is `sending` makes the compiler reject the call ("sending 'p' risks causing data races":
    /// the result of the call may share the sent value's region).
    /// The specifier may follow another (`consuming sending Wrapped`).
    static func droppingSending(_ type: String) -> String {
        var words = type.split(separator: " ", omittingEmptySubsequences: true)
        let specifiers: Set<Substring> = ["consuming", "borrowing", "inout", "__owned", "__shared", "isolated", "_const"]
        var i = 0
        while i < words.count, words[i].hasPrefix("@") || specifiers.contains(words[i]) { i += 1 }
        guard i < words.count, words[i] == "sending" else { return type }
        words.remove(at: i)
        return words.joined(separator: " ")
    }

    /// Identifier characters for `containsWord`/`replaceWord`: ASCII letters, digits and `_`, and every
    /// byte of a non-ASCII character (type text names Unicode identifiers, not Unicode operators).
    @inline(__always) static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
    }

    /// Whether text the parser took for a type can be one: a brace, a semicolon or a quote never is part of a
    /// type, so their presence means half-written code ran into the type (an unclosed `[` swallowing the lines
    /// after it). Stubbing from such text wrote stubs that read back differently (found by fuzzing).
    static func isWholeType(_ text: String) -> Bool {
        !text.contains { $0 == "{" || $0 == "}" || $0 == ";" || $0 == "\"" }
    }
    static let notAWholeType = "its type is not complete (a brace, ';' or string inside it)"

    /// Whether `word` stands in `s` as a whole word. Bytes, not Characters: this runs for every hook.
    static func containsWord(_ s: String, _ word: String) -> Bool {
        if word.isEmpty { return true }
        // Read in place (no copy of either into an array: this runs for every hook, many times).
        var s = s, word = word
        return s.withUTF8 { b in
            word.withUTF8 { w in
                // A "word" with a separator in it (`OpenAPI.Reference`) is never one word of `s`.
                guard b.count >= w.count, w.allSatisfy(isWordByte) else { return false }
                var i = 0
                while i + w.count <= b.count {
                    if b[i] == w[0], i == 0 || !isWordByte(b[i - 1]), i + w.count == b.count || !isWordByte(b[i + w.count]) {
                        var k = 1
                        while k < w.count, b[i + k] == w[k] { k += 1 }
                        if k == w.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }

    /// `s` with every whole-word `word` replaced by `r`.
    static func replaceWord(_ s: String, _ word: String, with r: String) -> String {
        guard !word.isEmpty, containsWord(s, word) else { return s }
        let w = Array(word.utf8), b = Array(s.utf8), rb = Array(r.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(b.count + rb.count)
        var i = 0
        while i < b.count {
            // At the start of a word: replace it when it is `word`, else copy it whole.
            if isWordByte(b[i]) && (i == 0 || !isWordByte(b[i - 1])) {
                var e = i
                while e < b.count, isWordByte(b[e]) { e += 1 }
                if e - i == w.count && b[i..<e].elementsEqual(w) { out += rb } else { out += b[i..<e] }
                i = e
                continue
            }
            out.append(b[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    func wrap(_ lines: [String], condition: String?, indent: String, elseLines: [String]? = nil) -> String {
        // Appended piece by piece into room made once: this runs for every hook of every member.
        let marker = " " + Markers.line + "\n"
        var size = 0
        for l in lines { size += l.utf8.count + marker.utf8.count }
        if let condition {
            size += 3 * (indent.utf8.count + marker.utf8.count + 7) + condition.utf8.count
            for l in elseLines ?? [] { size += l.utf8.count + marker.utf8.count }
        }
        var out = ""
        out.reserveCapacity(size)
        if let condition { out += indent; out += "#if "; out += condition; out += marker }
        for l in lines { out += l; out += marker }
        if condition != nil {
            if let elseLines {
                out += indent; out += "#else"; out += marker
                for l in elseLines { out += l; out += marker }
            }
            out += indent; out += "#endif"; out += marker
        }
        return out
    }

    /// How the guard of an accessor that yields (a coroutine) hands the hook's value over.
    enum Coroutine {
        /// `_read`: `if let _getX { yield _getX(); return }`.
        case read
        /// `_modify`: the current value (`current`: `self.x`, `self[i]`, read through the getter and its hook)
        /// is yielded as a temporary, which then goes to the setter hook:
        /// `if let _setX { var _stubbleValue = self.x; yield &_stubbleValue; _setX(_stubbleValue); return }`.
        case modify(current: String)
    }

    func expandFunction(_ d: Decl, options: StubOptions, hook: String, coroutine: Coroutine? = nil) -> Result<[Insertion], Skip> {
        func fail(_ why: String, code: String = "stubble.unsupported", stubble: Bool = false) -> Result<[Insertion], Skip> {
            .failure(Skip(code: code, message: why, isStubbleError: stubble))
        }
        guard let body = d.body, body.count >= 2 else {
            return fail("'@StubbableFunction' can only be applied to functions", code: "stubble.notAFunction", stubble: true)
        }
        // A consuming method that ends `self` with `discard self` must do so on every path: the hook's early
        // return would not ("must consume 'self' before exiting method that discards self").
        if Self.containsWord(text(body), "discard") && text(body).contains("discard self") {
            return fail("'\(d.displayName)' is not stubbed: its body ends 'self' with 'discard self', which the hook's early return would skip")
        }
        // A result whose lifetime depends on `self` or an argument (`@_lifetime(borrow self)`, a `Span`) cannot
        // come from a hook: the closure's result depends on nothing ("lifetime-dependent value escapes its scope").
        if d.attributes.contains(where: { $0.name == "_lifetime" || $0.name == "lifetime" }) {
            return fail("'\(d.displayName)' is not stubbed: its result's lifetime depends on its base or arguments (@_lifetime), which a hook's result cannot")
        }
        if let r = d.returnType, let why = nonescapableResult(d, r) { return fail(why) }
        // A result builder builds the body from its statements: a guard statement is not one it can build
        // (its own, or SwiftUI's `@ViewBuilder` and the like, named `…Builder` by convention).
        if let builder = d.attributes.first(where: { resultBuilders.contains($0.name) || ($0.name.hasSuffix("Builder") && $0.name.first?.isUppercase == true) }) {
            return fail("'\(d.displayName)' is not stubbed: its body is built by the result builder '@\(builder.name)', which cannot build the hook's guard statement")
        }
        // Generic methods get a type-erased hook: values of a generic type pass as `Any`, a generic
        // result comes back as `Any` and is cast (`as!`) to the method's result type.
        let genericNames = Self.genericParameterNames(d.genericParams)
        if genericNames.contains(where: { $0.hasPrefix("each ") }) {
            return fail("'\(d.displayName)' cannot be stubbed: parameter packs cannot be stored in a hook")
        }
        let constrained = constrainedNames(of: d)
        func mentionsGeneric(_ t: String) -> Bool {
            genericNames.contains { Self.containsWord(t, $0) } || constrained.whole.contains { Self.containsWord(t, $0) }
                || constrained.dotted.contains { Self.containsMemberOf(t, $0) } || constrained.copyable.contains { Self.needsCopyable(t, $0) }
                || constrained.argument.contains { Self.isGenericArgument(t, $0) }
                || mentionsUnknownName(t, of: d)
        }
        if let r = d.returnType, Self.containsWord(r, "some") {
            return fail("'\(d.displayName)' cannot be stubbed: its opaque result type '\(r)' cannot be stored in a hook; return a concrete type or 'any …' instead")
        }
        // `Self` cannot appear in a stored hook's type. In a struct, enum or actor it is the type itself: the
        // hook names it (in its body `Box` is `Box<T>`). In a class `Self` is the dynamic type: a result that
        // mentions it passes as `Any` and is cast back (`as! Self`); a parameter can name a final class only.
        var selfName: String? = nil
        var selfErased = false
        var selfCast = false
        let selfInParams = d.params.contains(where: { Self.containsWord($0.typeText, "Self") })
        if Self.containsWord(d.returnType ?? "", "Self") || selfInParams {
            let h = home(of: d)
            if let h, h.kind == .struct || h.kind == .enum || h.kind == .actor, Self.isIdentifier(h.name) {
                selfName = typeNameInHooks(h)
            } else if let h, h.kind == .class && h.modifiers.contains("final"), Self.isIdentifier(h.name) {
                // A final class's own name is not convertible to `Self` ("cannot convert return expression of
                // type 'Marker' to return type 'Self'"): the hook names the class, a result is cast back
                // (`as! Self`, which cannot fail: the class has no subclass).
                selfName = typeNameInHooks(h)
                selfCast = Self.containsWord(d.returnType ?? "", "Self")
            } else if let h, h.kind == .class, !selfInParams {
                selfErased = true
            } else {
                return fail("'\(d.displayName)' cannot be stubbed: 'Self' cannot appear in a stored hook's type, and in a class that is not final a parameter of type '\(d.params.first { Self.containsWord($0.typeText, "Self") }?.typeText.oneLine ?? "Self")' cannot pass as another")
            }
        }
        if !Self.isWholeType(d.returnType ?? "") || d.params.contains(where: { !Self.isWholeType($0.typeText) }) {
            return fail("'\(d.displayName)' is not stubbed: " + Self.notAWholeType, code: "stubble.skipped")
        }
        if d.modifiers.contains("override") && d.parent?.kind == .class {
            // An override gets its own hook (a stored property cannot override the inherited one).
        }
        guard let insertAt = peerInsertionPoint(d) else {
            return fail("'\(d.displayName)' is not stubbed: it must start its own line", code: "stubble.skipped")
        }
        let indent = indentation(d.start)
        let st = storage(for: d)
        // Hook type.
        var paramTypes: [String] = []
        var args: [String] = []
        // A parameter with no name inside the body (`_: Int`) gets one, written into the signature as an
        // inline piece (`_/*stubble:*/ _arg0/*:stubble*/: Int`): the label stays `_`, so callers and the
        // function's type do not change, and the hook has the method's type. The name is one the body,
        // the other parameters and the hook do not use.
        var nameInsertions: [Insertion] = []
        // The parameters' types as the method declares them (see `wholeErased`).
        var declaredTypes: [String] = []
        // A parameter of a generic type that cannot pass as `Any` (inout, or a non-escaping closure): the hook
        // is then `Any?` as a whole, holding a closure of the method's own type (`(inout T, (T) -> T) -> Int`),
        // which the method casts back with its generic parameters bound (`as? (inout T, (T) -> T) -> Int`).
        var wholeErased: String? = nil
        for (index, p) in d.params.enumerated() {
            var name: String
            if let n = p.internalName {
                name = Self.escapedIdentifier(n)
            } else if let at = p.unnamedEnd {
                name = "_arg\(index)"
                let bodyText = text(body)
                while name == hook || d.params.contains(where: { $0.internalName == name }) || Self.containsWord(bodyText, name) {
                    name += "_"
                }
                nameInsertions.append(Insertion(sPos: at, text: Markers.inlineOpen + " " + name + Markers.inlineClose))
            } else if let known = knownMetatypeArgument(p, of: d) {
                name = known
            } else {
                let label = p.externalName ?? "_"
                return fail("'\(d.displayName)' is not stubbed: its parameter '\(label) _' has no name inside the body to pass to the hook (name it: '\(label) value: \(p.typeText.oneLine)')")
            }
            var t = Self.droppingSending(p.typeText.oneLine)
            if t.hasSuffix("...") { t = "[" + String(t.dropLast(3)).trimmingSpaces + "]" }
            // `T!` is not a type a closure's parameter may have: the hook takes `T?`.
            t = TypeText.unwrappingIUO(t)
            // `some P` is a generic parameter of its own: as `any P` it can be passed, but not inout (the hook
            // could set a value of another type).
            if Self.containsWord(t, "some"), t.split(separator: " ").contains("inout") {
                return fail("'\(d.displayName)' cannot be stubbed: its parameter '\(name)' of opaque type '\(t)' cannot be passed inout to a hook, which could set it to a value of another type")
            }
            // The method's own type keeps `Self` (in a struct's, an enum's or an actor's body it is the type):
            // the type's plain name may not be in scope there (an extension of a nested type, `extension
            // Outer.Handle`, does not see `Handle` alone).
            declaredTypes.append(t)
            if let selfName { t = Self.replaceWord(t, "Self", with: selfName) }
            t = Self.replaceWord(t, "some", with: "any")
            if mentionsGeneric(t) {
                let words = t.split(separator: " ")
                // A non-escapable value (`Span<T>`) cannot pass as `Any` either: the hook then holds the
                // method's own type, as for an inout parameter.
                let nonescapable = words.contains("inout") ? nil : nonescapableName(in: t, around: d)
                if words.contains("inout") || t.contains("->") && !t.contains("@escaping") || nonescapable != nil {
                    let why = nonescapable.map { "'\(d.displayName)' cannot be stubbed: its parameter '\(name)' of generic type '\(t)' is non-escapable ('\($0)' is ~Escapable), which cannot pass as 'Any' to a type-erased hook" }
                        ?? "'\(d.displayName)' cannot be stubbed: its parameter '\(name)' of generic type '\(t)' cannot be passed to a type-erased hook (inout or non-escaping closure)"
                    // The method's own type must be written in its body: not with an opaque type in it, nor a
                    // dynamic `Self` (a struct's, an actor's or a final class's parameter names the type); not
                    // async (a closure stored as `Any` does not carry the isolation an async hook needs); not with
                    // call records (they keep typed arguments).
                    let anyOpaque = d.params.contains { Self.containsWord($0.typeText, "some") } || Self.containsWord(d.returnType ?? "", "some")
                    if d.kind != .function || anyOpaque || selfCast || selfErased || Self.containsWord(d.effectsText, "async") || options.spy {
                        return fail(why)
                    }
                    if wholeErased == nil { wholeErased = why }
                }
                t = "Any"  // an attribute (`@Sendable`, `@escaping`) applies to function types only, not to `Any`
            }
            paramTypes.append(t)
            // Only the parameter's own specifier counts (not an `inout` inside a closure type).
            let words = p.typeText.oneLine.split(separator: " ")
            let head = words.drop(while: { $0.hasPrefix("@") })
            if head.first == "inout" { args.append("&" + name) }
            else if words.contains(where: { $0.hasPrefix("@autoclosure") }) {
                // A throwing autoclosure is called with `try` (the method throws or rethrows, as it must).
                args.append((Self.containsWord(p.typeText, "throws") ? "try " : "") + name + "()")
            }
            else { args.append(name) }
        }
        let effects = Self.replaceWord(d.effectsText.oneLine, "rethrows", with: "").split(separator: " ").joined(separator: " ")
        let throwsCall = Self.containsWord(d.effectsText, "throws")
        let asyncCall = Self.containsWord(d.effectsText, "async")
        let declaredRet = TypeText.unwrappingIUO((d.returnType ?? "Void").oneLine)
        let erasedResult = wholeErased == nil && (mentionsGeneric(declaredRet) || selfErased)
        let ret = erasedResult ? "Any" : selfName.map { Self.replaceWord(declaredRet, "Self", with: $0) } ?? declaredRet
        let fnType = "(" + paramTypes.joined(separator: ", ") + ")" + (effects.isEmpty ? "" : " " + effects) + " -> " + ret
        // The method's own function type, as its body sees it: what a `wholeErased` hook holds.
        let methodType = "(" + declaredTypes.joined(separator: ", ") + ")" + (effects.isEmpty ? "" : " " + effects) + " -> " + declaredRet
        // Not @Sendable for an async method of a non-Sendable type either: a test that is not isolated may
        // count calls in a local var. A @MainActor test that then awaits the method writes `{ @Sendable ... }`
        // (a closure formed there would otherwise bind the object to the main actor: "sending risks data races").
        let sendable = st.sendable
        // An async hook is `nonisolated(nonsending)` (unless main-actor isolated): it runs on the caller's
        // executor like the body it replaces, without a hop there and back on every call. Not when a parameter
        // is `isolated` (`next(isolation actor: isolated (any Actor)?)`): that parameter is its isolation, and
        // Swift refuses both ("cannot use 'nonisolated(nonsending)' together with an isolated parameter").
        let nonsending = asyncCall && !isMainActor(d) && !Self.hasIsolatedParameter(d) ? "nonisolated(nonsending) " : ""
        let hookType = wholeErased != nil ? "Any?" : "(" + nonsending + (sendable ? "@Sendable " : "") + fnType + ")?"
        // `spy: true`: the guard reads the hook through `_recordFoo(…)`, which counts the call and keeps its
        // arguments first, whether or not the hook is set (see `spyPieces`).
        var spy: SpyPieces? = nil
        let remoteHook = d.parent?.kind == .extension && (home(of: d).map { foreignInfo($0) != nil } ?? false)
        if options.spy, !hookIsStatic(d), home(of: d)?.kind != .enum, st.table == nil, !remoteHook {
            switch spyPieces(d, hook: hook, hookType: hookType, paramTypes: paramTypes, st: st) {
            case .success(let pieces): spy = pieces
            case .failure(let skip): return .failure(skip)
            }
        }
        var read = spy.map { hook + " = " + $0.call } ?? (hooksOutsideValue(d) ? hook + " = Self." + hook : hook)
        if wholeErased != nil {
            // Cast back to the method's type, or its `@Sendable` form (a test on an actor may write that): a
            // closure of another type is not this specialisation's hook, and the method runs as written.
            let source = hooksOutsideValue(d) ? "Self." + hook : hook
            read = hook + " = (\(source) as? \(methodType)) ?? (\(source) as? @Sendable \(methodType))"
        }
        let call = (throwsCall ? "try " : "") + (asyncCall ? "await " : "") + hook + "(" + args.joined(separator: ", ") + ")"
            + (erasedResult || selfCast ? " as! " + (declaredRet.contains(" ") || declaredRet.contains("->") ? "(" + declaredRet + ")" : declaredRet) : "")
        let isVoidOrNever = !erasedResult && voidSpellings.contains(ret.filter { $0 != " " }) || voidSpellings.contains(ret) || ret == "Never" || ret == "Swift.Never"
        let expressionForm = d.isSingleExpressionBody && !isVoidOrNever

        let open = body.lowerBound, close = body.upperBound - 1
        // A body that is one `#if` whose clauses are each an expression returns it implicitly: a guard before
        // it would make it a body of two statements, which does not ("missing return").
        var firstCode = open + 1
        while firstCode < close, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[firstCode]) { firstCode += 1 }
        if coroutine == nil, !isVoidOrNever, !expressionForm, text(firstCode..<min(firstCode + 3, close)) == "#if",
           Self.ifClauses(text(firstCode..<close)).contains(where: { !Self.containsWord($0, "return") }) {
            return fail("'\(d.displayName)' is not stubbed: its body is one '#if' whose clauses each give the result implicitly, which a guard statement before it would take away")
        }
        let lineMode = restOfLineIsEmpty(after: open + 1) && lineEnd(open) < close
        // What the guard does with the hook: return its result, or, in a coroutine, yield it and return.
        let handOver: String
        switch coroutine {
        case nil: handOver = "return \(call)"
        case .read: handOver = "yield \(call); return"
        case .modify(let current): handOver = "var _stubbleValue = \(current); yield &_stubbleValue; \(call); return"
        }
        var guardInsertions: [Insertion] = []
        var inlineGuard = false
        if lineMode {
            let at = nextLineStart(open)
            var guardIndent = indent + "    "
            if let firstStmt = d.statementStarts.first, firstStmt > at { guardIndent = indentation(firstStmt) }
            else {
                // First non-blank line in the body.
                var o = at
                while o < close {
                    let le = lineEnd(o)
                    let line = bytes[o..<min(le, close)]
                    if line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) { guardIndent = indentation(o); break }
                    o = le + 1
                }
                if o >= close && startsLine(close) { guardIndent = indentation(close) + "    " }
            }
            if expressionForm, options.condition != nil, let first = d.statementStarts.first, first >= at, !startsWithNeverCall(first) {
                // With a condition, the guard goes inside it and the expression gets an explicit `return` (an
                // inline piece): a build with the condition off compiles the body as written but for that
                // keyword. (A call of type `Never` cannot be returned: such a body keeps the form below.)
                guardInsertions.append(Insertion(sPos: at, text: wrap([guardIndent + "if let \(read) { \(handOver) }"], condition: options.condition, indent: guardIndent)))
                guardInsertions.append(Insertion(sPos: first, text: Markers.inlineOpen + "return " + Markers.inlineClose))
            } else if expressionForm {
                guardInsertions.append(Insertion(sPos: at, text: guardIndent + "if let \(read) { \(call) } else { " + Markers.line + "\n"))
                if startsLine(close) {
                    guardInsertions.append(Insertion(sPos: lineStart(close), text: guardIndent + "} " + Markers.line + "\n"))
                } else {
                    // Nothing outside the markers: a space after them stayed when the stubs were stripped, so
                    // every refresh added one more (found by fuzzing).
                    guardInsertions.append(Insertion(sPos: close, text: Markers.inlineOpen + "}" + Markers.inlineClose))
                }
                inlineGuard = true
            } else {
                guardInsertions.append(Insertion(sPos: at, text: wrap([guardIndent + "if let \(read) { \(handOver) }"], condition: options.condition, indent: guardIndent)))
            }
        } else {
            inlineGuard = true
            if expressionForm {
                guardInsertions.append(Insertion(sPos: open + 1, text: Markers.inlineOpen + " if let \(read) { \(call) } else {" + Markers.inlineClose))
                guardInsertions.append(Insertion(sPos: close, text: Markers.inlineOpen + "}" + Markers.inlineClose))
            } else {
                guardInsertions.append(Insertion(sPos: open + 1, text: Markers.inlineOpen + " if let \(read) { \(handOver) };" + Markers.inlineClose))
            }
        }
        var hookAt = insertAt, hookIndent = indent
        if d.parent?.kind == .extension, let h = home(of: d), let info = foreignInfo(h), !hookIsStatic(d) {
            // The hook lives in the type's body in another file: a remote piece, indented there. (A static hook
            // is the extension's own member, as in the type's own body: see `foreignStaticHooks`.)
            if let restricted = restrictedTypes.keys.sorted().first(where: { Self.containsWord(hookType, $0) }) {
                return fail("'\(d.displayName)' is not stubbed: its hook in '\(info.fileName)' would name '\(restricted)', which is private to this file")
            }
            let hookLine = st.hook(hook, hookType, indent: "")
            let fallback = st.computedPrefix + "var \(hook): \(hookType) { nil }"
            // Inside the `#if` conditions the member is under (its extension's and its own): the type's file
            // declares the hook exactly when the member exists.
            let remote = Insertion(sPos: Insertion.remote, text: within(Self.conditionChain(d), wrap([hookLine], condition: options.condition, indent: "",
                                                                                                     elseLines: inlineGuard ? [fallback] : nil), indent: ""))
            return .success([remote] + nameInsertions + guardInsertions)
        }
        // A member of an extension inside `#if` has its hook in the type's body inside the same conditions.
        var hookConditions: [String] = []
        if d.parent?.kind == .extension, let h = home(of: d), let place = hookHomeInsertion(h) {
            hookAt = place.at; hookIndent = place.indent
            hookConditions = conditions(of: d, within: h) ?? []
        } else if let kept = storedHooksPlace(d) {
            guard let place = kept else { return fail(unplaceableStoredHooks(d)) }
            hookAt = place.at; hookIndent = place.indent; hookConditions = place.conditions
        }
        let hookLine = st.hook(hook, hookType, indent: hookIndent)
        let fallback = hookIndent + st.computedPrefix + "var \(hook): \(hookType) { nil }"
        let spyLines = (spy?.lines ?? []).map { hookIndent + $0 }
        let spyFallback = inlineGuard ? (spy?.fallback ?? []).map { hookIndent + $0 } : []
        let peer = Insertion(sPos: hookAt, text: within(hookConditions, wrap([hookLine] + spyLines, condition: options.condition, indent: hookIndent,
                                                                              elseLines: inlineGuard ? [fallback] + spyFallback : nil), indent: hookIndent))
        return .success([peer] + nameInsertions + guardInsertions)
    }

    /// What `spy: true` adds to a stubbed method: its records, named as a generated mock names them
    /// (`addUserCallCount`, `addUserInvocations` (a struct with one field per argument when there are several,
    /// `Equatable` when every field's type is), `addUserLastInvocation`), and `_recordAddUser(…)`, which counts
    /// the call, keeps its arguments and gives the hook; the guard calls it before it looks at the hook
    /// (`if let _addUser = _recordAddUser(name, age)`), so calls are recorded whether or not the hook is set.
    /// `fallback`: the recorder where the condition is off (the guard is outside `#if`): records nothing.
    struct SpyPieces {
        var lines: [String]
        var fallback: [String]
        var call: String
    }

    func spyPieces(_ d: Decl, hook: String, hookType: String, paramTypes: [String], st: Storage) -> Result<SpyPieces, Skip> {
        let stem = String(hook.dropFirst())
        let upper = stem.mockCapitalizedFirst
        let recorder = "_record" + upper
        let count = stem + "CallCount", invocations = stem + "Invocations", last = stem + "LastInvocation"
        let structName = upper + "Invocation"
        // Arguments a record can keep: a value (an `inout` one as it comes in). A non-escaping closure, an
        // autoclosure (recording would run it twice) and a borrowed, consumed or isolated parameter are not
        // kept: such a method records its call count only.
        var fields: [(name: String, type: String)] = []
        var countOnly = false
        for (p, type) in zip(d.params, paramTypes) {
            let original = p.typeText.oneLine.split(separator: " ")
            var words = type.split(separator: " ").map(String.init)
            if original.contains(where: { $0.hasPrefix("@autoclosure") }) || words.contains(where: { ["borrowing", "consuming", "isolated", "__owned", "__shared"].contains($0) })
                || (type.contains("->") && !original.contains("@escaping")) {
                countOnly = true
                break
            }
            words.removeAll { $0 == "inout" || $0 == "@escaping" }
            let name = p.internalName.map(Self.escapedIdentifier) ?? "_arg\(fields.count)"
            fields.append((name, words.joined(separator: " ")))
        }
        if countOnly { fields = [] }
        let taken = memberNames(around: d)
        let generated = [count, recorder] + (fields.isEmpty ? [] : [invocations, last]) + (fields.count > 1 ? [structName] : [])
        if let clash = generated.first(where: { taken.contains($0) }) {
            return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed with call recording: '\(clash)', the name of one of its records, is already declared", isStubbleError: false))
        }
        var funcPrefix = d.isInlinedIntoClients ? "@usableFromInline " : ""
        if st.prefix.contains("nonisolated(unsafe)"), home(of: d)?.kind == .actor || isMainActor(d) { funcPrefix += "nonisolated " }
        let allTypes = fields.map(\.type).joined(separator: ", ")
        let access = st.access(allTypes + " " + hookType)
        var lines: [String] = []
        var recordType = ""
        var element = ""
        if fields.count == 1 {
            recordType = fields[0].type
            element = MockKeywords.escaped(fields[0].name)
        } else if fields.count > 1 {
            let equatable = fields.allSatisfy { MockEquatability.isEquatable($0.type, known: equatableNames) }
            lines.append(access + "struct \(structName)\(equatable ? ": Equatable" : "") {")
            for f in fields { lines.append("    var \(MockKeywords.escaped(MockKeywords.bare(f.name))): \(f.type)") }
            lines.append("}")
            recordType = structName
            element = structName + "(" + fields.map { "\(MockKeywords.bare($0.name)): \(MockKeywords.escaped($0.name))" }.joined(separator: ", ") + ")"
        }
        lines.append(st.record(count, "Int", initial: "0", access: access))
        if !fields.isEmpty {
            let optional = recordType.contains("->") || recordType.contains(" ") ? "(" + recordType + ")?" : recordType + "?"
            lines.append(st.record(invocations, "[" + recordType + "]", initial: "[]", access: access))
            lines.append(access + funcPrefix + "var \(last): \(optional) { \(invocations).last }")
        }
        let parameters = fields.map { "_ \(MockKeywords.escaped($0.name)): \($0.type)" }.joined(separator: ", ")
        let append = fields.isEmpty ? "" : "\(invocations).append(\(element)); "
        lines.append(access + funcPrefix + "func \(recorder)(\(parameters)) -> \(hookType) { \(count) += 1; \(append)return \(hook) }")
        let fallback = [access + funcPrefix + "func \(recorder)(\(parameters)) -> \(hookType) { nil }"]
        let arguments = zip(d.params, fields).map { p, f in
            let name = f.name
            _ = p
            return MockKeywords.escaped(name)
        }
        return .success(SpyPieces(lines: lines, fallback: fallback, call: recorder + "(" + arguments.joined(separator: ", ") + ")"))
    }

    /// Simple names of the types this file declares `Equatable` (or a protocol refining it), for spies'
    /// invocation records.
    var equatableNames: Set<String> {
        var names: Set<String> = []
        for t in outline.allDeclarations where t.kind == .struct || t.kind == .enum || t.kind == .class || t.kind == .extension {
            let refines = t.inheritance.contains { entry in
                let n = entry.filter { !$0.isWhitespace }
                return MockEquatability.refiningEquatable.contains(n.hasPrefix("Swift.") ? String(n.dropFirst(6)) : n)
            }
            if refines { names.insert(String(t.name.split(separator: ".").last ?? Substring(t.name)).filter { !$0.isWhitespace }) }
        }
        return names
    }

    /// A computed property or subscript that lists accessors: its getter and setter are each stubbed like
    /// a method (`_getX` called with the subscript's arguments; `_setX` with them and the new value),
    /// with the guard at the top of the accessor's body. Accessors that yield or address storage
    /// (`_read`, `_modify`, `unsafeAddress`, ...) cannot call a hook: such a member is not stubbed.
    func expandAccessors(_ d: Decl, accessors: [AccessorInfo], params: [Param], type: String,
                         getHook: String, setHook: String, taken: Set<String>, options: StubOptions) -> Result<[Insertion], Skip> {
        func fail(_ why: String, code: String = "stubble.unsupported") -> Result<[Insertion], Skip> {
            .failure(Skip(code: code, message: why, isStubbleError: false))
        }
        if !Self.isWholeType(type) || params.contains(where: { !Self.isWholeType($0.typeText) }) {
            return fail("'\(d.displayName)' is not stubbed: " + Self.notAWholeType, code: "stubble.skipped")
        }
        if let other = accessors.first(where: { !["get", "set", "init", "_read", "_modify"].contains($0.kind) }) {
            return fail("'\(d.displayName)' is not stubbed: its '\(other.kind)' accessor cannot call a hook")
        }
        // `_read` reads like `get` (its guard yields the hook's value); `_modify` writes like `set` (its guard
        // yields a temporary holding the current value, then hands it to the setter's hook).
        guard let get = accessors.first(where: { $0.kind == "get" || $0.kind == "_read" }), let getBody = get.body else {
            return fail("'\(d.displayName)' is not stubbed: it has no getter body", code: "stubble.skipped")
        }
        if accessors.contains(where: { $0.attributeNames.contains("_lifetime") || $0.attributeNames.contains("lifetime") }) {
            return fail("'\(d.displayName)' is not stubbed: its result's lifetime depends on its base or arguments (@_lifetime), which a hook's result cannot")
        }
        if let why = nonescapableResult(d, type) { return fail(why) }
        let set = accessors.first(where: { $0.kind == "set" })
        if set != nil && set?.body == nil {
            return fail("'\(d.displayName)' is not stubbed: its setter has no body", code: "stubble.skipped")
        }
        let modify = accessors.first(where: { $0.kind == "_modify" })
        if let modify, modify.body == nil {
            return fail("'\(d.displayName)' is not stubbed: its '_modify' has no body", code: "stubble.skipped")
        }
        // The temporary a `_modify` hook changes is a copy of the current value.
        if modify != nil, let nc = noncopyableName(in: type, around: d) {
            return fail("'\(d.displayName)' is not stubbed: its '_modify' accessor would hand its setter's hook a copy of the current value, and its type '\(type)' is noncopyable ('\(nc)' is ~Copyable)")
        }
        if modify != nil, params.contains(where: { $0.typeText.oneLine.hasSuffix("...") }) {
            return fail("'\(d.displayName)' is not stubbed: its '_modify' accessor reads the current value as 'self[…]', which cannot pass its variadic parameter on")
        }
        // The setter's parameter is passed to its hook by name: `set(value)`. Half-typed text there (found by
        // fuzzing: `set(kelvi#if DEBUG` / `n)`) would be copied into the hook's call.
        if let value = set?.parameter?.trimmingSpaces, !Self.isIdentifier(value) {
            return fail("'\(d.displayName)' is not stubbed: its setter's parameter is not a name", code: "stubble.skipped")
        }
        for h in [getHook] + (set != nil || modify != nil ? [setHook] : []) where taken.contains(h) {
            return fail("'\(d.displayName)' is not stubbed: the type already has a member named '\(h)'", code: "stubble.nameClash")
        }
        // Parameters must be forwarded by name: `subscript(_: Int)` cannot be.
        if params.contains(where: { $0.internalName == nil }) {
            return fail("'\(d.displayName)' is not stubbed: an unnamed parameter cannot be passed to its hooks")
        }
        let getter = d.standIn(.function)
        getter.name = d.kind == .subscript ? "subscript" : d.name
        getter.nameRange = d.nameRange
        getter.params = params
        getter.returnType = type
        getter.effectsText = get.effectsText
        getter.body = getBody
        getter.statementStarts = get.statementStarts
        getter.isSingleExpressionBody = get.kind == "get" && get.isSingleExpression
        // `@inlinable get { … }`: the hook it calls must be @usableFromInline; both hooks share that.
        let inlined = accessors.contains { !Set($0.attributeNames).isDisjoint(with: ["inlinable", "_alwaysEmitIntoClient", "_transparent"]) }
        if inlined && !getter.isInlinedIntoClients {
            getter.attributes.append(Attribute(name: "inlinable", range: 0..<0, arguments: nil))
        }
        var pieces: [Insertion]
        switch expandFunction(getter, options: options, hook: getHook, coroutine: get.kind == "_read" ? .read : nil) {
        case .failure(let skip): return .failure(Skip(code: skip.code, message: skip.message.replacing("'\(getter.displayName)'", with: "'\(d.displayName)'"), isStubbleError: false))
        case .success(let ins): pieces = ins
        }
        if let set, let setBody = set.body {
            let setter = d.standIn(.function)
            setter.name = getter.name
            setter.nameRange = d.nameRange
            let value = set.parameter?.trimmingSpaces ?? "newValue"
            setter.params = params + [Param(externalName: nil, internalName: value, typeText: type, hasDefault: false, range: 0..<0)]
            setter.returnType = "Void"
            setter.body = setBody
            setter.statementStarts = set.statementStarts
            setter.attributes = getter.attributes
            switch expandFunction(setter, options: options, hook: setHook) {
            case .failure(let skip): return .failure(Skip(code: skip.code, message: skip.message.replacing("'\(setter.displayName)'", with: "'\(d.displayName)'"), isStubbleError: false))
            case .success(let ins):
                // Both hooks are peers of the declaration: one piece, getter's first.
                if let first = ins.first, first.sPos == pieces[0].sPos {
                    pieces[0].text += first.text
                    pieces += ins.dropFirst()
                } else {
                    pieces += ins
                }
            }
        }
        if let modify, let modifyBody = modify.body {
            let modifier = d.standIn(.function)
            modifier.name = getter.name
            modifier.nameRange = d.nameRange
            modifier.params = params + [Param(externalName: nil, internalName: "_stubbleValue", typeText: type, hasDefault: false, range: 0..<0)]
            modifier.returnType = "Void"
            modifier.body = modifyBody
            modifier.statementStarts = modify.statementStarts
            modifier.attributes = getter.attributes
            // The current value, read through the getter (and its hook).
            let current: String
            if d.kind == .subscript {
                // A subscript's parameter has an argument label only where it is written with two names
                // (`subscript(from from: Int)`; `subscript(index: Int)` is called `self[i]`).
                let arguments = params.map { p in
                    let names = text(p.range).prefix(while: { $0 != ":" }).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
                    let label = names.count == 2 && names[0] != "_" ? String(names[0]) + ": " : ""
                    // An autoclosure parameter is passed on as the value it gives (`default: defaultValue()`).
                    let call = p.typeText.contains("@autoclosure") ? "()" : ""
                    return label + Self.escapedIdentifier(p.internalName ?? "") + call
                }
                current = (d.isStatic ? "Self" : "self") + "[" + arguments.joined(separator: ", ") + "]"
            } else {
                current = d.parent == nil ? getter.name : (d.isStatic ? "Self." : "self.") + getter.name
            }
            switch expandFunction(modifier, options: options, hook: setHook, coroutine: .modify(current: current)) {
            case .failure(let skip): return .failure(Skip(code: skip.code, message: skip.message.replacing("'\(modifier.displayName)'", with: "'\(d.displayName)'"), isStubbleError: false))
            case .success(let ins):
                if set != nil {
                    // The setter declared the hook: only the guard is the modify's own.
                    pieces += ins.dropFirst()
                } else if let first = ins.first, first.sPos == pieces[0].sPos {
                    pieces[0].text += first.text
                    pieces += ins.dropFirst()
                } else {
                    pieces += ins
                }
            }
        }
        return .success(pieces)
    }

    /// Whether the expression at `o` starts with a call of a function of type `Never` (`fatalError(…)`,
    /// `try preconditionFailure(…)`), which an explicit `return` would refuse ("cannot convert return
    /// expression of type 'Never'").
    func startsWithNeverCall(_ o: Int) -> Bool {
        var i = o
        func word() -> String {
            var e = i
            while e < bytes.count, Self.isWordByte(bytes[e]) || bytes[e] == 0x2E { e += 1 }
            defer { i = e }
            return String(decoding: bytes[i..<e], as: UTF8.self)
        }
        func spaces() { while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A { i += 1 } }
        var w = word()
        // `word()` stops before `!`/`?`: `try!` and `try?` read as "try", their mark skipped below.
        while w == "try" || w == "await" {
            if i < bytes.count, bytes[i] == 0x21 || bytes[i] == 0x3F { i += 1 }
            spaces(); w = word()
        }
        let name = w.hasPrefix("Swift.") ? String(w.dropFirst(6)) : w
        return neverFunctions.contains(name)
    }

    /// An overriding member cannot redeclare the inherited hook (a stored property cannot override one): its
    /// hooks are named after its type, as an overriding method's are (`_getLegsBird`).
    func overrideSuffix(_ d: Decl) -> String {
        guard d.modifiers.contains("override"), let p = d.parent, p.kind == .class else { return "" }
        return Self.identifierPart(of: p.name).capitalizedFirst
    }

    /// A plain or backticked Swift identifier (letters, digits and `_`, not starting with a digit).
    static func isIdentifier(_ s: String) -> Bool {
        var name = Substring(s)
        if name.count >= 2, name.first == "`", name.last == "`" { name = name.dropFirst().dropLast() }
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// Where a stored property's renamed storage gets its `_`: before its name, inside the backticks of a
    /// backticked one (`` `default` `` → `` `_default` ``).
    func renameOffset(_ b: Binding) -> Int {
        b.nameRange.lowerBound + (b.nameRange.count > 1 && bytes[b.nameRange.lowerBound] == 0x60 ? 1 : 0)
    }

    func expandProperty(_ d: Decl, options: StubOptions) -> Result<[Insertion], Skip> {
        func fail(_ code: String, _ why: String, stubble: Bool = false, fixes: [SkipFix] = []) -> Result<[Insertion], Skip> {
            .failure(Skip(code: code, message: why, isStubbleError: stubble, fixes: fixes))
        }
        // Stubble's attribute on a `let` keeps Stubble's error; our comment form stubs a `let`'s getter.
        if d.isLet, d.hasAttribute("StubbableProperty") {
            return fail("stubble.requiresVar", "'@StubbableProperty' can only be applied to 'var' members.", stubble: true,
                        fixes: [SkipFix(title: "Change 'let' to 'var' for '\(d.name)'", edits: [TextEdit(range: d.keywordRange, newText: "var")])])
        }
        if d.bindings.count > 1 {
            // `var a: Int = 1, b: Int = 2`: each variable is stubbed as if declared alone; the
            // declaration stays one, each name renamed with its `_`.
            guard d.bindings.allSatisfy({ $0.name != nil && $0.accessorBlock == nil }) else {
                return fail("stubble.skipped", "'\(d.name)' is not stubbed: a declaration of several variables with patterns or accessors")
            }
            guard let insertAt = peerInsertionPoint(d) else {
                return fail("stubble.skipped", "'\(d.name)' is not stubbed: it must start its own line")
            }
            // With a condition, the declaration's copy is the renamed storage (see `storageCopy`): the
            // bindings' hooks are made without it and wrapped once.
            let copy = options.condition == nil ? nil : storageCopy(d, renaming: d.bindings.map(renameOffset))
            let bindingOptions = copy == nil ? options : StubOptions(condition: nil)
            var peers = "", renames: [Insertion] = []
            for (i, b) in d.bindings.enumerated() {
                var binding = b
                if binding.typeText == nil, binding.initializerText == nil {
                    // `var a, b: Int`: a takes the type of the next typed binding.
                    binding.typeText = d.bindings[(i + 1)...].first(where: { $0.typeText != nil })?.typeText
                }
                let single = d.standIn(.variable)
                single.name = b.name ?? ""
                single.nameRange = b.nameRange
                single.isLet = d.isLet
                single.bindings = [binding]
                single.ifConfigDepth = d.ifConfigDepth
                switch expandProperty(single, options: bindingOptions) {
                case .failure(let skip):
                    return .failure(Skip(code: skip.code, message: skip.message, isStubbleError: skip.isStubbleError))
                case .success(let ins):
                    for x in ins { if x.sPos == insertAt && x.text != "_" { peers += x.text } else { renames.append(x) } }
                }
            }
            if let copy, let condition = options.condition {
                return .success(conditionalStorage(hooked: peers, copy: copy, condition: condition, at: insertAt, indent: indentation(d.start)))
            }
            return .success([Insertion(sPos: insertAt, text: peers)] + renames)
        }
        guard let b = d.bindings.first else {
            return fail("stubble.skipped", "'\(d.name)' is not stubbed: it declares no variable")
        }
        guard let name = b.name else {
            return fail("stubble.requiresIdentifier", "'@StubbableProperty' requires an explicit identifier", stubble: true)
        }
        // The name as code spells it: a keyword is written in backticks (`` `default` ``), its hooks and
        // storage are not (`_getDefault`, `` `_default` ``).
        let spelled = text(b.nameRange)
        // A computed property with a getter body is stubbed like a method: a `_getX` hook and a guard.
        if let block = b.accessorBlock, b.accessorKinds.isEmpty, let type = b.typeText?.oneLine, !d.isLet,
           d.parent?.kind != .protocol {
            let getter = d.standIn(.function)
            getter.name = name
            getter.nameRange = d.nameRange
            getter.returnType = type
            getter.body = block
            getter.statementStarts = b.getterStatementStarts
            getter.isSingleExpressionBody = b.getterIsSingleExpression
            let taken = memberNames(around: d)
            let hookName = "_get" + name.capitalizedFirst + overrideSuffix(d)
            if taken.contains(hookName) {
                return fail("stubble.nameClash", "'\(name)' is not stubbed: the type already has a member named '\(hookName)'")
            }
            switch expandFunction(getter, options: options, hook: hookName) {
            case .failure(let skip):
                return .failure(Skip(code: skip.code, message: skip.message.replacing("'\(getter.displayName)'", with: "'\(name)'"), isStubbleError: skip.isStubbleError, fixes: skip.fixes))
            case .success(let ins): return .success(ins)
            }
        }
        if let _ = b.accessorBlock, b.accessorKinds.isEmpty || b.accessorKinds.contains(where: { !["willSet", "didSet"].contains($0) }) {
            // Stubble's attribute refuses computed properties; our annotation stubs their accessors.
            if d.hasAttribute("StubbableProperty") || d.isLet || b.typeText == nil || d.parent?.kind == .protocol {
                let direct = annotation(of: d) != nil
                return fail("stubble.computedProperty", direct ? "'@StubbableProperty' cannot be applied to computed properties." : "'\(name)' is not stubbed: computed properties are not stubbed", stubble: true)
            }
            let taken = memberNames(around: d)
            return expandAccessors(d, accessors: b.accessors, params: [], type: b.typeText!.oneLine,
                                   getHook: "_get" + name.capitalizedFirst + overrideSuffix(d), setHook: "_set" + name.capitalizedFirst + overrideSuffix(d),
                                   taken: taken, options: options)
        }
        // Under a type's annotation, a property whose initializer says its type for certain (`= 0`, `= Foo()`
        // of a type the module declares, `= [Key: Value]()`) is stubbed with that type in the generated code;
        // its own text stays as written. Stubble's attribute on the property itself still asks for a type.
        let inferred = annotation(of: d) == nil && b.typeText == nil ? certainType(of: b.initializerText, selfType: home(of: d)) : nil
        guard let type = b.typeText?.oneLine ?? inferred else {
            // A member that could not be stubbed with a type either (a second declaration on a line) says
            // that, not "insert a type", whose fix would only lead to it.
            guard peerInsertionPoint(d) != nil else {
                return fail("stubble.skipped", "'\(name)' is not stubbed: it must start its own line")
            }
            let at = b.nameRange.upperBound
            let direct = annotation(of: d) != nil
            let message = direct ? "'@StubbableProperty' requires an explicit type" : "'\(name)' is not stubbed: it needs an explicit type"
            if let guess = Self.guessType(b.initializerText) {
                return fail("stubble.requiresExplicitType", message, stubble: true,
                            fixes: [SkipFix(title: "Insert ': \(guess)' for '\(name)'", edits: [TextEdit(range: at..<at, newText: ": " + guess)],
                                            isCertain: Self.literalType(b.initializerText) == guess)])
            }
            // No obvious type: a snippet with a tab stop for clients that can insert one, and a message that
            // says what to write for the others (an Xcode placeholder is plain text in other editors).
            return fail("stubble.requiresExplicitType", message + "; write its type after '\(name)' (`\(d.isLet ? "let" : "var") \(name): Type = …`)", stubble: true,
                        fixes: [SkipFix(title: "Insert a type for '\(name)'", edits: [TextEdit(range: at..<at, newText: ": ${1:Type}")], isSnippet: true)])
        }
        if d.modifiers.contains("override") {
            return fail("stubble.skipped", "'\(name)' is not stubbed: an overriding property cannot have its own storage")
        }
        // In a struct or an enum `Self` is the type itself, which its hooks name (`static let hidden: Self`
        // gets `_getHidden: (() -> Window)?`); in a class it is the dynamic type, which a stored hook cannot hold.
        var hookValueType = type
        if Self.containsWord(type, "Self") {
            guard let h = home(of: d), h.kind == .struct || h.kind == .enum, Self.isIdentifier(h.name) else {
                return fail("stubble.unsupported", "'\(name)' cannot be stubbed: 'Self' cannot appear in a stored hook's type")
            }
            hookValueType = Self.replaceWord(type, "Self", with: typeNameInHooks(h))
        }
        if Self.containsWord(type, "some") {
            return fail("stubble.unsupported", "'\(name)' cannot be stubbed: its opaque type '\(type)' cannot be a hook's type; declare a concrete type or 'any …' instead")
        }
        // A property of a noncopyable type is stubbed by a computed property that borrows its storage
        // (`_read`) and changes it in place (`_modify`), with a getter hook only: a setter hook would need a
        // copy of the current value, and Swift refuses `set` beside `_read` for a noncopyable property.
        let noncopyable = noncopyableName(in: type, around: d)
        // A noncopyable struct without a deinit lets its code consume a noncopyable stored property on its own
        // (`let element = payload.element.take()`, partial consumption), after which only stored properties
        // of the value can be read, and a computed property can never be consumed: in such a struct that
        // holds a noncopyable stored property, every stored property stays stored.
        if let h = d.parent, h.kind == .struct, !d.modifiers.contains("static"), h.suppresses("Copyable"),
           !h.members.contains(where: { $0.kind == .deinitializer }),
           let held = h.members.first(where: { m in
               m.kind == .variable && !m.modifiers.contains("static") && m.bindings.contains { b in
                   (b.accessorBlock == nil || b.accessorKinds.allSatisfy { $0 == "willSet" || $0 == "didSet" })
                       && b.typeText.map { noncopyableName(in: $0.oneLine, around: m) != nil } == true
               }
           }) {
            let heldName = held.bindings.first?.name ?? "…"
            let why = held === d ? "its value may be consumed on its own (partial consumption), which a computed property cannot be"
                : "its code may consume its noncopyable property '\(heldName)' on its own (partial consumption), after which only stored properties can be read"
            return fail("stubble.skipped", "'\(name)' is not stubbed: '\(h.name)' is noncopyable and has no deinit, so " + why)
        }
        // (The type's head says it, whatever name `noncopyableName` found first: `Mutex<_StateMachine>` of a
        // `~Copyable` `_StateMachine` is a Mutex.)
        let written = type.trimmingSpaces
        if noncopyable != nil, let nc = Self.standardNoncopyable.first(where: { n in
            written.hasPrefix("Synchronization." + n + "<") || written == "Synchronization." + n
                || ((written.hasPrefix(n + "<") || written == n) && module.typeKindsByLastName[n] == nil)
        }) {
            // Synchronization's types must be declared with `let` ("variable of type 'Mutex<Int>' must be
            // declared with a 'let'"): a computed property is a `var`.
            return fail("stubble.unsupported", "'\(name)' is not stubbed: its type '\(type)' can only be declared with 'let' ('\(nc)' is a noncopyable type of Synchronization that must stay at one address), and the computed property that stubs it would be a 'var'")
        }
        if !Self.isWholeType(type) {
            return fail("stubble.skipped", "'\(name)' is not stubbed: " + Self.notAWholeType)
        }
        guard let insertAt = peerInsertionPoint(d) else {
            return fail("stubble.skipped", "'\(name)' is not stubbed: it must start its own line")
        }
        let indent = indentation(d.start)
        let st = storage(for: d)
        let valueType = hookValueType.hasSuffix("!") ? String(hookValueType.dropLast()) + "?" : hookValueType
        let cap = name.capitalizedFirst
        let getter = "_get" + cap, setter = "_set" + cap, backing = "_" + name
        let sendable = st.sendable ? "@Sendable " : ""
        let isLazy = d.modifiers.contains("lazy")
        // Stubble's own attributes are annotations, not wrappers (the attribute form is reported on its own).
        // Attributes that the computed property (the one callers see) must keep, and others it may drop.
        let carriedNames = Self.carriedAttributeNames, knownAttributes = Self.knownPropertyAttributeNames
        let hasWrapperOrAttr = d.attributes.contains { !knownAttributes.contains($0.name) }
        // Each carried attribute on the generated line it goes to: an attribute written over several lines (`@available(\n *,
        // deprecated, …)`) is joined into one, else its inner lines would be taken for the user's.
        let carriedAttributes = d.attributes.filter { carriedNames.contains($0.name) }.map { text($0.range) }
        if let split = carriedAttributes.first(where: { $0.contains("\n") && ($0.contains("//") || $0.contains("/*") || $0.contains("\"\"\"")) }) {
            return fail("stubble.skipped", "'\(name)' is not stubbed: its attribute '\(split.prefix(while: { $0 != "(" }))' spans several lines with a comment or a multi-line string, which the computed property that stubs it cannot repeat on one line")
        }
        let carried = carriedAttributes.map { a in
            var line = ""
            for piece in a.split(separator: "\n").map({ $0.trimmingSpaces }) where !piece.isEmpty {
                if !line.isEmpty && line.last != "(" && piece.first != ")" { line += " " }
                line += piece
            }
            return line + " "
        }.joined()
        let isLet = d.isLet
        // Names the stubs need must be free in the type (its body and its extensions here).
        let taken = memberNames(around: d)
        if let clash = [backing, getter, setter].first(where: { taken.contains($0) }) {
            return fail("stubble.nameClash", "'\(name)' is not stubbed: the type already has a member named '\(clash)'")
        }
        // A superclass of the module may have a member whose hook takes the name (`getName()`'s `_getName`;
        // Graphiti's `ArgumentComponent`): a stored hook of that name cannot override it.
        if let h = home(of: d), h.kind == .class, !d.isStatic {
            let inherited = module.inheritedHookNames(ofClass: ModuleView.lastComponent(StubContext.qualifiedName(h)))
            if let clash = [getter, setter].first(where: { inherited[$0] != nil }) {
                return fail("stubble.nameClash", "'\(name)' is not stubbed: its hook would be named '\(clash)', the name of the hook that a member of '\(inherited[clash]!)' has or gets when stubbed, which '\(h.name)' inherits")
            }
        }
        // `Error` requires `_code`, `_domain` and `_userInfo` (with defaults): renamed storage of that name would
        // meet the requirement, and must then be as visible as the protocol ("must be declared public").
        if ["_code", "_domain", "_userInfo"].contains(backing), let h = home(of: d),
           module.error(([h] + (extensionsByHome[ObjectIdentifier(h)] ?? [])).flatMap(\.inheritance)) != .no {
            return fail("stubble.nameClash", "'\(name)' is not stubbed: its storage would be named '\(backing)', a requirement of 'Error', which '\(h.name)' is or may be")
        }
        if hasWrapperOrAttr, let other = d.attributes.first(where: { !knownAttributes.contains($0.name) }),
           let first = other.name.drop(while: { $0 == "_" }).first, first.isLowercase {
            // A compiler attribute (`@_alwaysEmitIntoClient`, `@inline(__always)`), not a wrapper type.
            return fail("stubble.unsupported", "'\(name)' is not stubbed: stubble does not know what its attribute '@\(other.name)' would mean on the computed property and the renamed storage that stub it")
        }
        if hasWrapperOrAttr, let wrapper = d.attributes.first(where: { !knownAttributes.contains($0.name) }) {
            // Renaming the wrapped property renames its wrapper's storage too (`_x` → `__x`), which
            // wrappers that read property names by reflection (ArgumentParser's @Option) notice.
            return fail("stubble.unsupported", "'\(name)' is not stubbed: its property wrapper '@\(wrapper.name)' owns the storage, and stubbing would rename its '_\(name)' and '$\(name)'")
        }
        let canInit = !d.isStatic && d.parent != nil && !isLazy && !hasWrapperOrAttr && !(isLet && b.initializerText != nil)
            && (d.parent!.kind == .class || d.parent!.kind == .struct || d.parent!.kind == .actor)
        let dropped = Self.droppedPropertyModifiers
        var mods = d.modifiers.filter { !dropped.contains($0) }
        if d.parent == nil || d.parent?.kind == .enum { mods = mods.filter { $0 != "static" || d.parent != nil } }
        let modText = carried + mods.map { $0 + " " }.joined()
        let inner = indent + "    "
        // A property with an init accessor and a type written `T?` is implicitly initialized to nil (as a
        // `var x: T?` is), so an initializer's own assignment would initialize the `let` storage a second
        // time ("immutable value 'self._x' may only be initialized once"). Written `Optional<T>`, the same
        // type is not: the computed property of an optional `let` spells it so.
        var computedType = type
        // (`() throws -> T?` is a function type, not an optional: its `?` is the result's.)
        if isLet && canInit && type.hasSuffix("?") && !Self.isFunctionType(type) {
            computedType = "Optional<" + String(type.dropLast()) + ">"
        }
        if isLet && canInit && type.hasSuffix("!") && !Self.isFunctionType(type) {
            return fail("stubble.unsupported", "'\(name)' is not stubbed: an implicitly unwrapped 'let' without an initial value cannot be initialized through an init accessor (it starts as nil, and its type cannot be spelled otherwise)")
        }
        if let h = home(of: d), h.kind == .actor, !d.isStatic, !d.modifiers.contains("nonisolated") {
            // The computed property that stubs it is isolated to the actor: a synchronous initializer (not
            // isolated) can no longer assign it, nor a nonisolated member read it (a `let` it could read).
            let members = h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)
            if let i = initializers(of: h).first(where: { i in !Self.containsWord(i.effectsText, "async") && (i.body.map { Self.containsWord(text($0), name) } ?? false) }) {
                return fail("stubble.unsupported", "'\(name)' is not stubbed: '\(i.displayName)' of actor '\(h.name)' is synchronous (not isolated) and assigns it, which the actor-isolated computed property that stubs it does not allow")
            }
            if let m = members.first(where: { m in m !== d && m.modifiers.contains("nonisolated") && (m.body.map { Self.containsWord(text($0), name) } ?? false || m.bindings.contains { b in b.accessorBlock.map { Self.containsWord(text($0), name) } ?? false }) }) {
                return fail("stubble.unsupported", "'\(name)' is not stubbed: the nonisolated '\(m.displayName)' reads it, which the actor-isolated computed property that stubs it does not allow")
            }
        }
        // A member whose result's lifetime depends on `self` (`@_lifetime(borrow self)`, a `Span` over the
        // storage) may not build it from a computed property: its result would depend on a temporary
        // ("lifetime-dependent value escapes its scope"; swift-collections' UniqueBox, whose `span` reads `_pointer`).
        if fileHasLifetimeDependence || fileMayReturnNonescapable, let h = home(of: d), !d.isStatic {
            let members = h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)
            if let m = members.first(where: { m in m !== d && m.end > m.start && Self.containsWord(text(m.start..<m.end), name) && (Self.hasLifetimeDependence(m) || nonescapableResultType(m) != nil) }) {
                // (Without `@_lifetime`, a non-escapable result's lifetime is inferred: a getter's depends on `self`.)
                let why = Self.hasLifetimeDependence(m) ? "@_lifetime" : "its type '\(nonescapableResultType(m)!)' is ~Escapable"
                return fail("stubble.unsupported", "'\(name)' is not stubbed: '\(m.displayName)' returns a value whose lifetime depends on '\(h.name)' (\(why)) and reads it, which from the computed property that stubs it would depend on a temporary")
            }
        }
        // Two stored properties of a struct may be accessed at once (`_values.withUnsafeMutableBufferPointer {
        // … _keys … }`); a computed property is an access to the whole value, which overlaps any other
        // ("overlapping accesses to 'self'"; swift-collections' OrderedDictionary, BitArray, BigString.Builder).
        if let h = home(of: d), h.kind == .struct, !d.isStatic, let why = overlapReasons.facts(of: h, overlapReasons(of:))[name] {
            return fail("stubble.unsupported", "'\(name)' is not stubbed: " + why)
        }
        if let h = home(of: d), h.kind != .actor, !d.isStatic, !d.modifiers.contains("nonisolated"), isMainActor(d),
           let why = mainActorRefusal(name, of: h, except: d) {
            return fail("stubble.unsupported", why)
        }
        if canInit, let h = home(of: d), readsInInitializer(name, of: h) {
            return fail("stubble.unsupported", "'\(name)' is not stubbed: an initializer of '\(h.name)' reads it before every stored property is set\(h.kind == .class && !h.inheritance.isEmpty ? " and 'super.init' is called" : ""), where a computed property cannot be read")
        }
        // The same in an extension's initializer in another file of the module (ZIPFoundation's
        // `Entry+Serialization.swift`: `Int(self.fileNameLength)` before the last field is set).
        if canInit, let h = home(of: d), h.kind != .class,
           let file = (module.readsBeforeWhole[StubContext.qualifiedName(h)]?[name] ?? []).filter({ $0 != context.fileName }).sorted().first {
            return fail("stubble.unsupported", "'\(name)' is not stubbed: an initializer of '\(h.name)' in \(file) reads it before every stored property is set, where a computed property cannot be read")
        }
        // An initializer inlined into clients (`@inlinable`, in any file of the module) initializes the
        // property through its init accessor, which must then be `@inlinable` too: it can be where inlinable
        // code may assign the property (public or `@usableFromInline`, with no narrower setter). Another such
        // property, with an initial value (an optional `var` has `nil`), is initialized from it through the
        // accessor all the same; one without is not (the inlinable initializer cannot assign it).
        var initAccessor = "init"
        if canInit, let h = home(of: d), let file = module.inlinableInits[StubContext.qualifiedName(h)]?.sorted().first {
            let visible = d.modifiers.contains("public") || d.modifiers.contains("open") || d.hasAttribute("usableFromInline")
            if visible && !d.modifiers.contains(where: { $0.hasSuffix("(set)") }) {
                initAccessor = "@inlinable init"
            } else if b.initializerText != nil || (!isLet && (type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<"))) {
                let where_ = file == context.fileName ? "" : " in \(file)"
                return fail("stubble.unsupported", "'\(name)' is not stubbed: an inlinable initializer of '\(h.name)'\(where_) initializes it from its initial value\(b.initializerText == nil ? " (nil)" : "") through the init accessor its stubs need, which inlinable code can call only for a property it may assign (public or @usableFromInline)")
            }
        }
        // Observers stay on the renamed storage, where every assignment through the computed property runs
        // them. The original's did not run for its own initializers' assignments, nor again for an
        // assignment inside an observer of the same property: such a property is left as it is.
        let observers = b.accessors.filter { $0.kind == "willSet" || $0.kind == "didSet" }
        if let nc = noncopyable {
            let why = "'\(name)' is not stubbed: its type '\(type)' is noncopyable ('\(nc)' is ~Copyable), so the computed property that stubs it reads it with '_read' and changes it with '_modify'"
            if let o = observers.first {
                return fail("stubble.unsupported", why + ", where its \(o.kind) (on the renamed storage) would not see the changes made in place")
            }
            if !isLet, let h = home(of: d) {
                // An initializer's assignment goes through the init accessor only for a property with a setter,
                // which a noncopyable one with '_read' cannot have: it would go through '_modify', before the
                // storage is initialized.
                let elsewhere = (module.initMutations[StubContext.qualifiedName(h)]?[name] ?? []).filter { $0 != context.fileName }.sorted().first
                if let i = initializers(of: h).first(where: { i in i.body.map { mutates(name, in: $0) } ?? false }) {
                    return fail("stubble.unsupported", why + ", and '\(i.displayName)' assigns it, which Swift would do through '_modify' (the init accessor serves only properties with a setter)")
                }
                if let file = elsewhere {
                    return fail("stubble.unsupported", why + ", and an initializer of '\(h.name)' in \(file) assigns it, which Swift would do through '_modify' (the init accessor serves only properties with a setter)")
                }
            }
        }
        if let o = observers.first(where: { a in a.body.map { mutates(name, in: $0) } ?? false }) {
            return fail("stubble.unsupported", "'\(name)' is not stubbed: its \(o.kind) changes '\(name)', which would run its observers again (they stay on the renamed storage, behind the computed property)")
        }
        if !observers.isEmpty, let h = home(of: d) {
            if let i = initializers(of: h).first(where: { i in i.body.map { mutates(name, in: $0) } ?? false }) {
                return fail("stubble.unsupported", "'\(name)' is not stubbed: '\(i.displayName)' assigns it, and its \(observers[0].kind) would then run (it does not for an initializer's own assignments)")
            }
            // Initializers in extensions in other files of the module count too.
            let files = (module.initMutations[StubContext.qualifiedName(h)]?[name] ?? []).filter { $0 != context.fileName }
            if let file = files.sorted().first {
                return fail("stubble.unsupported", "'\(name)' is not stubbed: an initializer of '\(h.name)' in \(file) assigns it, and its \(observers[0].kind) would then run (it does not for an initializer's own assignments)")
            }
        }
        // A struct's memberwise init takes a default only from the property itself, and a property with an
        // init accessor and an optional type starts as nil unless it has an initial value of its own: repeat
        // the initial value there (the init accessor then initializes the backing storage).
        var initialValue = ""
        let optional = type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
        if canInit, !isLet, d.parent?.kind == .struct || optional, let e = b.initializerText {
            guard !e.contains("\n") else {
                let why = d.parent?.kind == .struct ? "a struct's memberwise init needs it on the property, on one line"
                    : "an optional property with an init accessor needs it on the property, on one line (else it starts as nil)"
                return fail("stubble.skipped", "'\(name)' is not stubbed: its initial value spans several lines; " + why)
            }
            initialValue = " = " + e
        }
        // A class that keeps its stored properties where they are has its stored hooks after them.
        var hooksAt: (at: Int, indent: String, conditions: [String])?
        if let kept = storedHooksPlace(d) {
            guard let place = kept else { return fail("stubble.skipped", unplaceableStoredHooks(d)) }
            hooksAt = place
        }
        let hookIndent = hooksAt?.indent ?? indent
        var hookLines = [st.hook(getter, "(\(sendable)() -> \(valueType))?", indent: hookIndent)]
        if !isLet && noncopyable == nil { hookLines.append(st.hook(setter, "(\(sendable)(\(valueType)) -> Void)?", indent: hookIndent)) }
        var hooked = hooksAt == nil ? hookLines : []
        // The computed property that reads them is inside the condition too: no fallback where it is off.
        let movedHooks = hooksAt.map { [Insertion(sPos: $0.at, text: within($0.conditions, wrap(hookLines, condition: options.condition, indent: $0.indent), indent: $0.indent))] } ?? []
        hooked.append(indent + modText + "var \(spelled): \(computedType)\(initialValue) {")
        // The lines without hooks, for the `#else` of a condition: only made when there is one.
        let wantsPlain = options.condition != nil
        var plain: [String] = wantsPlain ? [indent + modText + "var \(spelled): \(computedType)\(initialValue) {"] : []
        if canInit {
            hooked.append(inner + "@storageRestrictions(initializes: \(backing)) \(initAccessor) { \(backing) = newValue }")
            if wantsPlain { plain.append(inner + "@storageRestrictions(initializes: \(backing)) \(initAccessor) { \(backing) = newValue }") }
        }
        // A struct's lazy storage is initialized on first read, which mutates the struct.
        let get = isLazy && home(of: d)?.kind == .struct ? "mutating get" : "get"
        // A struct's hooks outside the value are static: read as `Self._getX`.
        let ref = hooksOutsideValue(d) ? "Self." : ""
        // `if let _getX` for a hook of the instance, `if let _getX = Self._getX` for one outside it.
        func bound(_ hook: String) -> String { ref.isEmpty ? hook : hook + " = " + ref + hook }
        if noncopyable != nil {
            // Borrowed and changed in place, never copied: a getter hook only (see above).
            hooked.append(inner + "_read { if let \(bound(getter)) { yield \(getter)(); return }; yield \(backing) }")
            if wantsPlain { plain.append(inner + "_read { yield \(backing) }") }
            if !isLet {
                hooked.append(inner + "_modify { if let \(bound(getter)) { var _stubbleValue = \(getter)(); yield &_stubbleValue; \(backing) = _stubbleValue } else { yield &\(backing) } }")
                if wantsPlain { plain.append(inner + "_modify { yield &\(backing) }") }
            }
        } else {
            hooked.append(inner + "\(get) { if let \(bound(getter)) { return \(getter)() }; return \(backing) }")
            if wantsPlain { plain.append(inner + "\(get) { \(backing) }") }
            if !isLet {
                hooked.append(inner + "set { if let \(bound(setter)) { \(setter)(newValue) } else { \(backing) = newValue } }")
                // In-place mutation (`x.items.append(1)`) stays in place, without a copy, when no hook is set.
                hooked.append(inner + "_modify { if \(ref)\(getter) == nil && \(ref)\(setter) == nil { yield &\(backing) } else { var _stubbleValue = \(spelled); yield &_stubbleValue; \(spelled) = _stubbleValue } }")
                if wantsPlain { plain.append(inner + "set { \(backing) = newValue }") }
                if wantsPlain { plain.append(inner + "_modify { yield &\(backing) }") }
            }
        }
        hooked.append(indent + "}")
        if wantsPlain { plain.append(indent + "}") }
        if let condition = options.condition, let copy = storageCopy(d, renaming: [renameOffset(b)]) {
            return .success(conditionalStorage(hooked: wrap(hooked, condition: nil, indent: indent), copy: copy,
                                               condition: condition, at: insertAt, indent: indent) + movedHooks)
        }
        let peer = Insertion(sPos: insertAt, text: wrap(hooked, condition: options.condition, indent: indent,
                                                       elseLines: options.condition == nil ? nil : plain))
        return .success([peer, Insertion(sPos: renameOffset(b), text: "_")] + movedHooks)
    }

    /// A stored property's declaration as the stubs' backing storage inside `#if CONDITION`: the lines from
    /// its first line to its last, each binding name in `renaming` given its `_`, each line generated; and
    /// the offset after its last line, where the `#endif` goes. The `#else` branch is then the user's own
    /// declaration, untouched, so a build with the condition off compiles exactly what the user wrote.
    /// Nil where a copy cannot be generated lines (comments or multi-line string literals in it, which a
    /// line marker would land inside, or something else on its first or last line): such a property is
    /// renamed in place, its `#else` branch a plain computed property over the renamed storage.
    func storageCopy(_ d: Decl, renaming names: [Int]) -> (text: String, end: Int)? {
        guard startsLine(d.start), restOfLineIsEmpty(after: d.end), lineEnd(d.end) < bytes.count else { return nil }
        let from = lineStart(d.start), to = lineEnd(d.end)
        let region = Array(bytes[from..<to])
        for bad in ["//", "/*", "\"\"\"", "#\"", "\r"] where Stubbing.contains(region, Array(bad.utf8)) { return nil }
        var copy: [UInt8] = []
        copy.reserveCapacity(region.count + names.count)
        var cursor = from
        for at in names.sorted() where at >= from && at < to {
            copy += bytes[cursor..<at]
            copy.append(0x5F)
            cursor = at
        }
        copy += bytes[cursor..<to]
        var text = ""
        for line in String(decoding: copy, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            text += line + " " + Markers.line + "\n"
        }
        return (text, to + 1)
    }

    /// Whether a stored property's stubs rename a copy of it inside the condition (`storageCopy`): its pieces
    /// end with a lone `#endif` line after the declaration.
    static func isStorageCopy(_ t: Target) -> Bool {
        // (A third piece: the hooks of a class that keeps its stored properties where they are, `storedHooksPlace`.)
        t.decl.kind == .variable && t.insertions.count >= 2 && t.insertions[1].text.hasSuffix("#endif " + Markers.line + "\n")
            && !t.insertions[1].text.contains("#if ")
    }

    /// `#if CONDITION`, the hooks and computed property, the renamed copy, `#else` before the declaration;
    /// `#endif` after it.
    func conditionalStorage(hooked: String, copy: (text: String, end: Int), condition: String, at: Int, indent: String) -> [Insertion] {
        let open = indent + "#if " + condition + " " + Markers.line + "\n" + hooked + copy.text + indent + "#else " + Markers.line + "\n"
        return [Insertion(sPos: at, text: open), Insertion(sPos: copy.end, text: indent + "#endif " + Markers.line + "\n")]
    }

    /// The type of an initializer when it is obvious: `1` → Int, `"a"` → String, `Foo()` → Foo, `[Foo]()` → [Foo];
    /// nil when it is not.
    static func guessType(_ initializer: String?) -> String? {
        guard let e = initializer?.trimmingSpaces, !e.isEmpty else { return nil }
        if let literal = literalType(e) { return literal }
        if e.hasSuffix("()"), let open = e.firstIndex(of: "(") {
            let head = String(e[e.startIndex..<open])
            if head.first == "[" && head.last == "]" { return head }
            if let f = head.first, f.isUppercase, head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "<" || $0 == ">" || $0 == "," || $0 == " " }) { return head }
        }
        return nil
    }

    /// The clauses of the `#if` that `text` starts with (each clause's lines between its `#if`, `#elseif` or
    /// `#else` line and the next one of the same `#if`); none when something follows its `#endif` (then the
    /// text is not one `#if`). In a body that is one `#if`, a clause with no `return` gives its result
    /// implicitly.
    static func ifClauses(_ text: String) -> [String] {
        var clauses: [String] = [], current = "", depth = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let t = line.trimmingSpaces
            if depth == 0 {
                if t.isEmpty { continue }
                if !clauses.isEmpty || !t.hasPrefix("#if") { return [] }
            }
            if t.hasPrefix("#if") {
                depth += 1
                if depth == 1 { continue }
            } else if depth == 1 && (t.hasPrefix("#elseif") || t.hasPrefix("#else")) {
                clauses.append(current); current = ""; continue
            } else if t.hasPrefix("#endif") {
                depth -= 1
                if depth == 0 { clauses.append(current); current = ""; continue }
            }
            current += line + "\n"
        }
        if !current.isEmpty { clauses.append(current) }
        return clauses
    }

    /// Why a member whose result is of non-escapable `type` (`UTF8Span`, `Span<T>`, a `~Escapable` type of the
    /// module) is not stubbed: without `@_lifetime` too, its result depends on something (Swift infers that a
    /// getter's borrows `self`), and a hook's result depends only on the closure, so it would escape
    /// ("lifetime-dependent value escapes its scope"; swift-collections' `BigString._Chunk.prefix`, a
    /// `UTF8Span` from `utf8Span(from:to:)`).
    func nonescapableResult(_ d: Decl, _ type: String) -> String? {
        guard let ne = nonescapableName(in: type, around: d) else { return nil }
        let kind = d.kind == .function ? "result" : "value"
        return "'\(d.displayName)' is not stubbed: its \(kind) '\(type.oneLine)' is non-escapable ('\(ne)' is ~Escapable), so its lifetime depends on its base or arguments (Swift infers that a getter's depends on 'self'), which a hook's result cannot"
    }

    /// The standard library's non-escapable types: a value of one cannot be stored, so it cannot pass as `Any`.
    static let standardNonescapable: Set<String> = ["Span", "MutableSpan", "RawSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan", "UTF8Span"]

    /// A name in `type` that is non-escapable (`~Escapable`): a generic parameter of an enclosing declaration
    /// constrained so, a type of the module that suppresses `Escapable`, or a span of the standard library.
    /// A function type is escapable whatever it takes (`(Span<Int>) -> Void`).
    func nonescapableName(in type: String, around d: Decl) -> String? {
        let t = type.trimmingSpaces
        if Self.isFunctionType(t) || (t.hasPrefix("@") && t.contains("->")) { return nil }
        var scope: Decl? = d
        while let x = scope {
            for p in Self.genericParameters(x.genericParams) where p.constraints.contains("~Escapable") && Self.containsWord(t, p.name) {
                return p.name
            }
            scope = x.parent
        }
        // A generic parameter in scope hides a type of the module of its name (`Element` of `Rigid<Element>`
        // is not a nested `Dictionary.Element: ~Escapable`).
        let hidden = Self.genericNames(of: d, within: home(of: d) ?? d.parent)
        for name in module.nonescapable where !hidden.contains(name) && Self.containsWord(t, name) { return name }
        for name in Self.standardNonescapable where module.typeKindsByLastName[name] == nil && !hidden.contains(name) && Self.containsWord(t, name) { return name }
        return nil
    }

    /// The standard library's typed pointers: copyable whatever they point to.
    static let typedPointerNames: Set<String> = ["UnsafePointer", "UnsafeMutablePointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer"]

    /// Noncopyable types of the standard library's Synchronization module.
    static let standardNoncopyable: Set<String> = ["Mutex", "Atomic", "_Cell"]

    /// A name in `type` that is noncopyable: a generic parameter of an enclosing declaration constrained
    /// `~Copyable`, a type of the module that suppresses `Copyable`, or `Mutex`/`Atomic`.
    func noncopyableName(in type: String, around d: Decl) -> String? {
        // A pointer is copyable whatever it points to (`UnsafePointer<Atomic<UInt32>>`,
        // `UnsafeMutableBufferPointer<Element>` of a `~Copyable` Element).
        var whole = type.trimmingSpaces
        while whole.hasSuffix("?") || whole.hasSuffix("!") { whole = String(whole.dropLast()).trimmingSpaces }
        if let open = whole.firstIndex(of: "<"), whole.hasSuffix(">") {
            let head = String(whole[..<open]).replacing("Swift.", with: "")
            let pointers = Self.typedPointerNames
            // (The head's `<` must be the one the final `>` closes: `UnsafePointer<A>.B<C>` is not a pointer.)
            var depth = 0, closesAtEnd = true
            for (i, c) in whole[open...].enumerated() {
                if c == "<" { depth += 1 } else if c == ">" { depth -= 1; if depth == 0 && i != whole[open...].count - 1 { closesAtEnd = false } }
            }
            if pointers.contains(head), closesAtEnd, module.typeKindsByLastName[head] == nil { return nil }
        }
        var scope: Decl? = d
        while let x = scope {
            for p in Self.genericParameters(x.genericParams) where p.constraints.contains("~Copyable") && Self.containsWord(type, p.name) {
                return p.name
            }
            // `extension Box where Element: ~Copyable` (or a member's own where clause).
            if let w = x.whereClause {
                for clause in w.split(separator: ",") {
                    let parts = clause.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2 else { continue }
                    let name = parts[0].replacing("where", with: "").trimmingSpaces
                    if parts[1].contains("~Copyable"), Self.isIdentifier(name), Self.containsWord(type, name) { return name }
                }
            }
            // A type alias of a noncopyable type, declared in this scope (`typealias _Handle = _DequeHandle<Element>`).
            if x.kind.isType, !module.noncopyableAliases.isEmpty {
                let q = StubContext.qualifiedName(x).filter { !$0.isWhitespace }
                for (name, owners) in module.noncopyableAliases where owners.contains(q) && Self.containsWord(type, name) { return name }
            }
            scope = x.parent
        }
        for (name, owners) in module.noncopyableAliases where owners.contains("") && Self.containsWord(type, name) { return name }
        // A generic parameter in scope (copyable: a `~Copyable` one was found above) hides a type of the module
        // of its name (`Element` of `Deque<Element>` is not a nested `Dictionary.Element: ~Copyable`).
        let hidden = Self.genericNames(of: d, within: home(of: d) ?? d.parent)
        for name in module.noncopyable where !hidden.contains(name) && Self.containsWord(type, name) { return name }
        // (A type of the module named so is its own, copyable unless it says otherwise.)
        for name in Self.standardNoncopyable where module.typeKindsByLastName[name] == nil && !hidden.contains(name) && Self.containsWord(type, name) { return name }
        return nil
    }

    /// The type of an initializer when it is certain, for stubs that write it only in generated code: a lone
    /// literal (`literalType`); `[T]()` and `[K: V]()`; `Foo(…)` or `Outer.Foo(…)` where the module declares
    /// types of that name and none of them is an enum, a protocol or generic, none has a failable
    /// initializer, and no function of the module has that name; and `Foo()` for a few Foundation and
    /// Dispatch classes. Anything else (a call of a C function, `Box(1)` of a generic `Box`, `URL(string:)`)
    /// is nil: the member keeps its hint.
    func certainType(of initializer: String?, selfType home: Decl? = nil) -> String? {
        guard var e = initializer?.trimmingSpaces, !e.isEmpty else { return nil }
        if let literal = Self.literalType(e) { return literal }
        // `try! Foo(…)` is a `Foo` (`try?` would be an optional).
        if e.hasPrefix("try!") { e = String(e.dropFirst(4)).trimmingSpaces }
        // `[Element]()`, `[Key: Value]()` (a value may be a tuple: its parentheses are not the call's).
        if e.first == "[", e.hasSuffix("]()") {
            let inner = e.dropFirst().dropLast(3)
            var depth = 0
            for ch in inner {
                if ch == "[" || ch == "(" { depth += 1 } else if ch == "]" || ch == ")" { depth -= 1 }
                if depth < 0 { return nil }
            }
            guard depth == 0, !inner.isEmpty, inner.allSatisfy({ $0.isLetter || $0.isNumber || "_.:<>, ?[]()".contains($0) }),
                  !inner.contains("->") else { return nil }
            return String(e.dropLast(2))
        }
        if !e.contains("("), let t = selfTypedMemberType(e[...], call: false, home: home) { return t }
        guard e.last == ")", let open = e.firstIndex(of: "(") else { return nil }
        // One call: the parenthesis that opens at `open` closes at the end.
        guard !e.contains("#\"") else { return nil }
        var depth = 0, inString = false, escaped = false
        let lastIndex = e.index(before: e.endIndex)
        for i in e[open...].indices {
            let ch = e[i]
            if inString {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false }
                continue
            }
            if ch == "\"" { inString = true } else if ch == "(" { depth += 1 } else if ch == ")" {
                depth -= 1
                if depth == 0 && i != lastIndex { return nil }
            }
        }
        guard depth == 0, !inString else { return nil }
        let head = String(e[e.startIndex..<open])
        let arguments = e[e.index(after: open)..<e.index(before: e.endIndex)]
        if head.first == "[", head.last == "]", arguments.isEmpty {
            let inner = head.dropFirst().dropLast()
            guard !inner.isEmpty, inner.allSatisfy({ $0.isLetter || $0.isNumber || "_.:<>, ?[]".contains($0) }) else { return nil }
            return head
        }
        if let t = selfTypedMemberType(head[...], call: true, home: home) { return t }
        // `Stack<Element>(…)`: a generic type given its arguments is that type, under the same rules.
        var base = head[...]
        var explicitArguments = false
        if head.last == ">", let lt = head.firstIndex(of: "<") {
            let inner = head[head.index(after: lt)..<head.index(before: head.endIndex)]
            guard !inner.isEmpty, inner.allSatisfy({ $0.isLetter || $0.isNumber || "_.:<>, ?[]".contains($0) }) else { return nil }
            base = head[..<lt]
            explicitArguments = true
        }
        // `Self(…)` in a struct is the struct, unless one of its initializers is failable (`init?`): the
        // name is the struct's own (`static let sigint = Self(.sigint)` → `UnixSignal`). Not in an enum (its
        // `init?(rawValue:)`) nor in a class (`Self` is dynamic there).
        if base == "Self" {
            guard let h = home, h.kind == .struct, !explicitArguments,
                  module.typeKindsByLastName[h.name]?.allSatisfy({ $0 == .struct }) ?? true,
                  !module.failableInits.contains(h.name), !module.declaresAlias(named: h.name) else { return nil }
            return h.name
        }
        // An imported C struct (`pthread_t()`, `yaml_parser_t()`): its `init()` zeroes it and cannot fail.
        if arguments.isEmpty, !explicitArguments, !base.contains("."), base.hasSuffix("_t"), base.first?.isLowercase == true,
           base.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "_" }), module.typeKindsByLastName[String(base)] == nil,
           !module.failableInits.contains(String(base)) {
            return String(base)
        }
        // A standard collection given its element types and no argument (`Set<String>()`) is that collection.
        if arguments.isEmpty, explicitArguments, ["Set", "Array", "Dictionary", "ContiguousArray"].contains(base),
           module.typeKindsByLastName[String(base)] == nil, !module.declaresAlias(named: String(base)) {
            return head
        }
        let components = base.split(separator: ".", omittingEmptySubsequences: false)
        guard !components.isEmpty, components.allSatisfy({ c in
            guard let f = c.first, f.isLetter || f == "_" else { return false }
            return c.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }), let last = components.last.map(String.init), last.first?.isUppercase == true, !components.contains("Self") else { return nil }
        let declared = module.typeKindsByLastName[last] ?? []
        if declared.isEmpty {
            guard components.count == 1, !explicitArguments else { return nil }
            return (arguments.isEmpty && Self.knownPlainClasses.contains(last)) || Self.knownClassesWithoutFailableInits.contains(last) ? head : nil
        }
        guard declared.allSatisfy({ $0 == .struct || $0 == .class || $0 == .actor }),
              explicitArguments || !module.genericTypes.contains(last), !module.failableInits.contains(last),
              !module.uppercaseFunctions.contains(last), !module.declaresAlias(named: last) else { return nil }
        return head
    }

    /// `Type.member` (`SQLDropBehavior.restrict`, `Tag.Name.str`) when `call` is false, `Type.member(…)`
    /// (`State.start(nil)`, `Color.make(red: 1)`) when it is true: a `Type`, written as the initializer writes
    /// it, when every member of `Type` named `member` in the module is an enum case, or a static property or
    /// function whose type is `Type` or `Self` (`ModuleView.selfTypedMembers`), and every type of that name
    /// declares it in its body (or there is one such type). Not for a generic type (its arguments are
    /// inferred), a type alias's name, or a member that is also something else. `Self.member` in a struct or
    /// an enum is the type itself.
    func selfTypedMemberType(_ path: Substring, call: Bool, home: Decl?) -> String? {
        let components = path.split(separator: ".", omittingEmptySubsequences: false)
        guard components.count >= 2, components.allSatisfy({ c in
            guard let f = c.first, f.isLetter || f == "_" else { return false }
            return c.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }) else { return nil }
        let member = String(components[components.count - 1])
        var typeName = String(components[components.count - 2])
        var written = components.dropLast().joined(separator: ".")
        if typeName == "Self" {
            guard components.count == 2, let h = home, h.kind == .struct || h.kind == .enum else { return nil }
            typeName = h.name
            written = h.name
        }
        guard typeName.first?.isUppercase == true, !components.dropLast(2).contains("Self"),
              let kinds = module.typeKindsByLastName[typeName], !kinds.isEmpty,
              kinds.allSatisfy({ $0 == .struct || $0 == .enum || $0 == .class || $0 == .actor }),
              !module.genericTypes.contains(typeName), !module.declaresAlias(named: typeName),
              module.selfTypedMembers[typeName]?[member] == (call ? .call : .value),
              kinds.count == 1 || module.selfTypedInBodies[typeName]?[member] == kinds.count else { return nil }
        return written
    }

    /// Whether a parameter of `d` is `isolated` (`isolation: isolated (any Actor)? = #isolation`).
    static func hasIsolatedParameter(_ d: Decl) -> Bool {
        d.params.contains { containsWord($0.typeText, "isolated") }
    }

    /// Types of Foundation and Dispatch whose `init()` gives an instance of the type itself.
    static let knownPlainClasses: Set<String> = ["NSLock", "NSRecursiveLock", "NSCondition", "NSConditionLock", "DispatchGroup",
                                                 "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder",
                                                 "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "NSMutableDictionary", "NSMutableArray",
                                                 "OperationQueue", "Date", "UUID", "Data"]
    /// Classes of Foundation and Dispatch none of whose initializers is failable: any call of one gives the class
    /// (`DispatchQueue(label: "q")`, `try! NSRegularExpression(pattern: "^a")`).
    static let knownClassesWithoutFailableInits: Set<String> = ["DispatchQueue", "DispatchSemaphore", "NSRegularExpression",
                                                                "NSConditionLock", "JSONEncoder", "JSONDecoder"]

    /// The type Swift gives a lone literal when nothing else says: `true`/`false` → Bool, `"a"` → String,
    /// `0`, `-3`, `1_000` → Int, `1.5`, `-0.25` → Double; nil for anything more (`"a" == b` is a Bool,
    /// `"ab".count` an Int, `0x1F`, `1e3` and raw strings are left to the user). A type read this way is
    /// certain (unless the module redefines `IntegerLiteralType` and friends), so `stubble fix` writes it.
    static func literalType(_ initializer: String?) -> String? {
        guard let e = initializer?.trimmingSpaces, !e.isEmpty else { return nil }
        if e == "true" || e == "false" { return "Bool" }
        if isLoneStringLiteral(Array(e.utf8)) { return "String" }
        let digits = e.first == "-" ? e.dropFirst() : e[...]
        func isNumber<S: StringProtocol>(_ s: S) -> Bool {
            guard let f = s.first, f.isASCII, f.isNumber else { return false }
            return s.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "_" }
        }
        if isNumber(digits) { return "Int" }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 2, isNumber(parts[0]), isNumber(parts[1]) { return "Double" }
        return nil
    }

    /// `"…"` or `"""…"""` and nothing after it: one string literal (interpolations allowed when they hold
    /// no quote), not `"a" + b` or `"a".count`.
    static func isLoneStringLiteral(_ b: [UInt8]) -> Bool {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        let triple = b.count >= 6 && b.prefix(3).allSatisfy { $0 == quote } && b.suffix(3).allSatisfy { $0 == quote }
        let delimiter = triple ? 3 : 1
        guard b.count >= 2 * delimiter, b.first == quote, b.last == quote else { return false }
        var i = delimiter
        let end = b.count - delimiter
        while i < end {
            if b[i] == backslash { i += 2; continue }
            if b[i] == quote { return false }
            i += 1
        }
        return i == end
    }
}

extension StringProtocol {
    /// On one line: every run of whitespace that holds a line break becomes one space; trimmed. Comments
    /// count as line breaks: a `// ...` inside a type written over several lines would otherwise swallow the
    /// rest of the generated line (found by fuzzing). (Type text holds no string literals.)
    var oneLine: String {
        // Plain ASCII without a line break or a `/` (most type text): the loop below would only trim it.
        if utf8.allSatisfy({ $0 < 0x80 && $0 != 0x2F && !(0x0A...0x0D).contains($0) }) { return trimmingSpaces }
        var out = ""
        var pendingSpace = ""
        var sawNewline = false
        var chars = Array(self)[...]
        while let ch = chars.popFirst() {
            if ch == "/", let next = chars.first, next == "/" || next == "*" {
                if next == "/" {
                    while let c = chars.first, !c.isNewline { chars.removeFirst() }
                } else {
                    chars.removeFirst()
                    while let c = chars.popFirst() { if c == "*", chars.first == "/" { chars.removeFirst(); break } }
                }
                pendingSpace.append("\n")
                sawNewline = true
                continue
            }
            if ch == " " || ch == "\t" || ch.isNewline {  // (isNewline: "\r\n" is one Character)
                pendingSpace.append(ch)
                if ch.isNewline { sawNewline = true }
                continue
            }
            if !pendingSpace.isEmpty {
                // A line break or comment stands for one space, but none just inside brackets or before a
                // comma (`[Int /* n */]` is `[Int]`, not `[Int ]`); spaces as written are kept.
                if !sawNewline {
                    out += pendingSpace
                } else if !(out.last.map { "([<".contains($0) } ?? true), !")]>,".contains(ch) {
                    out += " "
                }
                pendingSpace = ""; sawNewline = false
            }
            out.append(ch)
        }
        return out.trimmingSpaces
    }
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
    var capitalizedFirst: String {
        // An ASCII byte followed by another (or by nothing) is a whole first character: upper-cased as a byte.
        let u = utf8
        if let b = u.first, b < 0x80, u.dropFirst().first.map({ $0 < 0x80 }) ?? true {
            guard b >= 0x61 && b <= 0x7A else { return String(self) }
            var bytes = Array(u)
            bytes[0] -= 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let f = first else { return "" }
        return f.uppercased() + dropFirst()
    }
}
