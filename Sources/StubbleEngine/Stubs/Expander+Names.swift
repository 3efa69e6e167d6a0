// Hook names, generic names and constraints, conditions, and the type spellings hooks use.

import StubbleSyntax

extension Expander {
    /// A qualified type name as code writes it. After a dot, `Type` and `Protocol` name the metatype
    /// (`Outer.Protocol`: "cannot use 'Protocol' with non-protocol type"), so a type of that name is written in
    /// backticks there (swift-otel's `` OTLPExporterConfiguration.`Protocol` ``).
    static func spelledQualified(_ qualified: String) -> String {
        let components = qualified.split(separator: ".", omittingEmptySubsequences: false)
        guard components.count > 1, components.dropFirst().contains(where: { $0 == "Type" || $0 == "Protocol" }) else { return qualified }
        return ([String(components[0])] + components.dropFirst().map { $0 == "Type" || $0 == "Protocol" ? "`\($0)`" : String($0) })
            .joined(separator: ".")
    }

    /// Hook names for the functions of one member list: Stubble's `_name`, or for overloads `_nameLabel…`.
    /// `reserved`: names taken elsewhere (a type in another file); `overloaded`: function names of that
    /// type, which a member here overloads. `taken`: `names(of: decls).union(reserved)` when the caller has it.
    /// `inherited`: names of the hooks a class's superclasses in the module have or get
    /// (`ModuleView.inheritedHookNames`), which a hook here would redeclare.
    /// `fileSuffixes`: functions whose hook names their file (see `fileSuffix`).
    /// `bodyNames`: whether a function's body declares or uses a name (a local function `_getChild` in
    /// `getChild(named:)` would hide a hook of that name: swift-mustache).
    static func hookNames(_ decls: [OutlineDecl], reserved: Set<String> = [], taken: Set<String>? = nil, overloaded: Set<String> = [], inherited: Set<String> = [],
                          fileSuffixes: [ObjectIdentifier: String] = [:],
                          bodyNames: (OutlineDecl, String) -> Bool = { _, _ in false }) -> [ObjectIdentifier: String] {
        var byName: [String: [OutlineDecl]] = [:]
        for d in decls where d.kind == .function || d.kind == .subscript || d.kind == .initializer { byName[hookBase(d), default: []].append(d) }
        var out: [ObjectIdentifier: String] = [:]
        // No function to name (a type of stored properties only): nothing below is needed.
        guard !byName.isEmpty else { return [:] }
        var used = taken ?? names(of: decls).union(reserved)
        // A stored property `x` may need `_x`, `_getX` and `_setX`: they are taken (`takenByProperty`). (Asked
        // of each candidate instead of three names made and inserted per property: every home's properties,
        // twice per `add --all`, for homes whose functions are one `init()`.)
        var propertyNames = Set<String>()
        for d in decls where d.kind == .variable {
            for b in d.bindings {
                guard let n = b.name else { continue }
                propertyNames.insert(n)
            }
        }
        var capitalizedProperties: Set<String>? = nil
        func takenByProperty(_ candidate: String) -> Bool {
            let u = candidate.utf8
            guard u.first == UInt8(ascii: "_") else { return false }
            if propertyNames.contains(String(decoding: u.dropFirst(), as: UTF8.self)) { return true }
            guard candidate.hasPrefix("_get") || candidate.hasPrefix("_set") else { return false }
            if capitalizedProperties == nil { capitalizedProperties = Set(propertyNames.map(\.capitalizedFirst)) }
            return capitalizedProperties!.contains(String(decoding: u.dropFirst(4), as: UTF8.self))
        }
        for d in decls where d.kind == .function || d.kind == .subscript || d.kind == .initializer {
            let base = hookBase(d)
            let group = byName[base] ?? [d]
            var name = "_" + base
            let isOperator = base != d.name
            // Overloads, and a method named like a property, are told apart by their labels (an operator's
            // parameters have none: by their types).
            // An initializer's hook always names its labels, like an overload's (`_initXY`; `init()` → `_init`).
            if group.count > 1 || propertyNames.contains(d.name) || overloaded.contains(d.name) || d.kind == .initializer {
                var suffix = ""
                for p in d.params {
                    if !isOperator, let e = p.externalName, e != "_" { suffix += e.capitalizedFirst }
                    else { suffix += Self.identifierPart(of: p.typeText).capitalizedFirst }
                }
                if d.params.isEmpty { suffix = "" }
                name += suffix
            }
            // An override cannot redeclare the inherited hook: it gets its own, named after its type.
            if d.modifiers.contains("override"), let p = d.parent { name += Self.identifierPart(of: p.name).capitalizedFirst }
            // Nor can a method's hook redeclare a hook a superclass's member has or gets (`getName()`'s `_getName`
            // beside an inherited property `name`'s): it is named after its type too (`_getNameEmployee`).
            else if inherited.contains(name), let p = d.parent { name += Self.identifierPart(of: p.name).capitalizedFirst }
            if let suffix = fileSuffixes[ObjectIdentifier(d)] { name += suffix }
            var candidate = name
            var n = 2
            // A parameter named like the hook would hide it inside the body (`func load(_load: Int)`).
            let paramNames = Set(d.params.compactMap { $0.internalName ?? $0.externalName })
            while used.contains(candidate) || takenByProperty(candidate) || inherited.contains(candidate) || paramNames.contains(candidate) || bodyNames(d, candidate) { candidate = name + String(n); n += 1 }
            used.insert(candidate)
            out[ObjectIdentifier(d)] = candidate
        }
        return out
    }

