@main struct Unstubbed {
    static func main() {
        var t = Thermostat()
        print(t.reading())
        print(t.reading())
        print(t.reading(), t.target)
    }
}
