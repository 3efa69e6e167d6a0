import Foundation

// An initializer that assigns `self = …` assigns the hooks' box too: a struct whose own body declares an
// initializer (so Swift synthesizes no memberwise one) gets its box as a `var`, and the new value's box is
// the one assigned (`Temperature(fahrenheit:)` below keeps the box of the value it builds). Codable output
// does not change: the coding keys leave the box out.
// @Stubbable
struct Temperature: Codable, Equatable {
    var _getCelsius: (() -> Double)? { get { _stubs.hooks["_getCelsius"] as? (() -> Double) } nonmutating set { _stubs.hooks["_getCelsius"] = newValue } } // stubble
    var _setCelsius: ((Double) -> Void)? { get { _stubs.hooks["_setCelsius"] as? ((Double) -> Void) } nonmutating set { _stubs.hooks["_setCelsius"] = newValue } } // stubble
    var celsius: Double { // stubble
        @storageRestrictions(initializes: _celsius) init { _celsius = newValue } // stubble
        get { if let _getCelsius { return _getCelsius() }; return _celsius } // stubble
        set { if let _setCelsius { _setCelsius(newValue) } else { _celsius = newValue } } // stubble
        _modify { if _getCelsius == nil && _setCelsius == nil { yield &_celsius } else { var _stubbleValue = celsius; yield &_stubbleValue; celsius = _stubbleValue } } // stubble
    } // stubble
    var _celsius: Double

    init(celsius: Double) {
        self.celsius = celsius
    }

    init(fahrenheit: Double) {
        self = Temperature(celsius: (fahrenheit - 32) * 5 / 9)
    }

    var _describe: (() -> String)? { get { _stubs.hooks["_describe"] as? (() -> String) } nonmutating set { _stubs.hooks["_describe"] = newValue } } // stubble
    func describe() -> String {
        if let _describe { _describe() } else { // stubble
        String(format: "%.1f°C", celsius)
        } // stubble
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
    private enum CodingKeys: String, CodingKey { // stubble
        case _celsius = "celsius" // stubble
    } // stubble
}

extension Temperature {
    init(copying other: Temperature) {
        self = other
    }
}
