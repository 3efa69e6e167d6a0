import Testing
@testable import StubbleLSP

/// A reference document kept as UTF-16 code units, the way a UTF-16 client (VS Code) keeps it.
struct ReferenceDocument {
    var units: [UInt16]

    var text: String { String(decoding: units, as: UTF16.self) }

    /// (line, character) of a UTF-16 index; lines end at "\n", "\r\n" or "\r".
    func position(of index: Int) -> (Int, Int) {
        var line = 0, lineStart = 0, i = 0
        while i < index {
            if units[i] == 0x0D, i + 1 < units.count, units[i + 1] == 0x0A {
                i += 2
                if i <= index { line += 1; lineStart = i }
                continue
            }
            if units[i] == 0x0A || units[i] == 0x0D { line += 1; lineStart = i + 1 }
            i += 1
        }
        return (line, index - lineStart)
    }

    /// Indices a client could put a cursor at: not inside a surrogate pair nor between "\r" and "\n".
    func isBoundary(_ index: Int) -> Bool {
        guard index > 0, index < units.count else { return true }
        if UTF16.isTrailSurrogate(units[index]) { return false }
        if units[index] == 0x0A, units[index - 1] == 0x0D { return false }
        return true
    }
}

/// A small deterministic generator (tests must not depend on the run).
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// What a client sends and what the server must then hold: edits are generated on the client's copy (UTF-16
/// code units), sent as `didChange` (ranges in the negotiated encoding), and applied to the copy.
struct StormClient {
    var reference: ReferenceDocument
    let encoding: String
    var rng: SplitMix64

    /// Small insertions: words, line breaks of every kind, multi-byte and astral characters.
    static let pieces = ["a", "func x() {}\n", "é", "😀", "\r\n", "\n", "\r", "  ", "漢字", "\t// c\n", "", "𝄞", "stale", "e\u{301}"]
    /// Whole files pasted at once (one with CRLF line ends, one with multi-byte text on every line).
    static let pastes = [
        "import Foundation\n\n// @Stubbable\nfinal class RosterService {\n    /// Fetches every student.\n    func fetchStudents(in course: String) async throws -> [String] {\n        return [\"é\", \"😀\"]\n    }\n    var count: Int = 0\n}\n",
        (0..<40).map { "let v\($0) = \"漢字😀\($0)\" // stale 𝄞\r\n" }.joined(),
        String(repeating: "struct S { let x = 1 }\r", count: 30),
    ]

    init(text: String, encoding: String, seed: UInt64) {
        reference = ReferenceDocument(units: Array(text.utf16))
        self.encoding = encoding
        rng = SplitMix64(state: seed)
    }

    func lspPosition(_ index: Int) -> JSONValue {
        let (line, character) = reference.position(of: index)
        guard encoding == "utf-8" else { return position(line, character) }
        // Convert the UTF-16 column to bytes for a UTF-8 client.
        let lineStart = index - character
        let bytes = String(decoding: reference.units[lineStart..<index], as: UTF16.self).utf8.count
        return position(line, bytes)
    }

    /// A cursor position next to a non-ASCII character (before or after it), when there is one near `index`.
    mutating func nearMultiByte(_ index: Int) -> Int {
        let units = reference.units
        var i = index
        while i < units.count, i < index + 64, units[i] < 0x80 { i += 1 }
        guard i < units.count, units[i] >= 0x80 else { return index }
        if Bool.random(using: &rng) { return i }  // right before it
        return UTF16.isLeadSurrogate(units[i]) ? min(i + 2, units.count) : i + 1  // right after it
    }

    /// One content change of a random kind, applied to the reference; returns its JSON.
    mutating func randomChange() -> JSONValue {
        let count = reference.units.count
        func boundary(_ index: Int, down: Bool) -> Int {
            var i = min(max(index, 0), reference.units.count)
            while !reference.isBoundary(i) { i += down ? -1 : 1 }
            return i
        }
        var a = Int.random(in: 0...count, using: &rng)
        var b: Int
        var insert: String
        // Keep the document under about 16,000 units: past that, delete.
        switch count > 16_000 ? 2 : Int.random(in: 0..<20, using: &rng) {
        case 0:  // the whole text, without a range
            insert = Self.pastes.randomElement(using: &rng)! + (Bool.random(using: &rng) && count < 10_000 ? reference.text : "")
            reference.units = Array(insert.utf16)
            return ["text": .string(insert)]
        case 1:  // paste a whole file at a cursor
            b = a
            insert = Self.pastes.randomElement(using: &rng)!
        case 2:  // delete a large range (up to everything)
            a = Int.random(in: 0...count / 2, using: &rng)
            b = Int.random(in: a...count, using: &rng)
            insert = ""
        case 3, 4, 5:  // edges right next to multi-byte and astral characters
            a = nearMultiByte(a)
            b = Bool.random(using: &rng) ? a : nearMultiByte(min(count, a + Int.random(in: 0...6, using: &rng)))
            insert = Self.pieces.randomElement(using: &rng)!
        default:  // small edits
            b = Int.random(in: a...min(count, a + 8), using: &rng)
            insert = (0..<Int.random(in: 0...2, using: &rng)).map { _ in Self.pieces.randomElement(using: &rng)! }.joined()
        }
        a = boundary(a, down: true)
        b = max(a, boundary(b, down: false))
        let change: JSONValue = ["range": ["start": lspPosition(a), "end": lspPosition(b)], "text": .string(insert)]
        reference.units.replaceSubrange(a..<b, with: Array(insert.utf16))
        return change
    }
}

