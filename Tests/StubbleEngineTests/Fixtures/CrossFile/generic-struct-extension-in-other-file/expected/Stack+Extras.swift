// @Stubbable
extension Stack where Element: Collection {
    func totalCount() -> Int {
        if let _totalCount { _totalCount() } else { // stubble
        items.reduce(0) { $0 + $1.count }
        } // stubble
    }

    func firstInner() -> Element.Element? {
        if let _firstInner { _firstInner() as! Element.Element? } else { // stubble
        items.first?.first
        } // stubble
    }

    func lastInner() -> Inner? {
        if let _lastInner { _lastInner() as! Inner? } else { // stubble
        items.last?.first
        } // stubble
    }

    mutating func append(_ inner: Element) {
        if let _append { return _append(inner) } // stubble
        items.append(inner)
    }
}
