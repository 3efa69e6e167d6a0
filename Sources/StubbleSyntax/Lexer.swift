// The lexer: UTF-8 bytes in, a lossless token array out. One pass, no per-token allocation.
//
// String literals (with any interpolation nesting) and regex literals are single tokens: the parser only
// needs their extent. Invalid bytes become `.unknown` tokens, so every byte belongs to exactly one token
// or trivia piece.

struct LexError {
    var message: String
    var range: Range<Int>
}

struct Lexer {
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    var tokens: [Token] = []
    /// Tokens are written straight into the storage of the array `run()` returns in `tokens` (room for n / 3 + 16
    /// tokens), so appending needs no uniqueness check and the tokens are never copied. A denser file moves
    /// to a heap buffer (`grow()`, `ownsBuffer`) that is copied into `tokens` at the end.
    var out: UnsafeMutablePointer<Token>? = nil
    var count = 0
    var capacity = 0
    var ownsBuffer = false
    var errors: [LexError] = []
    /// Reused stack for string interpolation nesting: (hashes, multiline) or interpolation paren depth.
    var frames: [Int] = []

    /// Fetched once per file (a lazy global's check per identifier is measurable).
    let keywords = KeywordTable.flat
    let follow = Lexer.followClasses
    let identContinue = Lexer.identContinue
    let skimClasses = Lexer.skimClasses
    let skimPairs = Lexer.skimPairs

    /// Resumable state: where the next token's leading trivia starts and what came before it.
    var pos = 0
    var leadingStart = 0
    var atLineStart = true
    var prevEnd = -1
    var prevKind = TokenKind.endOfFile
    var prevKeyword = Keyword.none
    var prevIsPostfixOp = false
    /// The `.endOfFile` token has been appended.
    var finished = false

