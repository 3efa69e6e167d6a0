// The lexer: character classes (identifier bytes, what follows a token, the skimmer's tables).
// (Part of `Lexer`, declared in Lexer.swift.)

extension Lexer {
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
}
