@main struct Runtime {
    static func main() {
        let t = Temperature(copying: Temperature(celsius: 100))
        print(t.fahrenheit(), Temperature.freezing().celsius)
        var calls = 0
        Temperature._fahrenheit = { calls += 1; return 0 }
        print(t.fahrenheit(), Temperature(celsius: 5).fahrenheit(), calls)
        Temperature._getCelsius = { -40 }
        print(t.celsius, t == Temperature(celsius: 100))
        Temperature._resetStaticStubs()
        print(t.fahrenheit(), t.celsius)
    }
}
