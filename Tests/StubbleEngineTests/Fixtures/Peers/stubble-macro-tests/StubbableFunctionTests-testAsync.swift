// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testAsync (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func asyncOnly() async {
    print("asyncOnly")
}
