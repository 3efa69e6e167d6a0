// One analysis per document version: diagnostics, code actions and their resolution share it, so a code
// action on a version already analysed parses nothing, and an edit costs one parse however many requests
// follow. Counted by `ParseCounter` (debug builds), by the bytes parsed, so tests running alongside do not
// disturb the count.

#if DEBUG
import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine
@testable import StubbleLSP

@Suite("One analysis per document version: a code action parses its document at most once")
struct ParseOnceTests {
    /// The real engine in process, with a client that resolves code actions (VS Code, Neovim).
    final class Client: @unchecked Sendable {
        let outbox = Outbox()
        var server: LanguageServer!
        var nextID = 0
        let uri: String

        init(resolve: Bool = true, service: EngineService = EngineService()) {
            uri = "file:///tmp/stubble-parse-once-\(UUID().uuidString)/Roster.swift"
            server = LanguageServer(service: service, version: "test") { [outbox] in outbox.append($0) }
            request("initialize", ["processId": nil, "rootUri": nil, "capabilities": clientCapabilities(resolve: resolve)])
            server.handle(message: ["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        }

        @discardableResult
        func request(_ method: String, _ params: JSONValue) -> JSONValue {
            nextID += 1
            server.handle(message: ["jsonrpc": "2.0", "id": .int(nextID), "method": .string(method), "params": params])
            server.waitUntilIdle()
            return outbox.response(nextID)?["result"] ?? nil
        }

        func notify(_ method: String, _ params: JSONValue) {
            server.handle(message: ["jsonrpc": "2.0", "method": .string(method), "params": params])
            server.waitUntilIdle()
        }

        func open(_ text: String) {
            notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
        }

        func change(to text: String, version: Int) {
            notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)],
                                              "contentChanges": [["text": .string(text)]]])
        }

