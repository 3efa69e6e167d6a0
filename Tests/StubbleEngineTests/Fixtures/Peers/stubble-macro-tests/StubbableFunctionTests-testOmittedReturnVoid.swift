// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testOmittedReturnVoid (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func void() -> Void {
    "production"
}

@StubbableFunction
func swiftVoid() -> Swift.Void {
    "production"
}
