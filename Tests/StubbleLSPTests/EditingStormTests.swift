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

@Suite("Editing storms: random incremental edits keep the server's text identical to the client's")
struct EditingStormTests {
    static let pieces = ["a", "func x() {}\n", "é", "😀", "\r\n", "\n", "\r", "  ", "漢字", "\t// c\n", ""]

    func storm(encoding: String, seed: UInt64, edits: Int) {
        let h = Harness()
        h.initialize(clientCapabilities(encodings: [encoding]))
        let uri = "file:///tmp/Storm.swift"
        var reference = ReferenceDocument(units: Array("struct S {\r\n  let é = \"😀\"\n}\r".utf16))
        h.open(uri, reference.text)
        var rng = SplitMix64(state: seed)
        for version in 2...(edits + 1) {
            var a = Int.random(in: 0...reference.units.count, using: &rng)
            var b = Int.random(in: a...min(reference.units.count, a + 8), using: &rng)
            while !reference.isBoundary(a) { a -= 1 }
            while !reference.isBoundary(b) { b += 1 }
            let insert = (0..<Int.random(in: 0...2, using: &rng)).map { _ in Self.pieces.randomElement(using: &rng)! }.joined()
            func lspPosition(_ index: Int) -> JSONValue {
                let (line, character) = reference.position(of: index)
                guard encoding == "utf-8" else { return position(line, character) }
                // Convert the UTF-16 column to bytes for a UTF-8 client.
                let lineStart = index - character
                let bytes = String(decoding: reference.units[lineStart..<index], as: UTF16.self).utf8.count
                return position(line, bytes)
            }
            let change: JSONValue = ["range": ["start": lspPosition(a), "end": lspPosition(b)], "text": .string(insert)]
            reference.units.replaceSubrange(a..<b, with: Array(insert.utf16))
            h.server.handle(message: ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [change]]])
        }
        _ = h.request("textDocument/documentSymbol", ["textDocument": doc(uri)])
        #expect(h.service.lastText("/tmp/Storm.swift") == reference.text)
        #expect(h.lastDiagnostics(uri)?["version"] == .int(edits + 1))
    }

    @Test func utf16Client() { storm(encoding: "utf-16", seed: 1, edits: 2000) }
    @Test func utf8Client() { storm(encoding: "utf-8", seed: 2, edits: 2000) }
}
