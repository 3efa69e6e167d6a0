// Protocol mocks in the editor, with the real engine: "Generate mock" on a protocol, the stale-mock warning
// and its "Regenerate mock" quick fix, fix-all refreshing a mock, and a protocol refining one declared in
// another open document or in a file of the workspace folder. Inputs and expected outputs are the files
// under Tests/Fixtures/Wiring (shared with the engine and CLI tests).

import Foundation
import Testing
@testable import StubbleLSP

let wiringFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Wiring")

func wiring(_ name: String) throws -> String {
    try String(contentsOf: wiringFixtures.appendingPathComponent(name), encoding: .utf8)
}

/// An in-process server running the real engine (`EngineService`), answering synchronously.
final class EngineHarness: @unchecked Sendable {
    let outbox = Outbox()
    var server: LanguageServer!
    private var nextID = 1
    var texts: [String: String] = [:]
    var versions: [String: Int] = [:]

    init(options: JSONValue? = nil, folders: [String] = [], pull: Bool = false, documentChanges: Bool = false, snippetEdits: Bool = false) {
        server = LanguageServer(service: EngineService(), version: "test") { [outbox] in outbox.append($0) }
        var capabilities = clientCapabilities(pull: pull, documentChanges: documentChanges)
        if snippetEdits, case .object(var all) = capabilities, case .object(var workspace)? = all["workspace"] {
            workspace["workspaceEdit"] = ["documentChanges": .bool(documentChanges), "snippetEditSupport": true]
            all["workspace"] = .object(workspace)
            capabilities = .object(all)
        }
        var params: [String: JSONValue] = ["processId": nil, "rootUri": nil, "capabilities": capabilities]
        if let options { params["initializationOptions"] = options }
        params["workspaceFolders"] = .array(folders.map { ["uri": .string(DocumentSnapshot.uri(fromPath: $0)), "name": "w"] })
        request("initialize", .object(params))
        notify("initialized", [:])
    }

    @discardableResult
    func request(_ method: String, _ params: JSONValue) -> JSONValue? {
        nextID += 1
        server.handle(message: ["jsonrpc": "2.0", "id": .int(nextID), "method": .string(method), "params": params])
        server.waitUntilIdle()
        return outbox.response(nextID)?["result"]
    }

    func notify(_ method: String, _ params: JSONValue) {
        server.handle(message: ["jsonrpc": "2.0", "method": .string(method), "params": params])
        server.waitUntilIdle()
    }

    func open(_ uri: String, _ text: String) {
        texts[uri] = text
        versions[uri] = 1
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
    }

    func change(_ uri: String, to text: String) {
        let version = versions[uri, default: 1] + 1
        versions[uri] = version
        texts[uri] = text
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)],
                                          "contentChanges": [["text": .string(text)]]])
    }

    /// The diagnostics last pushed for the document's current version.
    func diagnostics(_ uri: String) -> [JSONValue] {
        let version = versions[uri, default: 1]
        return outbox.notifications("textDocument/publishDiagnostics").last {
            $0.at("params", "uri") == .string(uri) && $0.at("params", "version") == .int(version)
        }?.at("params", "diagnostics")?.arrayValue ?? []
    }

    func actions(_ uri: String, line: Int, character: Int, only: [String], diagnostics: [JSONValue] = []) -> [JSONValue] {
        request("textDocument/codeAction", [
            "textDocument": doc(uri), "range": range(line, character, line, character),
            "context": ["diagnostics": .array(diagnostics), "only": .array(only.map { .string($0) })],
        ])?.arrayValue ?? []
    }

    func applied(_ action: JSONValue?, _ uri: String) -> String {
        apply(action?.at("edit", "changes", uri), to: texts[uri] ?? "")
    }
}

@Suite("LSP: protocol mocks through the engine", .serialized)
struct MockWiringLSPTests {
    let store = "file:///tmp/stubble-wiring/Store.swift"
    let cached = "file:///tmp/stubble-wiring/CachedStore.swift"

    @Test func generateMockOnAProtocol() throws {
        let h = EngineHarness()
        let uri = "file:///tmp/stubble-wiring/Clock.swift"
        h.open(uri, try wiring("generate/Clock.swift"))
        // The protocol is annotated '// @Stubbable': "Generate mock" is its error's quick fix, offered once
        // anywhere in the protocol, and it removes the annotation.
        let all = h.actions(uri, line: 4, character: 6, only: ["quickfix", "refactor.rewrite"])
        let generate = all.filter { $0["title"] == "Generate mock 'ClockMock'" }
        #expect(generate.count == 1)
        #expect(generate.first?["kind"] == "quickfix")
        #expect(h.applied(generate.first, uri) == (try wiring("generate.fixed/Clock.swift")))
    }

