/*|*/extension Temperature {
    init(copying other: Temperature) {
        self = other
    }

    func kelvin() -> Double {
        celsius + 273.15
    }

    mutating func cool(by delta: Double) {
        celsius -= delta
    }
}
