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
        t._notThisYear = { 7 }
        t._getSummary = { "stubbed summary" }
        print(t.doubled(), t.label(for: .low), t.isWarm(), t.ratio(), t.unimplemented(), t.branches(true), t.notThisYear(), t.summary)
        var resets = 0
        t._reset = { resets += 1 }
        t.reset()
        print(resets)
    }
}
