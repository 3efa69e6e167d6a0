import Testing
@testable import StubbleLSP

@Suite("Code actions: quick fixes, rewrites, fix-all, context.only, resolve")
struct CodeActionTests {
    let uri = "file:///tmp/Actions.swift"
    let text = "func load() -> Int { stale }\n"

    func codeActions(_ h: Harness, _ r: JSONValue, diagnostics: [JSONValue] = [], only: [String]? = nil) -> [JSONValue] {
        var context: [String: JSONValue] = ["diagnostics": .array(diagnostics)]
        if let only { context["only"] = .array(only.map { .string($0) }) }
        return h.request("textDocument/codeAction", ["textDocument": doc(uri), "range": r, "context": .object(context)])["result"]?.arrayValue ?? []
    }

    func titles(_ actions: [JSONValue]) -> [String] { actions.compactMap { $0["title"]?.stringValue } }

    @Test func quickFixesCarryEditDiagnosticsAndPreference() {
        let h = Harness()
        h.initialize()
        h.open(uri, text)
        let diagnostic = h.lastDiagnostics(uri)!["diagnostics"]!.arrayValue![0]
        let actions = codeActions(h, range(0, 21, 0, 26), diagnostics: [diagnostic], only: ["quickfix"])
        #expect(titles(actions) == ["Replace with fresh", "Replace with new"])
        let fresh = actions[0]
        #expect(fresh["kind"] == "quickfix")
        #expect(fresh["isPreferred"] == true)
        #expect(actions[1]["isPreferred"] == false)
        #expect(fresh["diagnostics"] == [diagnostic], "the client's own diagnostic is echoed back")
        #expect(fresh.at("edit", "changes", uri) == [["range": range(0, 21, 0, 26), "newText": "fresh"]])
    }

    @Test func diagnosticsAreMatchedByDataEvenWhenTheClientChangedTheRange() {
        let h = Harness()
        h.initialize()
        h.open(uri, text)
        guard case .object(var diagnostic) = h.lastDiagnostics(uri)!["diagnostics"]!.arrayValue![0] else { return }
        diagnostic["range"] = range(0, 0, 0, 1)  // somewhere else entirely
        let actions = codeActions(h, range(0, 0, 0, 1), diagnostics: [.object(diagnostic)], only: ["quickfix"])
        #expect(titles(actions) == ["Replace with fresh", "Replace with new"])
    }

    @Test func diagnosticsWithoutDataAreMatchedByOverlappingRange() {
        // Flymake widens an empty range and drops `data`: overlap must still find the fix.
        let h = Harness()
        h.initialize()
        h.open(uri, text)
        let widened: JSONValue = ["range": range(0, 20, 0, 24), "message": "'stale' is out of date", "code": "fake.stale"]
        let actions = codeActions(h, range(0, 0, 0, 0), diagnostics: [widened], only: ["quickfix"])
        #expect(titles(actions) == ["Replace with fresh", "Replace with new"])
        #expect(actions[0]["diagnostics"] == [widened])
    }

    @Test func diagnosticsOfAnotherCodeOrSourceDoNotMatch() {
        let h = Harness()
        h.initialize()
        h.open(uri, text)
        let other: JSONValue = ["range": range(0, 21, 0, 26), "message": "x", "code": "other.code"]
        let sourcekit: JSONValue = ["range": range(0, 21, 0, 26), "message": "x", "source": "sourcekitd"]
        #expect(codeActions(h, range(0, 0, 0, 0), diagnostics: [other, sourcekit], only: ["quickfix"]).isEmpty)
    }

    @Test func aCursorInsideADiagnosticOffersItsFixesWithoutContext() {
        let h = Harness()
        h.initialize()
        h.open(uri, text)
        let actions = codeActions(h, range(0, 23, 0, 23), only: ["quickfix"])
        #expect(titles(actions) == ["Replace with fresh", "Replace with new"])
        #expect(actions[0]["diagnostics"]?.arrayValue?.first?["code"] == "fake.stale")
    }

