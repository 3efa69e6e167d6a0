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

