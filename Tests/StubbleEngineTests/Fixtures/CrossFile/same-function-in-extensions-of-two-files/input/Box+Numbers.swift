/*|*/extension Box where Value: Numeric {
    func describe() -> String {
        "number \(value)"
    }

    func doubled() -> Value {
        value + value
    }
}
