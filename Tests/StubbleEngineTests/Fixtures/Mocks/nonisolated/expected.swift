// `nonisolated` requirements of a global-actor or actor protocol: the mock keeps its state behind the lock
// and marks those witnesses (and every hook and record) nonisolated.
import Foundation

@MainActor
protocol NonisolatedView {
    nonisolated func identifier() -> Int
    nonisolated var name: String { get }
    func draw()
    static func make() -> Int
}

#if DEBUG
@MainActor final class NonisolatedViewMock: NonisolatedView {
    // stubble:mock:begin NonisolatedView
    nonisolated private let mockLock = NSLock()
    private struct MockState {
        var _identifier: (@Sendable () -> Int)? = nil
        var identifierReturnValue: Int? = nil
        var identifierCallCount: Int = 0
        var identifierReturnedValues: [Int] = []
        var _getName: (@Sendable () -> String)? = nil
        var _name: String = ""
        var nameGetCallCount: Int = 0
        var _draw: (@Sendable () -> Void)? = nil
        var drawCallCount: Int = 0
    }
    nonisolated(unsafe) private var mockState = MockState()
    nonisolated private func withMockState<R>(_ body: (inout MockState) throws -> R) rethrows -> R {
        mockLock.lock()
        defer { mockLock.unlock() }
        return try body(&mockState)
    }

    nonisolated private static let mockStaticLock = NSLock()
    private struct MockStaticState {
        var _make: (@Sendable () -> Int)? = nil
        var makeReturnValue: Int? = nil
        var makeCallCount: Int = 0
        var makeReturnedValues: [Int] = []
    }
    nonisolated(unsafe) private static var mockStaticState = MockStaticState()
    nonisolated private static func withMockStaticState<R>(_ body: (inout MockStaticState) throws -> R) rethrows -> R {
        mockStaticLock.lock()
        defer { mockStaticLock.unlock() }
        return try body(&mockStaticState)
    }

    init() {}

    /// Presets in one place: `NonisolatedViewMock { $0._member = { ... } }`.
    init(_ configure: (NonisolatedViewMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: identifier()
    nonisolated var _identifier: (@Sendable () -> Int)? {
        get { withMockState { $0._identifier } }
        set { withMockState { $0._identifier = newValue } }
    }
    nonisolated var identifierReturnValue: Int? {
        get { withMockState { $0.identifierReturnValue } }
        set { withMockState { $0.identifierReturnValue = newValue } }
    }
    nonisolated var identifierCallCount: Int { withMockState { $0.identifierCallCount } }
    nonisolated var identifierReturnedValues: [Int] { withMockState { $0.identifierReturnedValues } }
    nonisolated var identifierLastReturnedValue: Int? { identifierReturnedValues.last }
    nonisolated func identifier() -> Int {
        let (_identifier, identifierReturnValue) = withMockState { state in
            state.identifierCallCount += 1
            return (state._identifier, state.identifierReturnValue)
        }
        if let _identifier {
            let result = _identifier()
            withMockState { $0.identifierReturnedValues.append(result) }
            return result
        }
        if let identifierReturnValue {
            withMockState { $0.identifierReturnedValues.append(identifierReturnValue) }
            return identifierReturnValue
        }
        let result: Int = 0
        withMockState { $0.identifierReturnedValues.append(result) }
        return result
    }

    // MARK: name
    nonisolated var _getName: (@Sendable () -> String)? {
        get { withMockState { $0._getName } }
        set { withMockState { $0._getName = newValue } }
    }
    nonisolated var _name: String {
        get { withMockState { $0._name } }
        set { withMockState { $0._name = newValue } }
    }
    nonisolated var nameGetCallCount: Int { withMockState { $0.nameGetCallCount } }
    nonisolated var name: String {
        get {
            let (_getName, _name) = withMockState { state in
                state.nameGetCallCount += 1
                return (state._getName, state._name)
            }
            if let _getName { return _getName() }
            return _name
        }
    }

    // MARK: draw()
    nonisolated var _draw: (@Sendable () -> Void)? {
        get { withMockState { $0._draw } }
        set { withMockState { $0._draw = newValue } }
    }
    nonisolated var drawCallCount: Int { withMockState { $0.drawCallCount } }
    func draw() {
        let _draw = withMockState { state in
            state.drawCallCount += 1
            return state._draw
        }
        if let _draw { return _draw() }
    }

    // MARK: static make()
    nonisolated static var _make: (@Sendable () -> Int)? {
        get { withMockStaticState { $0._make } }
        set { withMockStaticState { $0._make = newValue } }
    }
    nonisolated static var makeReturnValue: Int? {
        get { withMockStaticState { $0.makeReturnValue } }
        set { withMockStaticState { $0.makeReturnValue = newValue } }
    }
    nonisolated static var makeCallCount: Int { withMockStaticState { $0.makeCallCount } }
    nonisolated static var makeReturnedValues: [Int] { withMockStaticState { $0.makeReturnedValues } }
    nonisolated static var makeLastReturnedValue: Int? { makeReturnedValues.last }
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
    nonisolated func resetMock() {
        withMockState { $0 = MockState() }
    }

    /// Puts every static hook and record back to its initial value.
    static func resetMockedStaticMembers() {
        withMockStaticState { $0 = MockStaticState() }
    }
    // stubble:mock:end NonisolatedView
}
#endif
