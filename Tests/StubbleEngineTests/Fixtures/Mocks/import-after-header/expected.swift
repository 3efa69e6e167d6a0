//===----------------------------------------------------------------------===//
//
// A file header, as in swift-log's LogHandler.swift: the file has no imports, and the mock's lock needs
// Foundation. The import goes after this header and before the protocol's doc comment, which stays attached.
//
//===----------------------------------------------------------------------===//

import Foundation

/// Where log messages go.
///
/// A Sendable protocol: its mock keeps its state behind an `NSLock`.
protocol HeaderLogHandler: Sendable {
    func log(_ message: String)
}

#if DEBUG
final class HeaderLogHandlerMock: HeaderLogHandler {
    // stubble:mock:begin HeaderLogHandler
    private let mockLock = NSLock()
    private struct MockState {
        var _log: (@Sendable (String) -> Void)? = nil
        var logCallCount: Int = 0
        var logInvocations: [String] = []
    }
    nonisolated(unsafe) private var mockState = MockState()
    private func withMockState<R>(_ body: (inout MockState) throws -> R) rethrows -> R {
        mockLock.lock()
        defer { mockLock.unlock() }
        return try body(&mockState)
    }

    init() {}

    /// Presets in one place: `HeaderLogHandlerMock { $0._member = { ... } }`.
    init(_ configure: (HeaderLogHandlerMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: log(_:)
    var _log: (@Sendable (String) -> Void)? {
        get { withMockState { $0._log } }
        set { withMockState { $0._log = newValue } }
    }
    var logCallCount: Int { withMockState { $0.logCallCount } }
    var logInvocations: [String] { withMockState { $0.logInvocations } }
    var logLastInvocation: String? { logInvocations.last }
    func log(_ message: String) {
        let _log = withMockState { state in
            state.logCallCount += 1
            state.logInvocations.append(message)
            return state._log
        }
        if let _log { return _log(message) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        withMockState { $0 = MockState() }
    }
    // stubble:mock:end HeaderLogHandler
}
#endif
