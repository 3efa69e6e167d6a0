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
    var valueLastInvocation: Key? { valueInvocations.last }
    func value(for key: Key) -> Value? {
        valueCallCount += 1
        valueInvocations.append(key)
        if let _value { return _value(key) }
        if let valueReturnValue { return valueReturnValue }
        return nil
    }

    // MARK: store(_:for:)
    var _store: ((Value, Key) -> Void)? = nil
    private(set) var storeCallCount: Int = 0
    private(set) var storeInvocations: [(value: Value, key: Key)] = []
    var storeLastInvocation: (value: Value, key: Key)? { storeInvocations.last }
    func store(_ value: Value, for key: Key) {
        storeCallCount += 1
        storeInvocations.append((value: value, key: key))
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
            fatalError("AssociatedTypesCacheMock.allKeys: no value to return; set _getAllKeys or _allKeys")
        }
    }
    // stubble:mock:end AssociatedTypesCache
}
#endif
