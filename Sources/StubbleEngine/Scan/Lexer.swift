// A small, forgiving Swift tokenizer used by the engine's declaration scanner.
//
// It is not the project's parser (that is StubbleSyntax); it knows just enough of Swift to find
// declarations, their parts and the engine's own generated code: comments, every string literal form
// (so braces and markers inside strings are never mistaken for code), numbers, identifiers,
// punctuation. It never fails: every byte belongs to exactly one token, whatever the input.

enum TokenKind: Equatable, Sendable {
    case identifier      // also keywords, `backticked`, $0, #if-style pound words
    case number
    case string          // any string literal, interpolations included, as one token
    case regex           // #/.../# only
    case lineComment     // `// ...` up to (not including) the newline
    case blockComment    // `/* ... */`, nested
    case newline         // one "\n" (or "\r\n")
    case space           // spaces and tabs
    case punct           // one punctuation byte ( ) { } [ ] , : ; . = < > etc. or an operator run
    case attribute       // `@name`
    case other           // bytes that fit nothing else (invalid UTF-8, stray control bytes)
}

struct Token: Sendable {
    var kind: TokenKind
    var start: Int
    var end: Int
    var range: Range<Int> { start..<end }
}

struct Lexer {
    let bytes: [UInt8]

    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var lexer = LexerState(bytes: bytes)
        return lexer.run()
    }
}

private struct LexerState {
    let bytes: [UInt8]
    var i = 0
    var tokens: [Token] = []

    init(bytes: [UInt8]) { self.bytes = bytes; tokens.reserveCapacity(bytes.count / 4) }

    func at(_ j: Int) -> UInt8 { j < bytes.count ? bytes[j] : 0 }

    mutating func emit(_ kind: TokenKind, _ start: Int) {
        tokens.append(Token(kind: kind, start: start, end: i))
    }

