@main struct Runtime {
    static func main() {
        let t = Temperature(copying: Temperature(celsius: 100))
        print(t.fahrenheit())
        // The ordinary Swift 6 test: a hook that counts in a local var.
        var calls = 0
        Temperature._fahrenheit = { calls += 1; return 0 }
        print(t.fahrenheit(), Temperature(celsius: 5).fahrenheit(), calls)
        Temperature._fahrenheit = nil
        print(t.fahrenheit())
        var w = t
        Temperature._warm = { delta in print("warm", delta) }
        w.warm(by: 3)
        print(w.celsius)
        Temperature._getCelsius = { -1 }
        print(w.celsius, w == t)
        Temperature._resetStaticStubs()
        w.warm(by: 3)
        print(w.celsius, w == t)
        let p = Pair(both: 1), q = Pair(first: "a", second: "b")
        Pair<Int>._swapped = { Pair(first: 7, second: 8) }
        print(p.swapped().first, q.swapped().first)
        Pair<Int>._resetStaticStubs()
        print(p.swapped().first, q.swapped().first)
    }
}
