import StubbleSyntax

// "Nice" defaults, as Mockolo and StubKit give them: what an unstubbed member returns when nothing was set.
// Only types whose default is unsurprising get one; anything else stops with a message naming the hook.

enum MockDefaults {
    static let zero: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
        "Double", "Float", "Float16", "Float80", "CGFloat", "TimeInterval", "Decimal",
    ]
    static let voids: Set<String> = ["Void", "()", "(Void)", "Swift.Void", "(Swift.Void)", "(())"]

    static func isVoid(_ type: String?) -> Bool {
        guard let type else { return true }
        return voids.contains(type.withoutWhitespace)
    }

    static func isNever(_ type: String?) -> Bool {
        guard let type else { return false }
        let t = type.withoutWhitespace
        return t == "Never" || t == "Swift.Never"
    }

    /// The expression an unstubbed member returns, or nil when there is no sensible one.
    /// `mocks` maps protocol names to the names of their generated, non-generic mocks.
    static func value(for rawType: String, mocks: [String: String], unknown: Set<String>) -> String? {
        var type = TypeText.strippingSpecifiers(rawType).mockTrimmed()
        if type.hasPrefix("Swift.") { type = String(type.dropFirst("Swift.".count)) }
        if TypeText.mentions(type, anyOf: unknown) {
            // Generic parameters and associated types: only containers have a default.
            if TypeText.isOptional(type) { return "nil" }
            return containerDefault(type)
        }
        if isVoid(type) { return "()" }
        if zero.contains(type) { return "0" }
        if type == "Bool" { return "false" }
        if type == "String" || type == "Substring" { return "\"\"" }
        if TypeText.isOptional(type) { return "nil" }
        if let container = containerDefault(type) { return container }
        // A tuple of defaults.
        if type.hasPrefix("("), type.hasSuffix(")"), !TypeText.isFunctionType(type) {
            let inner = String(type.dropFirst().dropLast())
            let elements = TypeText.splitTopLevel(inner)
            if elements.count > 1 {
                var values: [String] = []
                for element in elements {
                    // `label: Type`
                    var elementType = element
                    let parts = TypeText.splitTopLevel(element, separator: ":")
                    if parts.count == 2, TypeText.tokens(parts[0]).filter({ $0.text != " " }).count == 1 {
                        elementType = parts[1]
                    }
                    guard let v = value(for: elementType, mocks: mocks, unknown: unknown) else { return nil }
                    values.append(v)
                }
                return "(" + values.joined(separator: ", ") + ")"
            }
            return value(for: inner, mocks: mocks, unknown: unknown)
        }
        // Another generated mock.
        var name = type
        if name.hasPrefix("any ") { name = String(name.dropFirst(4)).mockTrimmed() }
        if let mock = mocks[name] { return "\(mock)()" }
        return nil
    }

    static func containerDefault(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            return TypeText.splitTopLevel(inner, separator: ":").count == 2 ? "[:]" : "[]"
        }
        for prefix in ["Array<", "Set<", "ContiguousArray<", "ArraySlice<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            return "[]"
        }
        if type.hasPrefix("Dictionary<"), type.hasSuffix(">") { return "[:]" }
        return nil
    }
}

// Defaults of the user's own: a generated mock that has no value to return asks
// `(T.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault` before it stops. The protocol is plain Swift,
// declared once per module by Stubble (no runtime library): in the file of the first mock that needs it when no
// file of the module declares it (in a `mock --all` run, the first file of the run that needs it).

enum MockDefaultsDeclaration {
    static let protocolName = "StubbleDefaultProvidable"
    static let findingCode = "stubble.mockDefaultsNotDeclared"

    static let lines = [
        "/// Defaults of your own for generated mocks: a type conforming to this protocol is what an unstubbed mock",
        "/// member returning it gives back instead of stopping, e.g. in your tests",
        "/// `extension User: StubbleDefaultProvidable { static var stubbleDefault: User { User(id: 0) } }`.",
        "/// Written by Stubble once per module; keep one declaration.",
        "protocol \(protocolName) {",
        "    static var stubbleDefault: Self { get }",
        "}",
    ]

    /// Whether generated code in `bytes` asks for a provided default.
    static func uses(_ bytes: [UInt8]) -> Bool {
        MockBytes.firstOccurrence(of: usesNeedle, anchor: usesNeedleAnchor, in: bytes) != nil
    }

    static let usesNeedle = Array(" \(protocolName).Type)?.stubbleDefault".utf8)
    /// Its `?`.
    static let usesNeedleAnchor = usesNeedle.firstIndex(of: UInt8(ascii: "?"))!

    /// Whether the module (the context's files, this one included) declares it, or a `mock --all` run writes it
    /// in another file.
    static func declared(for file: SourceFile, in context: MockContext) -> Bool {
        if context.protocolEntry(protocolName) != nil { return true }
        if let home = context.defaultsHome { return home != file.bytes }
        return false
    }

    /// `edits` plus the declaration at the end of the file when the edited file uses it and the module does not
    /// declare it.
    static func adding(to edits: [TextEdit], in file: SourceFile, context: MockContext) -> [TextEdit] {
        guard let insertion = missing(in: file, after: edits, context: context) else { return edits }
        var result = edits
        if let index = result.firstIndex(where: { $0.range == file.bytes.count..<file.bytes.count }) {
            result[index].newText += insertion.newText
        } else {
            result.append(insertion)
        }
        return result
    }

    /// The insertion declaring it, or nil when it is not needed.
    static func missing(in file: SourceFile, after edits: [TextEdit], context: MockContext) -> TextEdit? {
        let after = edits.isEmpty ? file.bytes : Mocking.apply(edits, to: file.bytes)
        guard uses(after), !declared(for: file, in: context) else { return nil }
        let end = file.bytes.count
        let endsWithNewline = after.last == UInt8(ascii: "\n")
        let text = (endsWithNewline ? "" : "\n") + "\n" + lines.joined(separator: "\n") + "\n"
        return TextEdit(range: end..<end, newText: text)
    }
}
