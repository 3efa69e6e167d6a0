@main struct Unstubbed {
    static func main() {
        let c = Counter()
        var x = 0
        c.bump(&x)
        print(c.unnamed(7), c.two(1, "a"), c.later(99, 4), c.many(1, 2), c.pick("p"), c.shadow(0), c.labelled(at: 0))
        print(c.container(keyedBy: Keys.self), c.parse("abc", as: Int.self))
        c.bump(&x)
        print(c.unnamed(7), c.two(1, "a"), c.later(99, 4), c.many(1, 2), c.pick("p"), c.shadow(21), x)
    }
}
