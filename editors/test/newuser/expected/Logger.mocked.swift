protocol Logger {
    func log(_ message: String)
}

#if DEBUG
final class LoggerMock: Logger {
    // stubble:mock:begin Logger
    init() {}

    /// Presets in one place: `LoggerMock { $0._member = { ... } }`.
    init(_ configure: (LoggerMock) throws -> Void) rethrows {
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
    // stubble:mock:end Logger
}
#endif
