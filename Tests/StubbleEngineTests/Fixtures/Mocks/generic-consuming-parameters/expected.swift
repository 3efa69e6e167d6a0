// A generic `consuming` or `borrowing` value is Copyable (no `~Copyable`): the witness copies it once on entry,
// then records the copy and passes it to the hook. Recording the value itself and then passing it on consumed
// it twice, which only the SIL stage reports ("'value' consumed more than once").
protocol ConsumingSink {
    func take<Value>(inoutParameter: inout Value, consumingParameter: consuming Value)
    func peek<Value>(_ value: borrowing Value) -> Value
    func take(string: consuming String)
}

#if DEBUG
final class ConsumingSinkMock: ConsumingSink {
    // stubble:mock:begin ConsumingSink
    init() {}

    /// Presets in one place: `ConsumingSinkMock { $0._member = { ... } }`.
    init(_ configure: (ConsumingSinkMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: take(inoutParameter:consumingParameter:) → _takeInoutParameterConsumingParameter
    var _takeInoutParameterConsumingParameter: ((inout Any, Any) -> Void)? = nil
    private(set) var takeInoutParameterConsumingParameterCallCount: Int = 0
    private(set) var takeInoutParameterConsumingParameterInvocations: [TakeInoutParameterConsumingParameterInvocation] = []
    struct TakeInoutParameterConsumingParameterInvocation {
        var inoutParameter: Any
        var consumingParameter: Any
    }
    var takeInoutParameterConsumingParameterLastInvocation: TakeInoutParameterConsumingParameterInvocation? { takeInoutParameterConsumingParameterInvocations.last }
    func take<Value>(inoutParameter: inout Value, consumingParameter: consuming Value) {
        let consumingParameterCopy = copy consumingParameter
        takeInoutParameterConsumingParameterCallCount += 1
        takeInoutParameterConsumingParameterInvocations.append(TakeInoutParameterConsumingParameterInvocation(inoutParameter: inoutParameter, consumingParameter: consumingParameterCopy))
        if let _takeInoutParameterConsumingParameter {
            var inoutParameterBox: Any = inoutParameter
            _takeInoutParameterConsumingParameter(&inoutParameterBox, consumingParameterCopy)
            inoutParameter = inoutParameterBox as! Value
            return
        }
    }

    // MARK: peek(_:)
    var _peek: ((Any) -> Any)? = nil
    var peekReturnValue: Any? = nil
    private(set) var peekCallCount: Int = 0
    private(set) var peekInvocations: [Any] = []
    private(set) var peekReturnedValues: [Any] = []
    var peekLastInvocation: Any? { peekInvocations.last }
    var peekLastReturnedValue: Any? { peekReturnedValues.last }
    func peek<Value>(_ value: borrowing Value) -> Value {
        let valueCopy = copy value
        peekCallCount += 1
        peekInvocations.append(valueCopy)
        if let _peek {
            let result = _peek(valueCopy) as! Value
            peekReturnedValues.append(result)
            return result
        }
        if let peekReturnValue {
            peekReturnedValues.append(peekReturnValue)
            return peekReturnValue as! Value
        }
        if let result = (Value.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? Value {
            peekReturnedValues.append(result)
            return result
        }
        fatalError("ConsumingSinkMock.peek(_:): no value to return; set _peek or peekReturnValue")
    }

    // MARK: take(string:) → _takeString
    var _takeString: ((consuming String) -> Void)? = nil
    private(set) var takeStringCallCount: Int = 0
    func take(string: consuming String) {
        takeStringCallCount += 1
        if let _takeString { return _takeString(string) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _takeInoutParameterConsumingParameter = nil
        takeInoutParameterConsumingParameterCallCount = 0
        takeInoutParameterConsumingParameterInvocations = []
        _peek = nil
        peekReturnValue = nil
        peekCallCount = 0
        peekInvocations = []
        peekReturnedValues = []
        _takeString = nil
        takeStringCallCount = 0
    }
    // stubble:mock:end ConsumingSink
}
#endif
