// Builds the declaration outline from tokens. Recursive descent over member lists, skipping what it
// does not need (expressions, statements) by balanced brackets. Forgiving: on anything unexpected it
// moves on by at least one token, so it always terminates.

private let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "final", "override",
    "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "required", "convenience",
    "indirect", "nonisolated", "isolated", "distributed", "consuming", "borrowing", "__consuming", "prefix",
    "postfix", "infix",
]
private let declKeywords: Set<String> = [
    "func", "init", "deinit", "subscript", "var", "let", "class", "struct", "enum", "actor", "protocol",
    "extension", "typealias", "associatedtype", "case", "import", "operator", "precedencegroup", "macro",
]
private let statementKeywords: Set<String> = [
    "return", "throw", "let", "var", "guard", "for", "while", "repeat", "defer", "do", "break", "continue",
    "fallthrough", "func", "struct", "class", "enum", "actor", "import", "typealias", "protocol", "extension",
]

struct DeclScanner {
    let bytes: [UInt8]
    let all: [Token]
    /// Significant tokens (no spaces, newlines, comments).
    var sig: [Token] = []
    /// For each significant token: a newline precedes it (since the previous significant token).
    var nlBefore: [Bool] = []
    /// For each significant token: index in `all`.
    var allIndex: [Int] = []
    var p = 0
    /// Where the previous declaration (or the enclosing `{`) ended, for leading comments.
    var lastEndAll = -1

