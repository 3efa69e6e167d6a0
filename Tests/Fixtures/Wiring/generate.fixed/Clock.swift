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
    func now() -> Date {
        nowCallCount += 1
        if let _now { return _now() }
        if let nowReturnValue { return nowReturnValue }
        fatalError("ClockMock.now(): no value to return; set _now or nowReturnValue")
    }
    // stubble:mock:end Clock
}
#endif
