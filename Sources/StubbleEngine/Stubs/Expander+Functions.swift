// Expanding functions, initializers and accessors: hooks, spies and guarded calls.

import StubbleSyntax

extension Expander {
    func expandFunction(_ d: OutlineDecl, options: StubOptions, hook: String, coroutine: Coroutine? = nil) -> Result<[Insertion], Skip> {
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
        if let builder = d.attributes.first(where: { isResultBuilder($0.name) }) {
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
                || mentionsUnknownName(t, of: d) || nameHiddenInBody(t, of: d) != nil
        }
        if let r = d.returnType, Self.containsWord(r, "some") {
            return fail("'\(d.displayName)' cannot be stubbed: its opaque result type '\(r)' cannot be stored in a hook; return a concrete type or 'any …' instead")
        }
        // `Self` cannot appear in a stored hook's type. In a struct or enum it is the type itself: the hook names it
        // (in its body `Box` is `Box<T>`). In a class `Self` is the dynamic type: a result that mentions it passes
        // as `Any` and is cast back (`as! Self`); a parameter can name a final class only. An actor is a final
        // class here: its own name is not convertible to `Self` either (swift-sdk's `actor Client`, whose
        // `withSamplingHandler(_:) -> Self` did not compile).
        var selfName: String? = nil
        var selfErased = false
        var selfCast = false
        let selfInParams = d.params.contains(where: { Self.containsWord($0.typeText, "Self") })
        if Self.containsWord(d.returnType ?? "", "Self") || selfInParams {
            let h = home(of: d)
            if let h, h.kind == .struct || h.kind == .enum, Self.isIdentifier(h.name) {
                selfName = typeNameInHooks(h)
            } else if let h, h.kind == .actor || (h.kind == .class && h.modifiers.contains("final")), Self.isIdentifier(h.name) {
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
        // `sending` parameters the hook takes as `sending`, each handed over through a local the region checker
        // does not follow (see below), as the guard's statements: `nonisolated(unsafe) let _stubbleP = p`.
        var handOvers: [String] = []
        // Not where the guard is part of an expression (`if let _hook { _hook(p) } else { p }`, the body's
        // single expression kept implicit: before a call of type `Never`): it holds no statement. Elsewhere a
        // single expression gets an explicit `return` (an inline piece) after the guard.
        let bodyOpen = body.lowerBound, bodyClose = body.upperBound - 1
        let guardIsStatement: Bool = {
            guard d.isSingleExpressionBody else { return true }
            guard let first = d.statementStarts.first, first > bodyOpen, !startsWithNeverCall(first) else { return false }
            let onItsOwnLines = restOfLineIsEmpty(after: bodyOpen + 1) && lineEnd(bodyOpen) < bodyClose
            return onItsOwnLines ? first >= nextLineStart(bodyOpen) : true
        }()
        for (index, p) in d.params.enumerated() {
            var name: String
            if let n = p.internalName {
                name = Self.escapedIdentifier(n)
            } else if let at = p.unnamedEnd {
                name = unnamedParameterName(index, of: d, body: body, hook: hook)
                nameInsertions.append(Insertion(sPos: at, text: Markers.inlineOpen + " " + name + Markers.inlineClose))
            } else if let known = knownMetatypeArgument(p, of: d) {
                name = known
            } else {
                let label = p.externalName ?? "_"
                return fail("'\(d.displayName)' is not stubbed: its parameter '\(label) _' has no name inside the body to pass to the hook (name it: '\(label) value: \(p.typeText.oneLine)')")
            }
            var t = Self.droppingSending(p.typeText.oneLine)
            // A `sending` parameter is the method's to send on (to another actor, a task): a hook standing in for
            // it may want to as well (a test's hook that hands the value to an actor), which it can only if its
            // parameter is `sending` too. Passing the parameter itself to such a hook fails where the body uses it
            // after the guard, as a value returned ("sending 'p' risks causing data races": Swift's region
            // checking does not see that the guard returns); handed over through a `nonisolated(unsafe)` local,
            // the parameter's own region is neither sent nor merged on that path (as for initializers). Not for
            // a type this file says is Sendable (Swift warns that `nonisolated(unsafe)` is unnecessary, and
            // tracks no region), `borrowing` (the local would consume it), a generic or opaque type (the hook
            // takes `Any`), nor with spy records (they keep the argument).
            let words0 = p.typeText.oneLine.split(separator: " ")
            if t != p.typeText.oneLine, guardIsStatement, !options.spy, coroutine == nil, !words0.contains("borrowing"), !isSendableHere(t),
               !mentionsGeneric(t), !Self.containsWord(t, "some"), !Self.containsWord(t, "Self") {
                t = p.typeText.oneLine
                let handed = handOver(name, of: d, body: body, hook: hook)
                handOvers.append(handed.statement)
                name = handed.local
            }
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
        let throwsCall = Self.throwsSomething(d.effectsText)
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
        case nil: handOver = handOvers.map { $0 + "; " }.joined() + "return \(call)"
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
            if expressionForm, options.condition != nil || !handOvers.isEmpty, let first = d.statementStarts.first, first >= at, !startsWithNeverCall(first) {
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
            if expressionForm, !handOvers.isEmpty, let first = d.statementStarts.first, first > open {
                // A hand-over needs a statement: the guard, then the expression returned explicitly (as with a
                // condition, above).
                guardInsertions.append(Insertion(sPos: open + 1, text: Markers.inlineOpen + " if let \(read) { \(handOver) };" + Markers.inlineClose))
                guardInsertions.append(Insertion(sPos: first, text: Markers.inlineOpen + "return " + Markers.inlineClose))
            } else if expressionForm {
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

    func spyPieces(_ d: OutlineDecl, hook: String, hookType: String, paramTypes: [String], st: Storage) -> Result<SpyPieces, Skip> {
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
        if st.prefix.contains("nonisolated(unsafe)"), home(of: d)?.kind == .actor || isGlobalActorIsolated(d) { funcPrefix += "nonisolated " }
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
                let n = entry.withoutWhitespace
                return MockEquatability.refiningEquatable.contains(n.hasPrefix("Swift.") ? String(n.dropFirst(6)) : n)
            }
            if refines { names.insert(String(t.name.split(separator: ".").last ?? Substring(t.name)).withoutWhitespace) }
        }
        return names
    }

    /// A computed property or subscript that lists accessors: its getter and setter are each stubbed like
    /// a method (`_getX` called with the subscript's arguments; `_setX` with them and the new value),
    /// with the guard at the top of the accessor's body. Accessors that yield or address storage
    /// (`_read`, `_modify`, `unsafeAddress`, ...) cannot call a hook: such a member is not stubbed.
    func expandAccessors(_ d: OutlineDecl, accessors: [AccessorInfo], params: [OutlineParam], type: String,
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
            getter.attributes.append(OutlineAttribute(name: "inlinable", range: 0..<0, arguments: nil))
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
            setter.params = params + [OutlineParam(externalName: nil, internalName: value, typeText: type, hasDefault: false, range: 0..<0)]
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
            modifier.params = params + [OutlineParam(externalName: nil, internalName: "_stubbleValue", typeText: type, hasDefault: false, range: 0..<0)]
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
    func overrideSuffix(_ d: OutlineDecl) -> String {
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

    /// The name an unnamed parameter (`_: Int`, the `index`th) gets inside the body: `_argN`, with `_` added until
    /// neither the body, the other parameters nor the hook use it.
    func unnamedParameterName(_ index: Int, of d: OutlineDecl, body: Range<Int>, hook: String) -> String {
        var name = "_arg\(index)"
        let bodyText = text(body)
        while name == hook || d.params.contains(where: { $0.internalName == name }) || Self.containsWord(bodyText, name) { name += "_" }
        return name
    }

    /// A `sending` parameter handed to its hook through a `nonisolated(unsafe)` local (see `expandFunction` and
    /// `expandInitializer`): the local's name (`_stubbleP`, with `_` added until neither the body, the parameters
    /// nor the hook use it) and the statement that declares it.
    func handOver(_ name: String, of d: OutlineDecl, body: Range<Int>, hook: String) -> (local: String, statement: String) {
        var local = "_stubble" + name.removingBackticks.capitalizedFirst
        let bodyText = text(body)
        while local == hook || d.params.contains(where: { $0.internalName == local }) || Self.containsWord(bodyText, local) { local += "_" }
        return (local, "nonisolated(unsafe) let \(local) = \(name)")
    }
}

extension Expander {
    /// Whether a declaration's effects (`async throws(ParseError)`) throw: `throws` or `throws(E)`, not
    /// `throws(Never)`, which throws nothing (a `try` before its hook's call draws "no calls to throwing
    /// functions occur within 'try' expression").
    static func throwsSomething(_ effects: String) -> Bool {
        // (A byte search first: the whitespace-free copy and its search cost a thousand times more, and only
        // an effects clause that names `Never` needs them.)
        containsWord(effects, "throws") && !(Stubbing.Analysis.mentions(effects, "Never") && effects.withoutWhitespace.contains("throws(Never)"))
    }
}
