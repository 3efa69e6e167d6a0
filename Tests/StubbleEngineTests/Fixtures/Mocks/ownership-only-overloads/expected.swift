// Overloads apart only by parameter ownership are one requirement to a conformer: a witness of either matches
// both, so two witnesses are ambiguous ("multiple matching functions"). One witness with a plain parameter
// meets both (swift-mocking's MethodOverloads).
protocol OwnershipCounter {
    func add(_ amount: Int)
    func add(_ amount: consuming Int)
    func put<Value>(_ value: Value)
    func put<Value>(_ value: sending Value)
}

#if DEBUG
final class OwnershipCounterMock: OwnershipCounter {
    // stubble:mock:begin OwnershipCounter
    init() {}

    /// Presets in one place: `OwnershipCounterMock { $0._member = { ... } }`.
    init(_ configure: (OwnershipCounterMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: add(_:)
    var _add: ((Int) -> Void)? = nil
    private(set) var addCallCount: Int = 0
    private(set) var addInvocations: [Int] = []
    var addLastInvocation: Int? { addInvocations.last }
    func add(_ amount: Int) {
        addCallCount += 1
        addInvocations.append(amount)
        if let _add { return _add(amount) }
    }

    // MARK: put(_:)
    var _put: ((Any) -> Void)? = nil
    private(set) var putCallCount: Int = 0
    private(set) var putInvocations: [Any] = []
    var putLastInvocation: Any? { putInvocations.last }
    func put<Value>(_ value: Value) {
        putCallCount += 1
        putInvocations.append(value)
        if let _put { return _put(value) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _add = nil
        addCallCount = 0
        addInvocations = []
        _put = nil
        putCallCount = 0
        putInvocations = []
    }
    // stubble:mock:end OwnershipCounter
}
#endif
