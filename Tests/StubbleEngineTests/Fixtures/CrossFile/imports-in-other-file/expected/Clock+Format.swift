import Foundation

// @Stubbable
extension Clock {
    func label(_ n: Int) -> String {
        if let _label { _label(n) } else { // stubble
        String(repeating: "*", count: n + ticks)
        } // stubble
    }

    func when() -> Date {
        Date(timeIntervalSince1970: Double(ticks))
    }
}
