final class Shelf<Item> {
    var items: [Item] = []

    init(_ items: [Item]) {
        self.items = items
    }
}

// The hooks live in the class's body, which does not know `Item: Collection`: a type that names one of
// its member types (`Item.Index`, or the typealias for it) passes as `Any`; `Item` itself needs nothing.
/*|*/extension Shelf where Item: Collection {
    typealias Position = Item.Index

    func firstStart() -> Item.Index? {
        items.first?.startIndex
    }

    func isValid(_ position: Position, in item: Item) -> Bool {
        position < item.endIndex
    }

    func longest() -> Item? {
        items.max { $0.count < $1.count }
    }
}
