/*|*/extension Stack where Element: Collection {
    func totalCount() -> Int {
        items.reduce(0) { $0 + $1.count }
    }

    func firstInner() -> Element.Element? {
        items.first?.first
    }

    func lastInner() -> Inner? {
        items.last?.first
    }

    mutating func append(_ inner: Element) {
        items.append(inner)
    }
}
