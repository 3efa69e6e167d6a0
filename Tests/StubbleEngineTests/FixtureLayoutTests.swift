import Foundation
import Testing

// The runner picks up a case by its `input.swift` or `input/` folder. A folder that has neither is not a
// case the suites skip quietly: it is a mistake (a misspelt input, a case half moved), and fails here.
@Suite("Fixture folders are cases")
struct FixtureLayoutTests {
    /// The folders that hold cases rather than being one.
    static let dialects = ["CrossFile", "Migration", "MockRuns", "Mocks"]
    /// Not in the case format (see Fixtures/README.md).
    static let notCases = ["Peers"]

    static func folders(in root: URL) -> [String] {
        let items = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return items.filter { item in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root.appendingPathComponent(item).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }

    @Test(arguments: [""] + dialects)
    func everyFolderIsACase(_ dialect: String) {
        let root = dialect.isEmpty ? fixturesURL : fixturesURL.appendingPathComponent(dialect)
        let cases = Set(Fixture.names(in: root))
        let folders = Self.folders(in: root).filter { dialect.isEmpty ? !(Self.dialects + Self.notCases).contains($0) : true }
        #expect(!folders.isEmpty)
        for folder in folders {
            #expect(cases.contains(folder), "Fixtures/\(dialect.isEmpty ? "" : dialect + "/")\(folder) has neither input.swift nor input/")
        }
    }
}
