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

    // MARK: flush()
    var _flush: (nonisolated(nonsending) () async -> Void)? = nil
    private(set) var flushCallCount: Int = 0
    nonisolated(nonsending) func flush() async {
        flushCallCount += 1
        if let _flush { return await _flush() }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _report = nil
        reportCallCount = 0
        reportInvocations = []
        _flush = nil
        flushCallCount = 0
    }
    // stubble:mock:end Reporter
}
#endif

// @Stubbable
final class Outbox {
    @exclusivity(unchecked) var _send: ((String) -> Bool)? = nil // stubble
    func send(_ text: String) -> Bool {
        if let _send { _send(text) } else { // stubble
        !text.isEmpty
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Outbox: CustomReflectable {} // stubble
