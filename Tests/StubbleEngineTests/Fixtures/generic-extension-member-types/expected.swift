final class Shelf<Item> {
    var items: [Item] = []

    init(_ items: [Item]) {
        self.items = items
    }
    @exclusivity(unchecked) var _firstStart: (() -> Any)? = nil // stubble
    @exclusivity(unchecked) var _isValid: ((Any, Item) -> Bool)? = nil // stubble
    @exclusivity(unchecked) var _longest: (() -> Item?)? = nil // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["items": self.items as Any], displayStyle: .class) } // stubble
}
extension Shelf: CustomReflectable {} // stubble

// The hooks live in the class's body, which does not know `Item: Collection`: a type that names one of
// its member types (`Item.Index`, or the typealias for it) passes as `Any`; `Item` itself needs nothing.
// @Stubbable
extension Shelf where Item: Collection {
    typealias Position = Item.Index

    func firstStart() -> Item.Index? {
        if let _firstStart { _firstStart() as! Item.Index? } else { // stubble
        items.first?.startIndex
        } // stubble
    }

    func isValid(_ position: Position, in item: Item) -> Bool {
        if let _isValid { _isValid(position, item) } else { // stubble
        position < item.endIndex
        } // stubble
    }

    func longest() -> Item? {
        if let _longest { _longest() } else { // stubble
        items.max { $0.count < $1.count }
        } // stubble
    }
}
