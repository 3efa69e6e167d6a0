@main struct Runtime {
    static func main() async {
        let w = Worker()
        w._heavy = { 20 }
        w._light = { 30 }
        print(await w.run(on: w), await w.heavy(), await w.light())
        let t = Taker()
        var seen = 0
        t._make = { seen += 1; return 99 }
        print(t.make(), seen)
    }
}
