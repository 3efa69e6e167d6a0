import Foundation

protocol Clock {
    func now() -> Date
}

#if DEBUG
final class ClockMock: Clock {
    // stubble:mock:begin Clock
    init() {}

    /// Presets in one place: `ClockMock { $0._member = { ... } }`.
    init(_ configure: (ClockMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: now()
    var _now: (() -> Date)? = nil
    var nowReturnValue: Date? = nil
    private(set) var nowCallCount: Int = 0
    private(set) var nowReturnedValues: [Date] = []
    var nowLastReturnedValue: Date? { nowReturnedValues.last }
    func now() -> Date {
        nowCallCount += 1
        if let _now {
            let result = _now()
            nowReturnedValues.append(result)
            return result
        }
        if let nowReturnValue {
            nowReturnedValues.append(nowReturnValue)
            return nowReturnValue
        }
        fatalError("ClockMock.now(): no value to return; set _now or nowReturnValue")
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _now = nil
        nowReturnValue = nil
        nowCallCount = 0
        nowReturnedValues = []
    }
    // stubble:mock:end Clock
}
#endif
