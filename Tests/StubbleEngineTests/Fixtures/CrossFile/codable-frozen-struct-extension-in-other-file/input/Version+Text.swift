/*|*/extension Version {
    public func text() -> String {
        "\(major).\(minor)"
    }
}