    init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.all = tokens
        var nl = true
        for (k, t) in tokens.enumerated() {
            switch t.kind {
            case .space, .lineComment, .blockComment: continue
            case .newline: nl = true
            default:
                sig.append(t); nlBefore.append(nl); allIndex.append(k); nl = false
            }
        }
    }

    // MARK: token helpers

    var atEnd: Bool { p >= sig.count }
    func text(_ k: Int) -> String {
        guard k < sig.count else { return "" }
        return String(decoding: bytes[sig[k].start..<sig[k].end], as: UTF8.self)
    }
    func isByte(_ k: Int, _ c: Character) -> Bool {
        guard k < sig.count else { return false }
        let t = sig[k]
        return t.end - t.start == 1 && bytes[t.start] == c.asciiValue! && (t.kind == .punct)
    }
    func textOf(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
    func trimmedText(from a: Int, to b: Int) -> String {
        // Tokens a..<b (significant indices), original spacing kept, trimmed.
        guard a < b, a < sig.count else { return "" }
        return textOf(sig[a].start..<sig[b - 1].end)
    }

    /// Skips a balanced group starting at an opening bracket at `k`; returns index after the closer.
    func skipGroup(_ k: Int) -> Int {
        var depth = 0
        var j = k
        while j < sig.count {
            if isByte(j, "(") || isByte(j, "[") || isByte(j, "{") { depth += 1 }
            else if isByte(j, ")") || isByte(j, "]") || isByte(j, "}") {
                depth -= 1
                if depth <= 0 { return j + 1 }
            }
            j += 1
        }
        return j
    }

    /// Skips `<...>` generic brackets at `k` (which is `<`).
    func skipAngles(_ k: Int) -> Int {
        var depth = 0
        var j = k
        while j < sig.count {
            if isByte(j, "<") { depth += 1 }
            else if isByte(j, ">") { depth -= 1; if depth == 0 { return j + 1 } }
            else if isByte(j, "(") || isByte(j, "[") { j = skipGroup(j); continue }
            else if isByte(j, "{") || isByte(j, "}") || isByte(j, ";") { return j }
            j += 1
        }
        return j
    }

    func startsDeclaration(_ k: Int) -> Bool {
        guard k < sig.count else { return true }
        let t = sig[k]
        if t.kind == .attribute { return true }
        if t.kind == .identifier {
            let s = text(k)
            if declKeywords.contains(s) || s.hasPrefix("#") { return true }
            if modifierWords.contains(s) {
                return k + 1 < sig.count && (sig[k + 1].kind == .identifier || isByte(k + 1, "("))
            }
        }
        return isByte(k, "}") || isByte(k, ";")
    }

    func isBinaryOperatorToken(_ k: Int) -> Bool {
        guard k < sig.count, sig[k].kind == .punct else { return false }
        let s = text(k)
        switch s {
        case "(", ")", "[", "]", "{", "}", ",", ";", "\\", "!", "?", "<", ">": return s == "<" || s == ">"
        default: return true // ".", "=", "==", "+", "&&", "->", ":", ...
        }
    }

    /// Whether a newline before `k` ends the current statement.
    func newlineEndsStatement(before k: Int) -> Bool {
        guard k < sig.count, k > 0 else { return true }
        if !nlBefore[k] { return false }
        let next = text(k)
        if ["else", "catch", "where", "in"].contains(next) { return false }
        if sig[k].kind == .punct && next != "(" && next != "[" && next != "{" && next != "!" && next != "&" && next != "\\" {
            // `.member`, `+ x`, `?? y`, `: z`, `-> T`
            if next != "}" && next != ")" && next != "]" && next != ";" && next != "," { return false }
        }
        let prev = k - 1
        if sig[prev].kind == .punct {
            let s = text(prev)
            if s == "," || s == "(" || s == "[" || s == "=" || s == "->" || s == ":" { return false }
            if !["}", ")", "]", "?", "!", ">", "<", ";", "\\"].contains(s) && !s.hasSuffix("?") { return false }
        }
        return true
    }

    // MARK: file and member lists

    mutating func parseFile() -> [Decl] {
        p = 0
        lastEndAll = -1
        return parseMembers(parent: nil, topLevel: true)
    }

    /// Parses declarations until a `}` at this level (not consumed) or the end.
    mutating func parseMembers(parent: Decl?, topLevel: Bool) -> [Decl] {
        var out: [Decl] = []
        var ifDepth = 0
        while !atEnd {
            if isByte(p, "}") {
                if topLevel { p += 1; lastEndAll = allIndex[p - 1]; continue }
                return out
            }
            if isByte(p, ";") { p += 1; continue }
            let t = text(p)
            if t == "#if" || t == "#elseif" || t == "#else" || t == "#endif" {
                if t == "#if" { ifDepth += 1 }
                if t == "#endif" { ifDepth = max(0, ifDepth - 1) }
                p += 1
                // Condition runs to the end of the line.
                while !atEnd, !nlBefore[p] { p += 1 }
                lastEndAll = allIndex[p - 1]
                continue
            }
            let before = p
            if let d = parseDeclaration(parent: parent) {
                d.ifConfigDepth = ifDepth
                out.append(d)
            } else {
                // Not a declaration: top-level code or something we do not model. Skip one statement.
                skipStatement()
            }
            if p == before { p += 1 }
            if p > 0 { lastEndAll = allIndex[min(p, sig.count) - 1] }
        }
        return out
    }

    mutating func skipStatement() {
        let begin = p
        while !atEnd {
            if p > begin && (isByte(p, "}") || isByte(p, ";")) { return }
            if p > begin && newlineEndsStatement(before: p) && startsDeclaration(p) { return }
            if isByte(p, "(") || isByte(p, "[") || isByte(p, "{") { p = skipGroup(p); continue }
            p += 1
            if p < sig.count && nlBefore[p] && newlineEndsStatement(before: p) { return }
        }
    }

    mutating func leadingComments(beforeSig k: Int) -> [Token] {
        let lo = lastEndAll + 1
        let hi = allIndex[k]
        guard lo < hi else { return [] }
        return all[lo..<hi].filter { $0.kind == .lineComment || $0.kind == .blockComment }
    }

    mutating func parseDeclaration(parent: Decl?) -> Decl? {
        let first = p
        var attrs: [Attribute] = []
        var mods: [String] = []
        var k = p
        while k < sig.count {
            if sig[k].kind == .attribute {
                let ak = k
                let name = String(text(k).dropFirst())
                var end = sig[k].end
                var args: String? = nil
                if isByte(k + 1, "("), sig[k + 1].start == sig[k].end {
                    let after = skipGroup(k + 1)
                    end = sig[after - 1].end
                    args = after - 1 > k + 2 ? trimmedText(from: k + 2, to: after - 1) : ""
                    k = after
                } else { k += 1 }
                attrs.append(Attribute(name: name, range: sig[ak].start..<end, arguments: args))
                continue
            }
            if sig[k].kind == .identifier {
                let s = text(k)
                if s == "class", k + 1 < sig.count, sig[k + 1].kind == .identifier,
                   modifierWords.contains(text(k + 1)) || ["func", "var", "let", "subscript"].contains(text(k + 1)) {
                    mods.append("class"); k += 1; continue
                }
                if modifierWords.contains(s), k + 1 < sig.count, sig[k + 1].kind == .identifier || isByte(k + 1, "(") {
                    if isByte(k + 1, "(") {
                        let after = skipGroup(k + 1)
                        mods.append(s + trimmedText(from: k + 1, to: after).filter { $0 != " " })
                        k = after
                    } else {
                        mods.append(s); k += 1
                    }
                    continue
                }
            }
            break
        }
        guard k < sig.count, sig[k].kind == .identifier, declKeywords.contains(text(k)) else { return nil }
        let keyword = text(k)
        let d: Decl
        switch keyword {
        case "func": d = Decl(kind: .function)
        case "init": d = Decl(kind: .initializer)
        case "deinit": d = Decl(kind: .deinitializer)
        case "subscript": d = Decl(kind: .subscript)
        case "var", "let": d = Decl(kind: .variable); d.isLet = keyword == "let"
        case "class": d = Decl(kind: .class)
        case "struct": d = Decl(kind: .struct)
        case "enum": d = Decl(kind: .enum)
        case "actor": d = Decl(kind: .actor)
        case "protocol": d = Decl(kind: .protocol)
        case "extension": d = Decl(kind: .extension)
        case "case": d = Decl(kind: .enumCase)
        default: d = Decl(kind: .other)
        }
        d.parent = parent
        d.start = sig[first].start
        d.leadingComments = leadingComments(beforeSig: first)
        d.attributes = attrs
        d.modifiers = mods
        d.keywordRange = sig[k].range
        p = k + 1
        switch d.kind {
        case .function, .initializer, .subscript, .deinitializer: parseFunction(d)
        case .variable: parseVariable(d)
        case .class, .struct, .enum, .actor, .protocol, .extension: parseType(d)
        default:
            // typealias / associatedtype / operator / macro ...: remember the name.
            if d.kind == .other, !atEnd, sig[p].kind == .identifier {
                d.nameRange = sig[p].range
                d.name = text(p).removingBackticks
            }
            skipStatement()
        }
        d.end = p > 0 ? sig[min(p, sig.count) - 1].end : d.start
        if d.end < d.start { d.end = d.start }
        return d
    }

    // MARK: functions

    mutating func parseFunction(_ d: Decl) {
        if d.kind == .function {
            // Name: identifier or operator.
            let nameStart = p
            if !atEnd, sig[p].kind == .identifier { p += 1 }
            else {
                while !atEnd, sig[p].kind == .punct, !isByte(p, "("), !isByte(p, "<") || p == nameStart { p += 1 }
            }
            if p > nameStart {
                d.nameRange = sig[nameStart].start..<sig[p - 1].end
                d.name = textOf(d.nameRange).removingBackticks
            }
        } else if d.kind == .initializer {
            d.name = "init"
            d.nameRange = d.keywordRange
            if isByte(p, "?") || isByte(p, "!") { p += 1 }
        } else {
            d.name = d.kind == .subscript ? "subscript" : "deinit"
            d.nameRange = d.keywordRange
        }
        if isByte(p, "<") {
            let after = skipAngles(p)
            d.genericParams = trimmedText(from: p, to: after)
            p = after
        }
        if isByte(p, "(") {
            let after = skipGroup(p)
            d.paramsRange = sig[p].start..<sig[after - 1].end
            d.params = parseParams(from: p + 1, to: after - 1)
            p = after
        }
        // Effects.
        let effStart = p
        while !atEnd, !isByte(p, "{"), !isByte(p, "}"), !isByte(p, ";"), text(p) != "->", text(p) != "where" {
            if nlBefore[p] && startsDeclaration(p) { break }
            if isByte(p, "(") { p = skipGroup(p); continue }
            p += 1
        }
        d.effectsText = trimmedText(from: effStart, to: p)
        if text(p) == "->" {
            p += 1
            let rs = p
            while !atEnd, !isByte(p, "{"), !isByte(p, "}"), !isByte(p, ";"), text(p) != "where" {
                if p > rs && nlBefore[p] && startsDeclaration(p) { break }
                if isByte(p, "(") || isByte(p, "[") { p = skipGroup(p); continue }
                if isByte(p, "<") { p = skipAngles(p); continue }
                p += 1
            }
            if p > rs {
                d.returnTypeRange = sig[rs].start..<sig[p - 1].end
                d.returnType = textOf(d.returnTypeRange!)
            }
        }
        if text(p) == "where" {
            let ws = p
            while !atEnd, !isByte(p, "{"), !isByte(p, "}"), !isByte(p, ";") {
                if p > ws + 1 && nlBefore[p] && startsDeclaration(p) { break }
                if isByte(p, "(") || isByte(p, "[") { p = skipGroup(p); continue }
                p += 1
            }
            d.whereClause = trimmedText(from: ws, to: p)
        }
        if isByte(p, "{") {
            let open = p
            let after = skipGroup(p)
            d.body = sig[open].start..<sig[after - 1].end
            if after - 1 < sig.count, isByte(after - 1, "}") {
                analyseBody(d, open: open, close: after - 1)
            }
            p = after
        }
    }

    func parseParams(from a: Int, to b: Int) -> [Param] {
        var out: [Param] = []
        var k = a
        while k < b {
            let ps = k
            // Find the end (a comma at depth 0).
            var j = k
            while j < b, !isByte(j, ",") {
                if isByte(j, "(") || isByte(j, "[") || isByte(j, "{") { j = skipGroup(j); continue }
                if isByte(j, "<") { j = skipAngles(j); continue }
                j += 1
            }
            let pe = min(j, b)
            // names ... ':' type ['=' default]
            var colon = ps
            while colon < pe, !isByte(colon, ":") { colon += 1 }
            if colon < pe {
                let names = (ps..<colon).map { text($0) }.filter { !$0.hasPrefix("@") }
                var external: String? = nil, internalName: String? = nil
                if names.count >= 2 { external = names[0]; internalName = names[1] }
                else if names.count == 1 { external = names[0]; internalName = names[0] }
                if internalName == "_" { internalName = nil }
                if let e = external { external = e.removingBackticks }
                if let i = internalName { internalName = i }
                if names.count >= 2, external == "_" { external = "_" }
                // Type until '=' at depth 0.
                var te = colon + 1
                while te < pe, !isByte(te, "=") || sig[te].end - sig[te].start != 1 {
                    if isByte(te, "(") || isByte(te, "[") { te = skipGroup(te); continue }
                    te += 1
                }
                let typeText = colon + 1 < te ? trimmedText(from: colon + 1, to: te) : ""
                out.append(Param(externalName: names.count == 1 ? external : (external == "_" ? nil : external),
                                 internalName: internalName, typeText: typeText, hasDefault: te < pe,
                                 range: sig[ps].start..<sig[max(ps, pe - 1)].end))
                if names.count == 1, external == "_" { out[out.count - 1].externalName = nil }
            }
            k = pe + 1
        }
        return out
    }

    func analyseBody(_ d: Decl, open: Int, close: Int) {
        var starts: [Int] = []
        var k = open + 1
        var firstTokens: [Int] = []
        while k < close {
            if k == open + 1 || isByte(k - 1, ";") || newlineEndsStatement(before: k) {
                if !isByte(k, ";") { starts.append(sig[k].start); firstTokens.append(k) }
            }
            if isByte(k, "(") || isByte(k, "[") || isByte(k, "{") { k = min(skipGroup(k), close); continue }
            k += 1
        }
        d.statementStarts = starts
        if firstTokens.count == 1 {
            let ft = firstTokens[0]
            let w = text(ft)
            if statementKeywords.contains(w) || (sig[ft].kind == .attribute) || w.hasPrefix("#") {
                d.isSingleExpressionBody = false
            } else if w == "if" || w == "switch" {
                // An if/switch is an expression only if no branch returns (or breaks out).
                var hasReturn = false
                for j in ft..<close where sig[j].kind == .identifier && (text(j) == "return" || text(j) == "fallthrough") {
                    hasReturn = true; break
                }
                d.isSingleExpressionBody = !hasReturn
            } else {
                d.isSingleExpressionBody = true
            }
        }
    }

    // MARK: variables

    mutating func parseVariable(_ d: Decl) {
        while !atEnd {
            let bs = p
            var b = Binding(name: nil, nameRange: 0..<0, typeText: nil, typeRange: nil, initializerText: nil,
                            initializerRange: nil, accessorBlock: nil, accessorKinds: [], range: 0..<0)
            if sig[p].kind == .identifier {
                b.nameRange = sig[p].range
                b.name = text(p).removingBackticks
                p += 1
            } else if isByte(p, "(") {
                let after = skipGroup(p)
                b.nameRange = sig[p].start..<sig[after - 1].end
                p = after
            } else { break }
            if isByte(p, ":") {
                p += 1
                let ts = p
                while !atEnd, !isByte(p, "{"), !isByte(p, "}"), !isByte(p, ","), !isByte(p, ";"),
                      !(isByte(p, "=") && sig[p].end - sig[p].start == 1) {
                    if p > ts && nlBefore[p] && !(sig[p].kind == .punct && !isByte(p, "(") && !isByte(p, "[")) { break }
                    if isByte(p, "(") || isByte(p, "[") { p = skipGroup(p); continue }
                    if isByte(p, "<") { p = skipAngles(p); continue }
                    p += 1
                }
                if p > ts {
                    b.typeRange = sig[ts].start..<sig[p - 1].end
                    b.typeText = textOf(b.typeRange!)
                }
            }
            if isByte(p, "="), sig[p].end - sig[p].start == 1 {
                p += 1
                let es = p
                while !atEnd, !isByte(p, "}"), !isByte(p, ","), !isByte(p, ";") {
                    if p > es && newlineEndsStatement(before: p) { break }
                    if isByte(p, "{") {
                        // Observers after an initializer, or a trailing closure?
                        let w = text(p + 1)
                        if w == "willSet" || w == "didSet" || (sig.count > p + 1 && sig[p + 1].kind == .attribute) { break }
                        p = skipGroup(p); continue
                    }
                    if isByte(p, "(") || isByte(p, "[") { p = skipGroup(p); continue }
                    p += 1
                }
                if p > es {
                    b.initializerRange = sig[es].start..<sig[p - 1].end
                    b.initializerText = textOf(b.initializerRange!)
                }
            }
            if isByte(p, "{") {
                let after = skipGroup(p)
                b.accessorBlock = sig[p].start..<sig[after - 1].end
                // Accessor kinds: identifiers at depth 1 followed by `{` (or effects then `{`).
                var j = p + 1
                var kinds: [String] = []
                let accessorNames: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify", "init", "read", "modify", "unsafeAddress", "unsafeMutableAddress"]
                while j < after - 1 {
                    if sig[j].kind == .identifier, accessorNames.contains(text(j)), j == p + 1 || nlBefore[j] || isByte(j - 1, "}") || sig[j - 1].kind == .attribute || isByte(j - 1, ")") || modifierWords.contains(text(j - 1)) {
                        kinds.append(text(j))
                    }
                    if isByte(j, "{") || isByte(j, "(") || isByte(j, "[") { j = skipGroup(j); continue }
                    j += 1
                }
                b.accessorKinds = kinds
                if kinds.isEmpty, after - 1 > p, isByte(after - 1, "}") {
                    let probe = Decl(kind: .function)
                    analyseBody(probe, open: p, close: after - 1)
                    b.getterStatementStarts = probe.statementStarts
                    b.getterIsSingleExpression = probe.isSingleExpressionBody
                }
                p = after
            }
            b.range = sig[bs].start..<sig[max(bs, p - 1)].end
            d.bindings.append(b)
            if isByte(p, ",") { p += 1; continue }
            break
        }
        if let first = d.bindings.first {
            d.name = first.name ?? ""
            d.nameRange = first.nameRange
        }
    }

    // MARK: types

    mutating func parseType(_ d: Decl) {
        // Name (extension: a dotted path with generic arguments).
        let ns = p
        while !atEnd, sig[p].kind == .identifier || (isByte(p, ".") && d.kind == .extension) {
            if p > ns && sig[p].kind == .identifier && !isByte(p - 1, ".") { break }
            p += 1
        }
        if p > ns {
            d.nameRange = sig[ns].start..<sig[p - 1].end
            d.name = textOf(d.nameRange).removingBackticks
        }
        if isByte(p, "<") {
            let after = skipAngles(p)
            d.genericParams = trimmedText(from: p, to: after)
            p = after
        }
        if isByte(p, ":") {
            p += 1
            var cur = p
            while !atEnd, !isByte(p, "{"), text(p) != "where", !isByte(p, "}") {
                if isByte(p, ",") {
                    d.inheritance.append(trimmedText(from: cur, to: p)); p += 1; cur = p; continue
                }
                if isByte(p, "<") { p = skipAngles(p); continue }
                if isByte(p, "(") { p = skipGroup(p); continue }
                p += 1
            }
            if p > cur { d.inheritance.append(trimmedText(from: cur, to: p)) }
        }
        if text(p) == "where" {
            let ws = p
            while !atEnd, !isByte(p, "{"), !isByte(p, "}") { p += 1 }
            d.whereClause = trimmedText(from: ws, to: p)
        }
        guard isByte(p, "{") else { return }
        let open = p
        p += 1
        lastEndAll = allIndex[open]
        d.members = parseMembers(parent: d, topLevel: false)
        if isByte(p, "}") { p += 1 }
        d.body = sig[open].start..<sig[max(open, p - 1)].end
    }
}
