@main struct Unstubbed {
    static func main() async {
        let l = Loader()
        let fetched = await l.fetch()
        print((try? l.load("abc")) ?? -1, l.map(2, { $0 * 3 }), fetched)
        l.a(); l.b(); l.c()
        do { _ = try l.load("abc") } catch { print("typed:", error) }
        print(l.map(2, { $0 * 3 }))
    }
}
