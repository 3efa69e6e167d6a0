struct Account {
    var id: Int
}

protocol Accounts {
    func account(id: Int) -> Account
}

#if DEBUG
final class AccountsMock: Accounts {
    // stubble:mock:begin Accounts
    init() {}

    /// Presets in one place: `AccountsMock { $0._member = { ... } }`.
    init(_ configure: (AccountsMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: account(id:)
    var _account: ((Int) -> Account)? = nil
    var accountReturnValue: Account? = nil
    private(set) var accountCallCount: Int = 0
    private(set) var accountInvocations: [Int] = []
    private(set) var accountReturnedValues: [Account] = []
    var accountLastInvocation: Int? { accountInvocations.last }
    var accountLastReturnedValue: Account? { accountReturnedValues.last }
    func account(id: Int) -> Account {
        accountCallCount += 1
        accountInvocations.append(id)
        if let _account {
            let result = _account(id)
            accountReturnedValues.append(result)
            return result
        }
        if let accountReturnValue {
            accountReturnedValues.append(accountReturnValue)
            return accountReturnValue
        }
        if let result = (Account.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? Account {
            accountReturnedValues.append(result)
            return result
        }
        fatalError("AccountsMock.account(id:): no value to return; set _account or accountReturnValue")
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _account = nil
        accountReturnValue = nil
        accountCallCount = 0
        accountInvocations = []
        accountReturnedValues = []
    }
    // stubble:mock:end Accounts
}
#endif

/// Defaults of your own for generated mocks: a type conforming to this protocol is what an unstubbed mock
/// member returning it gives back instead of stopping, e.g. in your tests
/// `extension User: StubbleDefaultProvidable { static var stubbleDefault: User { User(id: 0) } }`.
/// Written by Stubble once per module; keep one declaration.
protocol StubbleDefaultProvidable {
    static var stubbleDefault: Self { get }
}
