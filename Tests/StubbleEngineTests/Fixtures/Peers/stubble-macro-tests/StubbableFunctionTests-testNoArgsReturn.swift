// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testNoArgsReturn (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func method() -> String {
    return "production"
}
