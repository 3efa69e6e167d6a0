import Testing
@testable import StubbleLSP

@Suite("Diagnostics: pushed with versions, coalesced, pulled, never empty")
struct DiagnosticsTests {
    let uri = "file:///tmp/Diag.swift"

    @Test func openPushesDiagnosticsWithVersionCodeSourceAndFixIDs() {
        let h = Harness()
        h.initialize()
        h.open(uri, "let x = stale\n", version: 7)
        let params = h.lastDiagnostics(uri)
        #expect(params?["version"] == 7)
        let d = params?["diagnostics"]?.arrayValue?.first
        #expect(d?["range"] == range(0, 8, 0, 13))
        #expect(d?["severity"] == 2)
        #expect(d?["code"] == "fake.stale")
        #expect(d?["source"] == "stubble")
        #expect(d?.at("data", "fixes") == ["refresh@8", "expand@8"])
    }

    @Test func eachChangeRepublishesForTheNewVersion() {
        let h = Harness()
        h.initialize()
        h.open(uri, "stale\n")
        h.change(uri, version: 2, [["range": range(0, 0, 0, 5), "text": "fresh"]])
        #expect(h.lastDiagnostics(uri)?["version"] == 2)
        #expect(h.lastDiagnostics(uri)?["diagnostics"] == [])
    }

    @Test func aBurstOfChangesIsCoalesced() {
        let h = Harness(service: FakeService(diagnoseDelay: 0.05))
        h.initialize()
        h.open(uri, "")
        // Fifty keystrokes, sent without waiting (as fast as a client could).
        for version in 2...51 {
            h.server.handle(message: ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": .string(uri), "version": .int(version)],
                "contentChanges": [["range": range(0, version - 2, 0, version - 2), "text": "s"]],
            ]])
        }
        h.server.waitUntilIdle()
        let published = h.outbox.notifications("textDocument/publishDiagnostics")
        #expect(published.last?.at("params", "version") == 51, "the final state is always published")
        #expect(published.count <= 4, "published \(published.count) times for 51 versions")
        #expect(h.service.diagnoseCalls <= 4)
    }

    @Test func closingClearsDiagnostics() {
        let h = Harness()
        h.initialize()
        h.open(uri, "stale\n")
        h.notify("textDocument/didClose", ["textDocument": doc(uri)])
        #expect(h.lastDiagnostics(uri)?["diagnostics"] == [])
    }

    @Test func emptyRangesAreWidenedToOneCharacter() {
        let h = Harness()
        h.initialize()
        h.open(uri, "empty!\nempty!")
        let ranges = h.lastDiagnostics(uri)?["diagnostics"]?.arrayValue?.map { $0["range"] }
        #expect(ranges == [range(0, 5, 0, 6), range(1, 5, 1, 6)])
    }

    @Test func pullDiagnosticsAnswerFullThenUnchanged() {
        let h = Harness()
        h.initialize(clientCapabilities(pull: true))
        h.open(uri, "stale\n")
        #expect(h.outbox.notifications("textDocument/publishDiagnostics").isEmpty, "a pulling client is not pushed to")
        let first = h.request("textDocument/diagnostic", ["textDocument": doc(uri)])["result"]
        #expect(first?["kind"] == "full")
        #expect(first?["items"]?.arrayValue?.count == 1)
        let again = h.request("textDocument/diagnostic", ["textDocument": doc(uri), "previousResultId": first?["resultId"] ?? nil])["result"]
        #expect(again?["kind"] == "unchanged")
        h.change(uri, version: 2, [["text": "ok\n"]])
        let after = h.request("textDocument/diagnostic", ["textDocument": doc(uri), "previousResultId": first?["resultId"] ?? nil])["result"]
        #expect(after?["kind"] == "full")
        #expect(after?["items"] == [])
    }

    @Test func pushCanBeForcedForAPullingClient() {
        let h = Harness()
        h.initialize(clientCapabilities(pull: true), options: ["pushDiagnostics": true])
        h.open(uri, "stale\n")
        #expect(h.lastDiagnostics(uri)?["diagnostics"]?.arrayValue?.count == 1)
    }

    @Test func diagnosticsAreComputedOncePerVersion() {
        let h = Harness()
        h.initialize()
        h.open(uri, "stale\n")
        _ = h.request("textDocument/codeAction", ["textDocument": doc(uri), "range": range(0, 0, 0, 0), "context": ["diagnostics": []]])
        _ = h.request("textDocument/codeAction", ["textDocument": doc(uri), "range": range(0, 1, 0, 1), "context": ["diagnostics": []]])
        #expect(h.service.diagnoseCalls == 1)
    }
}
