// The lexer: identifiers, numbers and operators.
// (Part of `Lexer`, declared in Lexer.swift.)

extension Lexer {
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
}
