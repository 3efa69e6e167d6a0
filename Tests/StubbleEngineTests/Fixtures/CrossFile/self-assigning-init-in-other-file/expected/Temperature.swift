// An initializer in another file assigns `self = …`: a struct's stubs would keep their hooks in a `let` box
// with an initial value, which that initializer would initialize twice ("immutable value 'self._stubs' may
// only be initialized once"). Only the module says so. Its instance hooks live outside the value instead,
// as static hooks (`Temperature._fahrenheit`, for every value), so the initializer compiles as written.
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

    @exclusivity(unchecked) nonisolated(unsafe) static var _fahrenheit: (() -> Double)? = nil // stubble
    func fahrenheit() -> Double {
        if let _fahrenheit = Self._fahrenheit { _fahrenheit() } else { // stubble
        celsius * 9 / 5 + 32
        } // stubble
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
        _fahrenheit = nil // stubble
        _freezing = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["celsius": self._celsius as Any], displayStyle: .struct) } // stubble
}
extension Temperature: CustomReflectable {} // stubble
