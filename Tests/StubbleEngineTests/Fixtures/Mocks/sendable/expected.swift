// A Sendable protocol: the mock keeps its records and hooks behind a lock, so tests may call it from many
// tasks (the driver runs under the thread sanitizer).
import Foundation

protocol SendableStore: Sendable {
    func save(key: String, value: Int) async throws
    func load(key: String) -> Int?
    var name: String { get set }
    static func make() -> Int
}

#if DEBUG
final class SendableStoreMock: SendableStore {
    // stubble:mock:begin SendableStore
    private let mockLock = NSLock()
    private struct MockState {
        var _save: (@Sendable (String, Int) async throws -> Void)? = nil
        var saveError: (any Error)? = nil
        var saveCallCount: Int = 0
        var saveInvocations: [SaveInvocation] = []
        var _load: (@Sendable (String) -> Int?)? = nil
        var loadReturnValue: Int?? = nil
        var loadCallCount: Int = 0
        var loadInvocations: [String] = []
        var loadReturnedValues: [Int?] = []
        var _getName: (@Sendable () -> String)? = nil
        var _setName: (@Sendable (String) -> Void)? = nil
        var _name: String = ""
        var nameGetCallCount: Int = 0
        var nameSetCallCount: Int = 0
        var nameSetInvocations: [String] = []
    }
    nonisolated(unsafe) private var mockState = MockState()
    private func withMockState<R>(_ body: (inout MockState) throws -> R) rethrows -> R {
        mockLock.lock()
        defer { mockLock.unlock() }
        return try body(&mockState)
    }

    private static let mockStaticLock = NSLock()
    private struct MockStaticState {
        var _make: (@Sendable () -> Int)? = nil
        var makeReturnValue: Int? = nil
        var makeCallCount: Int = 0
        var makeReturnedValues: [Int] = []
    }
    nonisolated(unsafe) private static var mockStaticState = MockStaticState()
    private static func withMockStaticState<R>(_ body: (inout MockStaticState) throws -> R) rethrows -> R {
        mockStaticLock.lock()
        defer { mockStaticLock.unlock() }
        return try body(&mockStaticState)
    }

    init() {}

    /// Presets in one place: `SendableStoreMock { $0._member = { ... } }`.
    init(_ configure: (SendableStoreMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: save(key:value:)
    var _save: (@Sendable (String, Int) async throws -> Void)? {
        get { withMockState { $0._save } }
        set { withMockState { $0._save = newValue } }
    }
    var saveError: (any Error)? {
        get { withMockState { $0.saveError } }
        set { withMockState { $0.saveError = newValue } }
    }
    var saveCallCount: Int { withMockState { $0.saveCallCount } }
    var saveInvocations: [SaveInvocation] { withMockState { $0.saveInvocations } }
    struct SaveInvocation: Equatable {
        var key: String
        var value: Int
    }
    var saveLastInvocation: SaveInvocation? { saveInvocations.last }
    func save(key: String, value: Int) async throws {
        let (_save, saveError) = withMockState { state in
            state.saveCallCount += 1
            state.saveInvocations.append(SaveInvocation(key: key, value: value))
            return (state._save, state.saveError)
        }
        if let _save { return try await _save(key, value) }
        if let saveError { throw saveError }
    }

    // MARK: load(key:)
    var _load: (@Sendable (String) -> Int?)? {
        get { withMockState { $0._load } }
        set { withMockState { $0._load = newValue } }
    }
    var loadReturnValue: Int?? {
        get { withMockState { $0.loadReturnValue } }
        set { withMockState { $0.loadReturnValue = newValue } }
    }
    var loadCallCount: Int { withMockState { $0.loadCallCount } }
    var loadInvocations: [String] { withMockState { $0.loadInvocations } }
    var loadReturnedValues: [Int?] { withMockState { $0.loadReturnedValues } }
    var loadLastInvocation: String? { loadInvocations.last }
    var loadLastReturnedValue: Int?? { loadReturnedValues.last }
    func load(key: String) -> Int? {
        let (_load, loadReturnValue) = withMockState { state in
            state.loadCallCount += 1
            state.loadInvocations.append(key)
            return (state._load, state.loadReturnValue)
        }
        if let _load {
            let result = _load(key)
            withMockState { $0.loadReturnedValues.append(result) }
            return result
        }
        if let loadReturnValue {
            withMockState { $0.loadReturnedValues.append(loadReturnValue) }
            return loadReturnValue
        }
        let result: Int? = nil
        withMockState { $0.loadReturnedValues.append(result) }
        return result
    }

    // MARK: name
    var _getName: (@Sendable () -> String)? {
        get { withMockState { $0._getName } }
        set { withMockState { $0._getName = newValue } }
    }
    var _setName: (@Sendable (String) -> Void)? {
        get { withMockState { $0._setName } }
        set { withMockState { $0._setName = newValue } }
    }
    var _name: String {
        get { withMockState { $0._name } }
        set { withMockState { $0._name = newValue } }
    }
    var nameGetCallCount: Int { withMockState { $0.nameGetCallCount } }
    var nameSetCallCount: Int { withMockState { $0.nameSetCallCount } }
    var nameSetInvocations: [String] { withMockState { $0.nameSetInvocations } }
    var nameSetLastInvocation: String? { nameSetInvocations.last }
    var name: String {
        get {
            let (_getName, _name) = withMockState { state in
                state.nameGetCallCount += 1
                return (state._getName, state._name)
            }
            if let _getName { return _getName() }
            return _name
        }
        set {
            let _setName = withMockState { state in
                state.nameSetCallCount += 1
                state.nameSetInvocations.append(newValue)
                return state._setName
            }
            if let _setName { _setName(newValue) } else { self._name = newValue }
        }
    }

    // MARK: static make()
    static var _make: (@Sendable () -> Int)? {
        get { withMockStaticState { $0._make } }
        set { withMockStaticState { $0._make = newValue } }
    }
    static var makeReturnValue: Int? {
        get { withMockStaticState { $0.makeReturnValue } }
        set { withMockStaticState { $0.makeReturnValue = newValue } }
    }
    static var makeCallCount: Int { withMockStaticState { $0.makeCallCount } }
    static var makeReturnedValues: [Int] { withMockStaticState { $0.makeReturnedValues } }
    static var makeLastReturnedValue: Int? { makeReturnedValues.last }
    static func make() -> Int {
        let (_make, makeReturnValue) = withMockStaticState { state in
            state.makeCallCount += 1
            return (state._make, state.makeReturnValue)
        }
        if let _make {
            let result = _make()
            withMockStaticState { $0.makeReturnedValues.append(result) }
            return result
        }
        if let makeReturnValue {
            withMockStaticState { $0.makeReturnedValues.append(makeReturnValue) }
            return makeReturnValue
        }
        let result: Int = 0
        withMockStaticState { $0.makeReturnedValues.append(result) }
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        withMockState { $0 = MockState() }
    }

    /// Puts every static hook and record back to its initial value.
    static func resetMockedStaticMembers() {
        withMockStaticState { $0 = MockStaticState() }
    }
    // stubble:mock:end SendableStore
}
#endif
