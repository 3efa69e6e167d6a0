// The editor stubs a document in its package's language mode, as the CLI does: read from the nearest
// `Package.swift` above the file (`LanguageModes`). In Swift 4 mode an optional `let` stays stored.

import Foundation
import Testing
@testable import StubbleLSP

@Suite("LSP: a document is stubbed in its package's language mode")
struct LanguageModeLSPTests {
    let text = "struct Walker {\n    let root: String\n    let depth: Int?\n}\n"

    func stubbed(manifest: String) throws -> String? {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-mode-\(UUID().uuidString)").path
        let root = package + "/Sources/App"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: package) }
        try manifest.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        let path = root + "/Walker.swift"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let uri = DocumentSnapshot.uri(fromPath: path)
        let h = EngineHarness(folders: [root])
        h.open(uri, text)
        let make = h.actions(uri, line: 0, character: 8, only: ["refactor.rewrite"]).first { $0["title"] == "Make 'Walker' stubbable" }
        return make.map { apply($0["edit"]?.at("changes", uri), to: text) }
    }

    @Test func anOptionalLetOfASwift4PackageStaysStored() throws {
        let old = try #require(try stubbed(manifest: "// swift-tools-version:4.2\nimport PackageDescription\n"))
        #expect(old.contains("    let depth: Int?\n"), "kept stored in Swift 4 mode")
        #expect(old.contains("var root: String { // stubble"))
        let modern = try #require(try stubbed(manifest: "// swift-tools-version:5.9\nimport PackageDescription\n"))
        #expect(modern.contains("var depth: Optional<Int> { // stubble"))
    }
}
