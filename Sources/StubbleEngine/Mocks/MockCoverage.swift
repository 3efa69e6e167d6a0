import StubbleSyntax

// The mock's invariant: every requirement of the protocol has a witness in the mock.
//
// Requirements are compared by full signature: name, static or not, argument labels, parameter types, result type,
// `async`, and the generic signature (generic parameters renamed by position, their constraints from `<...>` and
// `where` sorted), so that overloads differing only by effects or by generic constraints are told apart.
// `throws` is not part of the signature (a requirement cannot be overloaded on it); a witness may throw less
// than its requirement.
//
// The generator checks what it wrote against the protocol's requirements as declared (before merging
// restated ones) by parsing its own output: a mock that would miss a requirement is not written, and the
// reason names the requirement.

enum MockCoverage {
    /// Names the generic parameters positionally, so `f<T: P>(_: T)` and `f<U>(_: U) where U: P` agree.
    struct GenericSignature {
        var renaming: [String: String] = [:]
        var constraints: [String] = []
    }

    static func genericSignature(_ parameters: String?, _ whereClause: String?, selfName: String?) -> GenericSignature {
        // Not generic (most members): no parameter, no constraint.
        if parameters == nil, whereClause == nil { return GenericSignature() }
        var signature = GenericSignature()
        var raw: [String] = []
        for (index, part) in TypeText.splitTopLevel(parameters ?? "").enumerated() {
            let toks = TypeText.tokens(part)
            guard let name = toks.first(where: { $0.isIdentifier && $0.text != "each" })?.text else { continue }
            signature.renaming[name] = "__G\(index)"
            if let colon = part.firstIndex(of: ":") {
                let constraint = String(part[part.index(after: colon)...])
                for c in TypeText.splitTopLevel(constraint, separator: "&") { raw.append(name + ":" + c) }
            }
        }
        for part in TypeText.splitTopLevel(whereClause ?? "") {
            if let eq = Substring(part).mockRange(of: "==") {
                raw.append(String(part[..<eq.lowerBound]) + "==" + String(part[eq.upperBound...]))
            } else if let colon = part.firstIndex(of: ":") {
                let subject = String(part[..<colon])
                for c in TypeText.splitTopLevel(String(part[part.index(after: colon)...]), separator: "&") { raw.append(subject + ":" + c) }
            } else {
                raw.append(part)
            }
        }
        var map = signature.renaming
        if let selfName { map["Self"] = selfName }
        signature.constraints = raw.map { constraint -> String in
            if let eq = Substring(constraint).mockRange(of: "==") {
                let sides = [String(constraint[..<eq.lowerBound]), String(constraint[eq.upperBound...])]
                    .map { normalizedType($0, map) }.sorted()
                return sides.joined(separator: "==")
            }
            if let colon = constraint.firstIndex(of: ":") {
                return normalizedType(String(constraint[..<colon]), map) + ":" + normalizedType(String(constraint[constraint.index(after: colon)...]), map)
            }
            return normalizedType(constraint, map)
        }.sorted()
        return signature
    }

    /// Type text without whitespace, `Self` named as the mock names it, generic parameters renamed.
    static func normalizedType(_ text: String, _ map: [String: String]) -> String {
        var t = TypeText.renaming(text, map).withoutWhitespace
        if t.hasPrefix("Swift.") { t.removeFirst(6) }
        if t == "()" { return "Void" }
        return t
    }

    /// Parameter ownership (`consuming`, `borrowing`, `sending`) does not tell witnesses apart: a witness taking
    /// a plain parameter meets a requirement with any of them.
    static let ownership: Set<String> = ["consuming", "borrowing", "sending", "__owned", "__shared"]

    static func withoutOwnership(_ parameters: [MockParameter]) -> [MockParameter] {
        parameters.map { p in
            var p = p
            p.type = TypeText.join(TypeText.tokens(p.type).filter { !($0.isIdentifier && ownership.contains($0.text)) })
            return p
        }
    }

    /// Whether a type may have an ownership word (`ownership`) as a token: not when its UTF-8 has none of them
    /// (an identifier token equal to an ASCII word is that word's bytes).
    static func mayHaveOwnership(_ type: String) -> Bool {
        ownership.contains { TypeText.containsBytes(type, $0) }
    }

