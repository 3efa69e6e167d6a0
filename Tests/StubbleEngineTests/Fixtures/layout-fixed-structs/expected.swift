// A struct keeps its hooks in a box, a stored reference: a @frozen struct (its layout is its ABI) and a
// BitwiseCopyable one (it can hold no reference) keep their instance members as they are, with a hint;
// their static members are stubbed. A noncopyable struct is stubbed like any other.
// @Stubbable
@frozen public struct Point: BitwiseCopyable {
    public var x: Double
    public var y: Double

    @exclusivity(unchecked) nonisolated(unsafe) static var _initXY: ((Double, Double) -> Point)? = nil // stubble
    public init(x: Double, y: Double) {
        if let _initXY = Self._initXY { self = _initXY(x, y); return } // stubble
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
        _initXY = nil // stubble
        _origin = nil // stubble
    } // stubble
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
