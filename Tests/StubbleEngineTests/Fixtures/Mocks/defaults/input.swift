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
}/*|*/
