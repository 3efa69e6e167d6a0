@main struct Unstubbed {
    static func main() {
        let t = Thermostat()
        print(t.doubled(), t.label(for: .low), t.isWarm(), t.ratio(), t.branches(true), t.summary)
        print(t.doubled(), t.label(for: .low), t.isWarm(), t.ratio(), t.branches(true))
        var resets = 0
        t.reset()
        print(resets)
    }
}
