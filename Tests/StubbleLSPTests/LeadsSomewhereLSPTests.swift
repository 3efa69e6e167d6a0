// Issue 18 in the editor's terms: no action that leads nowhere. A type the engine cannot guess is a snippet
// edit for clients that take one and no edit at all for the others (whose diagnostic says what to write);
// '@Stubbable' on a protocol offers "Generate mock" once, which leaves no error behind.

import Testing
@testable import StubbleLSP

@Suite("LSP: every action leads somewhere", .serialized)
struct LeadsSomewhereLSPTests {
    let uri = "file:///tmp/stubble-leads/Screen.swift"
    let screen = "final class Screen {\n    // @StubbableProperty\n    var label = makeLabel()\n}\n"

    @Test func anUnguessableTypeIsASnippetEditForAClientThatTakesSnippets() throws {
        let h = EngineHarness(documentChanges: true, snippetEdits: true)
        h.open(uri, screen)
        let found = h.diagnostics(uri)
        #expect(found.map { $0["code"] } == ["stubble.requiresExplicitType"])
        let fixes = h.actions(uri, line: 2, character: 9, only: ["quickfix"], diagnostics: found)
        #expect(fixes.map { $0["title"] } == ["Insert a type for 'label'"])
        let edit = try #require(fixes.first?.at("edit", "documentChanges")?.arrayValue?.first?["edits"]?.arrayValue?.first)
        #expect(edit["snippet"] == ["kind": "snippet", "value": ": ${1:Type}"])
        #expect(edit["newText"] == nil)
        #expect(edit["range"] == range(2, 13, 2, 13))
    }

    @Test func withoutSnippetSupportThereIsNoEditAndTheMessageSaysWhatToWrite() throws {
        let h = EngineHarness(documentChanges: true)
        h.open(uri, screen)
        let found = h.diagnostics(uri)
        #expect(found.map { $0["message"] } == [.string("'@StubbableProperty' requires an explicit type; write its type after 'label' (`var label: Type = …`)")])
        #expect(found.first?["data"] == nil, "no fix named in the diagnostic")
        let actions = h.actions(uri, line: 2, character: 9, only: ["quickfix", "refactor.rewrite"], diagnostics: found)
        #expect(actions.allSatisfy { $0["title"]?.stringValue?.hasPrefix("Insert") == false }, "\(actions.map { $0["title"] })")
        #expect(!"\(actions)".contains("<#"), "no Xcode placeholder")
    }

    @Test func twoFindingsOnOneLineHaveFixesNamingTheirMembers() throws {
        let h = EngineHarness()
        let form = "file:///tmp/stubble-leads/Form.swift"
        h.open(form, "final class Form {\n    @StubbableProperty var name = \"\"\n    @StubbableProperty let id: Int = 1\n}\n")
        let titles = [1, 2].flatMap { line in h.actions(form, line: line, character: 30, only: ["quickfix"], diagnostics: h.diagnostics(form)).compactMap { $0["title"]?.stringValue } }
        #expect(titles.contains("Insert ': String' for 'name'"), "\(titles)")
        #expect(titles.contains("Change 'let' to 'var' for 'id'"), "\(titles)")
    }

    @Test func misplacedAttributesAreReportedWithTheirFixes() throws {
        let h = EngineHarness()
        let file = "file:///tmp/stubble-leads/Misplaced.swift"
        h.open(file, "final class A {\n    @StubbableFunction var x: Int = 0\n    @StubbableProperty func f() {}\n}\n")
        let found = h.diagnostics(file)
        #expect(found.map { $0["code"] } == ["stubble.notAFunction", "stubble.notAProperty"])
        #expect(found.map { $0["message"] } == ["'@StubbableFunction' can only be applied to functions", "'@StubbableProperty' can only be applied to properties"])
        let fixes = h.actions(file, line: 1, character: 28, only: ["quickfix"], diagnostics: [found[0]])
        #expect(fixes.map { $0["title"] } == ["Change '@StubbableFunction' to '@StubbableProperty'", "Remove '@StubbableFunction'"])
    }
}
