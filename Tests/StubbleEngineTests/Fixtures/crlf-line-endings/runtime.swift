@main struct Runtime {
    static func main() {
        var t = Thermostat()
        print(t.reading())
        t._reading = { 42 }
        print(t.reading())
        t._getTarget = { 18 }
        t._reading = nil
        print(t.reading(), t.target)
    }
}
