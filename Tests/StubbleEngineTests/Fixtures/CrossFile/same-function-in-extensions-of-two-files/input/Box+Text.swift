/*|*/extension Box where Value: StringProtocol {
    func describe() -> String {
        "text \(value)"
    }

    func shouted() -> String {
        value.uppercased()
    }
}