        func codeActions(line: Int, character: Int) -> [JSONValue] {
            request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": range(line, character, line, character),
                                                "context": ["diagnostics": []]]).arrayValue ?? []
        }
    }

    /// Parses of the text and of its original (the text with Stubble's generated code stripped, which is
    /// what the stub engine's outline is parsed from).
    func parses(_ text: String) -> Int {
        let bytes = Array(text.utf8)
        let original = Markers.strip(bytes).original
        return ParseCounter.parses(of: bytes) + (original == bytes ? 0 : ParseCounter.parses(of: original))
    }

    /// A file with a stubbed class whose stubs are stale, unique to this test run.
    func staleRoster() throws -> String {
        try fixture("workspace/Stale.swift") + "// \(UUID().uuidString)\n"
    }

    @Test func aCodeActionOnAnAnalysedVersionParsesNothing() throws {
        let client = Client()
        let text = try staleRoster()
        client.open(text)
        let afterDiagnostics = parses(text)
        #expect(afterDiagnostics == 1, "diagnostics analysed the version: one parse")
        let actions = client.codeActions(line: 4, character: 14)
        #expect(actions.contains { $0["title"]?.stringValue == "Remove stubs from 'RosterService'" })
        #expect(parses(text) == afterDiagnostics, "the code action used the analysis of the diagnostics")
        _ = client.codeActions(line: 6, character: 10)
        _ = client.codeActions(line: 0, character: 0)
        #expect(parses(text) == afterDiagnostics, "so did the next ones, at other places")
    }

    @Test func aChangeThenACodeActionParsesOnce() throws {
        let client = Client()
        let first = "final class Loader {\n    func load() -> Int { 1 }\n}\n// \(UUID().uuidString)\n"
        client.open(first)
        let second = "final class Loader {\n    func load() -> Int { 2 }\n}\n// \(UUID().uuidString)\n"
        client.change(to: second, version: 2)
        let actions = client.codeActions(line: 1, character: 10)
        #expect(actions.compactMap { $0["title"]?.stringValue } == ["Make 'load()' stubbable", "Make 'load()' stubbable with call recording"])
        #expect(actions.allSatisfy { $0["edit"] == nil && $0["data"] != nil }, "offered without edits, to be resolved")
        #expect(parses(second) == 1)
        _ = client.codeActions(line: 0, character: 8)
        #expect(parses(second) == 1)
    }

    /// A file with a generated mock reads the workspace (the protocol may live in another file), so its
    /// analysis is kept for the workspace revision it was made in. A keystroke's diagnostics must be made in
    /// the revision that keystroke brings, or the next code action makes the analysis again (and parses again).
    @Test func aChangeToAFileWithAMockThenACodeActionParsesNothingMore() throws {
        let client = Client()
        let mock = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../StubbleEngineTests/Fixtures/Mocks/actor/expected.swift"), encoding: .utf8)
        client.open(mock + "// \(UUID().uuidString)\n")
        let second = mock + "// \(UUID().uuidString)\n"
        client.change(to: second, version: 2)
        let afterDiagnostics = parses(second)
        #expect(afterDiagnostics > 0, "diagnostics analysed the version")
        _ = client.codeActions(line: 3, character: 10)
        #expect(parses(second) == afterDiagnostics, "the code action used that analysis")
    }

    /// A file with an extension: an action may annotate it, so its actions read the module (a second stub
    /// analysis, with the module's context). That analysis is made after the diagnostics, off the request
    /// path, so the first code action of a version finds it made, as the next ones do.
    @Test func theActionsOfAFileThatReadsItsModuleAreAnalysedBeforeTheFirstRequest() throws {
        let service = EngineService()
        let client = Client(service: service)
        let text = "final class Loader {\n    func load() -> Int { 1 }\n}\n\nextension Loader {\n    func again() -> Int { load() }\n}\n// \(UUID().uuidString)\n"
        client.open(text.replacingOccurrences(of: "{ 1 }", with: "{ 0 }"))
        // A keystroke: a new version, whose module is indexed already.
        client.change(to: text, version: 2)
        let path = try #require(URL(string: client.uri)?.path)
        let analysis = try #require(service.cachedAnalysis(path: path))
        #expect(analysis.readsTheModuleForActions, "the file's actions read its module")
        let deadline = Date().addingTimeInterval(10)
        while !analysis.madeActionAnalysis && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(analysis.madeActionAnalysis, "the actions' analysis was made without a code action request")
        let titles = client.codeActions(line: 5, character: 10).compactMap { $0["title"]?.stringValue }
        #expect(titles.contains("Make 'again()' stubbable"))
        #expect(service.cachedAnalysis(path: path) === analysis, "the code action read the same analysis")
    }

    /// Work for a version just replaced (a warm-up or a code action that started before the keystroke) can
    /// run after the new version's: it indexes the old text again. The next request, with the new text, must
    /// still find the new version's analysis (CI, under load, once made a second one).
    @Test func lateWorkForAReplacedVersionKeepsTheNewVersionsAnalysis() throws {
        let service = EngineService()
        let path = "/tmp/stubble-parse-once-\(UUID().uuidString)/Loader.swift"
        let old = Array("final class Loader {\n    func load() -> Int { 0 }\n}\n\nextension Loader {\n    func again() -> Int { load() }\n}\n".utf8)
        let new = Array(String(decoding: old, as: UTF8.self).replacingOccurrences(of: "{ 0 }", with: "{ 1 }").utf8)
        let settings = StubbleSettings()
        let current = service.analyzed(path: path, text: new, settings: settings)
        current.analysis.prepareActions()
        let token = try #require(current.moduleForActions?.token)
        // The late work: the old text's module, as a warm-up for the replaced version would index it.
        let late = service.workspace.indexedModule(of: path, text: old)
        #expect(late.token != token, "the old text is another module state")
        #expect(service.workspace.indexedModule(of: path, text: new).token == token, "the new text gets its state back")
        #expect(service.analyzed(path: path, text: new, settings: settings) === current, "so its analysis still holds")
    }

    @Test func resolvingComputesTheChosenActionFromTheSameAnalysis() throws {
        let client = Client()
        let text = "final class Loader {\n    func load() -> Int { 1 }\n}\n// \(UUID().uuidString)\n"
        client.open(text)
        let action = try #require(client.codeActions(line: 1, character: 10).first)
        let resolved = client.request("codeAction/resolve", action)
        let edits = try #require(resolved.at("edit", "changes", client.uri)?.arrayValue)
        #expect(!edits.isEmpty)
        let stubbed = apply(.array(edits), to: text)
        #expect(stubbed.contains("// @Stubbable") || stubbed.contains("@Stubbable"))
        #expect(stubbed.contains("_load"))
    }
}
#endif
