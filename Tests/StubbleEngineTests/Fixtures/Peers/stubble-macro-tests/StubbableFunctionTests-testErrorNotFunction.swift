// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testErrorNotFunction (inputs only; see NOTICE.md and LICENSE in this folder).
class Class {
    @StubbableFunction
    init() {
        print("init")
    }

    @StubbableFunction
    deinit {
        print("deinit")
    }
}
