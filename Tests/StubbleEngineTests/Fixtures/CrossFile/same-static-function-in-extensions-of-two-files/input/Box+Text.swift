extension Box where Value: StringProtocol {
    static func zero() -> Box {
        Box(value: "")
    }
}
