@main struct Runtime {
    static func main() {
        let c = Clipboard()
        let m = Meter()
        print(c.paste(), m.reading, Pipe().describe())
        c._paste = { "stub" }
        m._getReading = { 42 }
        print(c.paste(), m.reading)
        c._paste = nil
        m._getReading = nil
        print(c.paste(), m.reading)
    }
}
