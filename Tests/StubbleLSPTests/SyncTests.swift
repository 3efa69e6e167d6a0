import StubbleSyntax
import Testing
@testable import StubbleLSP

@Suite("Document sync and position encodings")
struct SyncTests {
    let uri = "file:///tmp/Sync.swift"

    /// Makes the fake engine read the document, and returns the text it saw.
    func engineText(_ h: Harness) -> String? {
        _ = h.request("textDocument/documentSymbol", ["textDocument": doc(uri)])
        return h.service.lastText("/tmp/Sync.swift")
    }

    /// UTF-16 whenever offered, as sourcekit-lsp chooses: two Swift servers on one buffer count alike
    /// (Neovim offers utf-8, utf-16 and utf-32, and warns in `:checkhealth vim.lsp` when servers differ).
    @Test func utf16IsChosenWhenOfferedUTF8OnlyWhenUTF16IsNot() {
        let neovim = Harness()
        #expect(neovim.initialize(clientCapabilities(encodings: ["utf-8", "utf-16", "utf-32"])).at("result", "capabilities", "positionEncoding") == "utf-16")
        let h8 = Harness()
        #expect(h8.initialize(clientCapabilities(encodings: ["utf-32", "utf-8"])).at("result", "capabilities", "positionEncoding") == "utf-8")
        let h16 = Harness()
        #expect(h16.initialize(clientCapabilities(encodings: ["utf-32"])).at("result", "capabilities", "positionEncoding") == "utf-16")
        let none = Harness()
        #expect(none.initialize(["textDocument": [:]]).at("result", "capabilities", "positionEncoding") == "utf-16")
    }

    @Test func incrementalChangesApplyInOrder() {
        let h = Harness()
        h.initialize()
        h.open(uri, "let a = 1\nlet b = 2\n")
        h.change(uri, version: 2, [
            ["range": range(0, 4, 0, 5), "text": "alpha"],    // let alpha = 1
            ["range": range(1, 0, 1, 0), "text": "// x\n"],   // inserted line before "let b"
            ["range": range(2, 4, 2, 5), "text": "beta"],     // positions refer to the text after the previous changes
        ])
        #expect(engineText(h) == "let alpha = 1\n// x\nlet beta = 2\n")
    }

    @Test func aChangeWithoutRangeReplacesTheWholeText() {
        let h = Harness()
        h.initialize()
        h.open(uri, "old\n")
        h.change(uri, version: 2, [["text": "new text\n"]])
        #expect(engineText(h) == "new text\n")
    }

    @Test func utf16ColumnsCountSurrogatePairs() {
        let h = Harness()
        h.initialize(clientCapabilities(encodings: ["utf-16"]))
        h.open(uri, "let s = \"😀x\"\n")
        // 😀 is two UTF-16 units: "x" is at column 11.
        h.change(uri, version: 2, [["range": range(0, 11, 0, 12), "text": "y"]])
        #expect(engineText(h) == "let s = \"😀y\"\n")
    }

    @Test func utf8ColumnsCountBytes() {
        let h = Harness()
        h.initialize(clientCapabilities(encodings: ["utf-8"]))
        h.open(uri, "let s = \"é😀x\"\n")
        // é is 2 bytes and 😀 4: "x" is at byte column 15.
        h.change(uri, version: 2, [["range": range(0, 15, 0, 16), "text": "y"]])
        #expect(engineText(h) == "let s = \"é😀y\"\n")
    }

    @Test func rangesPastTheEndAreClamped() {
        let h = Harness()
        h.initialize()
        h.open(uri, "ab\ncd\n")
        h.change(uri, version: 2, [["range": range(0, 99, 0, 99), "text": "!"]])   // past the line's end: at its end
        h.change(uri, version: 3, [["range": range(50, 0, 60, 3), "text": "tail"]]) // past the last line: at the text's end
        #expect(engineText(h) == "ab!\ncd\ntail")
    }

    @Test func aChangeWithALowerOrEqualVersionIsIgnoredAndLogged() {
        let h = Harness()
        h.initialize()
        h.open(uri, "one\n", version: 5)
        h.change(uri, version: 5, [["text": "two\n"]])
        h.change(uri, version: 4, [["text": "three\n"]])
        #expect(engineText(h) == "one\n")
        #expect(h.outbox.notifications("window/logMessage").count == 2)
        h.change(uri, version: 6, [["text": "four\n"]])
        #expect(engineText(h) == "four\n")
    }

    @Test func aChangeToADocumentThatIsNotOpenIsIgnoredAndLogged() {
        let h = Harness()
        h.initialize()
        h.change("file:///tmp/Other.swift", version: 2, [["text": "x"]])
        let log = h.outbox.notifications("window/logMessage").last?.at("params", "message")?.stringValue ?? ""
        #expect(log.contains("not open"))
        #expect(h.request("shutdown")["result"] == .null)
    }

    @Test func aBadChangeLeavesTheDocumentUntouched() {
        let h = Harness()
        h.initialize()
        h.open(uri, "keep\n")
        // The second change is malformed: the whole notification is rejected, not half applied.
        h.change(uri, version: 2, [["range": range(0, 0, 0, 0), "text": "x"], ["range": range(0, 0, 0, 0)]])
        #expect(engineText(h) == "keep\n")
    }

    @Test func closingForgetsTheDocument() {
        let h = Harness()
        h.initialize()
        h.open(uri, "x\n")
        h.notify("textDocument/didClose", ["textDocument": doc(uri)])
        #expect(h.request("textDocument/documentSymbol", ["textDocument": doc(uri)]).at("error", "code") == -32602)
    }

    @Test func uriPercentDecoding() {
        #expect(DocumentSnapshot.path(fromURI: "file:///a%20b/c%C3%A9.swift") == "/a b/cé.swift")
        #expect(DocumentSnapshot.path(fromURI: "file://localhost/x.swift") == "/x.swift")
        #expect(DocumentSnapshot.path(fromURI: "untitled:Untitled-1") == "untitled:Untitled-1")
        #expect(DocumentSnapshot.uri(fromPath: "/a b/cé.swift") == "file:///a%20b/c%C3%A9.swift")
    }
}

@Suite("Snapshots: the ASCII fast path agrees with the general conversion")
struct SnapshotTests {
    @Test func asciiDetection() {
        #expect(DocumentSnapshot(uri: "u", version: 1, text: Array("let a = 1\r\nlet b = 2\n".utf8)).isASCII)
        #expect(!DocumentSnapshot(uri: "u", version: 1, text: Array("let a = 1 // é and more than eight bytes".utf8)).isASCII)
        #expect(!DocumentSnapshot(uri: "u", version: 1, text: [0x61, 0xFF]).isASCII)
        #expect(DocumentSnapshot(uri: "u", version: 1, text: []).isASCII)
    }

    @Test func asciiPositionsMatchEveryEncoding() {
        let text = Array("struct A {\r\n    func f() {}\n}\r// end".utf8)
        let snapshot = DocumentSnapshot(uri: "u", version: 1, text: text)
        for offset in 0...text.count {
            for encoding in [PositionEncoding.utf16, .utf32] {
                let p = snapshot.lines.position(of: offset, encoding: encoding)
                #expect(snapshot.position(of: offset, encoding: encoding) == LSPPosition(line: p.line, character: p.column))
                #expect(snapshot.offset(of: LSPPosition(line: p.line, character: p.column), encoding: encoding)
                        == snapshot.lines.offset(line: p.line, column: p.column, encoding: encoding))
            }
        }
    }
}
