@main
struct Main {
    static func main() {
        let window = Window(width: 3, height: 4)
        print(window.area())
        window._getWidth = { 10 }
        print(window.area(), window.width)
        var taller = window
        taller._getHeight = nil
        taller._setHeight = { print("height set to", $0) }
        taller.height = 7
        print(taller.height)
        let meter = Meter()
        meter.reading = 5
        print(meter.read())
        meter._read = { 42 }
        print(meter.read())
    }
}
