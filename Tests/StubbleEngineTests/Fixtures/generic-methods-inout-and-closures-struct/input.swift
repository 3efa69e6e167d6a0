// A struct's generic method with an `inout` closure parameter: its `Any?` hook lives in the struct's box. The
// method's type, which its body casts the hook to, keeps `Self` (the struct, `Slots<Element>` here), and an
// autoclosure stays one: a test's closure declares it too.
/*|*/struct Slots<Element> {
    var items: [Element]

    mutating func withFirst<R>(_ body: (inout Element) throws -> R) rethrows -> R? {
        guard !items.isEmpty else { return nil }
        return try body(&items[0])
    }

    mutating func update<R>(default value: @autoclosure () -> Element, _ body: (inout Self) -> R) -> R {
        if items.isEmpty { items.append(value()) }
        return body(&self)
    }
}
