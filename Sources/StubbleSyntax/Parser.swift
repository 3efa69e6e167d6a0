// The declaration parser: tokens in, declarations out. Bodies, initializers and default values are skipped
// as balanced token ranges (iteratively, so nesting depth cannot overflow the stack); declarations nest by
// recursion bounded by `maxDepth`. Never throws: problems go to `errors` and parsing goes on.

struct KeywordSets {
    let declKeywords = Parser.declKeywords
    let modifierKeywords = Parser.modifierKeywords
    let typeSpecifiers = Parser.typeSpecifiers
    let typePrefixSpecifiers = Parser.typePrefixSpecifiers
    let accessorModifiers = Parser.accessorModifiers
}

struct Parser {
    let bytes: [UInt8]
    /// The token stream, lexed on demand (`tk`); skimmed brackets are collapsed in it (`Lexer.collapse`).
    var lx: Lexer
    /// Where lazily computed parts of the file live (nil when parsing bodies for it).
    let storage: SyntaxStorage?
    /// Skim bodies and bracketed expressions at byte level where `Lexer.skimClose` is sure.
    let skim: Bool
    /// Tokens before this index are being read by index (a body's statements, an accessor list): they must
    /// not be collapsed away.
    var frozen = 0
    var errors: [SyntaxError] = []
    var i = 0
    /// Nesting of declarations (types in types, `#if` in types ...).
    var depth = 0
    static let maxDepth = 128
    /// Second pass over code with unclosed braces: blocks end where the indentation says the next
    /// declaration starts.
    var recovery = false
    var sawUnclosed = false
    /// Reusable stack for bracket matching.
    var stack: [Int] = []
    var reportedBrackets = Set<Int>()
    /// Indentation widths of the types whose member lists are being parsed.
    var ownerIndent: [Int] = []
    /// The last offset `lineStart(at:)` was asked about, and its line's start.
    var lineCacheOffset = 0
    var lineCacheStart = 0
    /// The keyword sets, fetched once per parser (reading a global `static let` checks its initialization
    /// each time).
    let sets = KeywordSets()
    /// The lexer errors of the pass whose tree `parseFile` returned.
    var finalLexErrors: [LexError] = []
    /// Parameter clauses skimmed (parsed on first use), in order, with how many errors were found before each.
    var deferredClauses: [DeferredClause] = []
    /// Drop each top-level declaration once parsed (`SourceFile.errors(of:)`: only the errors are wanted).
    var dropsTopLevel = false
    /// With `dropsTopLevel`: the kind and end of the file's last top-level item when it is a declaration
    /// (nil when it is a statement, or there is none), for `SourceFile.pieceParsesAlone`.
    var lastTopLevel: (kind: DeclarationKind, end: Int)? = nil

    /// A parser lexing `p` (the bytes of `bytes`) as it goes; call `release()` when done.
    init(bytes: [UInt8], p: UnsafeBufferPointer<UInt8>, storage: SyntaxStorage?, skim: Bool, lexing: Bool = true) {
        self.bytes = bytes
        self.lx = Lexer(p)
        if lexing { self.lx.startIncremental() }
        self.storage = storage
        self.skim = skim
    }

    /// A parser over tokens lexed before (alive while it is used).
    init(bytes: [UInt8], p: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>, storage: SyntaxStorage?) {
        self.bytes = bytes
        self.lx = Lexer(p)
        self.lx.usePrefilled(tokens)
        self.storage = storage
        self.skim = false
    }

    mutating func release() { lx.release() }

    // MARK: - Entry

    mutating func parseFile() -> [Declaration] {
        var decls = parseDeclList(members: false)
        finalLexErrors = lx.errors
        if sawUnclosed {
            // Recovery reads every token (indentation inside blocks decides where they end): no skimming.
            var second = Parser(bytes: bytes, p: lx.p, storage: storage, skim: false)
            defer { second.release() }
            second.recovery = true
            second.dropsTopLevel = dropsTopLevel
            decls = second.parseDeclList(members: false)
            errors = second.errors
            deferredClauses = second.deferredClauses
            finalLexErrors = second.lx.errors
        }
        return decls
    }