    /// Words a parameter may be named without backticks (`_ protocol: Int32`) that an expression or another
    /// declaration must write with them (`` `protocol` ``; FlyingFox's `socket(_:_:_:)`).
    static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any",
    ]

    /// `name` as an expression writes it: in backticks when it is a reserved word.
    static func escapedIdentifier(_ name: String) -> String {
        reservedWords.contains(name) ? "`" + name + "`" : name
    }

    /// What the hook of a function declared by extensions of one type in several files adds for its file:
    /// `_` and the file's name without `.swift`, as an identifier (`Socket+Darwin.swift` → `_SocketDarwin`).
    /// A module cannot have two files of one name, so the hooks differ.
    static func fileSuffix(_ fileName: String) -> String {
        let base = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        return "_" + identifierPart(of: base)
    }

    /// The name a function's hook is built from: its own, or for an operator a readable one (`==` →
    /// `isEqual`, `+=` → `addAssign`, prefix `-` → `negate`), as a hook must be an identifier.
    static func hookBase(_ d: OutlineDecl) -> String {
        guard d.kind == .function, let f = d.name.first, !(f.isLetter || f == "_") else { return d.name }
        return operatorName(d.name, prefix: d.modifiers.contains("prefix"), postfix: d.modifiers.contains("postfix"))
    }

    static let operatorNames: [String: String] = [
        "==": "isEqual", "!=": "isNotEqual", "===": "isIdentical", "!==": "isNotIdentical",
        "<": "isLess", "<=": "isLessOrEqual", ">": "isGreater", ">=": "isGreaterOrEqual",
        "+": "add", "-": "subtract", "*": "multiply", "/": "divide", "%": "remainder",
        "&+": "wrappingAdd", "&-": "wrappingSubtract", "&*": "wrappingMultiply",
        "&": "bitwiseAnd", "|": "bitwiseOr", "^": "bitwiseXor", "<<": "shiftLeft", ">>": "shiftRight",
        "&<<": "maskingShiftLeft", "&>>": "maskingShiftRight", "&&": "and", "||": "or",
        "~=": "matches", "...": "closedRange", "..<": "halfOpenRange", "??": "coalesce",
    ]
    static let prefixOperatorNames: [String: String] = ["-": "negate", "!": "not", "~": "bitwiseNot", "+": "prefixPlus"]

    /// `==` → `isEqual`; a compound assignment `op=` → the name of `op` + `Assign`; an operator without a
    /// name → its characters spelled out (`<>` → `lessGreater`); prefix and postfix ones say so.
    static func operatorName(_ op: String, prefix: Bool, postfix: Bool) -> String {
        if prefix, let n = prefixOperatorNames[op] { return n }
        var name: String
        if let n = operatorNames[op] { name = n }
        else if op.count > 1, op.hasSuffix("="), let n = operatorNames[String(op.dropLast())], !n.hasPrefix("is") { name = n + "Assign" }
        else {
            let chars: [Character: String] = ["+": "plus", "-": "minus", "*": "star", "/": "slash", "%": "percent", "<": "less",
                                              ">": "greater", "=": "equal", "!": "bang", "&": "and", "|": "bar", "^": "caret",
                                              "~": "tilde", "?": "question", ".": "dot"]
            name = op.enumerated().map { i, c in
                let w = chars[c] ?? "op"
                return i == 0 ? w : w.capitalizedFirst
            }.joined()
        }
        if prefix { return "prefix" + name.capitalizedFirst }
        if postfix { return "postfix" + name.capitalizedFirst }
        return name
    }

    /// For a parameter with a label but no name inside the body (`keyedBy _: Key.Type`): what its hook is
    /// passed instead of the value nobody can name, when that value is known: the metatype of a generic
    /// parameter (`Key.self`, the type the call was made with) or of a value type (`Date.Type` has one
    /// value, `Date.self`). Nil for any other parameter (an `Int`, a class's or a protocol's metatype).
    func knownMetatypeArgument(_ p: OutlineParam, of d: OutlineDecl) -> String? {
        let t = p.typeText.oneLine.trimmingSpaces
        guard t.hasSuffix(".Type") else { return nil }
        let instance = String(t.dropLast(5)).trimmingSpaces
        let parts = instance.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy(Self.isIdentifier), let last = parts.last else { return nil }
        let generic = Self.genericNames(of: d, within: home(of: d) ?? d.parent)
        if parts.count == 1, generic.contains(last) { return instance + ".self" }
        if generic.contains(last) { return nil }
        if let kinds = module.typeKindsByLastName[last] {
            return kinds.allSatisfy({ $0 == .struct || $0 == .enum }) ? instance + ".self" : nil
        }
        return Self.standardValueTypeNames.contains(last) ? instance + ".self" : nil
    }

    /// Value types of the standard library and Foundation that a metatype parameter may name (`as _: Date.Type`).
    static let standardValueTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double",
        "Bool", "String", "Character", "Substring", "Date", "Decimal", "Data", "URL", "UUID", "TimeInterval",
    ]

    /// The generic parameters `d`'s signature may name: its own and those of `scope` (its home) and the types
    /// around it.
    static func genericNames(of d: OutlineDecl, within scope: OutlineDecl?) -> Set<String> {
        var generic = Set(genericParameterNames(d.genericParams))
        var x = scope
        while let y = x { generic.formUnion(genericParameterNames(y.genericParams)); x = y.parent }
        return generic
    }

    /// `<T, U: P, each V>` → ["T", "U", "each V"].
    static func genericParameterNames(_ clause: String?) -> [String] {
        genericParameters(clause).map(\.name)
    }

    /// The parameters of a generic clause (`<K: Hashable, V: ~Copyable>`), each with its constraints as
    /// written ("" when none); split at top-level commas only.
    static func genericParameters(_ clause: String?) -> [(name: String, constraints: String)] {
        guard var c = clause?.oneLine, c.hasPrefix("<"), c.hasSuffix(">") else { return [] }
        c = String(c.dropFirst().dropLast())
        var out: [(name: String, constraints: String)] = []
        var depth = 0, current = ""
        for ch in c + "," {
            if ch == "<" || ch == "(" || ch == "[" { depth += 1 }
            if ch == ">" || ch == ")" || ch == "]" { depth -= 1 }
            if ch == "," && depth == 0 {
                let parts = current.split(separator: ":", maxSplits: 1)
                let name = parts.first.map { $0.trimmingSpaces } ?? ""
                if !name.isEmpty { out.append((name, parts.count > 1 ? parts[1].trimmingSpaces : "")) }
                current = ""
            } else { current.append(ch) }
        }
        return out
    }

    static func identifierPart(of type: String) -> String {
        var out = ""
        var upNext = false
        for ch in type {
            if ch.isLetter || ch.isNumber { out.append(upNext ? Character(ch.uppercased()) : ch); upNext = false }
            else { upNext = true }
        }
        return out
    }

    /// For a member whose hook lives in its type's body but which sees constraints that body does not (a
    /// member of an extension with a `where` clause, or one with its own `where` clause), the names a hook's
    /// type cannot mention as written there: `dotted`, the generic parameters of the type and the types around
    /// it, whose member types (`Element.Index`) may exist only under the constraints; `whole`, the names
    /// declared in constrained extensions of the type here (typealiases, nested types). A parameter or result
    /// type that mentions them passes as `Any` (cast back with `as!`), like a generic method's. A type that
    /// mentions a generic parameter itself (`Element`, `[Element]`) needs no constraint and stays as written.
    /// `argument`: the generic parameters a `where` clause constrains (`where Context: DocumentFormat`), which
    /// may be the arguments of a generic type only under that constraint (`Document<Context>` of a
    /// `Document<Format: DocumentFormat>`; Plot's `Node`): a type that names one between angle brackets passes
    /// as `Any` too.
    func constrainedNames(of d: OutlineDecl) -> (dotted: [String], whole: [String], copyable: [String], argument: [String]) {
        guard seesMoreThanItsHome(d), let h = home(of: d) else { return ([], [], [], []) }
        var argument: [String] = []
        for w in [d.parent?.kind == .extension ? d.parent?.whereClause : nil, d.whereClause].compactMap({ $0 }) {
            // (`Element: ~Copyable` suppresses a requirement: it constrains nothing.)
            for clause in w.split(separator: ",") where !clause.contains("~") {
                let lhs = clause.split(separator: ":", maxSplits: 1).first.map { $0.split(separator: "=", maxSplits: 1).first ?? $0 } ?? clause
                let name = String(lhs).replacing("where", with: "").trimmingSpaces
                if Self.isIdentifier(name) { argument.append(name) }
            }
        }
        var dotted: [String] = []
        var scope: OutlineDecl? = h
        while let x = scope {
            dotted += Self.genericParameterNames(x.genericParams)
            scope = x.parent
        }
        var whole: [String] = []
        for e in extensionsByHome[ObjectIdentifier(h)] ?? [] where e.whereClause != nil {
            for m in e.members where m.kind == .other || (m.kind.isType && m.kind != .extension) {
                if !m.name.isEmpty { whole.append(m.name) }
            }
        }
        // A type of another file: what its constrained extensions in every file of the module declare.
        if let info = foreignInfo(h) { whole += (module.constrainedNested[info.qualifiedName] ?? []).sorted() }
        return (dotted, whole, copyableAgain(in: d), argument)
    }

    /// Whether a member's hook, in its type's body, may not see what the member sees: a member of an
    /// extension with a `where` clause, or with its own; or any member of an extension in another file of a
    /// generic type (the conformances that file's extensions add, and the associated types they infer, are
    /// not the body's to rely on); or a member of an extension that makes a `~Copyable` generic parameter
    /// Copyable again (see `copyableAgain`).
    func seesMoreThanItsHome(_ d: OutlineDecl) -> Bool {
        let ext = d.parent?.kind == .extension ? d.parent : nil
        if ext?.whereClause != nil || d.whereClause != nil { return true }
        if ext != nil, let h = home(of: d), let info = foreignInfo(h), info.hasGenericParameters { return true }
        return !copyableAgain(in: d).isEmpty
    }

    /// The generic parameters of `t` and the types around it that are declared `~Copyable`.
    static func noncopyableGenericNames(around t: OutlineDecl) -> [String] {
        var out: [String] = []
        var x: OutlineDecl? = t
        while let y = x {
            for p in genericParameters(y.genericParams) where p.constraints.contains("~Copyable") { out.append(p.name) }
            x = y.parent
        }
        return out
    }

    /// The `~Copyable` generic parameters of `d`'s home (and the types around it) that are Copyable in `d`: a
    /// member of an extension whose `where` clause (or its own) does not suppress `Copyable` again
    /// (`extension Rigid where Element: ~Copyable`) requires them Copyable. Its hook, in the type's body,
    /// cannot name what only a Copyable parameter has (`UnsafeMutableBufferPointer<Element>.SubSequence`,
    /// `[Element]`), nor take it without an ownership specifier (`(Element) -> Void`).
    func copyableAgain(in d: OutlineDecl) -> [String] {
        guard let ext = d.parent, ext.kind == .extension, let h = home(of: d) else { return [] }
        let declared = foreignInfo(h)?.noncopyableGenericNames ?? Self.noncopyableGenericNames(around: h)
        guard !declared.isEmpty else { return [] }
        var suppressedAgain = Set<String>()
        for w in [ext.whereClause, d.whereClause].compactMap({ $0 }) {
            for clause in w.split(separator: ",") {
                let parts = clause.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[1].contains("~Copyable") else { continue }
                suppressedAgain.insert(parts[0].replacing("where", with: "").trimmingSpaces)
            }
        }
        return declared.filter { !suppressedAgain.contains($0) }
    }

    /// Whether `t` names `name` between angle brackets (`Document<Context>`, `[Set<Context>]`).
    static func isGenericArgument(_ t: String, _ name: String) -> Bool {
        guard containsWord(t, name) else { return false }
        var depth = 0
        var word = ""
        for ch in t + " " {
            if ch.isLetter || ch.isNumber || ch == "_" { word.append(ch); continue }
            if depth > 0 && word == name { return true }
            word = ""
            if ch == "<" { depth += 1 } else if ch == ">" { depth = max(0, depth - 1) }
        }
        return false
    }

    /// Whether `t` uses the generic parameter `name` as only a Copyable one can be used: anywhere but as the
    /// argument of a pointer or a span (`UnsafeBufferPointer<Element>`, `Span<Element>`), which take
    /// noncopyable elements too (`UnsafeMutableBufferPointer<Element>.SubSequence` is a Copyable one's).
    static func needsCopyable(_ t: String, _ name: String) -> Bool {
        guard containsWord(t, name) else { return false }
        var rest = t.withoutWhitespace
        for wrapper in ["UnsafePointer", "UnsafeMutablePointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "Span", "MutableSpan"] {
            let whole = wrapper + "<" + name + ">"
            var out = "", i = rest.startIndex
            while let r = rest[i...].firstRange(of: whole) {
                let before = r.lowerBound == rest.startIndex ? nil : rest[rest.index(before: r.lowerBound)]
                let after = r.upperBound == rest.endIndex ? nil : rest[r.upperBound]
                out += rest[i..<r.lowerBound]
                out += (before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) || after == "." ? String(rest[r]) : "_"
                i = r.upperBound
            }
            rest = out + rest[i...]
        }
        return containsWord(rest, name)
    }

    /// Whether the type `t`, written in a member of a constrained extension of a generic type (`extension
    /// Seq: Collection where Base: Collection`), names something its hook in the type's body might not see
    /// as the member does: a name neither the standard library, this file nor the module declares, such as
    /// an associated type the extension's conformance infers (`Element`, `Index`). Moved into the body,
    /// `((Any) -> Element)?` fails ("reference to invalid associated type 'Element'"); such a hook is
    /// type-erased. Found in swift-algorithms' `InterspersedSequence`.
    func mentionsUnknownName(_ t: String, of d: OutlineDecl) -> Bool {
        guard seesMoreThanItsHome(d), let h = home(of: d) else { return false }
        var scopes: [String] = []
        var scope: OutlineDecl? = h
        var genericNames = Set<String>()
        while let x = scope {
            scopes.append(StubContext.qualifiedName(x))
            genericNames.formUnion(Self.genericParameterNames(x.genericParams))
            scope = x.parent
        }
        func known(_ w: String) -> Bool {
            if genericNames.contains(w) || MockEquatability.standard.contains(w) || Self.standardTypeNames.contains(w) { return true }
            if typesByName[w] != nil || module.declarations[w] != nil || module.aliases[w] != nil || module.protocols[w] != nil { return true }
            for q in scopes where typesByName[q + "." + w] != nil || module.declarations[q + "." + w] != nil || module.aliases[q + "." + w] != nil {
                return true
            }
            // A typealias of the type's own body.
            return h.members.contains { $0.kind == .other && $0.name == w }
        }
        // The first name of each dotted chain (`Swift.Int` → `Swift`), attributes aside.
        return Self.leadingTypeNames(t).contains { !known($0) }
    }

    /// A name in the type `t`, written in a member of an extension of a nested type, that its hook in the type's
    /// body would read as another type: one that a type around the body declares (and the type itself does not).
    /// An extension sees its type's members but not those of the types around it, so in
    /// `extension FormDataDecoder.KeyedContainer { func superDecoder() throws -> any Decoder }` `Decoder` is
    /// Swift's, while inside `struct KeyedContainer` (declared in `extension FormDataDecoder`) it is
    /// `FormDataDecoder.Decoder` (multipart-kit). Nil when no name is read otherwise.
    func nameHiddenInBody(_ t: String, of d: OutlineDecl) -> String? {
        guard d.parent?.kind == .extension, let h = home(of: d), h.parent != nil else { return nil }
        let own = StubContext.qualifiedName(h)
        func declared(_ q: String) -> Bool { typesByName[q] != nil || module.declarations[q] != nil || module.aliases[q] != nil }
        for w in Self.leadingTypeNames(t) {
            if declared(own + "." + w) || h.members.contains(where: { $0.kind == .other && $0.name == w }) { continue }
            var scope = h.parent
            while let x = scope {
                if declared(StubContext.qualifiedName(x) + "." + w) { return w }
                scope = x.parent
            }
        }
        return nil
    }

    /// Whether `t` is a function type at its top level (an arrow outside every bracket): `(Int) -> T?`, not
    /// `((Int) -> T)?` nor `[String: () -> Void]`.
    static func isFunctionType(_ t: String) -> Bool {
        var depth = 0
        var previous: Character = " "
        for c in t {
            switch c {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">": if previous == "-" { if depth == 0 { return true } } else { depth -= 1 }
            default: break
            }
            previous = c
        }
        return false
    }

    /// Standard library names a hook's type may use anywhere, beyond `MockEquatability.standard`.
    static let standardTypeNames: Set<String> = [
        "Swift", "Foundation", "Any", "AnyObject", "Void", "Never", "Optional", "Array", "Dictionary", "Set",
        "Result", "Range", "ClosedRange", "Error", "Sendable", "Hashable", "Equatable", "Comparable", "Codable",
        "Encodable", "Decodable", "Sequence", "Collection", "AnyHashable", "Task", "UnsafeRawPointer",
        "UnsafeMutableRawPointer", "UnsafePointer", "UnsafeMutablePointer", "UnsafeBufferPointer",
        "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "Self",
        "Span", "MutableSpan", "RawSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan", "UTF8Span",
    ]

    /// The home of a static member `d` when that type or one around it is generic: Swift has no static stored
    /// properties there, so its static hooks are computed over a file-private table (`staticTableName`).
    func genericStaticHome(_ d: OutlineDecl) -> OutlineDecl? {
        guard hookIsStatic(d), let h = home(of: d) else { return nil }
        // A type of another file: its static hooks live in this file's extension of it, over this file's table
        // when it is generic, or may be (a nested type is seen without what it is nested in).
        if let info = foreignInfo(h) { return info.hasGenericParameters || info.qualifiedName.contains(".") ? h : nil }
        var scope: OutlineDecl? = h
        var seen = Set<ObjectIdentifier>()
        while let x = scope, seen.insert(ObjectIdentifier(x)).inserted {
            if x.genericParams != nil { return h }
            if let info = foreignInfo(x), info.hasGenericParameters { return h }
            if x.kind == .extension {
                // A type nested in an extension is nested in the extended type, generic or not
                // (`extension Box: Collection { struct Index { static func … } }`). A type this module does
                // not declare may be generic: the table works for any type.
                guard let t = home(of: OutlineDecl.probe(in: x)) else { return h }
                // A type of another file is seen without what it is nested in (`extension OrderedDictionary {
                // struct Elements }` there makes `Elements` generic): it may be generic, and the table works for
                // any type (swift-collections' `OrderedDictionary.Elements.SubSequence`: "static stored
                // properties not supported in generic types").
                if foreignInfo(t) != nil { return h }
                scope = t
                continue
            }
            scope = x.parent
        }
        return nil
    }

    /// The table of a generic type's static hooks: one dictionary per specialisation (`ObjectIdentifier` of
    /// the type as written in its body, `Box` for `Box<T>`), by hook name. File-private.
    func staticTableName(_ h: OutlineDecl) -> String {
        if let info = foreignInfo(h) { return "_staticStubs_" + info.qualifiedName.split(separator: ".").map { Self.identifierPart(of: String($0)) }.joined(separator: "_") }
        var path = [h.name]
        var p = h.parent
        while let x = p { if x.kind != .extension { path.insert(x.name, at: 0) } else { path.insert(Self.identifierPart(of: x.name), at: 0) }; p = x.parent }
        return "_staticStubs_" + path.map { Self.identifierPart(of: $0) }.joined(separator: "_")
    }

    /// Where a generic type's table of static hooks is declared: at the start of the line after the outermost
    /// declaration around it (file scope, inside the same `#if` clauses), or the end of a file that ends on that
    /// line with no line break (`Analysis.insert` writes one before the lines there). Nil when that declaration's
    /// closing brace does not end its line.
    func staticTablePlace(_ h: OutlineDecl) -> Int? {
        var top = h
        while let p = top.parent { top = p }
        guard restOfLineIsEmpty(after: top.end) else { return nil }
        let e = lineEnd(top.end)
        if e < bytes.count { return e + 1 }
        return bytes.last == 0x0D ? nil : bytes.count
    }

    /// A property of `h` (its body or an extension here) declared before `d` with the same name, both static
    /// or both not, under `#if` conditions that hold together (the same, or one within the other): its hooks have the names `d`'s would have.
    /// Or a stored one when `d` is stored too, static or not: both stubbed, their storage would be two `_name`s, which
    /// Swift then reads as one ambiguous name (swift-sdk's `static let strict = Configuration(strict: true)` beside
    /// `var strict: Bool` in `Server.Configuration`: "ambiguous reference to member '_strict'").
    func sameNamedProperty(before d: OutlineDecl, in h: OutlineDecl) -> OutlineDecl? {
        // (Through the home's variables by name, read once per home: every member of a 40-property struct for
        // each of its properties was quadratic in the type's size.)
        let byName = variablesByName.known(h) ?? variablesByName.store(Self.variablesByName(of: h, extensions: extensionsByHome[ObjectIdentifier(h)] ?? []), for: h)
        guard let named = byName[d.name] else { return nil }
        var chain: [String]? = nil
        for m in named where m !== d && m.start < d.start {
            guard hookIsStatic(m) == hookIsStatic(d) || (Self.isStored(m, named: d.name) && Self.isStored(d, named: d.name)) else { continue }
            // Both exist whenever the conditions of one hold within the other's (`#if A` and no condition:
            // swift-collections' `_HashStack`, a `static var capacity` in each `#if` clause and a `var capacity`).
            let mine = chain ?? Self.conditionChain(d)
            chain = mine
            let other = Self.conditionChain(m)
            if other.starts(with: mine) || mine.starts(with: other) { return m }
        }
        return nil
    }

    /// Whether the binding of `m` named `name` is stored (its storage is renamed `_name` when stubbed).
    static func isStored(_ m: OutlineDecl, named name: String) -> Bool {
        (m.bindings.first { $0.name == name } ?? m.bindings.first)?.isStored ?? false
    }

    /// The variables of `h` (its body's, then its `extensions`', in order) by each name they declare: their
    /// bindings' and their own (each variable once per name).
    static func variablesByName(of h: OutlineDecl, extensions: [OutlineDecl]) -> [String: [OutlineDecl]] {
        var out: [String: [OutlineDecl]] = [:]
        func add(_ m: OutlineDecl) {
            guard m.kind == .variable else { return }
            out[m.name, default: []].append(m)
            for b in m.bindings {
                guard let n = b.name, n != m.name, !m.bindings.prefix(while: { $0.nameRange != b.nameRange }).contains(where: { $0.name == n }) else { continue }
                out[n, default: []].append(m)
            }
        }
        for m in h.members { add(m) }
        for e in extensions { for m in e.members { add(m) } }
        return out
    }

    /// The `#if` conditions around `d`, outermost first, from the file's top level.
    static func conditionChain(_ d: OutlineDecl) -> [String] {
        var out: [String] = []
        var x: OutlineDecl? = d
        while let y = x { out.insert(contentsOf: y.ifConditions, at: 0); x = y.parent }
        return out
    }

    /// The `#if` conditions under which `d` is compiled that do not already hold inside `h`'s body (its home),
    /// outermost first: a hook of `d` in that body is wrapped in them, so it exists exactly when `d` does.
    /// Nil when `h` is under conditions `d` is not (then no place in its body exists exactly when `d` does).
    /// When `h` is declared under conditions `d` is not (a type declared in one `#if` clause, extended after
    /// `#endif`), an extension of it compiles only where the type exists; so when it is the module's one
    /// declaration of that type, `d`'s own conditions, all of them, say when a hook in its body must exist.
    /// A type this file declares in several `#if` clauses (and no other file declares) is declared whenever
    /// one of them is: `d`'s hook goes in each (`otherDeclarations(of:for:)`), under all of `d`'s conditions.
    /// Nil when another file declares the type too: no declaration here need exist when `d` does.
    func conditions(of d: OutlineDecl, within h: OutlineDecl) -> [String]? {
        let mine = Self.conditionChain(d), home = Self.conditionChain(h)
        if mine.count >= home.count, Array(mine.prefix(home.count)) == home { return Array(mine.dropFirst(home.count)) }
        let q = StubContext.qualifiedName(h)
        guard repeatedTypes.contains(q) else { return mine }
        return declarationsInClauses[q] != nil && (module.declarations[q] ?? []).allSatisfy({ $0.file == context.fileName }) ? mine : nil
    }

    /// The declarations besides `h` (its home, see `home(of:)`) that also hold the hooks of `d`, a member of an
    /// extension of a type this file declares in several `#if` clauses, compiled with none of them in
    /// particular (the extension follows their `#endif`): whichever of them is compiled must hold them. Empty
    /// for every other member.
    func otherDeclarations(of h: OutlineDecl, for d: OutlineDecl) -> [OutlineDecl] {
        guard d.parent?.kind == .extension, foreignInfo(h) == nil,
              let all = declarationsInClauses[StubContext.qualifiedName(h)], all.contains(where: { $0 === h }) else { return [] }
        let mine = Self.conditionChain(d), home = Self.conditionChain(h)
        if mine.count >= home.count, Array(mine.prefix(home.count)) == home { return [] }
        return all.filter { $0 !== h }
    }

    /// The 1-based line of byte offset `o`.
    func lineNumber(_ o: Int) -> Int { bytes[..<min(o, bytes.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }

    /// `text` (generated lines) with each line's leading `from` made `to`: a hook copied into another declaration.
    static func reindented(_ text: String, from: String, to: String) -> String {
        guard from != to else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(from) ? to + line.dropFirst(from.count) : String(line)
        }.joined(separator: "\n")
    }

    /// `text` (generated lines, each ending with the line marker) inside `#if` lines for `conditions`.
    func within(_ conditions: [String], _ text: String, indent: String) -> String {
        guard !conditions.isEmpty else { return text }
        let condition = conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " && ")
        return indent + "#if " + condition + " " + Markers.line + "\n" + text + indent + "#endif " + Markers.line + "\n"
    }

    /// Whether `s` names a member type of `word` (`word.Something`, `word .Something`).
    static func containsMemberOf(_ s: String, _ word: String) -> Bool {
        guard containsWord(s, word) else { return false }
        let b = Array(s.utf8), w = Array(word.utf8)
        var i = 0
        while i + w.count <= b.count {
            if (i == 0 || !isWordByte(b[i - 1])) && b[i..<(i + w.count)].elementsEqual(w) && (i + w.count == b.count || !isWordByte(b[i + w.count])) {
                var j = i + w.count
                while j < b.count, b[j] == 0x20 { j += 1 }
                if j < b.count, b[j] == UInt8(ascii: ".") { return true }
            }
            i += 1
        }
        return false
    }
}
