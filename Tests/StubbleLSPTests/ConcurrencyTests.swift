import Foundation
import Testing
@testable import StubbleLSP

@Suite("Cancellation, concurrency, ordering")
struct ConcurrencyTests {
    let a = "file:///tmp/A.swift"
    let b = "file:///tmp/B.swift"

    func hover(_ id: Int, _ uri: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": .int(id), "method": "textDocument/hover",
         "params": ["textDocument": doc(uri), "position": position(0, 5)]]
    }

    @Test func aRequestCancelledWhileRunningIsAnsweredWithRequestCancelled() {
        let gate = DispatchSemaphoreBox()
        let h = Harness(service: FakeService(hoverGate: gate.semaphore))
        h.initialize()
        h.open(a, "let _hook = 1\n")
        h.server.handle(message: hover(1, a))
        h.service.hoverStarted.wait()
        h.server.handle(message: ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 1]])
        gate.semaphore.signal()
        h.server.waitUntilIdle()
        #expect(h.outbox.response(1)?.at("error", "code") == -32800)
    }

    @Test func aRequestCancelledBeforeItStartsNeverRuns() {
        let gate = DispatchSemaphoreBox()
        let h = Harness(service: FakeService(hoverGate: gate.semaphore))
        h.initialize()
        h.open(a, "let _hook = 1\n")
        h.server.handle(message: hover(1, a))
        h.service.hoverStarted.wait()
        h.server.handle(message: hover(2, a))  // queued behind 1 on the same document
        h.server.handle(message: ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 2]])
        gate.semaphore.signal()
        h.server.waitUntilIdle()
        #expect(h.outbox.response(1)?["result"]?["contents"] != nil)
        #expect(h.outbox.response(2)?.at("error", "code") == -32800)
    }

    @Test func aSlowRequestBlocksNeitherTypingNorOtherDocuments() {
        let gate = DispatchSemaphoreBox()
        let h = Harness(service: FakeService(hoverGate: gate.semaphore))
        h.initialize()
        h.open(a, "let _hook = 1\n")
        h.open(b, "struct B {}\n")
        h.server.handle(message: hover(1, a))
        h.service.hoverStarted.wait()
        // While hover on A is stuck: edits to A are applied at once, and B's requests are answered.
        h.server.handle(message: ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": .string(a), "version": 2], "contentChanges": [["text": "let _hook = 2\n"]]]])
        h.server.handle(message: ["jsonrpc": "2.0", "id": 2, "method": "textDocument/documentSymbol",
                                  "params": ["textDocument": doc(b)]])
        var answered = false
        for _ in 0..<500 where !answered {
            answered = h.outbox.response(2) != nil
            if !answered { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(answered, "B answered while A's hover is still running")
        #expect(h.outbox.response(1) == nil)
        gate.semaphore.signal()
        h.server.waitUntilIdle()
        #expect(h.lastDiagnostics(a)?["version"] == 2)
    }

    @Test func requestsOnOneDocumentAreAnsweredInOrder() {
        let h = Harness()
        h.initialize()
        h.open(a, "let _hook = 1\n")
        for id in 1...30 { h.server.handle(message: hover(id, a)) }
        h.server.waitUntilIdle()
        let ids = h.outbox.messages.compactMap { $0["method"] == nil ? $0["id"]?.intValue : nil }.filter { $0 <= 30 }
        #expect(ids == Array(1...30))
    }
}
