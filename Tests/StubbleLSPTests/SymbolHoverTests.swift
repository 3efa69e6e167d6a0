import Testing
@testable import StubbleLSP

@Suite("Document symbols and hover")
struct SymbolHoverTests {
    let uri = "file:///tmp/Symbols.swift"
    let text = "struct Store {\n    func load() {}\n}\nlet _hook = 1\n"

    @Test func hierarchicalSymbols() {
        let h = Harness()
        h.initialize(clientCapabilities(hierarchicalSymbols: true))
        h.open(uri, text)
        let symbols = h.request("textDocument/documentSymbol", ["textDocument": doc(uri)])["result"]
        #expect(symbols == [[
            "name": "Store", "kind": 23, "range": range(0, 0, 1, 18), "selectionRange": range(0, 7, 0, 12),
            "children": [["name": "load", "detail": "func", "kind": 6, "range": range(1, 0, 1, 18), "selectionRange": range(1, 9, 1, 13)]],
        ]])
    }

    @Test func flatSymbolsForOlderClients() {
        let h = Harness()
        h.initialize(clientCapabilities(hierarchicalSymbols: false))
        h.open(uri, text)
        let symbols = h.request("textDocument/documentSymbol", ["textDocument": doc(uri)])["result"]?.arrayValue ?? []
        #expect(symbols.map { $0["name"] } == ["Store", "load"])
        #expect(symbols[1]["containerName"] == "Store")
        #expect(symbols[1].at("location", "uri") == .string(uri))
    }

    @Test func hoverOnAHook() {
        let h = Harness()
        h.initialize(clientCapabilities(markdown: true))
        h.open(uri, text)
        let hover = h.request("textDocument/hover", ["textDocument": doc(uri), "position": position(3, 6)])["result"]
        #expect(hover?.at("contents", "kind") == "markdown")
        #expect(hover?.at("contents", "value") == "Stubs **hook()**: set `sut._hook = { ... }` in a test.")
        #expect(hover?["range"] == range(3, 4, 3, 9))
        #expect(h.request("textDocument/hover", ["textDocument": doc(uri), "position": position(0, 1)])["result"] == .null)
    }

    @Test func hoverIsPlainTextForClientsWithoutMarkdown() {
        let h = Harness()
        h.initialize(clientCapabilities(markdown: false))
        h.open(uri, text)
        let hover = h.request("textDocument/hover", ["textDocument": doc(uri), "position": position(3, 6)])["result"]
        #expect(hover?.at("contents", "kind") == "plaintext")
    }

    @Test func hoverPastTheEndIsClamped() {
        let h = Harness()
        h.initialize()
        h.open(uri, text)
        #expect(h.request("textDocument/hover", ["textDocument": doc(uri), "position": position(999, 999)])["result"] == .null)
    }
}
