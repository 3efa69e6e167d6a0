@main struct Unstubbed {
    static func main() async {
        let b = Bag()
        print(b.a, b.count, b[scaled: 3], b[scaled: 1.5], b[pair: 1, 1], b[pair: "x", "y"])
        let t = Table(rows: ["r1", "r2"])
        print(t[index: 0], t[map: { $0.count }], Table<Int>[wrap: 5])
        let c = Cache()
        print(await c[at: 1 as UInt8])
    }
}
