protocol CachedStore: Store {
    var hitCount: Int { get }
    func clear()
}

#if DEBUG
final class CachedStoreMock: CachedStore {
    // stubble:mock:begin CachedStore
    init() {}

    /// Presets in one place: `CachedStoreMock { $0._member = { ... } }`.
    init(_ configure: (CachedStoreMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: hitCount
    var _getHitCount: (() -> Int)? = nil
    var _hitCount: Int = 0
    private(set) var hitCountGetCallCount: Int = 0
    var hitCount: Int {
        get {
            hitCountGetCallCount += 1
            if let _getHitCount { return _getHitCount() }
            return _hitCount
        }
    }

    // MARK: clear()
    var _clear: (() -> Void)? = nil
    private(set) var clearCallCount: Int = 0
    func clear() {
        clearCallCount += 1
        if let _clear { return _clear() }
    }

    // MARK: load(id:)
    var _load: (nonisolated(nonsending) (Int) async throws -> String)? = nil
    var loadError: (any Error)? = nil
    var loadReturnValue: String? = nil
    private(set) var loadCallCount: Int = 0
    private(set) var loadInvocations: [Int] = []
    private(set) var loadReturnedValues: [String] = []
    var loadLastInvocation: Int? { loadInvocations.last }
    var loadLastReturnedValue: String? { loadReturnedValues.last }
    nonisolated(nonsending) func load(id: Int) async throws -> String {
        loadCallCount += 1
        loadInvocations.append(id)
        if let _load {
            let result = try await _load(id)
            loadReturnedValues.append(result)
            return result
        }
        if let loadError { throw loadError }
        if let loadReturnValue {
            loadReturnedValues.append(loadReturnValue)
            return loadReturnValue
        }
        let result: String = ""
        loadReturnedValues.append(result)
        return result
    }

    // MARK: save(_:id:)
    var _save: (nonisolated(nonsending) (String, Int) async throws -> Void)? = nil
    var saveError: (any Error)? = nil
    private(set) var saveCallCount: Int = 0
    private(set) var saveInvocations: [SaveInvocation] = []
    struct SaveInvocation: Equatable {
        var value: String
        var id: Int
    }
    var saveLastInvocation: SaveInvocation? { saveInvocations.last }
    nonisolated(nonsending) func save(_ value: String, id: Int) async throws {
        saveCallCount += 1
        saveInvocations.append(SaveInvocation(value: value, id: id))
        if let _save { return try await _save(value, id) }
        if let saveError { throw saveError }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getHitCount = nil
        _hitCount = 0
        hitCountGetCallCount = 0
        _clear = nil
        clearCallCount = 0
        _load = nil
        loadError = nil
        loadReturnValue = nil
        loadCallCount = 0
        loadInvocations = []
        loadReturnedValues = []
        _save = nil
        saveError = nil
        saveCallCount = 0
        saveInvocations = []
    }
    // stubble:mock:end CachedStore

    /// Written by hand: kept by every refresh.
    var label = "cached"
}
#endif
