// A struct keeps its hooks in a box, a stored reference: a BitwiseCopyable struct (it can hold no reference)
// keeps its instance members as they are, with a hint; its static members are stubbed. A @frozen struct's box
// is @usableFromInline, as a frozen type's stored properties must be. A noncopyable struct is stubbed like any
// other.
// @Stubbable
@frozen public struct Point: BitwiseCopyable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public func lengthSquared() -> Double {
        x * x + y * y
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _origin: (() -> Point)? = nil // stubble
    public static func origin() -> Point {
        if let _origin { _origin() } else { // stubble
        Point(x: 0, y: 0)
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _origin = nil // stubble
    } // stubble
}

// @Stubbable
@frozen public struct Size {
    var _getWidth: (() -> Int)? { get { _stubs.hooks["_getWidth"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getWidth"] = newValue } } // stubble
    var _setWidth: ((Int) -> Void)? { get { _stubs.hooks["_setWidth"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setWidth"] = newValue } } // stubble
    public var width: Int { // stubble
        @storageRestrictions(initializes: _width) init { _width = newValue } // stubble
        get { if let _getWidth { return _getWidth() }; return _width } // stubble
        set { if let _setWidth { _setWidth(newValue) } else { _width = newValue } } // stubble
        _modify { if _getWidth == nil && _setWidth == nil { yield &_width } else { var _stubbleValue = width; yield &_stubbleValue; width = _stubbleValue } } // stubble
    } // stubble
    public var _width: Int
    var _getHeight: (() -> Int)? { get { _stubs.hooks["_getHeight"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getHeight"] = newValue } } // stubble
    var _setHeight: ((Int) -> Void)? { get { _stubs.hooks["_setHeight"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setHeight"] = newValue } } // stubble
    public var height: Int { // stubble
        @storageRestrictions(initializes: _height) init { _height = newValue } // stubble
        get { if let _getHeight { return _getHeight() }; return _height } // stubble
        set { if let _setHeight { _setHeight(newValue) } else { _height = newValue } } // stubble
        _modify { if _getHeight == nil && _setHeight == nil { yield &_height } else { var _stubbleValue = height; yield &_stubbleValue; height = _stubbleValue } } // stubble
    } // stubble
    public var _height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var _area: (() -> Int)? { get { _stubs.hooks["_area"] as? (() -> Int) } nonmutating set { _stubs.hooks["_area"] = newValue } } // stubble
    public func area() -> Int {
        if let _area { _area() } else { // stubble
        width * height
        } // stubble
    }
    @usableFromInline final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        @usableFromInline init() {} // stubble
        @usableFromInline init(from decoder: any Decoder) throws {} // stubble
        @usableFromInline func encode(to encoder: any Encoder) throws {} // stubble
        @usableFromInline static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        @usableFromInline func hash(into hasher: inout Hasher) {} // stubble
    } // stubble
    @usableFromInline let _stubs: _StubBox = _StubBox() // stubble
}

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
        init(from decoder: any Decoder) throws {} // stubble
        func encode(to encoder: any Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
}
