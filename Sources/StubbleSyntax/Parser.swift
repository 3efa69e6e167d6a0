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

    // MARK: - Bracket matching (iterative)

    @inline(__always) static func closer(for k: TokenKind) -> TokenKind? {
        switch k {
        case .leftParen: return .rightParen
        case .leftBrace: return .rightBrace
        case .leftSquare: return .rightSquare
        default: return nil
        }
    }
    @inline(__always) static func isCloser(_ k: TokenKind) -> Bool {
        k == .rightParen || k == .rightBrace || k == .rightSquare
    }

    /// Index of the token closing the opener at `k`, or nil when unclosed. In recovery mode a `{` block also
    /// ends (returns nil, with `cut` set) before a line-start declaration indented no deeper than `indent`.
    mutating func matchClose(_ k: Int, indent: Int? = nil, cut: inout Int) -> Int? {
        // Fast path: the open brackets as a stack of 2-bit codes in one word (top in the low bits), up to 32
        // deep; deeper nesting starts over with the array-backed version below (same rules, same result).
        @inline(__always) func code(_ kind: TokenKind) -> UInt64 {
            switch kind {
            case .leftParen, .rightParen: return 1
            case .leftBrace, .rightBrace: return 2
            case .leftSquare, .rightSquare: return 3
            default: return 0
            }
        }
        let c0 = code(tk(k).kind)
        guard Parser.closer(for: tk(k).kind) != nil else { return nil }
        var bits = c0
        var depth = 1
        var j = k + 1
        let n = Int.max
        let checkIndent = recovery && indent != nil
        while j < n {
            let t = tk(j)
            let kind = t.kind
            if kind == .endOfFile {
                cut = j
                return nil
            }
            if checkIndent && t.isAtLineStart, let ind = indent {
                let w = indentWidth(t)
                if (kind == .rightBrace && w < ind) || (w <= ind && isDeclStart(j) && kind != .rightBrace) {
                    cut = j
                    return nil
                }
            }
            switch kind {
            case .leftParen, .leftBrace, .leftSquare:
                if depth == 32 { return matchCloseDeep(k, indent: indent, cut: &cut) }
                bits = bits << 2 | code(kind)
                depth += 1
            case .rightParen, .rightBrace, .rightSquare:
                let c = code(kind)
                if bits & 3 == c {
                    bits >>= 2
                    depth -= 1
                    if depth == 0 { return j }
                } else {
                    // A mismatched closer (broken code): the array-backed version starts over, to report the
                    // brackets it leaves unclosed where they were opened.
                    return matchCloseDeep(k, indent: indent, cut: &cut)
                }
            default:
                break
            }
            j += 1
        }
        cut = lx.count - 1
        return nil
    }

    /// `matchClose` with an array for the open brackets (their tokens' indices): nesting deeper than 32, and
    /// brackets that do not match. Each bracket a mismatched closer leaves unclosed, and each closer that matches
    /// nothing open, is an error (each reported once, however often its region is matched); they do not change
    /// where the match ends, so the tree is the same as before they were reported.
    mutating func matchCloseDeep(_ k: Int, indent: Int?, cut: inout Int) -> Int? {
        stack.removeAll(keepingCapacity: true)
        guard Parser.closer(for: tk(k).kind) != nil else { return nil }
        stack.append(k)
        // Brackets left unclosed inside, and closers matching nothing: errors once the match is made (when it is
        // not, the caller reports the unclosed opener, the one error that explains them all).
        var found: [Int] = []
        func matched(_ j: Int) -> Int {
            for b in found {
                let t = tk(b)
                bracketError(Parser.closer(for: t.kind) != nil ? "unclosed \(text(t))" : "unexpected '\(text(t))'", t.range)
            }
            return j
        }
        var j = k + 1
        let n = Int.max
        let checkIndent = recovery && indent != nil
        while j < n {
            let t = tk(j)
            let kind = t.kind
            if kind == .endOfFile {
                cut = j
                return nil
            }
            if checkIndent && t.isAtLineStart, let ind = indent {
                let w = indentWidth(t)
                if (kind == .rightBrace && w < ind) || (w <= ind && isDeclStart(j) && kind != .rightBrace) {
                    cut = j
                    return nil
                }
            }
            if Parser.closer(for: kind) != nil {
                stack.append(j)
            } else if Parser.isCloser(kind) {
                if let top = stack.last, Parser.closer(for: tk(top).kind) == kind {
                    stack.removeLast()
                    if stack.isEmpty { return matched(j) }
                } else if let idx = stack.lastIndex(where: { Parser.closer(for: tk($0).kind) == kind }) {
                    // Mismatched closer: the brackets opened after the match are unclosed.
                    for open in stack[(idx + 1)...] { found.append(open) }
                    stack.removeSubrange(idx...)
                    if stack.isEmpty { return matched(j) }
                } else {
                    // A closer matching nothing open: skipped.
                    found.append(j)
                }
            }
            j += 1
        }
        cut = lx.count - 1
        return nil
    }

    /// Skips a balanced group at `i` (which is an opener); records an error when unclosed. Skimmed (and
    /// collapsed) when possible, unless the caller reads the tokens inside (`collapsing: false`).
    mutating func skipBalanced(what: String = "bracket", collapsing: Bool = true) {
        let open = i
        if collapsing && canCollapse(open) && lx.collapse(open) {
            i = open + 2
            return
        }
        var cut = 0
        if let c = matchClose(open, cut: &cut) {
            i = c + 1
        } else {
            error("unclosed \(text(tk(open))) (\(what))", tk(open).range)
            sawUnclosed = true
            i = cut
        }
    }

    /// Parses a `{ ... }` block belonging to a declaration indented `indent` wide; `i` is at `{`.
    mutating func braceBlock(indent: Int) -> (BraceBlock, closeIndex: Int?) {
        let open = i
        var cut = 0
        if let c = matchClose(open, indent: indent, cut: &cut) {
            i = c + 1
            return (BraceBlock(leftBrace: tk(open).start, rightBrace: tk(c).start,
                               range: tk(open).start..<tk(c).end), c)
        }
        error("expected '}' to close this block", tk(open).range)
        sawUnclosed = true
        i = max(cut, open + 1)
        let end = tk(i - 1).end
        return (BraceBlock(leftBrace: tk(open).start, rightBrace: nil, range: tk(open).start..<end), nil)
    }

    // MARK: - Statements and expressions

    /// True when a line break between `prev` and `next` does not end a statement.
    mutating func continues(prevIndex: Int, next: Token) -> Bool {
        let prev = tk(prevIndex)
        switch next.kind {
        case .period, .leftBrace, .colon, .comma:
            return true
        case .operator:
            // Binary (not prefix): not followed directly by an operand; `=`, `->`, `?` ternary...
            if !next.isRightBound { return true }
            if isOp(next, "->") { return true }
            return false
        case .keyword:
            switch next.keyword {
            case .else, .catch, .where, .as, .is, .in: return true
            default: break
            }
        default:
            break
        }
        switch prev.kind {
        case .operator:
            // A postfix `?`/`!` at the end of a line does not continue.
            if prev.isLeftBound && (spells(prev, "?") || spells(prev, "!") || spells(prev, ">")) { return false }
            return true
        case .period, .comma, .colon, .atSign, .backslash, .leftParen, .leftSquare, .leftBrace:
            return true
        case .keyword:
            // `.default`, `.self`, `.init`: a member name ends an expression.
            if prevIndex > 0 && tk(prevIndex - 1).kind == .period { return false }
            switch prev.keyword {
            case .self, .capitalSelf, .super, .true, .false, .nil, .break, .continue, .fallthrough, .capitalAny,
                 .wildcard, .`init`:
                return false
            default:
                return true
            }
        default:
            return false
        }
    }

    /// Index just past the statement or expression starting at `start` (exclusive `limit`). Stops at `;`,
    /// an unmatched closer, a line break that ends the statement, and optionally at a depth-0 `,` or at a
    /// `{` that opens property observers.
    mutating func expressionEnd(from start: Int, limit: Int, stopAtComma: Bool = false,
                                stopAtObserverBrace: Bool = false) -> Int {
        var k = start
        let first = tk(k)
        // `#if` / `#else` / `#endif` lines are statements of their own.
        if first.kind == .poundIdentifier && isConditionalDirective(first) {
            k += 1
            while k < limit && tk(k).kind != .endOfFile && !tk(k).isAtLineStart { k += 1 }
            return k
        }
        var firstToken = true
        while k < limit {
            let t = tk(k)
            if t.kind == .endOfFile { return k }
            if !firstToken {
                if t.kind == .semicolon || Parser.isCloser(t.kind) { return k }
                if stopAtComma && t.kind == .comma { return k }
                if stopAtObserverBrace && t.kind == .leftBrace && k + 1 < limit {
                    let nt = tk(k + 1)
                    if nt.kind == .identifier && (nt.keyword == .willSet || nt.keyword == .didSet) { return k }
                }
                if t.isAtLineStart {
                    if t.kind == .poundIdentifier && isConditionalDirective(t) { return k }
                    if !continues(prevIndex: k - 1, next: t) { return k }
                }
            } else if Parser.isCloser(t.kind) || t.kind == .semicolon {
                return k + 1
            }
            firstToken = false
            if stopAtComma && t.kind == .operator && t.isLeftBound && bytes[t.start] == 0x3C && t.end - t.start == 1,
               let e = genericArgumentsEnd(k) {
                k = e
                continue
            }
            if Parser.closer(for: t.kind) != nil {
                if canCollapse(k) && lx.collapse(k) {
                    k += 2
                    continue
                }
                var cut = 0
                if let c = matchClose(k, cut: &cut) {
                    k = c + 1
                } else {
                    error("unclosed \(text(t))", t.range)
                    sawUnclosed = true
                    return max(min(cut, limit), k + 1)
                }
            } else {
                k += 1
            }
        }
        return min(k, limit)
    }

    /// In an expression, `Name<A, B>` is a generic argument list when the `<` at `k` is closed by `>` with
    /// only type-like tokens in between; returns the index after the `>`.
    mutating func genericArgumentsEnd(_ k: Int) -> Int? {
        var j = k
        var level = 0
        // Bounded, so a hostile `a<a<a<...` cannot make this quadratic.
        let limit = k + 256
        while j < limit {
            let t = tk(j)
            switch t.kind {
            case .identifier, .keyword, .period, .comma, .colon, .atSign:
                if t.kind == .keyword && (t.keyword == .in || t.keyword == .where || t.keyword == .return
                                           || t.keyword == .if || t.keyword == .else) { return nil }
                j += 1
            case .leftParen, .leftSquare:
                var cut = 0
                guard let c = matchClose(j, cut: &cut) else { return nil }
                j = c + 1
            case .operator:
                if isOp(t, "->") || isOp(t, "?") || isOp(t, "!") || isOp(t, "&") || isOp(t, "...") || isOp(t, "~") {
                    j += 1
                    continue
                }
                for b in t.start..<t.end {
                    let c = bytes[b]
                    if c == 0x3C { level += 1 } else if c == 0x3E { level -= 1 } else { return nil }
                }
                j += 1
                if level == 0 { return j }
                if level < 0 { return nil }
            case .integerLiteral:
                j += 1  // value generics: `InlineArray<3, Int>`
            default:
                return nil
            }
        }
        return nil
    }

    mutating func isConditionalDirective(_ t: Token) -> Bool {
        spells(t, "#if") || spells(t, "#elseif") || spells(t, "#else") || spells(t, "#endif")
    }

    /// Body of a function/accessor/closure-like block at `i` (a `{`). Skimmed when `Lexer.skimClose` is sure
    /// (its statements are then worked out on first use, from the file's tokens); otherwise read token by
    /// token as before, with its statements (and any errors in them) found now.
    mutating func parseBody(indent: Int) -> Body {
        let open = i
        if canCollapse(open) && lx.collapse(open) {
            i = open + 2
            let l = tk(open), r = tk(open + 1)
            return Body(braces: BraceBlock(leftBrace: l.start, rightBrace: r.start, range: l.start..<r.end),
                        lazy: storage!)
        }
        let (braces, closeIndex) = braceBlock(indent: indent)
        let limit = closeIndex ?? i
        frozen = max(frozen, limit + 1)
        let after = i
        let info = statementsInfo(open: open, limit: limit)
        i = after
        return Body(braces: braces, info: info)
    }

    /// The statements of the body whose `{` is token `open` and whose end (its `}` or where it was cut) is
    /// token `limit`.
    mutating func statementsInfo(open: Int, limit: Int) -> BodyInfo {
        var statements: [Range<Int>] = []
        var k = open + 1
        var firstKeyword: (TokenKind, Keyword) = (.endOfFile, .none)
        var firstStatementTok: Token?
        while k < limit {
            let t = tk(k)
            if t.kind == .semicolon || Parser.isCloser(t.kind) {
                k += 1
                continue
            }
            if t.kind == .endOfFile { break }
            let e = expressionEnd(from: k, limit: limit)
            if statements.isEmpty {
                firstKeyword = (t.kind, t.keyword)
                firstStatementTok = t
            }
            statements.append(t.start..<tk(max(e - 1, k)).end)
            k = max(e, k + 1)
        }
        var single = false
        var kind: SingleExpressionKind?
        if statements.count == 1, let ft = firstStatementTok {
            single = true
            switch firstKeyword.1 {
            case .if: kind = .ifExpression
            case .switch: kind = .switchExpression
            case .return, .throw, .guard, .for, .while, .repeat, .defer, .do, .let, .var, .func, .class, .struct,
                 .enum, .protocol, .extension, .typealias, .import, .break, .continue, .fallthrough, .`init`,
                 .deinit, .subscript, .operator:
                single = false
            default:
                if ft.kind == .identifier && (ft.keyword == .actor || ft.keyword == .macro)
                    && tok(k).kind == .identifier {
                    single = false
                } else if ft.kind == .poundIdentifier || ft.kind == .atSign {
                    single = false
                } else {
                    kind = .other
                }
            }
            if single && kind == nil { kind = .other }
        }
        var firstIndent: String?
        if let ft = firstStatementTok, ft.isAtLineStart {
            firstIndent = text(lineIndentation(at: ft.start))
        }
        return BodyInfo(statements: statements, isSingleExpression: single,
                        singleExpressionKind: single ? kind : nil, firstStatementIndentation: firstIndent)
    }

    // MARK: - Declaration lists

    static let declKeywords: KeywordSet = [
        .import, .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .var, .let,
        .typealias, .associatedtype, .case, .operator, .precedencegroup,
    ]
    static let modifierKeywords: KeywordSet = [
        .public, .private, .fileprivate, .internal, .open, .package, .static, .class, .final, .override,
        .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .required, .convenience,
        .indirect, .prefix, .postfix, .infix, .nonisolated, .consuming, .borrowing, .distributed, .__consuming,
        ._const, .isolated,
    ]

    /// Is token `k` a declaration keyword (with `actor`/`macro` followed by a name)?
    mutating func isDeclKeyword(_ k: Int) -> Bool {
        let t = tk(k)
        if t.kind == .keyword { return sets.declKeywords.contains(t.keyword) }
        if t.kind == .identifier && (t.keyword == .actor || t.keyword == .macro) {
            let nt = tok(k + 1)
            return nt.kind == .identifier && !nt.isAtLineStart
        }
        return false
    }

    /// Is token `k` a modifier (followed, maybe after `(detail)`, by a modifier or declaration keyword)?
    mutating func isModifier(_ k: Int) -> Bool {
        let t = tk(k)
        guard t.kind == .keyword || t.kind == .identifier, sets.modifierKeywords.contains(t.keyword) else {
            return false
        }
        // Look past further modifiers (iteratively, a bounded distance) for a declaration keyword.
        var next = k
        for _ in 0..<32 {
            next += 1
            if tok(next).kind == .leftParen && tok(next + 2).kind == .rightParen && isNameLike(tok(next + 1)) {
                next += 3
            }
            let nt = tok(next)
            if nt.kind == .atSign { return t.kind == .keyword }
            if isDeclKeyword(next) { return true }
            guard nt.kind == .keyword || nt.kind == .identifier, sets.modifierKeywords.contains(nt.keyword) else {
                break
            }
            if nt.kind == .keyword && nt.keyword != .class { return true }
            if next - k >= 31 { return true }  // a long run of modifier words: modifiers
        }
        // `class` alone is a declaration keyword, handled by the caller; `static`/`public` etc. before
        // something else (half-typed code) still count as modifiers when reserved.
        return t.kind == .keyword && t.keyword != .class
    }

    mutating func isDeclStart(_ k: Int) -> Bool {
        let t = tk(k)
        if t.kind == .atSign { return true }
        if t.kind == .poundIdentifier { return isConditionalDirective(t) }
        return isDeclKeyword(k) || isModifier(k)
    }

    /// Declarations until `}` (members), EOF, or a `#elseif`/`#else`/`#endif` that closes an enclosing `#if`.
    mutating func parseDeclList(members: Bool, inIfConfig: Bool = false) -> [Declaration] {
        var decls: [Declaration] = []
        while true {
            let t = cur
            // Recovery (a `{` somewhere is never closed): a member list also ends before a line-start
            // declaration indented no deeper than the type that owns it.
            if recovery && members, let owner = ownerIndent.last, t.isAtLineStart, t.kind != .poundIdentifier,
               t.kind != .rightBrace, indentWidth(t) <= owner, isDeclStart(i) {
                return decls
            }
            switch t.kind {
            case .endOfFile:
                return decls
            case .rightBrace:
                if members { return decls }
                error("unexpected '}'", t.range)
                advance()
                continue
            case .semicolon:
                advance()
                continue
            case .poundIdentifier:
                if spells(t, "#if") && !attributeIfConfigFollows() {
                    decls.append(parseIfConfig(members: members))
                    continue
                }
                if spells(t, "#if") { break }
                if spells(t, "#elseif") || spells(t, "#else") || spells(t, "#endif") {
                    if inIfConfig { return decls }
                    error("unexpected \(text(t)) without #if", t.range)
                    advance()
                    continue
                }
                decls.append(parseMacroExpansion())
                continue
            default:
                break
            }
            let before = i
            if !parseDeclaration(members: members, into: &decls) {
                i = before
                if members {
                    error("expected a declaration", t.range)
                    // Skip to the next line that starts a declaration.
                    let start = i
                    i = expressionEnd(from: i, limit: Int.max)
                    if i == start { advance() }
                    while !atEOF && cur.kind != .rightBrace && !(cur.isAtLineStart && isDeclStart(i)) {
                        let s = i
                        i = expressionEnd(from: i, limit: Int.max)
                        if i == s { advance() }
                    }
                } else {
                    // A top-level statement.
                    let s = i
                    i = expressionEnd(from: i, limit: Int.max)
                    if i == s { advance() }
                }
            }
        }
    }

    /// `#if cond ... #elseif cond ... #else ... #endif`.
    mutating func parseIfConfig(members: Bool) -> Declaration {
        let startIdx = i
        var clauses: [IfConfigClause] = []
        var endif: Range<Int>?
        depth += 1
        defer { depth -= 1 }
        while true {
            let dt = cur
            let directive: IfConfigDirective = spells(dt, "#if") ? .if : spells(dt, "#elseif") ? .elseif : .else
            advance()
            var condition: SourceText?
            if directive != .else {
                let cs = i
                while !atEOF && !cur.isAtLineStart {
                    if Parser.closer(for: cur.kind) != nil { skipBalanced(what: "condition") } else { advance() }
                }
                condition = sourceText(from: cs, to: i)
                if condition == nil { error("expected a condition after \(text(dt))", dt.range) }
            }
            let decls: [Declaration]
            if depth > Parser.maxDepth {
                error("nesting too deep", dt.range)
                decls = []
                skipToDirective()
            } else {
                decls = parseDeclList(members: members, inIfConfig: true)
            }
            let clauseEnd = i > 0 ? tk(i - 1).end : dt.end
            clauses.append(IfConfigClause(directive: directive, directiveRange: dt.range, condition: condition,
                                          declarations: decls, range: dt.start..<max(clauseEnd, dt.end)))
            let t = cur
            if t.kind == .poundIdentifier && (spells(t, "#elseif") || spells(t, "#else")) { continue }
            if t.kind == .poundIdentifier && spells(t, "#endif") {
                endif = t.range
                advance()
            } else {
                error("expected #endif", tk(startIdx).range)
            }
            break
        }
        let first = tk(startIdx)
        var d = Declaration(kind: .ifConfig, nameRange: first.range, keywordRange: first.range,
                            range: first.start..<tk(max(i - 1, startIdx)).end,
                            leadingTriviaRange: first.leadingTriviaRange, source: bytes)
        d.ifConfig = IfConfigInfo(clauses: clauses, endifRange: endif)
        return d
    }

    /// Skips tokens up to the `#elseif`/`#else`/`#endif` of the current `#if` (nested ones skipped whole).
    mutating func skipToDirective() {
        var nest = 0
        while !atEOF {
            let t = cur
            if t.kind == .poundIdentifier {
                if spells(t, "#if") { nest += 1 } else if spells(t, "#endif") {
                    if nest == 0 { return }
                    nest -= 1
                } else if nest == 0 && (spells(t, "#elseif") || spells(t, "#else")) { return }
            }
            advance()
        }
    }

    /// `#name<...>(...) { ... }` as a declaration (also `#warning`, `#error`, `#sourceLocation`).
    mutating func parseMacroExpansion() -> Declaration {
        let startIdx = i
        let t = cur
        advance()
        if opStarts(cur, with: 0x3C) && cur.isLeftBound { skipAngles() }
        if cur.kind == .leftParen && cur.isLeftBound { skipBalanced() }
        while cur.kind == .leftBrace && !cur.isAtLineStart {
            skipBalanced()
        }
        return Declaration(kind: .macroExpansion, nameRange: t.range, keywordRange: t.range,
                           range: t.start..<tk(max(i - 1, startIdx)).end, leadingTriviaRange: t.leadingTriviaRange,
                           source: bytes)
    }

    // MARK: - Declarations

    /// Type attributes whose parentheses are arguments (`@convention(c)`); for others, like `@Sendable`, a
    /// following `(` starts a function type.
    mutating func typeAttributeTakesArguments(_ name: String) -> Bool {
        switch name {
        case "convention", "differentiable", "isolated", "_opaqueReturnTypeOf", "_lifetime", "lifetime",
             "available", "_originallyDefinedIn":
            return true
        default:
            return false
        }
    }

    mutating func parseAttribute(inType: Bool = false) -> Attribute {
        let p = parseAttributeParts(inType: inType)
        return Attribute(name: p.name ?? text(p.nameRange), arguments: p.arguments, range: p.range)
    }

    /// An attribute's parts: its name is the text of `nameRange` unless `name` is set (a dotted name with
    /// trivia in it).
    struct AttributeParts {
        var nameRange: Range<Int>
        var name: String?
        var arguments: SourceText?
        var range: Range<Int>
    }

    mutating func parseAttributeParts(inType: Bool) -> AttributeParts {
        let at = cur
        advance()
        var end = at.end
        var nameRange = at.end..<at.end
        var name: String?
        if isNameLike(cur) && cur.isLeftBound {
            nameRange = cur.range
            end = cur.end
            advance()
            // Dotted attribute names (`@Foo.Bar`).
            while cur.kind == .period && cur.isLeftBound && isNameLike(tok(i + 1)) {
                if name == nil && (cur.start != nameRange.upperBound || tok(i + 1).start != cur.end) {
                    name = text(nameRange)
                }
                advance()
                if name != nil { name! += "." + text(cur) }
                nameRange = nameRange.lowerBound..<cur.end
                end = cur.end
                advance()
            }
        } else {
            error("expected an attribute name after '@'", at.range)
        }
        if opStarts(cur, with: 0x3C) && cur.isLeftBound {  // @Builder<Input>
            skipAngles()
            end = tk(i - 1).end
        }
        var args: SourceText?
        if cur.kind == .leftParen && cur.isLeftBound
            && (!inType || typeAttributeTakesArguments(name ?? text(nameRange))) {
            let open = i
            skipBalanced(what: "attribute arguments")
            let close = i - 1
            if tk(close).kind == .rightParen && close > open {
                let r = tk(open).end..<tk(close).start
                args = sourceText(r)
            } else {
                let r = tk(open).end..<tk(close).end
                args = sourceText(r)
            }
            end = tk(close).end
        }
        return AttributeParts(nameRange: nameRange, name: name, arguments: args, range: at.start..<end)
    }

    mutating func parseModifier() -> Modifier {
        let t = cur
        advance()
        var detail: String?
        var end = t.end
        if cur.kind == .leftParen && isNameLike(tok(i + 1)) && tok(i + 2).kind == .rightParen {
            detail = spelling(tok(i + 1))
            end = tok(i + 2).end
            i += 3
        }
        return Modifier(keyword: spelling(t), detail: detail, range: t.start..<end)
    }

    /// `parseModifier` as ranges (a declaration's modifiers are stored so; no strings).
    mutating func parseCompactModifier() -> CompactModifiers.Entry {
        let t = cur
        advance()
        var e = CompactModifiers.Entry(start: t._start, keywordEnd: t._end, end: t._end)
        if cur.kind == .leftParen && isNameLike(tok(i + 1)) && tok(i + 2).kind == .rightParen {
            let d = tok(i + 1)
            e.detailStart = d._start
            e.detailEnd = d._end
            e.end = tok(i + 2)._end
            i += 3
        }
        return e
    }

    /// Attributes and modifiers, then a declaration keyword. Returns nil (with `i` anywhere) when the tokens do
    /// not start a declaration.
    mutating func parseDeclaration(members: Bool, into decls: inout [Declaration]) -> Bool {
        let startIdx = i
        // The usual few attributes and modifiers are kept as ranges (no allocation); an array only past them.
        var compactAttributes = CompactAttributes()
        var attributes: [Attribute]? = nil
        var compact = CompactModifiers()
        var modifiers: [Modifier]? = nil
        while true {
            if cur.kind == .atSign {
                let p = parseAttributeParts(inType: false)
                if attributes == nil && p.name == nil
                    && compactAttributes.append(CompactAttributes.Entry(p)) { continue }
                if attributes == nil { attributes = compactAttributes.attributes(bytes) }
                compactAttributes = CompactAttributes()
                attributes!.append(Attribute(name: p.name ?? text(p.nameRange), arguments: p.arguments,
                                             range: p.range))
            } else if cur.kind == .poundIdentifier && spells(cur, "#if") && attributeIfConfigFollows() {
                // `#if ... @attr ... #endif` around attributes: skip the directives, keep the attributes.
                var all = attributes ?? compactAttributes.attributes(bytes)
                compactAttributes = CompactAttributes()
                skipAttributeIfConfig(&all)
                attributes = all
            } else if isModifier(i) {
                let e = parseCompactModifier()
                if modifiers == nil && compact.append(e) { continue }
                if modifiers == nil {
                    modifiers = compact.modifiers(bytes)
                    compact = CompactModifiers()
                }
                modifiers!.append(e.modifier(bytes))
            } else {
                break
            }
        }
        guard isDeclKeyword(i) else {
            if startIdx != i && members {
                error("expected a declaration after attributes or modifiers", tk(startIdx).start..<tk(i - 1).end)
                // Keep what was consumed as consumed.
                return false
            }
            return false
        }
        let first = tk(startIdx)
        let kwTok = cur
        let indentRange = lineIndentation(at: first.start)
        let indent = indentRange.count
        // Built in its slot of `decls`: appending a finished local copied it (retaining everything in it).
        // Member lists grow from 8: fewer reallocations for the usual type with a few members.
        if decls.isEmpty { decls.reserveCapacity(8) }
        decls.append(Declaration(kind: .variable, nameRange: kwTok.end..<kwTok.end, keywordRange: kwTok.range,
                            range: first.start..<kwTok.end, leadingTriviaRange: first.leadingTriviaRange,
                            source: bytes, attributes: attributes, compactAttributes: compactAttributes,
                            modifiers: modifiers, compactModifiers: compact))
        if parseDeclarationRest(&decls[decls.count - 1], kwTok: kwTok, first: first, startIdx: startIdx,
                                indent: indent) {
            return true
        }
        decls.removeLast()
        return false
    }

    /// The rest of `parseDeclaration` from the keyword on, into `d`; false when the keyword starts none.
    mutating func parseDeclarationRest(_ d: inout Declaration, kwTok: Token, first: Token, startIdx: Int,
                                       indent: Int) -> Bool {
        depth += 1
        advance()
        switch kwTok.keyword {
        case .import:
            d.kind = .import
            // `import struct Foo.Bar`
            if cur.kind == .keyword && !cur.isAtLineStart && sets.declKeywords.contains(cur.keyword) { advance() }
            let s = i
            while !atEOF && !cur.isAtLineStart && cur.kind != .semicolon { advance() }
            if let st = sourceText(from: s, to: i) {
                d.parsedNameRange = st.range
            } else {
                error("expected a module name", kwTok.range)
            }
        case .class, .struct, .enum, .protocol:
            d.kind = kwTok.keyword == .class ? .class : kwTok.keyword == .struct ? .struct
                : kwTok.keyword == .enum ? .enum : .protocol
            parseNominal(&d, indent: indent)
        case .actor:
            d.kind = .actor
            parseNominal(&d, indent: indent)
        case .extension:
            d.kind = .extension
            let s = i
            if !parseType() { error("expected a type to extend", kwTok.range) }
            if let st = sourceText(from: s, to: i) {
                d.parsedNameRange = st.range
            }
            parseInheritanceWhereMembers(&d, indent: indent)
        case .func:
            d.kind = .function
            parseFunctionName(&d)
            parseGenericParameters(&d)
            parseSignature(indent: indent, kind: .function, declaration: &d)
        case .`init`:
            d.kind = .initializer
            d.parsedNameRange = kwTok.range
            parseSignature(indent: indent, kind: .initializer, declaration: &d)
        case .deinit:
            d.kind = .deinitializer
            d.parsedNameRange = kwTok.range
            parseSignature(indent: indent, kind: .deinitializer, declaration: &d)
        case .subscript:
            d.kind = .subscript
            d.parsedNameRange = kwTok.range
            parseSignature(indent: indent, kind: .subscript, declaration: &d)
        case .var, .let:
            d.kind = .variable
            parseVariable(&d, specifier: kwTok, indent: indent)
        case .typealias, .associatedtype:
            d.kind = kwTok.keyword == .typealias ? .typeAlias : .associatedType
            parseName(&d)
            parseGenericParameters(&d)
            if cur.kind == .colon {
                advance()
                parseInheritanceList(&d)
            }
            if isOp(cur, "=") {
                advance()
                let s = i
                if !parseType() { error("expected a type after '='", tk(s - 1).range) }
                d.aliasedType = sourceText(from: s, to: i)
            }
            parseWhereClause(&d)
        case .case:
            d.kind = .enumCase
            parseEnumCase(&d)
        case .macro:
            d.kind = .macro
            parseName(&d)
            parseGenericParameters(&d)
            parseSignature(indent: indent, kind: .macro, declaration: &d)
        case .operator:
            d.kind = .operator
            let s = i
            while cur.kind == .operator || (cur.kind == .period && !cur.isAtLineStart) {
                advance()
                if cur.isAtLineStart || !(cur.isLeftBound) { break }
            }
            if i == s && isNameLike(cur) && !cur.isAtLineStart { advance() }
            if let st = sourceText(from: s, to: i) {
                d.parsedNameRange = st.range
            } else {
                error("expected an operator name", kwTok.range)
            }
            if cur.kind == .colon {
                advance()
                while isNameLike(cur) && !cur.isAtLineStart {
                    advance()
                    if cur.kind == .comma || cur.kind == .period { advance() } else { break }
                }
            }
            if cur.kind == .leftBrace && !cur.isAtLineStart { skipBalanced() }
        case .precedencegroup:
            d.kind = .precedenceGroup
            parseName(&d)
            if cur.kind == .leftBrace {
                let (b, _) = braceBlock(indent: indent)
                d.memberBlock = b
            } else {
                error("expected '{' in precedence group", kwTok.range)
            }
        default:
            depth -= 1
            return false
        }
        depth -= 1
        d.range = first.start..<max(tk(max(i - 1, startIdx)).end, kwTok.end)
        return true
    }

    /// Does the `#if` at `i` wrap only attributes (followed by a declaration after `#endif`)?
    /// True when every clause of the `#if` at `i` holds only attributes (the declaration follows `#endif`).
    mutating func attributeIfConfigFollows() -> Bool {
        var k = i
        var sawAttribute = false
        while true {
            let d = tok(k)
            guard d.kind == .poundIdentifier && isConditionalDirective(d) else { return false }
            if spells(d, "#endif") { return sawAttribute }
            if spells(d, "#if") && k != i { return false }
            k += 1
            while tok(k).kind != .endOfFile && !tok(k).isAtLineStart { k += 1 }
            while tok(k).kind == .atSign {
                sawAttribute = true
                k += 1
                guard isNameLike(tok(k)) else { return false }
                k += 1
                while tok(k).kind == .period && isNameLike(tok(k + 1)) { k += 2 }
                if tok(k).kind == .leftParen && tok(k).isLeftBound {
                    var cut = 0
                    guard let c = matchClose(k, cut: &cut) else { return false }
                    k = c + 1
                }
            }
        }
    }

    mutating func skipAttributeIfConfig(_ attributes: inout [Attribute]) {
        var nest = 0
        while !atEOF {
            let t = cur
            if t.kind == .poundIdentifier && isConditionalDirective(t) {
                if spells(t, "#if") { nest += 1 }
                if spells(t, "#endif") { nest -= 1 }
                advance()
                while !atEOF && !cur.isAtLineStart {
                    if Parser.closer(for: cur.kind) != nil { skipBalanced() } else { advance() }
                }
                if nest == 0 { return }
            } else if t.kind == .atSign {
                attributes.append(parseAttribute())
            } else {
                // Not just attributes after all: stop here; the caller sees a non-declaration.
                return
            }
        }
    }

    mutating func parseName(_ d: inout Declaration) {
        if isNameLike(cur) && !(cur.isAtLineStart && isDeclStart(i)) {
            d.parsedNameRange = cur.range
            advance()
        } else {
            error("expected a name", d.keywordRange)
        }
    }

    mutating func parseNominal(_ d: inout Declaration, indent: Int) {
        parseName(&d)
        parseGenericParameters(&d)
        parseInheritanceWhereMembers(&d, indent: indent)
    }

    mutating func parseInheritanceWhereMembers(_ d: inout Declaration, indent: Int) {
        if cur.kind == .colon {
            advance()
            parseInheritanceList(&d)
        }
        parseWhereClause(&d)
        if cur.kind == .leftBrace {
            parseMemberBlock(&d, indent: indent)
        } else {
            error("expected '{' to start the body of \(d.kindKeyword) \(d.name)", d.keywordRange)
        }
    }

    mutating func parseMemberBlock(_ d: inout Declaration, indent: Int) {
        let open = i
        if depth > Parser.maxDepth {
            error("nesting too deep", cur.range)
            let (b, _) = braceBlock(indent: indent)
            d.memberBlock = b
            return
        }
        advance()
        ownerIndent.append(indent)
        let members = parseDeclList(members: true)
        ownerIndent.removeLast()
        if cur.kind == .rightBrace {
            d.memberBlock = BraceBlock(leftBrace: tk(open).start, rightBrace: cur.start,
                                       range: tk(open).start..<cur.end)
            advance()
        } else {
            error("expected '}' to close \(d.kindKeyword) \(d.name)", tk(open).range)
            sawUnclosed = true
            d.memberBlock = BraceBlock(leftBrace: tk(open).start, rightBrace: nil,
                                       range: tk(open).start..<tk(max(i - 1, open)).end)
        }
        d.members = members
    }

    mutating func parseInheritanceList(_ d: inout Declaration) {
        while true {
            let s = i
            if !parseType() {
                error("expected a type", cur.range)
                break
            }
            if let st = sourceText(from: s, to: i) { d.inheritance.append(st) }
            if cur.kind == .comma {
                advance()
                continue
            }
            break
        }
    }

    mutating func parseGenericParameters(_ d: inout Declaration) {
        guard opStarts(cur, with: 0x3C) else { return }  // <
        let s = i
        skipAngles()
        d.genericParameters = sourceText(from: s, to: i)
    }

    /// Skips `<...>` starting at `i`, counting `<` and `>` characters in operator tokens. `level` is the
    /// number of `<` already counted (an operator function's name glued to its generic clause).
    mutating func skipAngles(level initialLevel: Int = 0) {
        var level = initialLevel
        let start = i
        while !atEOF {
            let t = cur
            if t.kind == .operator && !isOp(t, "->") {
                for k in t.start..<t.end {
                    if bytes[k] == 0x3C { level += 1 } else if bytes[k] == 0x3E { level -= 1 }
                }
                advance()
                if level <= 0 { return }
            } else if Parser.closer(for: t.kind) != nil && t.kind != .leftBrace {
                skipBalanced()
            } else if t.kind == .leftBrace || t.kind == .rightBrace || t.kind == .semicolon || Parser.isCloser(t.kind) {
                break
            } else {
                advance()
            }
        }
        error("expected '>'", tk(start).range)
    }

    mutating func parseWhereClause(_ d: inout Declaration) {
        guard cur.kind == .keyword && cur.keyword == .where else { return }
        let s = i
        advance()
        while !atEOF {
            let t = cur
            if t.kind == .leftBrace || t.kind == .semicolon || t.kind == .rightBrace || Parser.isCloser(t.kind) { break }
            if isOp(t, "=") { break }
            if t.isAtLineStart && (isDeclStart(i) || t.kind == .poundIdentifier) && !continues(prevIndex: i - 1, next: t) {
                break
            }
            if t.isAtLineStart && tk(i - 1).kind != .comma && !continues(prevIndex: i - 1, next: t) { break }
            if Parser.closer(for: t.kind) != nil { skipBalanced() } else if opStarts(t, with: 0x3C) && t.isLeftBound {
                skipAngles()
            } else { advance() }
        }
        d.whereClause = sourceText(from: s, to: i)
    }

    mutating func parseFunctionName(_ d: inout Declaration) {
        let t = cur
        if t.kind == .operator || (t.kind == .period && tok(i + 1).kind == .operator) {
            // An operator name, possibly lexed as several glued tokens (`>>`, `..<`).
            let s = i
            while true {
                let t = cur
                // `func ??<T>(...)`, `func ><T, U>(...)`, `func <<T>(...)`: the generic clause is glued to
                // the operator, which the lexer read as one token (`??<`, `><`, `<<`). As Swift does, a last
                // `<` followed by a name opens the generic clause (`func <<(...)` is the operator `<<`).
                if t.kind == .operator, t.end - 1 > tk(s).start, bytes[t.end - 1] == 0x3C,
                   tok(i + 1).kind == .identifier {
                    let lt = t.end - 1
                    d.parsedNameRange = tk(s).start..<lt
                    advance()
                    skipAngles(level: 1)
                    d.genericParameters = sourceText(lt..<tk(i - 1).end)
                    return
                }
                advance()
                if !((cur.kind == .operator || cur.kind == .period) && cur.isLeftBound && !opStarts(cur, with: 0x3C)) {
                    break
                }
            }
            if let st = sourceText(from: s, to: i) {
                d.parsedNameRange = st.range
            }
        } else {
            parseName(&d)
        }
    }

    enum SignatureKind { case function, initializer, deinitializer, `subscript`, macro }

    mutating func parseSignature(indent: Int, kind: SignatureKind, declaration d: inout Declaration) {
        // Built in place in `d` (returning it by value copied it: a retain of every part).
        d.signature = FunctionSignature(leftParen: nil, rightParen: nil, parameters: [], effects: Effects(), arrow: nil,
                                        returnType: nil, failability: .none, failabilityRange: nil, body: nil)
        if kind == .initializer && cur.kind == .operator && cur.isLeftBound && (spells(cur, "?") || spells(cur, "!")) {
            d.signature!.failability = spells(cur, "?") ? .optional : .implicitlyUnwrapped
            d.signature!.failabilityRange = cur.range
            advance()
        }
        if kind == .initializer || kind == .subscript { parseGenericParameters(&d) }
        if cur.kind == .leftParen {
            if !deferParameterClause(&d.signature!) {
                d.signature!.leftParen = cur.start
                var parameters: [Parameter] = []
                d.signature!.rightParen = parseParameterClause(&parameters)
                d.signature!.parameters = parameters
            }
        } else if kind != .deinitializer {
            error("expected '(' to start the parameter list", d.nameRange.isEmpty ? d.keywordRange : d.nameRange)
        }
        d.signature!.effects = parseEffects()
        if isOp(cur, "->") {
            d.signature!.arrow = cur.start
            advance()
            let s = i
            if !parseType() { error("expected a return type after '->'", tk(s - 1).range) }
            d.signature!.returnType = sourceText(from: s, to: i)
        }
        if kind == .macro && isOp(cur, "=") {
            advance()
            i = expressionEnd(from: i, limit: Int.max)
        }
        parseWhereClause(&d)
        if cur.kind == .leftBrace && kind != .macro {
            if kind == .subscript {
                let block = parseAccessorBlock(indent: indent)
                d.accessorBlock = block
                d.signature!.body = block.implicitGetter
            } else {
                d.signature!.body = parseBody(indent: indent)
            }
        }
    }

    /// The parentheses of `throws(...)` at tokens `open` and `close` (matched) hold one type and nothing else:
    /// `throws(A B)` is no type, and what the engine writes from it (a mock's error property) would not parse.
    mutating func checkThrownType(open: Int, close: Int) {
        let after = i
        frozen = max(frozen, close + 1)  // read by token index: nothing in between may be collapsed
        i = open + 1
        if !parseType() || i != close { error("expected one type in 'throws(...)'", tk(min(i, close)).range) }
        i = after
    }

    mutating func parseEffects() -> Effects {
        var e = Effects()
        while true {
            let t = cur
            if t.kind == .identifier && (t.keyword == .async || spells(t, "reasync")) && e.asyncRange == nil {
                e.asyncRange = t.range
                advance()
            } else if t.kind == .keyword && (t.keyword == .throws || t.keyword == .rethrows) && e.throwsKind == .none {
                advance()
                if t.keyword == .rethrows {
                    e.throwsKind = .rethrows
                    e.throwsRange = t.range
                } else if cur.kind == .leftParen && cur.isLeftBound {
                    let open = i
                    let errorCount = errors.count
                    skipBalanced(what: "thrown type", collapsing: false)
                    e.throwsKind = .typed
                    e.throwsRange = t.start..<tk(i - 1).end
                    if i - 1 > open + 1 { e.thrownType = sourceText(from: open + 1, to: i - 1) }
                    // Matched without a bracket error: the type inside is checked.
                    if i - 1 > open + 1 && errors.count == errorCount && tk(i - 1).kind == .rightParen {
                        checkThrownType(open: open, close: i - 1)
                    }
                } else {
                    e.throwsKind = .throws
                    e.throwsRange = t.range
                }
            } else {
                return e
            }
        }
    }

    /// The parameters of the clause at `i` (a `(`) into `parameters`; returns the offset of its `)` (nil when
    /// it is not closed).
    mutating func parseParameterClause(_ parameters: inout [Parameter]) -> Int? {
        advance()
        while true {
            let t = cur
            if t.kind == .rightParen {
                advance()
                return t.start
            }
            if t.kind == .endOfFile || t.kind == .leftBrace || t.kind == .rightBrace || t.kind == .rightSquare
                || (t.isAtLineStart && t.kind != .atSign && isDeclStart(i) && tok(i + 1).kind != .colon
                    && tok(i + 2).kind != .colon) {
                error("expected ')' to close the parameter list", t.range)
                return nil
            }
            let before = i
            if parameters.isEmpty { parameters.reserveCapacity(4) }
            parameters.append(parseParameter())
            if cur.kind == .comma {
                advance()
                continue
            }
            if cur.kind == .rightParen { continue }
            if cur.isAtLineStart && cur.kind != .atSign && isDeclStart(i) {
                error("expected ')' to close the parameter list", cur.range)
                return nil
            }
            error("unexpected \(text(cur)) in parameter list", cur.range)
            // Skip to the next `,` or `)`.
            while !atEOF && cur.kind != .comma && cur.kind != .rightParen && cur.kind != .leftBrace
                    && cur.kind != .rightBrace {
                if Parser.closer(for: cur.kind) != nil { skipBalanced() } else { advance() }
            }
            if cur.kind == .comma { advance() }
            if i == before { advance() }
        }
    }

    /// Skims the parameter clause at `i` when a token-level parse of it would certainly end at the `)` the
    /// skimmer finds (see `Lexer.skimClause`): the parameters are then parsed from the file on first use
    /// (`SyntaxStorage.parameterClause`), with the errors in them (`SourceFile.errors`). False, with nothing
    /// changed, otherwise.
    mutating func deferParameterClause(_ sig: inout FunctionSignature) -> Bool {
        let open = i
        guard canCollapse(open), let storage else { return false }
        let lt = tk(open)
        guard let (c, empty) = lx.skimClause(from: lt.trailingTriviaEnd, stops: sets.declKeywords,
                                             moreStops: sets.modifierKeywords) else { return false }
        lx.collapse(open, closer: c)
        sig.leftParen = lt.start
        sig.rightParen = c
        if empty {
            sig.parameters = []
        } else {
            sig.parameterSource = .lazy(storage, leftParen: lt.start)
            // Room for about one clause per 400 bytes at once (the corpus has one per 1,000): no regrowing.
            if deferredClauses.isEmpty { deferredClauses.reserveCapacity(bytes.count / 400 + 8) }
            deferredClauses.append(DeferredClause(leftParen: lt.start, errorIndex: errors.count))
        }
        i = open + 2
        return true
    }

    /// The parameters of the clause whose `(` is at byte `leftParen` of `bytes`, and the errors found in them:
    /// lexed from the `(` on and parsed as the file's parser would have.
    static func parameterClause(bytes: [UInt8], leftParen: Int, storage: SyntaxStorage) -> ParsedClause {
        bytes.withUnsafeBufferPointer { p in
            var parser = Parser(bytes: bytes, p: p, storage: storage, skim: true, lexing: false)
            parser.lx.startAfterOpenParen(at: leftParen)
            defer { parser.release() }
            var parameters: [Parameter] = []
            _ = parser.parseParameterClause(&parameters)
            return ParsedClause(parameters: parameters, errors: parser.errors)
        }
    }

    static let typeSpecifiers: KeywordSet = [.inout, .borrowing, .consuming, .sending, .__owned, .__shared, .isolated,
                                                ._const]

    /// `nonisolated(nonsending)` before a function type (SE-0461): a type specifier with an argument.
    mutating func isNonisolatedSpecifier(_ k: Int) -> Bool {
        let t = tok(k)
        return (t.kind == .keyword || t.kind == .identifier) && t.keyword == .nonisolated
            && tok(k + 1).kind == .leftParen && isNameLike(tok(k + 2)) && tok(k + 3).kind == .rightParen
    }

    mutating func parseParameter() -> Parameter {
        let startTok = cur
        var attributes: [Attribute] = []
        while cur.kind == .atSign { attributes.append(parseAttribute()) }
        var first: SourceText?
        var second: SourceText?
        if isNameLike(cur) {
            first = sourceText(cur)
            advance()
            if isNameLike(cur) && !cur.isAtLineStart {
                second = sourceText(cur)
                advance()
            }
        }
        var colon: Int?
        var type: SourceText?
        var bare: SourceText?
        var specifiers: [SourceText] = []
        var typeAttributes: [SourceText] = []
        if cur.kind == .colon {
            colon = cur.start
            advance()
            let s = i
            while true {
                if cur.kind == .atSign {
                    let a = parseAttribute(inType: true)
                    typeAttributes.append(sourceText(a.range))
                } else if isNonisolatedSpecifier(i) {
                    let s0 = i
                    i += 4
                    if let spec = sourceText(from: s0, to: i) { specifiers.append(spec) }
                } else if (cur.kind == .keyword || cur.kind == .identifier)
                            && sets.typeSpecifiers.contains(cur.keyword)
                            && (isNameLike(tok(i + 1)) || tok(i + 1).kind == .leftParen || tok(i + 1).kind == .leftSquare
                                || tok(i + 1).kind == .atSign) {
                    specifiers.append(sourceText(cur))
                    advance()
                } else {
                    break
                }
            }
            let b = i
            if !parseType() { error("expected a parameter type", tk(s - 1).range) }
            type = sourceText(from: s, to: i)
            bare = sourceText(from: b, to: i)
        } else if first != nil {
            error("expected ':' and a type for parameter \(text(first!.range))", first!.range)
        }
        var ellipsis: Range<Int>?
        if isOp(cur, "...") {
            ellipsis = cur.range
            advance()
        }
        var defaultValue: SourceText?
        if isOp(cur, "=") {
            advance()
            let s = i
            i = expressionEnd(from: i, limit: Int.max, stopAtComma: true)
            defaultValue = sourceText(from: s, to: i)
            if defaultValue == nil { error("expected a default value", tk(s - 1).range) }
        }
        let end = i > 0 ? max(tk(i - 1).end, startTok.start) : startTok.start
        return Parameter(firstName: first, secondName: second, colon: colon, type: type, bareType: bare,
                         specifiers: specifiers, typeAttributes: typeAttributes, isVariadic: ellipsis != nil,
                         ellipsisRange: ellipsis, defaultValue: defaultValue, attributes: attributes,
                         range: startTok.start..<end)
    }

    // MARK: - Types

    static let typePrefixSpecifiers: KeywordSet = [.inout, .borrowing, .consuming, .sending, .__owned, .__shared,
                                                     .isolated, .some, .any, .each, .repeat, ._const]

    /// Consumes a type; false when nothing looked like one.
    mutating func parseType() -> Bool {
        let start = i
        while true {
            // Attributes and specifiers.
            while true {
                let t = cur
                if t.kind == .atSign {
                    _ = parseAttribute(inType: true)
                } else if isNonisolatedSpecifier(i) {
                    i += 4
                } else if (t.kind == .keyword || t.kind == .identifier) && sets.typePrefixSpecifiers.contains(t.keyword)
                            && !tok(i + 1).isAtLineStart
                            && (isNameLike(tok(i + 1)) || tok(i + 1).kind == .leftParen || tok(i + 1).kind == .leftSquare
                                || tok(i + 1).kind == .atSign || isOp(tok(i + 1), "~")) {
                    advance()
                } else if t.kind == .operator && spells(t, "~") {
                    advance()
                } else {
                    break
                }
            }
            // Primary.
            let t = cur
            if t.kind == .leftParen || t.kind == .leftSquare {
                skipBalanced(what: "type")
            } else if isNameLike(t) && !(t.kind == .keyword && (sets.declKeywords.contains(t.keyword)
                                                                  || t.keyword == .where || t.keyword == .throws
                                                                  || t.keyword == .rethrows)) {
                advance()
                if opStarts(cur, with: 0x3C) && cur.isLeftBound { skipAngles() }
                while cur.kind == .period && isNameLike(tok(i + 1)) && !tok(i + 1).isAtLineStart {
                    advance()
                    advance()
                    if opStarts(cur, with: 0x3C) && cur.isLeftBound { skipAngles() }
                }
            } else {
                return i > start
            }
            // Postfix.
            while true {
                let p = cur
                if p.kind == .operator && p.isLeftBound && (spells(p, "?") || spells(p, "!")) {
                    advance()
                } else if p.kind == .period && p.isLeftBound && isNameLike(tok(i + 1)) {
                    advance()
                    advance()
                } else {
                    break
                }
            }
            // Composition, function types.
            if isOp(cur, "&") {
                advance()
                continue
            }
            // Effects of a function type (`() async throws -> T`): most types have none, so look first.
            let e = cur
            if (e.kind == .identifier || e.kind == .keyword)
                && (e.keyword == .async || e.keyword == .throws || e.keyword == .rethrows || spells(e, "reasync")) {
                let save = i
                let effects = parseEffects()
                if isOp(cur, "->") {
                    advance()
                    continue
                }
                if effects.isAsync || effects.throwsKind != .none { i = save }
                return true
            }
            if isOp(cur, "->") {
                advance()
                continue
            }
            return true
        }
    }

    // MARK: - Variables

    mutating func parseVariable(_ d: inout Declaration, specifier: Token, indent: Int) {
        var info = VariableInfo(bindingSpecifier: sourceText(specifier), isLet: specifier.keyword == .let, bindings: [])
        while true {
            let ps = i
            var name: SourceText?
            let p = cur
            if p.kind == .leftParen {
                skipBalanced(what: "pattern")
            } else if isNameLike(p) && !(p.isAtLineStart && isDeclStart(i)) {
                if p.keyword != .wildcard { name = sourceText(p) }
                advance()
            } else {
                error("expected a pattern after \(text(specifier))", specifier.range)
                break
            }
            let pattern = sourceText(from: ps, to: i) ?? sourceText(p.start..<p.start)
            // Built in its slot of the list: appending a finished local copied it.
            info.bindings.append(PatternBinding(name: name, pattern: pattern, colon: nil, typeAnnotation: nil,
                                                equals: nil, initializer: nil, accessorBlock: nil,
                                                range: pattern.range))
            parseBindingRest(&info.bindings[info.bindings.count - 1], ps: ps, pattern: pattern, indent: indent)
            if cur.kind == .comma {
                advance()
                continue
            }
            break
        }
        if let b = info.bindings.first {
            d.parsedNameRange = b.name?.range ?? b.pattern.range
        }
        d.variable = info
    }

    /// The type, initializer and accessors of a binding whose pattern was just read.
    mutating func parseBindingRest(_ binding: inout PatternBinding, ps: Int, pattern: SourceText, indent: Int) {
        if cur.kind == .colon {
            binding.colon = cur.start
            advance()
            let s = i
            if !parseType() { error("expected a type annotation", tk(s - 1).range) }
            binding.typeAnnotation = sourceText(from: s, to: i)
        }
        if isOp(cur, "=") {
            binding.equals = cur.start
            advance()
            let s = i
            if atEOF || cur.kind == .semicolon || Parser.isCloser(cur.kind) {
                error("expected an initial value after '='", tk(s - 1).range)
            } else {
                i = expressionEnd(from: i, limit: Int.max, stopAtComma: true, stopAtObserverBrace: true)
                binding.initializer = sourceText(from: s, to: i)
            }
        }
        if cur.kind == .leftBrace && (binding.initializer == nil || isObserverBlock(i)) {
            binding.accessorBlock = parseAccessorBlock(indent: indent)
        }
        binding.range = pattern.range.lowerBound..<max(tk(max(i - 1, ps)).end, pattern.range.upperBound)
    }

    mutating func isObserverBlock(_ k: Int) -> Bool {
        let nt = tok(k + 1)
        return nt.kind == .identifier && (nt.keyword == .willSet || nt.keyword == .didSet)
    }

    static func accessorKind(_ k: Keyword) -> AccessorKind? {
        switch k {
        case .get: return .get
        case .set: return .set
        case ._read: return ._read
        case ._modify: return ._modify
        case .read: return .read
        case .modify: return .modify
        case .`init`: return .`init`
        case .willSet: return .willSet
        case .didSet: return .didSet
        case .unsafeAddress: return .unsafeAddress
        case .unsafeMutableAddress: return .unsafeMutableAddress
        default: return nil
        }
    }
    static let accessorModifiers: KeywordSet = [.mutating, .nonmutating, .__consuming, .consuming, .borrowing]

    /// `{ get set }`, `{ get async throws { ... } }`, `{ willSet { } didSet { } }` or an implicit getter.
    mutating func parseAccessorBlock(indent: Int) -> AccessorBlock {
        let open = i
        // Look past attributes and modifiers for an accessor keyword.
        var k = open + 1
        while true {
            if tok(k).kind == .atSign {
                k += 2
                if tok(k).kind == .leftParen && tok(k).isLeftBound {
                    var cut = 0
                    k = (matchClose(k, cut: &cut) ?? cut) + 1
                }
            } else if sets.accessorModifiers.contains(tok(k).keyword) && tok(k + 1).kind != .leftBrace {
                k += 1
            } else {
                break
            }
        }
        let kt = tok(k)
        let isList = (kt.kind == .identifier || kt.kind == .keyword) && Parser.accessorKind(kt.keyword) != nil
            && (kt.keyword != .`init` || tok(k + 1).kind == .leftBrace || tok(k + 1).kind == .leftParen)
            && !(tok(k + 1).kind == .period) && !(tok(k + 1).kind == .leftParen && kt.keyword == .get)
        if !isList {
            let body = parseBody(indent: indent)
            return AccessorBlock(braces: body.braces, accessors: [], implicitGetter: body)
        }
        // The block's end: skimmed (then accessors are read up to that offset, and their bodies can be
        // skimmed too) or matched token by token (then the tokens up to it stay as they are).
        var limit = Int.max
        var limitOffset = Int.max
        let braces: BraceBlock
        var after = 0
        let lt = tk(open)
        if canCollapse(open), let c = lx.skimClose(from: lt.trailingTriviaEnd, opener: .leftBrace) {
            limitOffset = c
            braces = BraceBlock(leftBrace: lt.start, rightBrace: c, range: lt.start..<(c + 1))
        } else {
            let (b, closeIndex) = braceBlock(indent: indent)
            braces = b
            after = i
            limit = closeIndex ?? after
            frozen = max(frozen, limit + 1)
        }
        i = open + 1
        var accessors: [Accessor] = []
        while inside(limit, limitOffset) {
            let s = cur
            var attributes: [Attribute] = []
            var modifiers: [Modifier] = []
            while cur.kind == .atSign && inside(limit, limitOffset) { attributes.append(parseAttribute()) }
            while sets.accessorModifiers.contains(cur.keyword) && inside(limit, limitOffset) && tok(i + 1).kind != .leftBrace {
                modifiers.append(parseModifier())
            }
            let kwt = cur
            guard let kind = Parser.accessorKind(kwt.keyword), isNameLike(kwt) else {
                error("expected an accessor (get, set, willSet, didSet, ...)", kwt.range)
                // Skip one statement.
                let e = expressionEnd(from: i, limit: limit)
                i = max(e, i + 1)
                continue
            }
            advance()
            var parameter: SourceText?
            if cur.kind == .leftParen {
                let po = i
                skipBalanced(what: "accessor parameter", collapsing: false)
                if i - 1 > po + 1 { parameter = sourceText(from: po + 1, to: i - 1) }
            }
            let effects = parseEffects()
            var body: Body?
            if cur.kind == .leftBrace && inside(limit, limitOffset) {
                body = parseBody(indent: indentWidth(kwt))
            }
            accessors.append(Accessor(kind: kind, keywordRange: kwt.range, attributes: attributes, modifiers: modifiers,
                                      parameter: parameter, effects: effects, body: body,
                                      range: s.start..<tk(max(i - 1, 0)).end))
            while cur.kind == .semicolon && inside(limit, limitOffset) { advance() }
        }
        if limitOffset != Int.max {
            while !atEOF && tk(i).start < limitOffset { advance() }
            // Past the closer, unless skipping a stray token (`@` then `}`: the `}` taken for an accessor) already
            // went past it, as reading token by token does.
            if tk(i).start == limitOffset { advance() }
        } else {
            i = after
        }
        return AccessorBlock(braces: braces, accessors: accessors, implicitGetter: nil)
    }

    /// Before the end of a block ending at token `limit` or at byte `limitOffset` (whichever is known).
    @inline(__always) mutating func inside(_ limit: Int, _ limitOffset: Int) -> Bool {
        i < limit && tk(i).start < limitOffset
    }

    // MARK: - Enum cases

    mutating func parseEnumCase(_ d: inout Declaration) {
        while true {
            let t = cur
            guard isNameLike(t) && !(t.isAtLineStart && isDeclStart(i)) else {
                error("expected a case name", d.keywordRange)
                break
            }
            advance()
            var assoc: SourceText?
            var raw: SourceText?
            if cur.kind == .leftParen {
                let s = i
                skipBalanced(what: "associated value")
                assoc = sourceText(from: s, to: i)
            }
            if isOp(cur, "=") {
                advance()
                let s = i
                i = expressionEnd(from: i, limit: Int.max, stopAtComma: true)
                raw = sourceText(from: s, to: i)
            }
            d.enumCaseElements.append(EnumCaseElement(name: sourceText(t), associatedValue: assoc, rawValue: raw,
                                                      range: t.start..<tk(i - 1).end))
            if cur.kind == .comma {
                advance()
                continue
            }
            break
        }
        if let f = d.enumCaseElements.first {
            d.parsedNameRange = f.name.range
        }
    }
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
