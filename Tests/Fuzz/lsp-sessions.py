#!/usr/bin/env python3
"""Seed sessions for the LSP fuzz harness (Tests/Fuzz/LSPFuzz.swift): framed JSON-RPC streams a client
could write to `stubble lsp`. usage: lsp-sessions.py OUT_DIR SWIFT_FILE...

One session per Swift file and position encoding: initialize (with the encoding), initialized, didOpen of
the file, incremental edits (insert, delete, multi-byte and astral text), codeAction / hover /
documentSymbol / diagnostic / executeCommand requests, a cancel, didSave, didClose, shutdown, exit. Plus a few
sessions of bad input (broken JSON, wrong types, bad headers) and one with a protocol to mock."""
import json
import os
import sys


def frame(msg):
    body = json.dumps(msg, ensure_ascii=False).encode() if not isinstance(msg, bytes) else msg
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def pos(line, ch):
    return {"line": line, "character": ch}


def rng(a, b, c, d):
    return {"start": pos(a, b), "end": pos(c, d)}


def session(text, encoding, uri="file:///w/Sources/App/File.swift"):
    n = [0]

    def req(method, params):
        n[0] += 1
        return {"jsonrpc": "2.0", "id": n[0], "method": method, "params": params}

    def note(method, params):
        return {"jsonrpc": "2.0", "method": method, "params": params}

    doc = {"uri": uri}
    lines = text.count("\n")
    msgs = [
        req("initialize", {"processId": None, "rootUri": None, "capabilities": {
            "general": {"positionEncodings": [encoding]},
            "textDocument": {"codeAction": {"dataSupport": True, "resolveSupport": {"properties": ["edit"]}},
                             "documentSymbol": {"hierarchicalDocumentSymbolSupport": True},
                             "hover": {"contentFormat": ["markdown"]}, "diagnostic": {}},
            "workspace": {"applyEdit": True, "workspaceEdit": {"documentChanges": True}}}}),
        note("initialized", {}),
        note("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}),
        req("textDocument/codeAction", {"textDocument": doc, "range": rng(3, 4, 3, 4), "context": {"diagnostics": []}}),
        note("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [
            {"range": rng(1, 0, 1, 0), "text": "    // é😀 漢字\r\n"},
            {"range": rng(2, 2, 2, 5), "text": ""}]}),
        req("textDocument/hover", {"textDocument": doc, "position": pos(4, 10)}),
        req("textDocument/documentSymbol", {"textDocument": doc}),
        req("textDocument/diagnostic", {"textDocument": doc}),
        note("$/cancelRequest", {"id": n[0]}),
        req("textDocument/codeAction", {"textDocument": doc, "range": rng(0, 0, lines, 0),
                                        "context": {"diagnostics": [], "only": ["source.fixAll.stubble"]}}),
        req("workspace/executeCommand", {"command": "stubble.fixAll", "arguments": [uri]}),
        note("textDocument/didChange", {"textDocument": {"uri": uri, "version": 3}, "contentChanges": [{"text": text + "\n// @Stubbable\nstruct Z { func f() {} }\n"}]}),
        note("textDocument/didSave", {"textDocument": doc}),
        note("workspace/didChangeConfiguration", {"settings": {"stubble": {"condition": "DEBUG"}}}),
        note("textDocument/didClose", {"textDocument": doc}),
        req("shutdown", None),
        note("exit", None),
    ]
    return b"".join(frame(m) for m in msgs)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    k = 0
    for path in sys.argv[2:]:
        text = open(path, encoding="utf-8").read()
        for enc in ["utf-16", "utf-8", "utf-32"]:
            k += 1
            open(os.path.join(out, "session-%02d" % k), "wb").write(session(text, enc))
    bad = [
        frame(b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}') + frame(b'{"jsonrpc":"2.0","id":2,'),
        frame(b'[1,2,{"a":null}]') + frame(b'{"jsonrpc":"1.0","id":{},"method":7}') + frame(b'\xff\xfe{}'),
        b"Content-Length: abc\r\n\r\n{}" + b"Content-Type: x\r\n\r\n" + frame(b'{"jsonrpc":"2.0","id":"s","method":"shutdown"}'),
        b"Content-Length: 99999999999999999999\r\n\r\n" + frame(b'{"jsonrpc":"2.0","method":"exit"}'),
        frame(b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}')
        + frame(b'{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/a.swift","version":1,"text":"protocol P { func f() async throws -> Int }\\n"}}}')
        + frame(b'{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/a.swift"},"range":{"start":{"line":0,"character":9},"end":{"line":0,"character":9}},"context":{"diagnostics":[]}}}')
        + frame(b'{"jsonrpc":"2.0","id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/a.swift"},"range":{"start":{"line":-1,"character":99},"end":{"line":9,"character":-4}},"context":{}}}'),
    ]
    for b in bad:
        k += 1
        open(os.path.join(out, "session-%02d" % k), "wb").write(b)


main()
