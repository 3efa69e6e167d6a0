// The module view: what the files of one module say about its types, for the stubbing decisions that
// depend on more than one file.
//
// A stubbed type's synthesized `Codable` conformance must keep its hooks out of its coding (generated
// `CodingKeys`), and a struct whose initializer assigns `self = …` cannot hold its hooks in a `let` box.
// Both can be decided by another file of the module: a protocol there that refines `Codable`
// (`protocol Graph: Codable` + `class UnweightedGraph: Graph`), a type alias (`typealias Graphish = Codable &
// Equatable`), an extension with `init(from decoder:)` that assigns `self = v`, or keys written by hand.
// `ModuleFacts` is what one file says (read from its outline, once per context); `ModuleView` merges the
// facts of every file of a module. A file analysed alone has the view of its own file.
//
// What the view cannot know (a protocol or superclass from another module) is answered "maybe", and the
// engine then chooses the shape that is correct either way (generated `CodingKeys` are unused by a type that
// is not `Codable`).

import StubbleSyntax

/// What one file says about the types of its module.
struct ModuleFacts: Sendable {
    var fileName: String
    /// The text the facts were read from (the outline's, shared, not copied): an `Expander` whose own file
    /// is the only file of its module view takes that view as its file's view (`ModuleView.soleSource`).
    let source: [UInt8]
    /// Types declared here, by qualified name, with their kind and inheritance clause.
    var declarations: [(name: String, kind: DeclKind, inheritance: [String])] = []
    /// Extensions here, by the extended name as written, with their inheritance clause.
    var extensions: [(name: String, inheritance: [String])] = []
    /// Protocols declared here, by qualified name, with what they inherit.
    var protocols: [(name: String, inheritance: [String])] = []
    /// Type aliases declared here, by qualified name, with the aliased type.
    var aliases: [(name: String, type: String)] = []
    /// Types with an initializer here (in their body or an extension) that assigns `self = …`.
    var selfAssigning: Set<String> = []
    /// Types with a member named `CodingKeys` here.
    var codingKeys: Set<String> = []
    /// Types that code themselves by hand here (`init(from:)` or `encode(to:)`).
    var codesByHand: Set<String> = []
    /// Types that reflect themselves here: a member named `customMirror`, or `CustomReflectable` in the
    /// clause of the type or of an extension (their stubs add no mirror: `Expander.reflectionMirrors`).
    var customMirrors: Set<String> = []
    /// Types declared `@propertyWrapper` here (last name component).
    var propertyWrappers: Set<String> = []
    /// Types declared `@globalActor` here (last name component).
    var globalActors: Set<String> = []
    /// By type: the names its initializers here may change (`SourceOutline.mutatedNames`).
    var initMutations: [String: Set<String>] = [:]
    /// Types with an initializer here whose body is inlined into clients (`@inlinable`,
    /// `@_alwaysEmitIntoClient`): it can only call an init accessor that is `@inlinable` too.
    var inlinableInits: Set<String> = []
    /// Types with an initializer in an extension here that initializes their stored properties itself (it
    /// does not delegate with `self.init(…)`; `self = …` counts: Swift still initializes the properties
    /// with initial values first). Compiled as another file (SwiftPM's debug builds), such an initializer
    /// cannot initialize a stored property with an initial value behind a property with an init accessor
    /// that has one too: it calls an initial-value function the declaring file never emits ("undefined
    /// reference to variable initialization expression of `_binds`", sql-kit), or the compiler crashes.
    var storageInits: Set<String> = []
    /// By extended type: the names that its extensions with a `where` clause here declare (nested types,
    /// type aliases), which exist only under those constraints.
    var constrainedNested: [String: Set<String>] = [:]
    /// Types whose memory code here reinterprets (`withMemoryRebound(to: T.self)`, `bindMemory`,
    /// `assumingMemoryBound`, `unsafeBitCast(_:to:)`, `load(as:)`, `storeBytes(of:as:)`, ...), by last name
    /// component: a struct among them must keep its layout (a hooks box is a reference more in it), a class
    /// its stored properties where they are. A type whose own code reaches its memory by address counts too
    /// (`readsOwnMemory`).
    var reinterpreted: Set<String> = []
    /// Types whose stored properties' offsets code here reads (`MemoryLayout<Header>.offset(of: \.length)`), by
    /// last name component: a struct among them keeps its stored properties stored (a computed one has no
    /// offset: `offset(of:)` gives nil).
    var offsetsRead: Set<String> = []
    /// Types declared here with generic parameters, by last name component: `Box(1)` is a `Box<Int>`, so a
    /// property initialized so has no type to read off its initializer.
    var genericTypes: Set<String> = []
    /// Types with a failable initializer here (`init?`, `init!`), by last name component: `Foo(x)` may be a
    /// `Foo?`.
    var failableInits: Set<String> = []
    /// Functions declared here whose name starts with an uppercase letter: `Foo(x)` may call one of them.
    var uppercaseFunctions: Set<String> = []
    /// Types declared here that suppress `Copyable` (`struct Mutex<Value: ~Copyable>: ~Copyable`), by last name
    /// component: a property of such a type cannot be read through a getter that returns a copy.
    var noncopyable: Set<String> = []
    /// Types declared here that suppress `Escapable` (`struct View: ~Escapable`), by last name component: a
    /// value of one cannot pass as `Any`.
    var nonescapable: Set<String> = []
    /// By extended type (last name component): the functions its extensions here declare, by the name their
    /// hooks are built from (`describe`, `isEqual` for `==`). Two files that extend a type (under different
    /// constraints, or in different `#if` clauses) may each declare a function of that name, whose hooks are
    /// both members of the type: each names its file (`Expander.fileSuffix`).
    var extensionFunctions: [String: Set<String>] = [:]
    /// By class or extension (last name component): the names its members' hooks may take here (`_` and a
    /// function's hook base, `_x`, `_getX` and `_setX` for a property `x`), which a subclass inherits.
    var hookNamesTaken: [String: Set<String>] = [:]
    /// By extended type (as `initMutations`): the names its extensions' initializers here read (bare or
    /// `self.name`) before the last assignment that completes `self` (`readBeforeWhole`), where a stored
    /// property made computed cannot be read ("'self' used before all stored properties are initialized").
    var readsBeforeWhole: [String: Set<String>] = [:]
    /// The members the initializers here of noncopyable types (and of extensions, whose type may be one) reach a
    /// member through, past another value's member, as `ring.array` (`SourceOutline.chainedMembers`:
    /// `self.ring.array.count`). Swift 6.3 crashes compiling that (signal 11 in SILGen) when `ring` is a stored
    /// property of a noncopyable struct and `array` a property with an init accessor of its noncopyable type:
    /// such a property stays stored. By member (`array`): the stored properties reached through (`ring`).
    var chainedInInitializers: [String: Set<String>] = [:]
    /// By type (last name component): its members by name, as a `Type.member` initializer reads them
    /// (`SelfTypedMember`), from the type's body and its extensions here.
    var selfTypedMembers: [String: [String: SelfTypedMember]] = [:]
    /// By type (last name component): the member names its declarations' own bodies here give a
    /// `SelfTypedMember` other than `.other`, once per declaration (two enums `State`, each with `case start`).
    var selfTypedInBodies: [String: [String: Int]] = [:]
    /// By type (as `initMutations`): calls in its members that may change one property of `self` while a
    /// closure they are passed, or another `inout` argument, reaches another (`OverlapFact`). Under
    /// `OverlapFact.anyValue`: the same through a named value (`v.a.sort { $0 < v.b }`), whatever its type.
    var overlaps: [String: [OverlapFact]] = [:]
    /// Names of the `mutating` functions declared here: a call of one may change the value it is called on.
    var mutatingFunctions: Set<String> = []
    /// Names of the functions declared here, and of those among them that are `consuming` (or `__consuming`):
    /// called on a noncopyable stored property, a consuming method consumes it on its own.
    var functionNames: Set<String> = []
    var consumingFunctions: Set<String> = []
    /// Names of the functions declared here with a parameter that is `consuming`, `__owned` or `sending`: the
    /// others borrow what they are passed (a noncopyable parameter of a function must say its ownership).
    var consumingParameterFunctions: Set<String> = []
    /// Names of the stored properties of the noncopyable structs declared here, with the last name component of
    /// their type's head ("" when it may be a `~Copyable` generic parameter, or is not written): only such a
    /// property, of a noncopyable type, can be consumed on its own (partial consumption); others are copied.
    var noncopyableStructProperties: [String: Set<String>] = [:]
    /// Places whose code may consume a property on its own (`PartialConsumption`): by type (as `overlaps`)
    /// for `self`'s own properties in its members that own `self` (`consuming`, `mutating`, initializers,
    /// setters), under `OverlapFact.anyValue` for `v.prop` of any other value.
    var partialConsumptions: [String: [PartialConsumption]] = [:]

    init(fileName: String, outline: SourceOutline) {
        self.init(fileWide: fileName, outline: outline)
        for d in outline.allDeclarations { add(d, outline) }
    }

    /// The facts of a top-level unit's declarations (`Stubbing.Reuse.units`: with their members), and only
    /// them: no byte scan of the whole text (`init(fileWide:outline:)`). What one declaration says is read from
    /// its own text (and its members'), so the facts of a unit whose text and declarations did not change are
    /// those of the version before (`Stubbing.Reuse.unitFacts`). `ModuleView(unitsOf:)` merges them.
    /// (Their `source` is empty: facts kept for later versions do not keep this version's text alive.)
    init(fileName: String, outline: SourceOutline, unit: [OutlineDecl]) {
        self.fileName = fileName
        self.source = []
        for d in SourceOutline.depthFirst(unit) { add(d, outline) }
    }

    /// The facts read from the file's whole text (memory code: `reinterpreted`, `offsetsRead`), and no
    /// declaration's own.
    init(fileWide fileName: String, outline: SourceOutline) {
        self.fileName = fileName
        self.source = outline.bytes
        let measured = Self.measuredTypes(outline.bytes)
        reinterpreted = Self.reinterpretedTypes(outline.bytes).union(measured.measured)
        offsetsRead = measured.offsets
        let readsValues = Self.valueMarkers.contains(where: { Stubbing.contains(outline.bytes, $0) })
        if !reinterpreted.isEmpty || Stubbing.contains(outline.bytes, Self.storedPropertiesAddress) || readsValues {
            for d in outline.allDeclarations where d.kind == .class || d.kind == .struct || d.kind == .extension {
                let name = ModuleView.lastComponent(d.kind == .extension ? d.name.withoutWhitespace : d.name)
                if d.members.contains(where: { m in !m.kind.isType && Self.readsOwnMemory(Array(outline.bytes[m.start..<max(m.start, m.end)]), typeName: name) }) {
                    reinterpreted.insert(name)
                }
            }
        }
        if readsValues { reinterpreted.formUnion(Self.bytesReadTypes(outline.bytes)) }
    }

