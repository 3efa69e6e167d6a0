// Input from Stubble Tests/StubbleTests/StubbableTests.swift, testErrorEnum (inputs only; see NOTICE.md and LICENSE in this folder).
@Stubbable
enum NetworkService {
    func makeRequest() -> String {
        return "Production"
    }
}
