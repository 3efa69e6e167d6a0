enum Level { case low, high }

/*|*/final class Thermostat {
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

    func branches(_ flag: Bool) -> Int {
        if flag { return 1 } else { return 2 }
    }

    func reset() { target = 20 }
}
