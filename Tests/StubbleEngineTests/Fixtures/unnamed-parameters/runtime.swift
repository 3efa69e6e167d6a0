@main struct Runtime {
    static func main() {
        let c = Counter()
        var x = 0
        c.bump(&x)
        print(c.unnamed(7), c.two(1, "a"), c.later(99, 4), c.many(1, 2), c.pick("p"), c.shadow(0), c.labelled(at: 0))
        print(c.container(keyedBy: Keys.self), c.parse("abc", as: Int.self))
        c._unnamed = { _ in 42 }
        c._two = { n, s in s + String(n) }
        c._bump = { v in v = 10 }
        c._later = { make, kept in make() + kept }
        c._many = { values in values.reduce(0, +) }
        c._pick = { _ in 30 }
        c._shadow = { n in n * 2 }
        c._container = { key in "hooked \(key)" }
        c._parse = { text, type in "\(type)".count + text.count }
        c.bump(&x)
        print(c.unnamed(7), c.two(1, "a"), c.later(99, 4), c.many(1, 2), c.pick("p"), c.shadow(21), x)
        print(c.container(keyedBy: Keys.self), c.parse("abc", as: Int.self))
    }
}
