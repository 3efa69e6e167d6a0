// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testNoArgsVoid (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func method() {
    print("production")
}
