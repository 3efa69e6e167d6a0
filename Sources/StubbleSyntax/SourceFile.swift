// A parsed file: bytes, lossless token stream, declaration tree, errors, line index.

import Synchronization

public enum TokenKind: UInt8, Sendable, Hashable {
    /// A name, including backticked names, `$0`, `$wrapped` and contextual keywords (see `Token.keyword`).
    case identifier
    /// A reserved word (also in `Token.keyword`).
    case keyword
    case integerLiteral, floatLiteral
    /// A whole string literal, interpolations included (single-line, multi-line, raw).
    case stringLiteral
    /// `/.../` or `#/.../#`.
    case regexLiteral
    /// An operator (`+`, `==`, `...`, `?`, `!`, `->`, `=`, `&`, ...). See `Token.text` for which.
    case `operator`
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, semicolon, period, atSign, backslash
    /// `#` alone.
    case pound
    /// `#if`, `#else`, `#sourceLocation`, `#warning`, `#someMacro`, ... (`#` glued to a name).
    case poundIdentifier
    /// A backtick without a matching closing one on its line.
    case backtick
    /// Bytes that are not Swift (invalid UTF-8, stray control characters, ...).
    case unknown
    /// Zero-length; its leading trivia is the file's last trivia.
    case endOfFile
}

/// One token, with its leading and trailing trivia. Trivia: whitespace and comments; trailing trivia runs
/// up to (not including) the next line break. Tokens cover the file exactly once, in order.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    /// Which keyword (reserved or contextual) the token spells, `.none` if not a keyword spelling.
    public var keyword: Keyword
    @usableFromInline var flags: UInt8
    @usableFromInline var _leadingStart: UInt32
    @usableFromInline var _start: UInt32
    @usableFromInline var _end: UInt32
    @usableFromInline var _trailingEnd: UInt32

    static let leftBoundFlag: UInt8 = 1
    static let rightBoundFlag: UInt8 = 2
    static let lineStartFlag: UInt8 = 4

    @inlinable public var leadingTriviaStart: Int { Int(_leadingStart) }
    @inlinable public var start: Int { Int(_start) }
    @inlinable public var end: Int { Int(_end) }
    @inlinable public var trailingTriviaEnd: Int { Int(_trailingEnd) }
    public var range: Range<Int> { start..<end }
    public var leadingTriviaRange: Range<Int> { leadingTriviaStart..<start }
    public var trailingTriviaRange: Range<Int> { end..<trailingTriviaEnd }
    /// No whitespace/comment right before the token.
    public var isLeftBound: Bool { flags & Token.leftBoundFlag != 0 }
    /// No whitespace/comment right after the token.
    public var isRightBound: Bool { flags & Token.rightBoundFlag != 0 }
    /// The token is the first on its line (a line break in its leading trivia, or the file's first token).
    public var isAtLineStart: Bool { flags & Token.lineStartFlag != 0 }
}

public struct SourceFile: Sendable {
    public let bytes: [UInt8]
    /// Lossless: `leadingTrivia + token + trailingTrivia` of each token, in order, is `bytes`. The last token
    /// is `.endOfFile`. Lexed on first use (the parser skims bodies at byte level and never needs them all),
    /// then kept.
    public var tokens: [Token] { storage.tokens }
    /// Top-level declarations (top-level statements are not in the tree).
    public let declarations: [Declaration]
    /// Parse errors, in the order the parser met them (merged by position with the lexer's when it found
    /// any). Errors in parameter clauses left for later (see `FunctionSignature.parameters`) are found when
    /// first asked for (those clauses are parsed then), in the place a parse reading them at once gives them.
    public var errors: [SyntaxError] {
        deferredClauses.isEmpty ? parsedErrors
            : storage.errors(parsed: parsedErrors, lex: lexErrors, deferred: deferredClauses)
    }
    /// All errors when no clause was left for later; otherwise the parser's (the lexer's are in `lexErrors`).
    let parsedErrors: [SyntaxError]
    let lexErrors: [SyntaxError]
    let deferredClauses: [DeferredClause]
    /// Built on first use, then kept.
    public var lineIndex: LineIndex { storage.lineIndex }
    /// What is computed lazily (tokens, line index, bodies' statements), shared by copies of the file.
    let storage: SyntaxStorage