    /// The signature of a requirement or witness, without `throws` and parameter ownership (see above). Two
    /// members with the same key cannot both be declared: one witness serves both.
    /// Written as UTF-8 bytes into one buffer and made a `String` once (a `String` per part, joined, was most of the
    /// key's cost: a key is made for every requirement and for every witness the coverage check reads back).
    static func key(_ r: MockRequirement, selfName: String? = nil) -> String {
        var k = KeyText()
        switch r {
        case .method(let m):
            let g = genericSignature(m.genericParameters, m.whereClause, selfName: selfName)
            k.add("func ")
            if m.isStatic { k.add("static ") }
            k.add(MockKeywords.bare(m.name))
            k.add(g)
            k.add("(")
            k.add(m.parameters, g, selfName: selfName)
            k.add(")")
            if m.isAsync { k.add(" async") }
            k.add("->")
            k.addNormalized(m.returnType ?? "Void", g, selfName: selfName)
        case .property(let p):
            k.add("var ")
            if p.isStatic { k.add("static ") }
            k.add(MockKeywords.bare(p.name))
        case .initializer(let i):
            let g = genericSignature(i.genericParameters, i.whereClause, selfName: selfName)
            k.add("init")
            k.add(g)
            k.add("(")
            k.add(i.parameters, g, selfName: selfName)
            k.add(")")
        case .subscriptRequirement(let s):
            let g = genericSignature(s.genericParameters, s.whereClause, selfName: selfName)
            k.add("subscript ")
            if s.isStatic { k.add("static ") }
            k.add(g)
            k.add("(")
            k.add(s.parameters, g, selfName: selfName)
            k.add(")->")
            k.addNormalized(s.returnType, g, selfName: selfName)
        }
        return String(decoding: k.bytes, as: UTF8.self)
    }

    /// A key's bytes as `key` writes them.
    struct KeyText {
        var bytes: [UInt8] = []

        init() { bytes.reserveCapacity(96) }

        mutating func add(_ s: String) {
            var s = s
            s.withUTF8 { bytes.append(contentsOf: $0) }
        }

        /// The generic signature: nothing when not generic, else `<count;constraints>`.
        mutating func add(_ g: GenericSignature) {
            if g.constraints.isEmpty && g.renaming.isEmpty { return }
            add("<"); add(String(g.renaming.count)); add(";")
            for (i, c) in g.constraints.enumerated() { if i > 0 { add(",") }; add(c) }
            add(">")
        }

        /// The parameters: `label:type`, `...` for a variadic one, separated by commas. Ownership is taken out of the
        /// types that may have it: `normalizedType` of a type is that of `join(tokens(type))`, so a type without
        /// those words needs no `withoutOwnership`.
        mutating func add(_ ps: [MockParameter], _ g: GenericSignature, selfName: String?) {
            for (i, p) in ps.enumerated() {
                if i > 0 { add(",") }
                add(MockKeywords.bare(p.externalLabel))
                add(":")
                addNormalized(mayHaveOwnership(p.type) ? withoutOwnership([p])[0].type : p.type, g, selfName: selfName)
                if p.isVariadic { add("...") }
            }
        }

        /// `normalizedType(text, map)`, `map` the generic parameters' renaming and `Self` as `selfName`: plain ASCII
        /// text that mentions no name of the map (what `renaming` leaves as it is) has its spaces dropped here;
        /// other text goes through `normalizedType`.
        mutating func addNormalized(_ text: String, _ g: GenericSignature, selfName: String?) {
            guard TypeText.isPlain(text), !TypeText.containsBytes(text, "Self"), TypeText.mentionsNone(text, g.renaming.keys) else {
                var map = g.renaming
                if let selfName { map["Self"] = selfName }
                add(normalizedType(text, map))
                return
            }
            let start = bytes.count
            var text = text
            text.withUTF8 { b in for c in b where c != 0x20 { bytes.append(c) } }
            let count = bytes.count - start
            // `Swift.` dropped, `()` is `Void` (as `normalizedType`).
            if count >= 6, bytes[start] == UInt8(ascii: "S"), bytes[start + 1] == UInt8(ascii: "w"), bytes[start + 2] == UInt8(ascii: "i"),
               bytes[start + 3] == UInt8(ascii: "f"), bytes[start + 4] == UInt8(ascii: "t"), bytes[start + 5] == UInt8(ascii: ".") {
                bytes.removeSubrange(start..<(start + 6))
            }
            if bytes.count - start == 2, bytes[start] == UInt8(ascii: "("), bytes[start + 1] == UInt8(ascii: ")") {
                bytes.removeSubrange(start...)
                add("Void")
            }
        }
    }

