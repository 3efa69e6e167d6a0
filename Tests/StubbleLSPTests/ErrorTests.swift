import Testing
@testable import StubbleLSP

@Suite("Bad messages get the right JSON-RPC error, and the server keeps answering")
struct ErrorTests {
    func initialized() -> Harness {
        let h = Harness()
        h.initialize()
        return h
    }

    func lastError(_ h: Harness) -> JSONValue? { h.outbox.messages.last?["error"] }

    @Test func malformedJSONIsAParseErrorWithNullID() {
        let h = initialized()
        h.server.handle(body: Array(#"{"jsonrpc": "2.0", "id": 1, "method": "#.utf8))
        #expect(h.outbox.messages.last?["id"] == .null)
        #expect(lastError(h)?["code"] == -32700)
        #expect(h.request("shutdown")["result"] == .null, "still answering")
    }

    @Test func invalidUTF8IsAParseError() {
        let h = initialized()
        var body = Array(#"{"jsonrpc": "2.0", "id": 1, "method": "x"#.utf8)
        body += [0xFF, 0xFE]
        body += Array(#""}"#.utf8)
        h.server.handle(body: body)
        #expect(lastError(h)?["code"] == -32700)
    }

    @Test func validJSONThatIsNotARequestIsAnInvalidRequest() {
        let h = initialized()
        for body in [#"[1, 2]"#, #"42"#, #"{"jsonrpc": "2.0"}"#, #"{"jsonrpc": "1.0", "id": 3, "method": "shutdown"}"#,
                     #"{"jsonrpc": "2.0", "id": 3, "method": 7}"#, #"{"jsonrpc": "2.0", "id": {"x": 1}, "method": "shutdown"}"#] {
            h.server.handle(body: Array(body.utf8))
            #expect(lastError(h)?["code"] == -32600, "\(body)")
        }
        #expect(h.outbox.messages.allSatisfy { $0["error"] == nil || $0["id"] == .null || $0["id"] == 3 })
    }

    @Test func unknownMethodIsMethodNotFound() {
        let h = initialized()
        #expect(h.request("textDocument/frobnicate", [:]).at("error", "code") == -32601)
    }

    @Test func unknownDollarNotificationsAreIgnoredSilently() {
        let h = initialized()
        let before = h.outbox.messages.count
        h.notify("$/somethingNew", ["x": 1])
        #expect(h.outbox.messages.count == before)
    }

    @Test func unknownOrdinaryNotificationsAreLogged() {
        let h = initialized()
        h.notify("custom/thing", [:])
        #expect(h.outbox.notifications("window/logMessage").last?.at("params", "message")?.stringValue?.contains("custom/thing") == true)
    }

    @Test func badParamsAreInvalidParams() {
        let h = initialized()
        h.open("file:///a.swift", "x\n")
        #expect(h.request("textDocument/hover", ["textDocument": doc("file:///a.swift")]).at("error", "code") == -32602)
        #expect(h.request("textDocument/hover", ["textDocument": doc("file:///a.swift"),
                                                 "position": ["line": -1, "character": 0]]).at("error", "code") == -32602)
        #expect(h.request("textDocument/codeAction", ["textDocument": 5]).at("error", "code") == -32602)
        #expect(h.request("textDocument/documentSymbol", "not an object").at("error", "code") == -32602)
        #expect(h.request("workspace/executeCommand", ["command": "nope"]).at("error", "code") == -32602)
    }

    @Test func requestsAboutDocumentsThatAreNotOpenAreInvalidParams() {
        let h = initialized()
        #expect(h.request("textDocument/documentSymbol", ["textDocument": doc("file:///never.swift")]).at("error", "code") == -32602)
    }

    @Test func hugeNumbersAndDeepNestingDoNotCrash() {
        let h = initialized()
        h.server.handle(body: Array(#"{"jsonrpc": "2.0", "id": 123456789012345678901234567890, "method": "shutdown"}"#.utf8))
        #expect(lastError(h)?["code"] == -32600)
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        h.server.handle(body: Array(deep.utf8))
        #expect(lastError(h)?["code"] == -32700)
        #expect(h.request("shutdown")["result"] == .null)
    }
}

@Suite("Responses from the client are never answered")
struct ClientResponseTests {
    @Test func malformedOrUnknownResponsesAreIgnored() {
        let h = Harness()
        h.initialize()
        let before = h.outbox.messages.count
        h.server.handle(body: Array(#"{"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "client could not parse"}}"#.utf8))
        h.server.handle(body: Array(#"{"jsonrpc": "2.0", "id": 424242, "result": {}}"#.utf8))
        h.server.waitUntilIdle()
        #expect(h.outbox.messages.count == before)
    }
}
