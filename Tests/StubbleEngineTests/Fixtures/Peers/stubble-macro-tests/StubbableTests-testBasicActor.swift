// Input from Stubble Tests/StubbleTests/StubbableTests.swift, testBasicActor (inputs only; see NOTICE.md and LICENSE in this folder).
@Stubbable
actor NetworkService {
    func makeRequest() -> String {
        return "Production"
    }
}
