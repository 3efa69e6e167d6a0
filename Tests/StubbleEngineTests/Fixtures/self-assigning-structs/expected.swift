// A struct with an initializer that assigns `self = …` cannot hold the box its instance hooks would live in
// (a `let` with an initial value, which that initializer would initialize twice). Its instance hooks live
// outside the value instead, as static hooks: `Temperature._fahrenheit` applies to every value (a test
// sets it once and resets it with `_resetStaticStubs()`). The initializer compiles as written, and a
// generic struct keeps them in a table after it, one entry per specialisation (`Pair<Int>._swapped` is not
// `Pair<String>._swapped`). Mutating, borrowing and consuming methods read them as `Self._m`.
// @Stubbable
struct Temperature: Equatable {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getCelsius: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setCelsius: ((Double) -> Void)? = nil // stubble
    var celsius: Double { // stubble
        @storageRestrictions(initializes: _celsius) init { _celsius = newValue } // stubble
        get { if let _getCelsius = Self._getCelsius { return _getCelsius() }; return _celsius } // stubble
        set { if let _setCelsius = Self._setCelsius { _setCelsius(newValue) } else { _celsius = newValue } } // stubble
        _modify { if Self._getCelsius == nil && Self._setCelsius == nil { yield &_celsius } else { var _stubbleValue = celsius; yield &_stubbleValue; celsius = _stubbleValue } } // stubble
    } // stubble
    var _celsius: Double

    @exclusivity(unchecked) nonisolated(unsafe) static var _initCelsius: ((Double) -> Temperature)? = nil // stubble
    init(celsius: Double) {
        if let _initCelsius = Self._initCelsius { self = _initCelsius(celsius); return } // stubble
        self.celsius = celsius
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _initCopying: ((Temperature) -> Temperature)? = nil // stubble
    init(copying other: Temperature) {
        if let _initCopying = Self._initCopying { self = _initCopying(other); return } // stubble
        self = other
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _fahrenheit: (() -> Double)? = nil // stubble
    func fahrenheit() -> Double {
        if let _fahrenheit = Self._fahrenheit { _fahrenheit() } else { // stubble
        celsius * 9 / 5 + 32
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _warm: ((Double) -> Void)? = nil // stubble
    mutating func warm(by delta: Double) {
        if let _warm = Self._warm { return _warm(delta) } // stubble
        celsius += delta
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _freezing: (() -> Temperature)? = nil // stubble
    static func freezing() -> Temperature {
        if let _freezing { _freezing() } else { // stubble
        Temperature(celsius: 0)
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _getCelsius = nil // stubble
        _setCelsius = nil // stubble
        _initCelsius = nil // stubble
        _initCopying = nil // stubble
        _fahrenheit = nil // stubble
        _warm = nil // stubble
        _freezing = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["celsius": self._celsius as Any], displayStyle: .struct) } // stubble
}
extension Temperature: CustomReflectable {} // stubble

// @Stubbable
struct Pair<T> {
    static var _getFirst: (() -> T)? { get { _staticStubs_Pair[ObjectIdentifier(Pair.self)]?["_getFirst"] as? (() -> T) } set { _staticStubs_Pair[ObjectIdentifier(Pair.self), default: [:]]["_getFirst"] = newValue } } // stubble
    static var _setFirst: ((T) -> Void)? { get { _staticStubs_Pair[ObjectIdentifier(Pair.self)]?["_setFirst"] as? ((T) -> Void) } set { _staticStubs_Pair[ObjectIdentifier(Pair.self), default: [:]]["_setFirst"] = newValue } } // stubble
    var first: T { // stubble
        @storageRestrictions(initializes: _first) init { _first = newValue } // stubble
        get { if let _getFirst = Self._getFirst { return _getFirst() }; return _first } // stubble
        set { if let _setFirst = Self._setFirst { _setFirst(newValue) } else { _first = newValue } } // stubble
        _modify { if Self._getFirst == nil && Self._setFirst == nil { yield &_first } else { var _stubbleValue = first; yield &_stubbleValue; first = _stubbleValue } } // stubble
    } // stubble
    var _first: T
    static var _getSecond: (() -> T)? { get { _staticStubs_Pair[ObjectIdentifier(Pair.self)]?["_getSecond"] as? (() -> T) } set { _staticStubs_Pair[ObjectIdentifier(Pair.self), default: [:]]["_getSecond"] = newValue } } // stubble
    static var _setSecond: ((T) -> Void)? { get { _staticStubs_Pair[ObjectIdentifier(Pair.self)]?["_setSecond"] as? ((T) -> Void) } set { _staticStubs_Pair[ObjectIdentifier(Pair.self), default: [:]]["_setSecond"] = newValue } } // stubble
    var second: T { // stubble
        @storageRestrictions(initializes: _second) init { _second = newValue } // stubble
        get { if let _getSecond = Self._getSecond { return _getSecond() }; return _second } // stubble
        set { if let _setSecond = Self._setSecond { _setSecond(newValue) } else { _second = newValue } } // stubble
        _modify { if Self._getSecond == nil && Self._setSecond == nil { yield &_second } else { var _stubbleValue = second; yield &_stubbleValue; second = _stubbleValue } } // stubble
    } // stubble
    var _second: T

    static var _initFirstSecond: ((T, T) -> Pair)? { get { _staticStubs_Pair[ObjectIdentifier(Pair.self)]?["_initFirstSecond"] as? ((T, T) -> Pair) } set { _staticStubs_Pair[ObjectIdentifier(Pair.self), default: [:]]["_initFirstSecond"] = newValue } } // stubble
    init(first: T, second: T) {
        if let _initFirstSecond = Self._initFirstSecond { self = _initFirstSecond(first, second); return } // stubble
        self.first = first
        self.second = second
    }

    static var _initBoth: ((T) -> Pair)? { get { _staticStubs_Pair[ObjectIdentifier(Pair.self)]?["_initBoth"] as? ((T) -> Pair) } set { _staticStubs_Pair[ObjectIdentifier(Pair.self), default: [:]]["_initBoth"] = newValue } } // stubble
    init(both: T) {
        if let _initBoth = Self._initBoth { self = _initBoth(both); return } // stubble
        self = Pair(first: both, second: both)
    }

    static var _swapped: (() -> Pair<T>)? { get { _staticStubs_Pair[ObjectIdentifier(Pair.self)]?["_swapped"] as? (() -> Pair<T>) } set { _staticStubs_Pair[ObjectIdentifier(Pair.self), default: [:]]["_swapped"] = newValue } } // stubble
    func swapped() -> Pair<T> {
        if let _swapped = Self._swapped { _swapped() } else { // stubble
        Pair(first: second, second: first)
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _staticStubs_Pair.removeAll() // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["first": self._first as Any, "second": self._second as Any], displayStyle: .struct) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Pair: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Pair: CustomReflectable {} // stubble
