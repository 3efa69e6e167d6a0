// The language server's mock context keeps each file's facts (`MockContext.FileFacts`) with the file: a revision
// reads again only the open documents whose version changed and the disk files whose modification date or size
// did. The context must be the one made from the same files afresh.

import Foundation
import Testing
@testable import StubbleEngine
import StubbleSyntax
@testable import StubbleLSP

@Suite("LSP: the mock context's facts kept with each file", .serialized)
struct MockWorkspaceFactsTests {
    /// Everything a mock reads from a context, in a form to compare.
    func summary(_ c: MockContext) -> [String] {
        var out = c.files.map { "file " + String(decoding: $0.bytes, as: UTF8.self) }
        out += c.protocols.sorted { $0.key < $1.key }.map { "protocol \($0.key) \($0.value.declaration.name) \($0.value.declaration.nameRange) in \($0.value.file)" }
        out += ["names \(c.protocolNames.sorted())", "aliases \(c.typeAliases.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })",
                "equatable \(c.equatableTypes.sorted())", "mocked \(c.mockedProtocols.sorted())"]
        return out
    }

    /// The context made afresh from these texts, in this order (the files that may matter to mocks only, as the
    /// workspace reads the disk).
    func fresh(_ texts: [String]) -> [String] {
        summary(MockContext(files: texts.map { Array($0.utf8) }.filter(Engine.mayMatterToMocks).map { SourceFile($0) }))
    }

    @Test func aRevisionGivesTheContextMadeAfresh() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-facts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        var disk = [
            "A.swift": "protocol A {\n    func a(_ token: Token)\n}\n",
            "Alias.swift": "typealias Both = A & B\n",
            "B.swift": "protocol B {}\n",
            "Plain.swift": "let x = 1\n",
            "Token.swift": "struct Token: Hashable {\n    var value: Int\n}\n",
        ]
        for (name, text) in disk { try text.write(toFile: path(name), atomically: true, encoding: .utf8) }
        let workspace = MockWorkspace()
        func check(open: [String: (version: Int, text: String)], excluding: String, _ comment: Testing.Comment) {
            let documents = Dictionary(uniqueKeysWithValues: open.map { (path($0.key), (version: $0.value.version, text: Array($0.value.text.utf8))) })
            workspace.update(openDocuments: documents, folders: [folder.path])
            let expected = open.sorted { $0.key < $1.key }.filter { path($0.key) != excluding }.map(\.value.text)
                + disk.sorted { $0.key < $1.key }.filter { open[$0.key] == nil && path($0.key) != excluding }.map(\.value)
            let kept = summary(workspace.context(excluding: excluding))
            #expect(kept == fresh(expected), comment)
            // A workspace with nothing kept gives the same.
            let other = MockWorkspace()
            other.update(openDocuments: documents, folders: [folder.path])
            #expect(summary(other.context(excluding: excluding)) == kept, comment)
        }
        check(open: [:], excluding: "/nowhere.swift", "the disk alone")
        check(open: ["B.swift": (1, "protocol B {\n    func b()\n}\nenum Mode { case on, off }\n")], excluding: "/nowhere.swift", "an open document over its disk file")
        check(open: ["B.swift": (1, "protocol B {\n    func b()\n}\nenum Mode { case on, off }\n")], excluding: path("A.swift"), "the same files, one excluded")
        // A disk file changes (its size too) and the open document gets a new version.
        disk["Token.swift"] = "struct Token {\n    var value: Int\n}\n\nstruct Other: Equatable {}\n"
        try disk["Token.swift"]!.write(toFile: path("Token.swift"), atomically: true, encoding: .utf8)
        check(open: ["B.swift": (2, "protocol B: A {}\n")], excluding: "/nowhere.swift", "a changed disk file and a new version")
        // A closed document: its disk text again; a file that comes to matter to mocks.
        disk["Plain.swift"] = "let x = 1\nprotocol Late {}\n"
        try disk["Plain.swift"]!.write(toFile: path("Plain.swift"), atomically: true, encoding: .utf8)
        check(open: [:], excluding: "/nowhere.swift", "closed again")
    }
}
