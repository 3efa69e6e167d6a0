// A module that declares its own `Decoder`, `Encoder` or `Hasher` (SwiftProtobuf declares a `Decoder`; a file
// that imports it sees that one first) shadows Swift's: the stubs' box names Swift's coders and hasher in full,
// so it is still `Codable` and `Hashable`.
protocol Decoder {
    func decode() throws -> Int
}

protocol Encoder {
    func encode(_ value: Int) throws
}

struct Hasher {
    var seed = 0
}

// @Stubbable
struct Temperature: Codable, Hashable {
    var _getCelsius: (() -> Double)? { get { _stubs.hooks["_getCelsius"] as? (() -> Double) } nonmutating set { _stubs.hooks["_getCelsius"] = newValue } } // stubble
    var _setCelsius: ((Double) -> Void)? { get { _stubs.hooks["_setCelsius"] as? ((Double) -> Void) } nonmutating set { _stubs.hooks["_setCelsius"] = newValue } } // stubble
    var celsius: Double { // stubble
        @storageRestrictions(initializes: _celsius) init { _celsius = newValue } // stubble
        get { if let _getCelsius { return _getCelsius() }; return _celsius } // stubble
        set { if let _setCelsius { _setCelsius(newValue) } else { _celsius = newValue } } // stubble
        _modify { if _getCelsius == nil && _setCelsius == nil { yield &_celsius } else { var _stubbleValue = celsius; yield &_stubbleValue; celsius = _stubbleValue } } // stubble
    } // stubble
    var _celsius: Double

    var _fahrenheit: (() -> Double)? { get { _stubs.hooks["_fahrenheit"] as? (() -> Double) } nonmutating set { _stubs.hooks["_fahrenheit"] = newValue } } // stubble
    func fahrenheit() -> Double {
        if let _fahrenheit { _fahrenheit() } else { // stubble
        celsius * 9 / 5 + 32
        } // stubble
    }

    var _read: ((any Decoder) throws -> Double)? { get { _stubs.hooks["_read"] as? ((any Decoder) throws -> Double) } nonmutating set { _stubs.hooks["_read"] = newValue } } // stubble
    func read(with decoder: any Decoder) throws -> Double {
        if let _read { try _read(decoder) } else { // stubble
        Double(try decoder.decode())
        } // stubble
    }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    private enum CodingKeys: String, CodingKey { // stubble
        case _celsius = "celsius" // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["celsius": self._celsius as Any], displayStyle: .struct) } // stubble
}
extension Temperature: CustomReflectable {} // stubble
