import Testing
@testable import StubbleLSP

/// A thousand open documents: each is served, edits reach each, closing gives every one an empty diagnostics
/// list and leaves nothing open, and the server keeps answering throughout. (Time and memory figures are
/// printed by Scripts/big-inputs.py, not asserted here.)
@Suite struct ManyDocumentsTests {
    /// The last diagnostics published for each document.
    func lastDiagnostics(_ h: Harness) -> [String: JSONValue] {
        var last: [String: JSONValue] = [:]
        for m in h.outbox.notifications("textDocument/publishDiagnostics") {
            if let uri = m.at("params", "uri")?.stringValue { last[uri] = m["params"] }
        }
        return last
    }

    @Test func aThousandOpenDocuments() {
        let h = Harness()
        h.initialize()
        let uris = (0..<1_000).map { "file:///tmp/many/File\($0).swift" }
        for (k, uri) in uris.enumerated() {
            h.server.handle(message: ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
                "uri": .string(uri), "languageId": "swift", "version": 1,
                "text": .string("struct S\(k) {\n    func f() {}\n}\n// stale\n")]]])
        }
        h.server.waitUntilIdle()
        #expect(h.server.openDocumentCount == 1_000)
        var last = lastDiagnostics(h)
        #expect(uris.allSatisfy { last[$0]?["version"] == 1 && last[$0]?["diagnostics"]?.arrayValue?.count == 1 })

        // Every document is served, the first and the last alike.
        for uri in [uris[0], uris[500], uris[999]] {
            let symbols = h.request("textDocument/documentSymbol", ["textDocument": doc(uri)])
            #expect(symbols.at("result")?.arrayValue?.count == 1, "\(uri): \(symbols)")
        }

        // An edit in each: each gets the diagnostics of its new version (the word is gone).
        for uri in uris {
            h.server.handle(message: ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["range": range(3, 3, 3, 8), "text": "fresh"]]]])
        }
        h.server.waitUntilIdle()
        last = lastDiagnostics(h)
        #expect(uris.allSatisfy { last[$0]?["version"] == 2 && last[$0]?["diagnostics"] == [] })

        // Closing all: nothing stays open, each closed document's diagnostics are cleared.
        for uri in uris {
            h.server.handle(message: ["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": doc(uri)]])
        }
        h.server.waitUntilIdle()
        #expect(h.server.openDocumentCount == 0)
        #expect(h.server.documentQueueCount == 0)  // closed documents keep no queues
        last = lastDiagnostics(h)
        #expect(uris.allSatisfy { last[$0]?["diagnostics"] == [] && last[$0]?["version"] == nil })
        let closed = h.request("textDocument/documentSymbol", ["textDocument": doc(uris[0])])
        #expect(closed.at("error", "code") == .int(RPCError.invalidParams))
        #expect(h.server.documentQueueCount == 0)  // nor does a request about a closed one
        h.open("file:///tmp/many/After.swift", "struct After {}\n")
        #expect(h.request("textDocument/documentSymbol", ["textDocument": doc("file:///tmp/many/After.swift")]).at("result")?.arrayValue?.count == 1)
    }
}
