@main struct Runtime {
    static func main() async {
        let b = Bag()
        print(b.a, b.count, b[scaled: 3], b[pair: 1, 1])
        b._subscriptDynamicMember2 = { _ in 42 }
        b._subscriptScaled = { v in (v as! Int) + 100 }
        print(b.count, b[scaled: 3])
        let t = Table(rows: ["r1", "r2"])
        t._subscriptIndex = { _ in 7 }
        Table<Int>._subscriptWrap = { v in [v as! Int, v as! Int] }
        print(t[index: 0], Table<Int>[wrap: 5])
        Table<Int>._resetStaticStubs()
        print(Table<Int>[wrap: 5])
    }
}
