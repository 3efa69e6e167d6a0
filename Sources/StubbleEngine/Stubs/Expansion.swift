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
    let decl: OutlineDecl
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

    init(_ targets: [Target], home: (OutlineDecl) -> OutlineDecl?) {
        for (i, t) in targets.enumerated() { add(t, at: i, home: home(t.decl)) }
    }

    /// `home`: the home of `t.decl` (passed as a value: a closure calling `Expander.home(of:)`, formed for each
    /// target appended, copied the whole `Expander` each time).
    mutating func add(_ t: Target, at i: Int, home: OutlineDecl?) {
        if let h = home { byHome[ObjectIdentifier(h), default: []].append(i) }
        if byDecl[ObjectIdentifier(t.decl)] == nil { byDecl[ObjectIdentifier(t.decl)] = i }
    }

    /// The positions of the targets whose home is `h`.
    func of(home h: OutlineDecl) -> [Int] { byHome[ObjectIdentifier(h)] ?? [] }
    /// The first target of `d`.
    func first(of d: OutlineDecl) -> Int? { byDecl[ObjectIdentifier(d)] }
}

let voidSpellings: Set<String> = ["Void", "Swift.Void", "()", "(Void)", "(Swift.Void)", "( )"]

struct Expander {
    let outline: SourceOutline
    var bytes: [UInt8] { outline.bytes }
    /// Types declared in this file (not extensions), by qualified name (`Outer.Inner`).
    let typesByName: [String: OutlineDecl]
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
    let declarationsInClauses: [String: [OutlineDecl]]
    /// Functions whose call is of type `Never`: the standard library's and this file's `-> Never`.
    let neverFunctions: Set<String>

    /// `fileFacts`: this file's facts, by top-level unit after its file-wide ones (`ModuleView.init(_:oneFile:)`),
    /// when the caller has them (some taken from the version before: `Stubbing.Reuse.unitFacts`).
    init(outline: SourceOutline, context: FileStubContext = .alone, fileFacts: [ModuleFacts]? = nil) {
        self.outline = outline
        self.context = context
        self.resultBuilders = Set(outline.allDeclarations.filter { $0.kind.isType && $0.hasAttribute("resultBuilder") }.map(\.name))
        self.neverFunctions = Set(["fatalError", "preconditionFailure", "abort", "exit"]).union(
            outline.allDeclarations.filter { $0.kind == .function && ["Never", "Swift.Never"].contains(($0.returnType ?? "").oneLine) }.map(\.name))
        // A module view made of this one file's facts (`add --all` on a file alone in its folder) is already
        // this file's view: the facts are not read twice. (Facts are a function of the name and the text.)
        let fileView: ModuleView
        if let view = context.module, let sole = view.soleSource, sole.fileName == context.fileName, sole.bytes == outline.bytes {
            fileView = view
        } else if let fileFacts {
            fileView = ModuleView(fileFacts, oneFile: true)
        } else {
            fileView = ModuleView([ModuleFacts(fileName: context.fileName, outline: outline)])
        }
        self.fileView = fileView
        self.module = context.module ?? fileView
        var types: [String: OutlineDecl] = [:]
        var repeated = Set<String>()
        var clauses: [String: [OutlineDecl]] = [:]
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
                let name = e.name.withoutWhitespace
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
        var groups: [ObjectIdentifier: [OutlineDecl]] = [:]
        var order: [ObjectIdentifier] = []
        var globals: [OutlineDecl] = []
        var homes: [ObjectIdentifier: OutlineDecl] = [:]
        for d in outline.allDeclarations where d.kind == .function || d.kind == .variable || d.kind == .subscript || d.kind == .initializer {
            guard d.parent != nil else { globals.append(d); continue }
            guard let h = Self.home(of: d, types: types, clauses: declarationsInClauses) else { continue }
            let id = ObjectIdentifier(h)
            if groups[id] == nil { order.append(id); homes[id] = h }
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
                      let files = module.extensionFunctions[ModuleView.lastComponent(p.name.withoutWhitespace)]?[key],
                      files.contains(where: { $0 != fileName }) else { continue }
                fileSuffixes[ObjectIdentifier(d)] = Self.fileSuffix(fileName)
            }
        }
        // The names each home's members take (with, for a type of another file, the names it has there).
        var byHome: [ObjectIdentifier: Set<String>] = [:]
        for (id, members) in groups { byHome[id] = Self.names(of: members).union(foreignStandIns[id]?.takenNames ?? []) }
        var all: [ObjectIdentifier: String] = [:]
        for id in order {
            let info = foreignStandIns[id]
            // A class's hooks cannot redeclare those its superclasses in the module have or get when stubbed.
            let inherited = homes[id].flatMap { h in h.kind == .class ? Set(module.inheritedHookNames(ofClass: ModuleView.lastComponent(StubContext.qualifiedName(h))).keys) : nil } ?? []
            all.merge(Self.hookNames(groups[id]!, reserved: info?.takenNames ?? [], taken: byHome[id], overloaded: info?.functionNames ?? [], inherited: inherited, fileSuffixes: fileSuffixes,
                                     bodyNames: { d, name in d.body.map { Self.containsWord(in: outline, $0, name) } ?? false })) { a, _ in a }
        }
        all.merge(Self.hookNames(globals)) { a, _ in a }
        names = all
        var extensions: [ObjectIdentifier: [OutlineDecl]] = [:]
        for e in outline.allDeclarations where e.kind == .extension {
            if let h = Self.home(of: OutlineDecl.probe(in: e), types: types, clauses: declarationsInClauses) { extensions[ObjectIdentifier(h), default: []].append(e) }
        }
        extensionsByHome = extensions
        // Structs of this file with an initializer (in it, or in an extension here) that assigns `self = …`.
        var assigning = Set<ObjectIdentifier>()
        for i in outline.allDeclarations where i.kind == .initializer {
            guard let p = i.parent, let h = p.kind == .extension ? Self.home(of: OutlineDecl.probe(in: p), types: types, clauses: declarationsInClauses) : p,
                  h.kind == .struct, !assigning.contains(ObjectIdentifier(h)), let body = i.body, outline.assignsSelf(in: body) else { continue }
            assigning.insert(ObjectIdentifier(h))
        }
        selfAssigningHere = assigning
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
    /// (Asked of every declaration of the file: it looks through the attributes without gathering them.)
    static func hasLifetimeDependence(_ m: OutlineDecl) -> Bool {
        func lifetime(_ name: String) -> Bool { name == "_lifetime" || name == "lifetime" }
        return m.attributes.contains { lifetime($0.name) } || m.accessors.contains { $0.attributeNames.contains(where: lifetime) }
            || m.bindings.contains { $0.accessors.contains { $0.attributeNames.contains(where: lifetime) } }
    }
    /// Whether any declaration of the file does (read once: each stored property would ask of every member).
    private(set) var fileHasLifetimeDependence = false
    private(set) var fileMayReturnNonescapable = false

