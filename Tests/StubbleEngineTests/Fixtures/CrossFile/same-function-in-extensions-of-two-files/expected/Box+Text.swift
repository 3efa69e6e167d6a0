// @Stubbable
extension Box where Value: StringProtocol {
    func describe() -> String {
        if let _describe_BoxText { _describe_BoxText() } else { // stubble
        "text \(value)"
        } // stubble
    }

    func shouted() -> String {
        if let _shouted { _shouted() } else { // stubble
        value.uppercased()
        } // stubble
    }
}
