import Foundation

// @Stubbable
protocol Clock {
    func now() -> Date
}
