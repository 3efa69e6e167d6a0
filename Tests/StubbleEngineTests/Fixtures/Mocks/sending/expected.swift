// `sending` parameters are recorded and passed to the hook as ordinary values; a `sending` result has a hook
// and no ReturnValue (a stored value is never in a region of its own).
final class SendingPayload {
    var n = 0
    init(_ n: Int) { self.n = n }
}

protocol SendingTaker {
    func take(_ p: sending SendingPayload) -> Int
    func pass(_ p: sending SendingPayload) async -> SendingPayload
    func give() -> sending SendingPayload
    func count() -> sending Int
}

#if DEBUG
final class SendingTakerMock: SendingTaker {
    // stubble:mock:begin SendingTaker
    init() {}

    /// Presets in one place: `SendingTakerMock { $0._member = { ... } }`.
    init(_ configure: (SendingTakerMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: take(_:)
    var _take: ((SendingPayload) -> Int)? = nil
    var takeReturnValue: Int? = nil
    private(set) var takeCallCount: Int = 0
    private(set) var takeInvocations: [SendingPayload] = []
    private(set) var takeReturnedValues: [Int] = []
    var takeLastInvocation: SendingPayload? { takeInvocations.last }
    var takeLastReturnedValue: Int? { takeReturnedValues.last }
    func take(_ p: sending SendingPayload) -> Int {
        takeCallCount += 1
        takeInvocations.append(p)
        if let _take {
            let result = _take(p)
            takeReturnedValues.append(result)
            return result
        }
        if let takeReturnValue {
            takeReturnedValues.append(takeReturnValue)
            return takeReturnValue
        }
        let result: Int = 0
        takeReturnedValues.append(result)
        return result
    }

    // MARK: pass(_:)
    var _pass: (nonisolated(nonsending) (SendingPayload) async -> SendingPayload)? = nil
    var passReturnValue: SendingPayload? = nil
    private(set) var passCallCount: Int = 0
    private(set) var passInvocations: [SendingPayload] = []
    private(set) var passReturnedValues: [SendingPayload] = []
    var passLastInvocation: SendingPayload? { passInvocations.last }
    var passLastReturnedValue: SendingPayload? { passReturnedValues.last }
    nonisolated(nonsending) func pass(_ p: sending SendingPayload) async -> SendingPayload {
        passCallCount += 1
        passInvocations.append(p)
        if let _pass {
            let result = await _pass(p)
            passReturnedValues.append(result)
            return result
        }
        if let passReturnValue {
            passReturnedValues.append(passReturnValue)
            return passReturnValue
        }
        if let result = (SendingPayload.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? SendingPayload {
            passReturnedValues.append(result)
            return result
        }
        fatalError("SendingTakerMock.pass(_:): no value to return; set _pass or passReturnValue")
    }

    // MARK: give()
    var _give: (() -> sending SendingPayload)? = nil
    private(set) var giveCallCount: Int = 0
    func give() -> sending SendingPayload {
        giveCallCount += 1
        if let _give { return _give() }
        fatalError("SendingTakerMock.give(): no value to return; set _give")
    }

    // MARK: count()
    var _count: (() -> sending Int)? = nil
    private(set) var countCallCount: Int = 0
    func count() -> sending Int {
        countCallCount += 1
        if let _count { return _count() }
        return 0
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _take = nil
        takeReturnValue = nil
        takeCallCount = 0
        takeInvocations = []
        takeReturnedValues = []
        _pass = nil
        passReturnValue = nil
        passCallCount = 0
        passInvocations = []
        passReturnedValues = []
        _give = nil
        giveCallCount = 0
        _count = nil
        countCallCount = 0
    }
    // stubble:mock:end SendingTaker
}
#endif
