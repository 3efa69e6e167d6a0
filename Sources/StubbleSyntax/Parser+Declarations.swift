// The parser: one declaration of each kind (types, functions, initializers, subscripts, accessors, ...).
// (Part of `Parser`, declared in Parser.swift.)

extension Parser {
    // MARK: - Declarations

    /// Type attributes whose parentheses are arguments (`@convention(c)`); for others, like `@Sendable`, a
    /// following `(` starts a function type.
    mutating func typeAttributeTakesArguments(_ name: String) -> Bool {
        switch name {
        case "convention", "differentiable", "isolated", "_opaqueReturnTypeOf", "_lifetime", "lifetime",
             "available", "_originallyDefinedIn":
            return true
        default:
            return false
        }
    }

    mutating func parseAttribute(inType: Bool = false) -> Attribute {
        let p = parseAttributeParts(inType: inType)
        return Attribute(name: p.name ?? text(p.nameRange), arguments: p.arguments, range: p.range)
    }

    /// An attribute's parts: its name is the text of `nameRange` unless `name` is set (a dotted name with
    /// trivia in it).
    struct AttributeParts {
        var nameRange: Range<Int>
        var name: String?
        var arguments: SourceText?
        var range: Range<Int>
    }

    mutating func parseAttributeParts(inType: Bool) -> AttributeParts {
        let at = cur
        advance()
        var end = at.end
        var nameRange = at.end..<at.end
        var name: String?
        if isNameLike(cur) && cur.isLeftBound {
            nameRange = cur.range
            end = cur.end
            advance()
            // Dotted attribute names (`@Foo.Bar`).
            while cur.kind == .period && cur.isLeftBound && isNameLike(tok(i + 1)) {
                if name == nil && (cur.start != nameRange.upperBound || tok(i + 1).start != cur.end) {
                    name = text(nameRange)
                }
                advance()
                if name != nil { name! += "." + text(cur) }
                nameRange = nameRange.lowerBound..<cur.end
                end = cur.end
                advance()
            }
        } else {
            error("expected an attribute name after '@'", at.range)
        }
        if opStarts(cur, with: 0x3C) && cur.isLeftBound {  // @Builder<Input>
            skipAngles()
            end = tk(i - 1).end
        }
        var args: SourceText?
        if cur.kind == .leftParen && cur.isLeftBound
            && (!inType || typeAttributeTakesArguments(name ?? text(nameRange))) {
            let open = i
            skipBalanced(what: "attribute arguments")
            let close = i - 1
            if tk(close).kind == .rightParen && close > open {
                let r = tk(open).end..<tk(close).start
                args = sourceText(r)
            } else {
                let r = tk(open).end..<tk(close).end
                args = sourceText(r)
            }
            end = tk(close).end
        }
        return AttributeParts(nameRange: nameRange, name: name, arguments: args, range: at.start..<end)
    }

    mutating func parseModifier() -> Modifier {
        let t = cur
        advance()
        var detail: String?
        var end = t.end
        if cur.kind == .leftParen && isNameLike(tok(i + 1)) && tok(i + 2).kind == .rightParen {
            detail = spelling(tok(i + 1))
            end = tok(i + 2).end
            i += 3
        }
        return Modifier(keyword: spelling(t), detail: detail, range: t.start..<end)
    }

    /// `parseModifier` as ranges (a declaration's modifiers are stored so; no strings).
    mutating func parseCompactModifier() -> CompactModifiers.Entry {
        let t = cur
        advance()
        var e = CompactModifiers.Entry(start: t._start, keywordEnd: t._end, end: t._end)
        if cur.kind == .leftParen && isNameLike(tok(i + 1)) && tok(i + 2).kind == .rightParen {
            let d = tok(i + 1)
            e.detailStart = d._start
            e.detailEnd = d._end
            e.end = tok(i + 2)._end
            i += 3
        }
        return e
    }

