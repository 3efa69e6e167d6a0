// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testThrows (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func throwsOnly() throws {
    print("throwsOnly")
}
