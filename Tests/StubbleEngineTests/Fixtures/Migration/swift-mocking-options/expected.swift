// swift-mocking's options: no condition means SWIFT_MOCKING_ENABLED (as swift-mocking does), a string is
// the condition as written, `.none` is no #if. `sendableConformance` needs nothing: the mock of a Sendable
// protocol is Sendable (checked) either way.
import Foundation

protocol Plain {
    func run() -> Int
}

#if SWIFT_MOCKING_ENABLED
final class PlainMock: Plain {
    // stubble:mock:begin Plain
    init() {}

    /// Presets in one place: `PlainMock { $0._member = { ... } }`.
    init(_ configure: (PlainMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: run()
    var _run: (() -> Int)? = nil
    var runReturnValue: Int? = nil
    private(set) var runCallCount: Int = 0
    private(set) var runReturnedValues: [Int] = []
    var runLastReturnedValue: Int? { runReturnedValues.last }
    func run() -> Int {
        runCallCount += 1
        if let _run {
            let result = _run()
            runReturnedValues.append(result)
            return result
        }
        if let runReturnValue {
            runReturnedValues.append(runReturnValue)
            return runReturnValue
        }
        let result: Int = 0
        runReturnedValues.append(result)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _run = nil
        runReturnValue = nil
        runCallCount = 0
        runReturnedValues = []
    }
    // stubble:mock:end Plain
}
#endif

protocol Dependency: Sendable {
    func value() -> String
}

#if !RELEASE
final class DependencyMock: Dependency {
    // stubble:mock:begin Dependency
    private let mockLock = NSLock()
    private struct MockState {
        var _value: (@Sendable () -> String)? = nil
        var valueReturnValue: String? = nil
        var valueCallCount: Int = 0
        var valueReturnedValues: [String] = []
    }
    nonisolated(unsafe) private var mockState = MockState()
    private func withMockState<R>(_ body: (inout MockState) throws -> R) rethrows -> R {
        mockLock.lock()
        defer { mockLock.unlock() }
        return try body(&mockState)
    }

    init() {}

    /// Presets in one place: `DependencyMock { $0._member = { ... } }`.
    init(_ configure: (DependencyMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: value()
    var _value: (@Sendable () -> String)? {
        get { withMockState { $0._value } }
        set { withMockState { $0._value = newValue } }
    }
    var valueReturnValue: String? {
        get { withMockState { $0.valueReturnValue } }
        set { withMockState { $0.valueReturnValue = newValue } }
    }
    var valueCallCount: Int { withMockState { $0.valueCallCount } }
    var valueReturnedValues: [String] { withMockState { $0.valueReturnedValues } }
    var valueLastReturnedValue: String? { valueReturnedValues.last }
    func value() -> String {
        let (_value, valueReturnValue) = withMockState { state in
            state.valueCallCount += 1
            return (state._value, state.valueReturnValue)
        }
        if let _value {
            let result = _value()
            withMockState { $0.valueReturnedValues.append(result) }
            return result
        }
        if let valueReturnValue {
            withMockState { $0.valueReturnedValues.append(valueReturnValue) }
            return valueReturnValue
        }
        let result: String = ""
        withMockState { $0.valueReturnedValues.append(result) }
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        withMockState { $0 = MockState() }
    }
    // stubble:mock:end Dependency
}
#endif

protocol Always {
    func ping()
}

final class AlwaysMock: Always {
    // stubble:mock:begin Always
    init() {}

    /// Presets in one place: `AlwaysMock { $0._member = { ... } }`.
    init(_ configure: (AlwaysMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: ping()
    var _ping: (() -> Void)? = nil
    private(set) var pingCallCount: Int = 0
    func ping() {
        pingCallCount += 1
        if let _ping { return _ping() }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _ping = nil
        pingCallCount = 0
    }
    // stubble:mock:end Always
}
