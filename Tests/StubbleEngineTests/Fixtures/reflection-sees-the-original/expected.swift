// With no hook set, reflection sees the type the user wrote: `print`, string interpolation, `dump` and
// `Mirror(reflecting:)` (which GraphQL's default resolver and swift-custom-dump read values through) list the
// original stored properties under their own names, in their order, not the renamed storage (`_x`), the
// struct's hooks box (`_stubs`) or a class's stored hooks. Found building GraphQL and Graphiti after
// `add --all`: introspection read `name` through a `Mirror` and got nil. A type that reflects itself keeps
// its own mirror; a lazy property's storage cannot be named, so such a type reflects its stubs (README).
@propertyWrapper
struct Clamped: Equatable {
    var wrappedValue: Int { didSet { wrappedValue = min(wrappedValue, 10) } }
    init(wrappedValue: Int) { self.wrappedValue = min(wrappedValue, 10) }
}

// @Stubbable
struct Point: Equatable {
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
    var _getLabel: (() -> String?)? { get { _stubs.hooks["_getLabel"] as? (() -> String?) } nonmutating set { _stubs.hooks["_getLabel"] = newValue } } // stubble
    var label: Optional<String> { // stubble
        @storageRestrictions(initializes: _label) init { _label = newValue } // stubble
        get { if let _getLabel { return _getLabel() }; return _label } // stubble
    } // stubble
    let _label: String?
    var _getTags: (() -> [String])? { get { _stubs.hooks["_getTags"] as? (() -> [String]) } nonmutating set { _stubs.hooks["_getTags"] = newValue } } // stubble
    var _setTags: (([String]) -> Void)? { get { _stubs.hooks["_setTags"] as? (([String]) -> Void) } nonmutating set { _stubs.hooks["_setTags"] = newValue } } // stubble
    var tags: [String] = [] { // stubble
        @storageRestrictions(initializes: _tags) init { _tags = newValue } // stubble
        get { if let _getTags { return _getTags() }; return _tags } // stubble
        set { if let _setTags { _setTags(newValue) } else { _tags = newValue } } // stubble
        _modify { if _getTags == nil && _setTags == nil { yield &_tags } else { var _stubbleValue = tags; yield &_stubbleValue; tags = _stubbleValue } } // stubble
    } // stubble
    var _tags: [String] = []
    var _getDefault: (() -> Bool)? { get { _stubs.hooks["_getDefault"] as? (() -> Bool) } nonmutating set { _stubs.hooks["_getDefault"] = newValue } } // stubble
    var _setDefault: ((Bool) -> Void)? { get { _stubs.hooks["_setDefault"] as? ((Bool) -> Void) } nonmutating set { _stubs.hooks["_setDefault"] = newValue } } // stubble
    var `default`: Bool = false { // stubble
        @storageRestrictions(initializes: _default) init { _default = newValue } // stubble
        get { if let _getDefault { return _getDefault() }; return _default } // stubble
        set { if let _setDefault { _setDefault(newValue) } else { _default = newValue } } // stubble
        _modify { if _getDefault == nil && _setDefault == nil { yield &_default } else { var _stubbleValue = `default`; yield &_stubbleValue; `default` = _stubbleValue } } // stubble
    } // stubble
    var `_default` = false
    var _getMoves: (() -> Int)? { get { _stubs.hooks["_getMoves"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getMoves"] = newValue } } // stubble
    var _setMoves: ((Int) -> Void)? { get { _stubs.hooks["_setMoves"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setMoves"] = newValue } } // stubble
    var moves: Int = 0 { // stubble
        @storageRestrictions(initializes: _moves) init { _moves = newValue } // stubble
        get { if let _getMoves { return _getMoves() }; return _moves } // stubble
        set { if let _setMoves { _setMoves(newValue) } else { _moves = newValue } } // stubble
        _modify { if _getMoves == nil && _setMoves == nil { yield &_moves } else { var _stubbleValue = moves; yield &_stubbleValue; moves = _stubbleValue } } // stubble
    } // stubble
    var _moves = 0 { didSet { history.append(moves) } }
    var _getHistory: (() -> [Int])? { get { _stubs.hooks["_getHistory"] as? (() -> [Int]) } nonmutating set { _stubs.hooks["_getHistory"] = newValue } } // stubble
    var _setHistory: (([Int]) -> Void)? { get { _stubs.hooks["_setHistory"] as? (([Int]) -> Void) } nonmutating set { _stubs.hooks["_setHistory"] = newValue } } // stubble
    var history: [Int] = [] { // stubble
        @storageRestrictions(initializes: _history) init { _history = newValue } // stubble
        get { if let _getHistory { return _getHistory() }; return _history } // stubble
        set { if let _setHistory { _setHistory(newValue) } else { _history = newValue } } // stubble
        _modify { if _getHistory == nil && _setHistory == nil { yield &_history } else { var _stubbleValue = history; yield &_stubbleValue; history = _stubbleValue } } // stubble
    } // stubble
    var _history: [Int] = []
    @Clamped var level = 3

    var _length: (() -> Int)? { get { _stubs.hooks["_length"] as? (() -> Int) } nonmutating set { _stubs.hooks["_length"] = newValue } } // stubble
    func length() -> Int {/*stubble:*/ if let _length { _length() } else {/*:stubble*/ x + y /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["x": self._x as Any, "y": self._y as Any, "label": self._label as Any, "tags": self._tags as Any, "default": self._default as Any, "moves": self._moves as Any, "history": self._history as Any, "_level": self._level as Any], displayStyle: .struct) } // stubble
}
extension Point: CustomReflectable {} // stubble

// @Stubbable
public struct Pair<First, Second> {
    var _getFirst: (() -> First)? { get { _stubs.hooks["_getFirst"] as? (() -> First) } nonmutating set { _stubs.hooks["_getFirst"] = newValue } } // stubble
    var _setFirst: ((First) -> Void)? { get { _stubs.hooks["_setFirst"] as? ((First) -> Void) } nonmutating set { _stubs.hooks["_setFirst"] = newValue } } // stubble
    public var first: First { // stubble
        @storageRestrictions(initializes: _first) init { _first = newValue } // stubble
        get { if let _getFirst { return _getFirst() }; return _first } // stubble
        set { if let _setFirst { _setFirst(newValue) } else { _first = newValue } } // stubble
        _modify { if _getFirst == nil && _setFirst == nil { yield &_first } else { var _stubbleValue = first; yield &_stubbleValue; first = _stubbleValue } } // stubble
    } // stubble
    public var _first: First
    var _getSecond: (() -> Second?)? { get { _stubs.hooks["_getSecond"] as? (() -> Second?) } nonmutating set { _stubs.hooks["_getSecond"] = newValue } } // stubble
    var _setSecond: ((Second?) -> Void)? { get { _stubs.hooks["_setSecond"] as? ((Second?) -> Void) } nonmutating set { _stubs.hooks["_setSecond"] = newValue } } // stubble
    public var second: Second? { // stubble
        @storageRestrictions(initializes: _second) init { _second = newValue } // stubble
        get { if let _getSecond { return _getSecond() }; return _second } // stubble
        set { if let _setSecond { _setSecond(newValue) } else { _second = newValue } } // stubble
        _modify { if _getSecond == nil && _setSecond == nil { yield &_second } else { var _stubbleValue = second; yield &_stubbleValue; second = _stubbleValue } } // stubble
    } // stubble
    public var _second: Second?
    var _swapped: (() -> (Second?, First))? { get { _stubs.hooks["_swapped"] as? (() -> (Second?, First)) } nonmutating set { _stubs.hooks["_swapped"] = newValue } } // stubble
    public func swapped() -> (Second?, First) {/*stubble:*/ if let _swapped { _swapped() } else {/*:stubble*/ (second, first) /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["first": self._first as Any, "second": self._second as Any], displayStyle: .struct) } // stubble
}
extension Pair: CustomReflectable {} // stubble

enum Geometry {}

extension Geometry {
    // @Stubbable
    struct Size {
        var _getWidth: (() -> Double)? { get { _stubs.hooks["_getWidth"] as? (() -> Double) } nonmutating set { _stubs.hooks["_getWidth"] = newValue } } // stubble
        var _setWidth: ((Double) -> Void)? { get { _stubs.hooks["_setWidth"] as? ((Double) -> Void) } nonmutating set { _stubs.hooks["_setWidth"] = newValue } } // stubble
        var width: Double = 1.5 { // stubble
            @storageRestrictions(initializes: _width) init { _width = newValue } // stubble
            get { if let _getWidth { return _getWidth() }; return _width } // stubble
            set { if let _setWidth { _setWidth(newValue) } else { _width = newValue } } // stubble
            _modify { if _getWidth == nil && _setWidth == nil { yield &_width } else { var _stubbleValue = width; yield &_stubbleValue; width = _stubbleValue } } // stubble
        } // stubble
        var _width = 1.5
        var _getHeight: (() -> Double)? { get { _stubs.hooks["_getHeight"] as? (() -> Double) } nonmutating set { _stubs.hooks["_getHeight"] = newValue } } // stubble
        var _setHeight: ((Double) -> Void)? { get { _stubs.hooks["_setHeight"] as? ((Double) -> Void) } nonmutating set { _stubs.hooks["_setHeight"] = newValue } } // stubble
        var height: Double = 2.0 { // stubble
            @storageRestrictions(initializes: _height) init { _height = newValue } // stubble
            get { if let _getHeight { return _getHeight() }; return _height } // stubble
            set { if let _setHeight { _setHeight(newValue) } else { _height = newValue } } // stubble
            _modify { if _getHeight == nil && _setHeight == nil { yield &_height } else { var _stubbleValue = height; yield &_stubbleValue; height = _stubbleValue } } // stubble
        } // stubble
        var _height = 2.0
        var _area: (() -> Double)? { get { _stubs.hooks["_area"] as? (() -> Double) } nonmutating set { _stubs.hooks["_area"] = newValue } } // stubble
        func area() -> Double {/*stubble:*/ if let _area { _area() } else {/*:stubble*/ width * height /*stubble:*/}/*:stubble*/}
        final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
            @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
            init() {} // stubble
            init(from decoder: any Swift.Decoder) throws {} // stubble
            func encode(to encoder: any Swift.Encoder) throws {} // stubble
            static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
            func hash(into hasher: inout Swift.Hasher) {} // stubble
        } // stubble
        let _stubs = _StubBox() // stubble
        nonisolated var customMirror: Mirror { Mirror(self, children: ["width": self._width as Any, "height": self._height as Any], displayStyle: .struct) } // stubble
    }
}
extension Geometry.Size: CustomReflectable {} // stubble

// @Stubbable
final class Account {
    @exclusivity(unchecked) var _getBalance: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setBalance: ((Int) -> Void)? = nil // stubble
    var balance: Int { // stubble
        @storageRestrictions(initializes: _balance) init { _balance = newValue } // stubble
        get { if let _getBalance { return _getBalance() }; return _balance } // stubble
        set { if let _setBalance { _setBalance(newValue) } else { _balance = newValue } } // stubble
        _modify { if _getBalance == nil && _setBalance == nil { yield &_balance } else { var _stubbleValue = balance; yield &_stubbleValue; balance = _stubbleValue } } // stubble
    } // stubble
    var _balance = 0
    @exclusivity(unchecked) var _getOwner: (() -> String)? = nil // stubble
    var owner: String { // stubble
        @storageRestrictions(initializes: _owner) init { _owner = newValue } // stubble
        get { if let _getOwner { return _getOwner() }; return _owner } // stubble
    } // stubble
    let _owner: String
    @exclusivity(unchecked) var _getDelegate: (() -> AnyObject?)? = nil // stubble
    @exclusivity(unchecked) var _setDelegate: ((AnyObject?) -> Void)? = nil // stubble
    var delegate: AnyObject? { // stubble
        @storageRestrictions(initializes: _delegate) init { _delegate = newValue } // stubble
        get { if let _getDelegate { return _getDelegate() }; return _delegate } // stubble
        set { if let _setDelegate { _setDelegate(newValue) } else { _delegate = newValue } } // stubble
        _modify { if _getDelegate == nil && _setDelegate == nil { yield &_delegate } else { var _stubbleValue = delegate; yield &_stubbleValue; delegate = _stubbleValue } } // stubble
    } // stubble
    weak var _delegate: AnyObject?
    init(owner: String) { self.owner = owner }
    @exclusivity(unchecked) var _deposit: ((Int) -> Void)? = nil // stubble
    func deposit(_ amount: Int) {/*stubble:*/ if let _deposit { return _deposit(amount) };/*:stubble*/ balance += amount }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["balance": self._balance as Any, "owner": self._owner as Any, "delegate": self._delegate as Any], displayStyle: .class) } // stubble
}
extension Account: CustomReflectable {} // stubble

// @Stubbable
struct Reflected: CustomReflectable {
    var _getSecret: (() -> Int)? { get { _stubs.hooks["_getSecret"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getSecret"] = newValue } } // stubble
    var _setSecret: ((Int) -> Void)? { get { _stubs.hooks["_setSecret"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setSecret"] = newValue } } // stubble
    var secret: Int = 42 { // stubble
        @storageRestrictions(initializes: _secret) init { _secret = newValue } // stubble
        get { if let _getSecret { return _getSecret() }; return _secret } // stubble
        set { if let _setSecret { _setSecret(newValue) } else { _secret = newValue } } // stubble
        _modify { if _getSecret == nil && _setSecret == nil { yield &_secret } else { var _stubbleValue = secret; yield &_stubbleValue; secret = _stubbleValue } } // stubble
    } // stubble
    var _secret = 42
    var _getCustomMirror: (() -> Mirror)? { get { _stubs.hooks["_getCustomMirror"] as? (() -> Mirror) } nonmutating set { _stubs.hooks["_getCustomMirror"] = newValue } } // stubble
    var customMirror: Mirror {/*stubble:*/ if let _getCustomMirror { _getCustomMirror() } else {/*:stubble*/ Mirror(self, children: ["visible": "yes"]) /*stubble:*/}/*:stubble*/}
    var _reveal: (() -> Int)? { get { _stubs.hooks["_reveal"] as? (() -> Int) } nonmutating set { _stubs.hooks["_reveal"] = newValue } } // stubble
    func reveal() -> Int {/*stubble:*/ if let _reveal { _reveal() } else {/*:stubble*/ secret /*stubble:*/}/*:stubble*/}
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

// @Stubbable(condition: DEBUG)
struct Temperature {
    #if DEBUG // stubble
    var _getCelsius: (() -> Double)? { get { _stubs.hooks["_getCelsius"] as? (() -> Double) } nonmutating set { _stubs.hooks["_getCelsius"] = newValue } } // stubble
    var _setCelsius: ((Double) -> Void)? { get { _stubs.hooks["_setCelsius"] as? ((Double) -> Void) } nonmutating set { _stubs.hooks["_setCelsius"] = newValue } } // stubble
    var celsius: Double { // stubble
        @storageRestrictions(initializes: _celsius) init { _celsius = newValue } // stubble
        get { if let _getCelsius { return _getCelsius() }; return _celsius } // stubble
        set { if let _setCelsius { _setCelsius(newValue) } else { _celsius = newValue } } // stubble
        _modify { if _getCelsius == nil && _setCelsius == nil { yield &_celsius } else { var _stubbleValue = celsius; yield &_stubbleValue; celsius = _stubbleValue } } // stubble
    } // stubble
    var _celsius: Double // stubble
    #else // stubble
    var celsius: Double
    #endif // stubble
    #if DEBUG // stubble
    var _fahrenheit: (() -> Double)? { get { _stubs.hooks["_fahrenheit"] as? (() -> Double) } nonmutating set { _stubs.hooks["_fahrenheit"] = newValue } } // stubble
    #else // stubble
    var _fahrenheit: (() -> Double)? { nil } // stubble
    #endif // stubble
    func fahrenheit() -> Double {/*stubble:*/ if let _fahrenheit { _fahrenheit() } else {/*:stubble*/ celsius * 9 / 5 + 32 /*stubble:*/}/*:stubble*/}
    #if DEBUG // stubble
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    #endif // stubble
    #if DEBUG // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["celsius": self._celsius as Any], displayStyle: .struct) } // stubble
    #endif // stubble
}
#if DEBUG // stubble
extension Temperature: CustomReflectable {} // stubble
#endif // stubble