    /// Adds what one declaration says (read from its text and its members'; its parents' names for its
    /// qualified name).
    private mutating func add(_ d: OutlineDecl, _ outline: SourceOutline) {
        switch d.kind {
        case .class, .struct, .actor, .enum:
            declarations.append((StubContext.qualifiedName(d), d.kind, d.inheritance))
        case .extension:
            extensions.append((d.name.withoutWhitespace, d.inheritance))
        case .protocol:
            protocols.append((StubContext.qualifiedName(d), d.inheritance))
        case .other:
            if let type = d.aliasedType { aliases.append((StubContext.qualifiedName(d), type)) }
        default:
            break
        }
        if d.kind.isType, d.kind != .extension, d.genericParams != nil { genericTypes.insert(ModuleView.lastComponent(d.name)) }
        if d.kind.isType, d.hasAttribute("propertyWrapper") { propertyWrappers.insert(ModuleView.lastComponent(d.name)) }
        if d.kind.isType, d.hasAttribute("globalActor") { globalActors.insert(ModuleView.lastComponent(d.name)) }
        if d.kind == .function, d.name.first?.isUppercase == true { uppercaseFunctions.insert(d.name) }
        if d.kind == .function, d.modifiers.contains("mutating") { mutatingFunctions.insert(d.name) }
        if d.kind == .function {
            functionNames.insert(d.name)
            if d.modifiers.contains("consuming") || d.modifiers.contains("__consuming") { consumingFunctions.insert(d.name) }
            if d.params.contains(where: { p in ["consuming", "__owned", "sending"].contains { Expander.containsWord(p.typeText, $0) } }) {
                consumingParameterFunctions.insert(d.name)
            }
        }
        if d.kind == .struct, d.suppresses("Copyable") {
            let generic = Expander.genericParameters(d.genericParams).map(\.name)
            let suppressed = (d.genericParams ?? "").contains("~Copyable") || (d.whereClause ?? "").contains("~Copyable")
            for m in d.members where m.kind == .variable && !m.isStatic {
                for b in m.bindings where b.isStored {
                    guard let n = b.name else { continue }
                    noncopyableStructProperties[n, default: []].insert(Self.typeHead(b.typeText, suppressedGeneric: suppressed ? generic : []))
                }
            }
        }
        if d.kind == .function || d.kind == .initializer || d.kind == .subscript || d.kind == .variable || d.kind == .deinitializer {
            PartialConsumption.scan(outline, d, file: fileName) { key, site in partialConsumptions[key, default: []].append(site) }
        }
        if d.kind.isType, d.suppresses("Copyable") {
            noncopyable.insert(ModuleView.lastComponent(d.name))
        }
        if d.kind.isType, d.suppresses("Escapable") {
            nonescapable.insert(ModuleView.lastComponent(d.name))
        }
        if d.kind == .initializer, let parent = d.parent, Self.isFailable(d, outline.bytes) {
            failableInits.insert(ModuleView.lastComponent(parent.name.withoutWhitespace))
        }
        guard d.kind == .class || d.kind == .struct || d.kind == .actor || d.kind == .enum || d.kind == .extension else { return }
        let name = d.kind == .extension ? d.name.withoutWhitespace : StubContext.qualifiedName(d)
        if d.inheritance.contains(where: { ModuleView.normalized($0).map(ModuleView.lastComponent) == "CustomReflectable" }) { customMirrors.insert(name) }
        if d.kind == .extension {
            // Functions by the name their hooks are built from (`describe` for `describe()` and
            // `describe(verbose:)`), subscripts as `subscript` (every one's hook starts `_subscript`);
            // initializers by their labels (their hooks are named by them: two files'
            // `init(exactly:)` would give two hooks one name).
            for m in d.members where m.kind == .function || m.kind == .subscript || m.kind == .initializer {
                extensionFunctions[ModuleView.lastComponent(name), default: []].insert(m.kind == .initializer ? m.displayName : Expander.hookBase(m))
            }
        }
        if d.kind == .extension, d.whereClause != nil {
            for m in d.members where (m.kind == .other || (m.kind.isType && m.kind != .extension)) && !m.name.isEmpty {
                constrainedNested[name, default: []].insert(m.name)
            }
        }
        for m in d.members where m.kind == .function || m.kind == .initializer || m.kind == .subscript || m.kind == .variable {
            // The code of its body, or of its accessors.
            for r in (m.body.map { [$0] } ?? m.bindings.compactMap(\.accessorBlock)) where Self.mayOverlap(outline.bytes, r) {
                OverlapFact.scan(outline, r, member: m.displayName, file: fileName) { isSelf, fact in
                    overlaps[isSelf ? name : OverlapFact.anyValue, default: []].append(fact)
                }
            }
        }
        let typeName = ModuleView.lastComponent(name)
        if d.kind == .class || d.kind == .extension {
            var taken = Set<String>()
            for m in d.members {
                if m.kind == .function { taken.insert("_" + Expander.hookBase(m)) }
                // A static member's hook makes the class's `_resetStaticStubs()` (a static method, which a
                // subclass cannot redeclare).
                if m.isStatic, m.kind == .function || m.kind == .variable || m.kind == .subscript { taken.insert("_resetStaticStubs") }
                if m.kind == .variable {
                    for n in m.bindings.compactMap(\.name) { taken.formUnion(["_" + n, "_get" + n.capitalizedFirst, "_set" + n.capitalizedFirst]) }
                }
            }
            if !taken.isEmpty { hookNamesTaken[typeName, default: []].formUnion(taken) }
        }
        var inBody: Set<String> = []
        for m in d.members {
            for (member, what) in Self.selfTypedMembers(m, of: typeName, qualified: name) {
                selfTypedMembers[typeName, default: [:]][member] = what.merged(with: selfTypedMembers[typeName]?[member])
                if d.kind != .extension, what != .other { inBody.insert(member) }
            }
            if m.kind == .initializer, d.kind == .extension, let body = m.body {
                let read = Self.readBeforeWhole(outline, body, parameters: Set(m.params.compactMap(\.internalName)))
                if !read.isEmpty { readsBeforeWhole[name, default: []].formUnion(read) }
            }
            if m.kind == .initializer, let body = m.body {
                if d.kind == .extension || d.suppresses("Copyable") {
                    for (member, through) in outline.chainedMembers(in: body) { chainedInInitializers[member, default: []].insert(through) }
                }
                if outline.assignsSelf(in: body) { selfAssigning.insert(name) }
                initMutations[name, default: []].formUnion(outline.mutatedNames(in: body))
            }
            if m.kind == .initializer, m.hasAttribute("inlinable") || m.hasAttribute("_alwaysEmitIntoClient") { inlinableInits.insert(name) }
            if m.kind == .initializer, d.kind == .extension, let body = m.body, !Self.delegates(outline, body) { storageInits.insert(name) }
            if m.name == "CodingKeys" && m.kind != .function && m.kind != .variable { codingKeys.insert(name) }
            if m.kind == .variable, m.name == "customMirror" || m.bindings.contains(where: { $0.name == "customMirror" }) { customMirrors.insert(name) }
            if (m.kind == .initializer && m.params.first?.externalName == "from")
                || (m.kind == .function && m.name == "encode" && m.params.first?.externalName == "to") {
                codesByHand.insert(name)
            }
        }
        for member in inBody { selfTypedInBodies[typeName, default: [:]][member, default: 0] += 1 }
    }

    /// Whether an initializer's body delegates with `self.init(…)` (the initializer it calls initializes the
    /// stored properties).
    static func delegates(_ outline: SourceOutline, _ body: Range<Int>) -> Bool {
        let ts = outline.tokens(in: body)
        for k in ts.indices where ts[k].kind == .keyword && ts[k].keyword == .self && (k == ts.startIndex || ts[k - 1].kind != .period) {
            if k + 2 < ts.endIndex, ts[k + 1].kind == .period, outline.text(ts[k + 2].range) == "init" { return true }
        }
        return false
    }

    /// The last name component of a stored property's type's head (`Foo.Bar<T>?`: `Bar`; `Optional<T>`: `T`'s),
    /// or "" when it is not written or names one of `suppressedGeneric` (a `~Copyable` generic parameter).
    static func typeHead(_ type: String?, suppressedGeneric: [String]) -> String {
        guard var t = type?.withoutWhitespace, !t.isEmpty else { return "" }
        if suppressedGeneric.contains(where: { Expander.containsWord(t, $0) }) { return "" }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("Optional<"), t.hasSuffix(">") { t = String(t.dropFirst("Optional<".count).dropLast()) }
        if t.hasPrefix("Swift.Optional<"), t.hasSuffix(">") { t = String(t.dropFirst("Swift.Optional<".count).dropLast()) }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        return ModuleView.lastComponent(String(t.prefix { $0 != "<" }))
    }

    /// The names an initializer's body reads (bare, or as `self.name`; not a label, an assignment's target or
    /// `other.name`; a parameter's name only as `self.name`) before the end of its last assignment of a name
    /// (`x = …` or `self.x = …`), where `self` may not be whole yet. An initializer that delegates
    /// (`self.init(…)`, `self = …`) reads nothing of `self` before it. Its type's stored properties are not
    /// known here (the type may be another file's), so every name read counts: a caller asks about one property.
    static func readBeforeWhole(_ outline: SourceOutline, _ body: Range<Int>, parameters: Set<String>) -> Set<String> {
        let ts = outline.tokens(in: body)
        guard !ts.isEmpty else { return [] }
        func text(_ k: Int) -> String { outline.text(ts[k].range).removingBackticks }
        func isOp(_ k: Int, _ s: String) -> Bool { k < ts.endIndex && ts[k].kind == .operator && outline.text(ts[k].range) == s }
        func isSelf(_ k: Int) -> Bool { k >= ts.startIndex && ts[k].kind == .keyword && ts[k].keyword == .self }
        var whole = ts.startIndex
        var k = ts.startIndex
        while k < ts.endIndex {
            if isSelf(k), k + 1 < ts.endIndex, ts[k + 1].kind == .period, k + 2 < ts.endIndex, text(k + 2) == "init" { return [] }
            if isSelf(k), isOp(k + 1, "=") { return [] }
            if ts[k].kind == .identifier, isOp(k + 1, "="), k == ts.startIndex || ts[k - 1].kind != .period || isSelf(k - 2) {
                whole = max(whole, Expander.statementEnd(ts, from: k + 2))
            }
            k += 1
        }
        var read = Set<String>()
        for k in ts.startIndex..<whole where ts[k].kind == .identifier {
            let afterPeriod = k > ts.startIndex && ts[k - 1].kind == .period
            if afterPeriod && !isSelf(k - 2) { continue }
            let name = text(k)
            if !afterPeriod && parameters.contains(name) { continue }
            if k + 1 < ts.endIndex, ts[k + 1].kind == .colon || isOp(k + 1, "=") { continue }
            read.insert(name)
        }
        return read
    }

