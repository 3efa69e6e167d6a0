// The parser: bracket matching, iterative (a bit set of up to 32 open brackets, then a stack), and the skimmer's collapses.
// (Part of `Parser`, declared in Parser.swift.)

extension Parser {
    // MARK: - Bracket matching (iterative)

    @inline(__always) static func closer(for k: TokenKind) -> TokenKind? {
        switch k {
        case .leftParen: return .rightParen
        case .leftBrace: return .rightBrace
        case .leftSquare: return .rightSquare
        default: return nil
        }
    }
    @inline(__always) static func isCloser(_ k: TokenKind) -> Bool {
        k == .rightParen || k == .rightBrace || k == .rightSquare
    }

    /// Index of the token closing the opener at `k`, or nil when unclosed. In recovery mode a `{` block also
    /// ends (returns nil, with `cut` set) before a line-start declaration indented no deeper than `indent`.
    mutating func matchClose(_ k: Int, indent: Int? = nil, cut: inout Int) -> Int? {
        // Fast path: the open brackets as a stack of 2-bit codes in one word (top in the low bits), up to 32
        // deep; deeper nesting starts over with the array-backed version below (same rules, same result).
        @inline(__always) func code(_ kind: TokenKind) -> UInt64 {
            switch kind {
            case .leftParen, .rightParen: return 1
            case .leftBrace, .rightBrace: return 2
            case .leftSquare, .rightSquare: return 3
            default: return 0
            }
        }
        let c0 = code(tk(k).kind)
        guard Parser.closer(for: tk(k).kind) != nil else { return nil }
        var bits = c0
        var depth = 1
        var j = k + 1
        let n = Int.max
        let checkIndent = recovery && indent != nil
        while j < n {
            let t = tk(j)
            let kind = t.kind
            if kind == .endOfFile {
                cut = j
                return nil
            }
            if checkIndent && t.isAtLineStart, let ind = indent {
                let w = indentWidth(t)
                if (kind == .rightBrace && w < ind) || (w <= ind && isDeclStart(j) && kind != .rightBrace) {
                    cut = j
                    return nil
                }
            }
            switch kind {
            case .leftParen, .leftBrace, .leftSquare:
                if depth == 32 { return matchCloseDeep(k, indent: indent, cut: &cut) }
                bits = bits << 2 | code(kind)
                depth += 1
            case .rightParen, .rightBrace, .rightSquare:
                let c = code(kind)
                if bits & 3 == c {
                    bits >>= 2
                    depth -= 1
                    if depth == 0 { return j }
                } else {
                    // A mismatched closer (broken code): the array-backed version starts over, to report the
                    // brackets it leaves unclosed where they were opened.
                    return matchCloseDeep(k, indent: indent, cut: &cut)
                }
            default:
                break
            }
            j += 1
        }
        cut = lx.count - 1
        return nil
    }

    /// `matchClose` with an array for the open brackets (their tokens' indices): nesting deeper than 32, and
    /// brackets that do not match. Each bracket a mismatched closer leaves unclosed, and each closer that matches
    /// nothing open, is an error (each reported once, however often its region is matched); they do not change
    /// where the match ends, so the tree is the same as before they were reported.
    mutating func matchCloseDeep(_ k: Int, indent: Int?, cut: inout Int) -> Int? {
        stack.removeAll(keepingCapacity: true)
        guard Parser.closer(for: tk(k).kind) != nil else { return nil }
        stack.append(k)
        // Brackets left unclosed inside, and closers matching nothing: errors once the match is made (when it is
        // not, the caller reports the unclosed opener, the one error that explains them all).
        var found: [Int] = []
        func matched(_ j: Int) -> Int {
            for b in found {
                let t = tk(b)
                bracketError(Parser.closer(for: t.kind) != nil ? "unclosed \(text(t))" : "unexpected '\(text(t))'", t.range)
            }
            return j
        }
        var j = k + 1
        let n = Int.max
        let checkIndent = recovery && indent != nil
        while j < n {
            let t = tk(j)
            let kind = t.kind
            if kind == .endOfFile {
                cut = j
                return nil
            }
            if checkIndent && t.isAtLineStart, let ind = indent {
                let w = indentWidth(t)
                if (kind == .rightBrace && w < ind) || (w <= ind && isDeclStart(j) && kind != .rightBrace) {
                    cut = j
                    return nil
                }
            }
            if Parser.closer(for: kind) != nil {
                stack.append(j)
            } else if Parser.isCloser(kind) {
                if let top = stack.last, Parser.closer(for: tk(top).kind) == kind {
                    stack.removeLast()
                    if stack.isEmpty { return matched(j) }
                } else if let idx = stack.lastIndex(where: { Parser.closer(for: tk($0).kind) == kind }) {
                    // Mismatched closer: the brackets opened after the match are unclosed.
                    for open in stack[(idx + 1)...] { found.append(open) }
                    stack.removeSubrange(idx...)
                    if stack.isEmpty { return matched(j) }
                } else {
                    // A closer matching nothing open: skipped.
                    found.append(j)
                }
            }
            j += 1
        }
        cut = lx.count - 1
        return nil
    }

    /// Skips a balanced group at `i` (which is an opener); records an error when unclosed. Skimmed (and
    /// collapsed) when possible, unless the caller reads the tokens inside (`collapsing: false`).
    mutating func skipBalanced(what: String = "bracket", collapsing: Bool = true) {
        let open = i
        if collapsing && canCollapse(open) && lx.collapse(open) {
            i = open + 2
            return
        }
        var cut = 0
        if let c = matchClose(open, cut: &cut) {
            i = c + 1
        } else {
            error("unclosed \(text(tk(open))) (\(what))", tk(open).range)
            sawUnclosed = true
            i = cut
        }
    }

    /// Parses a `{ ... }` block belonging to a declaration indented `indent` wide; `i` is at `{`.
    mutating func braceBlock(indent: Int) -> (BraceBlock, closeIndex: Int?) {
        let open = i
        var cut = 0
        if let c = matchClose(open, indent: indent, cut: &cut) {
            i = c + 1
            return (BraceBlock(leftBrace: tk(open).start, rightBrace: tk(c).start,
                               range: tk(open).start..<tk(c).end), c)
        }
        error("expected '}' to close this block", tk(open).range)
        sawUnclosed = true
        i = max(cut, open + 1)
        let end = tk(i - 1).end
        return (BraceBlock(leftBrace: tk(open).start, rightBrace: nil, range: tk(open).start..<end), nil)
    }
}
