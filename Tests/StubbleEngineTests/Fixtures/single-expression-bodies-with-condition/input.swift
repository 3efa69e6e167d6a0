enum Level { case low, high }

// With a condition, a single-expression body on lines of its own gets its guard inside `#if DEBUG` and an
// explicit `return` before its expression (an inline piece): without DEBUG the body compiles as written
// but for that keyword. A call of type `Never` cannot be returned, and a body on one line cannot hold an
// `#if`: those keep the guard of the form without a condition, whose hook is a computed `nil` without DEBUG.
func giveUp(_ why: String) -> Never {
    fatalError(why)
}

// @Stubbable(condition: DEBUG)
final class Thermostat {
    var target = 20

    func doubled() -> Int {
        target * 2
    }

    func label(for level: Level) -> String {
        switch level {
        case .low: "low"
        case .high: "high"
        }
    }

    func isWarm() -> Bool {
        if target > 18 { true } else { false }
    }

    func ratio() -> Double { 0.5 }

    func unimplemented() -> Int {
        fatalError("not yet")
    }

    func notThisYear() -> Int {
        giveUp("later")
    }

    var summary: String {
        label(for: .low)
            + String(target)
    }

    func branches(_ flag: Bool) -> Int {
        if flag { return 1 } else { return 2 }
    }

    func reset() { target = 20 }
}
