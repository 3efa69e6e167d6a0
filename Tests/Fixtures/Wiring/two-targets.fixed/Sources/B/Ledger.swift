import A

/// B's own token, not `Equatable`: it hides A's `Token` in this target.
struct Token {
    var value: Int
}

protocol Ledger: Store {
    func spend(_ amount: Money, token: Token) -> Bool
    func total() -> Money
}

#if DEBUG
final class LedgerMock: Ledger {
    // stubble:mock:begin Ledger
    init() {}

    /// Presets in one place: `LedgerMock { $0._member = { ... } }`.
    init(_ configure: (LedgerMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: spend(_:token:)
    var _spend: ((Money, Token) -> Bool)? = nil
    var spendReturnValue: Bool? = nil
    private(set) var spendCallCount: Int = 0
    private(set) var spendInvocations: [SpendInvocation] = []
    private(set) var spendReturnedValues: [Bool] = []
    struct SpendInvocation {
        var amount: Money
        var token: Token
    }
    var spendLastInvocation: SpendInvocation? { spendInvocations.last }
    var spendLastReturnedValue: Bool? { spendReturnedValues.last }
    func spend(_ amount: Money, token: Token) -> Bool {
        spendCallCount += 1
        spendInvocations.append(SpendInvocation(amount: amount, token: token))
        if let _spend {
            let result = _spend(amount, token)
            spendReturnedValues.append(result)
            return result
        }
        if let spendReturnValue {
            spendReturnedValues.append(spendReturnValue)
            return spendReturnValue
        }
        let result: Bool = false
        spendReturnedValues.append(result)
        return result
    }

    // MARK: total()
    var _total: (() -> Money)? = nil
    var totalReturnValue: Money? = nil
    private(set) var totalCallCount: Int = 0
    private(set) var totalReturnedValues: [Money] = []
    var totalLastReturnedValue: Money? { totalReturnedValues.last }
    func total() -> Money {
        totalCallCount += 1
        if let _total {
            let result = _total()
            totalReturnedValues.append(result)
            return result
        }
        if let totalReturnValue {
            totalReturnedValues.append(totalReturnValue)
            return totalReturnValue
        }
        if let result = (Money.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? Money {
            totalReturnedValues.append(result)
            return result
        }
        fatalError("LedgerMock.total(): no value to return; set _total or totalReturnValue")
    }

    // MARK: save(_:for:)
    var _save: ((Money, String) -> Void)? = nil
    private(set) var saveCallCount: Int = 0
    private(set) var saveInvocations: [SaveInvocation] = []
    struct SaveInvocation: Equatable {
        var money: Money
        var key: String
    }
    var saveLastInvocation: SaveInvocation? { saveInvocations.last }
    func save(_ money: Money, for key: String) {
        saveCallCount += 1
        saveInvocations.append(SaveInvocation(money: money, key: key))
        if let _save { return _save(money, key) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _spend = nil
        spendReturnValue = nil
        spendCallCount = 0
        spendInvocations = []
        spendReturnedValues = []
        _total = nil
        totalReturnValue = nil
        totalCallCount = 0
        totalReturnedValues = []
        _save = nil
        saveCallCount = 0
        saveInvocations = []
    }
    // stubble:mock:end Ledger
}
#endif

/// Defaults of your own for generated mocks: a type conforming to this protocol is what an unstubbed mock
/// member returning it gives back instead of stopping, e.g. in your tests
/// `extension User: StubbleDefaultProvidable { static var stubbleDefault: User { User(id: 0) } }`.
/// Written by Stubble once per module; keep one declaration.
protocol StubbleDefaultProvidable {
    static var stubbleDefault: Self { get }
}
