// Input from Stubble Tests/StubbleTests/StubbableTests.swift, testErrorExtension (inputs only; see NOTICE.md and LICENSE in this folder).
class NetworkService {}

@Stubbable
extension NetworkService {
    func makeRequest() -> String {
        return "Production"
    }
}
