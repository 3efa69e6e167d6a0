/// The lexer alone, for a caller that needs tokens and comments but no declaration tree (the engine's
/// marker scan reads every stubbed file; parsing declarations there would be wasted work).
/// Lossless like `SourceFile`: leading trivia + token + trailing trivia of each token, in order, are the
/// bytes; the last token is `.endOfFile`.
public struct TokenStream: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.tokens = Lexer.tokenize(bytes)
    }

    /// The text of a byte range (clamped into the file; invalid UTF-8 is repaired with U+FFFD).
    public func text(_ range: Range<Int>) -> String {
        let lo = min(max(range.lowerBound, 0), bytes.count)
        let hi = min(max(range.upperBound, lo), bytes.count)
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }

    /// The text of a part of a declaration tree parsed from the same bytes (see `SourceText`).
    public func text(_ part: SourceText) -> String { text(part.range) }

    /// Comments in a byte range of trivia.
    public func comments(in range: Range<Int>) -> [Comment] {
        Lexer.comments(in: bytes, range: range)
    }

    /// Comments in a byte range of trivia of `bytes` (`comments(in:)` without a token stream).
    public static func comments(in bytes: [UInt8], range: Range<Int>) -> [Comment] {
        Lexer.comments(in: bytes, range: range)
    }

    /// The tokens the lexer of the whole of `bytes` makes after `token`, one it made there (not an operator:
    /// the state it carries past such a token is the token's kind, keyword and end, as `Lexer.startAfter`
    /// says), with `token` first (its flags unset); from the file's start when `token` is nil. They go on
    /// up to the first one (after `token`) for which `stop` is true, that one included, or to the end of the
    /// file, `.endOfFile` included. So a caller that knows where the lexer was in a version before can lex only
    /// the part of a file an edit changed.
    public static func tokens(of bytes: [UInt8], after token: (kind: TokenKind, keyword: Keyword, start: Int, end: Int)?,
                              until stop: (Token) -> Bool) -> [Token] {
        precondition(token.map { $0.kind != .operator && 0 <= $0.start && $0.start < $0.end && $0.end <= bytes.count } ?? true)
        return bytes.withUnsafeBufferPointer { p in
            var lexer = Lexer(p)
            if let token {
                lexer.startAfter(token.kind, token.keyword, start: token.start, end: token.end)
            } else {
                lexer.capacity = 64
                lexer.out = UnsafeMutablePointer<Token>.allocate(capacity: lexer.capacity)
                lexer.ownsBuffer = true
                lexer.count = 0
            }
            defer { lexer.release() }
            var out: [Token] = []
            var seen = 0
            while true {
                if seen == lexer.count {
                    if lexer.finished { break }
                    lexer.lex(until: lexer.count + 64)
                    continue
                }
                let t = lexer.out.unsafelyUnwrapped[seen]
                out.append(t)
                seen += 1
                if t.kind == .endOfFile || (seen > 1 || token == nil) && stop(t) { break }
            }
            return out
        }
    }
}