    /// Parses a file. Never throws, never traps; errors are in `errors`.
    public init(_ bytes: [UInt8]) {
        self.init(bytes, skimming: true)
    }

    /// `skimming: false` reads every token of every body (what skimming must be indistinguishable from).
    init(_ bytes: [UInt8], skimming: Bool) {
        #if DEBUG
        ParseCounter.record(bytes)
        #endif
        self.bytes = bytes
        let storage = SyntaxStorage(bytes)
        self.storage = storage
        let (decls, errors, lexErrors, deferred) = bytes.withUnsafeBufferPointer { p in
            var parser = Parser(bytes: bytes, p: p, storage: storage, skim: skimming)
            defer { parser.release() }
            let decls = parser.parseFile()
            let lexErrors = parser.finalLexErrors.map { SyntaxError(message: $0.message, range: $0.range) }
            if !parser.deferredClauses.isEmpty { return (decls, parser.errors, lexErrors, parser.deferredClauses) }
            return (decls, SourceFile.merge(lex: lexErrors, parser: parser.errors), [], [])
        }
        if !deferred.isEmpty { storage.setSkimmedClauses(deferred) }
        self.declarations = decls
        self.parsedErrors = errors
        self.lexErrors = lexErrors
        self.deferredClauses = deferred
    }

    /// The errors `SourceFile(bytes).errors` has, without keeping the tree: each top-level declaration is
    /// dropped as soon as it is parsed, so memory stays that of the largest one (and the tokens), not of the
    /// whole file's tree. For a check whether a text parses (the engine's `keepingParse` on an output many
    /// times its input). Counted by `ParseCounter` as a parse.
    public static func errors(of bytes: [UInt8]) -> [SyntaxError] {
        #if DEBUG
        ParseCounter.record(bytes)
        #endif
        return errorsAndLastItem(of: bytes).errors
    }

    /// `errors(of:)` (not counted), and the kind and end of the file's last top-level item when it is a
    /// declaration.
    static func errorsAndLastItem(of bytes: [UInt8]) -> (errors: [SyntaxError], last: (kind: DeclarationKind, end: Int)?) {
        let storage = SyntaxStorage(bytes)
        let (errors, lexErrors, deferred, last) = bytes.withUnsafeBufferPointer { p in
            var parser = Parser(bytes: bytes, p: p, storage: storage, skim: true)
            parser.dropsTopLevel = true
            defer { parser.release() }
            _ = parser.parseFile()
            let lexErrors = parser.finalLexErrors.map { SyntaxError(message: $0.message, range: $0.range) }
            if !parser.deferredClauses.isEmpty { return (parser.errors, lexErrors, parser.deferredClauses, parser.lastTopLevel) }
            return (SourceFile.merge(lex: lexErrors, parser: parser.errors), [], [], parser.lastTopLevel)
        }
        if deferred.isEmpty { return (errors, last) }
        storage.setSkimmedClauses(deferred)
        return (storage.errors(parsed: errors, lex: lexErrors, deferred: deferred), last)
    }

    // MARK: - Whether a file parses, piece by piece

