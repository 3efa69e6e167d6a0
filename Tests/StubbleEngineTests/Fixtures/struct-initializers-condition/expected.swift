// Initializer hooks with `condition: DEBUG`: the hook and the guard are inside `#if DEBUG`, so a build
// without DEBUG compiles the initializer as written. A one-line body keeps its guard inline, reading a
// computed `nil` hook where the condition is off (as a one-line method's does). The box is a `var` inside
// the condition too.
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
    @exclusivity(unchecked) nonisolated(unsafe) static var _initCelsius: ((Double) -> Temperature)? = nil // stubble
    #endif // stubble
    init(celsius: Double) {
        #if DEBUG // stubble
        if let _initCelsius = Self._initCelsius { self = _initCelsius(celsius); return } // stubble
        #endif // stubble
        self.celsius = celsius
    }

    #if DEBUG // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _initFahrenheit: ((Double) -> Temperature)? = nil // stubble
    #else // stubble
    static var _initFahrenheit: ((Double) -> Temperature)? { nil } // stubble
    #endif // stubble
    init(fahrenheit: Double) {/*stubble:*/ if let _initFahrenheit = Self._initFahrenheit { self = _initFahrenheit(fahrenheit); return };/*:stubble*/ self.init(celsius: (fahrenheit - 32) * 5 / 9) }
    #if DEBUG // stubble
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    var _stubs = _StubBox() // stubble
    #endif // stubble
    #if DEBUG // stubble
    static func _resetStaticStubs() { // stubble
        _initCelsius = nil // stubble
        _initFahrenheit = nil // stubble
    } // stubble
    #endif // stubble
    #if DEBUG // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["celsius": self._celsius as Any], displayStyle: .struct) } // stubble
    #endif // stubble
}
#if DEBUG // stubble
extension Temperature: CustomReflectable {} // stubble
#endif // stubble
