"""Conformance suite: drives the built `stubble lsp` with pytest-lsp under recorded client profiles.

Every message the server sends is validated twice: pygls structures it into lsprotocol's types as it
arrives (a malformed message fails the test), and at teardown `validate` re-checks each raw message
strictly: it must be a known LSP 3.17 method (or a response to one), structure into its lsprotocol type,
and lose no field when converted back (so a misspelt or non-standard field is caught too).
"""

import copy
import os
import pathlib

import pytest_lsp
from lsprotocol import types
from lsprotocol.converters import get_converter
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import make_test_lsp_client

ROOT = pathlib.Path(__file__).resolve().parents[2]
STUBBLE = os.environ.get("STUBBLE", str(ROOT / ".build" / "debug" / "stubble"))
FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures"

# The recorded client profiles the suite runs under (pytest-lsp ships them). Neovim pulls diagnostics and
# resolves code actions; VS Code 1.65 is pushed to and uses documentChanges; Emacs 29 (eglot) offers UTF-8
# beside UTF-16 (the server takes UTF-16), is pushed to and cannot resolve, so it gets inline edits.
CLIENTS = ["neovim", "visual-studio-code", "emacs"]

CONVERTER = get_converter()


def make_client() -> LanguageClient:
    client = make_test_lsp_client()
    client.raw_messages = []  # every message from the server, as JSON
    client.sent_methods = {}  # id of each request we sent -> its method
    client.applied_edits = []
    client.diagnostic_versions = {}  # uri -> version of the last publishDiagnostics

    @client.feature(types.WORKSPACE_APPLY_EDIT)
    def apply_edit(ls: LanguageClient, params: types.ApplyWorkspaceEditParams):
        ls.applied_edits.append(params)
        return types.ApplyWorkspaceEditResult(applied=True)

    @client.feature(types.WORKSPACE_DIAGNOSTIC_REFRESH)
    def diagnostic_refresh(ls: LanguageClient, params):
        return None

    protocol = client.protocol
    deserialize = protocol._deserialize_message

    def recording_deserialize(data):
        if isinstance(data, dict) and "jsonrpc" in data:
            client.raw_messages.append(copy.deepcopy(data))
            if data.get("method") == types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS:
                params = data.get("params", {})
                client.diagnostic_versions[params.get("uri")] = params.get("version")
        return deserialize(data)

    protocol._deserialize_message = recording_deserialize

    send_data = protocol._send_data

    def recording_send(data):
        method, msg_id = getattr(data, "method", None), getattr(data, "id", None)
        if method is not None and msg_id is not None:
            client.sent_methods[msg_id] = method
        return send_data(data)

    protocol._send_data = recording_send
    return client


def _lost_fields(raw, round_trip, path="$"):
    """Keys present in `raw` that did not survive structuring + unstructuring."""
    problems = []
    if isinstance(raw, dict):
        if not isinstance(round_trip, dict):
            return [f"{path}: became {type(round_trip).__name__}"]
        for key, value in raw.items():
            if key not in round_trip:
                if value is not None:
                    problems.append(f"{path}.{key}: unknown field")
                continue
            problems += _lost_fields(value, round_trip[key], f"{path}.{key}")
    elif isinstance(raw, list):
        if not isinstance(round_trip, list) or len(raw) != len(round_trip):
            return [f"{path}: list changed"]
        for i, (a, b) in enumerate(zip(raw, round_trip)):
            problems += _lost_fields(a, b, f"{path}[{i}]")
    elif raw != round_trip and not (isinstance(raw, (int, float)) and raw == round_trip):
        problems.append(f"{path}: {raw!r} became {round_trip!r}")
    return problems


def validate(client) -> list:
    """Strictly checks every message the server sent; returns a list of problems."""
    problems = []
    for message in client.raw_messages:
        try:
            if "method" in message:
                entry = types.METHOD_TO_TYPES.get(message["method"])
                if entry is None:
                    problems.append(f"non-standard method {message['method']!r}")
                    continue
                cls = entry[0]
            elif "error" in message:
                cls = types.ResponseErrorMessage
            else:
                method = client.sent_methods.get(message.get("id"))
                if method is None:
                    problems.append(f"response to an unknown request: {message}")
                    continue
                cls = types.METHOD_TO_TYPES[method][1]
            structured = CONVERTER.structure(message, cls)
            problems += [f"{cls.__name__} {p}" for p in _lost_fields(message, CONVERTER.unstructure(structured))]
        except Exception as error:  # noqa: BLE001 - any failure to structure is a finding
            problems.append(f"{message.get('method', message.get('id'))}: does not structure: {error!r}")
    return problems


@pytest_lsp.fixture(
    params=CLIENTS,
    config=ClientServerConfig(server_command=[STUBBLE, "lsp", "--stdio"], client_factory=make_client),
)
async def client(request, lsp_client: LanguageClient):
    lsp_client.profile = request.param
    lsp_client.workspace = FIXTURES / "workspace"
    params = types.InitializeParams(
        capabilities=client_capabilities(request.param),
        root_uri=(FIXTURES / "workspace").as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=(FIXTURES / "workspace").as_uri(), name="workspace")],
        client_info=types.InitializeParamsClientInfoType(name=f"pytest-lsp as {request.param}"),
    )
    lsp_client.init_result = await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()
    problems = validate(lsp_client)
    assert problems == [], "\n".join(problems)
    assert lsp_client._server.returncode == 0