    /// Whether a witness may throw as it does for a requirement that throws as given.
    static func throwsWithin(_ witness: ThrowsClause, _ requirement: ThrowsClause) -> Bool {
        switch (witness, requirement) {
        case (.none, _): return true
        case (_, .throwsAny): return true
        case (.rethrowing, .rethrowing): return true
        case (.typed(let a), .typed(let b)): return a.withoutWhitespace == b.withoutWhitespace
        default: return false
        }
    }

    /// Whether `w` (a member of the mock) is a witness for `r` (a requirement of the protocol).
    static func satisfies(_ w: MockRequirement, _ r: MockRequirement, selfName: String) -> Bool {
        key(w, selfName: selfName) == key(r, selfName: selfName) && satisfiesWithSameKey(w, r, selfName: selfName)
    }

    /// `satisfies` for a witness whose key is the requirement's: what the key leaves out (effects, setters,
    /// a property's type).
    static func satisfiesWithSameKey(_ w: MockRequirement, _ r: MockRequirement, selfName: String) -> Bool {
        switch (w, r) {
        case (.method(let wm), .method(let rm)):
            return throwsWithin(wm.throwsClause, rm.throwsClause)
        case (.property(let wp), .property(let rp)):
            return normalizedType(wp.type, ["Self": selfName]) == normalizedType(rp.type, ["Self": selfName])
                && (wp.hasSetter || !rp.hasSetter)
                && (!wp.getterIsAsync || rp.getterIsAsync) && throwsWithin(wp.getterThrows, rp.getterThrows)
        case (.subscriptRequirement(let ws), .subscriptRequirement(let rs)):
            return (ws.hasSetter || !rs.hasSetter) && (!ws.getterIsAsync || rs.getterIsAsync)
                && throwsWithin(ws.getterThrows, rs.getterThrows)
        case (.initializer, .initializer):
            return true
        default:
            return false
        }
    }

    /// The members of the class or actor declared in `text` (the generated mock), read as requirements.
    /// `heads`: when given, only the members whose `head` is one of them (others are not read).
    static func witnesses(inClassText text: String, heads: Set<String>? = nil) -> [MockRequirement] {
        witnesses(inClassBytes: Array(text.utf8), heads: heads)
    }

    /// `witnesses(inClassText:heads:)` of the text's UTF-8 bytes (as the generator writes it). `names`: when given
    /// with `heads`, the bare names of their functions and variables (a member of another name is not read).
    static func witnesses(inClassBytes bytes: [UInt8], heads: Set<String>? = nil, names: Set<String>? = nil) -> [MockRequirement] {
        let file = SourceFile(bytes)
        guard let type = file.declarations.first(where: { $0.kind == .class || $0.kind == .actor }) else { return [] }
        let shapes = names.flatMap(asciiShapes)
        var result: [MockRequirement] = []
        func read(_ members: [Declaration]) {
            for member in members {
                switch member.kind {
                case .ifConfig:
                    for clause in member.ifConfig?.clauses ?? [] { read(clause.declarations) }
                case .function, .initializer, .subscript, .variable:
                    result += requirements(member, in: file, heads: heads, names: names, shapes: shapes)
                default:
                    continue
                }
            }
        }
        read(type.members)
        return result
    }

