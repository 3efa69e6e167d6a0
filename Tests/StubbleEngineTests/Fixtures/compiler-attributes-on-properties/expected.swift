// A stored property under a compiler attribute stubble does not know (`@_alwaysEmitIntoClient` here, as
// swift-collections writes it) keeps its text, with a hint that names the attribute: it is not a property
// wrapper, whose storage stubbing would rename. The other members are stubbed.
// @Stubbable
public struct Window {
    @_alwaysEmitIntoClient
    public let width: Int

    @exclusivity(unchecked) nonisolated(unsafe) static var _initWidth: ((Int) -> Window)? = nil // stubble
    public init(width: Int) {
        if let _initWidth = Self._initWidth { self = _initWidth(width); return } // stubble
        self.width = width
    }

    var _area: (() -> Int)? { get { _stubs.hooks["_area"] as? (() -> Int) } nonmutating set { _stubs.hooks["_area"] = newValue } } // stubble
    public func area() -> Int {
        if let _area { _area() } else { // stubble
        width * width
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
    static func _resetStaticStubs() { // stubble
        _initWidth = nil // stubble
    } // stubble
}
