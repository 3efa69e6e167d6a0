@main struct Runtime {
    static func main() {
        let store = Store()
        var n = 1
        print(store.update(&n, with: { $0 + 1 }), n)
        store._update = { (value: inout Int, transform: (Int) -> Int) -> Int in value = transform(transform(value)); return 7 }
        print(store.update(&n, with: { $0 + 1 }), n)
        var s = "a"
        print(store.update(&s, with: { $0 + "b" }), s)
        store._update = nil
        print(store.update(&n, with: { $0 + 1 }), n)
        print(store.measure("x") { 5 }, store.log)
        store._measure = { (label: String, body: () throws -> Int) -> Int in ((try? body()) ?? 0) * 10 }
        print(store.measure("y") { 5 }, store.measure("z") { "text" }, store.log)
    }
}
