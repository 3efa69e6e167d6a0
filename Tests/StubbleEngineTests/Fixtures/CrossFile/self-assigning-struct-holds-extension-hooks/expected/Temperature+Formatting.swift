// @Stubbable
extension Temperature {
    func whole() -> Int {
        if let _whole { _whole() } else { // stubble
        Int(celsius)
        } // stubble
    }

    var isFreezing: Bool {
        if let _getIsFreezing { _getIsFreezing() } else { // stubble
        celsius <= 0
        } // stubble
    }
}
