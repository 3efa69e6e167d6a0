// The lexer: trivia (spaces, line breaks, comments around tokens).
// (Part of `Lexer`, declared in Lexer.swift.)

extension Lexer {
    // MARK: - Trivia

    /// The first `\n` or `\r` at or after `from` (or `to`): eight bytes at a time, going straight to the first
    /// byte below 0x0E in a word (the lowest byte the subtraction flags is exact) and on past a tab.
    @inline(__always) static func lineEnd(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var i = from
        if let raw = UnsafeRawPointer(p.baseAddress) {
            while i + 8 <= to {
                let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
                let low = (w &- 0x0E0E_0E0E_0E0E_0E0E) & ~w & 0x8080_8080_8080_8080
                if low == 0 {
                    i += 8
                    continue
                }
                i += low.trailingZeroBitCount >> 3
                if p[i] == 0x0A || p[i] == 0x0D { return i }
                i += 1
            }
        }
        while i < to && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
        return i
    }

    /// Skips whitespace and comments, noting line breaks.
    mutating func skipTrivia(from start: Int, sawNewline: inout Bool) -> Int {
        var i = start
        while i < n {
            let c = p[i]
            switch c {
            case 0x20:
                // A run of spaces (indentation) eight bytes at a time: the first byte that is not a space is
                // found from the lowest non-zero byte of the word XOR eight spaces (little-endian loads).
                if let raw = UnsafeRawPointer(p.baseAddress) {
                    while i + 8 <= n {
                        let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ 0x2020_2020_2020_2020
                        if w != 0 {
                            i += w.littleEndian.trailingZeroBitCount >> 3
                            break
                        }
                        i += 8
                    }
                }
                i += i < n && p[i] == 0x20 ? 1 : 0
            case 0x09, 0x0B, 0x0C, 0x00:
                i += 1
            case 0x0A, 0x0D:
                sawNewline = true
                i += 1
            case 0x2F:
                guard i + 1 < n else { return i }
                if p[i + 1] == 0x2F {
                    i += 2
                    i = Lexer.lineEnd(p, from: i, to: n)
                } else if p[i + 1] == 0x2A {
                    i = blockCommentEnd(from: i, sawNewline: &sawNewline)
                } else {
                    return i
                }
            default:
                return i
            }
        }
        return i
    }

    /// Trailing trivia: stops before a line break and before a block comment that spans lines.
    mutating func skipTrailingTrivia(from start: Int, sawNewline: inout Bool) -> Int {
        var i = start
        while i < n {
            let c = p[i]
            switch c {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                i += 1
            case 0x2F:
                guard i + 1 < n else { return i }
                if p[i + 1] == 0x2F {
                    i += 2
                    i = Lexer.lineEnd(p, from: i, to: n)
                } else if p[i + 1] == 0x2A {
                    var nl = false
                    let savedErrors = errors.count
                    let e = blockCommentEnd(from: i, sawNewline: &nl)
                    if nl {
                        errors.removeSubrange(savedErrors...)
                        return i
                    }
                    i = e
                } else {
                    return i
                }
            default:
                return i
            }
        }
        return i
    }

    /// End of a (nested) block comment starting at `i` (`/*`).
    mutating func blockCommentEnd(from start: Int, sawNewline: inout Bool) -> Int {
        var i = start + 2
        var depth = 1
        while i < n {
            let c = p[i]
            if c == 0x2A && i + 1 < n && p[i + 1] == 0x2F {
                depth -= 1
                i += 2
                if depth == 0 { return i }
            } else if c == 0x2F && i + 1 < n && p[i + 1] == 0x2A {
                depth += 1
                i += 2
            } else {
                if c == 0x0A || c == 0x0D { sawNewline = true }
                i += 1
            }
        }
        errors.append(LexError(message: "unterminated block comment", range: start..<min(start + 2, n)))
        return n
    }
}
