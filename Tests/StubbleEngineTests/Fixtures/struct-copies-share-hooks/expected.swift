// @Stubbable
struct Point {
    var _getX: (() -> Double)? { get { _stubs.hooks["_getX"] as? (() -> Double) } nonmutating set { _stubs.hooks["_getX"] = newValue } } // stubble
    var _setX: ((Double) -> Void)? { get { _stubs.hooks["_setX"] as? ((Double) -> Void) } nonmutating set { _stubs.hooks["_setX"] = newValue } } // stubble
    var x: Double { // stubble
        @storageRestrictions(initializes: _x) init { _x = newValue } // stubble
        get { if let _getX { return _getX() }; return _x } // stubble
        set { if let _setX { _setX(newValue) } else { _x = newValue } } // stubble
        _modify { if _getX == nil && _setX == nil { yield &_x } else { var _stubbleValue = x; yield &_stubbleValue; x = _stubbleValue } } // stubble
    } // stubble
    var _x: Double
    var _getY: (() -> Double)? { get { _stubs.hooks["_getY"] as? (() -> Double) } nonmutating set { _stubs.hooks["_getY"] = newValue } } // stubble
    var _setY: ((Double) -> Void)? { get { _stubs.hooks["_setY"] as? ((Double) -> Void) } nonmutating set { _stubs.hooks["_setY"] = newValue } } // stubble
    var y: Double { // stubble
        @storageRestrictions(initializes: _y) init { _y = newValue } // stubble
        get { if let _getY { return _getY() }; return _y } // stubble
        set { if let _setY { _setY(newValue) } else { _y = newValue } } // stubble
        _modify { if _getY == nil && _setY == nil { yield &_y } else { var _stubbleValue = y; yield &_stubbleValue; y = _stubbleValue } } // stubble
    } // stubble
    var _y: Double

    var _lengthSquared: (() -> Double)? { get { _stubs.hooks["_lengthSquared"] as? (() -> Double) } nonmutating set { _stubs.hooks["_lengthSquared"] = newValue } } // stubble
    func lengthSquared() -> Double {
        if let _lengthSquared { _lengthSquared() } else { // stubble
        x * x + y * y
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
    nonisolated var customMirror: Mirror { Mirror(self, children: ["x": self._x as Any, "y": self._y as Any], displayStyle: .struct) } // stubble
}
extension Point: CustomReflectable {} // stubble
