// Writes the text of a mock from a `MockedProtocol`.
//
// Two storage shapes, one body shape:
// - plain (ordinary or global-actor protocols): every record and hook is a stored property;
// - locked (`Sendable` and `Actor` protocols): records and hooks live in a `MockState` struct behind an
//   `NSLock`, exposed through computed properties, so tests may call the mock from many tasks. A witness
//   copies what it needs out of the state under the lock into locals named like the properties, then runs
//   the same code as the plain shape. The lock is never held across an `await` or a hook call.

struct MockGenerator {
    let proto: MockedProtocol
    let options: MockOptions
    /// Protocol name → mock name, for defaults that return another generated mock.
    let knownMocks: [String: String]
    let mockName: String
    let names: MockNames
    let locked: Bool
    let isActor: Bool
    let access: String
    /// Types the workspace shows `Equatable` (`MockContext.equatableTypes`), with the associated types
    /// constrained to it: records of calls whose every argument is one of them are `Equatable`.
    let equatableTypes: EquatableLookup
    /// Protocols of the workspace: a bare protocol name is an existential, which no provided default can be (nor
    /// can the protocol's own name, nor `standardProtocols`; those are looked up apart, so the set the caller
    /// gives is not copied for every mock).
    let protocolNames: ProtocolNameLookup
    static let standardProtocols: Set<String> = ["Error", "Sendable", "Equatable", "Hashable", "Comparable", "Codable", "Decodable",
                                                 "Encodable", "CustomStringConvertible", "Identifiable", "Collection", "Sequence"]
    let indent = "    "
    /// Two levels of `indent`.
    let indent2 = "        "

    /// `className`: the mock class's name when the user renamed it (the generated code names its own class:
    /// the presets init, `==`, `Self` in requirements); by default the protocol's name + "Mock".
    init(proto: MockedProtocol, options: MockOptions, knownMocks: [String: String], className: String? = nil,
         equatableTypes: EquatableLookup = EquatableLookup(names: []), protocolNames: ProtocolNameLookup = ProtocolNameLookup(names: [])) {
        self.proto = proto
        self.protocolNames = protocolNames
        var equatable = equatableTypes
        for a in proto.associatedTypes {
            let constraint = a.concreteType ?? a.constraint ?? ""
            if TypeText.splitTopLevel(constraint, separator: "&").contains(where: { MockEquatability.refiningEquatable.contains($0.mockTrimmed()) })
                || (a.concreteType.map { MockEquatability.isEquatable($0, known: equatableTypes) } ?? false) {
                equatable.insert(a.name)
            } else {
                equatable.remove(a.name)
            }
        }
        if proto.refinesEquatable { equatable.insert(className ?? proto.name + "Mock") } else { equatable.remove(className ?? proto.name + "Mock") }
        self.equatableTypes = equatable
        self.options = options
        self.knownMocks = knownMocks
        self.mockName = className ?? proto.name + "Mock"
        self.selfMap = ["Self": className ?? proto.name + "Mock"]
        self.associatedNames = Set(proto.associatedTypes.filter { $0.concreteType == nil }.map(\.name))
        self.names = MockNames.compute(proto.requirements)
        self.isActor = proto.isActor
        let hasNonisolated = proto.requirements.contains {
            switch $0 {
            case .method(let m): return m.isNonisolated
            case .property(let p): return p.isNonisolated
            default: return false
            }
        }
        // A global-actor mock with nonisolated requirements keeps its state behind the lock too, so those
        // witnesses can reach it.
        self.locked = proto.isActor || (proto.isSendable && proto.globalActor == nil) || (proto.globalActor != nil && hasNonisolated)
        switch proto.access {
        case "public", "open": access = "public "
        case "package": access = "package "
        case "private", "fileprivate": access = "fileprivate "
        default: access = ""
        }
        memberAccess = access == "fileprivate " ? "" : access
    }

    /// Member access inside the mock: `fileprivate` types need nothing on their members.
    let memberAccess: String

    // MARK: - Storage

    struct Field {
        var name: String
        var type: String
        var initial: String
        var settable: Bool
        var isStatic: Bool
        /// The `#if` condition of the requirement the field belongs to.
        var condition: String? = nil
    }

    /// One requirement's generated code: its storage, extra computed members, and the witness.
    struct Piece {
        var comment: String
        var condition: String? = nil
        var fields: [Field] = []
        var extras = MockLines()
        var witness = MockLines()
    }

    // MARK: - Whole mock

    /// The associated types the mock takes as generic parameters (made once).
    let associatedNames: Set<String>
    var genericAssociatedTypes: [MockAssociatedType] { proto.associatedTypes.filter { $0.concreteType == nil } }

    /// The class or actor header, up to and including `{`.
    func header() -> String {
        var text = ""
        if let actor = proto.globalActor { text += actor + " " }
        text += access
        text += isActor ? "actor " : "final class "
        text += mockName
        if !genericAssociatedTypes.isEmpty {
            let params = genericAssociatedTypes.map { a -> String in
                if let c = a.constraint { return a.name + ": " + TypeText.renaming(c, [:]) }
                return a.name
            }
            text += "<" + params.joined(separator: ", ") + ">"
        }
        text += ": " + proto.name
        var clauses: [String] = []
        for a in genericAssociatedTypes {
            if let w = a.whereClause { clauses.append(TypeText.renaming(w, [:])) }
        }
        if let w = proto.whereClause { clauses.append(TypeText.renaming(w, [:])) }
        if !clauses.isEmpty { text += " where " + clauses.joined(separator: ", ") }
        text += " {"
        return text
    }

    var beginMarker: String {
        var marker = "// stubble:mock:begin " + proto.name
        if options.strict { marker += " strict" }
        if !options.presets { marker += " no-presets" }
        return marker
    }

    var endMarker: String { "// stubble:mock:end " + proto.name }

    /// The lines between the begin and end markers (exclusive), without the base indentation.
    func body() -> [String] { bodyLines().strings }

