// The lexer: regex literals.
// (Part of `Lexer`, declared in Lexer.swift.)

extension Lexer {
    // MARK: - Regex literals

    /// Whether a `/` here may start a regex literal: where an expression can start.
    func regexAllowed(prevKind: TokenKind, prevKeyword: Keyword, prevIsPostfix: Bool, leftBound: Bool) -> Bool {
        switch prevKind {
        case .endOfFile, .leftParen, .leftSquare, .leftBrace, .comma, .colon, .semicolon, .backslash:
            return true
        case .operator:
            return !prevIsPostfix
        case .keyword, .identifier:
            switch prevKeyword {
            case .return, .throw, .try, .await, .if, .guard, .while, .case, .in, .where, .switch, .else,
                 .repeat, .yield, .is, .as, .then, .some, .any, .each, .for:
                return !leftBound
            default:
                return false
            }
        default:
            return false
        }
    }

    /// End of a `/.../` literal starting at `start`, or nil when this `/` is an operator.
    func bareRegexEnd(from start: Int) -> Int? {
        var i = start + 1
        guard i < n else { return nil }
        let first = p[i]
        // A bare regex may not start with whitespace (or be an operator like `/=` on its own).
        if first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D || first == 0x2F { return nil }
        var parens = 0
        var classDepth = 0
        while i < n {
            let c = p[i]
            switch c {
            case 0x0A, 0x0D:
                return nil
            case 0x5C:  // backslash: skip the escaped byte
                i += 2
                continue
            case 0x5B:
                classDepth += 1
            case 0x5D:
                if classDepth > 0 { classDepth -= 1 }
            case 0x28:
                if classDepth == 0 { parens += 1 }
            case 0x29:
                if classDepth == 0 {
                    parens -= 1
                    if parens < 0 { return nil }
                }
            case 0x2F:
                if classDepth == 0 {
                    // May not end with whitespace.
                    let before = p[i - 1]
                    if before == 0x20 || before == 0x09 { return nil }
                    return i + 1
                }
            default:
                break
            }
            i += 1
        }
        return nil
    }

    /// End of `#/.../#` (any number of `#`), multi-line when the opening is followed by a line break.
    mutating func extendedRegexEnd(from start: Int, hashes: Int) -> Int {
        var i = start + hashes + 1
        let multiline = i < n && (p[i] == 0x0A || p[i] == 0x0D)
        while i < n {
            let c = p[i]
            if c == 0x5C {
                i += 2
                continue
            }
            if (c == 0x0A || c == 0x0D) && !multiline {
                errors.append(LexError(message: "unterminated regex literal", range: start..<i))
                return i
            }
            if c == 0x2F {
                var k = 0
                while k < hashes && i + 1 + k < n && p[i + 1 + k] == 0x23 { k += 1 }
                if k == hashes { return i + 1 + hashes }
            }
            i += 1
        }
        errors.append(LexError(message: "unterminated regex literal", range: start..<n))
        return n
    }
}
