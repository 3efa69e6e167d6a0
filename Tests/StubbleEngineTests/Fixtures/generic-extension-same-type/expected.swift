final class Shelf<Item> {
    var items: [Item] = []

    init(_ items: [Item]) {
        self.items = items
    }
    @exclusivity(unchecked) var _total: (() -> Item)? = nil // stubble
    @exclusivity(unchecked) var _scaled: ((Item) -> [Item])? = nil // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["items": self.items as Any], displayStyle: .class) } // stubble
}
extension Shelf: CustomReflectable {} // stubble

// `Item == Int` holds in the extension only; a hook typed with `Item` in the class's body is the same
// type there, so the test writes `{ 42 }` as for any hook.
// @Stubbable
extension Shelf where Item == Int {
    func total() -> Item {
        if let _total { _total() } else { // stubble
        items.reduce(0, +)
        } // stubble
    }

    func scaled(by factor: Item) -> [Item] {
        if let _scaled { _scaled(factor) } else { // stubble
        items.map { $0 * factor }
        } // stubble
    }
}
