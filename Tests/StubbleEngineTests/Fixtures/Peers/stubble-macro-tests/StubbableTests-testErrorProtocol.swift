// Input from Stubble Tests/StubbleTests/StubbableTests.swift, testErrorProtocol (inputs only; see NOTICE.md and LICENSE in this folder).
@Stubbable
protocol NetworkService {
    func makeRequest() -> String
}
