import Foundation
import Testing
@testable import StubbleEngine

/// A stub fixture with `findings.txt` documents what is reported on its expected output (`check`, the editor):
/// one finding a line, `LINE:COLUMN: SEVERITY: MESSAGE [CODE]`, in the file's order.
@Suite("Fixtures: findings on the expected output")
struct FixtureFindingsTests {
    static var names: [String] {
        fixtureNames().filter { FileManager.default.fileExists(atPath: fixturesURL.appendingPathComponent($0).appendingPathComponent("findings.txt").path) }
    }

    static func describe(_ findings: [Finding], in text: [UInt8]) -> String {
        findings.map { f -> String in
            let before = text[..<min(f.range.lowerBound, text.count)]
            let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            return "\(line):\(column): \(f.severity): \(f.message) [\(f.code)]\n"
        }.joined()
    }

    @Test("Findings on the expected output", arguments: names)
    func findings(_ name: String) throws {
        let f = try Fixture(name)
        let expected = try #require(try f.expected(), "\(name): no expected.swift")
        let bytes = expected
        let got = Self.describe(Stubbing.diagnose(bytes), in: bytes)
        let want = try String(contentsOf: f.dir.appendingPathComponent("findings.txt"), encoding: .utf8)
        #expect(got == want, "\(name)")
    }
}
