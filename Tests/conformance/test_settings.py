"""Settings reach the engine: `condition` from didChangeConfiguration, pushed or pulled."""

import asyncio

from lsprotocol import types
from pytest_lsp import LanguageClient

from lsp_helpers import edits_for
from test_stubbing import FIXTURES, URI, code_actions, open_document, resolved_edit


async def make_stubbable_text(client) -> str:
    actions = await code_actions(client, 2, 14, only=[types.CodeActionKind.RefactorRewrite])
    return "".join(e.new_text for e in edits_for(await resolved_edit(client, actions[0]), URI))


async def test_settings_pushed_with_did_change_configuration(client: LanguageClient):
    open_document(client, (FIXTURES / "workspace" / "Roster.swift").read_text())
    assert "#if DEBUG" not in await make_stubbable_text(client)
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"stubble": {"condition": "DEBUG"}}))
    inserted = await make_stubbable_text(client)
    assert "// @Stubbable(condition: DEBUG)" in inserted
    assert "#if DEBUG" in inserted


async def test_settings_pulled_with_workspace_configuration(client: LanguageClient):
    open_document(client, (FIXTURES / "workspace" / "Roster.swift").read_text())
    client.set_configuration({"condition": "TESTING"}, section="stubble")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    for _ in range(40):  # the server asks the client, then applies the answer
        inserted = await make_stubbable_text(client)
        if "#if TESTING" in inserted:
            break
        await asyncio.sleep(0.05)
    assert "#if TESTING" in inserted
