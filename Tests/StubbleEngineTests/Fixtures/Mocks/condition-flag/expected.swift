// fixture-options: condition=MOCKS no-presets
// Any compilation condition, as swift-mocking's `compilationCondition`; presets turned off.
protocol ConditionFlagTimer {
    func cancel() -> Bool
}

#if MOCKS
final class ConditionFlagTimerMock: ConditionFlagTimer {
    // stubble:mock:begin ConditionFlagTimer no-presets
    init() {}

    // MARK: cancel()
    var _cancel: (() -> Bool)? = nil
    var cancelReturnValue: Bool? = nil
    private(set) var cancelCallCount: Int = 0
    private(set) var cancelReturnedValues: [Bool] = []
    var cancelLastReturnedValue: Bool? { cancelReturnedValues.last }
    func cancel() -> Bool {
        cancelCallCount += 1
        if let _cancel {
            let result = _cancel()
            cancelReturnedValues.append(result)
            return result
        }
        if let cancelReturnValue {
            cancelReturnedValues.append(cancelReturnValue)
            return cancelReturnValue
        }
        let result: Bool = false
        cancelReturnedValues.append(result)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _cancel = nil
        cancelReturnValue = nil
        cancelCallCount = 0
        cancelReturnedValues = []
    }
    // stubble:mock:end ConditionFlagTimer
}
#endif
