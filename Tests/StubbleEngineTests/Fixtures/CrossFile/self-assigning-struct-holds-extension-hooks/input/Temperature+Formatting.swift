/*|*/extension Temperature {
    func whole() -> Int {
        Int(celsius)
    }

    var isFreezing: Bool {
        celsius <= 0
    }
}
