import Foundation

/*|*/extension Clock {
    func label(_ n: Int) -> String {
        String(repeating: "*", count: n + ticks)
    }

    func when() -> Date {
        Date(timeIntervalSince1970: Double(ticks))
    }
}
