// The lexer: the main loop, one token at a time.
// (Part of `Lexer`, declared in Lexer.swift.)

extension Lexer {
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
}
