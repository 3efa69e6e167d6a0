// Associated types become the mock's generic parameters; their constraints are kept.
protocol AssociatedTypesCache<Key, Value> {
    associatedtype Key: Hashable
    associatedtype Value where Value: Equatable
    associatedtype Keys: Sequence where Keys.Element == Key
    func value(for key: Key) -> Value?
    func store(_ value: Value, for key: Key)
    var allKeys: Keys { get }
}

#if DEBUG
final class AssociatedTypesCacheMock<Key: Hashable, Value, Keys: Sequence>: AssociatedTypesCache where Value: Equatable, Keys.Element == Key {
    // stubble:mock:begin AssociatedTypesCache
    init() {}

    /// Presets in one place: `AssociatedTypesCacheMock { $0._member = { ... } }`.
    init(_ configure: (AssociatedTypesCacheMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: value(for:)
    var _value: ((Key) -> Value?)? = nil
    var valueReturnValue: Value?? = nil
    private(set) var valueCallCount: Int = 0
    private(set) var valueInvocations: [Key] = []
    private(set) var valueReturnedValues: [Value?] = []
    var valueLastInvocation: Key? { valueInvocations.last }
    var valueLastReturnedValue: Value?? { valueReturnedValues.last }
    func value(for key: Key) -> Value? {
        valueCallCount += 1
        valueInvocations.append(key)
        if let _value {
            let result = _value(key)
            valueReturnedValues.append(result)
            return result
        }
        if let valueReturnValue {
            valueReturnedValues.append(valueReturnValue)
            return valueReturnValue
        }
        let result: Value? = nil
        valueReturnedValues.append(result)
        return result
    }

    // MARK: store(_:for:)
    var _store: ((Value, Key) -> Void)? = nil
    private(set) var storeCallCount: Int = 0
    private(set) var storeInvocations: [StoreInvocation] = []
    struct StoreInvocation {
        var value: Value
        var key: Key
    }
    var storeLastInvocation: StoreInvocation? { storeInvocations.last }
    func store(_ value: Value, for key: Key) {
        storeCallCount += 1
        storeInvocations.append(StoreInvocation(value: value, key: key))
        if let _store { return _store(value, key) }
    }

    // MARK: allKeys
    var _getAllKeys: (() -> Keys)? = nil
    var _allKeys: Keys? = nil
    private(set) var allKeysGetCallCount: Int = 0
    var allKeys: Keys {
        get {
            allKeysGetCallCount += 1
            if let _getAllKeys { return _getAllKeys() }
            if let _allKeys { return _allKeys }
            if let provided = (Keys.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? Keys { return provided }
            fatalError("AssociatedTypesCacheMock.allKeys: no value to return; set _getAllKeys or _allKeys")
        }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _value = nil
        valueReturnValue = nil
        valueCallCount = 0
        valueInvocations = []
        valueReturnedValues = []
        _store = nil
        storeCallCount = 0
        storeInvocations = []
        _getAllKeys = nil
        _allKeys = nil
        allKeysGetCallCount = 0
    }
    // stubble:mock:end AssociatedTypesCache
}
#endif