    /// What a member of type `typeName` says about `typeName.name` written as an initializer: the names it
    /// declares, each `.value` (an enum case without a payload, a static property typed as the type itself or
    /// `Self`), `.call` (a case with a payload, a static function returning the type or `Self`) or `.other`
    /// (anything else of that name, which makes `Type.name` uncertain).
    static func selfTypedMembers(_ m: OutlineDecl, of typeName: String, qualified: String) -> [(String, SelfTypedMember)] {
        func isSelf(_ t: String?) -> Bool {
            guard let t = t?.withoutWhitespace else { return false }
            // `Self`, `Name`, or the type's qualified name or its tail (`Tag.Name` in `Tag.Name`).
            return t == "Self" || t == typeName || t == qualified || qualified.hasSuffix("." + t)
        }
        let isStatic = m.modifiers.contains("static") || m.modifiers.contains("class")
        switch m.kind {
        case .enumCase:
            return m.caseElements.map { ($0.name, $0.hasPayload ? .call : .value) }
        case .variable:
            return m.bindings.compactMap { b in b.name.map { ($0, isStatic && isSelf(b.typeText) ? .value : .other) } }
        case .function:
            return [(m.name, isStatic && m.effectsText.isEmpty && m.genericParams == nil && isSelf(m.returnType) ? .call : .other)]
        default:
            return []
        }
    }
}

/// What `Type.name` (or `Type.name(…)`) is, read from the members of `Type` named `name`.
enum SelfTypedMember: Sendable, Equatable {
    /// `Type.name` is a `Type`: enum cases without a payload, static properties of type `Type`.
    case value
    /// `Type.name(…)` is a `Type`: enum cases with a payload, static functions returning `Type`.
    case call
    /// Something else, or several kinds of member: not certain.
    case other

    /// What two declarations of one name say together: the same, or `.other` when they disagree.
    func merged(with earlier: SelfTypedMember?) -> SelfTypedMember {
        earlier.map { $0 == self ? self : .other } ?? self
    }
}

extension ModuleFacts {
    /// `init?(…)` or `init!(…)`: the byte after the keyword.
    static func isFailable(_ d: OutlineDecl, _ bytes: [UInt8]) -> Bool {
        let at = d.keywordRange.upperBound
        return at < bytes.count && (bytes[at] == UInt8(ascii: "?") || bytes[at] == UInt8(ascii: "!"))
    }

    static let storedPropertiesAddress = Array("_getUnsafePointerToStoredProperties".utf8)
    static let bytesOf = Array("Bytes(of:".utf8)
    /// A value's own bytes (`withUnsafeBytes(of: self)`, `withUnsafeMutableBytes(of: &self)`): written to a file
    /// or compared byte for byte, they would include a hooks box; or its own size (`MemoryLayout.size(ofValue: self)`).
    static let ownBytes: [[UInt8]] = ["withUnsafeBytes(of: self", "withUnsafeBytes(of: &self", "withUnsafeMutableBytes(of: &self", "(ofValue: self"].map { Array($0.utf8) }

    /// Whether a member's text (of a type named `typeName`) reaches the type's own memory by address: a class's
    /// `_getUnsafePointerToStoredProperties(self)` (the address of its first stored property: swift-atomics'
    /// ManagedAtomic), `unsafeBitCast(self, to:)`, or a pointer to the type itself (`UnsafeMutablePointer<Self>`)
    /// rebound to another type ("Self is layout-compatible with its only stored property"), or its bytes
    /// (`withUnsafeBytes(of: self)`, `ownBytes`). Read from the text, like `reinterpretedTypes`.
    static func readsOwnMemory(_ text: [UInt8], typeName: String) -> Bool {
        if Stubbing.contains(text, storedPropertiesAddress) || Stubbing.contains(text, Array("unsafeBitCast(self".utf8)) { return true }
        if ownBytes.contains(where: { Stubbing.contains(text, $0) }) { return true }
        guard ["Pointer<Self>", "Pointer<\(typeName)>"].contains(where: { Stubbing.contains(text, Array($0.utf8)) }) else { return false }
        return ["assumingMemoryBound(", "withMemoryRebound(", "bindMemory("].contains { Stubbing.contains(text, Array($0.utf8)) }
    }

    /// The last component of the dotted name (identifiers and dots) that starts at `from` and ends before
    /// `upTo` or where the name does (`Wire.Header`: `Header`); empty when the name ends with a dot.
    static func lastNameComponent(_ b: [UInt8], from: Int, upTo limit: Int? = nil) -> Range<Int> {
        let end = limit ?? b.count
        var start = from, j = from
        while j < end, Expander.isWordByte(b[j]) || b[j] == 0x2E {
            if b[j] == 0x2E { start = j + 1 }
            j += 1
        }
        return start..<j
    }

    /// Types whose size, stride or alignment code here reads (`MemoryLayout<Header>.size`): a struct among them
    /// keeps its layout, as one whose memory is reinterpreted (a hooks box would add a reference to its size:
    /// a binary header's `MemoryLayout<Header>.size` gave 16 bytes instead of 8). By last name component of the
    /// type argument (`MemoryLayout<Wire.Header>`: `Header`; `MemoryLayout<Box<Int>>`: `Box`). Read from the text;
    /// linear.
    /// `offsets`: those whose stored properties' offsets it reads (`MemoryLayout<Header>.offset(of:`).
    static func measuredTypes(_ b: [UInt8]) -> (measured: Set<String>, offsets: Set<String>) {
        let marker = Array("MemoryLayout<".utf8)
        guard Stubbing.contains(b, marker) else { return ([], []) }
        let offsetOf = Array(".offset(of:".utf8)
        var offsets = Set<String>()
        let isIdent = Expander.isWordByte
        var out = Set<String>()
        var i = 0
        while i + marker.count <= b.count {
            guard b[i] == 0x4D, b[i..<(i + marker.count)].elementsEqual(marker), i == 0 || !isIdent(b[i - 1]) else { i += 1; continue }
            var j = i + marker.count
            while j < b.count, b[j] == 0x20 { j += 1 }
            // A dotted name: its last component.
            let last = lastNameComponent(b, from: j)
            let start = last.lowerBound
            j = last.upperBound
            if j > start {
                let name = String(decoding: b[start..<j], as: UTF8.self)
                out.insert(name)
                // `>` (after any generic arguments and spaces), then `.offset(of:`.
                var k = j, depth = 0
                while k < b.count, b[k] == 0x20 || b[k] == 0x3C || depth > 0 && b[k] != 0x0A {
                    if b[k] == 0x3C { depth += 1 } else if b[k] == 0x3E { depth -= 1 }
                    k += 1
                }
                if k < b.count, b[k] == 0x3E {
                    k += 1
                    if k + offsetOf.count <= b.count, b[k..<(k + offsetOf.count)].elementsEqual(offsetOf) { offsets.insert(name) }
                }
            }
            i = j
        }
        return (out, offsets)
    }

    /// Types of values whose bytes code here reads by name (`withUnsafeBytes(of: header)`,
    /// `withUnsafeMutableBytes(of: &record)`: written to a file or a socket, hashed) or measures
    /// (`MemoryLayout.size(ofValue: header)`), as the value's declaration
    /// before it in the same stretch of code says (`header: Header`, `let header: Wire.Header`, `var record =
    /// Record(`), by last name component: a struct among them keeps its layout, as one whose own code reads its
    /// bytes (`readsOwnMemory`). Read from the text, within the 4,000 bytes before the call (a value declared
    /// farther away, or whose type is not written, is not seen); linear in the file.
    static func bytesReadTypes(_ b: [UInt8]) -> Set<String> {
        let isIdent = Expander.isWordByte
        func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
        var out = Set<String>()
        for marker in valueMarkers {
            var i = 0
            while i + marker.count <= b.count {
                guard b[i] == marker[0], b[i..<(i + marker.count)].elementsEqual(marker) else { i += 1; continue }
                var j = i + marker.count
                while j < b.count, isSpace(b[j]) || b[j] == 0x26 { j += 1 }  // spaces, `&`
                let nameStart = j
                while j < b.count, isIdent(b[j]) { j += 1 }
                i = j
                guard j > nameStart, j < b.count, b[j] == 0x29 || b[j] == 0x2C || isSpace(b[j]) else { continue }
                let name = Array(b[nameStart..<j])
                if name == Array("self".utf8) { continue }
                // The nearest `NAME:` or `NAME =` before the call, with a type name after it.
                var k = nameStart - 1
                let floor = max(0, nameStart - 4_000)
                while k >= floor + name.count {
                    defer { k -= 1 }
                    guard b[k - name.count + 1] == name[0], b[(k - name.count + 1)...k].elementsEqual(name) else { continue }
                    let before = k - name.count
                    if before >= 0, isIdent(b[before]) || b[before] == 0x2E { continue }
                    var m = k + 1
                    while m < b.count, b[m] == 0x20 || b[m] == 0x09 { m += 1 }
                    guard m < b.count, b[m] == 0x3A || b[m] == 0x3D else { continue }
                    let assigns = b[m] == 0x3D
                    if assigns, m + 1 < b.count, b[m + 1] == 0x3D { continue }  // `==`
                    m += 1
                    while m < b.count, b[m] == 0x20 || b[m] == 0x09 { m += 1 }
                    // `inout Header` (a parameter).
                    let inout_ = Array("inout ".utf8)
                    if !assigns, m + inout_.count <= b.count, b[m..<(m + inout_.count)].elementsEqual(inout_) {
                        m += inout_.count
                        while m < b.count, b[m] == 0x20 { m += 1 }
                    }
                    let last = lastNameComponent(b, from: m)
                    let start = last.lowerBound, e = last.upperBound
                    // A type name starts with an uppercase letter; after `=`, it is called (`Record(`).
                    guard e > start, b[start] >= 0x41, b[start] <= 0x5A else { continue }
                    if assigns, !(e < b.count && (b[e] == 0x28 || b[e] == 0x3C)) { continue }
                    out.insert(String(decoding: b[start..<e], as: UTF8.self))
                    break
                }
            }
        }
        return out
    }

    /// Calls that read a value's bytes or measure it, the value their argument: `withUnsafeBytes(of: v)`,
    /// `withUnsafeMutableBytes(of: &v)`, `MemoryLayout.size(ofValue: v)` (and `stride`, `alignment`).
    static let valueMarkers: [[UInt8]] = [bytesOf, Array("(ofValue:".utf8)]

