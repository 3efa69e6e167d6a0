// Which declarations are targets, in what order, and the per-type passes over them (static resets, spy resets, Codable keys, what initializers read).

import StubbleSyntax

extension Expander {
    /// Each declaration's expansion (`expand`), in order. One declaration's expansion reads the file and the
    /// module and writes only what the thread-safe caches hold (`TypeFactsCache`; the syntax tree's lazy parts
    /// are behind its own lock), so many are made on every core: `add --all` on generated code expands thousands
    /// of properties, two fifths of its work. A few are made here, where starting threads would cost more.
    /// `perChunk`: declarations per task (a test makes it 1, so that the fixtures' few declarations go parallel).
    func expandAll(_ decls: [(OutlineDecl, StubOptions)], perChunk: Int = 32) -> [Result<[Insertion], Skip>] {
        StubContext.chunkedMap(decls, perChunk: perChunk) { [self] in
            expand($0.0, options: $0.1, hook: names[ObjectIdentifier($0.0)])
        }
    }

    // MARK: Reading hook names back from generated lines

    // The passes below read the names of the hooks an expansion declares back from its lines. By Characters
    // (`split(separator:)`, `String.contains`) that cost about 200k instructions per stubbed initializer of
    // `add --all` on generated code, on the thread that gathers the expansions. These read the same lines and
    // words by bytes where that is the same reading, and by Characters elsewhere.

    /// `text.split(separator: "\n")`. By bytes when `text` has no carriage return: a `\n` is then a Character
    /// of its own (only `\r\n` joins it to another), so each line is the same.
    static func lines(of text: String) -> [Substring] {
        text.utf8.contains(0x0D) ? text.split(separator: "\n") : split(text[...], at: 0x0A)
    }

    /// `line.split(separator: " ")`. By bytes when the line is ASCII (no scalar then extends a space into a
    /// longer Character).
    static func words(of line: Substring) -> [Substring] {
        line.utf8.allSatisfy({ $0 < 0x80 }) ? split(line, at: 0x20) : line.split(separator: " ")
    }

    /// `s` split at each `byte` (ASCII), empty pieces left out, as its slices.
    private static func split(_ s: Substring, at byte: UInt8) -> [Substring] {
        let u = s.utf8
        var out: [Substring] = []
        var start = u.startIndex
        var i = u.startIndex
        while i < u.endIndex {
            if u[i] == byte {
                if start < i { out.append(s[start..<i]) }
                start = u.index(after: i)
            }
            i = u.index(after: i)
        }
        if start < u.endIndex { out.append(s[start...]) }
        return out
    }

    /// `line.contains(needle)` for an ASCII `needle`. By bytes when the line is ASCII (its Characters are then
    /// its bytes).
    static func mentions(_ line: Substring, _ needle: String) -> Bool {
        let u = line.utf8, n = Array(needle.utf8)
        guard u.allSatisfy({ $0 < 0x80 }) else { return line.contains(needle) }
        let bytes = Array(u)
        guard !n.isEmpty, n.count <= bytes.count else { return n.isEmpty }
        for i in 0...(bytes.count - n.count) where bytes[i] == n[0] {
            var k = 1
            while k < n.count && bytes[i + k] == n[k] { k += 1 }
            if k == n.count { return true }
        }
        return false
    }