    /// The non-escapable type a member returns (a function's or subscript's result, a computed property's
    /// value), with or without `@_lifetime`.
    func nonescapableResultType(_ m: OutlineDecl) -> String? {
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
        /// What one initializer reads before `self` is whole (`readsInInitializer`), by name as its bytes: bare
        /// names (`x`, a read unless a parameter of that name shadows the property), names after `self.`, and
        /// the string literals with interpolations; and its parameters' inner names.
        struct Reads {
            var bare = Set<[UInt8]>()
            var afterSelf = Set<[UInt8]>()
            var interpolated: [String] = []
            var parameters: [String] = []
        }
        var initializers: [Reads]
    }
    /// A fact read once per type, when first asked (each of its stored properties asks). Each type is held, so
    /// that no other declaration can take its identity while the cache lives.
    final class TypeFactsCache<Value>: @unchecked Sendable {
        private let lock = NSLockLike()
        // (Read and written under `lock` only: the runtime's exclusivity check would add nothing to it.)
        @exclusivity(unchecked) private var byType: [ObjectIdentifier: (type: OutlineDecl, value: Value)] = [:]
        /// What is known of `h` (nil: not asked yet). Read with `known`, else made and `store`d, with no closure:
        /// a closure that calls a method of `Expander` (`facts(of:_:)` took one) copied the whole `Expander`
        /// each time it was formed, hit or not, which for a stored property (four are asked) was 3% of `add --all`.
        func known(_ h: OutlineDecl) -> Value? {
            lock.withLock { byType[ObjectIdentifier(h)] }?.value
        }
        /// Records `made` as what is known of `h`, and returns it.
        func store(_ made: Value, for h: OutlineDecl) -> Value {
            lock.withLock { byType[ObjectIdentifier(h)] = (h, made) }
            return made
        }
    }
    /// Of each type asked about, read once (each of its stored properties asks), when first asked: reading
    /// initializers' bodies lexes the file, which an analysis that stubs no property never needs.
    private(set) var initializerReads = TypeFactsCache<InitializerReads>()
    /// Of each struct asked about: the reason each stored property that must stay stored for exclusivity
    /// does (`overlapReasons(of:)`), read once.
    private(set) var overlapReasons = TypeFactsCache<[String: String]>()