    /// Attributes and modifiers, then a declaration keyword. Returns nil (with `i` anywhere) when the tokens do
    /// not start a declaration.
    mutating func parseDeclaration(members: Bool, into decls: inout [Declaration]) -> Bool {
        let startIdx = i
        // The usual few attributes and modifiers are kept as ranges (no allocation); an array only past them.
        var compactAttributes = CompactAttributes()
        var attributes: [Attribute]? = nil
        var compact = CompactModifiers()
        var modifiers: [Modifier]? = nil
        var attributeDirectives = false
        while true {
            if cur.kind == .atSign {
                let p = parseAttributeParts(inType: false)
                if attributes == nil && p.name == nil
                    && compactAttributes.append(CompactAttributes.Entry(p)) { continue }
                if attributes == nil { attributes = compactAttributes.attributes(bytes) }
                compactAttributes = CompactAttributes()
                attributes!.append(Attribute(name: p.name ?? text(p.nameRange), arguments: p.arguments,
                                             range: p.range))
            } else if cur.kind == .poundIdentifier && spells(cur, "#if") && attributeIfConfigFollows() {
                // `#if ... @attr ... #endif` around attributes: skip the directives, keep the attributes.
                var all = attributes ?? compactAttributes.attributes(bytes)
                compactAttributes = CompactAttributes()
                skipAttributeIfConfig(&all)
                attributes = all
                attributeDirectives = true
            } else if isModifier(i) {
                let e = parseCompactModifier()
                if modifiers == nil && compact.append(e) { continue }
                if modifiers == nil {
                    modifiers = compact.modifiers(bytes)
                    compact = CompactModifiers()
                }
                modifiers!.append(e.modifier(bytes))
            } else {
                break
            }
        }
        guard isDeclKeyword(i) else {
            if startIdx != i && members {
                error("expected a declaration after attributes or modifiers", tk(startIdx).start..<tk(i - 1).end)
                // Keep what was consumed as consumed.
                return false
            }
            return false
        }
        let first = tk(startIdx)
        let kwTok = cur
        let indentRange = lineIndentation(at: first.start)
        let indent = indentRange.count
        // Built in its slot of `decls`: appending a finished local copied it (retaining everything in it).
        // Member lists grow from 8: fewer reallocations for the usual type with a few members.
        if decls.isEmpty { decls.reserveCapacity(8) }
        decls.append(Declaration(kind: .variable, nameRange: kwTok.end..<kwTok.end, keywordRange: kwTok.range,
                            range: first.start..<kwTok.end, leadingTriviaRange: first.leadingTriviaRange,
                            source: bytes, attributes: attributes, compactAttributes: compactAttributes,
                            modifiers: modifiers, compactModifiers: compact))
        if attributeDirectives { decls[decls.count - 1].hasAttributesUnderIfConfig = true }
        if parseDeclarationRest(&decls[decls.count - 1], kwTok: kwTok, first: first, startIdx: startIdx,
                                indent: indent) {
            return true
        }
        decls.removeLast()
        return false
    }

