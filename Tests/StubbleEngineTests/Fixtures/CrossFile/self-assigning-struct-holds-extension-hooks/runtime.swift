@main struct Runtime {
    static func main() {
        let t = Temperature(fahrenheit: 212)
        print(t.whole(), t.isFreezing, t == Temperature(celsius: 100))
        var calls = 0
        t._whole = { calls += 1; return -1 }
        t._getIsFreezing = { true }
        print(t.whole(), t.isFreezing, calls, Temperature(fahrenheit: 212).whole())
        t._whole = nil
        print(t.whole())
    }
}
