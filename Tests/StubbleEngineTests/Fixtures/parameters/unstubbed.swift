@main struct Unstubbed {
    static func main() {
        let c = Calculator()
        var x = 1
        c.increment(&x)
        c.increment(&x, by: 5)
        print(c.ignore(0, 7), x, c.lazyValue(3), c.total(of: Square(side: 2), plus: 1, 2), c.consume("ab", borrowing: "c", sending: "d"))
        c.increment(&x, by: 4)
        print(c.ignore(0, 7), x, c.lazyValue(3), c.total(of: Square(side: 2), plus: 1, 2), c.consume("ab", borrowing: "c", sending: "d"))
    }
}
