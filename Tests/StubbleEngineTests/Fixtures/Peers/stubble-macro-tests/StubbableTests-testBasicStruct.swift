// Input from Stubble Tests/StubbleTests/StubbableTests.swift, testBasicStruct (inputs only; see NOTICE.md and LICENSE in this folder).
@Stubbable
struct NetworkService {
    func makeRequest() -> String {
        return "Production"
    }
}
