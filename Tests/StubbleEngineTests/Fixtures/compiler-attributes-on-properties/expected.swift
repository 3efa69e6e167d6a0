// Stored properties under compiler attributes. `@_alwaysEmitIntoClient` (as swift-collections writes it on
// stored properties) and `@inline(__always)` go on the computed property that stubs them, whose accessors are
// then inlined into clients: the hooks they call are `@usableFromInline`, and the renamed storage keeps the
// attribute as written. An attribute stubble does not know (`@exclusivity(unchecked)`) keeps its property as
// it is, with a hint that names the attribute: it is not a property wrapper, whose storage stubbing would
// rename. The other members are stubbed.
// @Stubbable
public struct Window {
    @usableFromInline var _getWidth: (() -> Int)? { get { _stubs.hooks["_getWidth"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getWidth"] = newValue } } // stubble
    @_alwaysEmitIntoClient public var width: Int { // stubble
        @storageRestrictions(initializes: _width) init { _width = newValue } // stubble
        get { if let _getWidth { return _getWidth() }; return _width } // stubble
    } // stubble
    @_alwaysEmitIntoClient
    public let _width: Int
    var _getHeight: (() -> Int)? { get { _stubs.hooks["_getHeight"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getHeight"] = newValue } } // stubble
    var _setHeight: ((Int) -> Void)? { get { _stubs.hooks["_setHeight"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setHeight"] = newValue } } // stubble
    @inline(__always) public var height: Int { // stubble
        @storageRestrictions(initializes: _height) init { _height = newValue } // stubble
        get { if let _getHeight { return _getHeight() }; return _height } // stubble
        set { if let _setHeight { _setHeight(newValue) } else { _height = newValue } } // stubble
        _modify { if _getHeight == nil && _setHeight == nil { yield &_height } else { var _stubbleValue = height; yield &_stubbleValue; height = _stubbleValue } } // stubble
    } // stubble
    @inline(__always) public var _height: Int

    @exclusivity(unchecked) nonisolated(unsafe) static var _initWidthHeight: ((Int, Int) -> Window)? = nil // stubble
    public init(width: Int, height: Int) {
        if let _initWidthHeight = Self._initWidthHeight { self = _initWidthHeight(width, height); return } // stubble
        self.width = width
        self.height = height
    }

    @usableFromInline var _area: (() -> Int)? { get { _stubs.hooks["_area"] as? (() -> Int) } nonmutating set { _stubs.hooks["_area"] = newValue } } // stubble
    @inlinable
    public func area() -> Int {
        if let _area { _area() } else { // stubble
        width * height
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
    var _stubs = _StubBox() // stubble
    static func _resetStaticStubs() { // stubble
        _initWidthHeight = nil // stubble
    } // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["width": self._width as Any, "height": self._height as Any], displayStyle: .struct) } // stubble
}
extension Window: CustomReflectable {} // stubble

// @Stubbable
public final class Meter {
    @exclusivity(unchecked)
    public var reading: Int = 0

    @exclusivity(unchecked) var _read: (() -> Int)? = nil // stubble
    public func read() -> Int {
        if let _read { _read() } else { // stubble
        reading
        } // stubble
    }
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["reading": self.reading as Any], displayStyle: .class) } // stubble
}
extension Meter: CustomReflectable {} // stubble
