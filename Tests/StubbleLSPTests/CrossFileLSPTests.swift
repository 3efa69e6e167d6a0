// An extension's stubs in the editor, with the real engine: "Make stubbable" on an extension whose type is
// declared in another file of the module writes the guards into the extension's document and the hooks
// into the type's file in one workspace edit; afterwards neither document has a finding. Inputs and
// expected outputs are the engine's cross-file fixture (Tests/StubbleEngineTests/Fixtures/CrossFile).

import Foundation
import Testing
@testable import StubbleLSP

let crossFileFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("StubbleEngineTests/Fixtures/CrossFile/extension-in-other-file")

@Suite("LSP: an extension's hooks in its type's file", .serialized)
struct CrossFileLSPTests {
    func fixture(_ part: String, _ name: String) throws -> String {
        try String(contentsOf: crossFileFixture.appendingPathComponent(part).appendingPathComponent(name), encoding: .utf8)
            .replacingOccurrences(of: "/*|*/", with: "")
    }

    @Test func makeStubbableOnAnExtensionEditsItsTypesFileToo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-xfile-\(UUID().uuidString)").path + "/Sources/App"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let typePath = root + "/RosterService.swift", extensionPath = root + "/RosterService+Counting.swift"
        try fixture("input", "RosterService.swift").write(toFile: typePath, atomically: true, encoding: .utf8)
        try fixture("input", "RosterService+Counting.swift").write(toFile: extensionPath, atomically: true, encoding: .utf8)
        let typeURI = DocumentSnapshot.uri(fromPath: typePath), extensionURI = DocumentSnapshot.uri(fromPath: extensionPath)

        for documentChanges in [false, true] {
            let h = EngineHarness(folders: [root], documentChanges: documentChanges)
            // Only the extension is open: the type's file is read from disk.
            h.open(extensionURI, try fixture("input", "RosterService+Counting.swift"))
            let make = h.actions(extensionURI, line: 0, character: 3, only: ["refactor.rewrite"]).first { $0["title"] == "Make 'RosterService' stubbable" }
            #expect(make != nil)
            let edit = make?["edit"]
            let typeEdits: JSONValue?, extensionEdits: JSONValue?
            if documentChanges {
                let changes = edit?["documentChanges"]?.arrayValue ?? []
                #expect(changes.map { $0.at("textDocument", "version") } == [.int(1), .null] as [JSONValue?], "the open document is versioned, the file on disk is not")
                extensionEdits = changes.first { $0.at("textDocument", "uri") == .string(extensionURI) }?["edits"]
                typeEdits = changes.first { $0.at("textDocument", "uri") == .string(typeURI) }?["edits"]
            } else {
                extensionEdits = edit?.at("changes", extensionURI)
                typeEdits = edit?.at("changes", typeURI)
            }
            #expect(apply(extensionEdits, to: try fixture("input", "RosterService+Counting.swift")) == (try fixture("expected", "RosterService+Counting.swift")))
            #expect(apply(typeEdits, to: try fixture("input", "RosterService.swift")) == (try fixture("expected", "RosterService.swift")))
        }

        // With both files stubbed, neither document reports anything; the type's document alone keeps the
        // extension's hooks too.
        try fixture("expected", "RosterService.swift").write(toFile: typePath, atomically: true, encoding: .utf8)
        let h = EngineHarness(folders: [root])
        h.open(extensionURI, try fixture("expected", "RosterService+Counting.swift"))
        h.open(typeURI, try fixture("expected", "RosterService.swift"))
        #expect(h.diagnostics(extensionURI).isEmpty)
        #expect(h.diagnostics(typeURI).isEmpty)
    }
}
