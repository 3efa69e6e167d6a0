// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testEmptyBody (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func empty() {}
