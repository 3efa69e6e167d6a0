// Initializer hooks (issue 16): a struct's or an enum's initializer gets a type-level hook with the
// initializer's function type returning the type, and its body starts by handing back the hook's value:
//
//     nonisolated(unsafe) static var _initXY: ((Double, Double) -> Point)? = nil // stubble
//     init(x: Double, y: Double) {
//         if let _initXY = Self._initXY { self = _initXY(x, y); return } // stubble
//
// A class's or an actor's initializer cannot hand back another instance (there is no `self = …` in it):
// those stay skipped with that reason.

extension Expander {
    /// Whether `d`'s hook is a type-level one: a static member's, or an initializer's (an initializer has no
    /// instance to hold a hook yet). Such a hook never lives in a struct's `_stubs` box.
    static func hasTypeLevelHook(_ d: OutlineDecl) -> Bool { d.isStatic || d.kind == .initializer }

    /// `init?` and `init!` hand back an optional value.
    func isFailable(_ d: OutlineDecl) -> Bool {
        let k = d.keywordRange.upperBound
        return k < bytes.count && (bytes[k] == UInt8(ascii: "?") || bytes[k] == UInt8(ascii: "!"))
    }

    /// The hook and guard of an initializer of a struct or an enum (see the top of this file).
    func expandInitializer(_ d: OutlineDecl, options: StubOptions, hook: String) -> Result<[Insertion], Skip> {
        func fail(_ why: String, code: String = "stubble.unsupported") -> Result<[Insertion], Skip> {
            .failure(Skip(code: code, message: "'\(d.displayName)' is not stubbed: " + why, isStubbleError: false))
        }
        guard let h = home(of: d) else { return fail("it has no type to hold its hook", code: "stubble.skipped") }
        switch h.kind {
        case .class, .actor:
            let kind = h.kind == .class ? "a class" : "an actor"
            return fail("an initializer of \(kind) cannot hand back another instance (it has no 'self = …'), so no hook can stand in for it; stub a factory method instead (a static func that calls it, or a method of the code that creates '\(h.name)')", code: "stubble.skipped")
        case .struct, .enum: break
        default: return fail("only initializers of structs and enums get hooks", code: "stubble.skipped")
        }
        // The box of a struct's instance hooks is a `let` (a `var` where its own initializers' hooks assign
        // `self = …`), declared by the struct's own file: a hook here assigning `self = …` would initialize it twice.
        if let info = foreignInfo(h), h.kind == .struct, hooksOutsideValueReason(h) == nil {
            return fail("its hook would assign 'self = …', which would initialize twice the box that '\(h.name)' in \(info.fileName) holds its hooks in (only a struct that cannot hold the box, such as a @frozen one or one whose initializer assigns 'self = …', gets hooks for initializers of its extensions in other files)")
        }
        // `self = …` would initialize a `let` that has a value a second time ("immutable value 'self.d' may
        // only be initialized once"; FlyingFox's HTTPHandler errors).
        if h.kind == .struct, let p = h.members.first(where: { m in
            m.kind == .variable && !m.isStatic && m.isLet && m.bindings.contains { $0.initializerText != nil && $0.accessorBlock == nil }
        }) {
            return fail("'\(p.name)' is a 'let' with a value, which 'self = …' from a hook would initialize a second time")
        }
        // The value of a non-escapable type depends on the lifetime of what it borrows (`@_lifetime(borrow
        // table)`): a value a hook hands back depends on nothing ("lifetime-dependent variable 'self' escapes
        // its scope"; swift-collections' `_HTable.Bitmap`).
        if d.attributes.contains(where: { $0.name == "_lifetime" || $0.name == "lifetime" })
            || h.suppresses("Escapable") {
            return fail("the value it makes is non-escapable and its lifetime depends on its arguments (@_lifetime), which a value a hook hands back cannot")
        }
        guard let body = d.body, body.count >= 2 else { return fail("it has no body", code: "stubble.skipped") }
        guard Self.isIdentifier(h.name) else { return fail("'\(h.name)' has no plain name for its hook's result", code: "stubble.skipped") }
        // (A type of another file keeps this table after the extension here, which `expand` checked.)
        if let g = genericStaticHome(d), foreignInfo(g) == nil, staticTablePlace(g) == nil {
            return fail("the static hooks of generic '\(g.name)' are kept in a table declared after it, and its closing brace must end its line", code: "stubble.skipped")
        }
        let genericNames = Self.genericParameterNames(d.genericParams)
        if genericNames.contains(where: { $0.hasPrefix("each ") }) {
            return fail("parameter packs cannot be stored in a hook")
        }
        if d.params.contains(where: { !Self.isWholeType($0.typeText) }) {
            return fail(Self.notAWholeType, code: "stubble.skipped")
        }
        guard let insertAt = peerInsertionPoint(d) else { return fail("it must start its own line", code: "stubble.skipped") }
        // The hook is the type's: a static hook (stored, or in a generic type its table's), with the
        // initializer's attributes (`@inlinable` → `@usableFromInline`) and `nonisolated`.
        let typeLevel = d.standIn(.function)
        typeLevel.modifiers.append("static")
        let st = storage(for: typeLevel)
        let constrained = constrainedNames(of: d)
        func mentionsGeneric(_ t: String) -> Bool {
            genericNames.contains { Self.containsWord(t, $0) } || constrained.whole.contains { Self.containsWord(t, $0) }
                || constrained.dotted.contains { Self.containsMemberOf(t, $0) } || constrained.copyable.contains { Self.needsCopyable(t, $0) }
                || constrained.argument.contains { Self.isGenericArgument(t, $0) }
                || mentionsUnknownName(t, of: d) || nameHiddenInBody(t, of: d) != nil
        }
        var paramTypes: [String] = [], args: [String] = [], nameInsertions: [Insertion] = []
        // `sending` parameters the hook takes as `sending`, each handed over through a local the region
        // checker does not follow (see below).
        var handOvers: [String] = []
        for (index, p) in d.params.enumerated() {
            var name: String
            if let n = p.internalName {
                name = Self.escapedIdentifier(n)
            } else if let at = p.unnamedEnd {
                // As for methods: `_: Int` gets a name inside the body (an inline piece), the label stays `_`.
                name = unnamedParameterName(index, of: d, body: body, hook: hook)
                nameInsertions.append(Insertion(sPos: at, text: Markers.inlineOpen + " " + name + Markers.inlineClose))
            } else if let known = knownMetatypeArgument(p, of: d) {
                name = known
            } else {
                let label = p.externalName ?? "_"
                return fail("its parameter '\(label) _' has no name inside the body to pass to the hook (name it: '\(label) value: \(p.typeText.oneLine)')")
            }
            var erased = false, handedOver = false
            var t = Self.droppingSending(p.typeText.oneLine)
            // The guard's path and the body's meet at the initializer's end, where Swift joins what each did to
            // a `sending` parameter's region: a plain hook parameter merges it with the hook's result (`self`),
            // which fails when the body sends it on ("sending 'channel.some' risks causing data races",
            // swift-async-algorithms' `Disconnected(value: channel)`); a `sending` one sends it, which fails
            // when the body stores it in `self` (`self.wrapped = .some(wrapped)`). So the hook takes it as
            // `sending` and the guard hands it over through a `nonisolated(unsafe)` local: sent from there,
            // the parameter's own region is neither sent nor merged on that path. (Not for a type this file
            // says is Sendable: Swift warns that `nonisolated(unsafe)` is unnecessary there, and tracks no
            // region. Not for `borrowing`: the local would consume it.)
            let words0 = p.typeText.oneLine.split(separator: " ")
            if t != p.typeText.oneLine, !words0.contains("borrowing"), !isSendableHere(t) {
                t = p.typeText.oneLine
                let handed = handOver(name, of: d, body: body, hook: hook)
                handOvers.append(handed.statement)
                handedOver = true
                name = handed.local
            }
            t = TypeText.unwrappingIUO(t)
            t = Self.replaceWord(t, "Self", with: typeNameInHooks(h))
            if t.hasSuffix("...") { t = "[" + String(t.dropLast(3)).trimmingSpaces + "]" }
            t = Self.replaceWord(t, "some", with: "any")
            if mentionsGeneric(t) {
                let words = t.split(separator: " ")
                if words.contains("inout") || t.contains("->") && !t.contains("@escaping") {
                    return fail("its parameter '\(name)' of generic type '\(t)' cannot be passed to a type-erased hook (inout or non-escaping closure)")
                }
                if let n = nonescapableName(in: t, around: d) {
                    return fail("its parameter '\(name)' of generic type '\(t)' is non-escapable ('\(n)' is ~Escapable), which cannot pass as 'Any' to a type-erased hook")
                }
                t = handedOver ? "sending Any" : "Any"  // an attribute (`@Sendable`, `@escaping`) applies to function types only, not to `Any`
                erased = true
            }
            paramTypes.append(t)
            let words = p.typeText.oneLine.split(separator: " ")
            let head = words.drop(while: { $0.hasPrefix("@") })
            if head.first == "inout" { args.append("&" + name) }
            else if words.contains(where: { $0.hasPrefix("@autoclosure") }) { args.append(name + "()") }
            // `as Any`: an optional (`T?`) passed as `Any` is otherwise a warning ("implicitly coerced").
            else { args.append(erased ? name + " as Any" : name) }
        }
        let effects = Self.replaceWord(d.effectsText.oneLine, "rethrows", with: "").split(separator: " ").joined(separator: " ")
        let throwsCall = Self.throwsSomething(d.effectsText)
        let asyncCall = Self.containsWord(d.effectsText, "async")
        let failable = isFailable(d)
        // In the type's body its plain name is the type itself (`Box` is `Box<T>`).
        let result = typeNameInHooks(h) + (failable ? "?" : "")
        let fnType = "(" + paramTypes.joined(separator: ", ") + ")" + (effects.isEmpty ? "" : " " + effects) + " -> " + result
        let nonsending = asyncCall && !isMainActor(d) && !Self.hasIsolatedParameter(d) ? "nonisolated(nonsending) " : ""
        let hookType = "(" + nonsending + (st.sendable ? "@Sendable " : "") + fnType + ")?"
        // An initializer is an instance context: the type-level hook is read through `Self`.
        let call = (throwsCall ? "try " : "") + (asyncCall ? "await " : "") + hook + "(" + args.joined(separator: ", ") + ")"
        let handBack = failable ? "guard let _stubbleValue = \(call) else { return nil }; self = _stubbleValue; return"
                                : "self = \(call); return"
        let guardText = "if let \(hook) = Self.\(hook) { " + handOvers.map { $0 + "; " }.joined() + "\(handBack) }"

        let indent = indentation(d.start)
        let open = body.lowerBound, close = body.upperBound - 1
        let lineMode = restOfLineIsEmpty(after: open + 1) && lineEnd(open) < close
        var guardInsertions: [Insertion] = []
        if lineMode {
            let at = nextLineStart(open)
            var guardIndent = indent + "    "
            if let firstStmt = d.statementStarts.first, firstStmt > at { guardIndent = indentation(firstStmt) }
            else if startsLine(close) { guardIndent = indentation(close) + "    " }
            guardInsertions.append(Insertion(sPos: at, text: wrap([guardIndent + guardText], condition: options.condition, indent: guardIndent)))
        } else {
            guardInsertions.append(Insertion(sPos: open + 1, text: Markers.inlineOpen + " " + guardText + ";" + Markers.inlineClose))
        }
        // A failable initializer whose body is `nil` alone returns it implicitly (the one single expression an
        // initializer's body may give back): after the guard it would be a statement, which does not compile
        // ("'nil' requires a contextual type"; swift-docc-symbolkit's `CodingKey` types have
        // `init?(intValue: Int) { nil }`). It gets an explicit `return` (an inline piece).
        if failable, d.isSingleExpressionBody, let first = d.statementStarts.first, first > open, first + 3 <= close,
           text(first..<(first + 3)) == "nil", !Self.isWordByte(bytes[first + 3]) {
            guardInsertions.append(Insertion(sPos: first, text: Markers.inlineOpen + "return " + Markers.inlineClose))
        }
        var hookAt = insertAt, hookIndent = indent
        var hookConditions: [String] = []
        // (An extension of a type of another file holds the hook itself, as its peer: see `foreignStaticHooks`.)
        if d.parent?.kind == .extension, foreignInfo(h) == nil {
            // Its hook goes in the type's body, inside the `#if` conditions the extension member is under.
            guard let place = hookHomeInsertion(h) else {
                return fail("the closing brace of '\(h.name)' must start its own line to hold the hook", code: "stubble.skipped")
            }
            hookAt = place.at; hookIndent = place.indent
            hookConditions = conditions(of: d, within: h) ?? []
        }
        let hookLine = st.hook(hook, hookType, indent: hookIndent)
        // A guard on the body's first line stays where the condition is off: it reads a computed `nil` there.
        let fallback = hookIndent + st.computedPrefix + "var \(hook): \(hookType) { nil }"
        let peer = Insertion(sPos: hookAt, text: within(hookConditions, wrap([hookLine], condition: options.condition, indent: hookIndent,
                                                                              elseLines: lineMode ? nil : [fallback]), indent: hookIndent))
        return .success([peer] + nameInsertions + guardInsertions)
    }
}