    /// Of each noncopyable struct asked about: the first place that consumes one of its noncopyable stored
    /// properties on its own (`partialConsumption(of:)`), with what it does, read once.
    private(set) var partialConsumptions = TypeFactsCache<(site: PartialConsumption, how: String)?>()

    /// Of each struct asked about: why its instance hooks live outside its values, but for what
    /// `keptOutsideValue` says (`fixedOutsideValueReason(_:)`), read once.
    private(set) var outsideValueReasons = TypeFactsCache<String?>()

    /// The noncopyable stored properties of struct `h` (their names).
    func noncopyableStoredProperties(of h: OutlineDecl) -> [String] {
        h.members.filter { m in m.kind == .variable && !m.isStatic }.flatMap { m in
            m.bindings.filter { b in
                b.isStored && b.typeText.map { noncopyableName(in: $0.oneLine, around: m) != nil } == true
            }.compactMap(\.name)
        }
    }

    /// The first place in the module (this file's first, then by file name) whose code consumes a noncopyable
    /// stored property of struct `h` on its own (`PartialConsumption`), with what it does: takes it whole as a
    /// value, calls a method the module declares `consuming`, or calls a method the module does not declare
    /// (another module's, which may be consuming: not known here, so counted). Names are matched, not types:
    /// `v.element` counts for every struct with a noncopyable `element`, and what it goes through
    /// (`v.state.element`) must be stored properties of some noncopyable struct of the module.
    func partialConsumption(of h: OutlineDecl) -> (site: PartialConsumption, how: String)? {
        let held = Set(noncopyableStoredProperties(of: h))
        guard !held.isEmpty else { return nil }
        let sites = ((module.partialConsumptions[StubContext.qualifiedName(h)] ?? []) + (module.partialConsumptions[OverlapFact.anyValue] ?? []))
            .filter { held.contains($0.property) && $0.through.allSatisfy(module.noncopyableStructProperties.contains) }
            // A value of another type the module declares (`other: borrowing RigidArray`), not of `h`.
            .filter { $0.baseType.isEmpty || $0.baseType == ModuleView.lastComponent(h.name) || module.typeKindsByLastName[$0.baseType] == nil }
            .sorted { ($0.file != context.fileName ? 1 : 0, $0.file) < ($1.file != context.fileName ? 1 : 0, $1.file) }
        for site in sites {
            if site.call.isEmpty, !site.argumentOf.isEmpty {
                // Passed to a function of the module whose parameters all borrow: not consumed.
                if module.functionNames.contains(site.argumentOf) && !module.consumingParameterFunctions.contains(site.argumentOf) { continue }
                return (site, "passes it to '\(site.argumentOf)', which may take it 'consuming'")
            }
            if site.call.isEmpty { return (site, "takes it whole as a value") }
            if module.consumingFunctions.contains(site.call) { return (site, "calls '\(site.call)', which the module declares 'consuming'") }
            if module.functionNames.contains(site.call) || Self.standardNonconsumingMethods.contains(site.call) { continue }
            return (site, "calls '\(site.call)', which the module does not declare: a method of another module, which may be 'consuming'")
        }
        return nil
    }

    /// Methods of the standard library's noncopyable types and of `Optional` that borrow or change their value
    /// in place (`Optional.take()` is `mutating`, `Mutex.withLock` and `Atomic`'s operations borrow).
    static let standardNonconsumingMethods: Set<String> = [
        "take", "withLock", "withLockIfAvailable", "load", "store", "exchange", "compareExchange", "weakCompareExchange",
        "wrappingAdd", "wrappingSubtract", "add", "subtract", "bitwiseAnd", "bitwiseOr", "bitwiseXor", "logicalAnd",
        "logicalOr", "logicalXor", "min", "max", "withUnsafePointer", "withUnsafeMutablePointer", "withUnsafeBufferPointer",
        "withUnsafeMutableBufferPointer", "withUnsafeBytes", "withUnsafeMutableBytes", "append", "insert", "removeLast",
        "removeFirst", "removeAll", "swapAt",
    ]

