// @Stubbable
extension Box where Value: Numeric {
    func describe() -> String {
        if let _describe_BoxNumbers { _describe_BoxNumbers() } else { // stubble
        "number \(value)"
        } // stubble
    }

    func doubled() -> Value {
        if let _doubled { _doubled() } else { // stubble
        value + value
        } // stubble
    }
}
