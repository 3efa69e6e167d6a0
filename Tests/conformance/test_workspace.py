"""workspace/executeCommand: refresh every stale stub in the workspace, with progress and applyEdit."""

import pathlib

from lsprotocol import types
from pytest_lsp import LanguageClient

from lsp_helpers import apply_text_edits, edits_for

FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures"


async def test_refresh_workspace_applies_the_refresh_with_progress(client: LanguageClient):
    result = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="stubble.refreshWorkspace", arguments=[]))
    # The workspace folder: Roster.swift (nothing stubbable) and Stale.swift (stale).
    assert result == {"filesScanned": 2, "filesChanged": 1, "applied": True}

    assert len(client.applied_edits) == 1
    stale = FIXTURES / "workspace" / "Stale.swift"
    edit = client.applied_edits[0].edit
    uris = [c.text_document.uri for c in edit.document_changes] if edit.document_changes else list(edit.changes)
    assert [pathlib.Path(types_uri[len("file://"):]).resolve() for types_uri in uris] == [stale.resolve()]
    refreshed = apply_text_edits(stale.read_text(), edits_for(edit, uris[0]))
    assert refreshed == (FIXTURES / "expected" / "Roster.refreshed.swift").read_text()

    # Both profiles support server-initiated progress: begin ... end on the token the server created.
    assert len(client.progress_reports) == 1
    reports = next(iter(client.progress_reports.values()))
    assert isinstance(reports[0], types.WorkDoneProgressBegin)
    assert isinstance(reports[-1], types.WorkDoneProgressEnd)


async def test_unknown_command_is_invalid_params(client: LanguageClient):
    try:
        await client.workspace_execute_command_async(types.ExecuteCommandParams(command="stubble.nope"))
    except Exception as error:
        assert getattr(error, "code", None) == -32602
    else:
        raise AssertionError("expected -32602")