    /// The calls that reinterpret memory as a type named by its metatype argument (`to: T.self`, `as: T.self`).
    static let reinterpretingCalls: [[UInt8]] = ["withMemoryRebound", "bindMemory", "assumingMemoryBound", "unsafeBitCast",
                                                 "load", "loadUnaligned", "storeBytes", "initializeMemory",
                                                 "moveInitializeMemory", "withUnsafeTemporaryAllocation"].map { Array($0.utf8) }

    /// Names `T` in `to: T.self` / `as: T.self` arguments of `reinterpretingCalls` (the last component of a
    /// dotted name). Read from the text: a call in a comment or string counts too, which only keeps a type as
    /// it is. Linear: it looks at each `.self` and the few hundred bytes before it.
    static func reinterpretedTypes(_ b: [UInt8]) -> Set<String> {
        var out = Set<String>()
        let dotSelf = Array(".self".utf8)
        let isIdent = Expander.isWordByte
        var i = 0
        let n = b.count
        while i + dotSelf.count <= n {
            guard b[i] == 0x2E, b[i + 1] == 0x73, b[i + 2] == 0x65, b[i + 3] == 0x6C, b[i + 4] == 0x66,
                  i + 5 == n || !isIdent(b[i + 5]) else { i += 1; continue }
            // The type: identifiers and dots before `.self`.
            var start = i
            while start > 0, isIdent(b[start - 1]) || b[start - 1] == 0x2E { start -= 1 }
            let name = String(decoding: b[lastNameComponent(b, from: start, upTo: i)], as: UTF8.self)
            // A label `to:` or `as:` right before it.
            var j = start
            while j > 0, b[j - 1] == 0x20 || b[j - 1] == 0x09 || b[j - 1] == 0x0A || b[j - 1] == 0x0D { j -= 1 }
            if !name.isEmpty, j >= 3, b[j - 1] == 0x3A,
               (b[j - 3] == 0x74 && b[j - 2] == 0x6F) || (b[j - 3] == 0x61 && b[j - 2] == 0x73),
               j == 3 || !isIdent(b[j - 4]) {
                // One of the calls within the few hundred bytes before.
                let from = max(0, j - 400)
                let window = b[from..<j]
                if reinterpretingCalls.contains(where: { call in
                    var k = window.startIndex
                    while k + call.count <= window.endIndex {
                        if window[k] == call[0], window[k..<(k + call.count)].elementsEqual(call),
                           k + call.count < window.endIndex, !isIdent(window[k + call.count]), k == 0 || !isIdent(b[k - 1]) { return true }
                        k += 1
                    }
                    return false
                }) {
                    out.insert(name)
                }
            }
            i += dotSelf.count
        }
        return out
    }
}

extension Array where Element == String {
    /// Appends a file's name, once for a view of one file's units (`ModuleView.init(_:oneFile:)`).
    fileprivate mutating func note(_ file: String, once: Bool) {
        if !once || last != file { append(file) }
    }
}

/// Whether a type's synthesized conformances include `Codable` (or one of its halves).
/// Whether a type is `Sendable` (see `ModuleView.sendable`).
enum SendableVerdict: Equatable, Sendable { case no, yes, maybe }

enum CodableVerdict: Equatable, Sendable {
    case no
    /// `conformance`: `Codable`, `Encodable` or `Decodable`; `through`: how, when not written in the type's
    /// own clause ("through 'Graph' in Graph.swift").
    case yes(conformance: String, through: String?)
    /// A name the module does not declare and that is not a known non-Codable protocol (from another
    /// module): it may refine `Codable`.
    case maybe(name: String)
}

/// The facts of every file of one module, merged.
final class ModuleView: Sendable {
    /// The file name and text of its one file, when it was made of one file's facts: a view of that file alone.
    let soleSource: (fileName: String, bytes: [UInt8])?
    let declarations: [String: [(file: String, kind: DeclKind)]]
    let protocols: [String: (file: String, inheritance: [String])]
    let aliases: [String: (file: String, type: String)]
    /// By type name: the files that say so.
    let selfAssigning: [String: [String]]
    let codingKeys: [String: [String]]
    let codesByHand: [String: [String]]
    /// Types that reflect themselves (`ModuleFacts.customMirrors`), with the files that say so.
    let customMirrors: [String: [String]]
    /// Types declared `@propertyWrapper` in the module (last name component).
    let propertyWrappers: Set<String>
    /// Types declared `@globalActor` in the module (last name component).
    let globalActors: Set<String>
    /// By type, by name: the files whose initializers may change it.
    let initMutations: [String: [String: [String]]]
    /// By type name: the files with an inlinable initializer of it.
    let inlinableInits: [String: [String]]
    /// By extended type name (as written): the files whose extensions have an initializer that initializes
    /// its stored properties itself (`ModuleFacts.storageInits`).
    let storageInits: [String: [String]]
    /// By extended type name (as written): the names its constrained extensions declare, in every file.
    let constrainedNested: [String: Set<String>]
    /// By last name component: the files that reinterpret the memory of a type of that name.
    let reinterpreted: [String: [String]]
    /// By last name component: the files that read the offsets of the stored properties of a type of that name.
    let offsetsRead: [String: [String]]
    /// By last name component, over every file: generic types, types with a failable initializer, and
    /// functions named with an uppercase letter (see `ModuleFacts`).
    let genericTypes: Set<String>
    let failableInits: Set<String>
    let uppercaseFunctions: Set<String>
    /// By last name component: the module's noncopyable types (see `ModuleFacts.noncopyable`).
    let noncopyable: Set<String>
    /// By last name component: the module's non-escapable types (see `ModuleFacts.nonescapable`).
    let nonescapable: Set<String>
    /// Type aliases of a noncopyable type (`typealias _Handle = _DequeHandle<Element>` of a `~Copyable`
    /// `_DequeHandle`, or of another such alias), by last name component: the qualified names of the
    /// declarations they are members of ("" at file scope). An alias is scoped: `Deque._Handle` may alias a
    /// copyable type where `RigidDeque._Handle` aliases a noncopyable one.
    let noncopyableAliases: [String: Set<String>]
    /// By extended type (last name component), by hook base name: the files whose extensions declare it.
    let extensionFunctions: [String: [String: [String]]]
    /// The kinds of the types declared with each last name component.
    let typeKindsByLastName: [String: [DeclKind]]
    /// The qualified names of the module's types, protocols and type aliases named `Swift`
    /// (`Expander.swiftIsShadowed(in:)`).
    let typesNamedSwift: [String]
    /// By class (last name component): the hook names its members may take (`ModuleFacts.hookNamesTaken`),
    /// and its superclass when the module declares it (the first entry of its clause, a class here).
    let hookNamesTaken: [String: Set<String>]
    let superclassOf: [String: String]
    /// The classes some class of the module inherits from (the values of `superclassOf`).
    let subclassed: Set<String>
    /// By extended type name (as written), by name: the files whose extensions' initializers read it before
    /// `self` is whole (`ModuleFacts.readsBeforeWhole`).
    let readsBeforeWhole: [String: [String: [String]]]
    /// By name: the stored properties through which initializers of noncopyable types (or extensions) reach it
    /// and through it (`ModuleFacts.chainedInInitializers`), with their files.
    let chainedInInitializers: [String: [(through: String, file: String)]]
    /// The stored properties of the module's noncopyable structs, by name, with the last name components of
    /// their types (`ModuleFacts.noncopyableStructProperties`).
    let noncopyableStructPropertyTypes: [String: Set<String>]
    /// By type (last name component), by member name: what `Type.member` is, over every file
    /// (`ModuleFacts.selfTypedMembers`), and how many of the type's declarations say so in their own bodies.
    let selfTypedMembers: [String: [String: SelfTypedMember]]
    let selfTypedInBodies: [String: [String: Int]]
    /// By type (as `initMutations`; `OverlapFact.anyValue` for named values): the calls that change one of its
    /// properties while reaching another (`OverlapFact`), kept when the change is certain: an `inout`
    /// argument, or a call of a mutating method (`mutates(call:)`).
    let overlaps: [String: [OverlapFact]]
    /// The module's functions by name, those that are `consuming`, the noncopyable stored properties of its
    /// noncopyable structs (by name; a type that may be noncopyable), and the places that may consume a property on its own (`ModuleFacts.partialConsumptions`, by
    /// the same keys).
    let functionNames: Set<String>
    let consumingFunctions: Set<String>
    let consumingParameterFunctions: Set<String>
    let noncopyableStructProperties: Set<String>
    let partialConsumptions: [String: [PartialConsumption]]
    /// Protocols and aliases by their last name component (`Graph` for `Outer.Graph`), for names written
    /// unqualified or qualified by the module.
    private let protocolsBySimpleName: [String: String]
    private let aliasesBySimpleName: [String: String]
    /// By class (last name component): the first entry of its clause, normalized (its superclass, or a
    /// protocol), for classes whose clause has one.
    let classBases: [String: String]