    /// The statements of the body with these braces (`tokens` prefilled: the whole file).
    mutating func bodyInfo(_ braces: BraceBlock) -> BodyInfo {
        // The `{` token: the first token starting at or after the left brace.
        var lo = 0, hi = lx.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tk(mid).start < braces.leftBrace { lo = mid + 1 } else { hi = mid }
        }
        guard lo < lx.count, tk(lo).kind == .leftBrace, let right = braces.rightBrace else {
            return BodyInfo(statements: [], isSingleExpression: false)
        }
        var close = lo + 1
        while tk(close).start < right && tk(close).kind != .endOfFile { close += 1 }
        return statementsInfo(open: lo, limit: close)
    }

    // MARK: - Token helpers

    /// Token `k`, lexing up to it when needed; past the end, the `.endOfFile` token.
    @inline(__always) mutating func tk(_ k: Int) -> Token {
        if k < lx.count { return lx.out.unsafelyUnwrapped[k] }
        return tkSlow(k)
    }
    @inline(never) mutating func tkSlow(_ k: Int) -> Token {
        lx.lex(until: k + 32, need: k + 1)
        return lx.out.unsafelyUnwrapped[min(k, lx.count - 1)]
    }
    @inline(__always) var cur: Token { mutating get { tk(i) } }
    @inline(__always) mutating func tok(_ k: Int) -> Token { tk(k) }
    @inline(__always) var atEOF: Bool { mutating get { tk(i).kind == .endOfFile } }
    @inline(__always) mutating func advance() { if tk(i).kind != .endOfFile { i += 1 } }
    /// May the brackets opened by token `k` be skimmed (and collapsed)?
    @inline(__always) mutating func canCollapse(_ k: Int) -> Bool { skim && k >= frozen }

    mutating func text(_ r: Range<Int>) -> String {
        let lo = min(max(r.lowerBound, 0), bytes.count)
        let hi = min(max(r.upperBound, lo), bytes.count)
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }
    mutating func text(_ t: Token) -> String { text(t.range) }
    /// The token's text; for a keyword spelling (the lexer matched its exact bytes), the keyword's own string
    /// instead of decoding the bytes again.
    mutating func spelling(_ t: Token) -> String { t.keyword != .none ? t.keyword.spelling : text(t.range) }
    @inline(__always) func sourceText(_ r: Range<Int>) -> SourceText { SourceText(range: r) }
    mutating func sourceText(_ t: Token) -> SourceText { sourceText(t.range) }
    /// Text of tokens a..<b (b > a).
    mutating func sourceText(from a: Int, to b: Int) -> SourceText? {
        guard b > a else { return nil }
        let r = tk(a).start..<tk(b - 1).end
        return sourceText(r)
    }

    /// Does token `t` spell exactly `s` (ASCII)?
    @inline(__always) mutating func spells(_ t: Token, _ s: StaticString) -> Bool {
        let len = s.utf8CodeUnitCount
        guard t.end - t.start == len else { return false }
        return s.withUTF8Buffer { sb in
            for k in 0..<len where bytes[t.start + k] != sb[k] { return false }
            return true
        }
    }
    @inline(__always) mutating func isOp(_ t: Token, _ s: StaticString) -> Bool { t.kind == .operator && spells(t, s) }
    @inline(__always) mutating func opStarts(_ t: Token, with c: UInt8) -> Bool {
        t.kind == .operator && bytes[t.start] == c
    }
    @inline(__always) mutating func isNameLike(_ t: Token) -> Bool { t.kind == .identifier || t.kind == .keyword }

    /// A bracket error found while matching: bracket matching may run over one region more than once (a look-ahead
    /// first, then the parse), so each is reported once.
    mutating func bracketError(_ message: String, _ r: Range<Int>) {
        if reportedBrackets.insert(r.lowerBound).inserted { error(message, r) }
    }

    mutating func error(_ message: String, _ r: Range<Int>) {
        let range = r.isEmpty ? (r.lowerBound < bytes.count ? r.lowerBound..<(r.lowerBound + 1)
                                                           : max(0, bytes.count - 1)..<bytes.count) : r
        if let last = errors.last, last.range == range && last.message == message { return }
        errors.append(SyntaxError(message: message, range: range))
    }

    /// Whitespace at the start of the line holding byte `offset`.
    mutating func lineIndentation(at offset: Int) -> Range<Int> {
        // Usually only blanks precede the offset on its line (a declaration's first token): found by scanning
        // back over them, without looking for the line's start from further away.
        let o = min(max(offset, 0), bytes.count)
        var b = o
        while b > 0 && (bytes[b - 1] == 0x20 || bytes[b - 1] == 0x09) { b -= 1 }
        if b == 0 || bytes[b - 1] == 0x0A || bytes[b - 1] == 0x0D {
            // b..<o are blanks already.
            var e = o
            while e < bytes.count && (bytes[e] == 0x20 || bytes[e] == 0x09) { e += 1 }
            return b..<e
        }
        let s = lineStart(at: offset)
        var e = s
        while e < bytes.count && (bytes[e] == 0x20 || bytes[e] == 0x09) { e += 1 }
        return s..<e
    }
    /// Start of the line holding byte `offset`: after the last "\n" or "\r" before it (as `LineIndex` counts
    /// lines). Offsets mostly grow as the parser goes, so the scan back stops at the last offset asked about
    /// (its line start is kept); a scan back further than that asks the file's `LineIndex` after 1 KiB, so a
    /// long line cannot make parsing quadratic.
    mutating func lineStart(at offset: Int) -> Int {
        let o = min(max(offset, 0), bytes.count)
        var s = o
        if o >= lineCacheOffset {
            while s > lineCacheOffset && bytes[s - 1] != 0x0A && bytes[s - 1] != 0x0D { s -= 1 }
            if s == lineCacheOffset { s = lineCacheStart }
        } else {
            var steps = 0
            while s > 0 && bytes[s - 1] != 0x0A && bytes[s - 1] != 0x0D {
                s -= 1
                steps += 1
                if steps == 1024, let storage {
                    let index = storage.lineIndex
                    s = index.lineStart(index.line(of: o))
                    break
                }
            }
        }
        lineCacheOffset = o
        lineCacheStart = s
        return s
    }
    mutating func indentWidth(_ t: Token) -> Int { lineIndentation(at: t.start).count }
}

extension CompactAttributes.Entry {
    init(_ p: Parser.AttributeParts) {
        self.init(start: UInt32(truncatingIfNeeded: p.range.lowerBound), end: UInt32(truncatingIfNeeded: p.range.upperBound),
                  nameStart: UInt32(truncatingIfNeeded: p.nameRange.lowerBound),
                  nameEnd: UInt32(truncatingIfNeeded: p.nameRange.upperBound),
                  argumentsStart: UInt32(truncatingIfNeeded: p.arguments?.range.lowerBound ?? 0),
                  argumentsEnd: UInt32(truncatingIfNeeded: p.arguments?.range.upperBound ?? 0),
                  hasArguments: p.arguments != nil)
    }
}
