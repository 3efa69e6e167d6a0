@main struct Runtime {
    static func main() {
        let t = Thermostat()
        print(t.doubled(), t.label(for: .low), t.isWarm(), t.ratio(), t.branches(true))
        t._doubled = { 1 }
        t._label = { _ in "stub" }
        t._isWarm = { false }
        t._ratio = { 2.5 }
        t._unimplemented = { 42 }
        t._branches = { _ in 9 }
        print(t.doubled(), t.label(for: .low), t.isWarm(), t.ratio(), t.unimplemented(), t.branches(true))
        var resets = 0
        t._reset = { resets += 1 }
        t.reset()
        print(resets)
    }
}
