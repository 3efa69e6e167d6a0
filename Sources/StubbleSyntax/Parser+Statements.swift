// The parser: statements of bodies and the extent of expressions.
// (Part of `Parser`, declared in Parser.swift.)

extension Parser {
    // MARK: - Statements and expressions

    /// True when a line break between `prev` and `next` does not end a statement.
    mutating func continues(prevIndex: Int, next: Token) -> Bool {
        let prev = tk(prevIndex)
        switch next.kind {
        case .period, .leftBrace, .colon, .comma:
            return true
        case .operator:
            // Binary (not prefix): not followed directly by an operand; `=`, `->`, `?` ternary...
            if !next.isRightBound { return true }
            if isOp(next, "->") { return true }
            return false
        case .keyword:
            switch next.keyword {
            case .else, .catch, .where, .as, .is, .in: return true
            default: break
            }
        default:
            break
        }
        switch prev.kind {
        case .operator:
            // A postfix `?`/`!` at the end of a line does not continue.
            if prev.isLeftBound && (spells(prev, "?") || spells(prev, "!") || spells(prev, ">")) { return false }
            return true
        case .period, .comma, .colon, .atSign, .backslash, .leftParen, .leftSquare, .leftBrace:
            return true
        case .keyword:
            // `.default`, `.self`, `.init`: a member name ends an expression.
            if prevIndex > 0 && tk(prevIndex - 1).kind == .period { return false }
            switch prev.keyword {
            case .self, .capitalSelf, .super, .true, .false, .nil, .break, .continue, .fallthrough, .capitalAny,
                 .wildcard, .`init`:
                return false
            default:
                return true
            }
        default:
            return false
        }
    }

    /// Index just past the statement or expression starting at `start` (exclusive `limit`). Stops at `;`,
    /// an unmatched closer, a line break that ends the statement, and optionally at a depth-0 `,` or at a
    /// `{` that opens property observers.
    mutating func expressionEnd(from start: Int, limit: Int, stopAtComma: Bool = false,
                                stopAtObserverBrace: Bool = false) -> Int {
        var k = start
        let first = tk(k)
        // `#if` / `#else` / `#endif` lines are statements of their own.
        if first.kind == .poundIdentifier && isConditionalDirective(first) {
            k += 1
            while k < limit && tk(k).kind != .endOfFile && !tk(k).isAtLineStart { k += 1 }
            return k
        }
        var firstToken = true
        while k < limit {
            let t = tk(k)
            if t.kind == .endOfFile { return k }
            if !firstToken {
                if t.kind == .semicolon || Parser.isCloser(t.kind) { return k }
                if stopAtComma && t.kind == .comma { return k }
                if stopAtObserverBrace && t.kind == .leftBrace && k + 1 < limit {
                    let nt = tk(k + 1)
                    if nt.kind == .identifier && (nt.keyword == .willSet || nt.keyword == .didSet) { return k }
                }
                if t.isAtLineStart {
                    if t.kind == .poundIdentifier && isConditionalDirective(t) { return k }
                    if !continues(prevIndex: k - 1, next: t) { return k }
                }
            } else if Parser.isCloser(t.kind) || t.kind == .semicolon {
                return k + 1
            }
            firstToken = false
            if stopAtComma && t.kind == .operator && t.isLeftBound && bytes[t.start] == 0x3C && t.end - t.start == 1,
               let e = genericArgumentsEnd(k) {
                k = e
                continue
            }
            if Parser.closer(for: t.kind) != nil {
                if canCollapse(k) && lx.collapse(k) {
                    k += 2
                    continue
                }
                var cut = 0
                if let c = matchClose(k, cut: &cut) {
                    k = c + 1
                } else {
                    error("unclosed \(text(t))", t.range)
                    sawUnclosed = true
                    return max(min(cut, limit), k + 1)
                }
            } else {
                k += 1
            }
        }
        return min(k, limit)
    }

