// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testOmittedReturnVoidTuple (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func voidTuple() -> (Void) {
    "production"
}

@StubbableFunction
func swiftVoidTuple() -> (Swift.Void) {
    "production"
}
