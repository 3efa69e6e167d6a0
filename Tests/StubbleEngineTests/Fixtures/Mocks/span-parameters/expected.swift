// swift-configuration's shape: a span of the standard library is non-escapable, so a call record cannot keep
// it (its record holds the other arguments); the hook still takes it.
import Foundation

public struct SpanParsingOptions: Sendable {
    public var strict: Bool
    public init(strict: Bool) { self.strict = strict }
}

public protocol SpanSnapshot: Sendable {
    init(data: RawSpan, providerName: String, options: SpanParsingOptions) throws
    var providerName: String { get }
    func checksum(of bytes: Span<UInt8>, seed: Int) -> Int
}

#if DEBUG
public final class SpanSnapshotMock: SpanSnapshot {
    // stubble:mock:begin SpanSnapshot
    private let mockLock = NSLock()
    private struct MockState {
        var initArguments: InitArguments? = nil
        var _getProviderName: (@Sendable () -> String)? = nil
        var _providerName: String = ""
        var providerNameGetCallCount: Int = 0
        var _checksum: (@Sendable (Span<UInt8>, Int) -> Int)? = nil
        var checksumReturnValue: Int? = nil
        var checksumCallCount: Int = 0
        var checksumInvocations: [Int] = []
        var checksumReturnedValues: [Int] = []
    }
    nonisolated(unsafe) private var mockState = MockState()
    private func withMockState<R>(_ body: (inout MockState) throws -> R) rethrows -> R {
        mockLock.lock()
        defer { mockLock.unlock() }
        return try body(&mockState)
    }

    public init() {}

    /// Presets in one place: `SpanSnapshotMock { $0._member = { ... } }`.
    public init(_ configure: (SpanSnapshotMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: init(data:providerName:options:)
    public var initArguments: InitArguments? { withMockState { $0.initArguments } }
    public struct InitArguments {
        public var providerName: String
        public var options: SpanParsingOptions
        public init(providerName: String, options: SpanParsingOptions) {
            self.providerName = providerName
            self.options = options
        }
    }
    public init(data: RawSpan, providerName: String, options: SpanParsingOptions) {
        withMockState { $0.initArguments = InitArguments(providerName: providerName, options: options) }
    }

    // MARK: providerName
    public var _getProviderName: (@Sendable () -> String)? {
        get { withMockState { $0._getProviderName } }
        set { withMockState { $0._getProviderName = newValue } }
    }
    public var _providerName: String {
        get { withMockState { $0._providerName } }
        set { withMockState { $0._providerName = newValue } }
    }
    public var providerNameGetCallCount: Int { withMockState { $0.providerNameGetCallCount } }
    public var providerName: String {
        get {
            let (_getProviderName, _providerName) = withMockState { state in
                state.providerNameGetCallCount += 1
                return (state._getProviderName, state._providerName)
            }
            if let _getProviderName { return _getProviderName() }
            return _providerName
        }
    }

    // MARK: checksum(of:seed:)
    public var _checksum: (@Sendable (Span<UInt8>, Int) -> Int)? {
        get { withMockState { $0._checksum } }
        set { withMockState { $0._checksum = newValue } }
    }
    public var checksumReturnValue: Int? {
        get { withMockState { $0.checksumReturnValue } }
        set { withMockState { $0.checksumReturnValue = newValue } }
    }
    public var checksumCallCount: Int { withMockState { $0.checksumCallCount } }
    public var checksumInvocations: [Int] { withMockState { $0.checksumInvocations } }
    public var checksumReturnedValues: [Int] { withMockState { $0.checksumReturnedValues } }
    public var checksumLastInvocation: Int? { checksumInvocations.last }
    public var checksumLastReturnedValue: Int? { checksumReturnedValues.last }
    public func checksum(of bytes: Span<UInt8>, seed: Int) -> Int {
        let (_checksum, checksumReturnValue) = withMockState { state in
            state.checksumCallCount += 1
            state.checksumInvocations.append(seed)
            return (state._checksum, state.checksumReturnValue)
        }
        if let _checksum {
            let result = _checksum(bytes, seed)
            withMockState { $0.checksumReturnedValues.append(result) }
            return result
        }
        if let checksumReturnValue {
            withMockState { $0.checksumReturnedValues.append(checksumReturnValue) }
            return checksumReturnValue
        }
        let result: Int = 0
        withMockState { $0.checksumReturnedValues.append(result) }
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    public func resetMock() {
        withMockState { $0 = MockState() }
    }
    // stubble:mock:end SpanSnapshot
}
#endif
