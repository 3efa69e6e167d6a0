// `mutating` requirements are satisfied by a class's ordinary methods.
protocol MutatingCounter {
    var value: Int { get set }
    mutating func increment(by step: Int)
    mutating func reset()
}

#if DEBUG
final class MutatingCounterMock: MutatingCounter {
    // stubble:mock:begin MutatingCounter
    init() {}

    /// Presets in one place: `MutatingCounterMock { $0._member = { ... } }`.
    init(_ configure: (MutatingCounterMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: value
    var _getValue: (() -> Int)? = nil
    var _setValue: ((Int) -> Void)? = nil
    var _value: Int = 0
    private(set) var valueGetCallCount: Int = 0
    private(set) var valueSetCallCount: Int = 0
    private(set) var valueSetInvocations: [Int] = []
    var valueSetLastInvocation: Int? { valueSetInvocations.last }
    var value: Int {
        get {
            valueGetCallCount += 1
            if let _getValue { return _getValue() }
            return _value
        }
        set {
            valueSetCallCount += 1
            valueSetInvocations.append(newValue)
            if let _setValue { _setValue(newValue) } else { self._value = newValue }
        }
    }

    // MARK: increment(by:)
    var _increment: ((Int) -> Void)? = nil
    private(set) var incrementCallCount: Int = 0
    private(set) var incrementInvocations: [Int] = []
    var incrementLastInvocation: Int? { incrementInvocations.last }
    func increment(by step: Int) {
        incrementCallCount += 1
        incrementInvocations.append(step)
        if let _increment { return _increment(step) }
    }

    // MARK: reset()
    var _reset: (() -> Void)? = nil
    private(set) var resetCallCount: Int = 0
    func reset() {
        resetCallCount += 1
        if let _reset { return _reset() }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getValue = nil
        _setValue = nil
        _value = 0
        valueGetCallCount = 0
        valueSetCallCount = 0
        valueSetInvocations = []
        _increment = nil
        incrementCallCount = 0
        incrementInvocations = []
        _reset = nil
        resetCallCount = 0
    }
    // stubble:mock:end MutatingCounter
}
#endif