    static func isIdentStart(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
    }
    static func isIdentChar(_ c: UInt8) -> Bool {
        isIdentStart(c) || (c >= 0x30 && c <= 0x39)
    }
    static func isOperatorChar(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default: return false
        }
    }

    mutating func run() -> [Token] {
        // Shebang.
        if at(0) == UInt8(ascii: "#"), at(1) == UInt8(ascii: "!") {
            while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            emit(.lineComment, 0)
        }
        while i < bytes.count {
            let start = i
            let c = bytes[i]
            switch c {
            case 0x0A:
                i += 1; emit(.newline, start)
            case 0x0D:
                i += 1
                if at(i) == 0x0A { i += 1 }
                emit(.newline, start)
            case 0x20, 0x09, 0x0B, 0x0C:
                while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0B || bytes[i] == 0x0C { i += 1 }
                emit(.space, start)
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
                emit(.lineComment, start)
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                i += 2
                var depth = 1
                while i < bytes.count, depth > 0 {
                    if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { depth += 1; i += 2 }
                    else if bytes[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") { depth -= 1; i += 2 }
                    else { i += 1 }
                }
                emit(.blockComment, start)
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
                emit(.string, start)
            case UInt8(ascii: "#"):
                var j = i
                while at(j) == UInt8(ascii: "#") { j += 1 }
                if at(j) == UInt8(ascii: "\"") {
                    let hashes = j - i
                    i = j
                    lexString(hashes: hashes)
                    emit(.string, start)
                } else if at(j) == UInt8(ascii: "/") {
                    lexRegex(hashes: j - i, from: j)
                    emit(.regex, start)
                } else if Self.isIdentStart(at(i + 1)) {
                    i += 1
                    while i < bytes.count, Self.isIdentChar(bytes[i]) { i += 1 }
                    emit(.identifier, start)
                } else {
                    i += 1; emit(.punct, start)
                }
            case UInt8(ascii: "@"):
                i += 1
                if at(i) == UInt8(ascii: "`") { lexBacktick() } else {
                    while i < bytes.count, Self.isIdentChar(bytes[i]) { i += 1 }
                }
                emit(.attribute, start)
            case UInt8(ascii: "`"):
                lexBacktick()
                emit(.identifier, start)
            case UInt8(ascii: "$"):
                i += 1
                while i < bytes.count, Self.isIdentChar(bytes[i]) { i += 1 }
                emit(.identifier, start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let hex = c == UInt8(ascii: "0") && at(i + 1) | 0x20 == UInt8(ascii: "x")
                i += 1
                while i < bytes.count {
                    let b = bytes[i]
                    if Self.isIdentChar(b) { i += 1; continue }
                    if b == UInt8(ascii: "."), at(i + 1) >= 0x30, at(i + 1) <= 0x39 { i += 1; continue }
                    if b == UInt8(ascii: "+") || b == UInt8(ascii: "-") {
                        let prev = at(i - 1) | 0x20
                        if (hex && prev == UInt8(ascii: "p")) || (!hex && prev == UInt8(ascii: "e")) { i += 1; continue }
                    }
                    break
                }
                emit(.number, start)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
                 UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"):
                i += 1; emit(.punct, start)
            default:
                if Self.isIdentStart(c) {
                    while i < bytes.count, Self.isIdentChar(bytes[i]) { i += 1 }
                    emit(.identifier, start)
                } else if Self.isOperatorChar(c) {
                    // Operators: `<`, `>` and `.`, `?`, `!`, `&` kept single so generic brackets and
                    // member access stay easy to read; other runs grouped (`->`, `==`, `...`).
                    if c == UInt8(ascii: "-"), at(i + 1) == UInt8(ascii: ">") { i += 2 }
                    else if c == UInt8(ascii: "&"), at(i + 1) == UInt8(ascii: "&") { i += 2 }
                    else if c == UInt8(ascii: "?"), at(i + 1) == UInt8(ascii: "?") { i += 2 }
                    else if c == UInt8(ascii: "<") || c == UInt8(ascii: ">") || c == UInt8(ascii: "?") || c == UInt8(ascii: "!") || c == UInt8(ascii: "&") { i += 1 }
                    else if c == UInt8(ascii: ".") {
                        while at(i) == UInt8(ascii: ".") { i += 1 }
                    } else {
                        while i < bytes.count, Self.isOperatorChar(bytes[i]), bytes[i] != UInt8(ascii: "<"), bytes[i] != UInt8(ascii: ">"),
                              !(bytes[i] == UInt8(ascii: "/") && (at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*"))) || i == start {
                            i += 1
                        }
                    }
                    emit(.punct, start)
                } else {
                    i += 1
                    emit(.other, start)
                }
            }
        }
        return tokens
    }

    mutating func lexBacktick() {
        i += 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "`"), bytes[i] != 0x0A { i += 1 }
        if at(i) == UInt8(ascii: "`") { i += 1 }
    }

    /// `i` is at the opening quote(s), after any `#`s. Consumes through the closing delimiter.
    mutating func lexString(hashes: Int) {
        let multiline = at(i) == UInt8(ascii: "\"") && at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
        i += multiline ? 3 : 1
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\\") {
                var j = i + 1
                var n = 0
                while n < hashes, at(j) == UInt8(ascii: "#") { j += 1; n += 1 }
                if n == hashes {
                    if at(j) == UInt8(ascii: "(") {
                        i = j + 1
                        skipInterpolation()
                        continue
                    }
                    i = j + 1
                    continue
                }
                i += 1
                continue
            }
            if c == UInt8(ascii: "\"") {
                if multiline {
                    if at(i + 1) == UInt8(ascii: "\""), at(i + 2) == UInt8(ascii: "\"") {
                        var j = i + 3
                        var n = 0
                        while n < hashes, at(j) == UInt8(ascii: "#") { j += 1; n += 1 }
                        if n == hashes { i = j; return }
                    }
                    i += 1
                    continue
                }
                var j = i + 1
                var n = 0
                while n < hashes, at(j) == UInt8(ascii: "#") { j += 1; n += 1 }
                if n == hashes { i = j; return }
                i += 1
                continue
            }
            if !multiline && (c == 0x0A || c == 0x0D) { return } // unterminated: stop at end of line
            i += 1
        }
    }

    /// After `\(`: skips to the matching `)`, treating nested strings and comments properly.
    mutating func skipInterpolation() {
        var depth = 1
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "(") { depth += 1; i += 1 }
            else if c == UInt8(ascii: ")") { depth -= 1; i += 1; if depth == 0 { return } }
            else if c == UInt8(ascii: "\"") { lexString(hashes: 0) }
            else if c == UInt8(ascii: "#"), at(i + 1) == UInt8(ascii: "\"") || at(i + 1) == UInt8(ascii: "#") {
                var j = i
                while at(j) == UInt8(ascii: "#") { j += 1 }
                if at(j) == UInt8(ascii: "\"") { let h = j - i; i = j; lexString(hashes: h) } else { i = j }
            }
            else if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            }
            else if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                i += 2
                var d = 1
                while i < bytes.count, d > 0 {
                    if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { d += 1; i += 2 }
                    else if bytes[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") { d -= 1; i += 2 }
                    else { i += 1 }
                }
            }
            else { i += 1 }
        }
    }

    /// `#/.../#` regex literals (bare `/.../` are left to the operator rules: harmless for our purposes).
    mutating func lexRegex(hashes: Int, from j: Int) {
        i = j + 1
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
            if bytes[i] == UInt8(ascii: "/") {
                var k = i + 1
                var n = 0
                while n < hashes, at(k) == UInt8(ascii: "#") { k += 1; n += 1 }
                if n == hashes { i = k; return }
            }
            if hashes == 0 && bytes[i] == 0x0A { return }
            i += 1
        }
        i = min(i, bytes.count)
    }
}
