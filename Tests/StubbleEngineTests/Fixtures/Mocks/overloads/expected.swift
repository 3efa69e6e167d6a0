// Overloads get the shortest name that tells them apart: labels, then types, then the result type.
protocol OverloadsStore {
    func fetch(id: Int) -> String
    func fetch(name: String) -> String
    func fetch() -> String
    func save(_ value: Int)
    func save(_ value: String)
    func make() -> Int
    func make() -> String
}

#if DEBUG
final class OverloadsStoreMock: OverloadsStore {
    // stubble:mock:begin OverloadsStore
    init() {}

    /// Presets in one place: `OverloadsStoreMock { $0._member = { ... } }`.
    init(_ configure: (OverloadsStoreMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: fetch(id:) → _fetchId
    var _fetchId: ((Int) -> String)? = nil
    var fetchIdReturnValue: String? = nil
    private(set) var fetchIdCallCount: Int = 0
    private(set) var fetchIdInvocations: [Int] = []
    private(set) var fetchIdReturnedValues: [String] = []
    var fetchIdLastInvocation: Int? { fetchIdInvocations.last }
    var fetchIdLastReturnedValue: String? { fetchIdReturnedValues.last }
    func fetch(id: Int) -> String {
        fetchIdCallCount += 1
        fetchIdInvocations.append(id)
        if let _fetchId {
            let result = _fetchId(id)
            fetchIdReturnedValues.append(result)
            return result
        }
        if let fetchIdReturnValue {
            fetchIdReturnedValues.append(fetchIdReturnValue)
            return fetchIdReturnValue
        }
        let result: String = ""
        fetchIdReturnedValues.append(result)
        return result
    }

    // MARK: fetch(name:) → _fetchName
    var _fetchName: ((String) -> String)? = nil
    var fetchNameReturnValue: String? = nil
    private(set) var fetchNameCallCount: Int = 0
    private(set) var fetchNameInvocations: [String] = []
    private(set) var fetchNameReturnedValues: [String] = []
    var fetchNameLastInvocation: String? { fetchNameInvocations.last }
    var fetchNameLastReturnedValue: String? { fetchNameReturnedValues.last }
    func fetch(name: String) -> String {
        fetchNameCallCount += 1
        fetchNameInvocations.append(name)
        if let _fetchName {
            let result = _fetchName(name)
            fetchNameReturnedValues.append(result)
            return result
        }
        if let fetchNameReturnValue {
            fetchNameReturnedValues.append(fetchNameReturnValue)
            return fetchNameReturnValue
        }
        let result: String = ""
        fetchNameReturnedValues.append(result)
        return result
    }

    // MARK: fetch()
    var _fetch: (() -> String)? = nil
    var fetchReturnValue: String? = nil
    private(set) var fetchCallCount: Int = 0
    private(set) var fetchReturnedValues: [String] = []
    var fetchLastReturnedValue: String? { fetchReturnedValues.last }
    func fetch() -> String {
        fetchCallCount += 1
        if let _fetch {
            let result = _fetch()
            fetchReturnedValues.append(result)
            return result
        }
        if let fetchReturnValue {
            fetchReturnedValues.append(fetchReturnValue)
            return fetchReturnValue
        }
        let result: String = ""
        fetchReturnedValues.append(result)
        return result
    }

    // MARK: save(_:) → _saveInt
    var _saveInt: ((Int) -> Void)? = nil
    private(set) var saveIntCallCount: Int = 0
    private(set) var saveIntInvocations: [Int] = []
    var saveIntLastInvocation: Int? { saveIntInvocations.last }
    func save(_ value: Int) {
        saveIntCallCount += 1
        saveIntInvocations.append(value)
        if let _saveInt { return _saveInt(value) }
    }

    // MARK: save(_:) → _saveString
    var _saveString: ((String) -> Void)? = nil
    private(set) var saveStringCallCount: Int = 0
    private(set) var saveStringInvocations: [String] = []
    var saveStringLastInvocation: String? { saveStringInvocations.last }
    func save(_ value: String) {
        saveStringCallCount += 1
        saveStringInvocations.append(value)
        if let _saveString { return _saveString(value) }
    }

    // MARK: make() → _makeReturningInt
    var _makeReturningInt: (() -> Int)? = nil
    var makeReturningIntReturnValue: Int? = nil
    private(set) var makeReturningIntCallCount: Int = 0
    private(set) var makeReturningIntReturnedValues: [Int] = []
    var makeReturningIntLastReturnedValue: Int? { makeReturningIntReturnedValues.last }
    func make() -> Int {
        makeReturningIntCallCount += 1
        if let _makeReturningInt {
            let result = _makeReturningInt()
            makeReturningIntReturnedValues.append(result)
            return result
        }
        if let makeReturningIntReturnValue {
            makeReturningIntReturnedValues.append(makeReturningIntReturnValue)
            return makeReturningIntReturnValue
        }
        let result: Int = 0
        makeReturningIntReturnedValues.append(result)
        return result
    }

    // MARK: make() → _makeReturningString
    var _makeReturningString: (() -> String)? = nil
    var makeReturningStringReturnValue: String? = nil
    private(set) var makeReturningStringCallCount: Int = 0
    private(set) var makeReturningStringReturnedValues: [String] = []
    var makeReturningStringLastReturnedValue: String? { makeReturningStringReturnedValues.last }
    func make() -> String {
        makeReturningStringCallCount += 1
        if let _makeReturningString {
            let result = _makeReturningString()
            makeReturningStringReturnedValues.append(result)
            return result
        }
        if let makeReturningStringReturnValue {
            makeReturningStringReturnedValues.append(makeReturningStringReturnValue)
            return makeReturningStringReturnValue
        }
        let result: String = ""
        makeReturningStringReturnedValues.append(result)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _fetchId = nil
        fetchIdReturnValue = nil
        fetchIdCallCount = 0
        fetchIdInvocations = []
        fetchIdReturnedValues = []
        _fetchName = nil
        fetchNameReturnValue = nil
        fetchNameCallCount = 0
        fetchNameInvocations = []
        fetchNameReturnedValues = []
        _fetch = nil
        fetchReturnValue = nil
        fetchCallCount = 0
        fetchReturnedValues = []
        _saveInt = nil
        saveIntCallCount = 0
        saveIntInvocations = []
        _saveString = nil
        saveStringCallCount = 0
        saveStringInvocations = []
        _makeReturningInt = nil
        makeReturningIntReturnValue = nil
        makeReturningIntCallCount = 0
        makeReturningIntReturnedValues = []
        _makeReturningString = nil
        makeReturningStringReturnValue = nil
        makeReturningStringCallCount = 0
        makeReturningStringReturnedValues = []
    }
    // stubble:mock:end OverloadsStore
}
#endif