    /// Whether `bytes` parse without an error: `errors(of: bytes).isEmpty`, decided on pieces that
    /// `check` may parse on every core (a front end passes a concurrent map; by default one after the
    /// other). A file of generated code is tens of megabytes, and this is the check that an output parses.
    ///
    /// The pieces are cut after a line that is only `}` and before a line that starts a declaration
    /// (`cuts(in:pieces:)`). A piece is accepted when it parses alone without an error and, unless it is the
    /// last, its last top-level item is a type declaration (class, struct, enum, actor, protocol,
    /// extension) that this `}` closes (`pieceParsesAlone`). When every piece is accepted, the whole parses
    /// without an error, because the parser reads the whole as it reads the pieces:
    /// - a type declaration ends at its closing brace: nothing after it is looked at to end it, and inside it
    ///   every lookahead stops at a `}` or at the closer of a bracket the piece opened, both in the piece;
    /// - after it the parser is back in the file's declaration list with nothing open (no brace, `#if`,
    ///   recovery or frozen token), as at the start of a file;
    /// - the lexer there is at the start of a line with nothing open (string, comment, interpolation), and
    ///   the next token, a name, a keyword or `@`, is lexed the same whatever came before it (no regex or
    ///   number-after-period question, not bound to the left; a line comment before it is trivia both ways).
    /// When a piece is not accepted (an error, or a cut that is not such a place), the whole is parsed as
    /// one, so the answer is `errors(of:).isEmpty`'s either way. `Tests/StubbleSyntaxTests/PieceParseTests`
    /// checks this at every allowed cut of this repository's Swift files (sources, tests, fixtures), on some of
    /// them broken next to their cuts, and on generated code.
    /// Counted by `ParseCounter` as one parse of `bytes`.
    public static func parsesWithoutErrors(_ bytes: [UInt8], pieces: Int = 1,
                                           checking check: ([Range<Int>], @Sendable (Range<Int>) -> Bool) -> [Bool] = { $0.map($1) }) -> Bool {
        let ranges = cuts(in: bytes, pieces: pieces)
        if ranges.count > 1 {
            #if DEBUG
            ParseCounter.record(bytes)
            #endif
            let last = ranges[ranges.count - 1].upperBound
            if check(ranges, { r in pieceParsesAlone(bytes, r, isLast: r.upperBound == last) }).allSatisfy({ $0 }) {
                return true
            }
            return errorsAndLastItem(of: bytes).errors.isEmpty
        }
        return errors(of: bytes).isEmpty
    }

    /// About `pieces` ranges covering `bytes`, cut at the first place after each `k * count / pieces` where a
    /// line that is only `}` ends and the lines that follow, past blank lines and line comments, start with a
    /// letter, `_` or `@` (see `parsesWithoutErrors`). Fewer when there are fewer such places; one for one piece.
    public static func cuts(in bytes: [UInt8], pieces: Int) -> [Range<Int>] {
        let n = bytes.count
        guard pieces > 1, n > 0 else { return [0..<n] }
        var ranges: [Range<Int>] = []
        var start = 0
        bytes.withUnsafeBufferPointer { p in
            for k in 1..<pieces {
                var at = max(start, k * (n / pieces))
                var cut: Int? = nil
                while cut == nil, at < n - 2 {
                    // "\n}\n": a `}` at a line's start alone on its line.
                    guard let found = firstLoneBrace(p, from: at) else { at = n; break }
                    if startsDeclarationLine(p, at: found + 2) { cut = found + 2 } else { at = found + 1 }
                }
                guard let c = cut else { break }
                ranges.append(start..<c)
                start = c
            }
        }
        ranges.append(start..<n)
        return ranges
    }

    /// The offset of the first `}` at or after `from` with a newline before and after it.
    private static func firstLoneBrace(_ p: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var i = max(from, 1)
        while i < p.count - 1 {
            if p[i] == 0x7D && p[i - 1] == 0x0A && p[i + 1] == 0x0A { return i }
            i += 1
        }
        return nil
    }

    /// Whether the lines from `at` (a line's start), past blank lines and `//` comment lines, start with a
    /// letter, `_` or `@` (before it only spaces and tabs).
    private static func startsDeclarationLine(_ p: UnsafeBufferPointer<UInt8>, at: Int) -> Bool {
        var i = at
        while i < p.count {
            let c = p[i]
            switch c {
            case 0x20, 0x09, 0x0A: i += 1
            case 0x2F:
                guard i + 1 < p.count, p[i + 1] == 0x2F else { return false }
                while i < p.count && p[i] != 0x0A { i += 1 }
            case 0x61...0x7A, 0x41...0x5A, 0x5F, 0x40: return true
            default: return false
            }
        }
        return false
    }

