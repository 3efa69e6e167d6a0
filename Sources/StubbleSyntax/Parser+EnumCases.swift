// The parser: enum cases and their elements.
// (Part of `Parser`, declared in Parser.swift.)

extension Parser {
    // MARK: - Enum cases

    mutating func parseEnumCase(_ d: inout Declaration) {
        while true {
            let t = cur
            guard isNameLike(t) && !(t.isAtLineStart && isDeclStart(i)) else {
                error("expected a case name", d.keywordRange)
                break
            }
            advance()
            var assoc: SourceText?
            var raw: SourceText?
            if cur.kind == .leftParen {
                let s = i
                skipBalanced(what: "associated value")
                assoc = sourceText(from: s, to: i)
            }
            if isOp(cur, "=") {
                advance()
                let s = i
                i = expressionEnd(from: i, limit: Int.max, stopAtComma: true)
                raw = sourceText(from: s, to: i)
            }
            d.enumCaseElements.append(EnumCaseElement(name: sourceText(t), associatedValue: assoc, rawValue: raw,
                                                      range: t.start..<tk(i - 1).end))
            if cur.kind == .comma {
                advance()
                continue
            }
            break
        }
        if let f = d.enumCaseElements.first {
            d.parsedNameRange = f.name.range
        }
    }
}