    init(_ p: UnsafeBufferPointer<UInt8>) {
        self.p = p
        self.n = p.count
        // A UTF-8 byte-order mark, then a shebang: trivia of the first token (as swiftc reads them).
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { pos = 3 }
        if n >= pos + 2 && p[pos] == 0x23 && p[pos + 1] == 0x21 {
            pos = Lexer.lineEnd(p, from: pos, to: n)
        }
    }

    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        tokenizeWithErrors(bytes).tokens
    }

    static func tokenizeWithErrors(_ bytes: [UInt8]) -> (tokens: [Token], errors: [LexError]) {
        bytes.withUnsafeBufferPointer { p in
            var lexer = Lexer(p)
            lexer.run()
            return (lexer.tokens, lexer.errors)
        }
    }

    // MARK: - Incremental use (the parser's token stream)

    /// Lexes on demand into a heap buffer the caller frees with `release()`.
    mutating func startIncremental() {
        capacity = n / 16 + 64
        out = UnsafeMutablePointer<Token>.allocate(capacity: capacity)
        ownsBuffer = true
        count = 0
    }

    /// Reads tokens lexed before (`tokens` stays alive and unchanged while this lexer is used).
    mutating func usePrefilled(_ tokens: UnsafeBufferPointer<Token>) {
        out = UnsafeMutablePointer(mutating: tokens.baseAddress)
        count = tokens.count
        capacity = tokens.count
        ownsBuffer = false
        finished = true
    }

    mutating func release() {
        if ownsBuffer { out?.deallocate() }
        out = nil
        ownsBuffer = false
    }

    /// Drops the tokens after index `k` (an opening bracket) and the errors found in them; lexing resumes
    /// right after token `k`.
    mutating func truncate(after k: Int) {
        guard k + 1 < count || finished else { return }
        let t = out.unsafelyUnwrapped[k]
        count = k + 1
        finished = false
        pos = t.trailingTriviaEnd
        leadingStart = t.trailingTriviaEnd
        atLineStart = false
        prevEnd = t.end
        prevKind = t.kind
        prevKeyword = t.keyword
        prevIsPostfixOp = false
        while let last = errors.last, last.range.lowerBound >= t.trailingTriviaEnd { errors.removeLast() }
    }

    /// Where the closing bracket of token `k` (an opening bracket) is, by skimming bytes (`skimClose`); on
    /// success the tokens in between are replaced by nothing: token `k + 1` is the closer, and lexing resumes
    /// after it. False (nothing changed) when the skimmer is unsure.
    mutating func collapse(_ k: Int) -> Bool {
        let t = out.unsafelyUnwrapped[k]
        guard let c = skimClose(from: t.trailingTriviaEnd, opener: t.kind) else { return false }
        collapse(k, closer: c)
        return true
    }

    /// `collapse(k)` with the closer `skimClose` found already (at byte `c`).
    mutating func collapse(_ k: Int, closer c: Int) {
        let t = out.unsafelyUnwrapped[k]
        truncate(after: k)
        let kind: TokenKind = t.kind == .leftBrace ? .rightBrace : t.kind == .leftParen ? .rightParen : .rightSquare
        let end = c + 1
        var flags: UInt8 = 0
        let trailing = trailingTrivia(after: end, flags: &flags)
        // First on its line when only blanks precede it on the line (comments before it are not looked at:
        // the parser never asks a collapsed closer).
        var b = c
        while b > 0 && (p[b - 1] == 0x20 || p[b - 1] == 0x09) { b -= 1 }
        if b == 0 || p[b - 1] == 0x0A || p[b - 1] == 0x0D { flags |= Token.lineStartFlag }
        append(kind, .none, flags: flags, leading: t.trailingTriviaEnd, start: c, end: end, trailing: trailing)
        pos = trailing
        leadingStart = trailing
        atLineStart = false
        prevEnd = end
        prevKind = kind
        prevKeyword = .none
        prevIsPostfixOp = false
    }

    /// Lexes on demand from the `(` at byte `offset`, which becomes token 0, into a small buffer the caller
    /// frees with `release()`: the tokens after it are those the file's lexer makes there (after an opening
    /// bracket the lexer carries no state but the bracket itself, as `truncate(after:)` relies on too).
    mutating func startAfterOpenParen(at offset: Int) {
        startAfter(.leftParen, .none, start: offset, end: offset + 1)
    }

    /// Lexes on demand after the token of kind `kind` (not an operator) at `start..<end`, which becomes token 0
    /// (its flags unset), into a small buffer the caller frees with `release()`: the tokens after it are those
    /// the file's lexer makes there (the state the lexer carries past a token that is not an operator is that
    /// token's kind, keyword and end, as `truncate(after:)` relies on too).
    mutating func startAfter(_ kind: TokenKind, _ keyword: Keyword, start: Int, end: Int) {
        capacity = 64
        out = UnsafeMutablePointer<Token>.allocate(capacity: capacity)
        ownsBuffer = true
        count = 0
        var nl = false
        let trailing = skipTrailingTrivia(from: end, sawNewline: &nl)
        append(kind, keyword, flags: 0, leading: start, start: start, end: end, trailing: trailing)
        pos = trailing
        leadingStart = trailing
        atLineStart = false
        prevEnd = end
        prevKind = kind
        prevKeyword = keyword
        prevIsPostfixOp = false
    }

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

    // MARK: - Character classes

    /// What the byte right after a token says (`lex`): `Token.rightBoundFlag` when the token, with no trivia
    /// after it, is right-bound (the byte is not whitespace, a closing bracket, `,`, `;` or `:`), and
    /// `mayStartTrivia` when trailing trivia may start there (a blank, NUL or `/`), `mayStartLeadingTrivia` when
    /// leading trivia may (the same, or a line break).
    nonisolated(unsafe) static let followClasses: UnsafePointer<UInt8> = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for c in 0..<256 {
            switch c {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00: t[c] = mayStartTrivia | mayStartLeadingTrivia
            case 0x0A, 0x0D: t[c] = mayStartLeadingTrivia
            case 0x29, 0x5D, 0x7D, 0x2C, 0x3B, 0x3A: t[c] = 0
            case 0x2F: t[c] = mayStartTrivia | mayStartLeadingTrivia | Token.rightBoundFlag
            default: t[c] = Token.rightBoundFlag
            }
        }
        return UnsafePointer(t)
    }()
    static let mayStartTrivia: UInt8 = 0x80
    /// Leading trivia may start at the byte (`mayStartTrivia`, or a line break).
    static let mayStartLeadingTrivia: UInt8 = 0x40

    @inline(__always) static func isIdentStartASCII(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F
    }
    @inline(__always) static func isIdentContinueASCII(_ c: UInt8) -> Bool {
        isIdentStartASCII(c) || (c >= 0x30 && c <= 0x39) || c == 0x24
    }
    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
    }
    /// ASCII operator characters: / = - + ! * % < > & | ^ ~ ?
    @inline(__always) static func isOperatorASCII(_ c: UInt8) -> Bool {
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    static func isOperatorHeadScalar(_ v: UInt32) -> Bool {
        switch v {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }
    static func isOperatorContinueScalar(_ v: UInt32) -> Bool {
        switch v {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHeadScalar(v)
        }
    }

    /// Decodes a scalar at `i` (first byte >= 0x80). Returns value 0xFFFF_FFFF for invalid UTF-8 (length of
    /// the maximal invalid subpart).
    @inline(__always) func scalar(at i: Int) -> (value: UInt32, length: Int) {
        let b0 = p[i]
        @inline(__always) func cont(_ j: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
            j < n && p[j] >= lo && p[j] <= hi
        }
        switch b0 {
        case 0xC2...0xDF:
            guard cont(i + 1) else { return (0xFFFF_FFFF, 1) }
            return (UInt32(b0 & 0x1F) << 6 | UInt32(p[i + 1] & 0x3F), 2)
        case 0xE0...0xEF:
            let lo: UInt8 = b0 == 0xE0 ? 0xA0 : 0x80
            let hi: UInt8 = b0 == 0xED ? 0x9F : 0xBF
            guard cont(i + 1, lo, hi) else { return (0xFFFF_FFFF, 1) }
            guard cont(i + 2) else { return (0xFFFF_FFFF, 2) }
            return (UInt32(b0 & 0x0F) << 12 | UInt32(p[i + 1] & 0x3F) << 6 | UInt32(p[i + 2] & 0x3F), 3)
        case 0xF0...0xF4:
            let lo: UInt8 = b0 == 0xF0 ? 0x90 : 0x80
            let hi: UInt8 = b0 == 0xF4 ? 0x8F : 0xBF
            guard cont(i + 1, lo, hi) else { return (0xFFFF_FFFF, 1) }
            guard cont(i + 2) else { return (0xFFFF_FFFF, 2) }
            guard cont(i + 3) else { return (0xFFFF_FFFF, 3) }
            return (UInt32(b0 & 0x07) << 18 | UInt32(p[i + 1] & 0x3F) << 12 | UInt32(p[i + 2] & 0x3F) << 6
                    | UInt32(p[i + 3] & 0x3F), 4)
        default:
            return (0xFFFF_FFFF, 1)
        }
    }

    /// Unicode whitespace Swift skips: NBSP is not whitespace in Swift, so only these few.
    @inline(__always) func isUnicodeIdentifierScalar(_ v: UInt32) -> Bool {
        v != 0xFFFF_FFFF && !Lexer.isOperatorContinueScalar(v) || (v >= 0x300 && v <= 0x36F)
            || (v >= 0x1DC0 && v <= 0x1DFF) || (v >= 0x20D0 && v <= 0x20FF) || (v >= 0xFE20 && v <= 0xFE2F)
    }

    // MARK: - Main loop

    mutating func run() {
        count = 0
        ownsBuffer = false
        let direct = [Token](unsafeUninitializedCapacity: n / 3 + 16) { buffer, initialized in
            out = buffer.baseAddress
            capacity = buffer.count
            lex(until: Int.max)
            // Token is a plain value type: no deinitialization is owed for what `grow()` moved out.
            initialized = ownsBuffer ? 0 : count
        }
        if ownsBuffer {
            tokens = Array(UnsafeBufferPointer(start: out, count: count))
            out?.deallocate()
        } else {
            tokens = direct
        }
        out = nil
    }

    /// Lexes tokens until `count >= target` or the end of the file (state kept in locals meanwhile); once
    /// `count >= need`, also stops after an opening bracket.
    mutating func lex(until target: Int, need: Int = Int.max) {
        if finished { return }
        var i = pos
        var leadingStart = self.leadingStart
        var atLineStart = self.atLineStart
        var prevEnd = self.prevEnd
        var prevKind = self.prevKind
        var prevKeyword = self.prevKeyword
        var prevIsPostfixOp = self.prevIsPostfixOp
        defer {
            pos = i
            self.leadingStart = leadingStart
            self.atLineStart = atLineStart
            self.prevEnd = prevEnd
            self.prevKind = prevKind
            self.prevKeyword = prevKeyword
            self.prevIsPostfixOp = prevIsPostfixOp
        }
        while count < target {
            let triviaStart = i
            // Mostly the token starts right here (its trailing trivia ended the previous one's).
            if i >= n || follow[Int(p[i])] & Lexer.mayStartLeadingTrivia != 0 {
                i = skipTrivia(from: i, sawNewline: &atLineStart)
            }
            let start = i
            if start >= n {
                append(.endOfFile, .none, flags: atLineStart ? Token.lineStartFlag : 0,
                       leading: leadingStart, start: n, end: n, trailing: n)
                finished = true
                break
            }
            var leftBound = start == prevEnd && start > 0 && triviaStart == start
            if leftBound {
                switch prevKind {
                case .leftParen, .leftSquare, .leftBrace, .comma, .semicolon, .colon: leftBound = false
                default: break
                }
            }
            let c = p[start]
            var kind = TokenKind.unknown
            var keyword = Keyword.none
            var end = start + 1
            switch c {
            case 0x61...0x7A, 0x41...0x5A, 0x5F:  // identifier
                // ASCII names eight bytes at a time (the first word also keys the keyword lookup); the
                // out-of-line `identifierEnd` only past a non-ASCII byte.
                var first: UInt64 = 0
                if start + 8 <= n, let raw = UnsafeRawPointer(p.baseAddress) {
                    first = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self).littleEndian
                    let stop = Lexer.nonIdentifierBytes(first)
                    end = stop != 0 ? start + stop.trailingZeroBitCount >> 3
                        : Lexer.asciiIdentifierEnd(p, from: start + 8, table: identContinue)
                } else {
                    end = Lexer.asciiIdentifierEnd(p, from: start + 1, table: identContinue)
                    first = KeywordTable.firstWord(p, start, end)
                }
                if end < n && p[end] >= 0x80 { end = identifierEnd(from: end) }
                if end - start <= 20 {
                    keyword = KeywordTable.lookup(first: first, p, start, end, keywords)
                    if keyword != .none {
                        // `x.init`, `x.self` stay names after a period only for non-reserved lookups; keep keyword.
                        kind = keyword.isReserved ? .keyword : .identifier
                    } else {
                        kind = .identifier
                    }
                } else {
                    kind = .identifier
                }
            case 0x30...0x39:
                end = numberEnd(from: start, afterPeriod: prevKind == .period, kind: &kind)
            case 0x22:  // "
                end = stringEnd(from: start, hashes: 0)
                kind = .stringLiteral
            case 0x23:  // #
                var k = 0
                while start + k < n && p[start + k] == 0x23 { k += 1 }
                if start + k < n && p[start + k] == 0x22 {
                    end = stringEnd(from: start, hashes: k)
                    kind = .stringLiteral
                } else if start + k < n && p[start + k] == 0x2F {
                    end = extendedRegexEnd(from: start, hashes: k)
                    kind = .regexLiteral
                } else if k == 1 && start + 1 < n && (Lexer.isIdentStartASCII(p[start + 1]) || p[start + 1] >= 0x80
                           && isUnicodeIdentifierScalar(scalar(at: start + 1).value)) {
                    end = identifierEnd(from: start + 1)
                    kind = .poundIdentifier
                } else {
                    kind = .pound
                    end = start + 1
                }
            case 0x24:  // $
                end = identifierEnd(from: start + 1)
                kind = .identifier
            case 0x60:  // `
                var j = start + 1
                while j < n && p[j] != 0x60 && p[j] != 0x0A && p[j] != 0x0D { j += 1 }
                if j < n && p[j] == 0x60 && j > start + 1 {
                    end = j + 1
                    kind = .identifier
                } else {
                    end = start + 1
                    kind = .backtick
                }
            case 0x28: kind = .leftParen
            case 0x29: kind = .rightParen
            case 0x7B: kind = .leftBrace
            case 0x7D: kind = .rightBrace
            case 0x5B: kind = .leftSquare
            case 0x5D: kind = .rightSquare
            case 0x2C: kind = .comma
            case 0x3A: kind = .colon
            case 0x3B: kind = .semicolon
            case 0x40: kind = .atSign
            case 0x5C: kind = .backslash
            case 0x2E:  // .
                if start + 1 < n && p[start + 1] == 0x2E {
                    end = operatorEnd(from: start + 1, allowDot: true)
                    kind = .operator
                } else {
                    kind = .period
                }
            case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
                kind = .operator
                if c == 0x2F, regexAllowed(prevKind: prevKind, prevKeyword: prevKeyword, prevIsPostfix: prevIsPostfixOp,
                                           leftBound: leftBound),
                   let e = bareRegexEnd(from: start) {
                    end = e
                    kind = .regexLiteral
                } else if leftBound && (c == 0x3F || c == 0x21 || c == 0x3E) {
                    // Postfix `?`/`!` and the `>` closing a generic argument list lex alone.
                    end = start + 1
                } else {
                    end = operatorEnd(from: start + 1, allowDot: false)
                }
            case 0x80...0xFF:
                let (v, len) = scalar(at: start)
                if v == 0xFFFF_FFFF {
                    // A run of invalid bytes: one unknown token.
                    var j = start + len
                    while j < n && p[j] >= 0x80 {
                        let (v2, l2) = scalar(at: j)
                        if v2 != 0xFFFF_FFFF { break }
                        j += l2
                    }
                    end = j
                    kind = .unknown
                    errors.append(LexError(message: "invalid UTF-8", range: start..<end))
                } else if Lexer.isOperatorHeadScalar(v) {
                    end = operatorEnd(from: start + len, allowDot: false)
                    kind = .operator
                } else {
                    end = identifierEnd(from: start + len)
                    kind = .identifier
                }
            default:
                // Control characters and other stray ASCII.
                end = start + 1
                kind = .unknown
                errors.append(LexError(message: "unexpected character", range: start..<end))
            }
            // Trailing trivia (`trailingTrivia`, written out here: the call measured 1% slower in this loop).
            var t = end
            var flags: UInt8 = (leftBound ? Token.leftBoundFlag : 0) | (atLineStart ? Token.lineStartFlag : 0)
            if end < n {
                let d = p[end]
                let f = follow[Int(d)]
                if f & Lexer.mayStartTrivia == 0 {
                    flags |= f & Token.rightBoundFlag
                } else if d == 0x20 && end + 1 < n && follow[Int(p[end + 1])] & Lexer.mayStartTrivia == 0 {
                    t = end + 1
                } else {
                    var sawNewlineInTrailing = false
                    t = skipTrailingTrivia(from: end, sawNewline: &sawNewlineInTrailing)
                    if t == end { flags |= f & Token.rightBoundFlag }
                }
            }
            append(kind, keyword, flags: flags, leading: leadingStart, start: start, end: end, trailing: t)
            // `try?` / `try!` are not postfix operators: an expression (maybe a regex) follows.
            prevIsPostfixOp = kind == .operator && leftBound && prevKeyword != .try
                && (flags & Token.rightBoundFlag == 0 || isPeriodAt(end))
            prevKind = kind
            prevKeyword = keyword
            prevEnd = end
            leadingStart = t
            i = t
            atLineStart = false
            // Lexing ahead past an opening bracket is likely wasted: the parser may skim what follows.
            if count >= need && (kind == .leftBrace || kind == .leftParen || kind == .leftSquare) { break }
        }
    }

    @inline(__always) func isPeriodAt(_ i: Int) -> Bool { i < n && p[i] == 0x2E }

    /// The end of the trailing trivia of a token ending at `end` (spaces, tabs and comments up to the line
    /// break), setting `Token.rightBoundFlag` in `flags` when there is none and the token is glued to what
    /// follows. `follow` says of the byte after the token whether trivia may start there and whether the token
    /// is then right-bound, so a token followed by no trivia, or by one space, takes no loop.
    @inline(__always) mutating func trailingTrivia(after end: Int, flags: inout UInt8) -> Int {
        guard end < n else { return end }
        let d = p[end]
        let f = follow[Int(d)]
        var t = end
        if f & Lexer.mayStartTrivia == 0 {
        } else if d == 0x20 && end + 1 < n && follow[Int(p[end + 1])] & Lexer.mayStartTrivia == 0 {
            // One space before something that is not trivia (a line break included: it ends the trailing
            // trivia there too).
            return end + 1
        } else {
            var sawNewline = false
            t = skipTrailingTrivia(from: end, sawNewline: &sawNewline)
        }
        if t == end { flags |= f & Token.rightBoundFlag }
        return t
    }

    @inline(__always) mutating func append(_ kind: TokenKind, _ keyword: Keyword, flags: UInt8, leading: Int, start: Int,
                                           end: Int, trailing: Int) {
        if count == capacity { grow() }
        out.unsafelyUnwrapped.advanced(by: count).initialize(to: Token(kind: kind, keyword: keyword, flags: flags, _leadingStart: UInt32(truncatingIfNeeded: leading),
                            _start: UInt32(truncatingIfNeeded: start), _end: UInt32(truncatingIfNeeded: end),
                            _trailingEnd: UInt32(truncatingIfNeeded: trailing)))
        count += 1
    }

    @inline(never) mutating func grow() {
        let bigger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2 + 16)
        if let old = out {
            bigger.moveInitialize(from: old, count: count)
            if ownsBuffer { old.deallocate() }
        }
        ownsBuffer = true
        out = bigger
        capacity = capacity * 2 + 16
    }

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

    // MARK: - Identifiers, numbers, operators

    /// `identContinue[c]`: byte `c` is ASCII and continues an identifier (letters, digits, `_`, `$`); false for
    /// every byte from 0x80 (non-ASCII is decoded by `identifierEnd`).
    nonisolated(unsafe) static let identContinue: UnsafePointer<Bool> = {
        let t = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for c in 0..<256 { t[c] = c < 0x80 && isIdentContinueASCII(UInt8(c)) }
        return UnsafePointer(t)
    }()

    /// The end of the run of ASCII identifier bytes from `start`: eight bytes at a time, then byte by byte.
    @inline(__always) static func asciiIdentifierEnd(_ p: UnsafeBufferPointer<UInt8>, from start: Int,
                                                     table: UnsafePointer<Bool>) -> Int {
        var i = start
        let n = p.count
        guard let base = p.baseAddress else { return i }
        while i + 8 <= n {
            let stop = nonIdentifierBytes(UnsafeRawPointer(base).loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian)
            if stop != 0 { return i + stop.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < n && table[Int(base[i])] { i &+= 1 }
        return i
    }

    /// For eight bytes (the first in the lowest byte): the high bit of each byte that is not an ASCII identifier
    /// byte (`identContinue`: a letter, a digit, `_` or `$`), exactly, byte by byte: every byte's sums stay
    /// below 0x100 (its high bit is cleared first), so nothing carries from one byte into the next.
    @inline(__always) static func nonIdentifierBytes(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let x = w & ~highs
        let folded = x | ones &* 0x20  // A-Z to a-z; no other byte lands in a-z
        let letter = (folded &+ ones &* (0x80 - 0x61)) & ~(folded &+ ones &* (0x80 - 0x7B))
        let digit = (x &+ ones &* (0x80 - 0x30)) & ~(x &+ ones &* (0x80 - 0x3A))
        // x ^ c is at most 0x7F: adding 0x7F sets the high bit exactly when it is not zero.
        let underscore = ~((x ^ ones &* 0x5F) &+ ones &* 0x7F)
        let dollar = ~((x ^ ones &* 0x24) &+ ones &* 0x7F)
        return ~((letter | digit | underscore | dollar) & ~w) & highs
    }

    @inline(__always) mutating func identifierEnd(from start: Int) -> Int {
        var i = start
        let table = identContinue
        let n = self.n
        guard let base = p.baseAddress else { return i }
        while i < n {
            // ASCII name bytes in a tight loop (the table is false for every non-ASCII byte).
            let c = base[i]
            if table[Int(c)] {
                i &+= 1
                continue
            }
            if c < 0x80 { return i }
            let (v, len) = scalar(at: i)
            if v == 0xFFFF_FFFF || !isUnicodeIdentifierScalar(v) { return i }
            i += len
        }
        return i
    }

    mutating func numberEnd(from start: Int, afterPeriod: Bool, kind: inout TokenKind) -> Int {
        kind = .integerLiteral
        var i = start
        if p[i] == 0x30 && i + 1 < n && (p[i + 1] == 0x78 || p[i + 1] == 0x58) {  // 0x
            i += 2
            while i < n && (Lexer.isHexDigit(p[i]) || p[i] == 0x5F) { i += 1 }
            if i + 1 < n && p[i] == 0x2E && Lexer.isHexDigit(p[i + 1]) && !afterPeriod {
                i += 1
                while i < n && (Lexer.isHexDigit(p[i]) || p[i] == 0x5F) { i += 1 }
                kind = .floatLiteral
            }
            if i < n && (p[i] == 0x70 || p[i] == 0x50) {  // p exponent
                var j = i + 1
                if j < n && (p[j] == 0x2B || p[j] == 0x2D) { j += 1 }
                if j < n && Lexer.isDigit(p[j]) {
                    i = j
                    while i < n && (Lexer.isDigit(p[i]) || p[i] == 0x5F) { i += 1 }
                    kind = .floatLiteral
                }
            }
        } else if p[i] == 0x30 && i + 1 < n && (p[i + 1] == 0x6F || p[i + 1] == 0x62) {  // 0o 0b
            i += 2
            while i < n && (Lexer.isDigit(p[i]) || p[i] == 0x5F) { i += 1 }
        } else {
            while i < n && (Lexer.isDigit(p[i]) || p[i] == 0x5F) { i += 1 }
            if !afterPeriod {
                if i + 1 < n && p[i] == 0x2E && Lexer.isDigit(p[i + 1]) {
                    i += 1
                    while i < n && (Lexer.isDigit(p[i]) || p[i] == 0x5F) { i += 1 }
                    kind = .floatLiteral
                }
                if i < n && (p[i] == 0x65 || p[i] == 0x45) {
                    var j = i + 1
                    if j < n && (p[j] == 0x2B || p[j] == 0x2D) { j += 1 }
                    if j < n && Lexer.isDigit(p[j]) {
                        i = j
                        while i < n && (Lexer.isDigit(p[i]) || p[i] == 0x5F) { i += 1 }
                        kind = .floatLiteral
                    }
                }
            }
        }
        // Stray identifier characters glued to a number stay in it (invalid Swift, but lossless).
        while i < n && Lexer.isIdentContinueASCII(p[i]) { i += 1 }
        return i
    }

    /// Maximal munch of operator characters, stopping before `//` and `/*`.
    mutating func operatorEnd(from start: Int, allowDot: Bool) -> Int {
        var i = start
        while i < n {
            let c = p[i]
            if c < 0x80 {
                if c == 0x2F && i + 1 < n && (p[i + 1] == 0x2F || p[i + 1] == 0x2A) { return i }
                if Lexer.isOperatorASCII(c) || (allowDot && c == 0x2E) { i += 1 } else { return i }
            } else {
                let (v, len) = scalar(at: i)
                if v == 0xFFFF_FFFF || !Lexer.isOperatorContinueScalar(v) { return i }
                i += len
            }
        }
        return i
    }

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

    // MARK: - Comments in trivia

    static func comments(in bytes: [UInt8], range: Range<Int>) -> [Comment] {
        let lo = min(max(range.lowerBound, 0), bytes.count)
        let hi = min(max(range.upperBound, lo), bytes.count)
        // Most trivia is only blanks and line breaks (every comment starts with `/`): no scan, no array.
        var k = lo
        while k < hi && bytes[k] != 0x2F { k += 1 }
        if k == hi { return [] }
        var out: [Comment] = []
        // Scanned through an unsafe view (no bounds check per byte); comments keep slices of `bytes`.
        bytes.withUnsafeBufferPointer { p in
            var i = lo
            while i < hi {
                let c = p[i]
                if c == 0x2F && i + 1 < hi && p[i + 1] == 0x2F {
                    let j = lineEnd(p, from: i + 2, to: hi)
                    let isDoc = i + 2 < j && p[i + 2] == 0x2F && !(i + 3 < j && p[i + 3] == 0x2F)
                    out.append(Comment(kind: isDoc ? .docLine : .line, range: i..<j, utf8: bytes[i..<j]))
                    i = j
                } else if c == 0x2F && i + 1 < hi && p[i + 1] == 0x2A {
                    var j = i + 2
                    var depth = 1
                    while j < hi && depth > 0 {
                        if p[j] == 0x2A && j + 1 < hi && p[j + 1] == 0x2F {
                            depth -= 1
                            j += 2
                        } else if p[j] == 0x2F && j + 1 < hi && p[j + 1] == 0x2A {
                            depth += 1
                            j += 2
                        } else {
                            j += 1
                        }
                    }
                    let isDoc = i + 2 < j && p[i + 2] == 0x2A && !(i + 3 < j && (p[i + 3] == 0x2A || p[i + 3] == 0x2F))
                    out.append(Comment(kind: isDoc ? .docBlock : .block, range: i..<j, utf8: bytes[i..<j]))
                    i = j
                } else {
                    i += 1
                }
            }
        }
        return out
    }
}

/// Keyword lookup without allocation: open addressing over a hash of the identifier's bytes.
enum KeywordTable {
    static let size = 1024
    static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: size)
        for raw in 1..<Keyword.spellings.count {
            let bytes = Array(Keyword.spellings[raw].utf8)
            var h = bytes.withUnsafeBufferPointer { hash(first: firstWord($0, 0, $0.count), length: $0.count) }
            while t[h] != 0 { h = (h + 1) & (size - 1) }
            t[h] = UInt8(raw)
        }
        return t
    }()
    /// The table and every spelling in one flat allocation made once and kept for the process's life, so a
    /// lookup touches no array (no retain of a nested array, no lazy-global check per identifier); the lexer
    /// fetches it once per file.
    struct Flat: @unchecked Sendable {
        /// `size` slots of keyword raw values (0: empty).
        let table: UnsafePointer<UInt8>
        /// Spelling of raw value r: bytes `offsets[r] ..< offsets[r + 1]` of `spellings`.
        let offsets: UnsafePointer<Int32>
        let spellings: UnsafePointer<UInt8>
    }
    static let flat: Flat = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        t.initialize(from: table, count: size)
        let all = Keyword.spellings.flatMap { Array($0.utf8) }
        // Eight bytes of padding: a spelling is compared with one 8-byte load (see `lookup`).
        let sp = UnsafeMutablePointer<UInt8>.allocate(capacity: all.count + 8)
        sp.initialize(from: all, count: all.count)
        (sp + all.count).initialize(repeating: 0, count: 8)
        let off = UnsafeMutablePointer<Int32>.allocate(capacity: Keyword.spellings.count + 1)
        var o: Int32 = 0
        for (r, word) in Keyword.spellings.enumerated() {
            off[r] = o
            o += Int32(word.utf8.count)
        }
        off[Keyword.spellings.count] = o
        return Flat(table: t, offsets: off, spellings: sp)
    }()

    /// The first eight bytes of `s..<e` (the first in the lowest byte), zeros past `e`.
    @inline(__always) static func firstWord(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> UInt64 {
        if s + 8 <= p.count, let base = p.baseAddress {
            let w = UnsafeRawPointer(base + s).loadUnaligned(as: UInt64.self).littleEndian
            return e - s >= 8 ? w : w & ((1 << UInt64((e - s) &* 8)) &- 1)
        }
        var w: UInt64 = 0
        for k in 0..<min(e - s, 8) { w |= UInt64(p[s + k]) << UInt64(k &* 8) }
        return w
    }

    /// A hash of a name from its first eight bytes (`firstWord`, the whole name up to eight bytes) and length.
    @inline(__always) static func hash(first: UInt64, length: Int) -> Int {
        let key = length <= 8 ? first : first ^ UInt64(truncatingIfNeeded: length)
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 54) & (size - 1)
    }

    /// The keyword `s..<e` spells (`.none` if none).
    @inline(__always) static func lookup(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, _ f: Flat) -> Keyword {
        lookup(first: firstWord(p, s, e), p, s, e, f)
    }

    /// `lookup` with the name's first eight bytes loaded already (the whole word when `s + 8 <= p.count`; the
    /// bytes past `e` are masked off here).
    @inline(__always) static func lookup(first word: UInt64, _ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int,
                                         _ f: Flat) -> Keyword {
        let len = e - s
        let masked = len >= 8 ? word : word & ((1 << UInt64(len &* 8)) &- 1)
        var h = hash(first: masked, length: len)
        while true {
            let raw = f.table[h]
            if raw == 0 { return .none }
            let a = Int(f.offsets[Int(raw)])
            if Int(f.offsets[Int(raw) + 1]) - a == len {
                // Up to eight bytes (most keywords): the name's word against one load of the spelling.
                if len <= 8 {
                    let mask: UInt64 = len == 8 ? ~0 : (1 << UInt64(len &* 8)) &- 1
                    let spelling = UnsafeRawPointer(f.spellings + a).loadUnaligned(as: UInt64.self).littleEndian
                    if (masked ^ spelling) & mask == 0 { return Keyword(rawValue: raw) ?? .none }
                    h = (h + 1) & (size - 1)
                    continue
                }
                var equal = true
                for k in 0..<len where f.spellings[a + k] != p[s + k] {
                    equal = false
                    break
                }
                if equal { return Keyword(rawValue: raw) ?? .none }
            }
            h = (h + 1) & (size - 1)
        }
    }
}

