import Foundation
import Testing
@testable import StubbleLSP

@Suite("Lifecycle: strict initialize / shutdown / exit")
struct LifecycleTests {
    @Test func requestsBeforeInitializeGetServerNotInitialized() {
        let h = Harness()
        let response = h.request("textDocument/hover", ["textDocument": doc("file:///a.swift"), "position": position(0, 0)])
        #expect(response.at("error", "code") == -32002)
    }

    @Test func notificationsBeforeInitializeAreDropped() {
        let h = Harness()
        h.open("file:///a.swift", "struct A {}\n")
        h.initialize()
        let response = h.request("textDocument/documentSymbol", ["textDocument": doc("file:///a.swift")])
        #expect(response.at("error", "code") == -32602, "the early didOpen must not have opened the document")
        #expect(h.outbox.notifications("textDocument/publishDiagnostics").isEmpty)
    }

    @Test func exitBeforeInitializeEndsWithCode1() {
        let h = Harness()
        h.notify("exit", nil)
        #expect(h.server.exitCode == 1)
    }

    @Test func initializeReturnsCapabilitiesAndServerInfo() {
        let h = Harness()
        let response = h.initialize()
        let result = response["result"]
        #expect(result?.at("serverInfo", "name") == "stubble")
        #expect(result?.at("serverInfo", "version") == "test")
        let capabilities = result?["capabilities"]
        #expect(capabilities?.at("textDocumentSync", "change") == 2)
        #expect(capabilities?.at("textDocumentSync", "openClose") == true)
        #expect(capabilities?.at("codeActionProvider", "codeActionKinds") == ["quickfix", "refactor.rewrite", "source.fixAll.stubble"])
        #expect(capabilities?.at("codeActionProvider", "resolveProvider") == true)
        #expect(capabilities?["documentSymbolProvider"] == true)
        #expect(capabilities?["hoverProvider"] == true)
        #expect(capabilities?.at("diagnosticProvider", "interFileDependencies") == true)
        #expect(capabilities?.at("executeCommandProvider", "commands") == ["stubble.refreshWorkspace"])
    }

    @Test func aSecondInitializeIsAnInvalidRequest() {
        let h = Harness()
        h.initialize()
        #expect(h.request("initialize", ["capabilities": [:]]).at("error", "code") == -32600)
    }

    @Test func afterShutdownRequestsAreInvalidAndExitEndsWithCode0() {
        let h = Harness()
        h.initialize()
        let shutdown = h.request("shutdown")
        #expect(shutdown["result"] == .null)
        #expect(shutdown["error"] == nil)
        #expect(h.request("textDocument/documentSymbol", ["textDocument": doc("file:///a.swift")]).at("error", "code") == -32600)
        #expect(h.server.exitCode == nil)
        h.notify("exit", nil)
        #expect(h.server.exitCode == 0)
    }

    @Test func exitWithoutShutdownEndsWithCode1() {
        let h = Harness()
        h.initialize()
        h.notify("exit", nil)
        #expect(h.server.exitCode == 1)
    }

    @Test func shutdownAnswersRequestsAlreadyAcceptedFirst() {
        let gate = DispatchSemaphoreBox()
        let h = Harness(service: FakeService(hoverGate: gate.semaphore))
        h.initialize()
        h.open("file:///a.swift", "let _hook = 1\n")
        h.server.handle(message: ["jsonrpc": "2.0", "id": 1, "method": "textDocument/hover",
                                  "params": ["textDocument": doc("file:///a.swift"), "position": position(0, 5)]])
        h.service.hoverStarted.wait()
        h.server.handle(message: ["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        gate.semaphore.signal()
        h.server.waitUntilIdle()
        let ids = h.outbox.messages.compactMap { $0["id"]?.intValue }.filter { $0 < 1000 }
        #expect(ids == [1, 2], "the hover answer goes out before the shutdown answer")
    }
}

final class DispatchSemaphoreBox: Sendable {
    let semaphore = DispatchSemaphore(value: 0)
}
