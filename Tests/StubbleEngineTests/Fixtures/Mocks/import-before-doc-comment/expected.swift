// A header comment glued to the doc comment below (no blank line between): the header stays first, the
// import goes between them, and the doc comment stays on its protocol.
import Foundation

/// Counts things, from many tasks.
@available(macOS 10.15, *)
public protocol DocumentedCounter: Sendable {
    func increment(by amount: Int)
}

#if DEBUG
public final class DocumentedCounterMock: DocumentedCounter {
    // stubble:mock:begin DocumentedCounter
    private let mockLock = NSLock()
    private struct MockState {
        var _increment: (@Sendable (Int) -> Void)? = nil
        var incrementCallCount: Int = 0
        var incrementInvocations: [Int] = []
    }
    nonisolated(unsafe) private var mockState = MockState()
    private func withMockState<R>(_ body: (inout MockState) throws -> R) rethrows -> R {
        mockLock.lock()
        defer { mockLock.unlock() }
        return try body(&mockState)
    }

    public init() {}

    /// Presets in one place: `DocumentedCounterMock { $0._member = { ... } }`.
    public init(_ configure: (DocumentedCounterMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: increment(by:)
    public var _increment: (@Sendable (Int) -> Void)? {
        get { withMockState { $0._increment } }
        set { withMockState { $0._increment = newValue } }
    }
    public var incrementCallCount: Int { withMockState { $0.incrementCallCount } }
    public var incrementInvocations: [Int] { withMockState { $0.incrementInvocations } }
    public var incrementLastInvocation: Int? { incrementInvocations.last }
    public func increment(by amount: Int) {
        let _increment = withMockState { state in
            state.incrementCallCount += 1
            state.incrementInvocations.append(amount)
            return state._increment
        }
        if let _increment { return _increment(amount) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    public func resetMock() {
        withMockState { $0 = MockState() }
    }
    // stubble:mock:end DocumentedCounter
}
#endif