    /// A declared member (of a protocol or a mock) as requirements (a `var` with several bindings gives several).
    /// `heads`: when given, only those whose `head` is one of them.
    /// `names`: when given, the bare names of the functions and variables `heads` has; a function or variable of
    /// another name has no wanted head, and is not read further (most members of a mock: records, hooks, values).
    /// `shapes`: `asciiShapes(names)`, when the caller has it: a name whose bytes have no shape of it is not one of
    /// `names`, and no `String` is made of it.
    static func requirements(_ member: Declaration, in f: SourceFile, heads: Set<String>? = nil, names: Set<String>? = nil,
                             shapes: Set<Int>? = nil) -> [MockRequirement] {
        if let names {
            if member.kind == .function,
               !mayBeOneOf(shapes, member.nameRange, in: f) || !names.contains(MockKeywords.bare(member.name)) { return [] }
            if member.kind == .variable, let variable = member.variable,
               !variable.bindings.contains(where: { b in
                   guard let name = b.name, mayBeOneOf(shapes, name.range, in: f) else { return false }
                   return names.contains(MockKeywords.bare(f.text(name)))
               }) {
                return []
            }
        }
        // The modifiers read once (each `hasModifier` made the member's modifiers anew).
        let modifiers = member.modifiers
        let isStatic = modifiers.contains { $0.keyword == "static" || $0.keyword == "class" }
        // `head` of what the member reads as, from its kind, name and staticness alone (as `head` says it).
        func wanted(_ head: @autoclosure () -> String) -> Bool { heads?.contains(head()) ?? true }
        switch member.kind {
        case .function:
            guard wanted("func \(isStatic ? "static " : "")\(MockKeywords.bare(member.name))") else { return [] }
            guard let sig = member.signature else { return [] }
            return [.method(MockMethod(
                name: member.name,
                genericParameters: member.genericParameters.map { ProtocolReader.stripAngles(f.text($0)) },
                parameters: sig.parameters.map { ProtocolReader.parameter($0, in: f) },
                isAsync: sig.effects.isAsync,
                throwsClause: ProtocolReader.throwsClause(sig.effects, in: f),
                returnType: f.text(sig.returnType),
                whereClause: member.whereClause.map { ProtocolReader.stripWhere(f.text($0)) },
                isStatic: isStatic, attributes: []))]
        case .initializer:
            guard wanted("init") else { return [] }
            guard let sig = member.signature else { return [] }
            return [.initializer(MockInitializer(
                genericParameters: member.genericParameters.map { ProtocolReader.stripAngles(f.text($0)) },
                parameters: sig.parameters.map { ProtocolReader.parameter($0, in: f) },
                whereClause: member.whereClause.map { ProtocolReader.stripWhere(f.text($0)) }))]
        case .subscript:
            guard wanted("subscript \(isStatic ? "static " : "")") else { return [] }
            guard let sig = member.signature, let returnType = f.text(sig.returnType) else { return [] }
            let accessors = member.accessorBlock?.accessors ?? []
            let getter = accessors.first { $0.kind == .get }
            return [.subscriptRequirement(MockSubscript(
                genericParameters: member.genericParameters.map { ProtocolReader.stripAngles(f.text($0)) },
                parameters: sig.parameters.map { ProtocolReader.parameter($0, in: f) },
                returnType: returnType,
                whereClause: member.whereClause.map { ProtocolReader.stripWhere(f.text($0)) },
                isStatic: isStatic,
                hasSetter: accessors.contains { $0.kind == .set },
                getterIsAsync: getter?.effects.isAsync ?? false,
                getterThrows: getter.map { ProtocolReader.throwsClause($0.effects, in: f) } ?? .none))]
        case .variable:
            guard let variable = member.variable else { return [] }
            var result: [MockRequirement] = []
            for binding in variable.bindings {
                guard let name = f.text(binding.name), wanted("var \(isStatic ? "static " : "")\(MockKeywords.bare(name))"),
                      let type = f.text(binding.typeAnnotation) else { continue }
                let accessors = binding.accessorBlock?.accessors ?? []
                let getter = accessors.first { $0.kind == .get }
                // A stored `var` (no accessors, or observers only) can be set; a computed one only with `set`.
                let computed = binding.accessorBlock?.isComputed ?? false
                let settable = !variable.isLet && !modifiers.contains(where: { $0.detail == "set" }) && (!computed || accessors.contains { $0.kind == .set })
                result.append(.property(MockProperty(
                    name: name, type: type, isStatic: isStatic, hasSetter: settable,
                    getterIsAsync: getter?.effects.isAsync ?? false,
                    getterThrows: getter.map { ProtocolReader.throwsClause($0.effects, in: f) } ?? .none)))
            }
            return result
        default:
            return []
        }
    }

    /// When every one of `names` is ASCII: each name's length and first byte, as `length << 8 | byte`. Nil otherwise.
    /// An ASCII name without a backtick (which `bare` leaves as it is) equals one of the names only when its bytes
    /// do (ASCII text is canonically equivalent to no other text), so only with one of these shapes. Most members
    /// of a mock (records, hooks, counts) are told from the requirements' names by their shape, without making a
    /// `String` of their names (that and `bare` were most of reading the mock back).
    static func asciiShapes(_ names: Set<String>) -> Set<Int>? {
        var shapes: Set<Int> = []
        for name in names {
            let utf8 = name.utf8
            guard let first = utf8.first, utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            shapes.insert(utf8.count << 8 | Int(first))
        }
        return shapes
    }

