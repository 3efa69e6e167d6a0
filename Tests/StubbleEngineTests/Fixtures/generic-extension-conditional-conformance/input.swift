struct Stack<Element> {
    var items: [Element]
}

// A conditional conformance: the struct's hooks live in its box, which compares equal, so the
// conformance is what it was; `contains` is stubbed for every `Element: Equatable`.
/*|*/extension Stack: Equatable where Element: Equatable {
    func contains(_ element: Element) -> Bool {
        items.contains(element)
    }

    func count(of element: Element) -> Int {
        items.filter { $0 == element }.count
    }
}
