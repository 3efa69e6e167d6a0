// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testAsyncThrows (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func asyncThrows() async throws {
    print("asyncThrows")
}
