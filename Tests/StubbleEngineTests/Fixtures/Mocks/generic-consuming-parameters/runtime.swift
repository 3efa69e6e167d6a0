@main struct Driver {
    static func main() {
        let sink = ConsumingSinkMock()
        sink._takeInoutParameterConsumingParameter = { (inoutValue: inout Any, consumed: Any) in inoutValue = (consumed as! Int) + 1 }
        var number = 1
        sink.take(inoutParameter: &number, consumingParameter: 41)
        check(number == 42, "hook got the consumed value")
        check(sink.takeInoutParameterConsumingParameterInvocations.first?.consumingParameter as? Int == 41, "recorded")
        sink._peek = { $0 }
        check(sink.peek("x") == "x", "borrowing")
        print("generic-consuming-parameters: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
