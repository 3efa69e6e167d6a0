// An extension of a type whose generic parameter is `~Copyable` makes it Copyable again in its members,
// unless its `where` clause suppresses Copyable again (`where Element: ~Copyable`). Their hooks live in the
// type's body, where `Element` is noncopyable: a type there cannot use it as only a Copyable one can
// (`UnsafeMutableBufferPointer<Element>.SubSequence` exists for Copyable elements only; `(Element) -> Bool`
// would need an ownership specifier). Such a parameter or result passes as `Any` (cast back with `as!`),
// as in a generic method. A pointer or a span of `Element` takes a noncopyable one too: it stays as written.
// @Stubbable
struct Segments<Element: ~Copyable> {
    var first: UnsafeMutableBufferPointer<Element>

    init(_ first: UnsafeMutableBufferPointer<Element>) {
        self.first = first
    }
}

// @Stubbable
extension Segments {
    init(_ first: UnsafeMutableBufferPointer<Element>.SubSequence) {
        self.init(UnsafeMutableBufferPointer(rebasing: first))
    }

    func elements() -> [Element] {
        Array(first)
    }

    func contains(_ element: Element, where match: (Element, Element) -> Bool) -> Bool {
        first.contains { match($0, element) }
    }

    func rebased(_ buffer: UnsafeMutableBufferPointer<Element>) -> Int {
        buffer.count + first.count
    }
}

// @Stubbable
extension Segments where Element: ~Copyable {
    func capacity(of buffer: UnsafeMutableBufferPointer<Element>) -> Int {
        buffer.count
    }
}