extension Expander {
    /// Why a stored property `name` of a `@MainActor` type (struct or class), or of one isolated to another
    /// global actor of the module (`@DataActor`), cannot be stubbed, when a `nonisolated` member uses it: the
    /// computed property that stubs it is isolated to that actor, so a `nonisolated init` can no longer assign
    /// it ("main actor-isolated property can not be mutated from a nonisolated context"), nor a nonisolated
    /// member read it as it could read a `let`.
    func mainActorRefusal(_ name: String, of h: OutlineDecl, except d: OutlineDecl) -> String? {
        let actor = globalActor(of: d) ?? "MainActor"
        let isolated = actor == "MainActor" ? "main-actor isolated" : "global actor '\(actor)'-isolated"
        let members = h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)
        for m in members where m !== d && m.modifiers.contains("nonisolated") {
            let uses = m.body.map { Self.containsWord(text($0), name) } ?? false
                || m.bindings.contains { b in b.accessorBlock.map { Self.containsWord(text($0), name) } ?? false }
            guard uses else { continue }
            if m.kind == .initializer {
                return "'\(name)' is not stubbed: the nonisolated '\(m.displayName)' of \(isolated) '\(h.name)' assigns it, which the \(isolated) computed property that stubs it does not allow"
            }
            return "'\(name)' is not stubbed: the nonisolated '\(m.displayName)' reads it, which the \(isolated) computed property that stubs it does not allow"
        }
        return nil
    }
}