    /// The rest of `parseDeclaration` from the keyword on, into `d`; false when the keyword starts none.
    mutating func parseDeclarationRest(_ d: inout Declaration, kwTok: Token, first: Token, startIdx: Int,
                                       indent: Int) -> Bool {
        depth += 1
        advance()
        switch kwTok.keyword {
        case .import:
            d.kind = .import
            // `import struct Foo.Bar`
            if cur.kind == .keyword && !cur.isAtLineStart && sets.declKeywords.contains(cur.keyword) { advance() }
            let s = i
            while !atEOF && !cur.isAtLineStart && cur.kind != .semicolon { advance() }
            if let st = sourceText(from: s, to: i) {
                d.parsedNameRange = st.range
            } else {
                error("expected a module name", kwTok.range)
            }
        case .class, .struct, .enum, .protocol:
            d.kind = kwTok.keyword == .class ? .class : kwTok.keyword == .struct ? .struct
                : kwTok.keyword == .enum ? .enum : .protocol
            parseNominal(&d, indent: indent)
        case .actor:
            d.kind = .actor
            parseNominal(&d, indent: indent)
        case .extension:
            d.kind = .extension
            let s = i
            if !parseType() { error("expected a type to extend", kwTok.range) }
            if let st = sourceText(from: s, to: i) {
                d.parsedNameRange = st.range
            }
            parseInheritanceWhereMembers(&d, indent: indent)
        case .func:
            d.kind = .function
            parseFunctionName(&d)
            parseGenericParameters(&d)
            parseSignature(indent: indent, kind: .function, declaration: &d)
        case .`init`:
            d.kind = .initializer
            d.parsedNameRange = kwTok.range
            parseSignature(indent: indent, kind: .initializer, declaration: &d)
        case .deinit:
            d.kind = .deinitializer
            d.parsedNameRange = kwTok.range
            parseSignature(indent: indent, kind: .deinitializer, declaration: &d)
        case .subscript:
            d.kind = .subscript
            d.parsedNameRange = kwTok.range
            parseSignature(indent: indent, kind: .subscript, declaration: &d)
        case .var, .let:
            d.kind = .variable
            parseVariable(&d, specifier: kwTok, indent: indent)
        case .typealias, .associatedtype:
            d.kind = kwTok.keyword == .typealias ? .typeAlias : .associatedType
            parseName(&d)
            parseGenericParameters(&d)
            if cur.kind == .colon {
                advance()
                parseInheritanceList(&d)
            }
            if isOp(cur, "=") {
                advance()
                let s = i
                if !parseType() { error("expected a type after '='", tk(s - 1).range) }
                d.aliasedType = sourceText(from: s, to: i)
            }
            parseWhereClause(&d)
        case .case:
            d.kind = .enumCase
            parseEnumCase(&d)
        case .macro:
            d.kind = .macro
            parseName(&d)
            parseGenericParameters(&d)
            parseSignature(indent: indent, kind: .macro, declaration: &d)
        case .operator:
            d.kind = .operator
            let s = i
            while cur.kind == .operator || (cur.kind == .period && !cur.isAtLineStart) {
                advance()
                if cur.isAtLineStart || !(cur.isLeftBound) { break }
            }
            if i == s && isNameLike(cur) && !cur.isAtLineStart { advance() }
            if let st = sourceText(from: s, to: i) {
                d.parsedNameRange = st.range
            } else {
                error("expected an operator name", kwTok.range)
            }
            if cur.kind == .colon {
                advance()
                while isNameLike(cur) && !cur.isAtLineStart {
                    advance()
                    if cur.kind == .comma || cur.kind == .period { advance() } else { break }
                }
            }
            if cur.kind == .leftBrace && !cur.isAtLineStart { skipBalanced() }
        case .precedencegroup:
            d.kind = .precedenceGroup
            parseName(&d)
            if cur.kind == .leftBrace {
                let (b, _) = braceBlock(indent: indent)
                d.memberBlock = b
            } else {
                error("expected '{' in precedence group", kwTok.range)
            }
        default:
            depth -= 1
            return false
        }
        depth -= 1
        d.range = first.start..<max(tk(max(i - 1, startIdx)).end, kwTok.end)
        return true
    }

    /// Does the `#if` at `i` wrap only attributes (followed by a declaration after `#endif`)?
    /// True when every clause of the `#if` at `i` holds only attributes (the declaration follows `#endif`).
    mutating func attributeIfConfigFollows() -> Bool {
        var k = i
        var sawAttribute = false
        while true {
            let d = tok(k)
            guard d.kind == .poundIdentifier && isConditionalDirective(d) else { return false }
            if spells(d, "#endif") { return sawAttribute }
            if spells(d, "#if") && k != i { return false }
            k += 1
            while tok(k).kind != .endOfFile && !tok(k).isAtLineStart { k += 1 }
            while tok(k).kind == .atSign {
                sawAttribute = true
                k += 1
                guard isNameLike(tok(k)) else { return false }
                k += 1
                while tok(k).kind == .period && isNameLike(tok(k + 1)) { k += 2 }
                if tok(k).kind == .leftParen && tok(k).isLeftBound {
                    var cut = 0
                    guard let c = matchClose(k, cut: &cut) else { return false }
                    k = c + 1
                }
            }
        }
    }