    /// `body()` as bytes (see `MockLines`).
    func bodyLines() -> MockLines {
        var pieces: [Piece] = []
        pieces.reserveCapacity(proto.requirements.count)
        for (index, requirement) in proto.requirements.enumerated() {
            let stem = names.stems[index] ?? "member\(index)"
            switch requirement {
            case .method(let m): pieces.append(method(m, stem: stem))
            case .property(let p): pieces.append(property(p, stem: stem))
            case .initializer(let i): pieces.append(initializer(i, stem: stem))
            case .subscriptRequirement(let s): pieces.append(subscriptPiece(s, stem: stem))
            }
            if index < proto.conditions.count, let condition = proto.conditions[index] {
                pieces[pieces.count - 1].condition = condition
                for f in pieces[pieces.count - 1].fields.indices { pieces[pieces.count - 1].fields[f].condition = condition }
            }
        }
        var capacity = 1024
        for piece in pieces { capacity += piece.extras.bytes.count + piece.witness.bytes.count + 160 * piece.fields.count + 64 }
        var lines = MockLines(capacity: capacity)
        var aliases = false
        for a in proto.associatedTypes {
            if let concrete = a.concreteType { lines.line(memberAccess, "typealias ", a.name, " = ", concrete); aliases = true }
        }
        if aliases { lines.blank() }
        let instanceFields = pieces.flatMap(\.fields).filter { !$0.isStatic }
        let staticFields = pieces.flatMap(\.fields).filter(\.isStatic)
        if locked {
            lockedStorage(instanceFields, isStatic: false, into: &lines)
            if !staticFields.isEmpty {
                lines.blank()
                lockedStorage(staticFields, isStatic: true, into: &lines)
            }
            lines.blank()
        }
        // Initializers: the plain one unless the protocol requires `init()`, and the presets one.
        let requiresPlainInit = proto.requirements.contains {
            if case .initializer(let i) = $0 { return i.parameters.isEmpty }
            return false
        }
        if !requiresPlainInit {
            lines.line(memberAccess, "init() {}")
        }
        if options.presets, !presetsCollide {
            lines.blank()
            lines.line("/// Presets in one place: `", mockName, " { $0._member = { ... } }`.")
            lines.line(memberAccess, "init(_ configure: (", mockName, ") throws -> Void) rethrows {")
            lines.line(indent, "try configure(self)")
            lines.line("}")
        }
        for piece in pieces {
            lines.blank()
            lines.line("// MARK: ", piece.comment)
            if let condition = piece.condition { lines.line("#if ", condition) }
            if !locked {
                for f in piece.fields { plainField(f, into: &lines) }
            } else {
                for f in piece.fields { lockedAccessor(f, into: &lines) }
            }
            lines.add(piece.extras)
            lines.add(piece.witness)
            if piece.condition != nil { lines.line("#endif") }
        }
        if !declaresResetMock {
            lines.blank()
            resetMock(instanceFields, into: &lines)
        }
        if !staticFields.isEmpty {
            lines.blank()
            lines.line("/// Puts every static hook and record back to its initial value.")
            lines.line(memberAccess, "static func resetMockedStaticMembers() {")
            if locked {
                lines.line(indent, "withMockStaticState { $0 = MockStaticState() }")
            } else {
                resetAssignments(staticFields, into: &lines)
            }
            lines.line("}")
        }
        if proto.refinesEquatable {
            lines.blank()
            lines.line("// MARK: Equatable (identity)")
            lines.line(memberAccess, "static func == (lhs: ", mockName, ", rhs: ", mockName, ") -> Bool { lhs === rhs }")
        }
        let declaresHash = proto.requirements.contains {
            if case .method(let m) = $0 { return m.name == "hash" && m.parameters.first?.externalLabel == "into" }
            return false
        }
        if proto.refinesHashable, !declaresHash {
            lines.blank()
            lines.line("// MARK: Hashable (identity)")
            lines.line(isActor ? "nonisolated " : "", memberAccess, "func hash(into hasher: inout Swift.Hasher) { hasher.combine(ObjectIdentifier(self)) }")
        }
        return lines
    }

    /// The `// MARK:` of `resetMock()` (and the static reset after it): a change there is named only when
    /// nothing else changed, since any change of a member changes it too.
    static let resetSection = "resetMock()"

    /// The protocol requires a `resetMock()` of its own: the mock's witness is that one.
    var declaresResetMock: Bool {
        proto.requirements.contains {
            if case .method(let m) = $0 { return MockKeywords.bare(m.name) == "resetMock" && m.parameters.isEmpty }
            return false
        }
    }

    /// `resetMock()`: every hook, value and record of this instance back to its initial value, as if new.
    func resetMock(_ fields: [Field], into lines: inout MockLines) {
        lines.line("// MARK: ", MockGenerator.resetSection)
        lines.line("/// Puts every hook, value and record of this mock back to its initial value.")
        lines.line(actorNonisolated(false), memberAccess, "func resetMock() {")
        if locked {
            lines.line(indent, "withMockState { $0 = MockState() }")
        } else {
            resetAssignments(fields, into: &lines)
        }
        lines.line("}")
    }

    /// Each field back to its initial value, fields under a condition inside `#if` (consecutive ones in one).
    func resetAssignments(_ fields: [Field], into lines: inout MockLines) {
        let indent = indent
        underConditions(fields, into: &lines) { lines, f in lines.line(indent, f.name, " = ", f.initial) }
    }

    /// A line per field (`line` writes it, indented), fields under a condition inside `#if` (consecutive ones in one).
    func underConditions(_ fields: [Field], into lines: inout MockLines, _ line: (inout MockLines, Field) -> Void) {
        var open: String?
        for f in fields {
            if f.condition != open {
                if open != nil { lines.line(indent, "#endif") }
                if let condition = f.condition { lines.line(indent, "#if ", condition) }
                open = f.condition
            }
            line(&lines, f)
        }
        if open != nil { lines.line(indent, "#endif") }
    }

    var presetsCollide: Bool {
        proto.requirements.contains {
            if case .initializer(let i) = $0 {
                return i.parameters.count == 1 && i.parameters[0].externalLabel == "_"
            }
            return false
        }
    }

    /// The full mock: header, markers and body, indented by `baseIndent`, without the `#if`.
    func classText(baseIndent: String) -> [String] {
        var lines = [baseIndent + header()]
        lines.append(baseIndent + indent + beginMarker)
        for line in body() {
            lines.append(line.isEmpty ? "" : baseIndent + indent + line)
        }
        lines.append(baseIndent + indent + endMarker)
        lines.append(baseIndent + "}")
        return lines
    }

    /// `classText(baseIndent:)` joined by line breaks, as UTF-8 bytes, and where its region (the begin marker's
    /// line through the end marker's) is in them. `header` and `body`: `header()` and `body()`, made once by the
    /// caller for every indentation it writes. Joining the lines as `String`s (each line indented, then the
    /// lines joined, then the text made bytes again for the coverage check and the file) was a twentieth of
    /// `mock --all`.
    struct ClassBytes {
        var bytes: [UInt8]
        var region: Range<Int>
        var text: String { String(decoding: bytes, as: UTF8.self) }
        var regionText: String { String(decoding: bytes[region], as: UTF8.self) }
    }

