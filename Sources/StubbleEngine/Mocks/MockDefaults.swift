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
        return voids.contains(type.filter { !$0.isWhitespace })
    }

    static func isNever(_ type: String?) -> Bool {
        guard let type else { return false }
        let t = type.filter { !$0.isWhitespace }
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