extension Expander {
    /// A `~Copyable` struct that holds the box of its instance hooks cannot also hand back an initializer's
    /// hook: the box is initialized on entry and `self = …` would destroy it on that path only ("conditional
    /// initialization or destruction of noncopyable types is not supported"). Its initializers stay as they
    /// are, with that reason; its other members keep their hooks.
    func skipInitializersOfNoncopyable(_ h: OutlineDecl, _ out: inout [Target], _ index: TargetIndex) {
        guard h.suppresses("Copyable") else { return }
        for i in index.of(home: h) where out[i].skip == nil && out[i].decl.kind == .initializer {
            out[i].insertions = []
            out[i].skip = Skip(code: "stubble.unsupported", message: "'\(out[i].decl.displayName)' is not stubbed: '\(h.name)' is ~Copyable and holds the box of its other hooks, which 'self = …' from a hook would destroy on one path only (Swift does not support conditional initialization of noncopyable values); stub a static factory method instead", isStubbleError: false)
        }
    }
}

extension Expander {
    /// Whether this file says the type `t` (a parameter's, specifiers and attributes aside) is Sendable: a
    /// type declared here whose clause or extensions here lead to `Sendable`, or a value type of the standard
    /// library or Foundation.
    func isSendableHere(_ t: String) -> Bool {
        let words = t.split(separator: " ").filter { !$0.hasPrefix("@") && !["consuming", "sending", "__owned"].contains($0) }
        guard words.count == 1 else { return false }
        guard let h = typesByName[String(words[0])] else {
            // The standard library's and Foundation's value types (`sending String`, `Data?`) are Sendable, unless
            // the module declares its own of that name.
            let name = String(words[0].prefix(while: { $0 != "?" }))
            return Self.standardValueTypeNames.contains(name) && module.typeKindsByLastName[name] == nil
        }
        return fileView.sendable(h.inheritance + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.inheritance)) == .yes
    }
}
