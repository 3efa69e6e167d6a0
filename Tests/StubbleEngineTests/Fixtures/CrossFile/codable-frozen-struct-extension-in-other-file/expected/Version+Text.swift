// @Stubbable
extension Version {
    public func text() -> String {
        if let _text = Self._text { _text() } else { // stubble
        "\(major).\(minor)"
        } // stubble
    }
}
