/*|*/extension Stack where Element: Comparable {
    static func sorted(_ items: [Element]) -> Stack {
        Stack(items: items.sorted())
    }

    static var empty: Stack { Stack(items: []) }

    func smallest() -> Element? {
        items.min()
    }
}
