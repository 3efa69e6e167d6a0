final class Shelf<Item> {
    var items: [Item] = []

    init(_ items: [Item]) {
        self.items = items
    }
}

// `Item == Int` holds in the extension only; a hook typed with `Item` in the class's body is the same
// type there, so the test writes `{ 42 }` as for any hook.
/*|*/extension Shelf where Item == Int {
    func total() -> Item {
        items.reduce(0, +)
    }

    func scaled(by factor: Item) -> [Item] {
        items.map { $0 * factor }
    }
}
