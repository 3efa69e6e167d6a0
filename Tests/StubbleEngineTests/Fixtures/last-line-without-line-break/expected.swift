// A file whose last line has no line break: the lines written after its last declaration (a generic type's
// table of static hooks, a mirror's conformance) get one before them, and the file still ends without one.

// @Stubbable
struct Point {
    var _getX: (() -> Int)? { get { _stubs.hooks["_getX"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getX"] = newValue } } // stubble
    var _setX: ((Int) -> Void)? { get { _stubs.hooks["_setX"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setX"] = newValue } } // stubble
    var x: Int { // stubble
        @storageRestrictions(initializes: _x) init { _x = newValue } // stubble
        get { if let _getX { return _getX() }; return _x } // stubble
        set { if let _setX { _setX(newValue) } else { _x = newValue } } // stubble
        _modify { if _getX == nil && _setX == nil { yield &_x } else { var _stubbleValue = x; yield &_stubbleValue; x = _stubbleValue } } // stubble
    } // stubble
    var _x: Int
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
    nonisolated var customMirror: Mirror { Mirror(self, children: ["x": self._x as Any, "y": self._y as Any], displayStyle: .struct) } // stubble
}
extension Point: CustomReflectable {} // stubble

// @Stubbable
struct Box<Value> {
    var _getValue: (() -> Value)? { get { _stubs.hooks["_getValue"] as? (() -> Value) } nonmutating set { _stubs.hooks["_getValue"] = newValue } } // stubble
    var _setValue: ((Value) -> Void)? { get { _stubs.hooks["_setValue"] as? ((Value) -> Void) } nonmutating set { _stubs.hooks["_setValue"] = newValue } } // stubble
    var value: Value { // stubble
        @storageRestrictions(initializes: _value) init { _value = newValue } // stubble
        get { if let _getValue { return _getValue() }; return _value } // stubble
        set { if let _setValue { _setValue(newValue) } else { _value = newValue } } // stubble
        _modify { if _getValue == nil && _setValue == nil { yield &_value } else { var _stubbleValue = value; yield &_stubbleValue; value = _stubbleValue } } // stubble
    } // stubble
    var _value: Value
    static var _getMade: (() -> Int)? { get { _staticStubs_Box[ObjectIdentifier(Box.self)]?["_getMade"] as? (() -> Int) } set { _staticStubs_Box[ObjectIdentifier(Box.self), default: [:]]["_getMade"] = newValue } } // stubble
    static var made: Int {/*stubble:*/ if let _getMade { _getMade() } else {/*:stubble*/ 0 /*stubble:*/}/*:stubble*/}
    var _describe: (() -> String)? { get { _stubs.hooks["_describe"] as? (() -> String) } nonmutating set { _stubs.hooks["_describe"] = newValue } } // stubble
    func describe() -> String {/*stubble:*/ if let _describe { _describe() } else {/*:stubble*/ "box" /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    static func _resetStaticStubs() { // stubble
        _staticStubs_Box.removeAll() // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["value": self._value as Any], displayStyle: .struct) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Box: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Box: CustomReflectable {} // stubble