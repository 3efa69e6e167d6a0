import Foundation
import Testing
@testable import StubbleLSP
import StubbleEngine

@Suite("Workspace command, progress, settings, tracing")
struct WorkspaceTests {
    func temporaryWorkspace(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-lsp-\(UUID().uuidString)").path
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// A file opened outside any project has its whole folder as its module (a home folder, `/tmp`): the walk
    /// that lists it stops after a bounded number of entries, and the file system's root is never walked.
    @Test func listingAFolderIsBoundedAndNeverWalksTheRoot() throws {
        var files: [String: String] = [:]
        for i in 0..<40 { files["Deep/Folder\(i % 4)/File\(i).swift"] = "let x\(i) = \(i)\n" }
        let root = try temporaryWorkspace(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(WorkspaceFiles.swiftFiles(under: [root], limit: 1_000).count == 40)
        #expect(WorkspaceFiles.swiftFiles(under: [root], limit: 10).count == 10)
        // Entries looked at, folders included: far fewer than 40 files are found within 12 of them.
        let bounded = WorkspaceFiles.swiftFiles(under: [root], limit: 1_000, visitLimit: 12)
        #expect(!bounded.isEmpty && bounded.count < 12)
        #expect(WorkspaceFiles.swiftFiles(under: ["/"], limit: 1_000).isEmpty)
        #expect(WorkspaceFiles.swiftFiles(under: [""], limit: 1_000).isEmpty)
        #expect(WorkspaceFiles.swiftFiles(under: ["//"], limit: 1_000).isEmpty)
    }

    /// The walk reads each entry's kind from its folder's listing. A symbolic link is neither followed nor
    /// listed by the walk, whether it points at a folder or at a file; the files right in a loose folder count
    /// a link to a file as the file, and never a folder named like one.
    @Test func symbolicLinksAreNotWalkedAndALinkToAFileInALooseFolderIsAFile() throws {
        let root = try temporaryWorkspace([
            "Tree/Real/A.swift": "struct A {}\n", "Outside/B.swift": "struct B {}\n",
            "Loose/C.swift": "struct C {}\n", "Loose/Folder.swift/D.swift": "struct D {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: root + "/Tree/LinkedFolder", withDestinationPath: root + "/Outside")
        try fm.createSymbolicLink(atPath: root + "/Tree/Linked.swift", withDestinationPath: root + "/Outside/B.swift")
        try fm.createSymbolicLink(atPath: root + "/Loose/Link.swift", withDestinationPath: root + "/Outside/B.swift")
        try fm.createSymbolicLink(atPath: root + "/Loose/LinkToFolder.swift", withDestinationPath: root + "/Outside")
        #expect(WorkspaceFiles.swiftFiles(under: [root + "/Tree"], limit: 1_000) == [root + "/Tree/Real/A.swift"])
        #expect(WorkspaceFiles.swiftFilesDirectlyIn(root + "/Loose") == [root + "/Loose/C.swift", root + "/Loose/Link.swift"])
    }

    /// A module is what `Engine.moduleKey` says, as the CLI reads it: a SwiftPM target folder with its
    /// subfolders; any other folder with only the files right in it (its subfolders are modules of their own).
    /// Walking a loose folder whole put `/tmp/x/Other.swift`'s types into the view of `/tmp/Service.swift`.
    @Test func aModulesFilesAreTheFilesOfItsKey() throws {
        let root = try temporaryWorkspace([
            "Loose/A.swift": "struct A {}\n", "Loose/B.swift": "struct B {}\n", "Loose/Sub/C.swift": "struct C {}\n",
            "Loose/notes.txt": "x\n", "Loose/.Hidden.swift": "x\n",
            "Pkg/Sources/Lib/D.swift": "struct D {}\n", "Pkg/Sources/Lib/Deep/E.swift": "struct E {}\n",
            "Pkg/Sources/Lib/.build/F.swift": "struct F {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let names = { (paths: [String]) in paths.map { String($0.dropFirst(root.count + 1)) } }
        #expect(names(WorkspaceFiles.moduleFiles(root + "/Loose", limit: 100)) == ["Loose/A.swift", "Loose/B.swift"])
        #expect(names(WorkspaceFiles.moduleFiles(root + "/Loose", limit: 1)) == ["Loose/A.swift"])
        #expect(names(WorkspaceFiles.moduleFiles(root + "/Pkg/Sources/Lib", limit: 100)) == ["Pkg/Sources/Lib/D.swift", "Pkg/Sources/Lib/Deep/E.swift"])
        #expect(WorkspaceFiles.moduleFiles("/", limit: 100).isEmpty)
        // The rule, the CLI's too: a target folder right under `Sources` or `Tests` spans its subfolders.
        #expect(Engine.moduleSpansSubfolders("/p/Sources/Lib") && Engine.moduleSpansSubfolders("/p/Tests/LibTests"))
        #expect(!Engine.moduleSpansSubfolders("/p/Sources") && !Engine.moduleSpansSubfolders("/tmp") && !Engine.moduleSpansSubfolders("/p/Sources/Lib/Deep"))
    }

    @Test func refreshWorkspaceAppliesOneEditForEveryStaleFileWithProgress() throws {
        let root = try temporaryWorkspace([
            "Sources/A.swift": "let a = stale\n",
            "Sources/B.swift": "let b = fine\n",
            "Sources/Deep/C.swift": "stale stale\n",
            ".build/D.swift": "stale\n",        // build products are skipped
            "Sources/notes.txt": "stale\n",     // not Swift
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let h = Harness()
        h.clientAnswers["workspace/applyEdit"] = ["applied": true]
        h.initialize(clientCapabilities(documentChanges: true, progress: true), folders: [root])
        h.clientAnswers["window/workDoneProgress/create"] = .null
        // The open, unsaved text of A wins over the file on disk.
        h.open(DocumentSnapshot.uri(fromPath: root + "/Sources/A.swift"), "let a = stale // edited\n", version: 4)
        let result = h.request("workspace/executeCommand", ["command": "stubble.refreshWorkspace", "arguments": []])["result"]
        #expect(result == ["filesScanned": 3, "filesChanged": 2, "applied": true])

        let apply = h.outbox.requests("workspace/applyEdit").first
        let changes = apply?.at("params", "edit", "documentChanges")?.arrayValue ?? []
        #expect(changes.map { $0.at("textDocument", "uri") } == [
            .string(DocumentSnapshot.uri(fromPath: root + "/Sources/A.swift")),
            .string(DocumentSnapshot.uri(fromPath: root + "/Sources/Deep/C.swift")),
        ])
        #expect(changes.map { $0.at("textDocument", "version") } == [.int(4), .null] as [JSONValue?], "open documents are versioned; files on disk are not")
        #expect(changes.last?["edits"]?.arrayValue?.count == 2)

        let token = h.outbox.requests("window/workDoneProgress/create").first?.at("params", "token")
        #expect(token != nil)
        let kinds = h.outbox.notifications("$/progress").filter { $0.at("params", "token") == token }.map { $0.at("params", "value", "kind") }
        #expect(kinds.first == "begin")
        #expect(kinds.last == "end")
    }

    @Test func aClientTokenIsUsedForProgress() throws {
        let root = try temporaryWorkspace(["A.swift": "stale\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let h = Harness()
        h.clientAnswers["workspace/applyEdit"] = ["applied": true]
        h.initialize(clientCapabilities(), folders: [root])
        _ = h.request("workspace/executeCommand", ["command": "stubble.refreshWorkspace", "workDoneToken": "t1"])
        #expect(h.outbox.requests("window/workDoneProgress/create").isEmpty)
        #expect(h.outbox.notifications("$/progress").allSatisfy { $0.at("params", "token") == "t1" })
        #expect(h.outbox.notifications("$/progress").count == 3)
        #expect(h.outbox.requests("workspace/applyEdit").first?.at("params", "edit", "changes") != nil)
    }

    @Test func nothingStaleMeansNoEdit() throws {
        let root = try temporaryWorkspace(["A.swift": "fine\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let h = Harness()
        h.initialize(clientCapabilities(), folders: [root])
        let result = h.request("workspace/executeCommand", ["command": "stubble.refreshWorkspace"])["result"]
        #expect(result == ["filesScanned": 1, "filesChanged": 0, "applied": true])
        #expect(h.outbox.requests("workspace/applyEdit").isEmpty)
    }

    @Test func settingsComeFromInitializationOptionsAndConfigurationChanges() {
        let h = Harness()
        h.initialize(options: ["stubble": ["condition": "DEBUG", "strictMocks": true]])
        h.open("file:///tmp/S.swift", "x\n")
        #expect(h.service.settingsSeen.last?.condition == "DEBUG")
        #expect(h.service.settingsSeen.last?.strictMocks == true)
        h.notify("workspace/didChangeConfiguration", ["settings": ["stubble": ["condition": "none"]]])
        #expect(h.service.settingsSeen.last?.condition == nil, "diagnostics are recomputed with the new settings")
        #expect(h.service.settingsSeen.last?.strictMocks == true, "settings not mentioned are kept")
    }

    @Test func configurationIsPulledWhenTheClientSendsNoSettings() {
        let h = Harness()
        h.clientAnswers["workspace/configuration"] = [["condition": "TESTING"]]
        h.initialize(clientCapabilities(configuration: true))
        h.open("file:///tmp/S.swift", "x\n")
        h.notify("workspace/didChangeConfiguration", ["settings": nil])
        for _ in 0..<200 where h.service.settingsSeen.last?.condition != "TESTING" { Thread.sleep(forTimeInterval: 0.01) }
        h.server.waitUntilIdle()
        #expect(h.service.settingsSeen.last?.condition == "TESTING")
    }

    @Test func setTraceTurnsOnLogTrace() {
        let h = Harness()
        h.initialize()
        h.open("file:///tmp/T.swift", "x\n")
        #expect(h.outbox.notifications("$/logTrace").isEmpty)
        h.notify("$/setTrace", ["value": "verbose"])
        _ = h.request("textDocument/documentSymbol", ["textDocument": doc("file:///tmp/T.swift")], id: 77)
        let trace = h.outbox.notifications("$/logTrace").last?["params"]
        #expect(trace?["message"] == "Received request 'textDocument/documentSymbol - (77)'.")
        #expect(trace?["verbose"]?.stringValue?.contains("T.swift") == true)
        h.notify("$/setTrace", ["value": "off"])
        let count = h.outbox.notifications("$/logTrace").count
        _ = h.request("shutdown")
        #expect(h.outbox.notifications("$/logTrace").count == count)
    }
}
