"""Small helpers for the conformance tests: applying edits, getting diagnostics under either model."""

import asyncio

from lsprotocol import types


def offset_of(text: str, position: types.Position) -> int:
    """UTF-16 position -> index into `text` (the fixtures are ASCII, but be exact anyway)."""
    lines = text.split("\n")
    line = min(position.line, len(lines) - 1) if lines else 0
    index = sum(len(l) + 1 for l in lines[:line])
    units = 0
    for ch in lines[line] if lines else "":
        if units >= position.character:
            break
        units += 2 if ord(ch) > 0xFFFF else 1
        index += 1
    return index


def apply_text_edits(text: str, edits) -> str:
    spans = sorted(((offset_of(text, e.range.start), offset_of(text, e.range.end), e.new_text) for e in edits), reverse=True)
    for start, end, new in spans:
        text = text[:start] + new + text[end:]
    return text


def edits_for(edit: types.WorkspaceEdit, uri: str):
    """The text edits for `uri` in a WorkspaceEdit, whichever form the server chose."""
    if edit.document_changes:
        return [e for change in edit.document_changes if change.text_document.uri == uri for e in change.edits]
    return (edit.changes or {}).get(uri, [])


def pulls(client) -> bool:
    return client.capabilities.text_document.diagnostic is not None


async def diagnostics(client, uri: str, version: int):
    """The diagnostics for `uri` at `version`: pulled if the profile pulls, else awaited as pushed."""
    if pulls(client):
        report = await client.text_document_diagnostic_async(
            types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        assert report.kind == "full"
        return report.items
    for _ in range(100):
        if client.diagnostics.get(uri) is not None and client.diagnostic_versions.get(uri) == version:
            return client.diagnostics[uri]
        await asyncio.sleep(0.05)
    raise AssertionError(f"no diagnostics pushed for {uri} version {version}")
