// Documents as editors may send them: with a UTF-8 byte-order mark, or with CRLF or CR line breaks. The
// real engine reads their plain text; the server only ever sees the document's own offsets, so positions
// after a mark are right in every encoding, and edits keep the document's line breaks.

import Foundation
import Testing
import StubbleSyntax
import StubbleEngine
@testable import StubbleLSP

@Suite("LSP: byte-order mark and line breaks in documents")
struct FileFormLSPTests {
    let service = EngineService()
    let settings = StubbleSettings()

    /// The document with `edits` applied (byte offsets of the document itself).
    func applying(_ edits: [TextEdit], to text: [UInt8]) -> [UInt8] {
        var out = text
        for e in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            out.replaceSubrange(e.range, with: Array(e.newText.utf8))
        }
        return out
    }

    @Test("After a byte-order mark, a finding's position is right in every encoding", arguments: PositionEncoding.allCases)
    func positionsAfterAByteOrderMark(_ encoding: PositionEncoding) throws {
        // "é" is 2 bytes in UTF-8 and one unit in UTF-16 and UTF-32; the mark is 3, 1 and 1.
        let text: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("// é\n// @Stubbable\nfinal class Café {\n    func brühe() -> Int { 1 }\n}\n".utf8)
        let snapshot = DocumentSnapshot(uri: "file:///tmp/Cafe.swift", version: 1, text: text)
        let findings = service.diagnose(path: snapshot.path, text: text, settings: settings)
        // (The class has a finding of its own too: its mirror is not written either.)
        let notWritten = try #require(findings.first { $0.code == "stubble.notExpanded" && $0.message.contains("brühe") }, "\(findings.map(\.message))")
        // The finding names the method: `brühe` on line 3 (0-based), after `    func `.
        #expect(String(decoding: text[notWritten.range], as: UTF8.self) == "brühe")
        let range = snapshot.lspRange(of: notWritten.range, encoding: encoding)
        let width = encoding == .utf8 ? 6 : 5
        #expect(range == LSPRange(start: LSPPosition(line: 3, character: 9), end: LSPPosition(line: 3, character: 9 + width)))
        // The mark itself is on line 0: a position on line 0 counts it.
        let markWidth = encoding == .utf8 ? 3 : 1
        #expect(snapshot.position(of: 3, encoding: encoding) == LSPPosition(line: 0, character: markWidth))
        // Its quick fix writes the stubs after the mark, which stays first.
        let fix = try #require(notWritten.fixes.first)
        let fixed = applying(fix.edits, to: text)
        #expect(Array(fixed.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(String(decoding: fixed, as: UTF8.self).contains("var _brühe: (() -> Int)? = nil // stubble"))
        #expect(service.diagnose(path: snapshot.path, text: fixed, settings: settings).isEmpty)
    }

    @Test("Make stubbable in a CRLF document writes CRLF lines; refresh and remove keep the document's bytes", arguments: ["\r\n", "\r"])
    func actionsKeepTheDocumentsLineBreaks(_ br: String) throws {
        let text = Array(["final class Service {", "    func load() -> Int {", "        1", "    }", "}", ""].joined(separator: br).utf8)
        let make = try #require(service.actions(path: "/tmp/Service.swift", text: text, range: 12..<12, settings: settings)
            .first { $0.title.hasPrefix("Make 'Service' stubbable") })
        let stubbed = applying(make.edits, to: text)
        let stubbedText = String(decoding: stubbed, as: UTF8.self)
        #expect(stubbedText.contains("// stubble" + br))
        let other = br == "\r\n" ? "// stubble\n" : "\n"
        #expect(!stubbedText.contains(other), "no line break of another kind: \(stubbedText.debugDescription)")
        #expect(service.diagnose(path: "/tmp/Service.swift", text: stubbed, settings: settings).isEmpty)
        #expect(service.fixAll(path: "/tmp/Service.swift", text: stubbed, settings: settings).isEmpty, "a fresh file needs no refresh")
        // Remove, at the class name in the stubbed document.
        let name = try #require(stubbedText.utf8.firstIndex(of: UInt8(ascii: "S")).map { stubbedText.utf8.distance(from: stubbedText.utf8.startIndex, to: $0) })
        let remove = try #require(service.actions(path: "/tmp/Service.swift", text: stubbed, range: name..<name, settings: settings)
            .first { $0.title.hasPrefix("Remove stubs") })
        #expect(applying(remove.edits, to: stubbed) == text)
    }
}