    /// The stored properties of struct `h` that the module's code changes while reaching another of them in
    /// the same call (`OverlapFact`: a closure passed to a mutating method, or another `inout` argument), with
    /// why each must stay stored: both the one changed and the one reached, since a computed property on
    /// either side is an access to the whole value.
    func overlapReasons(of h: OutlineDecl) -> [String: String] {
        let facts = (module.overlaps[StubContext.qualifiedName(h)] ?? []) + (module.overlaps[OverlapFact.anyValue] ?? [])
        guard !facts.isEmpty else { return [:] }
        var stored = Set<String>()
        for m in h.members where m.kind == .variable && !m.isStatic {
            for b in m.bindings where b.isStored {
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
    private(set) var sendableHomes = TypeFactsCache<SendableVerdict>()

    /// Of each home asked about: its variables (its body's, then its extensions' here, in order) by each name
    /// they declare (a binding's, or the declaration's), which `sameNamedProperty(before:in:)` looks through
    /// for every property instead of every member of the type.
    private(set) var variablesByName = TypeFactsCache<[String: [OutlineDecl]]>()

    func initializerReadFacts(of h: OutlineDecl) -> InitializerReads {
        let members = h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)
        // (Inserted one by one: two arrays per member made and joined were most of this per-type read.)
        var properties = Set<String>()
        for m in members where m.kind == .variable && !m.isStatic {
            for b in m.bindings { if let n = b.name { properties.insert(n) } }
            properties.insert(m.name)
        }
        var initializers: [InitializerReads.Reads] = []
        for i in members where i.kind == .initializer {
            guard let body = i.body else { continue }
            let ts = outline.tokens(in: body)
            let whole = initializedFrom(ts, of: h, properties: properties)
            var reads = InitializerReads.Reads(parameters: i.params.compactMap(\.internalName))
            for k in ts.indices {
                let t = ts[k]
                if let whole, t.start > whole { break }
                if t.kind == .stringLiteral {
                    // An interpolation is inside the literal's one token: a mention there counts as a read.
                    let literal = text(t.range)
                    if literal.contains("\\(") || literal.contains("\\#") { reads.interpolated.append(literal) }
                    continue
                }
                guard t.kind == .identifier, t.range.lowerBound >= 0, t.range.upperBound <= bytes.count else { continue }
                // Not a label `name:`, not assigned.
                let next = k + 1 < ts.endIndex ? ts[k + 1] : nil
                if next?.kind == .colon || (next.map { $0.kind == .operator && text($0.range) == "=" } ?? false) { continue }
                // As `SourceOutline.bytesSpell` reads it: without its backticks.
                var r = t.range
                if r.count >= 2, bytes[r.lowerBound] == 0x60, bytes[r.upperBound - 1] == 0x60 { r = (r.lowerBound + 1)..<(r.upperBound - 1) }
                let spelled = Array(bytes[r])
                // Bare, or `self.name`; not `other.name`.
                if k > ts.startIndex, ts[k - 1].kind == .period {
                    if k - 1 > ts.startIndex && ts[k - 2].kind == .keyword && ts[k - 2].keyword == .self { reads.afterSelf.insert(spelled) }
                } else {
                    reads.bare.insert(spelled)
                }
            }
            initializers.append(reads)
        }
        return InitializerReads(initializers: initializers)
    }

    /// The annotation of each declaration of the outline that has one, read once (findings, targets and
    /// actions ask for it several times each). The outline's declarations do not change after parsing.
    private(set) var annotations: [ObjectIdentifier: Annotation] = [:]
    /// The declarations of the outline (`annotations` holds the annotations of all of them).
    private(set) var annotationsRead = Set<ObjectIdentifier>()

    /// This expander with empty fact caches: what `Expander(outline:context:…)` makes of the same outline,
    /// context and file view, without reading them again (`Stubbing.Analysis.init(annotating:)`). The caches
    /// are made anew, so that nothing read for another analysis's annotations is taken for this one's.
    func withEmptyCaches() -> Expander {
        var e = self
        e.initializerReads = TypeFactsCache()
        e.overlapReasons = TypeFactsCache()
        e.partialConsumptions = TypeFactsCache()
        e.outsideValueReasons = TypeFactsCache()
        e.sendableHomes = TypeFactsCache()
        e.variablesByName = TypeFactsCache()
        e.reused = [:]
        e.reusedMirrors = [:]
        e.log = nil
        e.remoteBoxHomes = []
        e.keptOutsideValue = []
        return e
    }

    /// Reads `added` as the annotations of declarations that have none in the text: the annotations
    /// `add --all` would write above them, as an analysis of the text with them written would read them
    /// (`Stubbing.Analysis.init(annotating:)`). Before anything else asks for an annotation.
    mutating func annotateVirtually(_ added: [ObjectIdentifier: Annotation]) {
        annotations.merge(added) { old, _ in old }
    }

    /// Expansions of the version before, shifted to this one, by declaration (`Stubbing.Reuse`): `targets()`
    /// takes them instead of expanding again. And where it records each declaration's expansion for the next
    /// version (nil: not recorded).
    var reused: [ObjectIdentifier: Result<[Insertion], Skip>] = [:]
    /// Types' mirrors taken from the version before (`Reuse.mirrors`), by type.
    var reusedMirrors: [ObjectIdentifier: [Insertion]?] = [:]
    var log: AnalysisLog?

    /// Structs declared here whose body holds other files' hooks (remote pieces, or the context says other
    /// files' extensions ask for them): they get the box those hooks live in, as if a member here were stubbed.
    var remoteBoxHomes: [OutlineDecl] = []

    /// Member names of each home (its body and its extensions here), and of the file's top level.
    private(set) var namesByHome: [ObjectIdentifier: Set<String>] = [:]
    /// Extensions in this file of each type declared in it.
    private(set) var extensionsByHome: [ObjectIdentifier: [OutlineDecl]] = [:]
    private(set) var globalNames = Set<String>()
    /// Structs of this file whose stubs keep instance hooks outside the value (guards reading `Self._m`), as
    /// the module decided when they were written: a file analysed alone cannot see that other file, and keeps them.
    var keptOutsideValue = Set<ObjectIdentifier>()
    /// Structs declared in this file whose initializers here assign `self = …` (see `hooksOutsideValueReason`).
    private(set) var selfAssigningHere = Set<ObjectIdentifier>()

    static func names(of decls: [OutlineDecl]) -> Set<String> {
        var out = Set<String>()
        for m in decls {
            if m.kind == .variable { for b in m.bindings { if let n = b.name { out.insert(n) } } }
            else if !m.name.isEmpty { out.insert(m.name) }
        }
        return out
    }

    /// An extension of a class, struct or actor declared in this file, or of a class or actor declared in
    /// another file of the context whose body can hold its members' hooks.
    func extendsStubbableType(_ ext: OutlineDecl) -> Bool {
        guard let h = home(of: OutlineDecl.probe(in: ext)) else { return false }
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
    func extendsUnknownType(_ ext: OutlineDecl) -> Bool {
        guard ext.kind == .extension, home(of: OutlineDecl.probe(in: ext)) == nil else { return false }
        return context.foreignTypes[ext.name.withoutWhitespace] == nil
    }

    /// An extension whose members are looked at one by one (each stubbed, or skipped with its reason): of a
    /// class, struct or actor declared here or in another file, of a type declared in several files, or
    /// of an unknown type.
    func extensionHasStubbableMembers(_ ext: OutlineDecl) -> Bool {
        guard ext.kind == .extension else { return false }
        if let h = home(of: OutlineDecl.probe(in: ext)) { return h.kind == .class || h.kind == .struct || h.kind == .actor }
        return context.foreignTypes[ext.name.withoutWhitespace] != nil || extendsUnknownType(ext)
    }

    /// What is known of a home declared in another file (nil for a type declared here).
    func foreignInfo(_ h: OutlineDecl) -> ForeignType? { foreign[ObjectIdentifier(h)] }

    /// Why members of `ext` (an extension of a type declared in another file) cannot keep hooks in that
    /// type's body, or nil.
    /// `member`: the member asking (nil: the extension as a whole, refused when every member is).
    func remoteRefusal(of ext: OutlineDecl, in info: ForeignType, member: OutlineDecl? = nil) -> String? {
        // (A struct's instance hooks live in its box, which its own file declares when other files' extensions
        // put hooks in its body (see `remoteBoxHomes`). A struct that cannot hold the box has static hooks
        // (`hookIsStatic`), which live in the extension itself and are never refused here.)
        // A struct whose hooks live outside its values (static hooks: `@frozen`, `BitwiseCopyable`, ...) gets no
        // stored property for them: its synthesized coding does not change.
        let outside = info.kind == .struct && !info.hasGenericParameters && home(of: OutlineDecl.probe(in: ext)).map { hooksOutsideValueReason($0) != nil } == true
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
    func nameNeedingAnImport(_ d: OutlineDecl) -> String? {
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
    static func home(of d: OutlineDecl, types: [String: OutlineDecl], clauses: [String: [OutlineDecl]] = [:]) -> OutlineDecl? {
        guard let p = d.parent else { return nil }
        guard p.kind == .extension else { return p }
        func pick(_ key: String, _ t: OutlineDecl) -> OutlineDecl {
            guard let all = clauses[key] else { return t }
            let mine = conditionChain(d)
            return all.filter { x in let c = conditionChain(x); return mine.count >= c.count && Array(mine.prefix(c.count)) == c }
                .max { conditionChain($0).count < conditionChain($1).count } ?? t
        }
        let name = p.name.withoutWhitespace
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
    func home(of d: OutlineDecl) -> OutlineDecl? { Self.home(of: d, types: typesByName, clauses: declarationsInClauses) }

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

    /// The files of `files` other than `name`. Static, so that the filter's closure captures a string: a closure
    /// that reads `context` (or any member) of an `Expander` copies the whole Expander, retaining every table,
    /// which per stored property was a few percent of `add --all` (callgrind).
    static func otherFiles<C: Sequence<String>>(_ files: C?, than name: String) -> [String] {
        files.map { $0.filter { $0 != name } } ?? []
    }
}


/// Generated text appended as UTF-8 bytes into room made once, made one `String` at the end. Appending a
/// `String` to a `String` costs a few hundred instructions a piece (`_StringGuts.append`), an interpolation
/// more; a stored property's stubs are about a hundred pieces, and `add --all` on generated code writes
/// thousands of them.
struct GeneratedText {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    @inline(__always) mutating func add(_ s: String) {
        var s = s
        s.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func add(_ other: GeneratedText) { bytes.append(contentsOf: other.bytes) }

    mutating func add(bytes more: [UInt8]) { bytes.append(contentsOf: more) }

    mutating func add(bytes more: ArraySlice<UInt8>) { bytes.append(contentsOf: more) }

    /// `s` without its last byte (a type's `?` read off by `Storage.hook`).
    mutating func add(_ s: String, droppingLastByte: Bool) {
        guard droppingLastByte else { return add(s) }
        var s = s
        s.withUTF8 { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0.dropLast())) }
    }

    /// Ends a generated line: the line marker and the line break (see `Expander.wrap`).
    @inline(__always) mutating func endLine() { add(Self.lineEnd) }
    static let lineEnd = " " + Markers.line + "\n"

    var text: String { String(decoding: bytes, as: UTF8.self) }
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
    /// The text without its whitespace (`filter { !$0.isWhitespace }`): a name or type as a key. Plain ASCII (all a
    /// generated file's names) is read as bytes; Unicode's whitespace property is looked up only for other text.
    var withoutWhitespace: String {
        var ascii = true, spaces = false
        for b in utf8 {
            if b >= 0x80 { ascii = false; break }
            if b == 0x20 || (0x09...0x0D).contains(b) { spaces = true }
        }
        guard ascii else { return String(filter { !$0.isWhitespace }) }
        guard spaces else { return String(self) }
        return String(decoding: utf8.filter { !($0 == 0x20 || (0x09...0x0D).contains($0)) }, as: UTF8.self)
    }
    var trimmingSpaces: String {
        // Nothing to trim when neither end's byte is a space, tab or line break: a first (last) character that
        // is one of those four is that one byte. (Most text asked, a type written on one line, is so: read as
        // characters it cost a thousand instructions for each stored property's type.)
        var s = Substring(self)
        if let f = s.utf8.first, let l = s.utf8.last, !Self.isTrimmedByte(f), !Self.isTrimmedByte(l) { return String(s) }
        while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
    @inline(__always) static func isTrimmedByte(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
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
