// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testOmittedReturnNever (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func method() -> Never {
    fatalError()
}
@StubbableFunction
func method() -> Swift.Never {
    fatalError()
}