    mutating func skipAttributeIfConfig(_ attributes: inout [Attribute]) {
        var nest = 0
        while !atEOF {
            let t = cur
            if t.kind == .poundIdentifier && isConditionalDirective(t) {
                if spells(t, "#if") { nest += 1 }
                if spells(t, "#endif") { nest -= 1 }
                advance()
                while !atEOF && !cur.isAtLineStart {
                    if Parser.closer(for: cur.kind) != nil { skipBalanced() } else { advance() }
                }
                if nest == 0 { return }
            } else if t.kind == .atSign {
                attributes.append(parseAttribute())
            } else {
                // Not just attributes after all: stop here; the caller sees a non-declaration.
                return
            }
        }
    }

    mutating func parseName(_ d: inout Declaration) {
        if isNameLike(cur) && !(cur.isAtLineStart && isDeclStart(i)) {
            d.parsedNameRange = cur.range
            advance()
        } else {
            error("expected a name", d.keywordRange)
        }
    }

    mutating func parseNominal(_ d: inout Declaration, indent: Int) {
        parseName(&d)
        parseGenericParameters(&d)
        parseInheritanceWhereMembers(&d, indent: indent)
    }

    mutating func parseInheritanceWhereMembers(_ d: inout Declaration, indent: Int) {
        if cur.kind == .colon {
            advance()
            parseInheritanceList(&d)
        }
        parseWhereClause(&d)
        if cur.kind == .leftBrace {
            parseMemberBlock(&d, indent: indent)
        } else {
            error("expected '{' to start the body of \(d.kindKeyword) \(d.name)", d.keywordRange)
        }
    }

    mutating func parseMemberBlock(_ d: inout Declaration, indent: Int) {
        let open = i
        if depth > Parser.maxDepth {
            error("nesting too deep", cur.range)
            let (b, _) = braceBlock(indent: indent)
            d.memberBlock = b
            return
        }
        advance()
        ownerIndent.append(indent)
        let members = parseDeclList(members: true)
        ownerIndent.removeLast()
        if cur.kind == .rightBrace {
            d.memberBlock = BraceBlock(leftBrace: tk(open).start, rightBrace: cur.start,
                                       range: tk(open).start..<cur.end)
            advance()
        } else {
            error("expected '}' to close \(d.kindKeyword) \(d.name)", tk(open).range)
            sawUnclosed = true
            d.memberBlock = BraceBlock(leftBrace: tk(open).start, rightBrace: nil,
                                       range: tk(open).start..<tk(max(i - 1, open)).end)
        }
        d.members = members
    }

    mutating func parseInheritanceList(_ d: inout Declaration) {
        while true {
            let s = i
            if !parseType() {
                error("expected a type", cur.range)
                break
            }
            if let st = sourceText(from: s, to: i) { d.inheritance.append(st) }
            if cur.kind == .comma {
                advance()
                continue
            }
            break
        }
    }

    mutating func parseGenericParameters(_ d: inout Declaration) {
        guard opStarts(cur, with: 0x3C) else { return }  // <
        let s = i
        skipAngles()
        d.genericParameters = sourceText(from: s, to: i)
    }

    /// Skips `<...>` starting at `i`, counting `<` and `>` characters in operator tokens. `level` is the
    /// number of `<` already counted (an operator function's name glued to its generic clause).
    mutating func skipAngles(level initialLevel: Int = 0) {
        var level = initialLevel
        let start = i
        while !atEOF {
            let t = cur
            if t.kind == .operator && !isOp(t, "->") {
                for k in t.start..<t.end {
                    if bytes[k] == 0x3C { level += 1 } else if bytes[k] == 0x3E { level -= 1 }
                }
                advance()
                if level <= 0 { return }
            } else if Parser.closer(for: t.kind) != nil && t.kind != .leftBrace {
                skipBalanced()
            } else if t.kind == .leftBrace || t.kind == .rightBrace || t.kind == .semicolon || Parser.isCloser(t.kind) {
                break
            } else {
                advance()
            }
        }
        error("expected '>'", tk(start).range)
    }

