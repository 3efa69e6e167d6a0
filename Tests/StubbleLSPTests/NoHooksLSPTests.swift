// An annotation that writes no hooks, in the editor: the same warning as `stubble check`, at the annotation,
// with the reason (issue 21). Input: the engine fixture `annotation-without-hooks` after expansion.

import Foundation
import Testing
@testable import StubbleLSP

@Suite("LSP: an annotation that writes no hooks is a warning")
struct NoHooksLSPTests {
    @Test func theEditorShowsTheWarningWithTheReason() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("StubbleEngineTests/Fixtures/annotation-without-hooks/expected.swift")
        let h = EngineHarness()
        let uri = "file:///tmp/stubble-no-hooks/NetworkService.swift"
        h.open(uri, try String(contentsOf: url, encoding: .utf8))
        let found = h.diagnostics(uri).filter { $0["severity"] != 4 }  // hints (each member's reason) aside
        #expect(found.map { $0["code"] } == ["stubble.noHooks"])
        #expect(found.first?["severity"] == 2)
        #expect(found.first?["message"] == "'// @Stubbable' on the extension of 'NetworkService' writes no hooks: 'fetchData()' is not stubbed: the closing brace of 'NetworkService' must start its own line to hold the hook")
        #expect(found.first?.at("range", "start", "line") == 5)
    }
}
