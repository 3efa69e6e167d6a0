"""Protocol mocks as an editor drives them: generate a mock, see a stale one, regenerate it, fix all.
Inputs and expected outputs are the shared files under Tests/Fixtures/Wiring."""

import pathlib

from lsprotocol import types
from pytest_lsp import LanguageClient

from lsp_helpers import apply_text_edits, diagnostics, edits_for

WIRING = pathlib.Path(__file__).resolve().parent.parent / "Fixtures" / "Wiring"
BASE = "file:///tmp/stubble-conformance-mocks/"


def open_document(client: LanguageClient, uri: str, text: str):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=text)))


async def code_actions(client, uri, line, character, only, diagnostics_=()):
    position = types.Position(line=line, character=character)
    return await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=position, end=position),
        context=types.CodeActionContext(diagnostics=list(diagnostics_), only=only)))


async def edit_of(client, action: types.CodeAction) -> types.WorkspaceEdit:
    if action.edit is None:
        action = await client.code_action_resolve_async(action)
    assert action.edit is not None
    return action.edit


async def test_generate_mock_on_a_protocol(client: LanguageClient):
    uri = BASE + "Clock.swift"
    text = (WIRING / "generate" / "Clock.swift").read_text()
    open_document(client, uri, text)
    found = await diagnostics(client, uri, 1)
    assert [d.code for d in found] == ["stubble.unsupportedType"]
    # The protocol is annotated '// @Stubbable': "Generate mock" is that error's quick fix, offered once
    # anywhere in the protocol; it writes the mock and removes the annotation.
    actions = await code_actions(client, uri, 4, 6, [types.CodeActionKind.QuickFix, types.CodeActionKind.RefactorRewrite])
    generate = [a for a in actions if a.title == "Generate mock 'ClockMock'"]
    assert len(generate) == 1 and generate[0].kind == types.CodeActionKind.QuickFix
    generated = apply_text_edits(text, edits_for(await edit_of(client, generate[0]), uri))
    assert generated == (WIRING / "generate.fixed" / "Clock.swift").read_text()


async def test_stale_mock_regenerate_and_fix_all(client: LanguageClient):
    store, cached = BASE + "Store.swift", BASE + "CachedStore.swift"
    open_document(client, store, (WIRING / "stale-mock" / "Store.swift").read_text())
    text = (WIRING / "stale-mock" / "CachedStore.swift").read_text()
    open_document(client, cached, text)
    found = await diagnostics(client, cached, 1)
    assert [(d.code, d.severity) for d in found] == [("stubble.mockOutOfDate", types.DiagnosticSeverity.Warning)]
    expected = (WIRING / "stale-mock.fixed" / "CachedStore.swift").read_text()

    fixes = await code_actions(client, cached, 6, 14, [types.CodeActionKind.QuickFix], found)
    assert [(f.title, f.is_preferred) for f in fixes] == [("Regenerate mock 'CachedStoreMock'", True)]
    assert apply_text_edits(text, edits_for(fixes[0].edit, cached)) == expected

    source = await code_actions(client, cached, 0, 0, ["source.fixAll.stubble"])
    assert len(source) == 1
    assert apply_text_edits(text, edits_for(await edit_of(client, source[0]), cached)) == expected
