// The lexer: skimming (the matching closer of a bracket found at byte level, or nil) and parameter clauses.
// (Part of `Lexer`, declared in Lexer.swift.)

extension Lexer {
    // MARK: - Skimming

    /// Byte classes for `skimClose`: 0 plain code, 1 opening bracket, 2 closing bracket, 3 `"`, 4 `#`, 5 `/`,
    /// 6 backtick, 7 non-ASCII, 8 anything the lexer reports as an error (`'`, control characters, DEL).
    nonisolated(unsafe) static let skimClasses: UnsafePointer<UInt8> = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for c in 0..<256 {
            var k: UInt8 = 0
            switch c {
            case 0x28, 0x5B, 0x7B: k = 1
            case 0x29, 0x5D, 0x7D: k = 2
            case 0x22: k = 3
            case 0x23: k = 4
            case 0x2F: k = 5
            case 0x60: k = 6
            case 0x80...0xFF: k = 7
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x00: k = 0
            case 0x27, 0x7F, 0x01...0x1F: k = 8
            default: k = 0
            }
            t[c] = k
        }
        return UnsafePointer(t)
    }()

    /// `skimClasses` for two bytes at once, indexed by their little-endian 16-bit load (64 KiB, made once per
    /// process): bit 0 set when the first byte's class is not 0, bit 1 when the second's is. A word of plain
    /// code is checked with four lookups instead of eight, and in a word that is not plain, the four results
    /// side by side (two bits a pair) give the first byte to look at by counting trailing zeros.
    nonisolated(unsafe) static let skimPairs: UnsafePointer<UInt8> = {
        let single = skimClasses
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 65536)
        for pair in 0..<65536 { t[pair] = (single[pair & 0xFF] != 0 ? 1 : 0) | (single[pair >> 8] != 0 ? 2 : 0) }
        return UnsafePointer(t)
    }()

    /// Byte classes for `skimClause`: 0 plain code, 1 `(` or `[`, 2 `)` or `]`, 3 `"`, 4 `#`, 5 `/`, 6 backtick,
    /// 7 non-ASCII, 8 anything the lexer reports as an error, 9 a line break, 10 `=`, 11 `{` or `}`.
    nonisolated(unsafe) static let clauseClasses: UnsafePointer<UInt8> = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for c in 0..<256 {
            switch c {
            case 0x28, 0x5B: t[c] = 1
            case 0x29, 0x5D: t[c] = 2
            case 0x0A, 0x0D: t[c] = 9
            case 0x3D: t[c] = 10
            case 0x7B, 0x7D: t[c] = 11
            default: t[c] = skimClasses[c]
            }
        }
        return UnsafePointer(t)
    }()

    /// For a parameter clause whose contents start at `start` (right after its `(`): the offset of its `)` as
    /// `skimClose` finds it, when the parser's token-level reading of the clause surely ends there too:
    /// besides what makes `skimClose` unsure, nil when, in code (not in a literal or a line comment), there is
    /// a `{` or `}`, a block comment (a line break in it would put the next token at a line start), an `=`
    /// followed by a closer or a comment (a default value would take the closer as its first token), or a line
    /// starting with `#`, a backtick or a word of `stops` (a declaration or modifier keyword: the parser stops
    /// the clause there). `empty`: nothing but blanks before the `)`.
    mutating func skimClause(from start: Int, stops: KeywordSet, moreStops: KeywordSet) -> (close: Int, empty: Bool)? {
        let table = Lexer.clauseClasses
        let pairs = skimPairs
        var bits: UInt64 = 0
        var depth = 1
        var i = start
        var empty = true
        let savedErrors = errors.count
        let raw = UnsafeRawPointer(p.baseAddress)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while i < n {
            // Eight bytes at a time: a run of spaces, or plain code (`skimPairs`) with no line break and no `=`.
            // (`empty` may turn false on blanks other than spaces: the clause is then left for later, and
            // parsed as empty when asked for.)
            if let raw {
                while i + 8 <= n {
                    // Byte order: the first byte is the lowest (the subtraction tricks below need that too).
                    let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
                    if w == 0x2020_2020_2020_2020 {
                        i += 8
                        continue
                    }
                    let e = w ^ (ones &* 0x3D)
                    // The first byte that is not plain code (`skimPairs`: two bits a pair, in byte order), and the
                    // first below 0x0E (line breaks) or `=`, found by subtraction (the lowest flagged byte is exact).
                    let found = UInt32(pairs[Int(truncatingIfNeeded: w & 0xFFFF)])
                        | UInt32(pairs[Int(truncatingIfNeeded: (w >> 16) & 0xFFFF)]) << 2
                        | UInt32(pairs[Int(truncatingIfNeeded: (w >> 32) & 0xFFFF)]) << 4
                        | UInt32(pairs[Int(truncatingIfNeeded: w >> 48)]) << 6
                    let flagged = ((w &- ones &* 0x0E) & ~w | (e &- ones) & ~e) & highs
                    if found != 0 || flagged != 0 {
                        // Straight to that byte: the ones before it are plain code, blank only if all spaces.
                        let k = min(found == 0 ? 8 : found.trailingZeroBitCount,
                                    flagged == 0 ? 8 : flagged.trailingZeroBitCount >> 3)
                        if k > 0 {
                            let mask: UInt64 = (1 << UInt64(k &* 8)) &- 1
                            if w & mask != 0x2020_2020_2020_2020 & mask { empty = false }
                            i += k
                        }
                        break
                    }
                    empty = false
                    i += 8
                }
                if i >= n { return nil }
            }
            let c = p[i]
            let cls = table[Int(c)]
            switch cls {
            case 0:
                if c != 0x20 && c != 0x09 { empty = false }
                i += 1
                continue
            case 1:
                if depth == 32 { return nil }
                bits = bits << 1 | (c == 0x5B ? 1 : 0)
                depth += 1
                empty = false
                i += 1
                continue
            case 2:
                if depth == 1 { return c == 0x29 ? (i, empty) : nil }
                if bits & 1 != (c == 0x5D ? 1 : 0) { return nil }
                bits >>= 1
                depth -= 1
                i += 1
                continue
            case 9:
                i += 1
                // What the lexer skips as whitespace only (a control character it reports is looked at below).
                while i < n {
                    let b = p[i]
                    guard b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C || b == 0x00 else { break }
                    i += 1
                }
                guard i < n else { return nil }
                let f = p[i]
                if f == 0x23 || f == 0x60 { return nil }
                if Lexer.isIdentStartASCII(f) {
                    var e = i + 1
                    while e < n && identContinue[Int(p[e])] { e += 1 }
                    if e - i <= 20 {
                        let w = KeywordTable.lookup(p, i, e, keywords)
                        if stops.contains(w) || moreStops.contains(w) || w == .actor || w == .macro { return nil }
                    }
                    empty = false
                    i = e
                }
                continue
            case 10:
                var e = i + 1
                while e < n && p[e] <= 0x20 { e += 1 }
                if e >= n || p[e] == 0x29 || p[e] == 0x5D || p[e] == 0x2F { return nil }
                empty = false
                i += 1
                continue
            case 3:
                i = stringEnd(from: i, hashes: 0)
            case 4:
                var k = 1
                while i + k < n && p[i + k] == 0x23 { k += 1 }
                if i + k < n && p[i + k] == 0x22 {
                    i = stringEnd(from: i, hashes: k)
                } else if i + k < n && p[i + k] == 0x2F {
                    i = extendedRegexEnd(from: i, hashes: k)
                } else {
                    i += k
                }
            case 5:
                if i + 1 < n && p[i + 1] == 0x2F {
                    // A line comment: what follows is plain until the line break (looked at as any other).
                    i = Lexer.lineEnd(p, from: i + 2, to: n)
                    continue
                } else if i + 1 < n && p[i + 1] == 0x2A {
                    return nil
                } else if bareRegexEnd(from: i) != nil {
                    return nil
                } else {
                    i += 1
                }
            case 6:
                var j = i + 1
                while j < n && p[j] != 0x60 && p[j] != 0x0A && p[j] != 0x0D { j += 1 }
                i = j < n && p[j] == 0x60 && j > i + 1 ? j + 1 : i + 1
            case 7:
                let (v, len) = scalar(at: i)
                if v == 0xFFFF_FFFF { return nil }
                i += len
            default:
                return nil
            }
            empty = false
            // Only literals and comments (classes 3 to 5) can report errors.
            if errors.count != savedErrors {
                errors.removeSubrange(savedErrors...)
                return nil
            }
        }
        return nil
    }

    @inline(__always) static func bracketCode(_ c: UInt8) -> UInt64 {
        switch c {
        case 0x28, 0x29: return 1
        case 0x7B, 0x7D: return 2
        default: return 3
        }
    }

    /// The offset of the bracket closing an opener of kind `opener` whose contents start at `start` (a token
    /// boundary), found at byte level: exactly the `}`/`)`/`]` token the full lexer and the parser's bracket
    /// matching would pair with it. Strings (any `#`s, multi-line, interpolations nested to any depth), `#/…/#`
    /// regexes, comments (nested) and backticked names are skipped with the lexer's own routines. Nil, with
    /// nothing changed, whenever the answer could differ from the token-level one or the lexer would report
    /// an error in between: a `/` that might start a bare regex literal (that needs the previous token), a
    /// mismatched or too deeply nested bracket, a byte the lexer rejects, invalid UTF-8, an unterminated
    /// literal or comment, no closer before the end of the file.
    mutating func skimClose(from start: Int, opener: TokenKind) -> Int? {
        let table = skimClasses
        let pairs = skimPairs
        var bits: UInt64 = opener == .leftParen ? 1 : opener == .leftBrace ? 2 : 3
        var depth = 1
        var i = start
        let savedErrors = errors.count
        let raw = UnsafeRawPointer(p.baseAddress)
        while i < n {
            // Plain code eight bytes at a time: a run of spaces (indentation) or eight bytes of class 0. In a word
            // that is not plain, the first byte that is not plain code is found from the four pair lookups
            // (`skimPairs`: two bits a pair, in byte order), without a loop.
            if let raw, i + 8 <= n {
                while true {
                    let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
                    if w == 0x2020_2020_2020_2020 {
                        i += 8
                    } else {
                        let found = UInt32(pairs[Int(truncatingIfNeeded: w & 0xFFFF)])
                            | UInt32(pairs[Int(truncatingIfNeeded: (w >> 16) & 0xFFFF)]) << 2
                            | UInt32(pairs[Int(truncatingIfNeeded: (w >> 32) & 0xFFFF)]) << 4
                            | UInt32(pairs[Int(truncatingIfNeeded: w >> 48)]) << 6
                        if found != 0 {
                            i += found.trailingZeroBitCount
                            break
                        }
                        i += 8
                    }
                    if i + 8 > n { break }
                }
                if i >= n { return nil }
            }
            var c = p[i]
            var cls = table[Int(c)]
            while cls == 0 {
                i += 1
                if i >= n { return nil }
                c = p[i]
                cls = table[Int(c)]
            }
            switch cls {
            case 1:
                if depth == 32 { return nil }
                bits = bits << 2 | Lexer.bracketCode(c)
                depth += 1
                i += 1
            case 2:
                if bits & 3 != Lexer.bracketCode(c) { return nil }
                bits >>= 2
                depth -= 1
                if depth == 0 { return i }
                i += 1
            case 3:
                i = stringEnd(from: i, hashes: 0)
            case 4:
                var k = 1
                while i + k < n && p[i + k] == 0x23 { k += 1 }
                if i + k < n && p[i + k] == 0x22 {
                    i = stringEnd(from: i, hashes: k)
                } else if i + k < n && p[i + k] == 0x2F {
                    i = extendedRegexEnd(from: i, hashes: k)
                } else {
                    i += k
                }
            case 5:
                if i + 1 < n && p[i + 1] == 0x2F {
                    i = Lexer.lineEnd(p, from: i + 2, to: n)
                } else if i + 1 < n && p[i + 1] == 0x2A {
                    var nl = false
                    i = blockCommentEnd(from: i, sawNewline: &nl)
                } else if bareRegexEnd(from: i) != nil {
                    return nil
                } else {
                    i += 1
                }
            case 6:
                var j = i + 1
                while j < n && p[j] != 0x60 && p[j] != 0x0A && p[j] != 0x0D { j += 1 }
                i = j < n && p[j] == 0x60 && j > i + 1 ? j + 1 : i + 1
            case 7:
                let (v, len) = scalar(at: i)
                if v == 0xFFFF_FFFF { return nil }
                i += len
            default:
                return nil
            }
            // Only literals and comments (classes 3 to 5) can report errors.
            if cls >= 3 && cls <= 5 && errors.count != savedErrors {
                errors.removeSubrange(savedErrors...)
                return nil
            }
        }
        return nil
    }
}
