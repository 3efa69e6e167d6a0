@main
struct Main {
    static func main() {
        let window = Window(width: 3, height: 4)
        print(window.area())
        let meter = Meter()
        meter.reading = 5
        print(meter.read())
    }
}
