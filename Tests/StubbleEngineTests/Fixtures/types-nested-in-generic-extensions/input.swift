// A type nested in an extension of a generic type is generic too (`Wrapper<Base>.Index`): Swift has no
// static stored properties there ("static stored properties not supported in generic types"), so its static
// hooks live in a file-private table, as a generic type's own do. Found in swift-algorithms'
// `InterspersedSequence.Index`.
// @Stubbable
struct Wrapper<Base: Collection> {
    var base: Base
}

extension Wrapper: Collection {
    // @Stubbable
    struct Index: Comparable {
        var offset: Int

        static func < (lhs: Index, rhs: Index) -> Bool {
            lhs.offset < rhs.offset
        }

        static func first() -> Self {
            Self(offset: 0)
        }
    }

    var startIndex: Index { .first() }
    var endIndex: Index { Index(offset: base.count) }
    func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    subscript(i: Index) -> Base.Element { base[base.index(base.startIndex, offsetBy: i.offset)] }
}