    /// Whether the name at `range` of `f` may be one of the names `shapes` was made of (`asciiShapes`): true
    /// when there are no shapes or the name is not plain ASCII without a backtick (the caller compares the text).
    static func mayBeOneOf(_ shapes: Set<Int>?, _ range: Range<Int>, in f: SourceFile) -> Bool {
        guard let shapes else { return true }
        let bytes = f.bytes
        let lo = min(max(range.lowerBound, 0), bytes.count)
        let hi = min(max(range.upperBound, lo), bytes.count)
        guard lo < hi else { return true }
        for i in lo..<hi where bytes[i] >= 0x80 || bytes[i] == UInt8(ascii: "`") { return true }
        return shapes.contains((hi - lo) << 8 | Int(bytes[lo]))
    }

    /// The start of `key`: the kind, whether static, and the name. Equal keys have equal heads.
    static func head(_ r: MockRequirement) -> String {
        switch r {
        case .method(let m): return "func \(m.isStatic ? "static " : "")\(MockKeywords.bare(m.name))"
        case .property(let p): return "var \(p.isStatic ? "static " : "")\(MockKeywords.bare(p.name))"
        case .initializer: return "init"
        case .subscriptRequirement(let s): return "subscript \(s.isStatic ? "static " : "")"
        }
    }

    /// The first requirement of the protocol (as declared) that no member of the mock's text witnesses.
    static func firstUncovered(_ proto: MockedProtocol, classText: String, mockName: String) -> MockRequirement? {
        firstUncovered(proto, classBytes: Array(classText.utf8), mockName: mockName)
    }

    /// `firstUncovered(_:classText:mockName:)` of the text's UTF-8 bytes (`MockGenerator.classBytes`).
    static func firstUncovered(_ proto: MockedProtocol, classBytes: [UInt8], mockName: String) -> MockRequirement? {
        // Each signature's key computed once (a key per pair of requirement and witness made this check most of
        // `mock --all`'s time: a mock has several members per requirement).
        // Only witnesses of a kind, name and staticness some requirement has can have its key (`key` starts with
        // them): the mock's other members (records, handlers) are not keyed.
        let heads = Set(proto.declared.map(head))
        var names: Set<String> = []
        for r in proto.declared {
            switch r {
            case .method(let m): names.insert(MockKeywords.bare(m.name))
            case .property(let p): names.insert(MockKeywords.bare(p.name))
            case .initializer, .subscriptRequirement: break
            }
        }
        var byKey: [String: [MockRequirement]] = [:]
        for w in witnesses(inClassBytes: classBytes, heads: heads, names: names) where heads.contains(head(w)) {
            byKey[key(w, selfName: mockName), default: []].append(w)
        }
        for r in proto.declared {
            let candidates = byKey[key(r, selfName: mockName)] ?? []
            if !candidates.contains(where: { satisfiesWithSameKey($0, r, selfName: mockName) }) { return r }
        }
        return nil
    }

    /// A requirement as the user wrote it, roughly: `func increment<I: P>(using: I) async`.
    static func display(_ r: MockRequirement) -> String {
        func params(_ ps: [MockParameter]) -> String {
            ps.map { p -> String in
                let label = p.externalLabel
                return (label == "_" ? "_" : label) + ": " + p.type.mockTrimmed() + (p.isVariadic ? "..." : "")
            }.joined(separator: ", ")
        }
        func effects(_ isAsync: Bool, _ t: ThrowsClause) -> String {
            var s = isAsync ? " async" : ""
            switch t {
            case .none: break
            case .throwsAny: s += " throws"
            case .rethrowing: s += " rethrows"
            case .typed(let e): s += " throws(\(e))"
            }
            return s
        }
        switch r {
        case .method(let m):
            var text = (m.isStatic ? "static " : "") + "func " + MockKeywords.bare(m.name)
            if let g = m.genericParameters { text += "<\(g)>" }
            text += "(" + params(m.parameters) + ")" + effects(m.isAsync, m.throwsClause)
            if let ret = m.returnType { text += " -> " + ret }
            if let w = m.whereClause { text += " where " + w }
            return text
        case .property(let p):
            return (p.isStatic ? "static " : "") + "var \(MockKeywords.bare(p.name)): \(p.type) { get\(p.hasSetter ? " set" : "") }"
        case .initializer(let i):
            var text = "init"
            if let g = i.genericParameters { text += "<\(g)>" }
            text += "(" + params(i.parameters) + ")"
            if let w = i.whereClause { text += " where " + w }
            return text
        case .subscriptRequirement(let s):
            var text = (s.isStatic ? "static " : "") + "subscript"
            if let g = s.genericParameters { text += "<\(g)>" }
            text += "(" + params(s.parameters) + ") -> " + s.returnType
            if let w = s.whereClause { text += " where " + w }
            return text
        }
    }
}
