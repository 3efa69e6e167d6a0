// Input from Stubble Tests/StubbleTests/StubbablePropertyTests.swift, testBasic (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableProperty
var x: Int = 1
