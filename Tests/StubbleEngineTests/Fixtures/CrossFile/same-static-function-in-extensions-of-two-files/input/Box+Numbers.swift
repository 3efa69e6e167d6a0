/*|*/extension Box where Value: Numeric {
    static func zero() -> Box {
        Box(value: 0)
    }
}
