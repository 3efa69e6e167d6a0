// A struct's generic method with an `inout` closure parameter: its `Any?` hook lives in the struct's box.
/*|*/struct Slots<Element> {
    var items: [Element]

    mutating func withFirst<R>(_ body: (inout Element) throws -> R) rethrows -> R? {
        guard !items.isEmpty else { return nil }
        return try body(&items[0])
    }
}
