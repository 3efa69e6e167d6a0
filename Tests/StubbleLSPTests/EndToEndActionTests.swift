// End to end with the real engine: every kind of action, applied the way an editor applies it.
// Inputs and expected outputs are files under Tests/conformance/fixtures (shared with the pytest-lsp suite).

import Foundation
import StubbleSyntax
import Testing
@testable import StubbleLSP

let conformanceFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("conformance/fixtures")

func fixture(_ name: String) throws -> String {
    try String(contentsOf: conformanceFixtures.appendingPathComponent(name), encoding: .utf8)
}

/// Applies LSP text edits to a text, positions counted in `encoding` (UTF-16, as the sessions below
/// negotiate: the server prefers it whenever offered).
func apply(_ edits: JSONValue?, to text: String, encoding: PositionEncoding = .utf16) -> String {
    let lines = LineIndex(text)
    var spans: [(Range<Int>, String)] = []
    for edit in edits?.arrayValue ?? [] {
        guard let r = try? edit.range("range"), let newText = edit["newText"]?.stringValue else { continue }
        let start = lines.offset(line: r.start.line, column: r.start.character, encoding: encoding)
        let end = lines.offset(line: r.end.line, column: r.end.character, encoding: encoding)
        spans.append((start..<end, newText))
    }
    var bytes = Array(text.utf8)
    for (range, newText) in spans.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
        bytes.replaceSubrange(range, with: Array(newText.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
}

@Suite("End to end: every action of the real engine over pipes", .serialized)
struct EndToEndActionTests {
    final class Session {
        let server: ServerProcess
        var nextID = 100
        var versions: [String: Int] = [:]
        var texts: [String: String] = [:]

        init(folders: [URL] = []) throws {
            server = try ServerProcess()
            var params: [String: JSONValue] = ["processId": nil, "rootUri": nil,
                                               "capabilities": clientCapabilities(encodings: ["utf-8", "utf-16"])]
            params["workspaceFolders"] = .array(folders.map { ["uri": .string(DocumentSnapshot.uri(fromPath: $0.path)), "name": "w"] })
            _ = server.request(1, "initialize", .object(params))
            server.notify("initialized", [:])
        }

        func open(_ uri: String, _ text: String) {
            versions[uri] = 1
            texts[uri] = text
            server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
        }

        /// Replaces the document's text (one full-text change) and waits for its diagnostics.
        @discardableResult
        func change(_ uri: String, to text: String) -> [JSONValue] {
            let version = versions[uri, default: 1] + 1
            versions[uri] = version
            texts[uri] = text
            server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [["text": .string(text)]]])
            return diagnostics(uri)
        }

        func diagnostics(_ uri: String) -> [JSONValue] {
            let version = versions[uri, default: 1]
            return server.waitFor { $0["method"] == "textDocument/publishDiagnostics" && $0.at("params", "uri") == .string(uri)
                && $0.at("params", "version") == .int(version) }?.at("params", "diagnostics")?.arrayValue ?? []
        }

        func actions(_ uri: String, line: Int, character: Int, only: [String], diagnostics: [JSONValue] = []) -> [JSONValue] {
            nextID += 1
            return server.request(nextID, "textDocument/codeAction", [
                "textDocument": doc(uri), "range": range(line, character, line, character),
                "context": ["diagnostics": .array(diagnostics), "only": .array(only.map { .string($0) })],
            ])?["result"]?.arrayValue ?? []
        }

        /// Applies an action's inline edit to the document's text (the client's side of an edit).
        func applied(_ action: JSONValue?, _ uri: String) -> String {
            apply(action?.at("edit", "changes", uri), to: texts[uri] ?? "")
        }

        func close() -> Int32? {
            nextID += 1
            _ = server.request(nextID, "shutdown")
            server.notify("exit")
            return server.exitCode()
        }
    }

    let uri = "file:///tmp/stubble-e2e/Roster.swift"

    @Test func makeStubbableThenRemoveGivesBackTheOriginal() throws {
        let s = try Session()
        let original = try fixture("workspace/Roster.swift")
        s.open(uri, original)
        #expect(s.diagnostics(uri).isEmpty)
        let make = s.actions(uri, line: 2, character: 14, only: ["refactor"])
        #expect(make.map { $0["title"] } == ["Make 'RosterService' stubbable", "Make 'RosterService' stubbable with call recording"])
        #expect(make.first?["kind"] == "refactor.rewrite")
        let stubbed = s.applied(make.first, uri)
        #expect(stubbed == (try fixture("expected/Roster.stubbed.swift")))
        #expect(s.change(uri, to: stubbed).isEmpty, "freshly written stubs are up to date")

        let remove = s.actions(uri, line: 3, character: 14, only: ["refactor.rewrite"])
        #expect(remove.map { $0["title"] } == ["Remove stubs from 'RosterService'"])
        #expect(s.applied(remove.first, uri) == original)
        #expect(s.close() == 0)
    }

    @Test func refreshQuickFixAfterASignatureChange() throws {
        let s = try Session()
        s.open(uri, try fixture("workspace/Stale.swift"))
        let found = s.diagnostics(uri)
        #expect(found.map { $0["code"] } == ["stubble.outOfDate"])
        #expect(found.first?.at("data", "fixes")?.arrayValue?.isEmpty == false)
        let fixes = s.actions(uri, line: 0, character: 0, only: ["quickfix"], diagnostics: found)
        #expect(fixes.map { $0["title"] } == ["Refresh stubs"])
        #expect(fixes.first?["isPreferred"] == true)
        #expect(fixes.first?["diagnostics"] == .array(found))
        #expect(s.applied(fixes.first, uri) == (try fixture("expected/Roster.refreshed.swift")))

        let fixAll = s.actions(uri, line: 0, character: 0, only: ["source.fixAll.stubble"])
        #expect(fixAll.map { $0["kind"] } == ["source.fixAll.stubble"])
        #expect(s.applied(fixAll.first, uri) == (try fixture("expected/Roster.refreshed.swift")))
        #expect(s.close() == 0)
    }

    @Test func expandStubblesAttributeFormInPlace() throws {
        let s = try Session()
        let u = "file:///tmp/stubble-e2e/Attribute.swift"
        s.open(u, try fixture("actions/Attribute.swift"))
        let found = s.diagnostics(u)
        #expect(found.map { $0["code"] } == ["stubble.attributeForm"])
        #expect(found.first?["severity"] == 1)
        let fixes = s.actions(u, line: 2, character: 0, only: ["quickfix"], diagnostics: found)
        #expect(fixes.map { $0["title"] } == ["Expand in place"])
        #expect(s.applied(fixes.first, u) == (try fixture("expected/Attribute.expanded.swift")))
        #expect(s.close() == 0)
    }

    @Test func fixItForAPropertyWithoutAnExplicitType() throws {
        let s = try Session()
        let u = "file:///tmp/stubble-e2e/Settings.swift"
        s.open(u, try fixture("actions/Settings.swift"))
        let found = s.diagnostics(u)
        // The class's own stubs (its mirror), the property's hint, the method's stubs.
        #expect(found.map { $0["code"] } == ["stubble.notExpanded", "stubble.requiresExplicitType", "stubble.notExpanded"])
        #expect(found.map { $0["severity"] } == [2, 4, 2])
        let typeFix = s.actions(u, line: 2, character: 8, only: ["quickfix"], diagnostics: [found[1]])
        #expect(typeFix.map { $0["title"] } == ["Insert ': Retries' for 'retries'"])
        #expect(s.applied(typeFix.first, u) == (try fixture("expected/Settings.typed.swift")))
        let fixAll = s.actions(u, line: 0, character: 0, only: ["source"])
        #expect(s.applied(fixAll.first, u) == (try fixture("expected/Settings.fixed.swift")))
        #expect(s.close() == 0)
    }

    @Test func hoverOnAGeneratedHook() throws {
        let s = try Session()
        s.open(uri, try fixture("expected/Roster.stubbed.swift"))
        let hover = s.server.request(50, "textDocument/hover", ["textDocument": doc(uri), "position": position(4, 34)])?["result"]
        #expect(hover?.at("contents", "kind") == "markdown")
        #expect(hover?.at("contents", "value")?.stringValue?.contains("fetchStudents") == true)
        #expect(hover?["range"] == range(4, 32, 4, 46))
        #expect(s.server.request(51, "textDocument/hover", ["textDocument": doc(uri), "position": position(0, 2)])?["result"] == .null)
        #expect(s.close() == 0)
    }

    @Test func refreshWorkspaceCommand() throws {
        let s = try Session(folders: [conformanceFixtures.appendingPathComponent("workspace")])
        s.server.send(["jsonrpc": "2.0", "id": 60, "method": "workspace/executeCommand",
                       "params": ["command": "stubble.refreshWorkspace", "workDoneToken": "refresh"]])
        let applyEdit = s.server.waitFor { $0["method"] == "workspace/applyEdit" }
        let stale = conformanceFixtures.appendingPathComponent("workspace/Stale.swift").path
        let edits = applyEdit?.at("params", "edit", "changes", DocumentSnapshot.uri(fromPath: stale))
        #expect(apply(edits, to: try String(contentsOfFile: stale, encoding: .utf8)) == (try fixture("expected/Roster.refreshed.swift")))
        s.server.send(["jsonrpc": "2.0", "id": applyEdit?["id"] ?? nil, "result": ["applied": true]])
        #expect(s.server.response(60)?["result"] == ["filesScanned": 2, "filesChanged": 1, "applied": true])
        let progress = s.server.messages.filter { $0["method"] == "$/progress" }.map { $0.at("params", "value", "kind") }
        #expect(progress.first == "begin")
        #expect(progress.last == "end")
        #expect(s.close() == 0)
    }
}
