@main struct Runtime {
    static func main() {
        let c = Counter()
        var x = 0
        c.bump(&x)
        print(c.unnamed(7), c.two(1, "a"), c.later(99, 4), c.many(1, 2), c.pick("p"), c.shadow(0), c.labelled(at: 0))
        c._unnamed = { _ in 42 }
        c._two = { n, s in s + String(n) }
        c._bump = { v in v = 10 }
        c._later = { make, kept in make() + kept }
        c._many = { values in values.reduce(0, +) }
        c._pick = { _ in 30 }
        c._shadow = { n in n * 2 }
        c.bump(&x)
        print(c.unnamed(7), c.two(1, "a"), c.later(99, 4), c.many(1, 2), c.pick("p"), c.shadow(21), x)
    }
}
