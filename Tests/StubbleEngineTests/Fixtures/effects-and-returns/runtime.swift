@main struct Runtime {
    static func main() async {
        let l = Loader()
        let fetched = await l.fetch()
        print((try? l.load("abc")) ?? -1, l.map(2, { $0 * 3 }), fetched)
        l._load = { (key: String) throws(LoadError) -> Int in throw .missing }
        l._map = { v, _ in v + 100 }
        l._fetch = { ["stub"] }
        l._a = { print("stub a") }
        l._b = { print("stub b") }
        l._c = { print("stub c") }
        l.a(); l.b(); l.c()
        do { _ = try l.load("abc") } catch { print("typed:", error) }
        print(l.map(2, { $0 * 3 }))
    }
}