    mutating func parseWhereClause(_ d: inout Declaration) {
        guard cur.kind == .keyword && cur.keyword == .where else { return }
        let s = i
        advance()
        while !atEOF {
            let t = cur
            if t.kind == .leftBrace || t.kind == .semicolon || t.kind == .rightBrace || Parser.isCloser(t.kind) { break }
            if isOp(t, "=") { break }
            if t.isAtLineStart && (isDeclStart(i) || t.kind == .poundIdentifier) && !continues(prevIndex: i - 1, next: t) {
                break
            }
            if t.isAtLineStart && tk(i - 1).kind != .comma && !continues(prevIndex: i - 1, next: t) { break }
            if Parser.closer(for: t.kind) != nil { skipBalanced() } else if opStarts(t, with: 0x3C) && t.isLeftBound {
                skipAngles()
            } else { advance() }
        }
        d.whereClause = sourceText(from: s, to: i)
    }

    mutating func parseFunctionName(_ d: inout Declaration) {
        let t = cur
        if t.kind == .operator || (t.kind == .period && tok(i + 1).kind == .operator) {
            // An operator name, possibly lexed as several glued tokens (`>>`, `..<`).
            let s = i
            while true {
                let t = cur
                // `func ??<T>(...)`, `func ><T, U>(...)`, `func <<T>(...)`: the generic clause is glued to
                // the operator, which the lexer read as one token (`??<`, `><`, `<<`). As Swift does, a last
                // `<` followed by a name opens the generic clause (`func <<(...)` is the operator `<<`).
                if t.kind == .operator, t.end - 1 > tk(s).start, bytes[t.end - 1] == 0x3C,
                   tok(i + 1).kind == .identifier {
                    let lt = t.end - 1
                    d.parsedNameRange = tk(s).start..<lt
                    advance()
                    skipAngles(level: 1)
                    d.genericParameters = sourceText(lt..<tk(i - 1).end)
                    return
                }
                advance()
                if !((cur.kind == .operator || cur.kind == .period) && cur.isLeftBound && !opStarts(cur, with: 0x3C)) {
                    break
                }
            }
            if let st = sourceText(from: s, to: i) {
                d.parsedNameRange = st.range
            }
        } else {
            parseName(&d)
        }
    }

    enum SignatureKind { case function, initializer, deinitializer, `subscript`, macro }

    mutating func parseSignature(indent: Int, kind: SignatureKind, declaration d: inout Declaration) {
        // Built in place in `d` (returning it by value copied it: a retain of every part).
        d.signature = FunctionSignature(leftParen: nil, rightParen: nil, parameters: [], effects: Effects(), arrow: nil,
                                        returnType: nil, failability: .none, failabilityRange: nil, body: nil)
        if kind == .initializer && cur.kind == .operator && cur.isLeftBound && (spells(cur, "?") || spells(cur, "!")) {
            d.signature!.failability = spells(cur, "?") ? .optional : .implicitlyUnwrapped
            d.signature!.failabilityRange = cur.range
            advance()
        }
        if kind == .initializer || kind == .subscript { parseGenericParameters(&d) }
        if cur.kind == .leftParen {
            if !deferParameterClause(&d.signature!) {
                d.signature!.leftParen = cur.start
                var parameters: [Parameter] = []
                d.signature!.rightParen = parseParameterClause(&parameters)
                d.signature!.parameters = parameters
            }
        } else if kind != .deinitializer {
            error("expected '(' to start the parameter list", d.nameRange.isEmpty ? d.keywordRange : d.nameRange)
        }
        d.signature!.effects = parseEffects()
        if isOp(cur, "->") {
            d.signature!.arrow = cur.start
            advance()
            let s = i
            if !parseType() { error("expected a return type after '->'", tk(s - 1).range) }
            d.signature!.returnType = sourceText(from: s, to: i)
        }
        if kind == .macro && isOp(cur, "=") {
            advance()
            i = expressionEnd(from: i, limit: Int.max)
        }
        parseWhereClause(&d)
        if cur.kind == .leftBrace && kind != .macro {
            if kind == .subscript {
                let block = parseAccessorBlock(indent: indent)
                d.accessorBlock = block
                d.signature!.body = block.implicitGetter
            } else {
                d.signature!.body = parseBody(indent: indent)
            }
        }
    }