@Suite("Editing storms: random incremental edits keep the server's document identical to the client's")
struct EditingStormTests {
    /// `edits` didChange notifications, each of 1 to 3 changes. After every one the server's document (text,
    /// version, line starts) equals one rebuilt from scratch from the client's copy; every 50 edits, and at the
    /// end, its published diagnostics equal those a fresh server publishes for the same text.
    func storm(encoding: String, seed: UInt64, edits: Int) {
        let h = Harness()
        h.initialize(clientCapabilities(encodings: [encoding]))
        let uri = "file:///tmp/Storm.swift"
        var client = StormClient(text: "struct S {\r\n  let é = \"😀\"\n}\r", encoding: encoding, seed: seed)
        h.open(uri, client.reference.text)
        for version in 2...(edits + 1) {
            let changes = (0..<Int.random(in: 1...3, using: &client.rng)).map { _ in client.randomChange() }
            h.server.handle(message: ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes)]])
            let expected = DocumentSnapshot(uri: uri, version: version, text: Array(client.reference.text.utf8))
            guard let actual = try? h.server.snapshot(uri) else {
                Issue.record("the document is no longer open after edit \(version)")
                return
            }
            if actual.text != expected.text || actual.version != version || actual.lines.lineStarts != expected.lines.lineStarts
                || actual.isASCII != expected.isASCII {
                Issue.record("after edit \(version) (\(changes)) the server holds \(String(decoding: actual.text, as: UTF8.self).debugDescription), the client \(client.reference.text.debugDescription)")
                return
            }
            if version % 50 == 0 || version == edits + 1 {
                h.server.waitUntilIdle()
                let fresh = Harness()
                fresh.initialize(clientCapabilities(encodings: [encoding]))
                fresh.open(uri, client.reference.text, version: version)
                let pushed = h.lastDiagnostics(uri)
                #expect(pushed?["version"] == .int(version))
                #expect(pushed?["diagnostics"] == fresh.lastDiagnostics(uri)?["diagnostics"], "diagnostics after edit \(version)")
            }
        }
        _ = h.request("textDocument/documentSymbol", ["textDocument": doc(uri)])
        #expect(h.service.lastText("/tmp/Storm.swift") == client.reference.text)
    }

    @Test func utf16Client() { storm(encoding: "utf-16", seed: 1, edits: 2000) }
    @Test func utf8Client() { storm(encoding: "utf-8", seed: 2, edits: 2000) }

    /// The same storm through the real engine: after every edit, the diagnostics the server published for
    /// that version are the ones a fresh server publishes when it opens the client's text (so the incremental
    /// path never diverges from a fresh parse). The text starts as a stubbed file, so edits break and mend stubs.
    @Test(arguments: ["utf-16", "utf-8"]) func realEngine(encoding: String) {
        let start = StormClient.pastes[0]
        var client = StormClient(text: start, encoding: encoding, seed: encoding == "utf-8" ? 11 : 12)
        let uri = "file:///tmp/StormEngine.swift"
        let server = StormEngineServer(encoding: encoding)
        server.open(uri, client.reference.text, version: 1)
        var withFindings = 0
        for version in 2...301 {
            let changes = (0..<Int.random(in: 1...2, using: &client.rng)).map { _ in client.randomChange() }
            server.change(uri, version: version, changes)
            let fresh = StormEngineServer(encoding: encoding)
            fresh.open(uri, client.reference.text, version: version)
            let pushed = server.lastDiagnostics(uri)
            #expect(pushed?["version"] == .int(version))
            let expected = fresh.lastDiagnostics(uri)?["diagnostics"]
            #expect(pushed?["diagnostics"] == expected, "diagnostics after edit \(version)")
            if let list = expected?.arrayValue, !list.isEmpty { withFindings += 1 }
        }
        #expect(withFindings > 0, "some edits left stale or broken stubs to report")
    }
}

/// An in-process server over the real engine (`EngineService`), for comparisons with a fresh parse.
final class StormEngineServer: @unchecked Sendable {
    let outbox = Outbox()
    let server: LanguageServer

    init(encoding: String) {
        let outbox = self.outbox
        server = LanguageServer(service: EngineService(), version: "test") { outbox.append($0) }
        server.handle(message: ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [
            "processId": nil, "rootUri": nil, "capabilities": clientCapabilities(encodings: [encoding])]])
        server.handle(message: ["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        server.waitUntilIdle()
    }

    func open(_ uri: String, _ text: String, version: Int) {
        server.handle(message: ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": .string(uri), "languageId": "swift", "version": .int(version), "text": .string(text)]]])
        server.waitUntilIdle()
    }

    func change(_ uri: String, version: Int, _ changes: [JSONValue]) {
        server.handle(message: ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes)]])
        server.waitUntilIdle()
    }

    func lastDiagnostics(_ uri: String) -> JSONValue? {
        outbox.notifications("textDocument/publishDiagnostics").last { $0.at("params", "uri") == .string(uri) }?["params"]
    }
}
