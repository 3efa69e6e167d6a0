// `DiagnosticCode` is the one list of the engine's diagnostic codes: README's table says the same, row by
// row, and every code the engine's sources write is on it.

import Foundation
import Testing
@testable import StubbleEngine

@Suite("Diagnostic codes: one list, and README's table says the same")
struct DiagnosticCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README's "Diagnostic codes" table: code, severity, meaning.
    func readmeRows() throws -> [(code: String, severity: String, meaning: String)] {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex(of: "| code | severity | meaning | fix |"))
        return lines[(header + 2)...].prefix { $0.hasPrefix("| `") }.map { line in
            // (No cell of the table holds a '|'.)
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            return (cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[2], cells[3])
        }
    }

    @Test func readmesTableListsEveryCodeWithItsSeverityAndMeaning() throws {
        let rows = try readmeRows()
        #expect(rows.map(\.code) == DiagnosticCode.allCases.map(\.rawValue))
        for (row, code) in zip(rows, DiagnosticCode.allCases) {
            #expect(row.severity == code.severity.stated, "\(code.rawValue)")
            #expect(row.severity.hasPrefix(code.severity.usual.rawValue), "\(code.rawValue)")
            #expect(row.meaning == code.doc, "\(code.rawValue)")
        }
    }

    @Test func everyCodeTheEngineWritesIsOnTheList() throws {
        let sources = Self.root.appendingPathComponent("Sources/StubbleEngine")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 10)
        let known = Set(DiagnosticCode.allCases.map(\.rawValue))
        var written: Set<String> = []
        let pattern = try NSRegularExpression(pattern: #""(stubble\.[A-Za-z]+)""#)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                written.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        #expect(written.subtracting(known).isEmpty, "codes written in the sources but not in DiagnosticCode")
        #expect(written.contains("stubble.outOfDate") && written.contains("stubble.unsupported"))
    }
}
