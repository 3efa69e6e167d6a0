// A struct keeps its instance hooks in a box, a stored reference: a @frozen struct (its layout is its ABI)
// and a BitwiseCopyable one (it can hold no reference) cannot. Their instance hooks live outside the value,
// as static hooks (`Point._lengthSquared`, which every value uses), so the layout does not change at all:
// same stored properties in the same order (a stubbed one is a computed property over its renamed storage),
// same size and stride, still BitwiseCopyable. A noncopyable struct keeps its box.
// @Stubbable
@frozen public struct Point: BitwiseCopyable {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getX: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setX: ((Double) -> Void)? = nil // stubble
    public var x: Double { // stubble
        @storageRestrictions(initializes: _x) init { _x = newValue } // stubble
        get { if let _getX = Self._getX { return _getX() }; return _x } // stubble
        set { if let _setX = Self._setX { _setX(newValue) } else { _x = newValue } } // stubble
        _modify { if Self._getX == nil && Self._setX == nil { yield &_x } else { var _stubbleValue = x; yield &_stubbleValue; x = _stubbleValue } } // stubble
    } // stubble
    public var _x: Double
    @exclusivity(unchecked) nonisolated(unsafe) static var _getY: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setY: ((Double) -> Void)? = nil // stubble
    public var y: Double { // stubble
        @storageRestrictions(initializes: _y) init { _y = newValue } // stubble
        get { if let _getY = Self._getY { return _getY() }; return _y } // stubble
        set { if let _setY = Self._setY { _setY(newValue) } else { _y = newValue } } // stubble
        _modify { if Self._getY == nil && Self._setY == nil { yield &_y } else { var _stubbleValue = y; yield &_stubbleValue; y = _stubbleValue } } // stubble
    } // stubble
    public var _y: Double

    @exclusivity(unchecked) nonisolated(unsafe) static var _initXY: ((Double, Double) -> Point)? = nil // stubble
    public init(x: Double, y: Double) {
        if let _initXY = Self._initXY { self = _initXY(x, y); return } // stubble
        self.x = x
        self.y = y
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _lengthSquared: (() -> Double)? = nil // stubble
    public func lengthSquared() -> Double {
        if let _lengthSquared = Self._lengthSquared { _lengthSquared() } else { // stubble
        x * x + y * y
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _origin: (() -> Point)? = nil // stubble
    public static func origin() -> Point {
        if let _origin { _origin() } else { // stubble
        Point(x: 0, y: 0)
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _getX = nil // stubble
        _setX = nil // stubble
        _getY = nil // stubble
        _setY = nil // stubble
        _initXY = nil // stubble
        _lengthSquared = nil // stubble
        _origin = nil // stubble
    } // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["x": self._x as Any, "y": self._y as Any], displayStyle: .struct) } // stubble
}
extension Point: CustomReflectable {} // stubble

// @Stubbable
struct Handle: ~Copyable {
    var _getFd: (() -> Int32)? { get { _stubs.hooks["_getFd"] as? (() -> Int32) } nonmutating set { _stubs.hooks["_getFd"] = newValue } } // stubble
    var _setFd: ((Int32) -> Void)? { get { _stubs.hooks["_setFd"] as? ((Int32) -> Void) } nonmutating set { _stubs.hooks["_setFd"] = newValue } } // stubble
    var fd: Int32 { // stubble
        @storageRestrictions(initializes: _fd) init { _fd = newValue } // stubble
        get { if let _getFd { return _getFd() }; return _fd } // stubble
        set { if let _setFd { _setFd(newValue) } else { _fd = newValue } } // stubble
        _modify { if _getFd == nil && _setFd == nil { yield &_fd } else { var _stubbleValue = fd; yield &_stubbleValue; fd = _stubbleValue } } // stubble
    } // stubble
    var _fd: Int32

    var _peek: (() -> Int32)? { get { _stubs.hooks["_peek"] as? (() -> Int32) } nonmutating set { _stubs.hooks["_peek"] = newValue } } // stubble
    borrowing func peek() -> Int32 {
        if let _peek { _peek() } else { // stubble
        fd
        } // stubble
    }

    var _bump: (() -> Void)? { get { _stubs.hooks["_bump"] as? (() -> Void) } nonmutating set { _stubs.hooks["_bump"] = newValue } } // stubble
    mutating func bump() {
        if let _bump { return _bump() } // stubble
        fd += 1
    }

    var _close: (() -> Int32)? { get { _stubs.hooks["_close"] as? (() -> Int32) } nonmutating set { _stubs.hooks["_close"] = newValue } } // stubble
    consuming func close() -> Int32 {
        if let _close { _close() } else { // stubble
        fd
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
}
