// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testErrorGeneric (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func generic<T>() {}
