@main struct Unstubbed {
    static func main() {
        let t = Temperature(copying: Temperature(celsius: 100))
        var w = t
        w.warm(by: 3)
        print(t.fahrenheit(), w.celsius, w == t, Temperature.freezing().celsius, MemoryLayout<Temperature>.size)
        let p = Pair(both: 1), q = Pair(first: "a", second: "b")
        print(p.swapped().first, q.swapped().first, MemoryLayout<Pair<Int>>.size)
    }
}
