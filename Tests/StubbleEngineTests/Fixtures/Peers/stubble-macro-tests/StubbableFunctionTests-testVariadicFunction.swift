// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testVariadicFunction (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func singleVariadicArg(x: String...) {
    print(x)
}
