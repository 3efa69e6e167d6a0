// The same in a Sendable mock, whose records are written inside the lock's closure: a closure cannot capture a
// borrowed value, so the copy made on entry is what the closure captures.
import Foundation

protocol ConsumingSendableSink: Sendable {
    func take<Value>(inoutParameter: inout Value, consumingParameter: consuming Value)
    func peek<Value>(_ value: borrowing Value) -> Value
}

#if DEBUG
final class ConsumingSendableSinkMock: ConsumingSendableSink {
    // stubble:mock:begin ConsumingSendableSink
    private let mockLock = NSLock()
    private struct MockState {
        var _take: (@Sendable (inout Any, Any) -> Void)? = nil
        var takeCallCount: Int = 0
        var takeInvocations: [TakeInvocation] = []
        var _peek: (@Sendable (Any) -> Any)? = nil
        var peekReturnValue: Any? = nil
        var peekCallCount: Int = 0
        var peekInvocations: [Any] = []
        var peekReturnedValues: [Any] = []
    }
    nonisolated(unsafe) private var mockState = MockState()
    private func withMockState<R>(_ body: (inout MockState) throws -> R) rethrows -> R {
        mockLock.lock()
        defer { mockLock.unlock() }
        return try body(&mockState)
    }

    init() {}

    /// Presets in one place: `ConsumingSendableSinkMock { $0._member = { ... } }`.
    init(_ configure: (ConsumingSendableSinkMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: take(inoutParameter:consumingParameter:)
    var _take: (@Sendable (inout Any, Any) -> Void)? {
        get { withMockState { $0._take } }
        set { withMockState { $0._take = newValue } }
    }
    var takeCallCount: Int { withMockState { $0.takeCallCount } }
    var takeInvocations: [TakeInvocation] { withMockState { $0.takeInvocations } }
    struct TakeInvocation {
        var inoutParameter: Any
        var consumingParameter: Any
    }
    var takeLastInvocation: TakeInvocation? { takeInvocations.last }
    func take<Value>(inoutParameter: inout Value, consumingParameter: consuming Value) {
        let consumingParameterCopy = copy consumingParameter
        let _take = withMockState { state in
            state.takeCallCount += 1
            state.takeInvocations.append(TakeInvocation(inoutParameter: inoutParameter, consumingParameter: consumingParameterCopy))
            return state._take
        }
        if let _take {
            var inoutParameterBox: Any = inoutParameter
            _take(&inoutParameterBox, consumingParameterCopy)
            inoutParameter = inoutParameterBox as! Value
            return
        }
    }

    // MARK: peek(_:)
    var _peek: (@Sendable (Any) -> Any)? {
        get { withMockState { $0._peek } }
        set { withMockState { $0._peek = newValue } }
    }
    var peekReturnValue: Any? {
        get { withMockState { $0.peekReturnValue } }
        set { withMockState { $0.peekReturnValue = newValue } }
    }
    var peekCallCount: Int { withMockState { $0.peekCallCount } }
    var peekInvocations: [Any] { withMockState { $0.peekInvocations } }
    var peekReturnedValues: [Any] { withMockState { $0.peekReturnedValues } }
    var peekLastInvocation: Any? { peekInvocations.last }
    var peekLastReturnedValue: Any? { peekReturnedValues.last }
    func peek<Value>(_ value: borrowing Value) -> Value {
        let valueCopy = copy value
        let (_peek, peekReturnValue) = withMockState { state in
            state.peekCallCount += 1
            state.peekInvocations.append(valueCopy)
            return (state._peek, state.peekReturnValue)
        }
        if let _peek {
            let result = _peek(valueCopy) as! Value
            withMockState { $0.peekReturnedValues.append(result) }
            return result
        }
        if let peekReturnValue {
            withMockState { $0.peekReturnedValues.append(peekReturnValue) }
            return peekReturnValue as! Value
        }
        if let result = (Value.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? Value {
            withMockState { $0.peekReturnedValues.append(result) }
            return result
        }
        fatalError("ConsumingSendableSinkMock.peek(_:): no value to return; set _peek or peekReturnValue")
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        withMockState { $0 = MockState() }
    }
    // stubble:mock:end ConsumingSendableSink
}
#endif
