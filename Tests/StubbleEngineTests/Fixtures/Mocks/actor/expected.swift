// An Actor protocol gets an actor mock whose hooks and records are nonisolated and lock-guarded, so a test
// can set them without `await`.
import Foundation

protocol ActorCache: Actor {
    func value(for key: String) async -> Int?
    func insert(_ value: Int, for key: String)
    var count: Int { get }
}

#if DEBUG
actor ActorCacheMock: ActorCache {
    // stubble:mock:begin ActorCache
    nonisolated private let mockLock = NSLock()
    private struct MockState {
        var _value: (@Sendable (String) async -> Int?)? = nil
        var valueReturnValue: Int?? = nil
        var valueCallCount: Int = 0
        var valueInvocations: [String] = []
        var valueReturnedValues: [Int?] = []
        var _insert: (@Sendable (Int, String) -> Void)? = nil
        var insertCallCount: Int = 0
        var insertInvocations: [InsertInvocation] = []
        var _getCount: (@Sendable () -> Int)? = nil
        var _count: Int = 0
        var countGetCallCount: Int = 0
    }
    nonisolated(unsafe) private var mockState = MockState()
    nonisolated private func withMockState<R>(_ body: (inout MockState) throws -> R) rethrows -> R {
        mockLock.lock()
        defer { mockLock.unlock() }
        return try body(&mockState)
    }

    init() {}

    /// Presets in one place: `ActorCacheMock { $0._member = { ... } }`.
    init(_ configure: (ActorCacheMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: value(for:)
    nonisolated var _value: (@Sendable (String) async -> Int?)? {
        get { withMockState { $0._value } }
        set { withMockState { $0._value = newValue } }
    }
    nonisolated var valueReturnValue: Int?? {
        get { withMockState { $0.valueReturnValue } }
        set { withMockState { $0.valueReturnValue = newValue } }
    }
    nonisolated var valueCallCount: Int { withMockState { $0.valueCallCount } }
    nonisolated var valueInvocations: [String] { withMockState { $0.valueInvocations } }
    nonisolated var valueReturnedValues: [Int?] { withMockState { $0.valueReturnedValues } }
    nonisolated var valueLastInvocation: String? { valueInvocations.last }
    nonisolated var valueLastReturnedValue: Int?? { valueReturnedValues.last }
    func value(for key: String) async -> Int? {
        let (_value, valueReturnValue) = withMockState { state in
            state.valueCallCount += 1
            state.valueInvocations.append(key)
            return (state._value, state.valueReturnValue)
        }
        if let _value {
            let result = await _value(key)
            withMockState { $0.valueReturnedValues.append(result) }
            return result
        }
        if let valueReturnValue {
            withMockState { $0.valueReturnedValues.append(valueReturnValue) }
            return valueReturnValue
        }
        let result: Int? = nil
        withMockState { $0.valueReturnedValues.append(result) }
        return result
    }

    // MARK: insert(_:for:)
    nonisolated var _insert: (@Sendable (Int, String) -> Void)? {
        get { withMockState { $0._insert } }
        set { withMockState { $0._insert = newValue } }
    }
    nonisolated var insertCallCount: Int { withMockState { $0.insertCallCount } }
    nonisolated var insertInvocations: [InsertInvocation] { withMockState { $0.insertInvocations } }
    struct InsertInvocation: Equatable {
        var value: Int
        var key: String
    }
    nonisolated var insertLastInvocation: InsertInvocation? { insertInvocations.last }
    func insert(_ value: Int, for key: String) {
        let _insert = withMockState { state in
            state.insertCallCount += 1
            state.insertInvocations.append(InsertInvocation(value: value, key: key))
            return state._insert
        }
        if let _insert { return _insert(value, key) }
    }

    // MARK: count
    nonisolated var _getCount: (@Sendable () -> Int)? {
        get { withMockState { $0._getCount } }
        set { withMockState { $0._getCount = newValue } }
    }
    nonisolated var _count: Int {
        get { withMockState { $0._count } }
        set { withMockState { $0._count = newValue } }
    }
    nonisolated var countGetCallCount: Int { withMockState { $0.countGetCallCount } }
    var count: Int {
        get {
            let (_getCount, _count) = withMockState { state in
                state.countGetCallCount += 1
                return (state._getCount, state._count)
            }
            if let _getCount { return _getCount() }
            return _count
        }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    nonisolated func resetMock() {
        withMockState { $0 = MockState() }
    }
    // stubble:mock:end ActorCache
}
#endif
