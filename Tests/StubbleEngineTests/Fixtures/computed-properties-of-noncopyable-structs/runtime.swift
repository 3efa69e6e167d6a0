@main struct Runtime {
    static func main() {
        let h = Holder(name: "a", count: 3)
        print(use(h), h.summary())
        h._getName = { "hooked" }
        h._getCount = { 10 }
        print(use(h), h.summary())
    }
}
