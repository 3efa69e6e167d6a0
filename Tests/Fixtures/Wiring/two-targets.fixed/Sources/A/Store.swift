/// A's money is `Equatable`, and so is its token.
public struct Money: Equatable {
    public var cents: Int
    public init(cents: Int) { self.cents = cents }
}

public struct Token: Equatable {
    public var raw: String
}

public protocol Store {
    func save(_ money: Money, for key: String)
}

#if DEBUG
public final class StoreMock: Store {
    // stubble:mock:begin Store
    public init() {}

    /// Presets in one place: `StoreMock { $0._member = { ... } }`.
    public init(_ configure: (StoreMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: save(_:for:)
    public var _save: ((Money, String) -> Void)? = nil
    public private(set) var saveCallCount: Int = 0
    public private(set) var saveInvocations: [SaveInvocation] = []
    public struct SaveInvocation: Equatable {
        public var money: Money
        public var key: String
        public init(money: Money, key: String) {
            self.money = money
            self.key = key
        }
    }
    public var saveLastInvocation: SaveInvocation? { saveInvocations.last }
    public func save(_ money: Money, for key: String) {
        saveCallCount += 1
        saveInvocations.append(SaveInvocation(money: money, key: key))
        if let _save { return _save(money, key) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    public func resetMock() {
        _save = nil
        saveCallCount = 0
        saveInvocations = []
    }
    // stubble:mock:end Store
}
#endif