    func classBytes(baseIndent: String, header: String, body: MockLines) -> ClassBytes {
        let prefix = baseIndent + indent
        let capacity = 2 * prefix.utf8.count + header.utf8.count + beginMarker.utf8.count + endMarker.utf8.count + 16
            + body.bytes.count + prefix.utf8.count * body.count
        var out = GeneratedText(capacity: capacity)
        out.add(baseIndent); out.add(header); out.add("\n")
        let regionStart = out.bytes.count
        out.add(prefix); out.add(beginMarker)
        for i in 0..<body.count {
            out.add("\n")
            let line = body.range(i)
            if !line.isEmpty { out.add(prefix); out.add(bytes: body.bytes[line]) }
        }
        out.add("\n"); out.add(prefix); out.add(endMarker)
        let regionEnd = out.bytes.count
        out.add("\n"); out.add(baseIndent); out.add("}")
        return ClassBytes(bytes: out.bytes, region: regionStart..<regionEnd)
    }

    func plainField(_ f: Field, into lines: inout MockLines) {
        lines.begin()
        if f.isStatic, proto.globalActor == nil { lines.part("nonisolated(unsafe) ") }
        lines.part(memberAccess)
        if !f.settable { lines.part("private(set) ") }
        if f.isStatic { lines.part("static ") }
        lines.part("var "); lines.part(f.name); lines.part(": "); lines.part(f.type); lines.part(" = "); lines.part(f.initial)
        lines.end()
    }

    func lockedStorage(_ fields: [Field], isStatic: Bool, into lines: inout MockLines) {
        let structName = isStatic ? "MockStaticState" : "MockState"
        let lockName = isStatic ? "mockStaticLock" : "mockLock"
        let stateName = isStatic ? "mockStaticState" : "mockState"
        let function = isStatic ? "withMockStaticState" : "withMockState"
        let staticWord = isStatic ? "static " : ""
        let nonisolatedWord = nonisolatedMembers(isStatic) ? "nonisolated " : ""
        let indent = indent
        lines.line(nonisolatedWord, "private ", staticWord, "let ", lockName, " = NSLock()")
        lines.line("private struct ", structName, " {")
        underConditions(fields, into: &lines) { lines, f in lines.line(indent, "var ", f.name, ": ", f.type, " = ", f.initial) }
        lines.line("}")
        lines.line("nonisolated(unsafe) private ", staticWord, "var ", stateName, " = ", structName, "()")
        lines.line(nonisolatedWord, "private ", staticWord, "func ", function, "<R>(_ body: (inout ", structName, ") throws -> R) rethrows -> R {")
        lines.line(indent, lockName, ".lock()")
        lines.line(indent, "defer { ", lockName, ".unlock() }")
        lines.line(indent, "return try body(&", stateName, ")")
        lines.line("}")
    }

    func lockedAccessor(_ f: Field, into lines: inout MockLines) {
        let function = f.isStatic ? "withMockStaticState" : "withMockState"
        let nonisolatedWord = nonisolatedMembers(f.isStatic) ? "nonisolated " : ""
        let staticWord = f.isStatic ? "static " : ""
        if f.settable {
            lines.line(nonisolatedWord, memberAccess, staticWord, "var ", f.name, ": ", f.type, " {")
            lines.line(indent, "get { ", function, " { $0.", f.name, " } }")
            lines.line(indent, "set { ", function, " { $0.", f.name, " = newValue } }")
            lines.line("}")
        } else {
            lines.line(nonisolatedWord, memberAccess, staticWord, "var ", f.name, ": ", f.type, " { ", function, " { $0.", f.name, " } }")
        }
    }

    /// Statements run on entry to a witness: the record statements (written against `state.` or `self`),
    /// then the fields the rest of the body reads, as locals named like the fields. Each line after `prefix`.
    func entry(records: [String], reads: [String], isStatic: Bool, prefix: String, into lines: inout MockLines) {
        if !locked {
            for r in records { lines.begin(); lines.part(prefix); Self.writeRecord(r, statePrefix: "", into: &lines); lines.end() }
            return
        }
        let function = isStatic ? "withMockStaticState" : "withMockState"
        if reads.isEmpty {
            if records.isEmpty { return }
            lines.line(prefix, function, " { state in")
            for r in records { lines.begin(); lines.part(prefix); lines.part(indent); Self.writeRecord(r, statePrefix: "state.", into: &lines); lines.end() }
            lines.line(prefix, "}")
            return
        }
        lines.begin()
        lines.part(prefix); lines.part("let ")
        if reads.count == 1 {
            lines.part(reads[0])
        } else {
            lines.part("(")
            for (i, r) in reads.enumerated() { if i > 0 { lines.part(", ") }; lines.part(r) }
            lines.part(")")
        }
        lines.part(" = "); lines.part(function); lines.part(" { state in")
        lines.end()
        for r in records { lines.begin(); lines.part(prefix); lines.part(indent); Self.writeRecord(r, statePrefix: "state.", into: &lines); lines.end() }
        lines.begin()
        lines.part(prefix); lines.part(indent); lines.part("return ")
        if reads.count == 1 {
            lines.part("state."); lines.part(reads[0])
        } else {
            lines.part("(")
            for (i, r) in reads.enumerated() { if i > 0 { lines.part(", ") }; lines.part("state."); lines.part(r) }
            lines.part(")")
        }
        lines.end()
        lines.line(prefix, "}")
    }

    /// `record.replacingStatePrefix(statePrefix)` written: a record starting with `§` and ASCII after it (every
    /// record of valid names) is the prefix and the rest, as `replacingStatePrefix` makes it; others are replaced.
    static func writeRecord(_ record: String, statePrefix: String, into lines: inout MockLines) {
        var record = record
        let plain = record.withUTF8 { b -> Bool in
            guard b.count >= 2, b[0] == 0xC2, b[1] == 0xA7 else { return false }
            for i in 2..<b.count where b[i] >= 0x80 { return false }
            return true
        }
        if plain {
            lines.part(statePrefix)
            record.withUTF8 { b in lines.appendBytes(UnsafeBufferPointer(rebasing: b[2...])) }
        } else {
            lines.part(record.replacingStatePrefix(statePrefix))
        }
    }

    // MARK: - Types

    /// `Self` → the mock's name (made once: a dictionary per use was a part of every requirement's cost).
    let selfMap: [String: String]

    /// The stored hook's function type: `@Sendable` in locked mocks; in plain mocks an async hook is
    /// `nonisolated(nonsending)` like its witness, so calling it sends nothing off the caller's actor (a
    /// main-actor test may capture its own state in the hook, and non-Sendable arguments stay put).
    func sendableHook(_ functionType: String, isAsync: Bool = false) -> String {
        if locked { return "@Sendable " + functionType }
        if isAsync, proto.globalActor == nil, !isActor { return "nonisolated(nonsending) " + functionType }
        return functionType
    }

    func effects(async isAsync: Bool, throwsClause: ThrowsClause, forHook: Bool) -> String {
        var text = ""
        if isAsync { text += " async" }
        switch throwsClause {
        case .none: break
        case .throwsAny: text += " throws"
        case .typed(let e): text += " throws(\(TypeText.renaming(e, selfMap)))"
        case .rethrowing: text += forHook ? "" : " rethrows"
        }
        return text
    }

