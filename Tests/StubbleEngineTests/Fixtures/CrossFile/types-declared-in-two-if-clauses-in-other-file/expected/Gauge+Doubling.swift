// @Stubbable
extension Gauge {
    func doubled() -> Int {
        if let _doubled { _doubled() } else { // stubble
        value * 2
        } // stubble
    }
}
