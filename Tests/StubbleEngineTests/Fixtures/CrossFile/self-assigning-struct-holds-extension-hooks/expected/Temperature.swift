/// A struct whose helpers live in Temperature+Formatting.swift, and whose initializer assigns `self = …`:
/// the box the struct gets for the helpers' hooks is a `var`, which that initializer assigns again with the
/// rest of `self`. Possible because the struct declares an initializer in its body (Swift synthesizes no
/// memberwise initializer that would take the box as a parameter).
struct Temperature: Equatable {
    var celsius: Double

    init(celsius: Double) {
        self.celsius = celsius
    }

    init(fahrenheit: Double) {
        self = Temperature(celsius: (fahrenheit - 32) * 5 / 9)
    }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Decoder) throws {} // stubble
        func encode(to encoder: any Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Hasher) {} // stubble
    } // stubble
    var _stubs = _StubBox() // stubble
    var _whole: (() -> Int)? { get { _stubs.hooks["_whole"] as? (() -> Int) } nonmutating set { _stubs.hooks["_whole"] = newValue } } // stubble: Temperature+Formatting.swift
    var _getIsFreezing: (() -> Bool)? { get { _stubs.hooks["_getIsFreezing"] as? (() -> Bool) } nonmutating set { _stubs.hooks["_getIsFreezing"] = newValue } } // stubble: Temperature+Formatting.swift
}