    /// How a parameter is handed to the hook and recorded.
    struct ParameterPlan {
        var signature: String
        var bodyName: String
        /// Type in the hook's parameter list, or nil when the hook does not receive it.
        var hookType: String?
        /// Expression passed to the hook.
        var hookArgument: String
        /// Type recorded in invocations, or nil when it cannot be stored (non-escaping closures).
        var recordType: String?
        var recordExpression: String
        /// Statements on entry to the witness, before anything is recorded (copying a generic `consuming` value).
        var prelude: [String] = []
        /// Statements before and after the hook call (boxing a generic `inout`).
        var before: [String] = []
        var after: [String] = []
    }

    /// In a subscript a single name is not a label: a label is always written with a second name.
    func plan(_ parameters: [MockParameter], generics: Set<String>, isSubscript: Bool = false) -> [ParameterPlan] {
        var result: [ParameterPlan] = []
        for (index, p) in parameters.enumerated() {
            let bodyName = p.name.map(MockKeywords.escaped) ?? (p.label.flatMap { $0 == "_" ? nil : MockKeywords.escaped($0) } ?? "arg\(index)")
            var signature: String
            let writtenType = TypeText.renaming(p.type, selfMap) + (p.isVariadic ? "..." : "")
            if let name = p.name {
                if let label = p.label { signature = "\(label) \(name): \(writtenType)" } else { signature = "\(name): \(writtenType)" }
            } else if let label = p.label, label != "_" {
                signature = isSubscript ? "\(label) \(bodyName): \(writtenType)" : "\(label): \(writtenType)"
            } else {
                signature = "_ \(bodyName): \(writtenType)"
            }
            let specifiers = TypeText.leadingSpecifiers(p.type)
            let isInout = specifiers.contains("inout")
            let isAutoclosure = specifiers.contains("@autoclosure")
            let isEscaping = specifiers.contains("@escaping")
            let isFunction = TypeText.isFunctionType(p.type)
            var bare = TypeText.unwrappingIUO(TypeText.openingSome(TypeText.renaming(TypeText.strippingSpecifiers(p.type, removeAttributes: TypeText.escapingAndAutoclosure), selfMap)))
            if p.isVariadic { bare = "[\(bare)]" }
            // Ownership stays in the hook's type: a noncopyable parameter must say it.
            var bareForHook = bare
            for ownership in ["consuming", "borrowing"] where specifiers.contains(ownership) {
                bareForHook = ownership + " " + bareForHook
            }
            var plan = ParameterPlan(signature: signature, bodyName: bodyName, hookType: nil, hookArgument: bodyName,
                                     recordType: nil, recordExpression: bodyName)
            let mentionsGeneric = TypeText.mentions(p.type, anyOf: generics)
            if mentionsGeneric {
                // Erased to `Any`: an optional says so (`as Any`), else the compiler warns of the coercion; a
                // `consuming` or `borrowing` value is copied (it is Copyable, being generic without `~Copyable`):
                // recording it and passing it to the hook would consume it twice.
                var value = bodyName
                if specifiers.contains("consuming") || specifiers.contains("borrowing") {
                    // Copied once on entry: a closure (the lock's) cannot capture a borrowed value either.
                    value = MockKeywords.bare(bodyName) + "Copy"
                    plan.prelude = ["let \(value) = copy \(bodyName)"]
                }
                let erased = TypeText.isOptional(bare) && !p.isVariadic ? value + " as Any" : value
                plan.hookArgument = erased
                plan.recordExpression = erased
                if isInout {
                    plan.hookType = "inout Any"
                    plan.before = ["var \(bodyName)Box: Any = \(erased)"]
                    plan.after = ["\(bodyName) = \(bodyName)Box as! \(TypeText.strippingSpecifiers(p.type))"]
                    plan.hookArgument = "&\(bodyName)Box"
                    plan.recordType = "Any"
                } else if isFunction && !isEscaping {
                    // A non-escaping closure cannot be boxed; the hook gets it when only its result is generic.
                    if let covariant = covariantErasure(bare, generics: generics) {
                        plan.hookType = covariant
                    }
                    plan.recordType = nil
                } else {
                    plan.hookType = "Any"
                    plan.recordType = "Any"
                }
            } else {
                if isInout {
                    plan.hookType = "inout " + bareForHook
                    plan.hookArgument = "&" + bodyName
                } else if isAutoclosure {
                    plan.hookType = "@autoclosure " + bareForHook
                    plan.hookArgument = bodyName + "()"
                } else if isEscaping {
                    plan.hookType = "@escaping " + bareForHook
                } else {
                    plan.hookType = bareForHook
                }
                // Non-escaping closures cannot be stored; `consuming`/`borrowing` values may be noncopyable; a span of
                // the standard library is non-escapable (swift-configuration's `init(data: RawSpan, …)`: "stored
                // property 'data' of 'Escapable'-conforming struct has non-Escapable type 'RawSpan'"). The hook still
                // takes each of them.
                let storable = !(isFunction && !isEscaping) && !isAutoclosure
                    && !specifiers.contains("consuming") && !specifiers.contains("borrowing")
                    && !Expander.standardNonescapable.contains(where: { Expander.containsWord(bare, $0) })
                plan.recordType = storable ? bare : nil
            }
            // A `sending` parameter reaches the hook as an ordinary one (it is in a region of its own, so it may
            // be recorded and passed on); a hook whose parameter is `sending` makes the compiler reject the call
            // once the value is recorded ("sending 'p' risks causing data races").
            result.append(plan)
        }
        return result
    }

    /// `(X) throws -> T` with T generic and X not → `(X) throws -> Any`.
    func covariantErasure(_ functionType: String, generics: Set<String>) -> String? {
        guard let arrow = functionType.mockRangeOfLastTopLevelArrow() else { return nil }
        let front = String(functionType[..<arrow.lowerBound])
        let result = String(functionType[arrow.upperBound...]).mockTrimmed()
        guard !TypeText.mentions(front, anyOf: generics), generics.contains(result) else { return nil }
        return front.mockTrimmed() + " -> Any"
    }

    static func genericNames(_ clause: String?) -> Set<String> {
        guard let clause else { return [] }
        var names: Set<String> = []
        for part in TypeText.splitTopLevel(clause) {
            if let first = TypeText.tokens(part).first(where: { $0.isIdentifier && $0.text != "each" }) {
                names.insert(first.text)
            }
        }
        return names
    }

    /// What one call records: the single recorded argument, or for several a struct named `structName` with a
    /// field per argument (`Equatable` when every field's type is), declared by `declaration` in the mock.
    struct Record {
        var type: String
        var expression: String
        var declaration = MockLines()
    }