    /// Every declaration to stub, with its expected pieces or the reason it is skipped.
    func targets() -> [Target] {
        var out: [Target] = []
        func visit(_ decls: [OutlineDecl], typeAnnotation: Annotation?) {
            for d in decls {
                let own = annotation(of: d)
                if d.kind.isType {
                    if let own, (d.kind == .class || d.kind == .struct || d.kind == .actor || extensionHasStubbableMembers(d)) {
                        visit(d.members, typeAnnotation: own)
                    } else {
                        visit(d.members, typeAnnotation: nil)
                    }
                    continue
                }
                guard let ann = own ?? typeAnnotation else { continue }
                let direct = own != nil
                if !direct && !(d.kind == .function || d.kind == .variable || d.kind == .initializer || d.kind == .subscript) { continue }
                var t = Target(decl: d, annotation: ann, direct: direct)
                if direct, let misplaced = misplacement(ann, d) {
                    t.skip = misplaced
                    out.append(t)
                    continue
                }
                if let r = reused[ObjectIdentifier(d)] {
                    record(r, in: &t)
                } else {
                    jobs.append(out.count)
                }
                out.append(t)
            }
        }
        func record(_ result: Result<[Insertion], Skip>, in t: inout Target) {
            log?.record(t.decl, result)
            switch result {
            case .success(let ins):
                t.insertions = ins.filter { $0.sPos != Insertion.remote }
                t.remote = ins.filter { $0.sPos == Insertion.remote }.map(\.text)
            case .failure(let skip): t.skip = skip
            }
        }
        // The targets to expand (indices in `out`): found in order first, expanded after, on every core when
        // there are many (`expandAll`).
        var jobs: [Int] = []
        visit(outline.declarations, typeAnnotation: nil)
        let results = expandAll(jobs.map { (out[$0].decl, out[$0].annotation.options) })
        for (i, result) in zip(jobs, results) { record(result, in: &out[i]) }
        // A member of an extension of a type declared in several `#if` clauses here, compiled with none of them
        // in particular: its hooks in its home's body (under all of its conditions) go in every declaration.
        for i in out.indices where out[i].skip == nil {
            let d = out[i].decl
            guard let h = home(of: d), let place = hookHomeInsertion(h) else { continue }
            for other in otherDeclarations(of: h, for: d) {
                guard let there = hookHomeInsertion(other) else { continue }
                out[i].insertions += out[i].insertions.filter { $0.sPos == place.at }.map {
                    Insertion(sPos: there.at, text: Self.reindented($0.text, from: place.indent, to: there.indent))
                }
            }
        }
        var index = TargetIndex(out, home: { home(of: $0) })
        func append(_ t: Target) {
            out.append(t)
            index.add(t, at: out.count - 1, home: home(of: t.decl))
        }
        // Codable types: hooks must stay out of the synthesized conformance, and renamed backing
        // storage must keep its key.
        // Structs with stubbed instance members get the box that holds their hooks. The members the box
        // rules out are skipped first: the coding keys name only the storage that is really renamed.
        var boxFor: [ObjectIdentifier: (OutlineDecl, Annotation)] = [:]
        var boxOrder: [ObjectIdentifier] = []
        // (By position, reading each target's fields in place: a copy of every target of a file of generated code,
        // in each of these passes, cost as much as a tenth of the expansions.)
        for i in out.indices where out[i].skip == nil && !hookIsStatic(out[i].decl) {
            // (A struct declared in another file gets its box from its own file: see `remoteBoxHomes`.)
            guard let h = home(of: out[i].decl), h.kind == .struct, foreignInfo(h) == nil else { continue }
            let id = ObjectIdentifier(h)
            if boxFor[id] == nil { boxFor[id] = (h, out[i].annotation); boxOrder.append(id) }
        }
        for h in remoteBoxHomes where boxFor[ObjectIdentifier(h)] == nil && hooksOutsideValueReason(h) == nil {
            boxFor[ObjectIdentifier(h)] = (h, Annotation(form: .comment, name: "Stubbable", options: StubOptions(), range: 0..<0))
            boxOrder.append(ObjectIdentifier(h))
        }
        var boxes: [Target] = []
        for id in boxOrder {
            let (h, ann) = boxFor[id]!
            // The box is a `let` with an initial value (so the memberwise init, OptionSet's
            // init(rawValue:) and Decodable stay as they are); an init that assigns `self = …`
            // would initialize it twice.
            // Initializers in every file of the module count (`init(from decoder:)` in `Foo+Codable.swift`).
            let inits = (h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)).filter { $0.kind == .initializer }
            let here = inits.contains(where: { i in i.body.map { outline.assignsSelf(in: $0) } ?? false })
            let elsewhere = Self.otherFiles(module.selfAssigning[StubContext.qualifiedName(h)], than: context.fileName)
            if here || !elsewhere.isEmpty {
                let where_ = here ? "" : " in " + elsewhere.sorted().joined(separator: ", ")
                for i in index.of(home: h) where out[i].skip == nil && !hookIsStatic(out[i].decl) {
                    out[i].insertions = []
                    out[i].skip = Skip(code: "stubble.unsupported", message: "'\(out[i].decl.displayName)' is not stubbed: an initializer of '\(h.name)'\(where_) assigns 'self = …', which would initialize its stubs' box twice", isStubbleError: false)
                }
                continue
            }
            guard let place = hookHomeInsertion(h) else {
                for i in index.of(home: h) where out[i].skip == nil && !hookIsStatic(out[i].decl) {
                    out[i].insertions = []
                    out[i].skip = Skip(code: "stubble.skipped", message: "'\(out[i].decl.displayName)' is not stubbed: the closing brace of '\(h.name)' must start its own line to hold the stubs' box", isStubbleError: false)
                }
                continue
            }
            var t = Target(decl: h, annotation: ann, direct: false)
            // An initializer with a hook assigns `self = …`: then the box is a `var` (see `structBox`).
            skipInitializersOfNoncopyable(h, &out, index)
            let reassigned = index.of(home: h).contains { out[$0].skip == nil && out[$0].decl.kind == .initializer }
            t.insertions = [Insertion(sPos: place.at, text: wrap(structBox(indent: place.indent, reassigned: reassigned, qualified: !swiftIsShadowed(in: h)), condition: ann.options.condition, indent: place.indent))]
            boxes.append(t)
        }
        let codingKeys = codableKeys(&out, index)
        // A box for a struct whose members the keys' rules then all skipped would hold nothing.
        for t in boxes where remoteBoxHomes.contains(where: { $0 === t.decl }) || index.of(home: t.decl).contains(where: { out[$0].skip == nil && !hookIsStatic(out[$0].decl) }) {
            append(t)
        }
        for (h, ann, ins, note, tentative) in codingKeys {
            if let i = index.first(of: h) {
                out[i].insertions.append(ins)
                out[i].note = note
                out[i].tentativeKeys = tentative
            } else {
                var t = Target(decl: h, annotation: ann, direct: false)
                t.insertions = [ins]
                t.note = note
                t.tentativeKeys = tentative
                append(t)
            }
        }
        // Types with static hooks get `_resetStaticStubs()`, to put every static hook back to nil
        // between tests (static state outlives a test).
        var statics: [ObjectIdentifier: (OutlineDecl, Annotation, [(name: String, conditions: [String])], Bool)] = [:]
        var staticOrder: [ObjectIdentifier] = []
        for k in out.indices where out[k].skip == nil && (hookIsStatic(out[k].decl) || out[k].decl.parent?.kind == .enum) && out[k].decl.parent != nil {
            let t = out[k]
            guard let h = home(of: t.decl), h.kind != .protocol else { continue }
            var names: [(name: String, conditions: [String])] = []
            // A hook inside `#if` (the member's own, or its extension's) is reset inside the same conditions.
            let conds = self.conditions(of: t.decl, within: h) ?? []
            for ins in t.insertions {
                for line in Self.lines(of: ins.text) where Self.mentions(line, "static var _") && line.hasSuffix("= nil " + Markers.line) {
                    let words = Self.words(of: line)
                    // (Once each: a hook copied into several declarations is one hook.)
                    if let v = words.firstIndex(of: "var"), v + 1 < words.count, let name = words[v + 1].split(separator: ":").first,
                       !names.contains(where: { $0.name == name }) {
                        names.append((String(name), conds))
                    }
                }
            }
            // (Each declaration of a type declared in several `#if` clauses that holds the hooks resets them.)
            let generic = genericStaticHome(t.decl) != nil
            for x in [h] + otherDeclarations(of: h, for: t.decl) {
                let id = ObjectIdentifier(x)
                if statics[id] == nil { statics[id] = (x, t.annotation, [], false); staticOrder.append(id) }
                statics[id]!.2 += names
                statics[id]!.3 = statics[id]!.3 || generic
            }
        }
        for id in staticOrder {
            let (h, ann, names, generic) = statics[id]!
            guard let place = hookHomeInsertion(h) else { continue }
            // A subclass of a class of the module that has (or may get) its own `_resetStaticStubs()` names its
            // reset after itself, as its hooks (`_resetStaticStubsDerived()`): Swift refuses a static method of
            // the same name in a subclass ("cannot override static method").
            var resetName = "_resetStaticStubs"
            if h.kind == .class, module.inheritedHookNames(ofClass: ModuleView.lastComponent(StubContext.qualifiedName(h)))[resetName] != nil {
                resetName += Self.identifierPart(of: ModuleView.lastComponent(h.name))
            }
            // A generic type's static hooks live in its table: the reset empties it (every specialisation's),
            // and the table is declared after the type (after each of its declarations).
            if generic, let at = staticTablePlace(h) {
                let g = h
                let table = staticTableName(g)
                let reset = [place.indent + "static func \(resetName)() {", place.indent + "    \(table).removeAll()", place.indent + "}"]
                let pieces = [Insertion(sPos: place.at, text: wrap(reset, condition: ann.options.condition, indent: place.indent)),
                              Insertion(sPos: at, text: wrap(["nonisolated(unsafe) private var \(table): [ObjectIdentifier: [String: Any]] = [:]"], condition: ann.options.condition, indent: ""))]
                if let i = index.first(of: h) {
                    out[i].insertions += pieces
                } else {
                    var t = Target(decl: h, annotation: ann, direct: false)
                    t.insertions = pieces
                    append(t)
                }
                continue
            }
            guard !names.isEmpty else { continue }
            var lines = [place.indent + "static func \(resetName)() {"]
            var open: [String] = []
            for n in names {
                if n.conditions != open {
                    if !open.isEmpty { lines.append(place.indent + "    #endif") }
                    if !n.conditions.isEmpty { lines.append(place.indent + "    #if " + n.conditions.map { n.conditions.count == 1 ? $0 : "(\($0))" }.joined(separator: " && ")) }
                    open = n.conditions
                }
                lines.append(place.indent + "    " + n.name + " = nil")
            }
            if !open.isEmpty { lines.append(place.indent + "    #endif") }
            lines.append(place.indent + "}")
            let ins = Insertion(sPos: place.at, text: wrap(lines, condition: ann.options.condition, indent: place.indent))
            if let i = index.first(of: h) {
                out[i].insertions.append(ins)
            } else {
                var t = Target(decl: h, annotation: ann, direct: false)
                t.insertions = [ins]
                append(t)
            }
        }
        for t in foreignStaticResets(&out) { append(t) }
        let beforeSpyResets = out.count
        spyResets(&out)
        // Last, so that it sees every other piece: reflection lists what the user wrote, not the stubs.
        // (`spyResets` appends a type's own target without indexing it.)
        for (h, ann, pieces) in reflectionMirrors(out, index) {
            if let i = index.first(of: h) ?? out[beforeSpyResets...].firstIndex(where: { $0.decl === h }) {
                out[i].insertions += pieces
            } else {
                var t = Target(decl: h, annotation: ann, direct: false)
                t.insertions = pieces
                append(t)
            }
        }
        return out
    }

    /// Static hooks (see `hookIsStatic`) of members of extensions here of a type declared in another file live in
    /// those extensions: a static stored property (Swift allows them in an extension), or in a generic type (or
    /// one that may be: a nested type of another file) a static computed property over this file's table
    /// (`_staticStubs_Outer_Inner`, file-private). The type's `_resetStaticStubs()` is written in its own file and
    /// cannot name them: after the first extension of the type here (the one under the fewest `#if` conditions,
    /// an unconstrained one first), an extension of its own declares `_resetStaticStubs_<File>()`, named after this
    /// file, which resets them (and the table, with it).
    func foreignStaticResets(_ out: inout [Target]) -> [Target] {
        var made: [Target] = []
        var order: [ObjectIdentifier] = []
        var members: [ObjectIdentifier: [Int]] = [:]
        for i in out.indices where out[i].skip == nil && out[i].decl.parent?.kind == .extension && hookIsStatic(out[i].decl) {
            guard let h = home(of: out[i].decl), foreignInfo(h) != nil else { continue }
            let id = ObjectIdentifier(h)
            if members[id] == nil { order.append(id) }
            members[id, default: []].append(i)
        }
        for id in order {
            let all = members[id]!
            guard let h = home(of: out[all[0]].decl), let info = foreignInfo(h) else { continue }
            var extensions: [OutlineDecl] = []
            for i in all { if let p = out[i].decl.parent, !extensions.contains(where: { $0 === p }) { extensions.append(p) } }
            let anchor = extensions.enumerated().min { a, b in
                let ka = (Self.conditionChain(a.element).count, a.element.whereClause == nil ? 0 : 1, a.offset)
                let kb = (Self.conditionChain(b.element).count, b.element.whereClause == nil ? 0 : 1, b.offset)
                return ka < kb
            }!.element
            let anchorChain = Self.conditionChain(anchor)
            let resetName = "_resetStaticStubs_" + Self.identifierPart(of: context.fileName.hasSuffix(".swift") ? String(context.fileName.dropLast(6)) : context.fileName)
            func skip(_ i: Int, _ why: String) {
                out[i].insertions = []
                out[i].skip = Skip(code: "stubble.unsupported", message: "'\(out[i].decl.displayName)' is not stubbed: " + why, isStubbleError: false)
            }
            guard let at = staticTablePlace(anchor) else {
                for i in all { skip(i, "the reset of the static hooks of '\(h.name)' in this file (\(resetName)) is declared after its extension here, whose closing brace must end its line") }
                continue
            }
            var kept: [Int] = []
            for i in all {
                let chain = Self.conditionChain(out[i].decl)
                guard chain.count >= anchorChain.count, Array(chain.prefix(anchorChain.count)) == anchorChain else {
                    skip(i, "its static hook would be reset by \(resetName)(), which is declared with the extension of '\(h.name)' under other '#if' conditions")
                    continue
                }
                kept.append(i)
            }
            guard let first = kept.first else { continue }
            let ann = out[first].annotation
            let table = genericStaticHome(out[first].decl).map { staticTableName($0) }
            var body: [String] = []
            if let table {
                body.append("        \(table).removeAll()")
            } else {
                var open: [String] = []
                for i in kept {
                    let conds = Array(Self.conditionChain(out[i].decl).dropFirst(anchorChain.count))
                    for ins in out[i].insertions {
                        for line in Self.lines(of: ins.text) where Self.mentions(line, "static var _") && line.hasSuffix("= nil " + Markers.line) {
                            let words = Self.words(of: line)
                            guard let v = words.firstIndex(of: "var"), v + 1 < words.count, let name = words[v + 1].split(separator: ":").first else { continue }
                            if conds != open {
                                if !open.isEmpty { body.append("        #endif") }
                                if !conds.isEmpty { body.append("        #if " + conds.map { conds.count == 1 ? $0 : "(\($0))" }.joined(separator: " && ")) }
                                open = conds
                            }
                            body.append("        \(name) = nil")
                        }
                    }
                }
                if !open.isEmpty { body.append("        #endif") }
            }
            // The anchor's availability carries over: the reset names its hooks.
            let available = anchor.attributes.filter { $0.name == "available" }.map { text($0.range) + " " }.joined()
            var lines = table.map { ["nonisolated(unsafe) private var \($0): [ObjectIdentifier: [String: Any]] = [:]"] } ?? []
            lines += [available + "extension \(Self.spelledQualified(info.qualifiedName)) {", "    static func \(resetName)() {"] + body + ["    }", "}"]
            var t = Target(decl: anchor, annotation: ann, direct: false)
            t.insertions = [Insertion(sPos: at, text: wrap(lines, condition: ann.options.condition, indent: ""))]
            made.append(t)
        }
        return made
    }

    /// A type annotated `spy: true` gets `resetMock()`, named as a generated mock's: every instance hook back
    /// to nil and every record back to empty (a struct empties its box, which holds both). Static hooks have
    /// `_resetStaticStubs()`. A class whose superclass (declared in this file) is spied too overrides it.
    func spyResets(_ out: inout [Target]) {
        var order: [ObjectIdentifier] = []
        var lines: [ObjectIdentifier: [(name: String, initial: String, conditions: [String])]] = [:]
        for k in out.indices where out[k].skip == nil && !hookIsStatic(out[k].decl) {
            guard let h = home(of: out[k].decl), h.kind == .class || h.kind == .actor || h.kind == .struct, foreignInfo(h) == nil,
                  annotation(of: h)?.options.spy == true else { continue }
            let t = out[k]
            let id = ObjectIdentifier(h)
            if lines[id] == nil { lines[id] = []; order.append(id) }
            let conds = self.conditions(of: t.decl, within: h) ?? []
            for ins in t.insertions {
                for line in Self.lines(of: ins.text) where line.hasSuffix(" " + Markers.line) && !Self.mentions(line, "static ") {
                    let words = Self.words(of: line)
                    guard let v = words.firstIndex(of: "var"), v + 1 < words.count, let name = words[v + 1].split(separator: ":").first else { continue }
                    let isHook = Self.mentions(line, "@exclusivity(unchecked)") && line.hasSuffix("= nil " + Markers.line)
                    let isCount = name.hasSuffix("CallCount") && line.hasSuffix(": Int = 0 " + Markers.line)
                    let isList = name.hasSuffix("Invocations") && line.hasSuffix("= [] " + Markers.line)
                    if isHook || isCount || isList { lines[id]!.append((String(name), isHook ? "nil" : isCount ? "0" : "[]", conds)) }
                }
            }
        }
        for id in order {
            guard let h = out.lazy.compactMap({ self.home(of: $0.decl) }).first(where: { ObjectIdentifier($0) == id }),
                  let ann = annotation(of: h), let place = hookHomeInsertion(h) else { continue }
            let i = place.indent
            var body: [String]
            var head = "func resetMock() {"
            if h.kind == .struct {
                guard out.contains(where: { $0.decl === h && $0.insertions.contains { Stubbing.Analysis.mentions($0.text, " _stubs = _StubBox()") } }) else { continue }
                body = [i + "    _stubs.hooks.removeAll()"]
            } else {
                body = []
                if h.kind == .class, let first = h.inheritance.first?.withoutWhitespace, let superclass = typesByName[first],
                   superclass.kind == .class, annotation(of: superclass)?.options.spy == true {
                    head = "override func resetMock() {"
                    body.append(i + "    super.resetMock()")
                }
                var open: [String] = []
                for n in lines[id]! {
                    if n.conditions != open {
                        if !open.isEmpty { body.append(i + "    #endif") }
                        if !n.conditions.isEmpty { body.append(i + "    #if " + n.conditions.map { n.conditions.count == 1 ? $0 : "(\($0))" }.joined(separator: " && ")) }
                        open = n.conditions
                    }
                    body.append(i + "    " + n.name + " = " + n.initial)
                }
                if !open.isEmpty { body.append(i + "    #endif") }
            }
            if h.kind == .actor { head = "nonisolated " + head }
            let text = wrap([i + head] + body + [i + "}"],
                            condition: ann.options.condition, indent: i)
            let ins = Insertion(sPos: place.at, text: text)
            if let k = out.firstIndex(where: { $0.decl === h }) {
                out[k].insertions.append(ins)
            } else {
                var t = Target(decl: h, annotation: ann, direct: false)
                t.insertions = [ins]
                out.append(t)
            }
        }
    }

    /// The Codable conformance Swift synthesizes for `h` (declared in its body's header or its extensions
    /// here: synthesis needs the type's file), if any: written there, or through a protocol or type alias
    /// of the module (then `note` says so), or maybe, through a name the module does not declare (a
    /// protocol of another module may refine Codable: then the type gets the keys, which are correct
    /// either way, and `note` says why).
    /// `how`: "conforms to 'Codable'", "is Codable through 'Graph' in Graph.swift", "conforms to 'P', which may
    /// refine Codable".
    func codableConformance(_ h: OutlineDecl) -> (how: String, note: String?, maybe: Bool)? {
        let headers = [h] + (extensionsByHome[ObjectIdentifier(h)] ?? [])
        for x in headers {
            for i in x.inheritance.map({ $0.trimmingSpaces }) where ModuleView.codableNames.contains(i) {
                return ("conforms to '\(i)'", nil, false)
            }
        }
        switch module.codable(headers.flatMap(\.inheritance)) {
        case .no:
            return nil
        case .yes(let c, let through):
            let how = "is \(c)" + (through.map { " " + $0 } ?? "")
            return (how, "'\(h.name)' \(how): its stubs add CodingKeys that keep the hooks out of its coding", false)
        case .maybe(let name):
            return ("conforms to '\(name)', which may refine Codable",
                    "'\(h.name)' conforms to '\(name)', which this module does not declare: it may refine Codable, so the stubs add CodingKeys that keep the hooks out of its coding (unused if it does not)", true)
        }
    }

    /// For each Codable type with stubbed instance members: the `CodingKeys` that keeps its synthesized
    /// conformance what it was. Swift synthesizes keys from every stored property; with stubs, the
    /// type also stores hooks (or the struct's box), which must not be coded, and a stubbed property's
    /// value lives in its renamed backing `_name`, which must keep the key `name`. So the generated
    /// keys list the stored properties Swift would have coded (not `lazy` ones), a renamed one as
    /// `case _name = "name"`. Where that cannot be done faithfully, the type's instance members are
    /// skipped with the reason (a type with its own CodingKeys keeps its methods' stubs, not its
    /// stored properties').
    func codableKeys(_ out: inout [Target], _ index: TargetIndex) -> [(OutlineDecl, Annotation, Insertion, String?, Bool)] {
        var homes: [ObjectIdentifier: OutlineDecl] = [:]
        var order: [ObjectIdentifier] = []
        for i in out.indices where out[i].skip == nil && !Self.hasTypeLevelHook(out[i].decl) {
            guard let h = home(of: out[i].decl), h.kind == .struct || h.kind == .class || h.kind == .actor else { continue }
            let id = ObjectIdentifier(h)
            if homes[id] == nil { homes[id] = h; order.append(id) }
        }
        func isRenamedStorage(_ t: Target) -> Bool {
            t.decl.kind == .variable && (t.insertions.contains { $0.text == "_" } || Self.isStorageCopy(t))
        }
        func skipAll(of h: OutlineDecl, where pick: (Target) -> Bool, _ message: (Target) -> String) {
            for i in index.of(home: h) where out[i].skip == nil && !Self.hasTypeLevelHook(out[i].decl) && pick(out[i]) {
                out[i].insertions = []
                out[i].skip = Skip(code: "stubble.unsupported", message: message(out[i]), isStubbleError: false)
            }
        }
        var result: [(OutlineDecl, Annotation, Insertion, String?, Bool)] = []
        for id in order {
            let h = homes[id]!
            // A type of another file: Swift synthesizes no coding from a conformance added in an extension
            // outside the type's file ("cannot be automatically synthesized in an extension in a different
            // file"), and what its own file says is `remoteRefusal`'s to judge.
            if foreignInfo(h) != nil { continue }
            guard let (how, note, maybe) = codableConformance(h) else { continue }
            let all = h.members + (extensionsByHome[id] ?? []).flatMap(\.members)
            // Keys and coding written in other files of the module count too.
            let q = StubContext.qualifiedName(h)
            let ownKeys = all.contains { $0.name == "CodingKeys" } || module.codingKeys[q] != nil
            let byHand = all.contains { m in
                (m.kind == .initializer && m.params.first?.externalName == "from")
                    || (m.kind == .function && m.name == "encode" && m.params.first?.externalName == "to")
            } || module.codesByHand[q] != nil
            if ownKeys || byHand {
                // Keys name the stored properties: a renamed backing storage would lose its key.
                let why = ownKeys ? "declares its own CodingKeys" : "codes itself by hand"
                skipAll(of: h, where: isRenamedStorage) { t in
                    "'\(t.decl.displayName)' is not stubbed: '\(h.name)' \(why), whose keys name its stored properties"
                }
                // Its own keys already leave the hooks out. Hand-written coding may use the keys Swift
                // synthesizes, which stored hooks would break: those are written out below, as Swift
                // would have made them.
                if ownKeys { continue }
            }
            // Only instance hooks stored in the type (or in its box) and renamed storage touch its coding: a
            // type left with static hooks alone (static members', initializers', and every hook of a struct
            // whose hooks live outside its values) needs no keys.
            if !index.of(home: h).contains(where: { out[$0].skip == nil && (isRenamedStorage(out[$0]) || !hookIsStatic(out[$0].decl)) }) { continue }
            let stored = h.members.filter { m in
                m.kind == .variable && !m.isStatic && !m.modifiers.contains("lazy")
                    && m.bindings.contains(where: \.isStored)
            }
            if stored.contains(where: { $0.ifConfigDepth > 0 || $0.bindings.contains { $0.name == nil } }) {
                skipAll(of: h, where: { _ in true }) { t in
                    "'\(t.decl.displayName)' is not stubbed: '\(h.name)' \(how) and has stored properties inside '#if' or with tuple patterns, which its generated CodingKeys cannot name"
                }
                continue
            }
            guard let place = hookHomeInsertion(h) else {
                skipAll(of: h, where: { _ in true }) { t in
                    "'\(t.decl.displayName)' is not stubbed: the closing brace of '\(h.name)' must start its own line to hold its CodingKeys"
                }
                continue
            }
            // Storage renamed in place is renamed in every configuration; a renamed copy only inside the
            // condition (with it off, the user's declarations are coded as written, under their own names).
            var renamedInPlace = Set<Int>(), renamedCopies = Set<Int>()
            for t in index.of(home: h).map({ out[$0] }) where t.skip == nil {
                for ins in t.insertions where ins.text == "_" { renamedInPlace.insert(ins.sPos) }
                if Self.isStorageCopy(t) { for b in t.decl.bindings { renamedCopies.insert(renameOffset(b)) } }
            }
            func keys(renamed: Set<Int>) -> [String] {
                var lines = [place.indent + "private enum CodingKeys: String, CodingKey {"]
                for m in stored {
                    for b in m.bindings {
                        guard let name = b.name else { continue }
                        let spelled = text(b.nameRange)
                        if renamed.contains(renameOffset(b)) {
                            lines.append(place.indent + "    case _\(name) = \"\(name)\"")
                        } else {
                            lines.append(place.indent + "    case \(spelled)")
                        }
                    }
                }
                // No stored property to name: an enum with no cases cannot have a raw type ("an enum with no
                // cases cannot declare a raw type"), and a plain one keeps the hooks out of the coding just the same.
                if lines.count == 1 { lines[0] = place.indent + "private enum CodingKeys: CodingKey {" }
                lines.append(place.indent + "}")
                return lines
            }
            // Every stubbed member may have been skipped above: then nothing is generated.
            guard let ann = index.of(home: h).first(where: { out[$0].skip == nil && !out[$0].decl.isStatic }).map({ out[$0].annotation }) else { continue }
            let keysText: String
            if let condition = ann.options.condition, !renamedCopies.isEmpty {
                // Inside the condition every renamed property keeps its key; outside, only those renamed in
                // place need keys (none: the type codes itself as Swift synthesizes it).
                keysText = wrap(keys(renamed: renamedInPlace.union(renamedCopies)), condition: condition, indent: place.indent,
                            elseLines: renamedInPlace.isEmpty ? nil : keys(renamed: renamedInPlace))
            } else {
                keysText = wrap(keys(renamed: renamedInPlace), condition: nil, indent: place.indent)
            }
            result.append((h, ann, Insertion(sPos: place.at, text: keysText), note, maybe && context.module == nil))
        }
        return result
    }

    /// The initializers of `h`: in its body and its extensions here.
    func initializers(of h: OutlineDecl) -> [OutlineDecl] {
        (h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)).filter { $0.kind == .initializer }
    }

    /// Why a struct cannot hold the box its instance hooks would live in (nil: it can). Such a struct's
    /// instance hooks live outside the value, as static hooks (`Point._lengthSquared`; a generic struct's in
    /// its table, one entry per specialisation), so its layout does not change at all.
    func hooksOutsideValueReason(_ h: OutlineDecl) -> String? {
        guard h.kind == .struct else { return nil }
        // (Read once per struct: `hookIsStatic` asks for every member, several times each. `keptOutsideValue`,
        // which the analysis sets after making the expander, is read on every call.)
        if let reason = outsideValueReasons.known(h) ?? outsideValueReasons.store(fixedOutsideValueReason(h), for: h) { return reason }
        if context.isAlone, keptOutsideValue.contains(ObjectIdentifier(h)) { return "kept" }
        return nil
    }

    /// `hooksOutsideValueReason` of struct `h` but for "kept": what the outline and the module say, which does
    /// not change while the expander lives.
    func fixedOutsideValueReason(_ h: OutlineDecl) -> String? {
        if h.hasAttribute("frozen") { return "@frozen" }
        // In its clause or an extension's (`extension Shrink.Integer: BitwiseCopyable where IntegerType: BitwiseCopyable {}`:
        // such a conformance must be in the type's file), or through a protocol of the module that refines it.
        if module.conforms(h.inheritance + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.inheritance), toAnyOf: ["BitwiseCopyable"]) == .yes {
            return "BitwiseCopyable"
        }
        if module.reinterpreted[h.name] != nil { return "reinterpreted" }
        // `discard self` needs stored properties that are trivially destroyed, which the box is not.
        if h.suppresses("Copyable"),
           (h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)).contains(where: { m in m.body.map { text($0).contains("discard self") } ?? false }) {
            return "discard"
        }
        if let files = module.selfAssigning[foreignInfo(h)?.qualifiedName ?? StubContext.qualifiedName(h)], !files.isEmpty { return "self" }
        if selfAssigningHere.contains(ObjectIdentifier(h)) { return "self" }
        return nil
    }

    /// Why a class's stored properties must stay where they are (nil: they need not): its layout is fixed
    /// (`@_fixed_layout`), or code of the module reads its memory by address (`_getUnsafePointerToStoredProperties`,
    /// `unsafeBitCast(_:to:)`, ...: `ModuleFacts.reinterpreted`). Swift lays out a class's stored properties in
    /// the order they are declared, so a stored hook declared before one moves it: swift-atomics'
    /// ManagedAtomicLazyReference then read and wrote its hook's closure as its atomic storage. Such a class's
    /// instance hooks go after its last stored property: at the end of its body (`storedHooksPlace`).
    func layoutKeptReason(_ h: OutlineDecl) -> String? {
        guard h.kind == .class else { return nil }
        if h.hasAttribute("_fixed_layout") { return "@_fixed_layout" }
        if module.reinterpreted[h.name] != nil { return "reinterpreted" }
        return nil
    }

    /// Where the stored hooks of `d`, an instance member declared in the body of a class whose layout is kept
    /// (`layoutKeptReason`), go: the end of that body, after every stored property (all of a class's stored
    /// properties are in its body), under the `#if` conditions `d` is under there. Nil for every other member
    /// (`unplaceable`: such a class whose closing brace does not start its own line).
    func storedHooksPlace(_ d: OutlineDecl) -> (at: Int, indent: String, conditions: [String])?? {
        // (The parent's kind first: `hookIsStatic` looks the home up, for every stored property.)
        guard d.parent?.kind == .class, !hookIsStatic(d), let h = home(of: d), h === d.parent, layoutKeptReason(h) != nil else { return nil }
        guard let place = hookHomeInsertion(h) else { return .some(nil) }
        return (place.at, place.indent, conditions(of: d, within: h) ?? [])
    }

    func unplaceableStoredHooks(_ d: OutlineDecl) -> String {
        let h = home(of: d)!
        return "'\(d.displayName)' is not stubbed: '\(h.name)' keeps its stored properties where they are (\(layoutKeptReason(h)!)), so its hooks go after them, at the end of its body, whose closing brace must start its own line"
    }

    /// Whether `d`'s hooks are static: it is static, or an instance member of a struct whose hooks live
    /// outside the value (see `hooksOutsideValueReason`).
    func hookIsStatic(_ d: OutlineDecl) -> Bool {
        Self.hasTypeLevelHook(d) || hooksOutsideValue(d)
    }

    /// An instance member whose hooks are static (its struct cannot hold the box): its code reads them as
    /// `Self._m`.
    func hooksOutsideValue(_ d: OutlineDecl) -> Bool {
        guard !d.isStatic, let h = home(of: d) else { return false }
        return hooksOutsideValueReason(h) != nil
    }

    /// Whether code in `r` may change `name` (see `SourceOutline.mutatedNames`).
    func mutates(_ name: String, in r: Range<Int>) -> Bool {
        outline.mutatedNames(in: r).contains(name)
    }

    /// Whether an initializer of `h` (in its body or its extensions here) uses `name` other than
    /// by assigning it (`self.name = …` / `name = …`): a read, `+=`, `&name`, a method call.
    /// A read after every stored property is initialized is a read of a whole value, which a computed property
    /// allows: those are not counted (see `initializedFrom`).
    func readsInInitializer(_ name: String, of h: OutlineDecl) -> Bool {
        // (Looked up first: passing `initializerReadFacts` itself copied the whole Expander for each property.)
        let facts = initializerReads.known(h) ?? initializerReads.store(initializerReadFacts(of: h), for: h)
        guard !facts.initializers.isEmpty else { return false }
        // (What each initializer reads is read once per type, `initializerReadFacts`: here only looked up.)
        // (An initializer that reads nothing, `init() {}`, needs no look-up: every stored property asks.)
        guard facts.initializers.contains(where: { !$0.afterSelf.isEmpty || !$0.bare.isEmpty || !$0.interpolated.isEmpty }) else { return false }
        let nameBytes = Array(name.utf8)
        for reads in facts.initializers {
            if reads.afterSelf.isEmpty && reads.bare.isEmpty && reads.interpolated.isEmpty { continue }
            // A parameter of that name shadows the property: then only `self.name` is the property.
            let shadowed = reads.parameters.contains(name)
            if reads.afterSelf.contains(nameBytes) || (!shadowed && reads.bare.contains(nameBytes)) { return true }
            // A mention in an interpolation counts as a read (`self.name` only, when a parameter shadows the property).
            for literal in reads.interpolated {
                if shadowed ? literal.contains("self." + name) && Self.containsWord(literal, name)
                            : Self.containsWord(literal, name) { return true }
            }
        }
        return false
    }

    /// Where, in an initializer's body (`ts`), `self` is a whole value: after its last assignment to a property
    /// (`name = …`, `self.name = …`), after `self.init(…)`, and in a class with an inheritance clause after
    /// `super.init(…)` too (without one there, the implicit call comes at the end). Nil when nothing says so.
    /// Text order stands for time: a read in a loop or a closure before the last assignment counts as early.
    func initializedFrom(_ ts: ArraySlice<Token>, of h: OutlineDecl, properties: Set<String>) -> Int? {
        var last = ts.first?.start ?? 0
        var superInit: Int? = nil
        var k = ts.startIndex
        while k < ts.endIndex {
            let t = ts[k]
            if t.kind == .keyword, t.keyword == .self || t.keyword == .super, k + 2 < ts.endIndex, ts[k + 1].kind == .period,
               text(ts[k + 2].range) == "init" {
                if t.keyword == .self { return ts[k + 2].start }
                superInit = ts[k + 2].start
            }
            if t.kind == .identifier, properties.contains(text(t.range)), k + 1 < ts.endIndex,
               ts[k + 1].kind == .operator, text(ts[k + 1].range) == "=" {
                let j = Self.statementEnd(ts, from: k + 2)
                last = max(last, j < ts.endIndex ? ts[j].start : (ts.last?.end ?? t.start))
            }
            k += 1
        }
        if h.kind == .class, !h.inheritance.isEmpty {
            guard let superInit else { return nil }
            return max(last, superInit)
        }
        return last
    }

    /// Where the statement that goes on at token `j` ends (the index of the token after it): at `;`, a `}`
    /// that closes its block, or a line that does not continue it (one starting with `.` or an operator
    /// does), outside brackets.
    static func statementEnd(_ ts: ArraySlice<Token>, from start: Int) -> Int {
        var j = start, depth = 0
        while j < ts.endIndex {
            let u = ts[j]
            if depth == 0, u.kind == .semicolon || u.kind == .rightBrace { break }
            if depth == 0, u.isAtLineStart, u.kind != .period, u.kind != .operator { break }
            switch u.kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            j += 1
        }
        return j
    }
}
