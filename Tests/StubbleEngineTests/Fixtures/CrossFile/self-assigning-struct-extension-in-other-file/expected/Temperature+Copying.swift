// @Stubbable
extension Temperature {
    @exclusivity(unchecked) nonisolated(unsafe) static var _initCopying: ((Temperature) -> Temperature)? = nil // stubble
    init(copying other: Temperature) {
        if let _initCopying = Self._initCopying { self = _initCopying(other); return } // stubble
        self = other
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _kelvin: (() -> Double)? = nil // stubble
    func kelvin() -> Double {
        if let _kelvin = Self._kelvin { _kelvin() } else { // stubble
        celsius + 273.15
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _cool: ((Double) -> Void)? = nil // stubble
    mutating func cool(by delta: Double) {
        if let _cool = Self._cool { return _cool(delta) } // stubble
        celsius -= delta
    }
}
extension Temperature { // stubble
    static func _resetStaticStubs_TemperatureCopying() { // stubble
        _initCopying = nil // stubble
        _kelvin = nil // stubble
        _cool = nil // stubble
    } // stubble
} // stubble