    @Test func contextOnlySelectsKinds() {
        let h = Harness()
        h.initialize()
        h.open(uri, text)
        let all = codeActions(h, range(0, 23, 0, 23))
        #expect(titles(all) == ["Replace with fresh", "Replace with new", "Make stubbable", "Refresh all stubs and mocks in this file"])
        #expect(titles(codeActions(h, range(0, 23, 0, 23), only: ["refactor"])) == ["Make stubbable"])
        #expect(titles(codeActions(h, range(0, 23, 0, 23), only: ["refactor.rewrite"])) == ["Make stubbable"])
        #expect(titles(codeActions(h, range(0, 23, 0, 23), only: ["source"])) == ["Refresh all stubs and mocks in this file"])
        #expect(titles(codeActions(h, range(0, 23, 0, 23), only: ["source.fixAll"])) == ["Refresh all stubs and mocks in this file"])
        #expect(titles(codeActions(h, range(0, 23, 0, 23), only: ["source.organizeImports"])).isEmpty)
    }

    @Test func withoutResolveSupportEditsAreInline() {
        let h = Harness()
        h.initialize(clientCapabilities(resolve: false))
        h.open(uri, text)
        let rewrite = codeActions(h, range(0, 0, 0, 0), only: ["refactor.rewrite"])[0]
        #expect(rewrite["kind"] == "refactor.rewrite")
        #expect(rewrite.at("edit", "changes", uri) == [["range": range(0, 0, 0, 0), "newText": "// @Stubbable\n"]])
        let fixAll = codeActions(h, range(0, 0, 0, 0), only: ["source.fixAll.stubble"])[0]
        #expect(fixAll.at("edit", "changes", uri) == [["range": range(0, 21, 0, 26), "newText": "fresh"]])
    }

    @Test func withResolveSupportExpensiveEditsAreResolvedLater() {
        let h = Harness()
        h.initialize(clientCapabilities(resolve: true, documentChanges: true))
        h.open(uri, text, version: 3)
        let rewrite = codeActions(h, range(0, 0, 0, 0), only: ["refactor.rewrite"])[0]
        #expect(rewrite["edit"] == nil)
        #expect(rewrite.at("data", "version") == 3)
        let resolved = h.request("codeAction/resolve", rewrite)["result"]
        #expect(resolved?["title"] == "Make stubbable")
        #expect(resolved?.at("edit", "documentChanges") == [[
            "textDocument": ["uri": .string(uri), "version": 3],
            "edits": [["range": range(0, 0, 0, 0), "newText": "// @Stubbable\n"]],
        ]])
        let fixAll = codeActions(h, range(0, 0, 0, 0), only: ["source.fixAll.stubble"])[0]
        let resolvedAll = h.request("codeAction/resolve", fixAll)["result"]
        #expect(resolvedAll?.at("edit", "documentChanges")?.arrayValue?.first?["edits"] == [["range": range(0, 21, 0, 26), "newText": "fresh"]])
    }

    @Test func resolvingAnActionForAnOlderVersionIsContentModified() {
        let h = Harness()
        h.initialize(clientCapabilities(resolve: true))
        h.open(uri, text)
        let rewrite = codeActions(h, range(0, 0, 0, 0), only: ["refactor.rewrite"])[0]
        h.change(uri, version: 2, [["range": range(0, 0, 0, 0), "text": " "]])
        #expect(h.request("codeAction/resolve", rewrite).at("error", "code") == -32801)
        h.notify("textDocument/didClose", ["textDocument": doc(uri)])
        #expect(h.request("codeAction/resolve", rewrite).at("error", "code") == -32801)
    }

    @Test func fixAllIsNotOfferedUnaskedWhenNothingIsFixable() {
        let h = Harness()
        h.initialize()
        h.open(uri, "let fine = 1\n")
        #expect(codeActions(h, range(0, 0, 0, 0)).isEmpty)
        #expect(titles(codeActions(h, range(0, 0, 0, 0), only: ["source.fixAll.stubble"])).isEmpty, "nothing to do, no action (no resolve)")
    }
}
