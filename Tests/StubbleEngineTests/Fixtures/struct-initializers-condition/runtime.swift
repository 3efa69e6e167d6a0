@main struct Runtime {
    static func main() {
        print(Temperature(celsius: 20).celsius, Temperature(fahrenheit: 212).celsius)
        let hot = Temperature(celsius: 40)
        var calls = 0
        Temperature._initCelsius = { _ in calls += 1; return hot }
        print(Temperature(celsius: 20).celsius, Temperature(fahrenheit: 212).celsius, calls)
        Temperature._initFahrenheit = { f in Temperature(celsius: -f) }
        print(Temperature(fahrenheit: 1).celsius, calls)
        Temperature._resetStaticStubs()
        print(Temperature(celsius: 20).celsius)
    }
}
