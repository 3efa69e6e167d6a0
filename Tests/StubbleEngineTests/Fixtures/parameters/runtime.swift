@main struct Runtime {
    static func main() {
        let c = Calculator()
        var x = 1
        c.increment(&x)
        c.increment(&x, by: 5)
        print(c.ignore(0, 7), x, c.lazyValue(3), c.total(of: Square(side: 2), plus: 1, 2), c.consume("ab", borrowing: "c", sending: "d"))
        c._ignore = { _, kept in kept * 100 }
        c._increment = { value, step in value = -step }
        c._lazyValue = { make in make() + 1000 }
        c._total = { shape, extras in shape.area() * 10 + Double(extras.count) }
        c._consume = { _, _, _ in -1 }
        c.increment(&x, by: 4)
        print(c.ignore(0, 7), x, c.lazyValue(3), c.total(of: Square(side: 2), plus: 1, 2), c.consume("ab", borrowing: "c", sending: "d"))
        print(c.socket(1, 2, in: 3))
        c._socket = { domain, proto, fallback in domain * 100 + proto * 10 + fallback }
        print(c.socket(1, 2, in: 3))
        print(c.setOption(nil, 4) ?? "nil")
        c._setOption = { value, length in value == nil ? "stub \(length)" : nil }
        print(c.setOption(nil, 4) ?? "nil")
    }
}
