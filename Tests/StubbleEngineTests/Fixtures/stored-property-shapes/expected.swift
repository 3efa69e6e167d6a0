import Foundation

// Stored properties of every kind (weak, unowned, optional closures, tuples, implicitly unwrapped, static,
// lazy, observed, private(set)), a custom global actor, a Sendable class, a struct that reassigns self and an
// overriding computed property: with no hook set, the program prints what the original prints.

@globalActor actor MyActor { static let shared = MyActor() }

// @Stubbable
@MyActor final class Svc {
    @exclusivity(unchecked) var _getN: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setN: ((Int) -> Void)? = nil // stubble
    var n: Int { // stubble
        @storageRestrictions(initializes: _n) init { _n = newValue } // stubble
        get { if let _getN { return _getN() }; return _n } // stubble
        set { if let _setN { _setN(newValue) } else { _n = newValue } } // stubble
        _modify { if _getN == nil && _setN == nil { yield &_n } else { var _stubbleValue = n; yield &_stubbleValue; n = _stubbleValue } } // stubble
    } // stubble
    var _n: Int = 0
    @exclusivity(unchecked) var _f: (() -> Int)? = nil // stubble
    func f() -> Int {/*stubble:*/ if let _f { _f() } else {/*:stubble*/ n /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) nonisolated(unsafe) var _g: (() -> Int)? = nil // stubble
    nonisolated func g() -> Int {/*stubble:*/ if let _g { _g() } else {/*:stubble*/ 2 /*stubble:*/}/*:stubble*/}
}

protocol Delegate: AnyObject { func ping() }
// @Stubbable
final class Owner {
    @exclusivity(unchecked) var _getDelegate: (() -> Delegate?)? = nil // stubble
    @exclusivity(unchecked) var _setDelegate: ((Delegate?) -> Void)? = nil // stubble
    var delegate: Delegate? { // stubble
        @storageRestrictions(initializes: _delegate) init { _delegate = newValue } // stubble
        get { if let _getDelegate { return _getDelegate() }; return _delegate } // stubble
        set { if let _setDelegate { _setDelegate(newValue) } else { _delegate = newValue } } // stubble
        _modify { if _getDelegate == nil && _setDelegate == nil { yield &_delegate } else { var _stubbleValue = delegate; yield &_stubbleValue; delegate = _stubbleValue } } // stubble
    } // stubble
    weak var _delegate: Delegate?
    @exclusivity(unchecked) var _getParent: (() -> Owner?)? = nil // stubble
    var parent: Optional<Owner> { // stubble
        @storageRestrictions(initializes: _parent) init { _parent = newValue } // stubble
        get { if let _getParent { return _getParent() }; return _parent } // stubble
    } // stubble
    unowned let _parent: Owner?
    @exclusivity(unchecked) var _getOnTap: (() -> (() -> Void)?)? = nil // stubble
    @exclusivity(unchecked) var _setOnTap: (((() -> Void)?) -> Void)? = nil // stubble
    var onTap: (() -> Void)? { // stubble
        @storageRestrictions(initializes: _onTap) init { _onTap = newValue } // stubble
        get { if let _getOnTap { return _getOnTap() }; return _onTap } // stubble
        set { if let _setOnTap { _setOnTap(newValue) } else { _onTap = newValue } } // stubble
        _modify { if _getOnTap == nil && _setOnTap == nil { yield &_onTap } else { var _stubbleValue = onTap; yield &_stubbleValue; onTap = _stubbleValue } } // stubble
    } // stubble
    var _onTap: (() -> Void)?
    @exclusivity(unchecked) var _getPair: (() -> (Int, String))? = nil // stubble
    @exclusivity(unchecked) var _setPair: (((Int, String)) -> Void)? = nil // stubble
    var pair: (Int, String) { // stubble
        @storageRestrictions(initializes: _pair) init { _pair = newValue } // stubble
        get { if let _getPair { return _getPair() }; return _pair } // stubble
        set { if let _setPair { _setPair(newValue) } else { _pair = newValue } } // stubble
        _modify { if _getPair == nil && _setPair == nil { yield &_pair } else { var _stubbleValue = pair; yield &_stubbleValue; pair = _stubbleValue } } // stubble
    } // stubble
    var _pair: (Int, String) = (1, "a")
    @exclusivity(unchecked) var _getIuo: (() -> Int?)? = nil // stubble
    @exclusivity(unchecked) var _setIuo: ((Int?) -> Void)? = nil // stubble
    var iuo: Int! = 3 { // stubble
        @storageRestrictions(initializes: _iuo) init { _iuo = newValue } // stubble
        get { if let _getIuo { return _getIuo() }; return _iuo } // stubble
        set { if let _setIuo { _setIuo(newValue) } else { _iuo = newValue } } // stubble
        _modify { if _getIuo == nil && _setIuo == nil { yield &_iuo } else { var _stubbleValue = iuo; yield &_stubbleValue; iuo = _stubbleValue } } // stubble
    } // stubble
    var _iuo: Int! = 3
    @exclusivity(unchecked) nonisolated(unsafe) static var _getLimit: (() -> Int)? = nil // stubble
    static var limit: Int { // stubble
        get { if let _getLimit { return _getLimit() }; return _limit } // stubble
    } // stubble
    static let _limit: Int = 10
    @exclusivity(unchecked) var _getDerived: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setDerived: ((Int) -> Void)? = nil // stubble
    var derived: Int { // stubble
        get { if let _getDerived { return _getDerived() }; return _derived } // stubble
        set { if let _setDerived { _setDerived(newValue) } else { _derived = newValue } } // stubble
        _modify { if _getDerived == nil && _setDerived == nil { yield &_derived } else { var _stubbleValue = derived; yield &_stubbleValue; derived = _stubbleValue } } // stubble
    } // stubble
    lazy var _derived: Int = self.pair.0 + 1
    @exclusivity(unchecked) var _getWatched: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setWatched: ((Int) -> Void)? = nil // stubble
    var watched: Int { // stubble
        @storageRestrictions(initializes: _watched) init { _watched = newValue } // stubble
        get { if let _getWatched { return _getWatched() }; return _watched } // stubble
        set { if let _setWatched { _setWatched(newValue) } else { _watched = newValue } } // stubble
        _modify { if _getWatched == nil && _setWatched == nil { yield &_watched } else { var _stubbleValue = watched; yield &_stubbleValue; watched = _stubbleValue } } // stubble
    } // stubble
    var _watched: Int = 0 {
        willSet { print("will", newValue) }
    }
    init(parent: Owner?) { self.parent = parent }
    @exclusivity(unchecked) var _fire: (() -> Void)? = nil // stubble
    func fire() {/*stubble:*/ if let _fire { return _fire() };/*:stubble*/ onTap?() }
    static func _resetStaticStubs() { // stubble
        _getLimit = nil // stubble
    } // stubble
}

// @Stubbable
struct Value: Equatable, Hashable {
    var _getA: (() -> Int)? { get { _stubs.hooks["_getA"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getA"] = newValue } } // stubble
    var _setA: ((Int) -> Void)? { get { _stubs.hooks["_setA"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setA"] = newValue } } // stubble
    var a: Int { // stubble
        @storageRestrictions(initializes: _a) init { _a = newValue } // stubble
        get { if let _getA { return _getA() }; return _a } // stubble
        set { if let _setA { _setA(newValue) } else { _a = newValue } } // stubble
        _modify { if _getA == nil && _setA == nil { yield &_a } else { var _stubbleValue = a; yield &_stubbleValue; a = _stubbleValue } } // stubble
    } // stubble
    var _a: Int
    var _getB: (() -> String)? { get { _stubs.hooks["_getB"] as? (() -> String) } nonmutating set { _stubs.hooks["_getB"] = newValue } } // stubble
    var _setB: ((String) -> Void)? { get { _stubs.hooks["_setB"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setB"] = newValue } } // stubble
    var b: String = "b" { // stubble
        @storageRestrictions(initializes: _b) init { _b = newValue } // stubble
        get { if let _getB { return _getB() }; return _b } // stubble
        set { if let _setB { _setB(newValue) } else { _b = newValue } } // stubble
        _modify { if _getB == nil && _setB == nil { yield &_b } else { var _stubbleValue = b; yield &_stubbleValue; b = _stubbleValue } } // stubble
    } // stubble
    var _b: String = "b"
    var _reset: (() -> Void)? { get { _stubs.hooks["_reset"] as? (() -> Void) } nonmutating set { _stubs.hooks["_reset"] = newValue } } // stubble
    mutating func reset() {/*stubble:*/ if let _reset { return _reset() };/*:stubble*/ self = Value(a: 0) }
    var _sum: (() -> Int)? { get { _stubs.hooks["_sum"] as? (() -> Int) } nonmutating set { _stubs.hooks["_sum"] = newValue } } // stubble
    func sum() -> Int {/*stubble:*/ if let _sum { _sum() } else {/*:stubble*/ a + b.count /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["a": self._a as Any, "b": self._b as Any], displayStyle: .struct) } // stubble
}
extension Value: CustomReflectable {} // stubble

// @Stubbable
enum Settings {
    nonisolated(unsafe) static var level: Int = 1
    static let name: String = "n"
    static func describe() -> String { name + String(level) }
}

// @Stubbable
final class Sink: Sendable {
    @exclusivity(unchecked) nonisolated(unsafe) var _getUrl: (@Sendable () -> String)? = nil // stubble
    var url: String { // stubble
        @storageRestrictions(initializes: _url) init { _url = newValue } // stubble
        get { if let _getUrl { return _getUrl() }; return _url } // stubble
    } // stubble
    let _url: String
    init(url: String) { self.url = url }
    @exclusivity(unchecked) nonisolated(unsafe) var _path: (@Sendable () -> String)? = nil // stubble
    func path() -> String {/*stubble:*/ if let _path { _path() } else {/*:stubble*/ url + "/p" /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: ["url": self._url as Any], displayStyle: .class) } // stubble
}
extension Sink: CustomReflectable {} // stubble

// @Stubbable
class Vehicle {
    @exclusivity(unchecked) var _getWheels: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setWheels: ((Int) -> Void)? = nil // stubble
    var wheels: Int { // stubble
        @storageRestrictions(initializes: _wheels) init { _wheels = newValue } // stubble
        get { if let _getWheels { return _getWheels() }; return _wheels } // stubble
        set { if let _setWheels { _setWheels(newValue) } else { _wheels = newValue } } // stubble
        _modify { if _getWheels == nil && _setWheels == nil { yield &_wheels } else { var _stubbleValue = wheels; yield &_stubbleValue; wheels = _stubbleValue } } // stubble
    } // stubble
    var _wheels: Int = 4
    @exclusivity(unchecked) var _describe: (() -> String)? = nil // stubble
    func describe() -> String {/*stubble:*/ if let _describe { _describe() } else {/*:stubble*/ "wheels \(wheels)" /*stubble:*/}/*:stubble*/}
    required init() {}
}
// @Stubbable
final class Bike: Vehicle {
    @exclusivity(unchecked) var _getWheelsBike: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setWheelsBike: ((Int) -> Void)? = nil // stubble
    override var wheels: Int {
        get {/*stubble:*/ if let _getWheelsBike { _getWheelsBike() } else {/*:stubble*/ 2 /*stubble:*/}/*:stubble*/}
        set {/*stubble:*/ if let _setWheelsBike { return _setWheelsBike(newValue) };/*:stubble*/ }
    }
    @exclusivity(unchecked) var _describeBike: (() -> String)? = nil // stubble
    override func describe() -> String {/*stubble:*/ if let _describeBike { _describeBike() } else {/*:stubble*/ "bike " + super.describe() /*stubble:*/}/*:stubble*/}
    required init() { super.init() }
}

// @Stubbable
final class Counters {
    @exclusivity(unchecked) var _getSecret: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setSecret: ((Int) -> Void)? = nil // stubble
    private var secret: Int { // stubble
        @storageRestrictions(initializes: _secret) init { _secret = newValue } // stubble
        get { if let _getSecret { return _getSecret() }; return _secret } // stubble
        set { if let _setSecret { _setSecret(newValue) } else { _secret = newValue } } // stubble
        _modify { if _getSecret == nil && _setSecret == nil { yield &_secret } else { var _stubbleValue = secret; yield &_stubbleValue; secret = _stubbleValue } } // stubble
    } // stubble
    private var _secret: Int = 1
    @exclusivity(unchecked) var _getSemi: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setSemi: ((Int) -> Void)? = nil // stubble
    fileprivate var semi: Int { // stubble
        @storageRestrictions(initializes: _semi) init { _semi = newValue } // stubble
        get { if let _getSemi { return _getSemi() }; return _semi } // stubble
        set { if let _setSemi { _setSemi(newValue) } else { _semi = newValue } } // stubble
        _modify { if _getSemi == nil && _setSemi == nil { yield &_semi } else { var _stubbleValue = semi; yield &_stubbleValue; semi = _stubbleValue } } // stubble
    } // stubble
    fileprivate var _semi: Int = 2
    @exclusivity(unchecked) var _getVisible: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setVisible: ((Int) -> Void)? = nil // stubble
    private(set) var visible: Int { // stubble
        @storageRestrictions(initializes: _visible) init { _visible = newValue } // stubble
        get { if let _getVisible { return _getVisible() }; return _visible } // stubble
        set { if let _setVisible { _setVisible(newValue) } else { _visible = newValue } } // stubble
        _modify { if _getVisible == nil && _setVisible == nil { yield &_visible } else { var _stubbleValue = visible; yield &_stubbleValue; visible = _stubbleValue } } // stubble
    } // stubble
    private(set) var _visible: Int = 3
    @exclusivity(unchecked) var _total: (() -> Int)? = nil // stubble
    func total() -> Int {/*stubble:*/ if let _total { _total() } else {/*:stubble*/ secret + semi + visible /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: ["secret": self._secret as Any, "semi": self._semi as Any, "visible": self._visible as Any], displayStyle: .class) } // stubble
}
extension Counters: CustomReflectable {} // stubble
