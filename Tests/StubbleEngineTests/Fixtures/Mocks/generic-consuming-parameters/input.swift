// A generic `consuming` or `borrowing` value is Copyable (no `~Copyable`): the witness copies it once on entry,
// then records the copy and passes it to the hook. Recording the value itself and then passing it on consumed
// it twice, which only the SIL stage reports ("'value' consumed more than once").
protocol ConsumingSink {
    func take<Value>(inoutParameter: inout Value, consumingParameter: consuming Value)
    func peek<Value>(_ value: borrowing Value) -> Value
    func take(string: consuming String)
}/*|*/
