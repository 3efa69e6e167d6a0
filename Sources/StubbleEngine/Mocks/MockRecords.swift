import StubbleSyntax

// Records tests can assert on: the call of a member with several recorded arguments is a struct with one field
// per argument, `Equatable` when every field's type is, so `XCTAssertEqual(mock.addUserInvocations, [...])` and
// `#expect(mock.addUserInvocations == [...])` compile (a tuple never conforms to `Equatable`).
//
// Whether a type is `Equatable` is decided from the text alone, conservatively: a wrong "yes" would be a mock
// that does not compile, a wrong "no" only a record that `==` does not accept (fields still compare one by one).

enum MockEquatability {
    /// Standard library and Foundation value types that are `Equatable` on every platform.
    static let standard: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
        "Double", "Float", "Float16", "Float80", "CGFloat", "TimeInterval", "Decimal",
        "Bool", "String", "Substring", "Character", "Unicode.Scalar",
        "Data", "Date", "URL", "UUID", "URLComponents", "URLRequest", "DateComponents", "IndexPath", "IndexSet",
        "Locale", "TimeZone", "Calendar", "CharacterSet", "Duration", "ObjectIdentifier",
    ]
    /// Protocols whose conformers are `Equatable`.
    static let refiningEquatable: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Strideable", "BinaryInteger", "FixedWidthInteger", "SignedInteger",
        "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint", "Numeric", "SignedNumeric", "StringProtocol",
        "AdditiveArithmetic",
    ]

    /// Whether the file may hold a declaration `declaresEquatable` says yes of, without parsing it: an enum, or
    /// one of `refiningEquatable`'s names. (`mock --all` reads every file it is given; `check`, `fix` and the
    /// server parse only the files that may matter to mocks, and a struct made `Hashable` in a file without a
    /// protocol made them call the record `mock --all` wrote out of date.)
    static func mayDeclareEquatable(_ text: [UInt8]) -> Bool {
        mayDeclareEquatableNeedles.contains { Stubbing.contains(text, $0) }
    }

    /// "enum", then the names of `refiningEquatable` none of whose others is part of it (`Integer` stands for
    /// the four integer protocols, `FloatingPoint` for both).
    static let mayDeclareEquatableNeedles: [[UInt8]] = {
        let names = ["Integer", "FloatingPoint", "Numeric"] + refiningEquatable.sorted().filter {
            !$0.hasSuffix("Integer") && !$0.hasSuffix("FloatingPoint") && !$0.hasSuffix("Numeric")
        }
        return [Array("enum".utf8)] + names.map { Array($0.utf8) }
    }()

    /// Whether a declaration makes its type `Equatable`: a type or extension naming `Equatable` (or a protocol
    /// refining it) in its inheritance clause, or an enum with cases, none carrying values.
    static func declaresEquatable(_ d: Declaration, in file: SourceFile) -> Bool {
        guard d.kind == .struct || d.kind == .enum || d.kind == .class || d.kind == .actor || d.kind == .extension else { return false }
        for entry in d.inheritance {
            let name = file.text(entry).withoutWhitespace
            let simple = name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name
            if refiningEquatable.contains(simple) { return true }
        }
        if d.kind == .enum {
            var cases = 0
            for m in d.members where m.kind == .enumCase {
                for element in m.enumCaseElements {
                    if element.associatedValue != nil { return false }
                    cases += 1
                }
            }
            return cases > 0
        }
        return false
    }

    /// The generic types whose values are `Equatable` when their arguments are.
    static let containers: Set<String> = ["Array", "Set", "Dictionary", "Optional", "ContiguousArray", "ArraySlice", "Range", "ClosedRange"]

    /// Whether every `Character` of `type` is a letter, a number, `_` or `.`. ASCII text is answered from its bytes
    /// (each ASCII byte but `\r` of `\r\n` is a `Character`, and an ASCII letter or number is `A`-`Z`, `a`-`z`,
    /// `0`-`9`): the `Character` properties look up Unicode tables.
    static func isPlainName(_ type: String) -> Bool {
        if type.utf8.allSatisfy({ $0 < 0x80 }) {
            return type.utf8.allSatisfy { b in
                (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "_") || b == UInt8(ascii: ".")
            }
        }
        return type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    }

    /// Whether values of `type` (as recorded: no specifiers, `some P` opened to `any P`) are `Equatable`.
    /// `known`: the types the files show `Equatable` and the mock's associated types constrained to it.
    static func isEquatable<Known: MockNameSet>(_ rawType: String, known: Known) -> Bool {
        var type = rawType.mockTrimmed()
        if type.isEmpty { return false }
        if TypeText.isFunctionType(type) { return false }
        for prefix in ["Swift.", "Foundation."] where type.hasPrefix(prefix) { type = String(type.dropFirst(prefix.count)) }
        if type.hasSuffix("?") || type.hasSuffix("!") {
            return isEquatable(String(type.dropLast()), known: known)
        }
        if type.hasPrefix("("), type.hasSuffix(")") {
            // A parenthesized type is the type; a tuple is never `Equatable`.
            let inner = String(type.dropFirst().dropLast())
            let elements = TypeText.splitTopLevel(inner)
            return elements.count == 1 && isEquatable(inner, known: known)
        }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            let parts = TypeText.splitTopLevel(inner, separator: ":")
            if parts.count == 2 { return isEquatable(parts[0], known: known) && isEquatable(parts[1], known: known) }
            return isEquatable(inner, known: known)
        }
        if let open = type.firstIndex(of: "<"), type.hasSuffix(">") {
            let base = String(type[..<open])
            let arguments = TypeText.splitTopLevel(String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
            guard containers.contains(base), !arguments.isEmpty else { return false }
            return arguments.allSatisfy { isEquatable($0, known: known) }
        }
        if type.hasPrefix("any ") || type.hasPrefix("some ") || type == "Any" || type == "AnyObject" { return false }
        guard isPlainName(type) else { return false }
        if standard.contains(type) { return true }
        let simple = String(type.split(separator: ".").last ?? Substring(type))
        return known.contains(simple)
    }
}
