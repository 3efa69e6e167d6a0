// @Stubbable
extension Box where Value: Numeric {
    func describe() -> String {
        "number \(value)"
    }

    func doubled() -> Value {
        if let _doubled { _doubled() } else { // stubble
        value + value
        } // stubble
    }
}
