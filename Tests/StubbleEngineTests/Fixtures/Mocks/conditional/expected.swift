// Requirements under `#if` in the protocol get the same conditions in the mock.
import Foundation

protocol ConditionalSocket: Sendable {
    func open() throws
    #if os(Linux)
    func setLinuxOption(_ value: Int32)
    #elseif canImport(Darwin)
    func setDarwinOption(_ value: Int32)
    #else
    func setOtherOption(_ value: Int)
    #endif
    #if !os(Windows)
    var descriptor: Int32 { get }
    #endif
}

#if DEBUG
final class ConditionalSocketMock: ConditionalSocket {
    // stubble:mock:begin ConditionalSocket
    private let mockLock = NSLock()
    private struct MockState {
        var _open: (@Sendable () throws -> Void)? = nil
        var openError: (any Error)? = nil
        var openCallCount: Int = 0
        #if os(Linux)
        var _setLinuxOption: (@Sendable (Int32) -> Void)? = nil
        var setLinuxOptionCallCount: Int = 0
        var setLinuxOptionInvocations: [Int32] = []
        #endif
        #if !os(Linux) && canImport(Darwin)
        var _setDarwinOption: (@Sendable (Int32) -> Void)? = nil
        var setDarwinOptionCallCount: Int = 0
        var setDarwinOptionInvocations: [Int32] = []
        #endif
        #if !os(Linux) && !canImport(Darwin)
        var _setOtherOption: (@Sendable (Int) -> Void)? = nil
        var setOtherOptionCallCount: Int = 0
        var setOtherOptionInvocations: [Int] = []
        #endif
        #if !os(Windows)
        var _getDescriptor: (@Sendable () -> Int32)? = nil
        var _descriptor: Int32 = 0
        var descriptorGetCallCount: Int = 0
        #endif
    }
    nonisolated(unsafe) private var mockState = MockState()
    private func withMockState<R>(_ body: (inout MockState) throws -> R) rethrows -> R {
        mockLock.lock()
        defer { mockLock.unlock() }
        return try body(&mockState)
    }

    init() {}

    /// Presets in one place: `ConditionalSocketMock { $0._member = { ... } }`.
    init(_ configure: (ConditionalSocketMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: open()
    var _open: (@Sendable () throws -> Void)? {
        get { withMockState { $0._open } }
        set { withMockState { $0._open = newValue } }
    }
    var openError: (any Error)? {
        get { withMockState { $0.openError } }
        set { withMockState { $0.openError = newValue } }
    }
    var openCallCount: Int { withMockState { $0.openCallCount } }
    func open() throws {
        let (_open, openError) = withMockState { state in
            state.openCallCount += 1
            return (state._open, state.openError)
        }
        if let _open { return try _open() }
        if let openError { throw openError }
    }

    // MARK: setLinuxOption(_:)
    #if os(Linux)
    var _setLinuxOption: (@Sendable (Int32) -> Void)? {
        get { withMockState { $0._setLinuxOption } }
        set { withMockState { $0._setLinuxOption = newValue } }
    }
    var setLinuxOptionCallCount: Int { withMockState { $0.setLinuxOptionCallCount } }
    var setLinuxOptionInvocations: [Int32] { withMockState { $0.setLinuxOptionInvocations } }
    var setLinuxOptionLastInvocation: Int32? { setLinuxOptionInvocations.last }
    func setLinuxOption(_ value: Int32) {
        let _setLinuxOption = withMockState { state in
            state.setLinuxOptionCallCount += 1
            state.setLinuxOptionInvocations.append(value)
            return state._setLinuxOption
        }
        if let _setLinuxOption { return _setLinuxOption(value) }
    }
    #endif

    // MARK: setDarwinOption(_:)
    #if !os(Linux) && canImport(Darwin)
    var _setDarwinOption: (@Sendable (Int32) -> Void)? {
        get { withMockState { $0._setDarwinOption } }
        set { withMockState { $0._setDarwinOption = newValue } }
    }
    var setDarwinOptionCallCount: Int { withMockState { $0.setDarwinOptionCallCount } }
    var setDarwinOptionInvocations: [Int32] { withMockState { $0.setDarwinOptionInvocations } }
    var setDarwinOptionLastInvocation: Int32? { setDarwinOptionInvocations.last }
    func setDarwinOption(_ value: Int32) {
        let _setDarwinOption = withMockState { state in
            state.setDarwinOptionCallCount += 1
            state.setDarwinOptionInvocations.append(value)
            return state._setDarwinOption
        }
        if let _setDarwinOption { return _setDarwinOption(value) }
    }
    #endif

    // MARK: setOtherOption(_:)
    #if !os(Linux) && !canImport(Darwin)
    var _setOtherOption: (@Sendable (Int) -> Void)? {
        get { withMockState { $0._setOtherOption } }
        set { withMockState { $0._setOtherOption = newValue } }
    }
    var setOtherOptionCallCount: Int { withMockState { $0.setOtherOptionCallCount } }
    var setOtherOptionInvocations: [Int] { withMockState { $0.setOtherOptionInvocations } }
    var setOtherOptionLastInvocation: Int? { setOtherOptionInvocations.last }
    func setOtherOption(_ value: Int) {
        let _setOtherOption = withMockState { state in
            state.setOtherOptionCallCount += 1
            state.setOtherOptionInvocations.append(value)
            return state._setOtherOption
        }
        if let _setOtherOption { return _setOtherOption(value) }
    }
    #endif

    // MARK: descriptor
    #if !os(Windows)
    var _getDescriptor: (@Sendable () -> Int32)? {
        get { withMockState { $0._getDescriptor } }
        set { withMockState { $0._getDescriptor = newValue } }
    }
    var _descriptor: Int32 {
        get { withMockState { $0._descriptor } }
        set { withMockState { $0._descriptor = newValue } }
    }
    var descriptorGetCallCount: Int { withMockState { $0.descriptorGetCallCount } }
    var descriptor: Int32 {
        get {
            let (_getDescriptor, _descriptor) = withMockState { state in
                state.descriptorGetCallCount += 1
                return (state._getDescriptor, state._descriptor)
            }
            if let _getDescriptor { return _getDescriptor() }
            return _descriptor
        }
    }
    #endif

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        withMockState { $0 = MockState() }
    }
    // stubble:mock:end ConditionalSocket
}
#endif