    /// In an expression, `Name<A, B>` is a generic argument list when the `<` at `k` is closed by `>` with
    /// only type-like tokens in between; returns the index after the `>`.
    mutating func genericArgumentsEnd(_ k: Int) -> Int? {
        var j = k
        var level = 0
        // Bounded, so a hostile `a<a<a<...` cannot make this quadratic.
        let limit = k + 256
        while j < limit {
            let t = tk(j)
            switch t.kind {
            case .identifier, .keyword, .period, .comma, .colon, .atSign:
                if t.kind == .keyword && (t.keyword == .in || t.keyword == .where || t.keyword == .return
                                           || t.keyword == .if || t.keyword == .else) { return nil }
                j += 1
            case .leftParen, .leftSquare:
                var cut = 0
                guard let c = matchClose(j, cut: &cut) else { return nil }
                j = c + 1
            case .operator:
                if isOp(t, "->") || isOp(t, "?") || isOp(t, "!") || isOp(t, "&") || isOp(t, "...") || isOp(t, "~") {
                    j += 1
                    continue
                }
                for b in t.start..<t.end {
                    let c = bytes[b]
                    if c == 0x3C { level += 1 } else if c == 0x3E { level -= 1 } else { return nil }
                }
                j += 1
                if level == 0 { return j }
                if level < 0 { return nil }
            case .integerLiteral:
                j += 1  // value generics: `InlineArray<3, Int>`
            default:
                return nil
            }
        }
        return nil
    }

    mutating func isConditionalDirective(_ t: Token) -> Bool {
        spells(t, "#if") || spells(t, "#elseif") || spells(t, "#else") || spells(t, "#endif")
    }

    /// Body of a function/accessor/closure-like block at `i` (a `{`). Skimmed when `Lexer.skimClose` is sure
    /// (its statements are then worked out on first use, from the file's tokens); otherwise read token by
    /// token as before, with its statements (and any errors in them) found now.
    mutating func parseBody(indent: Int) -> Body {
        parseBody(indentOf: nil, indent: indent)
    }

    /// `parseBody(indent: indentWidth(token))`, with the width read only when the body is matched token by token
    /// (a skimmed body never needs it): an accessor's keyword mid-line (`var x: T { get { … } set { … } }`,
    /// `@storageRestrictions(…) init { … }`) cost a scan back to its line's start for every accessor.
    mutating func parseBody(indentOf token: Token) -> Body {
        parseBody(indentOf: token, indent: 0)
    }

    private mutating func parseBody(indentOf token: Token?, indent: Int) -> Body {
        let open = i
        if canCollapse(open) && lx.collapse(open) {
            i = open + 2
            let l = tk(open), r = tk(open + 1)
            return Body(braces: BraceBlock(leftBrace: l.start, rightBrace: r.start, range: l.start..<r.end),
                        lazy: storage!)
        }
        let (braces, closeIndex) = braceBlock(indent: token.map { indentWidth($0) } ?? indent)
        let limit = closeIndex ?? i
        frozen = max(frozen, limit + 1)
        let after = i
        let info = statementsInfo(open: open, limit: limit)
        i = after
        return Body(braces: braces, info: info)
    }

    /// The statements of the body whose `{` is token `open` and whose end (its `}` or where it was cut) is
    /// token `limit`.
    mutating func statementsInfo(open: Int, limit: Int) -> BodyInfo {
        var statements: [Range<Int>] = []
        var k = open + 1
        var firstKeyword: (TokenKind, Keyword) = (.endOfFile, .none)
        var firstStatementTok: Token?
        while k < limit {
            let t = tk(k)
            if t.kind == .semicolon || Parser.isCloser(t.kind) {
                k += 1
                continue
            }
            if t.kind == .endOfFile { break }
            let e = expressionEnd(from: k, limit: limit)
            if statements.isEmpty {
                firstKeyword = (t.kind, t.keyword)
                firstStatementTok = t
            }
            statements.append(t.start..<tk(max(e - 1, k)).end)
            k = max(e, k + 1)
        }
        var single = false
        var kind: SingleExpressionKind?
        if statements.count == 1, let ft = firstStatementTok {
            single = true
            switch firstKeyword.1 {
            case .if: kind = .ifExpression
            case .switch: kind = .switchExpression
            case .return, .throw, .guard, .for, .while, .repeat, .defer, .do, .let, .var, .func, .class, .struct,
                 .enum, .protocol, .extension, .typealias, .import, .break, .continue, .fallthrough, .`init`,
                 .deinit, .subscript, .operator:
                single = false
            default:
                if ft.kind == .identifier && (ft.keyword == .actor || ft.keyword == .macro)
                    && tok(k).kind == .identifier {
                    single = false
                } else if ft.kind == .poundIdentifier || ft.kind == .atSign {
                    single = false
                } else {
                    kind = .other
                }
            }
            if single && kind == nil { kind = .other }
        }
        var firstIndent: String?
        if let ft = firstStatementTok, ft.isAtLineStart {
            firstIndent = text(lineIndentation(at: ft.start))
        }
        return BodyInfo(statements: statements, isSingleExpression: single,
                        singleExpressionKind: single ? kind : nil, firstStatementIndentation: firstIndent)
    }
}
