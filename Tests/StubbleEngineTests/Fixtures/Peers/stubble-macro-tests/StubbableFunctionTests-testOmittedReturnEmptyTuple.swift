// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testOmittedReturnEmptyTuple (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func emptyTuple() -> () {
    "production"
}
