@main struct Runtime {
    static func main() {
        var t = Temperature(copying: Temperature(celsius: 100))
        print(t.kelvin(), MemoryLayout<Temperature>.size)
        var calls = 0
        Temperature._kelvin = { calls += 1; return 1 }
        Temperature._cool = { _ in calls += 1 }
        t.cool(by: 10)
        print(t.kelvin(), Temperature(celsius: 0).kelvin(), t.celsius, calls)
        Temperature._resetStaticStubs_TemperatureCopying()
        t.cool(by: 10)
        print(t.kelvin(), t.celsius)
    }
}