    @Test func stubbableOnAProtocolGetsGenerateMockAsItsQuickFix() throws {
        let h = EngineHarness()
        let uri = "file:///tmp/stubble-wiring/Clock.swift"
        h.open(uri, try wiring("generate/Clock.swift"))
        let found = h.diagnostics(uri)
        #expect(found.map { $0["code"] } == ["stubble.unsupportedType"])
        let fixes = h.actions(uri, line: 3, character: 9, only: ["quickfix"], diagnostics: found)
        #expect(fixes.map { $0["title"] } == ["Generate mock 'ClockMock'", "Remove '// @Stubbable'"])
        #expect(fixes.first?["isPreferred"] == true)
        #expect(h.applied(fixes.first, uri) == (try wiring("generate.fixed/Clock.swift")))
    }

    @Test func settingsReachGeneratedMocks() throws {
        let h = EngineHarness(options: ["stubble": ["mockCondition": "MOCKS", "strictMocks": true]])
        let uri = "file:///tmp/stubble-wiring/Clock.swift"
        h.open(uri, try wiring("generate/Clock.swift"))
        let generate = h.actions(uri, line: 4, character: 6, only: ["quickfix", "refactor.rewrite"]).first { $0["title"] == "Generate mock 'ClockMock'" }
        let text = h.applied(generate, uri)
        #expect(text.contains("#if MOCKS\nfinal class ClockMock: Clock {"))
        #expect(text.contains("// stubble:mock:begin Clock strict\n"))

        h.notify("workspace/didChangeConfiguration", ["settings": ["stubble": ["mockCondition": "none", "strictMocks": false]]])
        let plain = h.applied(h.actions(uri, line: 4, character: 6, only: ["quickfix", "refactor.rewrite"]).first { $0["title"] == "Generate mock 'ClockMock'" }, uri)
        #expect(!plain.contains("#if"))
        #expect(plain.contains("// stubble:mock:begin Clock\n"))
    }

    @Test func aStaleMockWhoseRefinedProtocolIsInAnotherOpenDocument() throws {
        let h = EngineHarness()
        h.open(cached, try wiring("stale-mock/CachedStore.swift"))
        // Alone, the refined protocol cannot be found.
        #expect(h.diagnostics(cached).map { $0["code"] } == ["stubble.mockRefinedProtocolNotFound"])
        // Opening the file that declares it re-diagnoses the mock's document.
        h.open(store, try wiring("stale-mock/Store.swift"))
        let found = h.diagnostics(cached)
        #expect(found.map { $0["code"] } == ["stubble.mockOutOfDate"])
        #expect(found.first?["severity"] == 2)
        #expect(found.first?["message"] == "'CachedStoreMock' no longer matches protocol 'CachedStore': 'save(_:id:)' added")
        #expect(found.first?["range"] == range(6, 12, 6, 27))

        let fixes = h.actions(cached, line: 6, character: 14, only: ["quickfix"], diagnostics: found)
        #expect(fixes.map { $0["title"] } == ["Regenerate mock 'CachedStoreMock'"])
        #expect(fixes.first?["isPreferred"] == true)
        let regenerated = h.applied(fixes.first, cached)
        #expect(regenerated == (try wiring("stale-mock.fixed/CachedStore.swift")))
        h.change(cached, to: regenerated)
        #expect(h.diagnostics(cached).isEmpty)

        // Editing the refined protocol back makes the mock stale again, without touching its document.
        h.change(store, to: "protocol Store {\n    func load(id: Int) async throws -> String\n}\n")
        #expect(h.diagnostics(cached).map { $0["message"] } == ["'CachedStoreMock' no longer matches protocol 'CachedStore': 'save(_:id:)' removed"])
    }

    @Test func pulledDiagnosticsOfAMockChangeWhenTheRefinedProtocolIsOpened() throws {
        let h = EngineHarness(pull: true)
        h.open(cached, try wiring("stale-mock/CachedStore.swift"))
        let first = h.request("textDocument/diagnostic", ["textDocument": doc(cached)])
        #expect(first?["items"]?.arrayValue?.map { $0["code"] } == ["stubble.mockRefinedProtocolNotFound"])
        h.open(store, try wiring("stale-mock/Store.swift"))
        let second = h.request("textDocument/diagnostic", ["textDocument": doc(cached), "previousResultId": first?["resultId"] ?? nil])
        #expect(second?["kind"] == "full")
        #expect(second?["items"]?.arrayValue?.map { $0["code"] } == ["stubble.mockOutOfDate"])
        let third = h.request("textDocument/diagnostic", ["textDocument": doc(cached), "previousResultId": second?["resultId"] ?? nil])
        #expect(third?["kind"] == "unchanged")
    }