    /// The parentheses of `throws(...)` at tokens `open` and `close` (matched) hold one type and nothing else:
    /// `throws(A B)` is no type, and what the engine writes from it (a mock's error property) would not parse.
    mutating func checkThrownType(open: Int, close: Int) {
        let after = i
        frozen = max(frozen, close + 1)  // read by token index: nothing in between may be collapsed
        i = open + 1
        if !parseType() || i != close { error("expected one type in 'throws(...)'", tk(min(i, close)).range) }
        i = after
    }

    mutating func parseEffects() -> Effects {
        var e = Effects()
        while true {
            let t = cur
            if t.kind == .identifier && (t.keyword == .async || spells(t, "reasync")) && e.asyncRange == nil {
                e.asyncRange = t.range
                advance()
            } else if t.kind == .keyword && (t.keyword == .throws || t.keyword == .rethrows) && e.throwsKind == .none {
                advance()
                if t.keyword == .rethrows {
                    e.throwsKind = .rethrows
                    e.throwsRange = t.range
                } else if cur.kind == .leftParen && cur.isLeftBound {
                    let open = i
                    let errorCount = errors.count
                    skipBalanced(what: "thrown type", collapsing: false)
                    e.throwsKind = .typed
                    e.throwsRange = t.start..<tk(i - 1).end
                    if i - 1 > open + 1 { e.thrownType = sourceText(from: open + 1, to: i - 1) }
                    // Matched without a bracket error: the type inside is checked.
                    if i - 1 > open + 1 && errors.count == errorCount && tk(i - 1).kind == .rightParen {
                        checkThrownType(open: open, close: i - 1)
                    }
                } else {
                    e.throwsKind = .throws
                    e.throwsRange = t.range
                }
            } else {
                return e
            }
        }
    }

    /// The parameters of the clause at `i` (a `(`) into `parameters`; returns the offset of its `)` (nil when
    /// it is not closed).
    mutating func parseParameterClause(_ parameters: inout [Parameter]) -> Int? {
        advance()
        while true {
            let t = cur
            if t.kind == .rightParen {
                advance()
                return t.start
            }
            if t.kind == .endOfFile || t.kind == .leftBrace || t.kind == .rightBrace || t.kind == .rightSquare
                || (t.isAtLineStart && t.kind != .atSign && isDeclStart(i) && tok(i + 1).kind != .colon
                    && tok(i + 2).kind != .colon) {
                error("expected ')' to close the parameter list", t.range)
                return nil
            }
            let before = i
            if parameters.isEmpty { parameters.reserveCapacity(4) }
            parameters.append(parseParameter())
            if cur.kind == .comma {
                advance()
                continue
            }
            if cur.kind == .rightParen { continue }
            if cur.isAtLineStart && cur.kind != .atSign && isDeclStart(i) {
                error("expected ')' to close the parameter list", cur.range)
                return nil
            }
            error("unexpected \(text(cur)) in parameter list", cur.range)
            // Skip to the next `,` or `)`.
            while !atEOF && cur.kind != .comma && cur.kind != .rightParen && cur.kind != .leftBrace
                    && cur.kind != .rightBrace {
                if Parser.closer(for: cur.kind) != nil { skipBalanced() } else { advance() }
            }
            if cur.kind == .comma { advance() }
            if i == before { advance() }
        }
    }

    /// Skims the parameter clause at `i` when a token-level parse of it would certainly end at the `)` the
    /// skimmer finds (see `Lexer.skimClause`): the parameters are then parsed from the file on first use
    /// (`SyntaxStorage.parameterClause`), with the errors in them (`SourceFile.errors`). False, with nothing
    /// changed, otherwise.
    mutating func deferParameterClause(_ sig: inout FunctionSignature) -> Bool {
        let open = i
        guard canCollapse(open), let storage else { return false }
        let lt = tk(open)
        guard let (c, empty) = lx.skimClause(from: lt.trailingTriviaEnd, stops: sets.declKeywords,
                                             moreStops: sets.modifierKeywords) else { return false }
        lx.collapse(open, closer: c)
        sig.leftParen = lt.start
        sig.rightParen = c
        if empty {
            sig.parameters = []
        } else {
            sig.parameterSource = .lazy(storage, leftParen: lt.start)
            // Room for about one clause per 400 bytes at once (the corpus has one per 1,000): no regrowing.
            if deferredClauses.isEmpty { deferredClauses.reserveCapacity(bytes.count / 400 + 8) }
            deferredClauses.append(DeferredClause(leftParen: lt.start, errorIndex: errors.count))
        }
        i = open + 2
        return true
    }

