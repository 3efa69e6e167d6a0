// The parser: variables and their bindings.
// (Part of `Parser`, declared in Parser.swift.)

extension Parser {
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
        // Room for the usual few (`get`/`set`, with `init` and `_modify`): one allocation, not one per size.
        var accessors: [Accessor] = []
        accessors.reserveCapacity(4)
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
                body = parseBody(indentOf: kwt)
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
}
