// Input from Stubble Tests/StubbleTests/StubbableTests.swift, testBasicClass (inputs only; see NOTICE.md and LICENSE in this folder).
@Stubbable
class NetworkService {
    func makeRequest() -> String {
        return "Production"
    }
}
