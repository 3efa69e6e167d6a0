@main struct Unstubbed {
    static func main() {
        let store = Store()
        var n = 1
        print(store.update(&n, with: { $0 + 1 }), n)
        print(store.measure("x") { 5 }, store.log)
    }
}
