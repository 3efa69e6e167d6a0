// Expanding properties: renamed storage, getter and setter hooks, and types read off initializers.

import StubbleSyntax

extension Expander {
    func expandProperty(_ d: OutlineDecl, options: StubOptions) -> Result<[Insertion], Skip> {
        func fail(_ code: String, _ why: String, stubble: Bool = false, fixes: [SkipFix] = []) -> Result<[Insertion], Skip> {
            .failure(Skip(code: code, message: why, isStubbleError: stubble, fixes: fixes))
        }
        // `#if … @available(…) #endif` before a stored property: its stub (a computed property of its name
        // before it, the storage renamed) would carry the attributes without their condition, and the storage
        // would no longer follow its generated lines, which is how its rename is found and taken back
        // (swift-otel's `OTLPExporterConfiguration.Protocol`).
        if d.attributesUnderIfConfig, d.bindings.contains(where: \.isStored) {
            return fail("stubble.skipped", "'\(d.name)' is not stubbed: its attributes are under '#if', which its stub cannot repeat")
        }
        // `@available(*, unavailable) static let xray` (swift-otel's options it does not support): no code can
        // read it, and its renamed storage could not be read by the stub either ("'_xray' is unavailable").
        if d.isAvailable("unavailable"), d.bindings.contains(where: \.isStored) {
            return fail("stubble.skipped", "'\(d.name)' is not stubbed: it is unavailable")
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
        if b.accessorBlock != nil, !b.isStored {
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
        var inferred = annotation(of: d) == nil && b.typeText == nil ? certainType(of: b.initializerText, selfType: home(of: d)) : nil
        // `static let sdkDisabled = Self(key: …)` in `extension OTel.Configuration.Key.GeneralKey` at file scope:
        // the struct's plain name is not in scope there (swift-otel), so its type stays `Self`, which the hook
        // spells as below.
        if let t = inferred, let h = home(of: d), t == h.name, h.parent != nil, d.parent?.kind == .extension,
           let e = b.initializerText?.trimmingSpaces, e.hasPrefix("Self(") || e.hasPrefix("Self.") {
            inferred = "Self"
        }
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
            // A static stored property of an extension keeps its hook beside it, in the extension, where a
            // nested type's plain name is not in scope (`extension Environment.Key` does not see `Key`;
            // swift-subprocess): there it is `Self`.
            let inExtension = d.parent?.kind == .extension && h.parent != nil
            hookValueType = Self.replaceWord(type, "Self", with: inExtension ? "Self" : typeNameInHooks(h))
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
        // of the value can be read, and a computed property can never be consumed: in such a struct, when code
        // of the module consumes one of its noncopyable stored properties so (`partialConsumption(of:)`),
        // every stored property stays stored.
        if let h = d.parent, h.kind == .struct, !d.modifiers.contains("static"), h.suppresses("Copyable"),
           !h.members.contains(where: { $0.kind == .deinitializer }),
           let (site, how) = partialConsumptions.known(h) ?? partialConsumptions.store(partialConsumption(of: h), for: h) {
            let whereText = "'\(site.member)'" + (site.file == context.fileName ? "" : " in \(site.file)")
            let what = "(`\(site.excerpt)` \(how))"
            let why = site.property == name ? "\(whereText) consumes its value on its own \(what), which a computed property cannot be"
                : "\(whereText) consumes its noncopyable property '\(site.property)' on its own \(what), after which only stored properties can be read"
            return fail("stubble.skipped", "'\(name)' is not stubbed: '\(h.name)' is noncopyable and has no deinit, and " + why)
        }
        // `MemoryLayout<Header>.offset(of: \.length)` reads a stored property's offset, which a computed
        // property has none of (nil): in a struct whose offsets code of the module reads, stored properties stay
        // stored. (Its size is kept too: its instance hooks live outside the value, `hooksOutsideValueReason`.)
        if let h = d.parent, h.kind == .struct, !d.isStatic, d.bindings.contains(where: \.isStored),
           let files = module.offsetsRead[h.name], let first = files.first {
            let whereText = first == context.fileName ? "this file" : first
            return fail("stubble.skipped", "'\(name)' is not stubbed: code in \(whereText) reads the offsets of the stored properties of '\(h.name)' (`MemoryLayout<\(h.name)>.offset(of:)`), and a computed property has none")
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
        var st = storage(for: d)
        // A stored property of a Sendable type in a struct isolated to a global actor (`@MainActor struct`) can be
        // read and changed from outside the actor in the module (Swift allows it of a value type's stored
        // property): the computed property that stubs it and its hooks' accessors are `nonisolated`, else such
        // code (`func total(_ p: Point) -> Int { p.x }`) no longer compiles. The renamed storage stays as it is,
        // which the nonisolated accessors may read for the same reason. Only where the type is known to be
        // Sendable (the standard library's value types, a type here that says so).
        // (No closure over `self`: one that is not inlined copies the whole `Expander`, for every stored property.)
        var nonisolatedInIsolatedStruct = false
        if let h = home(of: d), h.kind == .struct, !d.isStatic, !d.modifiers.contains("nonisolated") {
            var isolated = false
            for a in h.attributes where isGlobalActorAttribute(a.name) { isolated = true; break }
            nonisolatedInIsolatedStruct = isolated && isKnownSendable(type)
        }
        if nonisolatedInIsolatedStruct, st.boxed { st.prefix += "nonisolated " }
        let valueType = hookValueType.hasSuffix("!") ? String(hookValueType.dropLast()) + "?" : hookValueType
        let cap = name.capitalizedFirst
        let getter = "_get" + cap, setter = "_set" + cap, backing = "_" + name
        let sendable = st.sendable ? "@Sendable " : ""
        let isLazy = d.modifiers.contains("lazy")
        // Stubble's own attributes are annotations, not wrappers (the attribute form is reported on its own).
        // Attributes that the computed property (the one callers see) must keep, and others it may drop.
        // A global actor the module declares (`@DataActor`) is carried like `@MainActor`.
        let carriedNames = Self.carriedAttributeNames.union(module.globalActors)
        let knownAttributes = Self.knownPropertyAttributeNames.union(module.globalActors)
        let hasWrapperOrAttr = d.attributes.contains { !knownAttributes.contains($0.name) }
        // Each carried attribute on the generated line it goes to: an attribute written over several lines (`@available(\n *,
        // deprecated, …)`) is joined into one, else its inner lines would be taken for the user's.
        let outline = self.outline  // (a closure reading `text(_:)` would copy the whole Expander)
        let carriedAttributes = d.attributes.filter { carriedNames.contains($0.name) }.map { outline.text($0.range) }
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
        // (Asked in order without an array of the three: every stored property asks.)
        let clash: String? = taken.isEmpty ? nil : taken.contains(backing) ? backing : taken.contains(getter) ? getter : taken.contains(setter) ? setter : nil
        if let clash {
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
            if isPropertyWrapper(wrapper.name) {
                return fail("stubble.unsupported", "'\(name)' is not stubbed: its property wrapper '@\(wrapper.name)' owns the storage, and stubbing would rename its '_\(name)' and '$\(name)'")
            }
            if isResultBuilder(wrapper.name) {
                return fail("stubble.unsupported", "'\(name)' is not stubbed: its attribute '@\(wrapper.name)' is a result builder, and stubble does not know what it would mean on the computed property and the renamed storage that stub it")
            }
            // Declared in another module (or a file the analysis does not see): a wrapper, or a global actor,
            // which would isolate the computed property. Syntax cannot tell them apart; the hint says both.
            return fail("stubble.unsupported", "'\(name)' is not stubbed: its attribute '@\(wrapper.name)' is declared where stubble does not see it: a property wrapper would own the storage (stubbing would rename its '_\(name)' and '$\(name)'), a global actor would isolate the computed property that stubs it, and stubble cannot tell which it is")
        }
        // A stored instance property that stubbing makes computed; `canInit`: one an initializer may assign.
        let storedInstance = !d.isStatic && d.parent != nil && !isLazy && !hasWrapperOrAttr
        let canInit = storedInstance && !(isLet && b.initializerText != nil)
            && (d.parent!.kind == .class || d.parent!.kind == .struct || d.parent!.kind == .actor)
        let dropped = Self.droppedPropertyModifiers
        // Its modifiers but those dropped (and a global's `static`), each followed by a space.
        var modifierText = carried
        if nonisolatedInIsolatedStruct { modifierText += "nonisolated " }
        for m in d.modifiers where !dropped.contains(m) && (m != "static" || d.parent != nil) { modifierText += m; modifierText += " " }
        let modText = modifierText
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
        if isLet && canInit && context.languageMode < 5 && !Self.isFunctionType(type)
            && (type.hasSuffix("?") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")) {
            return fail("stubble.unsupported", "'\(name)' is not stubbed: its package is compiled in Swift 4 mode (its Package.swift's tools version or language versions), where a property with an init accessor and an optional type starts as nil however the type is spelled, so an initializer's own assignment would initialize the 'let' storage a second time")
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
        if let h = home(of: d), h.kind == .struct, !d.isStatic, let why = (overlapReasons.known(h) ?? overlapReasons.store(overlapReasons(of: h), for: h))[name] {
            return fail("stubble.unsupported", "'\(name)' is not stubbed: " + why)
        }
        // A struct's stored property isolated by its own attribute (`@MainActor var scale = 2` in a struct that is
        // not): the computed property that stubs it carries the attribute, and Swift then refuses the struct's
        // memberwise and default initializers ("cannot be both nonisolated and main actor-isolated": the box of
        // hooks is initialized nonisolated), and code that reads the stored property of a Sendable type from
        // outside the actor (which Swift allows of a value type's stored property) could no longer.
        if let h = home(of: d), h.kind == .struct, !d.isStatic, let own = firstGlobalActorAttribute(d.attributes),
           !h.attributes.contains(where: { $0.name == own.name }) {
            return fail("stubble.unsupported", "'\(name)' is not stubbed: its own '@\(own.name)' would isolate the computed property that stubs it, and the memberwise and default initializers of struct '\(h.name)' cannot be both nonisolated and '\(own.name)'-isolated")
        }
        if let h = home(of: d), h.kind != .actor, !d.isStatic, !d.modifiers.contains("nonisolated"), !nonisolatedInIsolatedStruct, isGlobalActorIsolated(d),
           let why = mainActorRefusal(name, of: h, except: d) {
            return fail("stubble.unsupported", why)
        }
        // (Also a `let` with its value, which no initializer assigns but one may read: swift-nio-extras'
        // `"\(self.bodyLength)"` before `self.cachedHead = …`.)
        if storedInstance, let h = home(of: d), readsInInitializer(name, of: h) {
            return fail("stubble.unsupported", "'\(name)' is not stubbed: an initializer of '\(h.name)' reads it before every stored property is set\(h.kind == .class && !h.inheritance.isEmpty ? " and 'super.init' is called" : ""), where a computed property cannot be read")
        }
        // The same in an extension's initializer in another file of the module (ZIPFoundation's
        // `Entry+Serialization.swift`: `Int(self.fileNameLength)` before the last field is set).
        if storedInstance, let h = home(of: d), h.kind != .class,
           let file = Self.otherFiles(Self.byType(module.readsBeforeWhole, h)?[name], than: context.fileName).sorted().first {
            return fail("stubble.unsupported", "'\(name)' is not stubbed: an initializer of '\(h.name)' in \(file) reads it before every stored property is set, where a computed property cannot be read")
        }
        // Swift 6.3 crashes (signal 11 in SILGen) on an initializer of a noncopyable struct that reaches a member
        // through such a property of a noncopyable stored property (`self.ring.array.count`), once the property
        // has an init accessor (swift-system's `IORing.init(queueDepth:flags:)` over `SQRing.array`).
        if canInit, let h = home(of: d), h.kind == .struct, h.suppresses("Copyable"),
           let chain = module.chainedInInitializers[name]?.filter({ module.noncopyableStructPropertyTypes[$0.through]?.contains(h.name) ?? false }).min(by: { ($0.file, $0.through) < ($1.file, $1.through) }) {
            let file = chain.file == context.fileName ? "" : " in \(chain.file)"
            return fail("stubble.unsupported", "'\(name)' is not stubbed: an initializer of a noncopyable type\(file) reaches a member through it (`\(chain.through).\(name).…`), which Swift 6.3 fails to compile (the compiler crashes) once '\(name)' of the noncopyable '\(h.name)' has the init accessor its stubs need")
        }
        // An initializer inlined into clients (`@inlinable`, in any file of the module) initializes the
        // property through its init accessor, which must then be `@inlinable` too: it can be where inlinable
        // code may assign the property (public or `@usableFromInline`, with no narrower setter). Another such
        // property, with an initial value (an optional `var` has `nil`), is initialized from it through the
        // accessor all the same; one without is not (the inlinable initializer cannot assign it).
        var initAccessor = "init"
        if canInit, let h = home(of: d), let file = Self.byType(module.inlinableInits, h)?.sorted().first {
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
                let elsewhere = Self.otherFiles(Self.byType(module.initMutations, h)?[name], than: context.fileName).sorted().first
                if let i = initializers(of: h).first(where: { i in i.body.map { mutates(name, in: $0) } ?? false }) {
                    return fail("stubble.unsupported", why + ", and '\(i.displayName)' assigns it, which Swift would do through '_modify' (the init accessor serves only properties with a setter)")
                }
                if let file = elsewhere {
                    return fail("stubble.unsupported", why + ", and an initializer of '\(h.name)' in \(file) assigns it, which Swift would do through '_modify' (the init accessor serves only properties with a setter)")
                }
            }
        }
        if let o = firstMutating(observers, name) {
            return fail("stubble.unsupported", "'\(name)' is not stubbed: its \(o.kind) changes '\(name)', which would run its observers again (they stay on the renamed storage, behind the computed property)")
        }
        if !observers.isEmpty, let h = home(of: d) {
            if let i = initializers(of: h).first(where: { i in i.body.map { mutates(name, in: $0) } ?? false }) {
                return fail("stubble.unsupported", "'\(name)' is not stubbed: '\(i.displayName)' assigns it, and its \(observers[0].kind) would then run (it does not for an initializer's own assignments)")
            }
            // Initializers in extensions in other files of the module count too.
            let files = Self.otherFiles(Self.byType(module.initMutations, h)?[name], than: context.fileName)
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
        // An initializer in an extension in another file (compiled on its own in SwiftPM's debug builds) cannot
        // initialize the renamed storage's initial value behind one on the computed property: Swift then calls
        // an initial-value function that no file emits (a link error) or crashes (`ModuleFacts.storageInits`).
        // The computed property then has none: the storage's own initial value initializes it. Unless a
        // memberwise init (no initializer in the body) takes its default from it, or it is optional (it
        // would start as nil).
        if !initialValue.isEmpty, let h = home(of: d), h.kind == .struct,
           let file = Self.otherFiles(Self.byType(module.storageInits, h), than: context.fileName).sorted().first {
            if optional || !h.members.contains(where: { $0.kind == .initializer }) {
                let why = optional ? "as an optional property with an init accessor it needs its initial value on the property too (else it starts as nil)"
                    : "'\(h.name)' has a memberwise init, which takes its default from the property with the init accessor"
                return fail("stubble.unsupported", "'\(name)' is not stubbed: an initializer of '\(h.name)' in \(file) initializes stored properties, which Swift cannot do (in a build of one file at a time) when both the renamed storage and the property with the init accessor that stubs it have an initial value; and \(why)")
            }
            initialValue = ""
        }
        // The same with the initial value an optional `var` has without one written (nil), which both the renamed
        // storage and the property with the init accessor would have: swift-collections' test bundle failed to
        // link ("undefined reference to `OrderedSet.___storage` property initializer") for `OrderedSet+Initializers.swift`'s
        // initializers. Neither can be left without it.
        if initialValue.isEmpty, optional, !isLet, canInit, b.initializerText == nil, let h = home(of: d), h.kind == .struct,
           let file = Self.otherFiles(Self.byType(module.storageInits, h), than: context.fileName).sorted().first {
            return fail("stubble.unsupported", "'\(name)' is not stubbed: an initializer of '\(h.name)' in \(file) initializes stored properties, which Swift cannot do (in a build of one file at a time) when both the renamed storage and the property with the init accessor that stubs it start as nil, as an optional 'var' without an initial value does")
        }
        // A class that keeps its stored properties where they are has its stored hooks after them.
        var hooksAt: (at: Int, indent: String, conditions: [String])?
        if let kept = storedHooksPlace(d) {
            guard let place = kept else { return fail("stubble.skipped", unplaceableStoredHooks(d)) }
            hooksAt = place
        }
        let hookIndent = hooksAt?.indent ?? indent
        let getterType = "(" + sendable + "() -> " + valueType + ")?"
        let setterType = isLet || noncopyable != nil ? "" : "(" + sendable + "(" + valueType + ") -> Void)?"
        // The computed property that reads them is inside the condition too: no fallback where it is off.
        var movedHooks: [Insertion] = []
        if let place = hooksAt {
            var hookLines = [st.hook(getter, getterType, indent: hookIndent)]
            if !setterType.isEmpty { hookLines.append(st.hook(setter, setterType, indent: hookIndent)) }
            movedHooks = [Insertion(sPos: place.at, text: within(place.conditions, wrap(hookLines, condition: options.condition, indent: place.indent), indent: place.indent))]
        }
        // With a condition, the renamed copy of the declaration (see `storageCopy`), when one can be made.
        let copy = options.condition == nil ? nil : storageCopy(d, renaming: [renameOffset(b)])
        // The lines are written as bytes, each with its line marker (what `wrap` makes of them), into room made
        // once: the hooks, the computed property (`hooked`); and the lines without hooks for the `#else` of a
        // condition (`plain`), only made when there is one.
        let wantsPlain = options.condition != nil
        var hooked = GeneratedText(capacity: 8 * (indent.utf8.count + 16) + 2 * modText.utf8.count + 14 * name.utf8.count
                                   + 2 * (getterType.utf8.count + setterType.utf8.count) + 640)
        var plain = GeneratedText(capacity: wantsPlain ? 5 * (indent.utf8.count + 16) + modText.utf8.count + 8 * name.utf8.count + 200 : 0)
        if let condition = options.condition, copy == nil { hooked.add(indent); hooked.add("#if "); hooked.add(condition); hooked.endLine() }
        if hooksAt == nil {
            st.writeHook(getter, getterType, indent: hookIndent, into: &hooked); hooked.endLine()
            if !setterType.isEmpty { st.writeHook(setter, setterType, indent: hookIndent, into: &hooked); hooked.endLine() }
        }
        func head(_ out: inout GeneratedText) {
            out.add(indent); out.add(modText); out.add("var "); out.add(spelled); out.add(": "); out.add(computedType)
            out.add(initialValue); out.add(" {"); out.endLine()
        }
        head(&hooked)
        if wantsPlain { head(&plain) }
        if canInit {
            func initLine(_ out: inout GeneratedText) {
                out.add(inner); out.add("@storageRestrictions(initializes: "); out.add(backing); out.add(") "); out.add(initAccessor)
                out.add(" { "); out.add(backing); out.add(" = newValue }"); out.endLine()
            }
            initLine(&hooked)
            if wantsPlain { initLine(&plain) }
        }
        // A struct's lazy storage is initialized on first read, which mutates the struct.
        let get = isLazy && home(of: d)?.kind == .struct ? "mutating get" : "get"
        // A struct's hooks outside the value are static: read as `Self._getX`.
        let ref = hooksOutsideValue(d) ? "Self." : ""
        // `if let _getX` for a hook of the instance, `if let _getX = Self._getX` for one outside it.
        func bound(_ hook: String, _ out: inout GeneratedText) {
            out.add(hook)
            if !ref.isEmpty { out.add(" = "); out.add(ref); out.add(hook) }
        }
        if noncopyable != nil {
            // Borrowed and changed in place, never copied: a getter hook only (see above).
            hooked.add(inner); hooked.add("_read { if let "); bound(getter, &hooked); hooked.add(" { yield "); hooked.add(getter)
            hooked.add("(); return }; yield "); hooked.add(backing); hooked.add(" }"); hooked.endLine()
            if wantsPlain { plain.add(inner); plain.add("_read { yield "); plain.add(backing); plain.add(" }"); plain.endLine() }
            if !isLet {
                hooked.add(inner); hooked.add("_modify { if let "); bound(getter, &hooked); hooked.add(" { var _stubbleValue = "); hooked.add(getter)
                hooked.add("(); yield &_stubbleValue; "); hooked.add(backing); hooked.add(" = _stubbleValue } else { yield &")
                hooked.add(backing); hooked.add(" } }"); hooked.endLine()
                if wantsPlain { plain.add(inner); plain.add("_modify { yield &"); plain.add(backing); plain.add(" }"); plain.endLine() }
            }
        } else {
            hooked.add(inner); hooked.add(get); hooked.add(" { if let "); bound(getter, &hooked); hooked.add(" { return "); hooked.add(getter)
            hooked.add("() }; return "); hooked.add(backing); hooked.add(" }"); hooked.endLine()
            if wantsPlain { plain.add(inner); plain.add(get); plain.add(" { "); plain.add(backing); plain.add(" }"); plain.endLine() }
            if !isLet {
                hooked.add(inner); hooked.add("set { if let "); bound(setter, &hooked); hooked.add(" { "); hooked.add(setter)
                hooked.add("(newValue) } else { "); hooked.add(backing); hooked.add(" = newValue } }"); hooked.endLine()
                // In-place mutation (`x.items.append(1)`) stays in place, without a copy, when no hook is set.
                hooked.add(inner); hooked.add("_modify { if "); hooked.add(ref); hooked.add(getter); hooked.add(" == nil && ")
                hooked.add(ref); hooked.add(setter); hooked.add(" == nil { yield &"); hooked.add(backing)
                hooked.add(" } else { var _stubbleValue = "); hooked.add(spelled); hooked.add("; yield &_stubbleValue; ")
                hooked.add(spelled); hooked.add(" = _stubbleValue } }"); hooked.endLine()
                if wantsPlain {
                    plain.add(inner); plain.add("set { "); plain.add(backing); plain.add(" = newValue }"); plain.endLine()
                    plain.add(inner); plain.add("_modify { yield &"); plain.add(backing); plain.add(" }"); plain.endLine()
                }
            }
        }
        hooked.add(indent); hooked.add("}"); hooked.endLine()
        if let condition = options.condition, let copy {
            return .success(conditionalStorage(hooked: hooked.text, copy: copy, condition: condition, at: insertAt, indent: indent) + movedHooks)
        }
        if wantsPlain {
            // `wrap`'s `#else` and `#endif` (its `#if` opened the text above).
            plain.add(indent); plain.add("}"); plain.endLine()
            hooked.add(indent); hooked.add("#else"); hooked.endLine()
            hooked.add(plain)
            hooked.add(indent); hooked.add("#endif"); hooked.endLine()
        }
        let peer = Insertion(sPos: insertAt, text: hooked.text)
        return .success([peer, Insertion(sPos: renameOffset(b), text: "_")] + movedHooks)
    }

    /// A stored property's declaration as the stubs' backing storage inside `#if CONDITION`: the lines from
    /// its first line to its last, each binding name in `renaming` given its `_`, each line generated; and
    /// the offset after its last line, where the `#endif` goes. The `#else` branch is then the user's own
    /// declaration, untouched, so a build with the condition off compiles exactly what the user wrote.
    /// Nil where a copy cannot be generated lines (comments or multi-line string literals in it, which a
    /// line marker would land inside, or something else on its first or last line): such a property is
    /// renamed in place, its `#else` branch a plain computed property over the renamed storage.
    func storageCopy(_ d: OutlineDecl, renaming names: [Int]) -> (text: String, end: Int)? {
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
    func nonescapableResult(_ d: OutlineDecl, _ type: String) -> String? {
        guard let ne = nonescapableName(in: type, around: d) else { return nil }
        let kind = d.kind == .function ? "result" : "value"
        return "'\(d.displayName)' is not stubbed: its \(kind) '\(type.oneLine)' is non-escapable ('\(ne)' is ~Escapable), so its lifetime depends on its base or arguments (Swift infers that a getter's depends on 'self'), which a hook's result cannot"
    }

    /// The standard library's non-escapable types: a value of one cannot be stored, so it cannot pass as `Any`.
    static let standardNonescapable: Set<String> = ["Span", "MutableSpan", "RawSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan", "UTF8Span"]

    /// A name in `type` that is non-escapable (`~Escapable`): a generic parameter of an enclosing declaration
    /// constrained so, a type of the module that suppresses `Escapable`, or a span of the standard library.
    /// A function type is escapable whatever it takes (`(Span<Int>) -> Void`).
    func nonescapableName(in type: String, around d: OutlineDecl) -> String? {
        let t = type.trimmingSpaces
        if Self.isFunctionType(t) || (t.hasPrefix("@") && t.contains("->")) { return nil }
        var scope: OutlineDecl? = d
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
    /// `table[StubContext.qualifiedName(h)]`, without making the name when the table is empty (the module's
    /// tables by type are asked of every stored property, and are mostly empty).
    static func byType<V>(_ table: [String: V], _ h: OutlineDecl) -> V? {
        table.isEmpty ? nil : table[StubContext.qualifiedName(h)]
    }

    static let standardNoncopyable: Set<String> = ["Mutex", "Atomic", "_Cell"]
    /// The first byte of each of `standardNoncopyable`.
    static let standardNoncopyableFirstBytes: [UInt8] = standardNoncopyable.compactMap(\.utf8.first)

    /// A name in `type` that is noncopyable: a generic parameter of an enclosing declaration constrained
    /// `~Copyable`, a type of the module that suppresses `Copyable`, or `Mutex`/`Atomic`.
    func noncopyableName(in type: String, around d: OutlineDecl) -> String? {
        // (The names first, the pointer after: most types name nothing noncopyable, and the pointer test reads
        // the type by Characters. Every stored property asks, under `add --all` on generated code thousands.)
        guard let name = noncopyableNameInside(type, around: d) else { return nil }
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
        return name
    }

    /// `noncopyableName(in:around:)` without its pointer rule: the first noncopyable name `type` mentions.
    private func noncopyableNameInside(_ type: String, around d: OutlineDecl) -> String? {
        var scope: OutlineDecl? = d
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
                let q = StubContext.qualifiedName(x).withoutWhitespace
                if let name = module.noncopyableAliases.filter({ $0.value.contains(q) && Self.containsWord(type, $0.key) }).keys.min() { return name }
            }
            scope = x.parent
        }
        if !module.noncopyableAliases.isEmpty,
           let name = module.noncopyableAliases.filter({ $0.value.contains("") && Self.containsWord(type, $0.key) }).keys.min() { return name }
        // A generic parameter in scope (copyable: a `~Copyable` one was found above) hides a type of the module
        // of its name (`Element` of `Deque<Element>` is not a nested `Dictionary.Element: ~Copyable`).
        // (Read only when `type` mentions a candidate.)
        // (No set made when the module declares no noncopyable type: every stored property asks.)
        let mentioned: Set<String> = module.noncopyable.isEmpty ? [] : module.noncopyable.filter { Self.containsWord(type, $0) }
        // (A whole-word `Mutex`, `Atomic` or `_Cell` needs its first byte in the type: most types, `Int32`, `String`,
        // have none of them, and are answered without a word search for each name.)
        let firsts = Self.standardNoncopyableFirstBytes
        guard !mentioned.isEmpty || (type.utf8.contains { firsts.contains($0) }
                                     && Self.standardNoncopyable.contains(where: { Self.containsWord(type, $0) })) else { return nil }
        let hidden = Self.genericNames(of: d, within: home(of: d) ?? d.parent)
        // (The first by name of those it mentions: sets have no order, and the hint must not change between two
        // analyses of the same text: `IncrementalTests`.)
        if let name = mentioned.filter({ !hidden.contains($0) }).min() { return name }
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
    func certainType(of initializer: String?, selfType home: OutlineDecl? = nil) -> String? {
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
    func selfTypedMemberType(_ path: Substring, call: Bool, home: OutlineDecl?) -> String? {
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
    static func hasIsolatedParameter(_ d: OutlineDecl) -> Bool {
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

extension Expander {
    /// Whether a property's type is known to be Sendable: one `isSendableHere` says is, or an optional, an
    /// array, a set or a dictionary of such types (`[String: Int]?`). Conservative: anything else is not known.
    func isKnownSendable(_ t: String) -> Bool {
        let s = t.trimmingSpaces
        if s.hasSuffix("?") { return isKnownSendable(String(s.dropLast())) }
        if s.hasPrefix("["), s.hasSuffix("]") {
            let inner = Array(s.dropFirst().dropLast())
            var depth = 0
            for (i, c) in inner.enumerated() {
                if "[<(".contains(c) { depth += 1 } else if "]>)".contains(c) { depth -= 1 }
                if c == ":", depth == 0 { return isKnownSendable(String(inner[..<i])) && isKnownSendable(String(inner[(i + 1)...])) }
            }
            return isKnownSendable(String(inner))
        }
        for g in ["Optional<", "Array<", "Set<"] where s.hasPrefix(g) && s.hasSuffix(">") {
            return isKnownSendable(String(s.dropFirst(g.count).dropLast()))
        }
        return isSendableHere(s)
    }
}

extension Expander {
    // `expandProperty` asks these of every stored property. Written as loops: a closure that calls a method of
    // `Expander` (`first(where: { isGlobalActorAttribute($0.name) })`) copied the whole `Expander` each time
    // it was formed, whether or not there was an element to ask about.

    /// The first of `attributes` that names a global actor (`isGlobalActorAttribute`).
    func firstGlobalActorAttribute(_ attributes: [OutlineAttribute]) -> OutlineAttribute? {
        for a in attributes where isGlobalActorAttribute(a.name) { return a }
        return nil
    }

    /// The first of `observers` whose body changes `name` (`mutates(_:in:)`).
    func firstMutating(_ observers: [AccessorInfo], _ name: String) -> AccessorInfo? {
        for a in observers {
            if let body = a.body, mutates(name, in: body) { return a }
        }
        return nil
    }
}