    @Test func aRefinedProtocolInAWorkspaceFileOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-wiring-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: wiringFixtures.appendingPathComponent("stale-mock"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let h = EngineHarness(folders: [folder.path])
        let uri = DocumentSnapshot.uri(fromPath: folder.appendingPathComponent("CachedStore.swift").path)
        h.open(uri, try wiring("stale-mock/CachedStore.swift"))
        #expect(h.diagnostics(uri).map { $0["code"] } == ["stubble.mockOutOfDate"])
    }

    /// `equatable-elsewhere`: the mock's call record is `Equatable` because `Token.swift`, which declares no
    /// protocol, makes `Token` `Hashable`. On disk, that file is part of the mock context; open, a change of it
    /// re-diagnoses the mock's document.
    @Test func aRecordEquatableByAWorkspaceFileWithoutProtocols() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-wiring-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: wiringFixtures.appendingPathComponent("equatable-elsewhere"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledger = DocumentSnapshot.uri(fromPath: folder.appendingPathComponent("Ledger.swift").path)
        let token = DocumentSnapshot.uri(fromPath: folder.appendingPathComponent("Token.swift").path)
        let h = EngineHarness(folders: [folder.path])
        h.open(ledger, try wiring("equatable-elsewhere.fixed/Ledger.swift"))
        #expect(h.diagnostics(ledger).isEmpty, "fresh: Token.swift on disk says Token is Hashable")
        h.open(token, try wiring("equatable-elsewhere/Token.swift"))
        #expect(h.diagnostics(ledger).isEmpty)
        h.change(token, to: "struct Token {\n    var value: Int\n}\n")
        #expect(h.diagnostics(ledger).map { $0["code"] } == ["stubble.mockOutOfDate"], "Token is no longer Equatable: the record must not say it is")
    }

    /// The mock "Generate mock" and "Regenerate mock" write is the one `stubble check` of the folder expects
    /// (`equatable-elsewhere.fixed`, what `mock --all` and `mock FILE:LINE` write): `Token.swift`, a workspace file
    /// on disk that is not open and declares no protocol, makes the call record `Equatable`.
    @Test func generateAndRegenerateMockReadTheWorkspaceFileThatMakesTheRecordEquatable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-wiring-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: wiringFixtures.appendingPathComponent("equatable-elsewhere"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledger = DocumentSnapshot.uri(fromPath: folder.appendingPathComponent("Ledger.swift").path)
        let fixed = try wiring("equatable-elsewhere.fixed/Ledger.swift")
        let h = EngineHarness(folders: [folder.path])
        h.open(ledger, try wiring("equatable-elsewhere/Ledger.swift"))
        let generate = h.actions(ledger, line: 0, character: 10, only: ["refactor.rewrite", "quickfix"]).filter { $0["title"] == "Generate mock 'LedgerMock'" }
        #expect(generate.count == 1)
        #expect(h.applied(generate.first, ledger) == fixed)

        // A mock written without the record's `Equatable` is out of date, and regenerating it gives it back.
        let withoutEquatable = fixed.replacingOccurrences(of: "struct SpendInvocation: Equatable {", with: "struct SpendInvocation {")
        #expect(withoutEquatable != fixed)
        h.change(ledger, to: withoutEquatable)
        let found = h.diagnostics(ledger)
        #expect(found.map { $0["code"] } == ["stubble.mockOutOfDate"])
        let line = withoutEquatable.components(separatedBy: "\n").firstIndex { $0.contains("final class LedgerMock") } ?? 0
        let regenerate = h.actions(ledger, line: line, character: 14, only: ["quickfix"], diagnostics: found)
        #expect(regenerate.map { $0["title"] } == ["Regenerate mock 'LedgerMock'"])
        #expect(h.applied(regenerate.first, ledger) == fixed)
    }