    /// `oneFile`: the facts are those of one file's top-level units (`ModuleFacts(fileName:outline:unit:)`), and
    /// its file-wide facts: the view is the same as of that file's facts read at once (`init([ModuleFacts(fileName:
    /// outline:)])`), each file named once in each list.
    init(_ facts: [ModuleFacts], oneFile: Bool = false) {
        soleSource = facts.count == 1 ? (facts[0].fileName, facts[0].source) : oneFile ? facts.first.map { ($0.fileName, $0.source) } : nil
        var declarations: [String: [(file: String, kind: DeclKind)]] = [:]
        var protocols: [String: (file: String, inheritance: [String])] = [:]
        var aliases: [String: (file: String, type: String)] = [:]
        var selfAssigning: [String: [String]] = [:], codingKeys: [String: [String]] = [:], byHand: [String: [String]] = [:]
        var customMirrors: [String: [String]] = [:]
        var initMutations: [String: [String: [String]]] = [:]
        var inlinableInits: [String: [String]] = [:], storageInits: [String: [String]] = [:]
        var constrainedNested: [String: Set<String>] = [:]
        var reinterpreted: [String: [String]] = [:], offsetsRead: [String: [String]] = [:]
        var genericTypes: Set<String> = [], failableInits: Set<String> = [], uppercaseFunctions: Set<String> = []
        var noncopyable: Set<String> = [], nonescapable: Set<String> = []
        var extensionFunctions: [String: [String: [String]]] = [:]
        var mutatingFunctions = Set<String>()
        for f in facts { mutatingFunctions.formUnion(f.mutatingFunctions) }
        var overlaps: [String: [OverlapFact]] = [:]
        var selfTyped: [String: [String: SelfTypedMember]] = [:], selfTypedInBodies: [String: [String: Int]] = [:]
        var readsBeforeWhole: [String: [String: [String]]] = [:]
        var chainedInInitializers: [String: [(through: String, file: String)]] = [:]
        var hookNamesTaken: [String: Set<String>] = [:]
        var functionNames = Set<String>(), consumingFunctions = Set<String>(), structPropertyTypes: [String: Set<String>] = [:]
        var consumingParameterFunctions = Set<String>()
        var partialConsumptions: [String: [PartialConsumption]] = [:]
        for f in facts {
            functionNames.formUnion(f.functionNames)
            consumingFunctions.formUnion(f.consumingFunctions)
            consumingParameterFunctions.formUnion(f.consumingParameterFunctions)
            for (n, heads) in f.noncopyableStructProperties { structPropertyTypes[n, default: []].formUnion(heads) }
            for (t, list) in f.partialConsumptions { partialConsumptions[t, default: []].append(contentsOf: list) }
            for (t, names) in f.hookNamesTaken { hookNamesTaken[t, default: []].formUnion(names) }
            for (t, names) in f.readsBeforeWhole { for n in names { readsBeforeWhole[t, default: [:]][n, default: []].note(f.fileName, once: oneFile) } }
            for (member, throughs) in f.chainedInInitializers { for t in throughs where !(oneFile && chainedInInitializers[member]?.contains(where: { $0.through == t }) == true) { chainedInInitializers[member, default: []].append((t, f.fileName)) } }
            for (t, members) in f.selfTypedMembers {
                for (n, what) in members { selfTyped[t, default: [:]][n] = what.merged(with: selfTyped[t]?[n]) }
            }
            for (t, members) in f.selfTypedInBodies { for (n, k) in members { selfTypedInBodies[t, default: [:]][n, default: 0] += k } }
            for (t, list) in f.overlaps {
                let kept = list.filter { $0.isInout || Self.mutates(call: $0.call, declared: mutatingFunctions) }
                if !kept.isEmpty { overlaps[t, default: []].append(contentsOf: kept) }
            }
            for (t, names) in f.extensionFunctions { for n in names { extensionFunctions[t, default: [:]][n, default: []].note(f.fileName, once: oneFile) } }
            noncopyable.formUnion(f.noncopyable)
            nonescapable.formUnion(f.nonescapable)
            genericTypes.formUnion(f.genericTypes)
            failableInits.formUnion(f.failableInits)
            uppercaseFunctions.formUnion(f.uppercaseFunctions)
            for (t, names) in f.constrainedNested { constrainedNested[t, default: []].formUnion(names) }
            for n in f.inlinableInits { inlinableInits[n, default: []].note(f.fileName, once: oneFile) }
            for n in f.storageInits { storageInits[n, default: []].note(f.fileName, once: oneFile) }
            for n in f.reinterpreted { reinterpreted[n, default: []].note(f.fileName, once: oneFile) }
            for n in f.offsetsRead { offsetsRead[n, default: []].note(f.fileName, once: oneFile) }
            for d in f.declarations { declarations[d.name, default: []].append((f.fileName, d.kind)) }
            for p in f.protocols where protocols[p.name] == nil { protocols[p.name] = (f.fileName, p.inheritance) }
            for a in f.aliases where aliases[a.name] == nil { aliases[a.name] = (f.fileName, a.type) }
            for n in f.selfAssigning { selfAssigning[n, default: []].note(f.fileName, once: oneFile) }
            for n in f.codingKeys { codingKeys[n, default: []].note(f.fileName, once: oneFile) }
            for n in f.codesByHand { byHand[n, default: []].note(f.fileName, once: oneFile) }
            for n in f.customMirrors { customMirrors[n, default: []].note(f.fileName, once: oneFile) }
            for (t, names) in f.initMutations { for n in names { initMutations[t, default: [:]][n, default: []].note(f.fileName, once: oneFile) } }
        }
        self.declarations = declarations
        self.protocols = protocols
        self.aliases = aliases
        self.selfAssigning = selfAssigning
        self.codingKeys = codingKeys
        self.codesByHand = byHand
        self.customMirrors = customMirrors
        self.propertyWrappers = Set(facts.flatMap(\.propertyWrappers))
        self.globalActors = Set(facts.flatMap(\.globalActors))
        self.initMutations = initMutations
        self.inlinableInits = inlinableInits
        self.storageInits = storageInits
        self.constrainedNested = constrainedNested
        self.reinterpreted = reinterpreted
        self.offsetsRead = offsetsRead
        self.genericTypes = genericTypes
        self.failableInits = failableInits
        self.uppercaseFunctions = uppercaseFunctions
        self.noncopyable = noncopyable
        self.nonescapable = nonescapable
        noncopyableAliases = Self.noncopyableAliases(aliases.mapValues(\.type), noncopyable: noncopyable)
        self.extensionFunctions = extensionFunctions
        self.readsBeforeWhole = readsBeforeWhole
        self.chainedInInitializers = chainedInInitializers
        self.hookNamesTaken = hookNamesTaken
        var superclassOf: [String: String] = [:], classBases: [String: String] = [:]
        let classNames = Set(declarations.filter { $0.value.contains { $0.kind == .class } }.keys.map { Self.lastComponent($0) })
        for f in facts {
            for d in f.declarations where d.kind == .class {
                guard let first = d.inheritance.first.flatMap({ Self.normalized($0) }) else { continue }
                classBases[Self.lastComponent(d.name)] = first
                if classNames.contains(Self.lastComponent(first)) { superclassOf[Self.lastComponent(d.name)] = Self.lastComponent(first) }
            }
        }
        self.superclassOf = superclassOf
        self.classBases = classBases
        self.subclassed = Set(superclassOf.values)
        self.selfTypedMembers = selfTyped
        self.selfTypedInBodies = selfTypedInBodies
        self.overlaps = overlaps
        self.functionNames = functionNames
        self.consumingFunctions = consumingFunctions
        self.consumingParameterFunctions = consumingParameterFunctions
        let ncAliases = noncopyableAliases
        self.noncopyableStructPropertyTypes = structPropertyTypes
        self.noncopyableStructProperties = Set(structPropertyTypes.filter { _, heads in
            heads.contains { $0.isEmpty || noncopyable.contains($0) || ncAliases[$0] != nil || Expander.standardNoncopyable.contains($0) }
        }.keys)
        self.partialConsumptions = partialConsumptions
        var kinds: [String: [DeclKind]] = [:]
        for (name, ds) in declarations { kinds[Self.lastComponent(name), default: []].append(contentsOf: ds.map(\.kind)) }
        for name in protocols.keys { kinds[Self.lastComponent(name), default: []].append(.protocol) }
        typeKindsByLastName = kinds
        var ps: [String: String] = [:], al: [String: String] = [:]
        for q in protocols.keys.sorted() { let s = Self.lastComponent(q); if ps[s] == nil { ps[s] = q } }
        for q in aliases.keys.sorted() { let s = Self.lastComponent(q); if al[s] == nil { al[s] = q } }
        protocolsBySimpleName = ps
        aliasesBySimpleName = al
        // (Read once here, and only when one is declared: a type named like a module is rare.)
        typesNamedSwift = kinds["Swift"] == nil && al["Swift"] == nil ? []
            : (Array(declarations.keys) + Array(protocols.keys) + Array(aliases.keys)).filter { Self.lastComponent($0) == "Swift" }.sorted()
    }