    /// Whether the piece `range` of `bytes` parses alone without an error and, unless `isLast`, its last
    /// top-level item is a type declaration closed by the `}` that ends the piece's last line (see
    /// `parsesWithoutErrors`).
    static func pieceParsesAlone(_ bytes: [UInt8], _ range: Range<Int>, isLast: Bool) -> Bool {
        let piece = Array(bytes[range])
        let (errors, last) = errorsAndLastItem(of: piece)
        guard errors.isEmpty else { return false }
        if isLast { return true }
        guard let last, last.end == piece.count - 1, piece.count >= 2, piece[piece.count - 2] == 0x7D else { return false }
        switch last.kind {
        case .class, .struct, .enum, .actor, .protocol, .extension: return true
        default: return false
        }
    }

    /// The lexer's and the parser's errors: the parser's in its order, merged by position with the lexer's.
    static func merge(lex: [SyntaxError], parser: [SyntaxError]) -> [SyntaxError] {
        if lex.isEmpty { return parser }
        var errors = lex + parser
        errors.sort { $0.range.lowerBound < $1.range.lowerBound }
        return errors
    }

    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    public static func parse(_ bytes: [UInt8]) -> SourceFile { SourceFile(bytes) }
    public static func parse(_ text: String) -> SourceFile { SourceFile(text) }

    /// The text of a byte range (clamped into the file; invalid UTF-8 is repaired with U+FFFD).
    public func text(_ range: Range<Int>) -> String {
        let lo = min(max(range.lowerBound, 0), bytes.count)
        let hi = min(max(range.upperBound, lo), bytes.count)
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }

    /// The text of a part of the tree (see `SourceText`).
    public func text(_ part: SourceText) -> String { text(part.range) }
    /// The text of a part of the tree, nil when the part is.
    public func text(_ part: SourceText?) -> String? { part.map { text($0.range) } }

    /// Prints the token stream back: equals `bytes`, byte for byte.
    public func printedBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for t in tokens {
            out.append(contentsOf: bytes[t.leadingTriviaStart..<t.trailingTriviaEnd])
        }
        return out
    }

    /// Comments in a byte range of trivia (e.g. `Declaration.leadingTriviaRange`).
    public func comments(in range: Range<Int>) -> [Comment] {
        Lexer.comments(in: bytes, range: range)
    }

    /// Every declaration, depth first (members, nested types, every `#if` clause), with a visitor.
    public func forEachDeclaration(_ body: (Declaration) -> Void) {
        func walk(_ ds: [Declaration]) {
            // Through the buffer, not `for d in ds` or `ds[k]`: reading in place borrows each declaration
            // instead of copying it (retaining everything in it) and destroying the copy.
            ds.withUnsafeBufferPointer { buffer in
                for k in buffer.indices {
                    body(buffer[k])
                    if let config = buffer[k].ifConfig {
                        for clause in config.clauses { walk(clause.declarations) }
                    }
                    if !buffer[k].members.isEmpty { walk(buffer[k].members) }
                }
            }
        }
        walk(declarations)
    }
}

/// The lazily computed parts of a `SourceFile`: the full token stream, the line index and the statements of
/// skimmed bodies. Computed once each under a lock (a `SourceFile` is `Sendable` and may be read from several
/// threads), then kept.
final class SyntaxStorage: Sendable {
    let bytes: [UInt8]
    private struct State {
        var tokens: [Token]?
        var lineIndex: LineIndex?
        var bodies: [Int: BodyInfo] = [:]
        /// The parameter clauses the parser skimmed, in order of their `(` (set once after parsing), and each
        /// one's parameters once parsed (same index; empty until one is asked for).
        var skimmed: [DeferredClause] = []
        var clauses: [ParsedClause?] = []
        var errors: [SyntaxError]?
    }
    private let state = Mutex(State())

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var tokens: [Token] {
        state.withLock { s in
            if let t = s.tokens { return t }
            let t = Lexer.tokenize(bytes)
            s.tokens = t
            return t
        }
    }

