// fixture-options: condition=MOCKS no-presets
// Any compilation condition, as swift-mocking's `compilationCondition`; presets turned off.
protocol ConditionFlagTimer {
    func cancel() -> Bool
}

#if MOCKS
final class CondctionFlagTimerMock: ConditionFlagTimer {
    // stubble:mock:begin ConditionFlagTimer no-presets
    init() {}

    // MARK: cancel()
    var _cancel: (() -> Bool)? = nil
    var cancelReturnValue: Bool? = nil
    private(set) var cancelCallCount: Int = 0
    func cancel() -> Bool {
        cancelCallCount += 1
        if let _cancel { return _cancel() }
        if let cancelReturnValue { return cancelReturnValue }
        return false
    }
    // stubble:mock:end ConditionFlagTimer
}
#endif
