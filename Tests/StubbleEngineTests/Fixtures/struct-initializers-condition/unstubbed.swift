@main struct Unstubbed {
    static func main() {
        print(Temperature(celsius: 20).celsius, Temperature(fahrenheit: 212).celsius)
    }
}
