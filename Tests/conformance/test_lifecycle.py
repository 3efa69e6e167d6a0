"""Initialization under each client profile."""

from lsprotocol import types
from pytest_lsp import LanguageClient


async def test_initialize_result(client: LanguageClient):
    result: types.InitializeResult = client.init_result
    assert result.server_info.name == "stubble"
    capabilities = result.capabilities
    # UTF-16 whenever offered (Emacs 29 offers utf-32, utf-8 and utf-16; Neovim 0.10 utf-16; VS Code 1.65
    # nothing, which means UTF-16), as sourcekit-lsp does; UTF-8 only for a client that offers it without UTF-16.
    offered = client.capabilities.general.position_encodings if client.capabilities.general else None
    utf8_only = bool(offered) and types.PositionEncodingKind.Utf8 in offered and types.PositionEncodingKind.Utf16 not in offered
    expected = types.PositionEncodingKind.Utf8 if utf8_only else types.PositionEncodingKind.Utf16
    assert capabilities.position_encoding == expected
    assert client.profile != "emacs" or expected == types.PositionEncodingKind.Utf16
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert capabilities.text_document_sync.open_close is True
    assert capabilities.code_action_provider.resolve_provider is True
    assert set(capabilities.code_action_provider.code_action_kinds) == {
        types.CodeActionKind.QuickFix,
        types.CodeActionKind.RefactorRewrite,
        "source.fixAll.stubble",
    }
    assert capabilities.diagnostic_provider.inter_file_dependencies is True  # mocks depend on protocols in other files
    assert capabilities.execute_command_provider.commands == ["stubble.refreshWorkspace"]


async def test_unknown_method_is_method_not_found(client: LanguageClient):
    try:
        await client.protocol.send_request_async("stubble/noSuchMethod", {})
    except Exception as error:  # pygls raises JsonRpcMethodNotFound
        assert getattr(error, "code", None) == -32601
    else:
        raise AssertionError("expected -32601")