    /// The aliases of `aliases` (qualified name → aliased type) whose type is noncopyable: a type of
    /// `noncopyable` (by last name; not behind a pointer, which is copyable whatever it points to), optional
    /// or not, or an alias found so before, seen from the alias's scope (`_Handle` in `RigidDeque`, or
    /// qualified: `RigidDeque._Handle`).
    static func noncopyableAliases(_ aliases: [String: String], noncopyable: Set<String>) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        func split(_ q: String) -> (owner: String, last: String) {
            guard let dot = q.lastIndex(of: ".") else { return ("", q) }
            return (String(q[..<dot]), String(q[q.index(after: dot)...]))
        }
        func isNoncopyable(_ type: String, seenFrom owner: String) -> Bool {
            var t = type.withoutWhitespace
            while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
            let head = t.firstIndex(of: "<").map { String(t[..<$0]) } ?? t
            guard !head.isEmpty, !Expander.typedPointerNames.contains(head.replacing("Swift.", with: "")) else { return false }
            let (qualifier, last) = split(head)
            if noncopyable.contains(last) { return true }
            guard let owners = found[last] else { return false }
            if !qualifier.isEmpty { return owners.contains(qualifier) }
            // Unqualified: the alias's own scope, or one around it.
            var scope = owner
            while true {
                if owners.contains(scope) { return true }
                if scope.isEmpty { return false }
                scope = split(scope).owner
            }
        }
        var changed = true
        while changed {
            changed = false
            for (q, type) in aliases.sorted(by: { $0.key < $1.key }) {
                let (owner, last) = split(q)
                guard found[last]?.contains(owner) != true, isNoncopyable(type, seenFrom: owner) else { continue }
                found[last, default: []].insert(owner)
                changed = true
            }
        }
        return found
    }

    /// Whether a call of a method named `call` may change the value it is called on: the module declares a
    /// `mutating func` of that name, or it is one of the standard library's mutating methods that take a
    /// closure, or its name says so (`withUnsafeMutableBufferPointer`, `mutatingForEach`). Other methods
    /// (`map`, `filter`, `withUnsafeBufferPointer`) only read it: a read of a computed property is over
    /// before the closure runs.
    static func mutates(call: String, declared: Set<String>) -> Bool {
        guard !call.isEmpty else { return false }
        if declared.contains(call) || standardMutatingCalls.contains(call) { return true }
        // ManagedBuffer's (a class) and ManagedBufferPointer's: they reach memory through a reference.
        if ["withUnsafeMutablePointerToElements", "withUnsafeMutablePointerToHeader", "withUnsafeMutablePointers"].contains(call) { return false }
        let lower = call.lowercased()
        return lower.contains("mutable") || lower.contains("mutat") || lower.hasPrefix("modify") || lower.hasPrefix("update")
    }

    /// The standard library's mutating methods that take a closure or an `inout` argument.
    static let standardMutatingCalls: Set<String> = [
        "sort", "removeAll", "partition", "withUTF8", "merge", "trimPrefix", "removeFirst", "removeLast",
        "append", "insert", "replaceSubrange", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
        "withUnsafeMutablePointer", "withUnsafeMutableBytes", "withUnsafeMutableBufferPointer",
    ]

    /// The hook names the superclasses of class `name` declared in the module may take (`hookNamesTaken`), with
    /// the class that takes each, nearest first.
    func inheritedHookNames(ofClass name: String) -> [String: String] {
        var out: [String: String] = [:]
        var seen: Set<String> = [name]
        var current = superclassOf[name]
        while let c = current, seen.insert(c).inserted {
            for n in hookNamesTaken[c] ?? [] where out[n] == nil { out[n] = c }
            current = superclassOf[c]
        }
        return out
    }

    /// Whether the module declares a type alias whose last name component is `name`.
    func declaresAlias(named name: String) -> Bool { aliasesBySimpleName[name] != nil }


    static func lastComponent(_ q: String) -> String {
        // (By UTF-8, and no copy for a name without a dot: it runs for every declaration on each version.)
        guard let dot = q.utf8.lastIndex(of: 0x2E) else { return q }
        let after = q.utf8.index(after: dot)
        if after != q.utf8.endIndex { return String(q[after...]) }
        return q.split(separator: ".").last.map(String.init) ?? q
    }

    /// The names `Codable`'s synthesis answers to.
    static let codableNames: Set<String> = ["Codable", "Encodable", "Decodable", "Swift.Codable", "Swift.Encodable", "Swift.Decodable"]

    /// Protocols and classes of the standard library and Foundation that do not refine `Codable` (so a type
    /// conforming to them is not "maybe" Codable).
    static let knownNotCodable: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Comparable", "Identifiable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "CustomReflectable", "CustomPlaygroundDisplayConvertible", "LosslessStringConvertible",
        "TextOutputStream", "TextOutputStreamable", "Error", "LocalizedError", "CustomNSError", "RecoverableError", "AnyObject",
        "Actor", "GlobalActor", "SerialExecutor", "TaskExecutor", "Executor", "CaseIterable", "RawRepresentable", "OptionSet",
        "Sequence", "IteratorProtocol", "Collection", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "RangeReplaceableCollection", "LazySequenceProtocol", "LazyCollectionProtocol",
        "AsyncSequence", "AsyncIteratorProtocol", "SetAlgebra", "Strideable", "Numeric", "AdditiveArithmetic",
        "SignedNumeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "FloatingPoint",
        "BinaryFloatingPoint", "StringProtocol", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByNilLiteral", "ExpressibleByUnicodeScalarLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByStringInterpolation", "BitwiseCopyable",
        "Copyable", "Escapable", "NSObject", "NSObjectProtocol", "NSCopying", "NSMutableCopying", "NSCoding",
        "NSSecureCoding", "ObservableObject", "Observable", "CodingKey", "Decoder", "Encoder",
        // The coders' containers a hand-written Decoder or Encoder adopts (XMLCoder's decoder extends itself
        // with each), and more of the standard library's and Foundation's protocols that refine nothing
        // Codable nor Sendable.
        "KeyedDecodingContainerProtocol", "KeyedEncodingContainerProtocol", "UnkeyedDecodingContainer",
        "UnkeyedEncodingContainer", "SingleValueDecodingContainer", "SingleValueEncodingContainer", "TopLevelDecoder",
        "TopLevelEncoder", "StringInterpolationProtocol", "SendableMetatype", "XMLParserDelegate", "ManagedBuffer",
        "DataProtocol", "MutableDataProtocol", "ContiguousBytes", "RangeExpression", "CVarArg",
        "_HasCustomAnyHashableRepresentation",
    ]

    /// Protocols of the standard library and Foundation that refine Sendable but not Codable: known for
    /// coding only (as Sendable they stay a protocol of another module: `sendable` says `.maybe`).
    static let knownSendableNotCodable: Set<String> = [
        "Clock", "InstantProtocol", "DurationProtocol", "URLSessionDelegate", "URLSessionTaskDelegate",
        "URLSessionDataDelegate",
    ]

    /// The type a name stands for through the module's type aliases (`_RawHashStorage` for
    /// `ManagedBuffer<_HashNodeHeader, _RawHashNode>`: `ManagedBuffer`), normalized; the name itself when it
    /// is no alias of the module.
    func resolvingAliases(_ name: String) -> String {
        var current = name
        var visited = Set<String>()
        while visited.insert(current).inserted, let a = alias(named: current), let next = Self.normalized(a.type) {
            current = next
        }
        return current
    }

    /// The module's type alias a name (qualified, or by its last component) stands for.
    private func alias(named name: String) -> (file: String, type: String)? {
        aliases[name] ?? aliasesBySimpleName[Self.lastComponent(name)].flatMap { aliases[$0] }
    }

    /// Whether instances of the class `c` (its clause: `inheritance`) are made by `ManagedBuffer.create`: a
    /// subclass of `ManagedBuffer`, written so or through the module's type aliases and classes.
    func isManagedBuffer(inheritance: [String]) -> Bool {
        var base = inheritance.first.flatMap(Self.normalized)
        var visited = Set<String>()
        while let b = base, visited.insert(b).inserted {
            let last = Self.lastComponent(resolvingAliases(b))
            if last == "ManagedBuffer" { return true }
            base = classBases[last]
        }
        return false
    }

    /// A name as an inheritance clause writes it, without generic arguments, attributes (`@unchecked`) and
    /// whitespace; nil for a suppressed conformance (`~Copyable`).
    static func normalized(_ entry: String) -> String? {
        var s = Substring(entry.trimmingSpaces)
        while s.hasPrefix("@") {
            guard let space = s.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) else { return nil }
            s = s[space...].drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" })
        }
        if s.hasPrefix("~") { return nil }
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        let name = s.withoutWhitespace
        return name.isEmpty ? nil : name
    }

    /// Whether a type whose inheritance clauses name `entries` is `Sendable`: through `Sendable` itself (or
    /// `@unchecked Sendable`), `Error`, `Actor`, or a protocol or type alias of the module that leads there;
    /// `.maybe` when a name is neither the module's nor a known protocol that does not refine `Sendable` (a
    /// protocol of another module may: its hooks must then compile either way).
    func sendable(_ entries: [String]) -> SendableVerdict {
        conforms(entries, toAnyOf: Self.sendableNames)
    }

    /// Whether a type is an `Error` (its `_code`, `_domain` and `_userInfo` are the protocol's requirements).
    func error(_ entries: [String]) -> SendableVerdict {
        conforms(entries, toAnyOf: Self.errorNames)
    }

    /// Protocols whose conformers are `Error`s.
    static let errorNames: Set<String> = ["Error", "LocalizedError", "CustomNSError", "RecoverableError"]

    /// Whether the inheritance clauses `entries` lead to one of `targets` (last name components): directly,
    /// or through a protocol or type alias of the module; `.maybe` when a name is neither the module's nor a
    /// known protocol that leads nowhere (a protocol of another module may).
    func conforms(_ entries: [String], toAnyOf targets: Set<String>) -> SendableVerdict {
        var visited = Set<String>()
        var maybe = false
        func walk(_ entry: String) -> Bool {
            let parts = entry.split(separator: "&").map { String($0) }
            if parts.count > 1 { return parts.contains { walk($0) } }
            guard let name = Self.normalized(entry) else { return false }
            let last = Self.lastComponent(name)
            if targets.contains(last) { return true }
            guard visited.insert(name).inserted else { return false }
            let protocolName = protocols[name] != nil ? name : protocolsBySimpleName[last]
            if let q = protocolName, let p = protocols[q] { return p.inheritance.contains { walk($0) } }
            if let a = alias(named: name) { return walk(a.type) }
            if declarations[name] != nil || declarations[last] != nil { return false }
            if !Self.knownNotCodable.contains(name) && !Self.knownNotCodable.contains(last) && !Self.codableNames.contains(name) { maybe = true }
            return false
        }
        for e in entries where walk(e) { return .yes }
        return maybe ? .maybe : .no
    }

    /// Protocols whose conformers are `Sendable` (the standard library's).
    static let sendableNames: Set<String> = ["Sendable", "Error", "Actor", "LocalizedError", "CustomNSError", "RecoverableError", "SendableMetatype"]

    /// The verdict for a type whose synthesis-relevant inheritance clauses name `entries`.
    func codable(_ entries: [String]) -> CodableVerdict {
        var visited = Set<String>()
        var maybe: String?
        func walk(_ entry: String, through: String?) -> CodableVerdict? {
            // `A & B` (in an alias, or written in place).
            let parts = entry.split(separator: "&").map { String($0) }
            if parts.count > 1 {
                for p in parts { if let v = walk(p, through: through) { return v } }
                return nil
            }
            guard let name = Self.normalized(entry) else { return nil }
            if Self.codableNames.contains(name) {
                return .yes(conformance: Self.lastComponent(name), through: through)
            }
            guard visited.insert(name).inserted else { return nil }
            let protocolName = protocols[name] != nil ? name : protocolsBySimpleName[Self.lastComponent(name)]
            if let q = protocolName, let p = protocols[q] {
                for i in p.inheritance {
                    if let v = walk(i, through: through ?? "through '\(name)' in \(p.file)") { return v }
                }
                return nil
            }
            if let a = alias(named: name) {
                return walk(a.type, through: through ?? "through '\(name)' in \(a.file)")
            }
            // A superclass declared in the module: a subclass does not synthesize conformances.
            if declarations[name] != nil || declarations[Self.lastComponent(name)] != nil { return nil }
            if Self.knownNotCodable.contains(name) || Self.knownNotCodable.contains(Self.lastComponent(name))
                || Self.knownSendableNotCodable.contains(Self.lastComponent(name)) { return nil }
            if maybe == nil { maybe = name }
            return nil
        }
        for e in entries {
            if let v = walk(e, through: nil) { return v }
        }
        return maybe.map { .maybe(name: $0) } ?? .no
    }
}

extension ModuleFacts {
    /// Whether a member's bytes may hold what `OverlapFact.scan` looks for (an `&`, or a brace inside its
    /// body: a closure), so that a file whose members have neither is not lexed for it.
    static func mayOverlap(_ bytes: [UInt8], _ r: Range<Int>) -> Bool {
        var braces = 0
        for i in r where bytes[i] == 0x26 || bytes[i] == 0x7B {
            if bytes[i] == 0x26 { return true }
            braces += 1
            if braces == 2 { return true }
        }
        return false
    }
}