    var lineIndex: LineIndex {
        state.withLock { s in
            if let l = s.lineIndex { return l }
            let l = LineIndex(bytes)
            s.lineIndex = l
            return l
        }
    }

    /// The statements of the body whose braces are `braces`, from the file's tokens.
    func bodyInfo(_ braces: BraceBlock) -> BodyInfo {
        if let known = state.withLock({ $0.bodies[braces.leftBrace] }) { return known }
        let tokens = self.tokens
        let info = bytes.withUnsafeBufferPointer { p in
            tokens.withUnsafeBufferPointer { t in
                var parser = Parser(bytes: bytes, p: p, tokens: t, storage: self)
                return parser.bodyInfo(braces)
            }
        }
        state.withLock { $0.bodies[braces.leftBrace] = info }
        return info
    }

    /// The parameters of the clause whose `(` is at byte `leftParen`, and the errors found in them: parsed
    /// (lexing from the `(` on, as the file's parser would have) on first use, then kept.
    func parameterClause(_ leftParen: Int) -> ParsedClause {
        // Found by binary search among the skimmed clauses' offsets (no hashing per clause).
        let (index, known) = state.withLock { s -> (Int?, ParsedClause?) in
            var lo = 0, hi = s.skimmed.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if s.skimmed[mid].leftParen < leftParen { lo = mid + 1 } else { hi = mid }
            }
            guard lo < s.skimmed.count, s.skimmed[lo].leftParen == leftParen else { return (nil, nil) }
            return (lo, s.clauses.isEmpty ? nil : s.clauses[lo])
        }
        if let known { return known }
        let clause = Parser.parameterClause(bytes: bytes, leftParen: leftParen, storage: self)
        if let index {
            state.withLock { s in
                if s.clauses.isEmpty { s.clauses = Array(repeating: nil, count: s.skimmed.count) }
                s.clauses[index] = clause
            }
        }
        return clause
    }

    /// Where the parser's skimmed parameter clauses are (their `(` offsets, in order): set once, after parsing.
    func setSkimmedClauses(_ deferred: [DeferredClause]) {
        state.withLock { $0.skimmed = deferred }
    }

    /// The file's errors with those of the clauses left for later put where a parse reading each clause
    /// at once would have reported them (`deferred` says after how many of `parsed`), computed once.
    func errors(parsed: [SyntaxError], lex: [SyntaxError], deferred: [DeferredClause]) -> [SyntaxError] {
        if let known = state.withLock({ $0.errors }) { return known }
        var merged: [SyntaxError] = []
        merged.reserveCapacity(parsed.count)
        // As `Parser.error` does: an error equal to the one just before it is not repeated.
        func add(_ e: SyntaxError) {
            if let last = merged.last, last == e { return }
            merged.append(e)
        }
        var k = 0
        for d in deferred {
            while k < d.errorIndex && k < parsed.count {
                add(parsed[k])
                k += 1
            }
            for e in parameterClause(d.leftParen).errors { add(e) }
        }
        while k < parsed.count {
            add(parsed[k])
            k += 1
        }
        let errors = SourceFile.merge(lex: lex, parser: merged)
        state.withLock { $0.errors = errors }
        return errors
    }
}

/// A parameter clause the parser skimmed (its parameters are parsed on first use): where its `(` is, and how
/// many errors the parser had found before it.
struct DeferredClause: Sendable {
    var leftParen: Int
    var errorIndex: Int
}

/// A parameter clause parsed on first use.
struct ParsedClause: Sendable {
    var parameters: [Parameter]
    var errors: [SyntaxError]
}
