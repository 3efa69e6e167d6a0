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
}