    func recordTypeText(_ plans: [ParameterPlan], structName: String) -> Record? {
        // The recorded parameters' fields, read without copying the plans.
        var fields: [(label: String, type: String, value: String)] = []
        for plan in plans { if let type = plan.recordType { fields.append((label: tupleLabel(plan.bodyName), type: type, value: plan.recordExpression)) } }
        if fields.isEmpty { return nil }
        if fields.count == 1 {
            return Record(type: fields[0].type, expression: fields[0].value)
        }
        var expression = structName + "("
        for (i, f) in fields.enumerated() {
            if i > 0 { expression += ", " }
            expression += f.label; expression += ": "; expression += f.value
        }
        expression += ")"
        let equatable = fields.allSatisfy { MockEquatability.isEquatable($0.type, known: equatableTypes) }
        var declaration = MockLines()
        declaration.line(memberAccess, "struct ", structName, equatable ? ": Equatable" : "", " {")
        for f in fields { declaration.line(indent, memberAccess, "var ", MockKeywords.escaped(f.label), ": ", f.type) }
        if !memberAccess.isEmpty {
            // The memberwise initializer is internal: a public record needs its own for tests in other modules.
            // A closure field's parameter escapes into the record (`callback: @escaping @Sendable (Error?) -> Void`).
            declaration.begin()
            declaration.part(indent); declaration.part(memberAccess); declaration.part("init(")
            for (i, f) in fields.enumerated() {
                if i > 0 { declaration.part(", ") }
                declaration.part(f.label); declaration.part(": ")
                if Expander.isFunctionType(f.type) { declaration.part("@escaping ") }
                declaration.part(f.type)
            }
            declaration.part(") {")
            declaration.end()
            for f in fields {
                let escaped = MockKeywords.escaped(f.label)
                declaration.line(indent2, "self.", escaped, " = ", escaped)
            }
            declaration.line(indent, "}")
        }
        declaration.line("}")
        return Record(type: structName, expression: expression, declaration: declaration)
    }

    func tupleLabel(_ name: String) -> String { MockKeywords.bare(name) }

    func displayName(_ base: String, _ parameters: [MockParameter]) -> String {
        var text = base + "("
        for p in parameters { text += MockKeywords.bare(p.externalLabel); text += ":" }
        return text + ")"
    }

