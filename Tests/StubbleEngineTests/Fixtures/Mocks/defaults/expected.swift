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
    func count() -> Int {
        countCallCount += 1
        if let _count { return _count() }
        if let countReturnValue { return countReturnValue }
        return 0
    }

    // MARK: ratio()
    var _ratio: (() -> Double)? = nil
    var ratioReturnValue: Double? = nil
    private(set) var ratioCallCount: Int = 0
    func ratio() -> Double {
        ratioCallCount += 1
        if let _ratio { return _ratio() }
        if let ratioReturnValue { return ratioReturnValue }
        return 0
    }

    // MARK: flag()
    var _flag: (() -> Bool)? = nil
    var flagReturnValue: Bool? = nil
    private(set) var flagCallCount: Int = 0
    func flag() -> Bool {
        flagCallCount += 1
        if let _flag { return _flag() }
        if let flagReturnValue { return flagReturnValue }
        return false
    }

    // MARK: name()
    var _name: (() -> String)? = nil
    var nameReturnValue: String? = nil
    private(set) var nameCallCount: Int = 0
    func name() -> String {
        nameCallCount += 1
        if let _name { return _name() }
        if let nameReturnValue { return nameReturnValue }
        return ""
    }

    // MARK: maybe()
    var _maybe: (() -> DefaultsToken?)? = nil
    var maybeReturnValue: DefaultsToken?? = nil
    private(set) var maybeCallCount: Int = 0
    func maybe() -> DefaultsToken? {
        maybeCallCount += 1
        if let _maybe { return _maybe() }
        if let maybeReturnValue { return maybeReturnValue }
        return nil
    }

    // MARK: list()
    var _list: (() -> [DefaultsToken])? = nil
    var listReturnValue: [DefaultsToken]? = nil
    private(set) var listCallCount: Int = 0
    func list() -> [DefaultsToken] {
        listCallCount += 1
        if let _list { return _list() }
        if let listReturnValue { return listReturnValue }
        return []
    }

    // MARK: table()
    var _table: (() -> [String: [Int]])? = nil
    var tableReturnValue: [String: [Int]]? = nil
    private(set) var tableCallCount: Int = 0
    func table() -> [String: [Int]] {
        tableCallCount += 1
        if let _table { return _table() }
        if let tableReturnValue { return tableReturnValue }
        return [:]
    }

    // MARK: unique()
    var _unique: (() -> Set<String>)? = nil
    var uniqueReturnValue: Set<String>? = nil
    private(set) var uniqueCallCount: Int = 0
    func unique() -> Set<String> {
        uniqueCallCount += 1
        if let _unique { return _unique() }
        if let uniqueReturnValue { return uniqueReturnValue }
        return []
    }

    // MARK: pair()
    var _pair: (() -> (Int, String))? = nil
    var pairReturnValue: (Int, String)? = nil
    private(set) var pairCallCount: Int = 0
    func pair() -> (Int, String) {
        pairCallCount += 1
        if let _pair { return _pair() }
        if let pairReturnValue { return pairReturnValue }
        return (0, "")
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
    func logger() -> any DefaultsLogger {
        loggerCallCount += 1
        if let _logger { return _logger() }
        if let loggerReturnValue { return loggerReturnValue }
        return DefaultsLoggerMock()
    }

    // MARK: token()
    var _token: (() -> DefaultsToken)? = nil
    var tokenReturnValue: DefaultsToken? = nil
    private(set) var tokenCallCount: Int = 0
    func token() -> DefaultsToken {
        tokenCallCount += 1
        if let _token { return _token() }
        if let tokenReturnValue { return tokenReturnValue }
        fatalError("DefaultsProviderMock.token(): no value to return; set _token or tokenReturnValue")
    }
    // stubble:mock:end DefaultsProvider
}
#endif
