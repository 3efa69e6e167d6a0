// fixture-options: condition=none
// No `#if`: the mock is always compiled.
protocol ConditionNoneTimer {
    func schedule(after seconds: Double)
}

final class ConditionNoneTimerMock: ConditionNoneTimer {
    // stubble:mock:begin ConditionNoneTimer
    init() {}

    /// Presets in one place: `ConditionNoneTimerMock { $0._member = { ... } }`.
    init(_ configure: (ConditionNoneTimerMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: schedule(after:)
    var _schedule: ((Double) -> Void)? = nil
    private(set) var scheduleCallCount: Int = 0
    private(set) var scheduleInvocations: [Double] = []
    var scheduleLastInvocation: Double? { scheduleInvocations.last }
    func schedule(after seconds: Double) {
        scheduleCallCount += 1
        scheduleInvocations.append(seconds)
        if let _schedule { return _schedule(seconds) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _schedule = nil
        scheduleCallCount = 0
        scheduleInvocations = []
    }
    // stubble:mock:end ConditionNoneTimer
}
