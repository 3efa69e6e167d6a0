"""The stubbing workflow as an editor drives it: make stubbable, change the signature, refresh, fix all."""

import pathlib

from lsprotocol import types
from pytest_lsp import LanguageClient

from lsp_helpers import apply_text_edits, diagnostics, edits_for

FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures"
URI = "file:///tmp/stubble-conformance/Roster.swift"


def open_document(client: LanguageClient, text: str, version: int = 1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=URI, language_id="swift", version=version, text=text)))


def replace_all(client: LanguageClient, old: str, new: str, version: int):
    """Sends the change as one incremental edit covering the whole old text."""
    lines = old.split("\n")
    end = types.Position(line=len(lines) - 1, character=len(lines[-1]))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=version),
        content_changes=[types.TextDocumentContentChangeEvent_Type1(
            range=types.Range(start=types.Position(line=0, character=0), end=end), text=new)]))


async def code_actions(client, line, character, only=None, diagnostics_=()):
    position = types.Position(line=line, character=character)
    return await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=URI),
        range=types.Range(start=position, end=position),
        context=types.CodeActionContext(diagnostics=list(diagnostics_), only=only)))


async def resolved_edit(client, action: types.CodeAction) -> types.WorkspaceEdit:
    if action.edit is None:
        action = await client.code_action_resolve_async(action)
    assert action.edit is not None
    return action.edit


async def test_make_stubbable_then_refresh_after_a_signature_change(client: LanguageClient):
    original = (FIXTURES / "workspace" / "Roster.swift").read_text()
    open_document(client, original)
    assert await diagnostics(client, URI, 1) == []

    # "Make stubbable" on the class name.
    actions = await code_actions(client, 2, 14, only=[types.CodeActionKind.Refactor])
    assert [a.title for a in actions] == ["Make 'RosterService' stubbable", "Make 'RosterService' stubbable with call recording"]
    assert actions[0].kind == types.CodeActionKind.RefactorRewrite
    stubbed = apply_text_edits(original, edits_for(await resolved_edit(client, actions[0]), URI))
    assert stubbed == (FIXTURES / "expected" / "Roster.stubbed.swift").read_text()
    replace_all(client, original, stubbed, 2)
    assert await diagnostics(client, URI, 2) == []

    # The user adds a parameter: the stubs are out of date, with a quick fix that refreshes them.
    changed = stubbed.replace("func fetchStudents(in course: String)", "func fetchStudents(in course: String, year: Int)")
    replace_all(client, stubbed, changed, 3)
    found = await diagnostics(client, URI, 3)
    assert [(d.code, d.severity, d.source) for d in found] == [("stubble.outOfDate", types.DiagnosticSeverity.Warning, "stubble")]
    assert found[0].data["fixes"], "a fixable diagnostic carries its fix ids"
    assert found[0].range.start != found[0].range.end

    fixes = await code_actions(client, 0, 0, only=[types.CodeActionKind.QuickFix], diagnostics_=found)
    assert [(f.title, f.kind, f.is_preferred) for f in fixes] == [("Refresh stubs", types.CodeActionKind.QuickFix, True)]
    assert fixes[0].diagnostics == found
    refreshed = apply_text_edits(changed, edits_for(fixes[0].edit, URI))
    assert refreshed == (FIXTURES / "expected" / "Roster.refreshed.swift").read_text()

    # The same refresh, as the on-save "fix all" source action.
    source = await code_actions(client, 0, 0, only=["source.fixAll.stubble"])
    assert [a.title for a in source] == ["Refresh all stubs and mocks in this file"]
    assert apply_text_edits(changed, edits_for(await resolved_edit(client, source[0]), URI)) == refreshed

    # Hover on the generated hook says what it stubs.
    hook_line, hook_column = next((i, l.index("_fetchStudents") + 2) for i, l in enumerate(changed.split("\n")) if "var _fetchStudents" in l)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=hook_line, character=hook_column)))
    assert "fetchStudents" in hover.contents.value


async def test_resolving_after_an_edit_is_content_modified(client: LanguageClient):
    original = (FIXTURES / "workspace" / "Roster.swift").read_text()
    open_document(client, original)
    actions = await code_actions(client, 2, 14, only=[types.CodeActionKind.RefactorRewrite])
    resolve = client.capabilities.text_document.code_action.resolve_support
    if resolve is None or "edit" not in resolve.properties:
        # A client that cannot resolve (Emacs) gets the edit inline, and nothing to resolve later.
        assert actions[0].edit is not None and actions[0].data is None
        return
    assert actions[0].edit is None and actions[0].data["version"] == 1
    replace_all(client, original, original + "\n", 2)
    try:
        await client.code_action_resolve_async(actions[0])
    except Exception as error:
        assert getattr(error, "code", None) == -32801
    else:
        raise AssertionError("expected ContentModified (-32801)")


async def test_document_symbols(client: LanguageClient):
    open_document(client, (FIXTURES / "workspace" / "Roster.swift").read_text())
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=URI)))
    # Both profiles support the hierarchy.
    outline = [(s.name, s.kind, [(c.name, c.kind, c.detail) for c in s.children or []]) for s in symbols]
    assert outline == [
        ("Student", types.SymbolKind.Struct, [("name", types.SymbolKind.Property, "String")]),
        ("RosterService", types.SymbolKind.Class, [
            ("fetchStudents(in:)", types.SymbolKind.Method, "async throws -> [Student]")]),
    ]
    service = symbols[1]
    assert service.selection_range == types.Range(start=types.Position(line=2, character=12),
                                                  end=types.Position(line=2, character=25))
