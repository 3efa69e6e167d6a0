// The parser: the extent of types.
// (Part of `Parser`, declared in Parser.swift.)

extension Parser {
    // MARK: - Types

    static let typePrefixSpecifiers: KeywordSet = [.inout, .borrowing, .consuming, .sending, .__owned, .__shared,
                                                     .isolated, .some, .any, .each, .repeat, ._const]

    /// Consumes a type; false when nothing looked like one.
    mutating func parseType() -> Bool {
        let start = i
        while true {
            // Attributes and specifiers.
            while true {
                let t = cur
                if t.kind == .atSign {
                    _ = parseAttribute(inType: true)
                } else if isNonisolatedSpecifier(i) {
                    i += 4
                } else if (t.kind == .keyword || t.kind == .identifier) && sets.typePrefixSpecifiers.contains(t.keyword)
                            && !tok(i + 1).isAtLineStart
                            && (isNameLike(tok(i + 1)) || tok(i + 1).kind == .leftParen || tok(i + 1).kind == .leftSquare
                                || tok(i + 1).kind == .atSign || isOp(tok(i + 1), "~")) {
                    advance()
                } else if t.kind == .operator && spells(t, "~") {
                    advance()
                } else {
                    break
                }
            }
            // Primary.
            let t = cur
            if t.kind == .leftParen || t.kind == .leftSquare {
                skipBalanced(what: "type")
            } else if isNameLike(t) && !(t.kind == .keyword && (sets.declKeywords.contains(t.keyword)
                                                                  || t.keyword == .where || t.keyword == .throws
                                                                  || t.keyword == .rethrows)) {
                advance()
                if opStarts(cur, with: 0x3C) && cur.isLeftBound { skipAngles() }
                while cur.kind == .period && isNameLike(tok(i + 1)) && !tok(i + 1).isAtLineStart {
                    advance()
                    advance()
                    if opStarts(cur, with: 0x3C) && cur.isLeftBound { skipAngles() }
                }
            } else {
                return i > start
            }
            // Postfix.
            while true {
                let p = cur
                if p.kind == .operator && p.isLeftBound && (spells(p, "?") || spells(p, "!")) {
                    advance()
                } else if p.kind == .period && p.isLeftBound && isNameLike(tok(i + 1)) {
                    advance()
                    advance()
                } else {
                    break
                }
            }
            // Composition, function types.
            if isOp(cur, "&") {
                advance()
                continue
            }
            // Effects of a function type (`() async throws -> T`): most types have none, so look first.
            let e = cur
            if (e.kind == .identifier || e.kind == .keyword)
                && (e.keyword == .async || e.keyword == .throws || e.keyword == .rethrows || spells(e, "reasync")) {
                let save = i
                let effects = parseEffects()
                if isOp(cur, "->") {
                    advance()
                    continue
                }
                if effects.isAsync || effects.throwsKind != .none { i = save }
                return true
            }
            if isOp(cur, "->") {
                advance()
                continue
            }
            return true
        }
    }
}