/// A call that may change one property of a value while a closure it is passed, or another of its `inout`
/// arguments, reaches another property of the same value: `_values.withUnsafeMutableBufferPointer { v in
/// _keys._partition(values: v) }`, `swap(&a, &b)`, `base.mutatingForEach { $0.sync(&state) }`. Swift's static
/// exclusivity checking allows that for two stored properties of a struct (their accesses are disjoint), but a
/// computed property is an access to the whole value, which overlaps the other: such properties stay stored.
/// Read from the tokens; what the call is (a mutating method?) is decided with the module's view (`ModuleView`).
/// For each token of `ts` (by its offset from `ts.startIndex`), the offset of the bracket that matches it, or -1
/// (not a bracket, or unmatched: a closing bracket of another kind than the last one open forgets those open).
func matchingBrackets(_ ts: ArraySlice<Token>) -> [Int] {
    let base = ts.startIndex
    var match = [Int](repeating: -1, count: ts.count)
    var stack: [Int] = []
    for k in ts.indices {
        switch ts[k].kind {
        case .leftParen, .leftSquare, .leftBrace: stack.append(k)
        case .rightParen, .rightSquare, .rightBrace:
            guard let o = stack.popLast() else { continue }
            let pairs = (ts[o].kind == .leftParen && ts[k].kind == .rightParen) || (ts[o].kind == .leftSquare && ts[k].kind == .rightSquare)
                || (ts[o].kind == .leftBrace && ts[k].kind == .rightBrace)
            if pairs { match[o - base] = k; match[k - base] = o } else { stack.removeAll() }
        default: break
        }
    }
    return match
}

struct OverlapFact: Sendable, Hashable {
    /// The bucket of facts about a named value (`v.a.sort { … v.b … }`), whose type the text does not say.
    static let anyValue = "*"
    /// The property changed (`_values`) and the call that changes it (`withUnsafeMutableBufferPointer`, or
    /// `swap` for `swap(&a, &b)`).
    var changed: String
    var call: String
    /// Passed `inout` (changed for certain); else changed only if `call` names a mutating method.
    var isInout: Bool
    /// The names the closures it is passed reach, and its other `inout` arguments, bare or through `self.`
    /// (or through the named value): locals among them are harmless, a property of the same type is what counts.
    var others: [String]
    var inoutOthers: [String]
    /// The member whose code holds the call (`move(keys:to:)`) and its file.
    var member: String
    var file: String

    /// The facts in `r` (a member's text), each with whether it is about `self` (else about a named value).
    /// Linear in the tokens but for the closures' tokens, read once per call they are passed to (nested calls
    /// read an inner closure again: as deep as the nesting).
    static func scan(_ outline: SourceOutline, _ r: Range<Int>, member: String, file: String, _ report: (Bool, OverlapFact) -> Void) {
        let ts = outline.tokens(in: r)
        guard ts.count > 2 else { return }
        let base = ts.startIndex
        let match = matchingBrackets(ts)
        func text(_ k: Int) -> String { outline.text(ts[k].range).removingBackticks }
        func isOp(_ k: Int, _ s: String) -> Bool { ts[k].kind == .operator && outline.text(ts[k].range) == s }
        func isSelf(_ k: Int) -> Bool { ts[k].kind == .keyword && ts[k].keyword == .self }
        let last = ts.endIndex - 1
        /// A value's path at `k` (after `&`, or a receiver's first token): the property of `self` it starts
        /// with (`a`, `self.a`), and for `v.a` the named value and its property.
        func root(_ k: Int) -> (own: String?, named: (value: String, property: String)?) {
            guard k <= last else { return (nil, nil) }
            if isSelf(k) {
                guard k + 2 <= last, ts[k + 1].kind == .period, ts[k + 2].kind == .identifier else { return (nil, nil) }
                return (text(k + 2), nil)
            }
            guard ts[k].kind == .identifier else { return (nil, nil) }
            if k + 2 <= last, ts[k + 1].kind == .period, ts[k + 2].kind == .identifier { return (text(k), (text(k), text(k + 2))) }
            return (text(k), nil)
        }
        /// What a closure at `open` reaches: bare names and `self.x` (of `self`), and `v.x` (of a named value).
        func reached(_ open: Int, own: inout Set<String>, named: inout [String: Set<String>]) {
            let close = match[open - base]
            guard close > open else { return }
            var k = open + 1
            while k < close {
                defer { k += 1 }
                if isSelf(k), k + 2 < close, ts[k + 1].kind == .period, ts[k + 2].kind == .identifier, k == base || ts[k - 1].kind != .period {
                    own.insert(text(k + 2)); k += 2; continue
                }
                guard ts[k].kind == .identifier, ts[k - 1].kind != .period else { continue }
                // A label (`f(x: 1)`) names nothing.
                if ts[k + 1].kind == .colon, ts[k - 1].kind == .leftParen || ts[k - 1].kind == .comma { continue }
                own.insert(text(k))
                if k + 2 < close, ts[k + 1].kind == .period, ts[k + 2].kind == .identifier { named[text(k), default: []].insert(text(k + 2)) }
            }
        }
        /// Whether the statement holding the token at `k` is a condition (`if x.f {`): there a brace opens
        /// the statement's body, not a trailing closure.
        func inCondition(_ k: Int) -> Bool {
            var j = k
            while j >= base {
                if ts[j].kind == .keyword, [.if, .guard, .while, .switch, .for, .where, .catch].contains(ts[j].keyword) { return true }
                if ts[j].isAtLineStart || ts[j].kind == .leftBrace || ts[j].kind == .rightBrace || ts[j].kind == .semicolon { break }
                j -= 1
            }
            return false
        }
        for c in ts.indices where c > base {
            let opensCall: Bool
            switch ts[c].kind {
            case .leftParen:
                opensCall = ts[c - 1].kind == .identifier || ts[c - 1].kind == .rightParen || ts[c - 1].kind == .rightSquare || isOp(c - 1, "?") || isOp(c - 1, "!")
            case .leftBrace:
                // A call with trailing closures only (`base.mutatingForEach { … }`), on the name's line.
                opensCall = ts[c - 1].kind == .identifier && !ts[c].isAtLineStart && !["get", "set", "willSet", "didSet", "init", "_read", "_modify"].contains(text(c - 1)) && !inCondition(c - 1)
            default: opensCall = false
            }
            guard opensCall, match[c - base] > c else { continue }
            let name = ts[c - 1].kind == .identifier ? text(c - 1) : ""
            var own = Set<String>(), named: [String: Set<String>] = [:]
            // The closures passed (their braces), read only once the call is known to change something.
            var closures: [Int] = []
            var inoutOwn: [String] = [], inoutNamed: [(value: String, property: String)] = []
            var end = c
            if ts[c].kind == .leftParen {
                // The arguments: closures and `&x` passed directly (a closure inside an argument's expression runs
                // before the call).
                let close = match[c - base]
                var k = c + 1, argStart = true
                while k < close {
                    if argStart, ts[k].kind == .identifier || ts[k].kind == .keyword, k + 1 < close, ts[k + 1].kind == .colon { k += 2; continue }
                    if argStart, ts[k].kind == .leftBrace { closures.append(k) }
                    if argStart, isOp(k, "&") {
                        let (o, n) = root(k + 1)
                        if let o { inoutOwn.append(o) }
                        if let n { inoutNamed.append(n) }
                    }
                    argStart = false
                    if ts[k].kind == .comma { argStart = true }
                    if [.leftParen, .leftSquare, .leftBrace].contains(ts[k].kind), match[k - base] > k { k = match[k - base] + 1 } else { k += 1 }
                }
                end = close + 1
            }
            // Trailing closures, on the line of what they follow (the first unlabeled, the next labeled).
            var t = end
            while t <= last, !inCondition(c - 1) {
                if t == end, ts[t].kind == .leftBrace, !ts[t].isAtLineStart, match[t - base] > t {
                    closures.append(t); t = match[t - base] + 1
                } else if t != end, ts[t].kind == .identifier, t + 2 <= last, ts[t + 1].kind == .colon, ts[t + 2].kind == .leftBrace, match[t + 2 - base] > t + 2 {
                    closures.append(t + 2); t = match[t + 2 - base] + 1
                } else { break }
            }
            if closures.isEmpty && inoutOwn.count + inoutNamed.count < 2 && (inoutOwn.isEmpty && inoutNamed.isEmpty || ts[c - 1].kind != .identifier || ts[c - 2].kind != .period) { continue }
            // The receiver: `a.f(…)`, `self.a.b[i].f(…)`, `v.a.f(…)`.
            var receiver: (own: String?, named: (value: String, property: String)?) = (nil, nil)
            if ts[c - 1].kind == .identifier, c - 3 >= base, ts[c - 2].kind == .period {
                var e = c - 3, s: Int? = nil
                while e >= base {
                    let kind = ts[e].kind
                    if kind == .rightParen || kind == .rightSquare, match[e - base] >= 0, match[e - base] < e { e = match[e - base] - 1; continue }
                    if isOp(e, "?") || isOp(e, "!") { e -= 1; continue }
                    if kind == .identifier || isSelf(e) {
                        if e - 1 >= base, ts[e - 1].kind == .period { e -= 2; continue }
                        s = e
                    }
                    break
                }
                if let s {
                    receiver = root(s)
                    // `v.f(…)`: `v` is the receiver itself, not a named value with a property `f`.
                    if let n = receiver.named, s + 2 == c - 1, n.property == name { receiver.named = nil }
                }
            }
            // Nothing it changes: no receiver (`f { … }`, a free function) and no `inout` argument.
            if receiver.own == nil && receiver.named == nil && inoutOwn.isEmpty && inoutNamed.isEmpty { continue }
            for k in closures { reached(k, own: &own, named: &named) }
            func emit(_ isSelf: Bool, changed: String, isInout: Bool, closures: Set<String>, inouts: [String]) {
                var closures = closures
                closures.remove(changed)
                let inouts = Set(inouts.filter { $0 != changed })
                guard !closures.isEmpty || !inouts.isEmpty else { return }
                report(isSelf, OverlapFact(changed: changed, call: name, isInout: isInout, others: closures.sorted(),
                                           inoutOthers: inouts.sorted(), member: member, file: file))
            }
            if let x = receiver.own { emit(true, changed: x, isInout: false, closures: own, inouts: inoutOwn) }
            for x in inoutOwn { emit(true, changed: x, isInout: true, closures: own, inouts: inoutOwn) }
            for n in [receiver.named].compactMap({ $0 }) + inoutNamed {
                emit(false, changed: n.property, isInout: receiver.named.map { $0 != n } ?? true, closures: named[n.value] ?? [],
                     inouts: inoutNamed.filter { $0.value == n.value }.map(\.property))
            }
        }
    }
}

