// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testOmittedReturn (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func method() -> String {
    "production"
}
