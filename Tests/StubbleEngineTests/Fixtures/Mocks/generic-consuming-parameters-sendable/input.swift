// The same in a Sendable mock, whose records are written inside the lock's closure: a closure cannot capture a
// borrowed value, so the copy made on entry is what the closure captures.
protocol ConsumingSendableSink: Sendable {
    func take<Value>(inoutParameter: inout Value, consumingParameter: consuming Value)
    func peek<Value>(_ value: borrowing Value) -> Value
}/*|*/
