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
    private(set) var takeInoutParameterConsumingParameterInvocations: [(inoutParameter: Any, consumingParameter: Any)] = []
    var takeInoutParameterConsumingParameterLastInvocation: (inoutParameter: Any, consumingParameter: Any)? { takeInoutParameterConsumingParameterInvocations.last }
    func take<Value>(inoutParameter: inout Value, consumingParameter: consuming Value) {
        let consumingParameterCopy = copy consumingParameter
        takeInoutParameterConsumingParameterCallCount += 1
        takeInoutParameterConsumingParameterInvocations.append((inoutParameter: inoutParameter, consumingParameter: consumingParameterCopy))
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
    var peekLastInvocation: Any? { peekInvocations.last }
    func peek<Value>(_ value: borrowing Value) -> Value {
        let valueCopy = copy value
        peekCallCount += 1
        peekInvocations.append(valueCopy)
        if let _peek { return _peek(valueCopy) as! Value }
        if let peekReturnValue { return peekReturnValue as! Value }
        fatalError("ConsumingSinkMock.peek(_:): no value to return; set _peek or peekReturnValue")
    }

    // MARK: take(string:) → _takeString
    var _takeString: ((consuming String) -> Void)? = nil
    private(set) var takeStringCallCount: Int = 0
    func take(string: consuming String) {
        takeStringCallCount += 1
        if let _takeString { return _takeString(string) }
    }
    // stubble:mock:end ConsumingSink
}
#endif