    /// The parameters of the clause whose `(` is at byte `leftParen` of `bytes`, and the errors found in them:
    /// lexed from the `(` on and parsed as the file's parser would have.
    static func parameterClause(bytes: [UInt8], leftParen: Int, storage: SyntaxStorage) -> ParsedClause {
        bytes.withUnsafeBufferPointer { p in
            var parser = Parser(bytes: bytes, p: p, storage: storage, skim: true, lexing: false)
            parser.lx.startAfterOpenParen(at: leftParen)
            defer { parser.release() }
            var parameters: [Parameter] = []
            _ = parser.parseParameterClause(&parameters)
            return ParsedClause(parameters: parameters, errors: parser.errors)
        }
    }

    static let typeSpecifiers: KeywordSet = [.inout, .borrowing, .consuming, .sending, .__owned, .__shared, .isolated,
                                                ._const]

    /// `nonisolated(nonsending)` before a function type (SE-0461): a type specifier with an argument.
    mutating func isNonisolatedSpecifier(_ k: Int) -> Bool {
        let t = tok(k)
        return (t.kind == .keyword || t.kind == .identifier) && t.keyword == .nonisolated
            && tok(k + 1).kind == .leftParen && isNameLike(tok(k + 2)) && tok(k + 3).kind == .rightParen
    }

    mutating func parseParameter() -> Parameter {
        let startTok = cur
        var attributes: [Attribute] = []
        while cur.kind == .atSign { attributes.append(parseAttribute()) }
        var first: SourceText?
        var second: SourceText?
        if isNameLike(cur) {
            first = sourceText(cur)
            advance()
            if isNameLike(cur) && !cur.isAtLineStart {
                second = sourceText(cur)
                advance()
            }
        }
        var colon: Int?
        var type: SourceText?
        var bare: SourceText?
        var specifiers: [SourceText] = []
        var typeAttributes: [SourceText] = []
        if cur.kind == .colon {
            colon = cur.start
            advance()
            let s = i
            while true {
                if cur.kind == .atSign {
                    let a = parseAttribute(inType: true)
                    typeAttributes.append(sourceText(a.range))
                } else if isNonisolatedSpecifier(i) {
                    let s0 = i
                    i += 4
                    if let spec = sourceText(from: s0, to: i) { specifiers.append(spec) }
                } else if (cur.kind == .keyword || cur.kind == .identifier)
                            && sets.typeSpecifiers.contains(cur.keyword)
                            && (isNameLike(tok(i + 1)) || tok(i + 1).kind == .leftParen || tok(i + 1).kind == .leftSquare
                                || tok(i + 1).kind == .atSign) {
                    specifiers.append(sourceText(cur))
                    advance()
                } else {
                    break
                }
            }
            let b = i
            if !parseType() { error("expected a parameter type", tk(s - 1).range) }
            type = sourceText(from: s, to: i)
            bare = sourceText(from: b, to: i)
        } else if first != nil {
            error("expected ':' and a type for parameter \(text(first!.range))", first!.range)
        }
        var ellipsis: Range<Int>?
        if isOp(cur, "...") {
            ellipsis = cur.range
            advance()
        }
        var defaultValue: SourceText?
        if isOp(cur, "=") {
            advance()
            let s = i
            i = expressionEnd(from: i, limit: Int.max, stopAtComma: true)
            defaultValue = sourceText(from: s, to: i)
            if defaultValue == nil { error("expected a default value", tk(s - 1).range) }
        }
        let end = i > 0 ? max(tk(i - 1).end, startTok.start) : startTok.start
        return Parameter(firstName: first, secondName: second, colon: colon, type: type, bareType: bare,
                         specifiers: specifiers, typeAttributes: typeAttributes, isVariadic: ellipsis != nil,
                         ellipsisRange: ellipsis, defaultValue: defaultValue, attributes: attributes,
                         range: startTok.start..<end)
    }
}
