// Input from Stubble Tests/StubbleTests/StubbableTests.swift, testPropertyApplied (inputs only; see NOTICE.md and LICENSE in this folder).
@Stubbable
class NetworkService {
    var x: Int = 0
}
