// `x` gives the memberwise init its default, which it takes from the property with the init accessor: with
// an initializer in an extension in another file (`Raw+Binds.swift`), it stays stored. `y` is stubbed.
// @Stubbable
struct Point {
    var x = 0
    var _getY: (() -> Int)? { get { _stubs.hooks["_getY"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getY"] = newValue } } // stubble
    var _setY: ((Int) -> Void)? { get { _stubs.hooks["_setY"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setY"] = newValue } } // stubble
    var y: Int { // stubble
        @storageRestrictions(initializes: _y) init { _y = newValue } // stubble
        get { if let _getY { return _getY() }; return _y } // stubble
        set { if let _setY { _setY(newValue) } else { _y = newValue } } // stubble
        _modify { if _getY == nil && _setY == nil { yield &_y } else { var _stubbleValue = y; yield &_stubbleValue; y = _stubbleValue } } // stubble
    } // stubble
    var _y: Int
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["x": self.x as Any, "y": self._y as Any], displayStyle: .struct) } // stubble
}
extension Point: CustomReflectable {} // stubble