/// A place whose code may consume a stored property of a value on its own (partial consumption), read from
/// the tokens: `v.prop.method(…)` (consuming if the module declares `method` consuming, or does not declare it
/// at all), or `v.prop` taken whole as a value (`let x = v.prop`, `return v.prop`, `consume v.prop`, an
/// argument, `switch v.prop {`). Inside a member that owns `self` (`consuming`, `mutating`, an initializer, a
/// setter) a bare `prop` and `self.prop` count for `self`'s type; `self.prop` elsewhere only borrows.
/// Whether `prop` is a noncopyable stored property of the struct asked about, and whether the method consumes,
/// is decided with the module's view (`Expander.partialConsumption(of:)`). A noncopyable struct without a
/// deinit whose property is consumed so must keep its stored properties stored: after it, only stored
/// properties can be read, and a computed property can never be consumed.
struct PartialConsumption: Sendable, Hashable {
    /// The property consumed (`element`) and the properties read through it before the end of the
    /// expression (`v.state.buffer.take()`: `buffer`), which must be stored properties of a noncopyable
    /// struct for the consumption to be a partial one.
    var property: String
    var through: [String]
    /// The method called on it (`take`), or "" when it is taken whole as a value.
    var call: String
    /// Taken whole as an argument: the function called (`f` of `f(v.prop)`, "" when not an argument or when
    /// the call has no name); a function whose parameters all borrow cannot consume it.
    var argumentOf: String = ""
    /// The type of the value whose property it is, when the code says it (`self`, a parameter `v: borrowing
    /// Foo<T>`: `Foo`), by last name component; "" when not known.
    var baseType: String = ""
    /// The expression as written (`payload.element.take()`), the member whose code holds it and its file.
    var excerpt: String
    var member: String
    var file: String

    /// The sites in the bodies of declaration `d` (its body, or its accessors), each with the key it goes
    /// under: the qualified name of `d`'s type for `self`'s own properties, `OverlapFact.anyValue` else.
    static func scan(_ outline: SourceOutline, _ d: OutlineDecl, file: String, _ report: (String, PartialConsumption) -> Void) {
        let ranges = (d.body.map { [$0] } ?? []) + d.bindings.compactMap(\.accessorBlock)
        guard !ranges.isEmpty else { return }
        // Whether the member owns `self` (may consume a property of it), and `self`'s type.
        var ownsSelf = false
        var selfKey: String? = nil
        if let p = d.parent, p.kind == .struct || p.kind == .extension || p.kind == .enum || p.kind == .class || p.kind == .actor, !d.isStatic {
            selfKey = p.kind == .extension ? p.name.withoutWhitespace : StubContext.qualifiedName(p)
            ownsSelf = d.kind == .initializer || d.modifiers.contains("consuming") || d.modifiers.contains("__consuming") || d.modifiers.contains("mutating")
                || d.bindings.contains { b in b.accessorKinds.contains { ["set", "_modify", "modify", "init"].contains($0) } }
        }
        // Parameters by name, with their type as written; the head's last name component is read where a
        // parameter's property is reached (`typeHead`: few members do).
        var parameters: [String: String] = [:]
        let selfType = selfKey.map { ModuleView.lastComponent($0.prefix { $0 != "<" }.description) } ?? ""
        for p in d.params {
            guard let n = p.internalName else { continue }
            parameters[n] = p.typeText
        }
        for r in ranges {
            scan(outline, r, ownsSelf: ownsSelf ? selfKey : nil, selfType: selfType, parameters: parameters, member: d, file: file, report)
        }
    }

    /// The last name component of a parameter type's head (`borrowing Foo<T>?`: `Foo`; `Self`: `selfType`), or
    /// "" when it is no plain name.
    static func typeHead(_ typeText: String, selfType: String) -> String {
        var words = typeText.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
        while let w = words.first, w.hasPrefix("@") || ["borrowing", "consuming", "inout", "__owned", "__shared", "sending"].contains(w) { words.removeFirst() }
        let head = words.joined(separator: " ").prefix { $0 != "<" && $0 != "?" && $0 != "!" && $0 != " " }
        let last = ModuleView.lastComponent(String(head))
        return last == "Self" ? selfType : (last.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? last : "")
    }

    static func scan(_ outline: SourceOutline, _ r: Range<Int>, ownsSelf selfKey: String?, selfType: String, parameters: [String: String],
                     member d: OutlineDecl, file: String, _ report: (String, PartialConsumption) -> Void) {
        let ts = outline.tokens(in: r)
        guard ts.count > 2 else { return }
        let lo = ts.startIndex, last = ts.endIndex - 1
        // A bare name is a property of `self` unless a parameter or a local of the member has it (`init(element:)`'s
        // `self.element = element`, `var channel = self.channel.swap(…)`; locals are not scoped here: a local of
        // that name anywhere in the body shadows).
        var shadowed = Set(parameters.keys)
        if selfKey != nil {
            for k in ts.indices where k > lo && ts[k].kind == .identifier && ts[k - 1].kind == .keyword && [.let, .var].contains(ts[k - 1].keyword) {
                shadowed.insert(outline.text(ts[k].range).removingBackticks)
            }
        }
        let match = matchingBrackets(ts)
        func text(_ k: Int) -> String { outline.text(ts[k].range).removingBackticks }
        func isOp(_ k: Int, _ s: String) -> Bool { ts[k].kind == .operator && outline.text(ts[k].range) == s }
        func isSelf(_ k: Int) -> Bool { ts[k].kind == .keyword && ts[k].keyword == .self }
        func isPostfix(_ k: Int) -> Bool { k <= last && (isOp(k, "?") || isOp(k, "!")) && !ts[k].isAtLineStart }
        for k in ts.indices where k > lo && ts[k].kind == .identifier {
            let key: String
            var base = k
            var baseType = ""
            if ts[k - 1].kind == .period {
                // `v.prop`, `self.prop`, `f().prop`, `a?.b.prop`: walk back to the expression's first token.
                var j = k - 2
                guard j >= lo, ts[j].kind == .identifier || isSelf(j) || ts[j].kind == .rightParen || ts[j].kind == .rightSquare || isOp(j, "?") || isOp(j, "!") else { continue }
                while j >= lo {
                    if ts[j].kind == .rightParen || ts[j].kind == .rightSquare {
                        let o = match[j - lo]
                        guard o >= 0, o < j else { break }
                        // A call's or a subscript's name before its bracket (`f()`, `a[i]`), else the bracket is the start.
                        if o - 1 >= lo, ts[o - 1].kind == .identifier || isSelf(o - 1) || ts[o - 1].kind == .rightParen || ts[o - 1].kind == .rightSquare, !ts[o].isAtLineStart { j = o - 1; continue }
                        j = o; break
                    }
                    if isOp(j, "?") || isOp(j, "!") { j -= 1; continue }
                    if j - 1 >= lo, ts[j - 1].kind == .period, j - 2 >= lo { j -= 2; continue }
                    break
                }
                base = max(j, lo)
                if base == k - 2, isSelf(base) {
                    guard let selfKey else { continue }   // `self` borrowed: nothing of it can be consumed.
                    key = selfKey
                    baseType = selfType
                } else {
                    key = OverlapFact.anyValue
                    if base == k - 2, ts[base].kind == .identifier, !shadowed.isEmpty {
                        baseType = parameters[text(base)].map { typeHead($0, selfType: selfType) } ?? ""
                    }
                }
            } else {
                // A bare name: a property of `self` only in a member that owns it (else a local, or borrowed).
                guard let selfKey, !shadowed.contains(text(k)) else { continue }
                // Not a label (`f(prop: x)`), a declaration's name (`let prop`), nor a closure's parameter.
                if k + 1 <= last, ts[k + 1].kind == .colon { continue }
                if ts[k - 1].kind == .keyword, [.let, .var, .func, .case].contains(ts[k - 1].keyword) { continue }
                key = selfKey
                baseType = selfType
            }
            // The chain after the name: `.a.b` (through `?` and `!`), then a call, a subscript, or the end.
            var through: [String] = []
            var e = k
            var call: String? = nil
            while true {
                var n = e + 1
                while isPostfix(n) { n += 1 }
                if n + 1 <= last, ts[n].kind == .period, ts[n + 1].kind == .identifier {
                    e = n + 1
                    through.append(text(e))
                    continue
                }
                if n <= last, ts[n].kind == .leftParen, !ts[n].isAtLineStart, e != k {
                    call = through.removeLast()
                    e = max(match[n - lo], n)
                } else if n <= last, ts[n].kind == .leftSquare, !ts[n].isAtLineStart {
                    e = -1   // a subscript borrows or changes in place
                } else {
                    e = n - 1
                }
                break
            }
            guard e >= 0 else { continue }
            var argumentOf = ""
            if call == nil {
                // Taken whole as a value: what stands before the expression and after it say so.
                let before = base - 1 >= lo ? base - 1 : -1
                let prevConsumes: Bool = before >= 0 && {
                    let t = ts[before]
                    switch t.kind {
                    case .leftParen, .comma, .colon, .leftBrace, .leftSquare: return true
                    case .operator: return outline.text(t.range) == "="
                    case .keyword: return [.return, .throw, .switch, .in].contains(t.keyword)
                    case .identifier: return ["consume", "yield"].contains(text(before))
                    default: return false
                    }
                }()
                guard prevConsumes else { continue }
                // A label's colon (`f(a: v.p)`) counts, a type annotation's does not (`let x: T = …` has `=`).
                let next = e + 1
                let endsThere: Bool = next > last || {
                    let t = ts[next]
                    switch t.kind {
                    case .rightParen, .comma, .rightBrace, .rightSquare, .semicolon, .leftBrace, .endOfFile: return true
                    case .keyword: return t.keyword == .else
                    case .operator, .period: return false
                    default: return t.isAtLineStart
                    }
                }()
                guard endsThere else { continue }
                // An argument: the call it is passed to (the innermost open parenthesis before it, and its name).
                if [.leftParen, .comma, .colon].contains(ts[before].kind) {
                    var j = before
                    while j >= lo {
                        if ts[j].kind == .rightParen || ts[j].kind == .rightSquare || ts[j].kind == .rightBrace {
                            let o = match[j - lo]
                            if o >= 0, o < j { j = o - 1; continue }
                            j = lo - 1; break
                        }
                        if ts[j].kind == .leftParen || ts[j].kind == .leftSquare || ts[j].kind == .leftBrace { break }
                        j -= 1
                    }
                    if j > lo, ts[j].kind == .leftParen, ts[j - 1].kind == .identifier { argumentOf = text(j - 1) }
                }
            }
            // Its first line, at most 80 characters (a call's arguments may run on).
            let whole = outline.text(ts[base].start..<ts[min(e, last)].end).filter { $0 != "`" }
            var excerpt = String(whole.prefix { $0 != "\n" })
            if excerpt.count > 80 { excerpt = String(excerpt.prefix(77)) }
            if excerpt.count < whole.count { excerpt += "…" }
            report(key, PartialConsumption(property: text(k), through: through, call: call ?? "", argumentOf: argumentOf, baseType: baseType,
                                           excerpt: excerpt,
                                           member: d.displayName, file: file))
        }
    }
}
