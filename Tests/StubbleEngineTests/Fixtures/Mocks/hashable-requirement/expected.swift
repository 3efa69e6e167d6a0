// A hierarchy that requires `hash(into:)` itself: the mock implements that requirement (with a hook) and
// adds only identity `==` for Hashable.
import Foundation

protocol HashableRequirementBase: Sendable {
    func hash(into hasher: inout Hasher)
    func isEqual(other: any HashableRequirementBase) -> Bool
}

protocol HashableRequirementField: HashableRequirementBase, Hashable {
    var value: Int { get set }
}

#if DEBUG
final class HashableRequirementFieldMock: HashableRequirementField {
    // stubble:mock:begin HashableRequirementField
    private let mockLock = NSLock()
    private struct MockState {
        var _getValue: (@Sendable () -> Int)? = nil
        var _setValue: (@Sendable (Int) -> Void)? = nil
        var _value: Int = 0
        var valueGetCallCount: Int = 0
        var valueSetCallCount: Int = 0
        var valueSetInvocations: [Int] = []
        var _hash: (@Sendable (inout Hasher) -> Void)? = nil
        var hashCallCount: Int = 0
        var hashInvocations: [Hasher] = []
        var _isEqual: (@Sendable (any HashableRequirementBase) -> Bool)? = nil
        var isEqualReturnValue: Bool? = nil
        var isEqualCallCount: Int = 0
        var isEqualInvocations: [any HashableRequirementBase] = []
        var isEqualReturnedValues: [Bool] = []
    }
    nonisolated(unsafe) private var mockState = MockState()
    private func withMockState<R>(_ body: (inout MockState) throws -> R) rethrows -> R {
        mockLock.lock()
        defer { mockLock.unlock() }
        return try body(&mockState)
    }

    init() {}

    /// Presets in one place: `HashableRequirementFieldMock { $0._member = { ... } }`.
    init(_ configure: (HashableRequirementFieldMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: value
    var _getValue: (@Sendable () -> Int)? {
        get { withMockState { $0._getValue } }
        set { withMockState { $0._getValue = newValue } }
    }
    var _setValue: (@Sendable (Int) -> Void)? {
        get { withMockState { $0._setValue } }
        set { withMockState { $0._setValue = newValue } }
    }
    var _value: Int {
        get { withMockState { $0._value } }
        set { withMockState { $0._value = newValue } }
    }
    var valueGetCallCount: Int { withMockState { $0.valueGetCallCount } }
    var valueSetCallCount: Int { withMockState { $0.valueSetCallCount } }
    var valueSetInvocations: [Int] { withMockState { $0.valueSetInvocations } }
    var valueSetLastInvocation: Int? { valueSetInvocations.last }
    var value: Int {
        get {
            let (_getValue, _value) = withMockState { state in
                state.valueGetCallCount += 1
                return (state._getValue, state._value)
            }
            if let _getValue { return _getValue() }
            return _value
        }
        set {
            let _setValue = withMockState { state in
                state.valueSetCallCount += 1
                state.valueSetInvocations.append(newValue)
                return state._setValue
            }
            if let _setValue { _setValue(newValue) } else { self._value = newValue }
        }
    }

    // MARK: hash(into:)
    var _hash: (@Sendable (inout Hasher) -> Void)? {
        get { withMockState { $0._hash } }
        set { withMockState { $0._hash = newValue } }
    }
    var hashCallCount: Int { withMockState { $0.hashCallCount } }
    var hashInvocations: [Hasher] { withMockState { $0.hashInvocations } }
    var hashLastInvocation: Hasher? { hashInvocations.last }
    func hash(into hasher: inout Hasher) {
        let _hash = withMockState { state in
            state.hashCallCount += 1
            state.hashInvocations.append(hasher)
            return state._hash
        }
        if let _hash { return _hash(&hasher) }
    }

    // MARK: isEqual(other:)
    var _isEqual: (@Sendable (any HashableRequirementBase) -> Bool)? {
        get { withMockState { $0._isEqual } }
        set { withMockState { $0._isEqual = newValue } }
    }
    var isEqualReturnValue: Bool? {
        get { withMockState { $0.isEqualReturnValue } }
        set { withMockState { $0.isEqualReturnValue = newValue } }
    }
    var isEqualCallCount: Int { withMockState { $0.isEqualCallCount } }
    var isEqualInvocations: [any HashableRequirementBase] { withMockState { $0.isEqualInvocations } }
    var isEqualReturnedValues: [Bool] { withMockState { $0.isEqualReturnedValues } }
    var isEqualLastInvocation: (any HashableRequirementBase)? { isEqualInvocations.last }
    var isEqualLastReturnedValue: Bool? { isEqualReturnedValues.last }
    func isEqual(other: any HashableRequirementBase) -> Bool {
        let (_isEqual, isEqualReturnValue) = withMockState { state in
            state.isEqualCallCount += 1
            state.isEqualInvocations.append(other)
            return (state._isEqual, state.isEqualReturnValue)
        }
        if let _isEqual {
            let result = _isEqual(other)
            withMockState { $0.isEqualReturnedValues.append(result) }
            return result
        }
        if let isEqualReturnValue {
            withMockState { $0.isEqualReturnedValues.append(isEqualReturnValue) }
            return isEqualReturnValue
        }
        let result: Bool = false
        withMockState { $0.isEqualReturnedValues.append(result) }
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        withMockState { $0 = MockState() }
    }

    // MARK: Equatable (identity)
    static func == (lhs: HashableRequirementFieldMock, rhs: HashableRequirementFieldMock) -> Bool { lhs === rhs }
    // stubble:mock:end HashableRequirementField
}
#endif