    /// `two-targets` (a package with targets A and B, see the CLI's `everyCommandJudgesAMockWithItsPackagesView`):
    /// the server judges and writes a mock with its package's view, as every command does. The mocks `mock --all`
    /// writes (`two-targets.fixed`) are fresh in the editor, and "Generate mock" writes B's the same: B's own
    /// `Token` is not `Equatable` though A's is, and A's `Money` is. Before, the server read every workspace file
    /// as one module and called B's fresh mock out of date.
    @Test func theServerJudgesAMockWithItsPackagesView() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-wiring-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: wiringFixtures.appendingPathComponent("two-targets.fixed"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let h = EngineHarness(folders: [folder.path])
        for file in ["Sources/B/Ledger.swift", "Sources/A/Store.swift"] {
            let uri = DocumentSnapshot.uri(fromPath: folder.appendingPathComponent(file).path)
            h.open(uri, try wiring("two-targets.fixed/" + file))
            #expect(h.diagnostics(uri).isEmpty, "\(file): \(h.diagnostics(uri))")
        }
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-wiring-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: wiringFixtures.appendingPathComponent("two-targets"), to: fresh)
        defer { try? FileManager.default.removeItem(at: fresh) }
        let g = EngineHarness(folders: [fresh.path])
        let ledger = DocumentSnapshot.uri(fromPath: fresh.appendingPathComponent("Sources/B/Ledger.swift").path)
        g.open(ledger, try wiring("two-targets/Sources/B/Ledger.swift"))
        let generate = g.actions(ledger, line: 7, character: 10, only: ["refactor.rewrite", "quickfix"]).filter { $0["title"] == "Generate mock 'LedgerMock'" }
        #expect(generate.count == 1)
        #expect(g.applied(generate.first, ledger) == (try wiring("two-targets.fixed/Sources/B/Ledger.swift")))
    }

    @Test func fixAllRefreshesStubsAndTheMock() throws {
        let h = EngineHarness()
        let uri = "file:///tmp/stubble-wiring/Reports.swift"
        h.open(uri, try wiring("both/Reports.swift"))
        // The mock, and the class's stubs: its method's and its own (its mirror).
        #expect(h.diagnostics(uri).map { $0["code"] } == ["stubble.mockOutOfDate", "stubble.notExpanded", "stubble.notExpanded"])
        let fixAll = h.actions(uri, line: 0, character: 0, only: ["source.fixAll.stubble"])
        #expect(fixAll.map { $0["kind"] } == ["source.fixAll.stubble"])
        #expect(h.applied(fixAll.first, uri) == (try wiring("both.fixed/Reports.swift")))
    }

    @Test func noMakeStubbableInsideAGeneratedMock() throws {
        let h = EngineHarness()
        let uri = "file:///tmp/stubble-wiring/Reports.swift"
        h.open(uri, try wiring("both.fixed/Reports.swift"))
        #expect(h.diagnostics(uri).isEmpty)
        // The stub engine alone would offer "Make 'ReporterMock' stubbable" here: that would stub its hooks twice.
        // The mock is up to date, so there is nothing to regenerate either.
        let titles = h.actions(uri, line: 6, character: 14, only: ["refactor.rewrite", "quickfix"]).map { $0["title"] }
        #expect(titles == [])
        // Outside the mock, the class is offered as usual.
        #expect(h.actions(uri, line: 48, character: 14, only: ["refactor.rewrite"]).map { $0["title"] } == ["Remove stubs from 'Outbox'"])
    }
}

@Suite("End to end over pipes: protocol mocks", .serialized)
struct MockWiringEndToEndTests {
    @Test func generateRegenerateAndFixAllOverPipes() throws {
        let s = try EndToEndActionTests.Session()
        let clock = "file:///tmp/stubble-e2e-mocks/Clock.swift"
        s.open(clock, try wiring("generate/Clock.swift"))
        #expect(s.diagnostics(clock).map { $0["code"] } == ["stubble.unsupportedType"])
        let generate = s.actions(clock, line: 4, character: 6, only: ["quickfix", "refactor.rewrite"]).first { $0["title"] == "Generate mock 'ClockMock'" }
        #expect(s.applied(generate, clock) == (try wiring("generate.fixed/Clock.swift")))

        let store = "file:///tmp/stubble-e2e-mocks/Store.swift"
        let cached = "file:///tmp/stubble-e2e-mocks/CachedStore.swift"
        s.open(store, try wiring("stale-mock/Store.swift"))
        s.open(cached, try wiring("stale-mock/CachedStore.swift"))
        let found = s.diagnostics(cached)
        #expect(found.map { $0["code"] } == ["stubble.mockOutOfDate"])
        let fixes = s.actions(cached, line: 6, character: 14, only: ["quickfix"], diagnostics: found)
        #expect(fixes.map { $0["title"] } == ["Regenerate mock 'CachedStoreMock'"])
        #expect(s.applied(fixes.first, cached) == (try wiring("stale-mock.fixed/CachedStore.swift")))

        let fixAll = s.actions(cached, line: 0, character: 0, only: ["source.fixAll.stubble"])
        #expect(s.applied(fixAll.first, cached) == (try wiring("stale-mock.fixed/CachedStore.swift")))
        #expect(s.close() == 0)
    }
}
