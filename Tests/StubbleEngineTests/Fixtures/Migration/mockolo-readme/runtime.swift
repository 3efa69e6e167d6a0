// Mockolo's README test rewritten on our names: `FooMock(num: 5)` → presets `FooMock { $0.num = 5 }` (through
// the setter, so it counts), `barHandler` → `_bar`, `barCallCount` stays, `fooFuncArgValues` →
// `fooFuncInvocations`. (The README's test asserts `barCallCount == 1` without calling `bar`; here it is called.)
@main struct Driver {
    static func main() {
        let mock = FooMock { $0.num = 5 }
        check(mock.numSetCallCount == 1 && mock.num == 5, "numSetCallCount")
        mock._bar = { arg in
            return String(arg)
        }
        check(mock.bar(arg: 1.5) == "1.5", "handler")
        check(mock.barCallCount == 1, "barCallCount")
        // Unstubbed: Mockolo's default for String is "", so is ours.
        let plain = FooMock()
        check(plain.bar(arg: 0) == "" && plain.barReturnedValues == [""], "default value")

        // Argument history: Mockolo's `fooFuncArgValues`, `barFuncArgValues` (a tuple), `bazFuncArgValues`
        // (`[(Int, String)]`, not Equatable); ours compare whole.
        let history = FooHistoryMock()
        history.fooFunc(val: 1)
        history.fooFunc(val: 2)
        history.barFunc((a: "x", 2.5))
        history.bazFunc(val1: 3, val2: "three")
        check(history.fooFuncInvocations == [1, 2], "fooFuncArgValues")
        check(history.barFuncLastInvocation?.a == "x" && history.barFuncLastInvocation?.1 == 2.5, "a tuple argument is kept as the tuple")
        check(history.bazFuncInvocations == [.init(val1: 3, val2: "three")], "several arguments compare whole")
        print("mockolo-readme: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
