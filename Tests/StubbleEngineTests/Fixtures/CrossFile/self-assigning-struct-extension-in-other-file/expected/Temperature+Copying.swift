// @Stubbable
extension Temperature {
    init(copying other: Temperature) {
        self = other
    }

    func kelvin() -> Double {
        if let _kelvin = Self._kelvin { _kelvin() } else { // stubble
        celsius + 273.15
        } // stubble
    }

    mutating func cool(by delta: Double) {
        if let _cool = Self._cool { return _cool(delta) } // stubble
        celsius -= delta
    }
}
