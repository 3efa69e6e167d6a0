"""Initialization under each client profile."""

from lsprotocol import types
from pytest_lsp import LanguageClient


async def test_initialize_result(client: LanguageClient):
    result: types.InitializeResult = client.init_result
    assert result.server_info.name == "stubble"
    capabilities = result.capabilities
    # Neither profile offers UTF-8, so both get the default.
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf16
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert capabilities.text_document_sync.open_close is True
    assert capabilities.code_action_provider.resolve_provider is True
    assert set(capabilities.code_action_provider.code_action_kinds) == {
        types.CodeActionKind.QuickFix,
        types.CodeActionKind.RefactorRewrite,
        "source.fixAll.stubble",
    }
    assert capabilities.diagnostic_provider.inter_file_dependencies is False
    assert capabilities.execute_command_provider.commands == ["stubble.refreshWorkspace"]


async def test_unknown_method_is_method_not_found(client: LanguageClient):
    try:
        await client.protocol.send_request_async("stubble/noSuchMethod", {})
    except Exception as error:  # pygls raises JsonRpcMethodNotFound
        assert getattr(error, "code", None) == -32601
    else:
        raise AssertionError("expected -32601")
