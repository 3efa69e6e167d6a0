// A generic struct whose extension in another file assigns `self = …` in an initializer (swift-collections'
// OrderedSet, TreeSet): it cannot hold the box of its hooks, so they are static, outside its values; being
// generic, it has no static stored properties. Its extensions' hooks live in the extensions themselves, as
// static computed properties over a table of their own file.
@frozen public struct OrderedBag<Element: Hashable> {
    @usableFromInline var items: [Element]

    @inlinable public init() {
        items = []
    }
}
