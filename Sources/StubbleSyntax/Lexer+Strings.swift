// The lexer: string literals (any number of `#`, multi-line, interpolations nested to any depth).
// (Part of `Lexer`, declared in Lexer.swift.)

extension Lexer {
    // MARK: - String literals

    /// End of a string literal at `start` (`hashes` `#` then `"` or `"""`), interpolations nested to any depth.
    /// Frames on `frames`: a string is encoded as -(hashes * 2 + multiline) - 1 (negative); an interpolation
    /// as its open paren depth (>= 0).
    /// The first `"`, `\`, `\n` or `\r` at or after `from` (or `n`): eight bytes at a time, each of the four
    /// found by the zero-byte test on the word XOR that byte repeated (the lowest hit of each test is exact, so
    /// the lowest of all four is the first such byte).
    @inline(__always) func plainTextEnd(from start: Int) -> Int {
        var j = start
        if let raw = UnsafeRawPointer(p.baseAddress) {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while j + 8 <= n {
                let w = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self).littleEndian
                let q = w ^ (ones &* 0x22), b = w ^ (ones &* 0x5C), l = w ^ (ones &* 0x0A), r = w ^ (ones &* 0x0D)
                let hits = ((q &- ones) & ~q | (b &- ones) & ~b | (l &- ones) & ~l | (r &- ones) & ~r) & highs
                if hits != 0 { return j + hits.trailingZeroBitCount >> 3 }
                j += 8
            }
        }
        while j < n {
            let c = p[j]
            if c == 0x22 || c == 0x5C || c == 0x0A || c == 0x0D { return j }
            j += 1
        }
        return n
    }

    mutating func stringEnd(from start: Int, hashes: Int) -> Int {
        // Most literals are `"plain text"`: closed before any backslash or line break, no frames needed.
        if hashes == 0 && !isTripleQuote(start) {
            let j = plainTextEnd(from: start + 1)
            if j < n && p[j] == 0x22 { return j + 1 }
        }
        frames.removeAll(keepingCapacity: true)
        var i = start + hashes
        if isTripleQuote(i) && !(hashes > 0 && rawCloseOnLine(from: i + 1, hashes)) {
            frames.append(-(hashes * 2 + 1) - 1)
            i += 3
        } else {
            frames.append(-(hashes * 2) - 1)
            i += 1
        }
        while i < n {
            let top = frames[frames.count - 1]
            if top < 0 {
                let code = -(top + 1)
                let h = code >> 1
                let multiline = code & 1 == 1
                // Plain text of the literal: up to a backslash, a quote or a line break.
                i = plainTextEnd(from: i)
                if i >= n { break }
                let c = p[i]
                if c == 0x5C {  // backslash
                    var k = 0
                    while k < h && i + 1 + k < n && p[i + 1 + k] == 0x23 { k += 1 }
                    if k == h {
                        let j = i + 1 + h
                        if j < n && p[j] == 0x28 {
                            frames.append(0)
                            i = j + 1
                        } else if j < n && (p[j] == 0x0A || p[j] == 0x0D) && !multiline {
                            i = j  // a line break ends a single-line string even when escaped
                        } else {
                            i = j + 1
                        }
                        continue
                    }
                    i += 1
                    continue
                }
                if c == 0x22 {
                    if multiline {
                        if isTripleQuote(i) && hashesFollow(i + 3, h) {
                            frames.removeLast()
                            i += 3 + h
                            if frames.isEmpty { return i }
                            continue
                        }
                    } else if hashesFollow(i + 1, h) {
                        frames.removeLast()
                        i += 1 + h
                        if frames.isEmpty { return i }
                        continue
                    }
                    i += 1
                    continue
                }
                if (c == 0x0A || c == 0x0D) && !multiline {
                    errors.append(LexError(message: "unterminated string literal", range: start..<i))
                    return i
                }
                i += 1
            } else {
                // Inside an interpolation: code.
                let c = p[i]
                switch c {
                case 0x28:
                    frames[frames.count - 1] = top + 1
                    i += 1
                case 0x29:
                    if top == 0 { frames.removeLast() } else { frames[frames.count - 1] = top - 1 }
                    i += 1
                case 0x22:
                    if isTripleQuote(i) {
                        frames.append(-(1) - 1)
                        i += 3
                    } else {
                        frames.append(-1)
                        i += 1
                    }
                case 0x23:
                    var k = 0
                    while i + k < n && p[i + k] == 0x23 { k += 1 }
                    if i + k < n && p[i + k] == 0x22 {
                        if isTripleQuote(i + k) && !(k > 0 && rawCloseOnLine(from: i + k + 1, k)) {
                            frames.append(-(k * 2 + 1) - 1)
                            i += k + 3
                        } else {
                            frames.append(-(k * 2) - 1)
                            i += k + 1
                        }
                    } else {
                        i += k
                    }
                case 0x2F:
                    if i + 1 < n && p[i + 1] == 0x2F {
                        i = Lexer.lineEnd(p, from: i, to: n)
                    } else if i + 1 < n && p[i + 1] == 0x2A {
                        var nl = false
                        i = blockCommentEnd(from: i, sawNewline: &nl)
                    } else {
                        i += 1
                    }
                default:
                    i += 1
                }
            }
        }
        errors.append(LexError(message: "unterminated string literal", range: start..<n))
        return n
    }

    @inline(__always) func isTripleQuote(_ i: Int) -> Bool {
        i + 2 < n && p[i] == 0x22 && p[i + 1] == 0x22 && p[i + 2] == 0x22
    }

    /// A raw string opening with `#"""` is single-line when its line holds a closing `"#` (same number of
    /// `#`) after the first quote: `###"""abc"###` is the string `""abc` (as in Swift's lexer).
    func rawCloseOnLine(from i: Int, _ h: Int) -> Bool {
        var k = i
        while k < n && p[k] != 0x0A && p[k] != 0x0D {
            if p[k] == 0x22 && hashesFollow(k + 1, h) { return true }
            k += 1
        }
        return false
    }

    @inline(__always) func hashesFollow(_ i: Int, _ h: Int) -> Bool {
        if h == 0 { return true }
        guard i + h <= n else { return false }
        for k in 0..<h where p[i + k] != 0x23 { return false }
        return true
    }
}
