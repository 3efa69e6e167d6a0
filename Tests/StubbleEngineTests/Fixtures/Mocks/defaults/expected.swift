// What an unstubbed member returns: numbers, Bool, String, optionals, collections, Void, tuples,
// another generated mock; anything else stops with a message naming the hook to set.
struct DefaultsToken { var value: String }

protocol DefaultsLogger {
    func log(_ message: String)
}

#if DEBUG
final class DefaultsLoggerMock: DefaultsLogger {
    // stubble:mock:begin DefaultsLogger
    init() {}

    /// Presets in one place: `DefaultsLoggerMock { $0._member = { ... } }`.
    init(_ configure: (DefaultsLoggerMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: log(_:)
    var _log: ((String) -> Void)? = nil
    private(set) var logCallCount: Int = 0
    private(set) var logInvocations: [String] = []
    var logLastInvocation: String? { logInvocations.last }
    func log(_ message: String) {
        logCallCount += 1
        logInvocations.append(message)
        if let _log { return _log(message) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _log = nil
        logCallCount = 0
        logInvocations = []
    }
    // stubble:mock:end DefaultsLogger
}
#endif

protocol DefaultsProvider {
    func count() -> Int
    func ratio() -> Double
    func flag() -> Bool
    func name() -> String
    func maybe() -> DefaultsToken?
    func list() -> [DefaultsToken]
    func table() -> [String: [Int]]
    func unique() -> Set<String>
    func pair() -> (Int, String)
    func nothing()
    func logger() -> any DefaultsLogger
    func token() -> DefaultsToken
}

#if DEBUG
final class DefaultsProviderMock: DefaultsProvider {
    // stubble:mock:begin DefaultsProvider
    init() {}

    /// Presets in one place: `DefaultsProviderMock { $0._member = { ... } }`.
    init(_ configure: (DefaultsProviderMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: count()
    var _count: (() -> Int)? = nil
    var countReturnValue: Int? = nil
    private(set) var countCallCount: Int = 0
    private(set) var countReturnedValues: [Int] = []
    var countLastReturnedValue: Int? { countReturnedValues.last }
    func count() -> Int {
        countCallCount += 1
        if let _count {
            let result = _count()
            countReturnedValues.append(result)
            return result
        }
        if let countReturnValue {
            countReturnedValues.append(countReturnValue)
            return countReturnValue
        }
        let result: Int = 0
        countReturnedValues.append(result)
        return result
    }

    // MARK: ratio()
    var _ratio: (() -> Double)? = nil
    var ratioReturnValue: Double? = nil
    private(set) var ratioCallCount: Int = 0
    private(set) var ratioReturnedValues: [Double] = []
    var ratioLastReturnedValue: Double? { ratioReturnedValues.last }
    func ratio() -> Double {
        ratioCallCount += 1
        if let _ratio {
            let result = _ratio()
            ratioReturnedValues.append(result)
            return result
        }
        if let ratioReturnValue {
            ratioReturnedValues.append(ratioReturnValue)
            return ratioReturnValue
        }
        let result: Double = 0
        ratioReturnedValues.append(result)
        return result
    }

    // MARK: flag()
    var _flag: (() -> Bool)? = nil
    var flagReturnValue: Bool? = nil
    private(set) var flagCallCount: Int = 0
    private(set) var flagReturnedValues: [Bool] = []
    var flagLastReturnedValue: Bool? { flagReturnedValues.last }
    func flag() -> Bool {
        flagCallCount += 1
        if let _flag {
            let result = _flag()
            flagReturnedValues.append(result)
            return result
        }
        if let flagReturnValue {
            flagReturnedValues.append(flagReturnValue)
            return flagReturnValue
        }
        let result: Bool = false
        flagReturnedValues.append(result)
        return result
    }

    // MARK: name()
    var _name: (() -> String)? = nil
    var nameReturnValue: String? = nil
    private(set) var nameCallCount: Int = 0
    private(set) var nameReturnedValues: [String] = []
    var nameLastReturnedValue: String? { nameReturnedValues.last }
    func name() -> String {
        nameCallCount += 1
        if let _name {
            let result = _name()
            nameReturnedValues.append(result)
            return result
        }
        if let nameReturnValue {
            nameReturnedValues.append(nameReturnValue)
            return nameReturnValue
        }
        let result: String = ""
        nameReturnedValues.append(result)
        return result
    }

    // MARK: maybe()
    var _maybe: (() -> DefaultsToken?)? = nil
    var maybeReturnValue: DefaultsToken?? = nil
    private(set) var maybeCallCount: Int = 0
    private(set) var maybeReturnedValues: [DefaultsToken?] = []
    var maybeLastReturnedValue: DefaultsToken?? { maybeReturnedValues.last }
    func maybe() -> DefaultsToken? {
        maybeCallCount += 1
        if let _maybe {
            let result = _maybe()
            maybeReturnedValues.append(result)
            return result
        }
        if let maybeReturnValue {
            maybeReturnedValues.append(maybeReturnValue)
            return maybeReturnValue
        }
        let result: DefaultsToken? = nil
        maybeReturnedValues.append(result)
        return result
    }

    // MARK: list()
    var _list: (() -> [DefaultsToken])? = nil
    var listReturnValue: [DefaultsToken]? = nil
    private(set) var listCallCount: Int = 0
    private(set) var listReturnedValues: [[DefaultsToken]] = []
    var listLastReturnedValue: [DefaultsToken]? { listReturnedValues.last }
    func list() -> [DefaultsToken] {
        listCallCount += 1
        if let _list {
            let result = _list()
            listReturnedValues.append(result)
            return result
        }
        if let listReturnValue {
            listReturnedValues.append(listReturnValue)
            return listReturnValue
        }
        let result: [DefaultsToken] = []
        listReturnedValues.append(result)
        return result
    }

    // MARK: table()
    var _table: (() -> [String: [Int]])? = nil
    var tableReturnValue: [String: [Int]]? = nil
    private(set) var tableCallCount: Int = 0
    private(set) var tableReturnedValues: [[String: [Int]]] = []
    var tableLastReturnedValue: [String: [Int]]? { tableReturnedValues.last }
    func table() -> [String: [Int]] {
        tableCallCount += 1
        if let _table {
            let result = _table()
            tableReturnedValues.append(result)
            return result
        }
        if let tableReturnValue {
            tableReturnedValues.append(tableReturnValue)
            return tableReturnValue
        }
        let result: [String: [Int]] = [:]
        tableReturnedValues.append(result)
        return result
    }

    // MARK: unique()
    var _unique: (() -> Set<String>)? = nil
    var uniqueReturnValue: Set<String>? = nil
    private(set) var uniqueCallCount: Int = 0
    private(set) var uniqueReturnedValues: [Set<String>] = []
    var uniqueLastReturnedValue: Set<String>? { uniqueReturnedValues.last }
    func unique() -> Set<String> {
        uniqueCallCount += 1
        if let _unique {
            let result = _unique()
            uniqueReturnedValues.append(result)
            return result
        }
        if let uniqueReturnValue {
            uniqueReturnedValues.append(uniqueReturnValue)
            return uniqueReturnValue
        }
        let result: Set<String> = []
        uniqueReturnedValues.append(result)
        return result
    }

    // MARK: pair()
    var _pair: (() -> (Int, String))? = nil
    var pairReturnValue: (Int, String)? = nil
    private(set) var pairCallCount: Int = 0
    private(set) var pairReturnedValues: [(Int, String)] = []
    var pairLastReturnedValue: (Int, String)? { pairReturnedValues.last }
    func pair() -> (Int, String) {
        pairCallCount += 1
        if let _pair {
            let result = _pair()
            pairReturnedValues.append(result)
            return result
        }
        if let pairReturnValue {
            pairReturnedValues.append(pairReturnValue)
            return pairReturnValue
        }
        let result: (Int, String) = (0, "")
        pairReturnedValues.append(result)
        return result
    }

    // MARK: nothing()
    var _nothing: (() -> Void)? = nil
    private(set) var nothingCallCount: Int = 0
    func nothing() {
        nothingCallCount += 1
        if let _nothing { return _nothing() }
    }

    // MARK: logger()
    var _logger: (() -> any DefaultsLogger)? = nil
    var loggerReturnValue: (any DefaultsLogger)? = nil
    private(set) var loggerCallCount: Int = 0
    private(set) var loggerReturnedValues: [any DefaultsLogger] = []
    var loggerLastReturnedValue: (any DefaultsLogger)? { loggerReturnedValues.last }
    func logger() -> any DefaultsLogger {
        loggerCallCount += 1
        if let _logger {
            let result = _logger()
            loggerReturnedValues.append(result)
            return result
        }
        if let loggerReturnValue {
            loggerReturnedValues.append(loggerReturnValue)
            return loggerReturnValue
        }
        let result: any DefaultsLogger = DefaultsLoggerMock()
        loggerReturnedValues.append(result)
        return result
    }

    // MARK: token()
    var _token: (() -> DefaultsToken)? = nil
    var tokenReturnValue: DefaultsToken? = nil
    private(set) var tokenCallCount: Int = 0
    private(set) var tokenReturnedValues: [DefaultsToken] = []
    var tokenLastReturnedValue: DefaultsToken? { tokenReturnedValues.last }
    func token() -> DefaultsToken {
        tokenCallCount += 1
        if let _token {
            let result = _token()
            tokenReturnedValues.append(result)
            return result
        }
        if let tokenReturnValue {
            tokenReturnedValues.append(tokenReturnValue)
            return tokenReturnValue
        }
        if let result = (DefaultsToken.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? DefaultsToken {
            tokenReturnedValues.append(result)
            return result
        }
        fatalError("DefaultsProviderMock.token(): no value to return; set _token or tokenReturnValue")
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _count = nil
        countReturnValue = nil
        countCallCount = 0
        countReturnedValues = []
        _ratio = nil
        ratioReturnValue = nil
        ratioCallCount = 0
        ratioReturnedValues = []
        _flag = nil
        flagReturnValue = nil
        flagCallCount = 0
        flagReturnedValues = []
        _name = nil
        nameReturnValue = nil
        nameCallCount = 0
        nameReturnedValues = []
        _maybe = nil
        maybeReturnValue = nil
        maybeCallCount = 0
        maybeReturnedValues = []
        _list = nil
        listReturnValue = nil
        listCallCount = 0
        listReturnedValues = []
        _table = nil
        tableReturnValue = nil
        tableCallCount = 0
        tableReturnedValues = []
        _unique = nil
        uniqueReturnValue = nil
        uniqueCallCount = 0
        uniqueReturnedValues = []
        _pair = nil
        pairReturnValue = nil
        pairCallCount = 0
        pairReturnedValues = []
        _nothing = nil
        nothingCallCount = 0
        _logger = nil
        loggerReturnValue = nil
        loggerCallCount = 0
        loggerReturnedValues = []
        _token = nil
        tokenReturnValue = nil
        tokenCallCount = 0
        tokenReturnedValues = []
    }
    // stubble:mock:end DefaultsProvider
}
#endif