    func stop(_ what: String, set: String) -> String {
        let text = "\(mockName).\(what): \(set)"
        return "fatalError(\"\(text.mockReplacing("\\", with: "\\\\").mockReplacing("\"", with: "\\\""))\")"
    }

    // MARK: - Methods

    func method(_ m: MockMethod, stem: String) -> Piece {
        let generics = Self.genericNames(m.genericParameters)
        let display = displayName(MockKeywords.bare(m.name), m.parameters)
        var piece = Piece(comment: (m.isStatic ? "static " : "") + display + (stem == MockKeywords.bare(m.name) ? "" : " → _" + stem))
        let plans = plan(m.parameters, generics: generics)
        let hookName = "_" + stem
        let returnType = m.returnType.map { TypeText.renaming($0, selfMap) }
        let isVoid = MockDefaults.isVoid(returnType)
        let isNever = MockDefaults.isNever(returnType)
        let returnErased = returnType.map { TypeText.mentions($0, anyOf: generics) } ?? false
        let hookReturn = isVoid ? "Void" : (returnErased ? "Any" : TypeText.unwrappingIUO(returnType!))
        let hookParams = plans.compactMap(\.hookType)
        let hookEffects = effects(async: m.isAsync, throwsClause: m.throwsClause, forHook: true)
        let hookType = sendableHook("(" + hookParams.joined(separator: ", ") + ")" + hookEffects + " -> " + hookReturn, isAsync: m.isAsync)
        let isStatic = m.isStatic
        piece.fields.append(Field(name: hookName, type: "(\(hookType))?", initial: "nil", settable: true, isStatic: isStatic))
        var errorType: String?
        switch m.throwsClause {
        case .throwsAny: errorType = "(any Error)?"
        case .typed(let e):
            let e = TypeText.renaming(e, selfMap)
            if e.withoutWhitespace != "Never" { errorType = TypeText.parenthesizedForSuffix(e) + "?" }
        default: break
        }
        if let errorType {
            piece.fields.append(Field(name: stem + "Error", type: errorType, initial: "nil", settable: true, isStatic: isStatic))
        }
        // A `sending` result must be a value in a region of its own: one kept in a stored property never is
        // ("sending 'giveReturnValue' risks causing data races"), so such a method has its hook, no ReturnValue.
        let sendingResult = returnType.map { TypeText.leadingSpecifiers($0).contains("sending") } ?? false
        let hasReturnValue = !isVoid && !isNever && !sendingResult
        if hasReturnValue {
            let valueType = returnErased ? "Any?" : TypeText.parenthesizedForSuffix(TypeText.unwrappingIUO(TypeText.strippingSpecifiers(returnType!))) + "?"
            piece.fields.append(Field(name: stem + "ReturnValue", type: valueType, initial: "nil", settable: true, isStatic: isStatic))
        }
        piece.fields.append(Field(name: stem + "CallCount", type: "Int", initial: "0", settable: false, isStatic: isStatic))
        let recorded = recordTypeText(plans, structName: stem.mockCapitalizedFirst + "Invocation")
        if let recorded {
            piece.fields.append(Field(name: stem + "Invocations", type: "[\(recorded.type)]", initial: "[]", settable: false, isStatic: isStatic))
            piece.extras.add(recorded.declaration)
            lastOf(stem + "Invocations", named: stem + "LastInvocation", type: recorded.type, isStatic: isStatic, into: &piece.extras)
        }
        // What each call returned (the hook's value, the ReturnValue or the default), in order. Not for a `sending`
        // result (kept in a record it is no longer in a region of its own) nor an opaque one.
        let returnedType: String? = hasReturnValue && !TypeText.tokens(returnType!).contains(where: { $0.text == "some" })
            ? (returnErased ? "Any" : TypeText.unwrappingIUO(TypeText.strippingSpecifiers(returnType!))) : nil
        if let returnedType {
            piece.fields.append(Field(name: stem + "ReturnedValues", type: "[\(returnedType)]", initial: "[]", settable: false, isStatic: isStatic))
            lastOf(stem + "ReturnedValues", named: stem + "LastReturnedValue", type: returnedType, isStatic: isStatic, into: &piece.extras)
        }
        // The statement recording a returned value (an optional erased to `Any` says so).
        func recordReturned(_ value: String, erasedValue: Bool) -> String {
            let boxed = erasedValue && TypeText.isOptional(returnType!) ? value + " as Any" : value
            return record("\(stem)ReturnedValues.append(\(boxed))", isStatic: isStatic)
        }
        // A local for the returned value that no parameter's name shadows.
        let resultName = plans.contains { MockKeywords.bare($0.bodyName) == "result" } ? "returned" : "result"
        // Signature.
        var w = MockLines()
        w.begin()
        for attribute in m.attributes { w.part(attribute); w.part(" ") }
        w.part(memberAccess)
        if isStatic { w.part("static ") }
        if m.isNonisolated { w.part("nonisolated ") }
        if m.isAsync, !locked, proto.globalActor == nil, !isActor { w.part("nonisolated(nonsending) ") }
        w.part("func "); w.part(m.name)
        if let g = m.genericParameters { w.part("<"); w.part(TypeText.renaming(g, selfMap)); w.part(">") }
        w.part("(")
        for (i, plan) in plans.enumerated() { if i > 0 { w.part(", ") }; w.part(plan.signature) }
        w.part(")")
        w.part(effects(async: m.isAsync, throwsClause: m.throwsClause, forHook: false))
        if let returnType { w.part(" -> "); w.part(returnType) }
        if let wc = m.whereClause { w.part(" where "); w.part(TypeText.renaming(wc, selfMap)) }
        w.part(" {")
        w.end()
        // The body, one level in.
        let i1 = indent, i2 = indent2
        // `§` stands for the state prefix: nothing in plain mocks, `state.` inside the lock.
        var records = ["§\(stem)CallCount += 1"]
        if let recorded { records.append("§\(stem)Invocations.append(\(recorded.expression))") }
        var reads = [hookName]
        if errorType != nil { reads.append(stem + "Error") }
        if hasReturnValue { reads.append(stem + "ReturnValue") }
        for plan in plans { for line in plan.prelude { w.line(i1, line) } }
        entry(records: records, reads: reads, isStatic: isStatic, prefix: i1, into: &w)
        let tryWord = Self.mayThrow(m.throwsClause) ? "try " : ""
        let awaitWord = m.isAsync ? "await " : ""
        var call = tryWord + awaitWord + hookName + "("
        var first = true
        for plan in plans where plan.hookType != nil {
            if !first { call += ", " }
            call += plan.hookArgument
            first = false
        }
        call += ")"
        let hasBefore = plans.contains { !$0.before.isEmpty }, hasAfter = plans.contains { !$0.after.isEmpty }
        let cast = returnErased ? " as! " + returnType! : ""
        if isNever {
            w.line(i1, "if let ", hookName, " { ", call, " }")
        } else if !hasBefore && !hasAfter && returnedType == nil {
            w.line(i1, "if let ", hookName, " { return ", call, cast, " }")
        } else {
            w.line(i1, "if let ", hookName, " {")
            for plan in plans { for b in plan.before { w.line(i2, b) } }
            if isVoid {
                w.line(i2, call)
                for plan in plans { for a in plan.after { w.line(i2, a) } }
                w.line(i2, "return")
            } else {
                w.line(i2, "let ", resultName, " = ", call, cast)
                for plan in plans { for a in plan.after { w.line(i2, a) } }
                if returnedType != nil { w.line(i2, recordReturned(resultName, erasedValue: returnErased)) }
                w.line(i2, "return ", resultName)
            }
            w.line(i1, "}")
        }
        if errorType != nil {
            w.line(i1, "if let ", stem, "Error { throw ", stem, "Error }")
        }
        if hasReturnValue {
            let valueCast = returnErased ? " as! " + returnType! : ""
            if returnedType != nil {
                w.line(i1, "if let ", stem, "ReturnValue {")
                w.line(i2, recordReturned(stem + "ReturnValue", erasedValue: false))
                w.line(i2, "return ", stem, "ReturnValue", valueCast)
                w.line(i1, "}")
            } else {
                w.line(i1, "if let ", stem, "ReturnValue { return ", stem, "ReturnValue", valueCast, " }")
            }
        }
        let setHint = hasReturnValue ? "set \(hookName) or \(stem)ReturnValue" : "set \(hookName)"
        if isNever {
            w.line(i1, stop(display, set: "never returns; set \(hookName)"))
        } else if options.strict {
            w.line(i1, stop(display, set: "not stubbed (strict mock); \(setHint)"))
        } else if isVoid {
            // Nothing to return.
        } else if let value = MockDefaults.value(for: returnType!, mocks: knownMocks, unknown: generics.union(associatedNames).union(["Self", mockName])) {
            if returnedType != nil {
                w.line(i1, "let ", resultName, ": ", TypeText.strippingSpecifiers(returnType!), " = ", value)
                w.line(i1, recordReturned(resultName, erasedValue: returnErased))
                w.line(i1, "return ", resultName)
            } else {
                w.line(i1, "return ", value)
            }
        } else {
            // Not for a `sending` result: a value read from a static member is not in a region of its own.
            if !sendingResult, let provided = providedDefault(returnType!) {
                w.line(i1, "if let ", resultName, " = ", provided, " {")
                if returnedType != nil { w.line(i2, recordReturned(resultName, erasedValue: returnErased)) }
                w.line(i2, "return ", resultName)
                w.line(i1, "}")
            }
            w.line(i1, stop(display, set: "no value to return; \(setHint)"))
        }
        w.line("}")
        piece.witness = w
        return piece
    }

    /// Whether a call to a hook with these effects needs `try` (`throws(Never)` does not: the compiler warns).
    static func mayThrow(_ clause: ThrowsClause) -> Bool {
        switch clause {
        case .none, .rethrowing: return false
        case .throwsAny: return true
        case .typed(let e): let t = e.withoutWhitespace; return t != "Never" && t != "Swift.Never"
        }
    }

    /// The user's own default for a type (`MockDefaultsDeclaration`): an expression of type `T?`, nil for the types
    /// that cannot conform (optionals, functions, tuples, existentials, opaque types, the mock itself).
    func providedDefault(_ rawType: String) -> String? {
        let type = TypeText.strippingSpecifiers(rawType).mockTrimmed()
        guard !type.isEmpty, !TypeText.isFunctionType(type), !TypeText.isOptional(type), !type.hasPrefix("("),
              type != "Any", type != "AnyObject", type != "Self", type != mockName, type != proto.name,
              !MockGenerator.standardProtocols.contains(type), !protocolNames.contains(type),
              !TypeText.tokens(type).contains(where: { $0.text == "some" || $0.text == "any" || $0.text == "&" }) else { return nil }
        return "(\(type).self as? any \(MockDefaultsDeclaration.protocolName).Type)?.stubbleDefault as? \(type)"
    }

    /// `var fooLastInvocation: T? { fooInvocations.last }`.
    func lastOf(_ records: String, named name: String, type: String, isStatic: Bool, into lines: inout MockLines) {
        lines.line(actorNonisolated(isStatic), memberAccess, isStatic ? "static " : "", "var ", name, ": ",
                   TypeText.parenthesizedForSuffix(type), "? { ", records, ".last }")
    }

    /// A statement changing a record after the witness's entry: direct in plain mocks, under the lock in locked ones.
    func record(_ statement: String, isStatic: Bool) -> String {
        guard locked else { return statement }
        return "\(isStatic ? "withMockStaticState" : "withMockState") { $0.\(statement) }"
    }

    func actorNonisolated(_ isStatic: Bool) -> String {
        nonisolatedMembers(isStatic) ? "nonisolated " : ""
    }

    /// Locked mocks of actors and global-actor protocols reach their state from any isolation: an actor's
    /// instance members and a global-actor class's members are isolated unless marked `nonisolated`.
    func nonisolatedMembers(_ isStatic: Bool) -> Bool {
        guard locked else { return false }
        if isActor { return !isStatic }
        return proto.globalActor != nil
    }


    // MARK: - Properties

    func property(_ p: MockProperty, stem: String) -> Piece {
        let type = TypeText.renaming(p.type, selfMap)
        let upper = stem.mockCapitalizedFirst
        let isStatic = p.isStatic
        var piece = Piece(comment: (isStatic ? "static " : "") + MockKeywords.bare(p.name))
        let getEffects = effects(async: p.getterIsAsync, throwsClause: p.getterThrows, forHook: true)
        let valueType = TypeText.parenthesizedForSuffix(type)
        // `T!` is allowed only as a declaration's own type: hooks and records say `T?`.
        let closureType = TypeText.unwrappingIUO(type)
        piece.fields.append(Field(name: "_get" + upper, type: "(\(sendableHook("()" + getEffects + " -> " + closureType, isAsync: p.getterIsAsync)))?", initial: "nil", settable: true, isStatic: isStatic))
        if p.hasSetter {
            piece.fields.append(Field(name: "_set" + upper, type: "(\(sendableHook("(" + closureType + ") -> Void")))?", initial: "nil", settable: true, isStatic: isStatic))
        }
        let unknown = associatedNames.union(["Self", mockName])
        let optionalType = TypeText.isOptional(type)
        let defaultValue = MockDefaults.value(for: type, mocks: knownMocks, unknown: unknown)
        let backingHasValue = optionalType || (!options.strict && defaultValue != nil)
        var backingType = type
        if type.mockTrimmed().hasSuffix("!") { backingType = String(type.mockTrimmed().dropLast()) + "?" }
        if backingHasValue {
            piece.fields.append(Field(name: "_" + stem, type: backingType, initial: optionalType ? "nil" : defaultValue!, settable: true, isStatic: isStatic))
        } else {
            piece.fields.append(Field(name: "_" + stem, type: valueType + "?", initial: "nil", settable: true, isStatic: isStatic))
        }
        piece.fields.append(Field(name: stem + "GetCallCount", type: "Int", initial: "0", settable: false, isStatic: isStatic))
        if p.hasSetter {
            piece.fields.append(Field(name: stem + "SetCallCount", type: "Int", initial: "0", settable: false, isStatic: isStatic))
            piece.fields.append(Field(name: stem + "SetInvocations", type: "[\(closureType)]", initial: "[]", settable: false, isStatic: isStatic))
            lastOf(stem + "SetInvocations", named: stem + "SetLastInvocation", type: closureType, isStatic: isStatic, into: &piece.extras)
        }
        var w = MockLines()
        w.begin()
        w.part(memberAccess)
        if isStatic { w.part("static ") }
        let nonsending = p.getterIsAsync && !locked && proto.globalActor == nil && !isActor
        if p.isNonisolated { w.part("nonisolated ") }
        if nonsending { w.part("nonisolated(nonsending) ") }
        w.part("var "); w.part(p.name); w.part(": "); w.part(type); w.part(" {")
        w.end()
        let getterEffects = effects(async: p.getterIsAsync, throwsClause: p.getterThrows, forHook: false)
        w.line(indent, "get", getterEffects, " {")
        let i2 = indent2
        entry(records: ["§\(stem)GetCallCount += 1"], reads: ["_get" + upper, "_" + stem], isStatic: isStatic, prefix: i2, into: &w)
        let tryWord = Self.mayThrow(p.getterThrows) ? "try " : ""
        let awaitWord = p.getterIsAsync ? "await " : ""
        w.line(i2, "if let _get", upper, " { return ", tryWord, awaitWord, "_get", upper, "() }")
        if backingHasValue {
            w.line(i2, "return _", stem)
        } else {
            w.line(i2, "if let _", stem, " { return _", stem, " }")
            if !options.strict, let provided = providedDefault(type) { w.line(i2, "if let provided = ", provided, " { return provided }") }
            w.line(i2, stop(MockKeywords.bare(p.name), set: (options.strict ? "not stubbed (strict mock); " : "no value to return; ") + "set _get\(upper) or _\(stem)"))
        }
        w.line(indent, "}")
        if p.hasSetter {
            w.line(indent, "set {")
            entry(records: ["§\(stem)SetCallCount += 1", "§\(stem)SetInvocations.append(newValue)"], reads: ["_set" + upper], isStatic: isStatic, prefix: i2, into: &w)
            w.line(i2, "if let _set", upper, " { _set", upper, "(newValue) } else { ", isStatic ? "Self" : "self", "._", stem, " = newValue }")
            w.line(indent, "}")
        }
        w.line("}")
        piece.witness = w
        return piece
    }

    // MARK: - Initializers

    func initializer(_ i: MockInitializer, stem: String) -> Piece {
        let generics = Self.genericNames(i.genericParameters)
        var piece = Piece(comment: displayName("init", i.parameters) + (stem == "init" ? "" : " → " + stem + "Arguments"))
        let plans = plan(i.parameters, generics: generics)
        let recorded = recordTypeText(plans, structName: stem.mockCapitalizedFirst + "Arguments")
        if let recorded {
            piece.fields.append(Field(name: stem + "Arguments", type: TypeText.parenthesizedForSuffix(recorded.type) + "?", initial: "nil", settable: false, isStatic: false))
            piece.extras.add(recorded.declaration)
        }
        var w = MockLines()
        w.begin()
        w.part(memberAccess); w.part("init")
        if let g = i.genericParameters { w.part("<"); w.part(TypeText.renaming(g, selfMap)); w.part(">") }
        w.part("(")
        for (index, plan) in plans.enumerated() { if index > 0 { w.part(", ") }; w.part(plan.signature) }
        w.part(")")
        if let wc = i.whereClause { w.part(" where "); w.part(TypeText.renaming(wc, selfMap)) }
        w.part(" {")
        w.end()
        for plan in plans { for line in plan.prelude { w.line(indent, line) } }
        if let recorded {
            if locked {
                w.line(indent, "withMockState { $0.", stem, "Arguments = ", recorded.expression, " }")
            } else {
                w.line(indent, stem, "Arguments = ", recorded.expression)
            }
        }
        w.line("}")
        piece.witness = w
        return piece
    }

    // MARK: - Subscripts

    func subscriptPiece(_ s: MockSubscript, stem: String) -> Piece {
        let generics = Self.genericNames(s.genericParameters)
        let upper = stem.mockCapitalizedFirst
        let isStatic = s.isStatic
        var piece = Piece(comment: (isStatic ? "static " : "") + displayName("subscript", s.parameters) + (stem == "subscript" ? "" : " → _get" + upper))
        let plans = plan(s.parameters, generics: generics, isSubscript: true)
        let type = TypeText.renaming(s.returnType, selfMap)
        let erased = TypeText.mentions(type, anyOf: generics)
        let hookReturn = erased ? "Any" : TypeText.unwrappingIUO(type)
        let hookParams = plans.compactMap(\.hookType)
        let getEffects = effects(async: s.getterIsAsync, throwsClause: s.getterThrows, forHook: true)
        piece.fields.append(Field(name: "_get" + upper, type: "(\(sendableHook("(" + hookParams.joined(separator: ", ") + ")" + getEffects + " -> " + hookReturn, isAsync: s.getterIsAsync)))?", initial: "nil", settable: true, isStatic: isStatic))
        if s.hasSetter {
            piece.fields.append(Field(name: "_set" + upper, type: "(\(sendableHook("(" + (hookParams + [hookReturn]).joined(separator: ", ") + ") -> Void")))?", initial: "nil", settable: true, isStatic: isStatic))
        }
        let recorded = recordTypeText(plans, structName: stem.mockCapitalizedFirst + "GetInvocation")
        piece.fields.append(Field(name: stem + "GetCallCount", type: "Int", initial: "0", settable: false, isStatic: isStatic))
        if let recorded {
            piece.fields.append(Field(name: stem + "GetInvocations", type: "[\(recorded.type)]", initial: "[]", settable: false, isStatic: isStatic))
            piece.extras.add(recorded.declaration)
            lastOf(stem + "GetInvocations", named: stem + "GetLastInvocation", type: recorded.type, isStatic: isStatic, into: &piece.extras)
        }
        // An optional value erased to `Any` says so, else the compiler warns of the coercion.
        let newValue = erased && TypeText.isOptional(type) ? "newValue as Any" : "newValue"
        var setRecordType: String?
        var setRecordExpression = ""
        if s.hasSetter {
            piece.fields.append(Field(name: stem + "SetCallCount", type: "Int", initial: "0", settable: false, isStatic: isStatic))
            var valuePlan = ParameterPlan(signature: "", bodyName: "newValue", hookType: hookReturn, hookArgument: newValue, recordType: erased ? "Any" : TypeText.unwrappingIUO(type), recordExpression: newValue)
            valuePlan.bodyName = "newValue"
            if let r = recordTypeText(plans + [valuePlan], structName: stem.mockCapitalizedFirst + "SetInvocation") {
                setRecordType = r.type
                setRecordExpression = r.expression
                piece.fields.append(Field(name: stem + "SetInvocations", type: "[\(r.type)]", initial: "[]", settable: false, isStatic: isStatic))
                piece.extras.add(r.declaration)
                lastOf(stem + "SetInvocations", named: stem + "SetLastInvocation", type: r.type, isStatic: isStatic, into: &piece.extras)
            }
        }
        var w = MockLines()
        w.begin()
        w.part(memberAccess)
        if isStatic { w.part("static ") }
        w.part("subscript")
        if let g = s.genericParameters { w.part("<"); w.part(TypeText.renaming(g, selfMap)); w.part(">") }
        w.part("(")
        for (index, plan) in plans.enumerated() { if index > 0 { w.part(", ") }; w.part(plan.signature) }
        w.part(") -> "); w.part(type)
        if let wc = s.whereClause { w.part(" where "); w.part(TypeText.renaming(wc, selfMap)) }
        w.part(" {")
        w.end()
        let getterEffects = effects(async: s.getterIsAsync, throwsClause: s.getterThrows, forHook: false)
        w.line(indent, "get", getterEffects, " {")
        let i2 = indent2
        var records = ["§\(stem)GetCallCount += 1"]
        if let recorded { records.append("§\(stem)GetInvocations.append(\(recorded.expression))") }
        for plan in plans { for line in plan.prelude { w.line(i2, line) } }
        entry(records: records, reads: ["_get" + upper], isStatic: isStatic, prefix: i2, into: &w)
        let tryWord = Self.mayThrow(s.getterThrows) ? "try " : ""
        let awaitWord = s.getterIsAsync ? "await " : ""
        let args = plans.filter { $0.hookType != nil }.map(\.hookArgument).joined(separator: ", ")
        w.line(i2, "if let _get", upper, " { return ", tryWord, awaitWord, "_get", upper, "(", args, ")", erased ? " as! " + type : "", " }")
        let display = displayName("subscript", s.parameters)
        if !options.strict, let value = MockDefaults.value(for: type, mocks: knownMocks, unknown: generics.union(associatedNames).union(["Self", mockName])) {
            w.line(i2, "return ", value)
        } else {
            if !options.strict, let provided = providedDefault(type) { w.line(i2, "if let provided = ", provided, " { return provided }") }
            w.line(i2, stop(display, set: (options.strict ? "not stubbed (strict mock); " : "no value to return; ") + "set _get\(upper)"))
        }
        w.line(indent, "}")
        if s.hasSetter {
            w.line(indent, "set {")
            var setRecords = ["§\(stem)SetCallCount += 1"]
            if setRecordType != nil { setRecords.append("§\(stem)SetInvocations.append(\(setRecordExpression))") }
            for plan in plans { for line in plan.prelude { w.line(i2, line) } }
            entry(records: setRecords, reads: ["_set" + upper], isStatic: isStatic, prefix: i2, into: &w)
            w.line(i2, "if let _set", upper, " { _set", upper, "(", args.isEmpty ? "" : args + ", ", newValue, ") }")
            w.line(indent, "}")
        }
        w.line("}")
        piece.witness = w
        return piece
    }
}

extension String {
    /// In plain mocks the record statements address the members directly; in locked ones, `state.`.
    func replacingStatePrefix(_ prefix: String) -> String {
        mockReplacing("§", with: prefix)
    }

    func mockRangeOfLastTopLevelArrow() -> Range<String.Index>? {
        var depth = 0
        var found: Range<String.Index>?
        var index = startIndex
        while index < endIndex {
            let c = self[index]
            if c == "(" || c == "[" || c == "<" { depth += 1 }
            if c == ")" || c == "]" { depth -= 1 }
            if c == ">" {
                let previous = index > startIndex ? self[self.index(before: index)] : " "
                if previous != "-" { depth -= 1 }
            }
            if c == "-", depth == 0 {
                let next = self.index(after: index)
                if next < endIndex, self[next] == ">" {
                    found = index..<self.index(after: next)
                }
            }
            index = self.index(after: index)
        }
        return found
    }
}
