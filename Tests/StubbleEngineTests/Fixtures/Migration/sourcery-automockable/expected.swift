// Sourcery's two spellings: the marker protocol and the annotation comment.
import Foundation

protocol AutoMockable {}

protocol Clock {
    func now() -> Double
}

#if DEBUG
final class ClockMock: Clock {
    // stubble:mock:begin Clock
    init() {}

    /// Presets in one place: `ClockMock { $0._member = { ... } }`.
    init(_ configure: (ClockMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: now()
    var _now: (() -> Double)? = nil
    var nowReturnValue: Double? = nil
    private(set) var nowCallCount: Int = 0
    private(set) var nowReturnedValues: [Double] = []
    var nowLastReturnedValue: Double? { nowReturnedValues.last }
    func now() -> Double {
        nowCallCount += 1
        if let _now {
            let result = _now()
            nowReturnedValues.append(result)
            return result
        }
        if let nowReturnValue {
            nowReturnedValues.append(nowReturnValue)
            return nowReturnValue
        }
        let result: Double = 0
        nowReturnedValues.append(result)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _now = nil
        nowReturnValue = nil
        nowCallCount = 0
        nowReturnedValues = []
    }
    // stubble:mock:end Clock
}
#endif

protocol Store: Sendable, AnyObject {
    func save(_ value: Int)
}

#if DEBUG
final class StoreMock: Store {
    // stubble:mock:begin Store
    private let mockLock = NSLock()
    private struct MockState {
        var _save: (@Sendable (Int) -> Void)? = nil
        var saveCallCount: Int = 0
        var saveInvocations: [Int] = []
    }
    nonisolated(unsafe) private var mockState = MockState()
    private func withMockState<R>(_ body: (inout MockState) throws -> R) rethrows -> R {
        mockLock.lock()
        defer { mockLock.unlock() }
        return try body(&mockState)
    }

    init() {}

    /// Presets in one place: `StoreMock { $0._member = { ... } }`.
    init(_ configure: (StoreMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: save(_:)
    var _save: (@Sendable (Int) -> Void)? {
        get { withMockState { $0._save } }
        set { withMockState { $0._save = newValue } }
    }
    var saveCallCount: Int { withMockState { $0.saveCallCount } }
    var saveInvocations: [Int] { withMockState { $0.saveInvocations } }
    var saveLastInvocation: Int? { saveInvocations.last }
    func save(_ value: Int) {
        let _save = withMockState { state in
            state.saveCallCount += 1
            state.saveInvocations.append(value)
            return state._save
        }
        if let _save { return _save(value) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        withMockState { $0 = MockState() }
    }
    // stubble:mock:end Store
}
#endif

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
