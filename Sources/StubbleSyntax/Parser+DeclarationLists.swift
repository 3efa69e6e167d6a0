// The parser: lists of declarations (a file, a type's members, `#if` clauses) and modifiers.
// (Part of `Parser`, declared in Parser.swift.)

extension Parser {
    // MARK: - Declaration lists

    static let declKeywords: KeywordSet = [
        .import, .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .var, .let,
        .typealias, .associatedtype, .case, .operator, .precedencegroup,
    ]
    static let modifierKeywords: KeywordSet = [
        .public, .private, .fileprivate, .internal, .open, .package, .static, .class, .final, .override,
        .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .required, .convenience,
        .indirect, .prefix, .postfix, .infix, .nonisolated, .consuming, .borrowing, .distributed, .__consuming,
        ._const, .isolated,
    ]

    /// Is token `k` a declaration keyword (with `actor`/`macro` followed by a name)?
    mutating func isDeclKeyword(_ k: Int) -> Bool {
        let t = tk(k)
        if t.kind == .keyword { return sets.declKeywords.contains(t.keyword) }
        if t.kind == .identifier && (t.keyword == .actor || t.keyword == .macro) {
            let nt = tok(k + 1)
            return nt.kind == .identifier && !nt.isAtLineStart
        }
        return false
    }

    /// Is token `k` a modifier (followed, maybe after `(detail)`, by a modifier or declaration keyword)?
    mutating func isModifier(_ k: Int) -> Bool {
        let t = tk(k)
        guard t.kind == .keyword || t.kind == .identifier, sets.modifierKeywords.contains(t.keyword) else {
            return false
        }
        // Look past further modifiers (iteratively, a bounded distance) for a declaration keyword.
        var next = k
        for _ in 0..<32 {
            next += 1
            if tok(next).kind == .leftParen && tok(next + 2).kind == .rightParen && isNameLike(tok(next + 1)) {
                next += 3
            }
            let nt = tok(next)
            if nt.kind == .atSign { return t.kind == .keyword }
            if isDeclKeyword(next) { return true }
            guard nt.kind == .keyword || nt.kind == .identifier, sets.modifierKeywords.contains(nt.keyword) else {
                break
            }
            if nt.kind == .keyword && nt.keyword != .class { return true }
            if next - k >= 31 { return true }  // a long run of modifier words: modifiers
        }
        // `class` alone is a declaration keyword, handled by the caller; `static`/`public` etc. before
        // something else (half-typed code) still count as modifiers when reserved.
        return t.kind == .keyword && t.keyword != .class
    }

    mutating func isDeclStart(_ k: Int) -> Bool {
        let t = tk(k)
        if t.kind == .atSign { return true }
        if t.kind == .poundIdentifier { return isConditionalDirective(t) }
        return isDeclKeyword(k) || isModifier(k)
    }

    /// Declarations until `}` (members), EOF, or a `#elseif`/`#else`/`#endif` that closes an enclosing `#if`.
    mutating func parseDeclList(members: Bool, inIfConfig: Bool = false) -> [Declaration] {
        var decls: [Declaration] = []
        let drops = dropsTopLevel && !members && !inIfConfig
        while true {
            // (Only the errors are wanted: the file's list never holds more than the declaration being parsed.)
            if drops && !decls.isEmpty {
                lastTopLevel = (decls[decls.count - 1].kind, decls[decls.count - 1].range.upperBound)
                decls.removeAll(keepingCapacity: true)
            }
            let t = cur
            // Recovery (a `{` somewhere is never closed): a member list also ends before a line-start
            // declaration indented no deeper than the type that owns it.
            if recovery && members, let owner = ownerIndent.last, t.isAtLineStart, t.kind != .poundIdentifier,
               t.kind != .rightBrace, indentWidth(t) <= owner, isDeclStart(i) {
                return decls
            }
            switch t.kind {
            case .endOfFile:
                return decls
            case .rightBrace:
                if members { return decls }
                error("unexpected '}'", t.range)
                advance()
                continue
            case .semicolon:
                advance()
                continue
            case .poundIdentifier:
                if spells(t, "#if") && !attributeIfConfigFollows() {
                    decls.append(parseIfConfig(members: members))
                    continue
                }
                if spells(t, "#if") { break }
                if spells(t, "#elseif") || spells(t, "#else") || spells(t, "#endif") {
                    if inIfConfig { return decls }
                    error("unexpected \(text(t)) without #if", t.range)
                    advance()
                    continue
                }
                decls.append(parseMacroExpansion())
                continue
            default:
                break
            }
            let before = i
            if !parseDeclaration(members: members, into: &decls) {
                i = before
                if members {
                    error("expected a declaration", t.range)
                    // Skip to the next line that starts a declaration.
                    let start = i
                    i = expressionEnd(from: i, limit: Int.max)
                    if i == start { advance() }
                    while !atEOF && cur.kind != .rightBrace && !(cur.isAtLineStart && isDeclStart(i)) {
                        let s = i
                        i = expressionEnd(from: i, limit: Int.max)
                        if i == s { advance() }
                    }
                } else {
                    // A top-level statement.
                    if drops { lastTopLevel = nil }
                    let s = i
                    i = expressionEnd(from: i, limit: Int.max)
                    if i == s { advance() }
                }
            }
        }
    }

