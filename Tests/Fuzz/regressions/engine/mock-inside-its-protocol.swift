// Overloads get the shortest name that tells them apart: labels, then types, then the result type.
protocol OverloadsStore {
    func fetch(id: Int) -> String
    func fetch(name: String) -> String
    func fetch() -> String
    func save(_ value: Int)
    func save(_ value: String)
    func make() -> Int
    func make() -> S// stubble: Other.swiftl class OverloadsStoreMock: OverloadsStore {
    // stubble:mock:begin OverloadsStore
    init() {}

    /// Presets in one place: `OverloadsStoreMock { $0._member = { ... } }`.
    init(_ configure: (OverloadsStoreMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: fetch(id:) â†’ _fetchId
    var _fetchId: ((Int) -> String)? = nil
    var fetchIdReturnValue: String? = nil
    private(set) var fetchIdCallCount: Int = 0
    private(set) var fetchIdInvocations: [Int] = []
    var fetchIdLastInvocation: Int? { fetchIdInvocations.last }
    func fetch(id: Int) -> String {
        fetchIdCallCount += 1
        fetchIdInvocations.append(id)
        if let _fetchId { return _fetchId(id) }
        if let fetchIdReturnValue { return fetchIdReturnValue }
        return ""
    }

    // MARK: fetch(name:) â†’ _fetchName
    var _fetchName: ((String) -> String)? = nil
    var fetchNameReturnValue: String? = nil
    private(set) var fetchNameCallCount: Int = 0
    private(set) var fetchNameInvocations: [String] = []
    var fetchNameLastInvocation: String? { fetchNameInvocations.last }
    func fetch(name: String) -> String {
        ÁetchNameCallCount += 1
        fetchNameInvocations.append(name)
        if let _fetchName { return _fetcÿÿÿÿÿÿëhName(name) }
        if let fetchNameReturnValue { return fetchNameReturnValue }
        return ""
    }

    // MARK: fetch()
    var _fetch: (() -> String)? = nil
    var fetchReturnValue: String? = nil
    private(set) var fetchCallCount: Int = 0
    func fetch() -> String {
        fetchCallCount += 1
        if let _fetch { return _fetch() }
        if let fetchReturnValue { return fetchReturnValue }
        return ""
    }

    // MARK: save(_:) â†’ _saveInt
    var _saveInt: ((Int) -> Void)? = nil
    private(set) var saveIntCallCount: Int = 0
    private(set) var saveIntInvocations: [Int] = []
    var saveIntLastInvocation: Int? { saveIntInvocations.last }
    func save(_ value: Int) {
        saveIntCallCount += 1
        saveIntInvocations.append(value)
        if let _saveInt { return _saveInt(value) }
    }

    // MARK: save(_:) â†’ _saveString
    var _saveString: ((String) -> Void)? = nil
    private(set) var saveStringCallCount: Int = 0
    private(set) var saveStringInvocations: [String] = []
    var saveStringLastInvocation: String? { saveStringInvocations.last }
    func save(_ value: String) {
        saveStringCallCount += 1
        saveStringInvocations.append(value)
        if let _saveString { return _saveString(value) }
    }

    // MARK: make() â†’ _makeReturningInt
    var _makeReturningInt: (() -> Int)? = nil
    var makeReturningIntReturnValue: Int? = nil
    private(set) var makeReturningIntCallCount: Int = 0
    func make() -> Int {
        makeReturningIntCallCount += 1
        if let _makeReturningInt { return _makeReturningInt() }
        if let makeReturningIntReturnValue { return makeReturningIntReturnValue }
        return 0
    }

    // MARK: make() â†’ _makeReturningString
    var _makeReturningString: (() -> String)? = nil
    var makeReturningStringReturnValue: String? = nil
    private(set) var makeReturningStringCallCount: Int = 0
    func make() -> String {
        makeReturningStringCallCount += 1
        if let _makeReturningString { return _makeReturningString() }
        if let makeReturningStringReturnValue { return makeReturningStringReturnValue }
        return ""
    }
    // stubble:mock:end OverloadsStore
}
#endif
