@main struct Unstubbed {
    static func main() {
        let h = Holder(name: "a", count: 3)
        print(use(h), h.summary())
    }
}
