protocol Reporter {
    func report(_ message: String)
    func flush() async
}

#if DEBUG
final class ReporterMock: Reporter {
    // stubble:mock:begin Reporter
    init() {}

    /// Presets in one place: `ReporterMock { $0._member = { ... } }`.
    init(_ configure: (ReporterMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: report(_:)
    var _report: ((String) -> Void)? = nil
    private(set) var reportCallCount: Int = 0
    private(set) var reportInvocations: [String] = []
    var reportLastInvocation: String? { reportInvocations.last }
    func report(_ message: String) {
        reportCallCount += 1
        reportInvocations.append(message)
        if let _report { return _report(message) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _report = nil
        reportCallCount = 0
        reportInvocations = []
    }
    // stubble:mock:end Reporter
}
#endif

// @Stubbable
final class Outbox {
    func send(_ text: String) -> Bool {
        !text.isEmpty
    }
}
