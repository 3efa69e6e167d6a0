// A span (`Span<T>`, `MutableSpan<T>`, ...) is non-escapable: a hook may take one (a closure's parameter),
// but it cannot pass as `Any`. A generic method's hook, which passes values of generic types as `Any`, then
// holds the method's own type as a whole (`Any?`, cast back in the method), as for an inout parameter. An
// initializer's hook cannot: that initializer keeps its text, and says why.
// @Stubbable
struct Meter<Element> {
    var total: Int

    init(total: Int) {
        self.total = total
    }

    init<T: BinaryInteger>(adding items: Span<T>) {
        total = items.count
    }

    func count(_ items: Span<Element>) -> Int {
        items.count + total
    }

    func sum<T: BinaryInteger>(_ items: Span<T>) -> Int {
        var s = 0
        for i in items.indices { s += Int(items[i]) }
        return s
    }

    func clear<T: BinaryInteger>(_ items: inout MutableSpan<T>) {
        for i in items.indices { items[i] = 0 }
    }
}
