protocol Ledger {
    func spend(_ token: Token, count: Int)
}

#if DEBUG
final class LedgerMock: Ledger {
    // stubble:mock:begin Ledger
    init() {}

    /// Presets in one place: `LedgerMock { $0._member = { ... } }`.
    init(_ configure: (LedgerMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: spend(_:count:)
    var _spend: ((Token, Int) -> Void)? = nil
    private(set) var spendCallCount: Int = 0
    private(set) var spendInvocations: [SpendInvocation] = []
    struct SpendInvocation: Equatable {
        var token: Token
        var count: Int
    }
    var spendLastInvocation: SpendInvocation? { spendInvocations.last }
    func spend(_ token: Token, count: Int) {
        spendCallCount += 1
        spendInvocations.append(SpendInvocation(token: token, count: count))
        if let _spend { return _spend(token, count) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _spend = nil
        spendCallCount = 0
        spendInvocations = []
    }
    // stubble:mock:end Ledger
}
#endif