    /// `#if cond ... #elseif cond ... #else ... #endif`.
    mutating func parseIfConfig(members: Bool) -> Declaration {
        let startIdx = i
        var clauses: [IfConfigClause] = []
        var endif: Range<Int>?
        depth += 1
        defer { depth -= 1 }
        while true {
            let dt = cur
            let directive: IfConfigDirective = spells(dt, "#if") ? .if : spells(dt, "#elseif") ? .elseif : .else
            advance()
            var condition: SourceText?
            if directive != .else {
                let cs = i
                while !atEOF && !cur.isAtLineStart {
                    if Parser.closer(for: cur.kind) != nil { skipBalanced(what: "condition") } else { advance() }
                }
                condition = sourceText(from: cs, to: i)
                if condition == nil { error("expected a condition after \(text(dt))", dt.range) }
            }
            let decls: [Declaration]
            if depth > Parser.maxDepth {
                error("nesting too deep", dt.range)
                decls = []
                skipToDirective()
            } else {
                decls = parseDeclList(members: members, inIfConfig: true)
            }
            let clauseEnd = i > 0 ? tk(i - 1).end : dt.end
            clauses.append(IfConfigClause(directive: directive, directiveRange: dt.range, condition: condition,
                                          declarations: decls, range: dt.start..<max(clauseEnd, dt.end)))
            let t = cur
            if t.kind == .poundIdentifier && (spells(t, "#elseif") || spells(t, "#else")) { continue }
            if t.kind == .poundIdentifier && spells(t, "#endif") {
                endif = t.range
                advance()
            } else {
                error("expected #endif", tk(startIdx).range)
            }
            break
        }
        let first = tk(startIdx)
        var d = Declaration(kind: .ifConfig, nameRange: first.range, keywordRange: first.range,
                            range: first.start..<tk(max(i - 1, startIdx)).end,
                            leadingTriviaRange: first.leadingTriviaRange, source: bytes)
        d.ifConfig = IfConfigInfo(clauses: clauses, endifRange: endif)
        return d
    }

    /// Skips tokens up to the `#elseif`/`#else`/`#endif` of the current `#if` (nested ones skipped whole).
    mutating func skipToDirective() {
        var nest = 0
        while !atEOF {
            let t = cur
            if t.kind == .poundIdentifier {
                if spells(t, "#if") { nest += 1 } else if spells(t, "#endif") {
                    if nest == 0 { return }
                    nest -= 1
                } else if nest == 0 && (spells(t, "#elseif") || spells(t, "#else")) { return }
            }
            advance()
        }
    }

    /// `#name<...>(...) { ... }` as a declaration (also `#warning`, `#error`, `#sourceLocation`).
    mutating func parseMacroExpansion() -> Declaration {
        let startIdx = i
        let t = cur
        advance()
        if opStarts(cur, with: 0x3C) && cur.isLeftBound { skipAngles() }
        if cur.kind == .leftParen && cur.isLeftBound { skipBalanced() }
        while cur.kind == .leftBrace && !cur.isAtLineStart {
            skipBalanced()
        }
        return Declaration(kind: .macroExpansion, nameRange: t.range, keywordRange: t.range,
                           range: t.start..<tk(max(i - 1, startIdx)).end, leadingTriviaRange: t.leadingTriviaRange,
                           source: bytes)
    }
}
