#!/usr/bin/env python3
"""Big inputs for `stubble lsp`: prints time and memory figures, and fails if the server stops answering.

Cases (each in a fresh server process, over pipes, as an editor talks to it):
  - a 100k-line file (stubbed classes, one stale): didOpen -> diagnostics, a keystroke -> diagnostics,
    documentSymbol, codeAction, hover;
  - a 10 MB single-line file: the same;
  - 10,000 nested brackets ([, ( and { in a Swift file, closed and unclosed) and a JSON message nested
    10,000 deep (refused with -32700);
  - 1,000 open documents: diagnostics for all, RSS at 0 / 250 / 500 / 1,000 open, a request with all open,
    closing them all; then 1,000 more opened and closed one by one (RSS must not keep growing per document).
After each case the server must still answer a request on a small document, and exit with 0 after shutdown.
Peak RSS is VmHWM of the server process, RSS is VmRSS at that moment.

Usage: Scripts/big-inputs.py [path/to/stubble [CASE...]]   (default: .build/release/stubble, else .build/debug/stubble;
       cases: lines, line, nested, documents; default all)
Exit 1 when the server failed to answer, crashed, or exited with a non-zero code.
"""

import json
import os
import pathlib
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
STUBBED = (ROOT / "Tests/conformance/fixtures/expected/Roster.stubbed.swift").read_text()
# A document of a few kB for the many-documents case: ten stubbed classes, one of them stale.
_BODY = STUBBED.split("// @Stubbable\n", 1)[1]
DOCUMENT = (STUBBED.split("// @Stubbable\n", 1)[0]
            + "".join("// @Stubbable\n" + _BODY.replace("RosterService", f"RosterService{k}") for k in range(10))
            ).replace("func fetchStudents(in course: String)", "func fetchStudents(in course: String, year: Int)", 1)


class Server:
    def __init__(self, binary):
        self.proc = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 0
        self.diagnostics_seen = {}

    def send(self, obj=None, raw=None):
        body = raw if raw is not None else json.dumps(obj).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def read(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            chunk = self.proc.stdout.read(1)
            if not chunk:
                raise RuntimeError("server closed its output (exit code %s)" % self.proc.poll())
            header += chunk
        length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
        body = b""
        while len(body) < length:
            chunk = self.proc.stdout.read(length - len(body))
            if not chunk:
                raise RuntimeError("server closed its output mid-message")
            body += chunk
        message = json.loads(body)
        if message.get("method") == "textDocument/publishDiagnostics":
            p = message["params"]
            self.diagnostics_seen[p["uri"]] = p
        return message

    def wait(self, predicate):
        while True:
            message = self.read()
            if predicate(message):
                return message

    def request(self, method, params, raw=None):
        self.next_id += 1
        i = self.next_id
        if raw is not None:
            self.send(raw=raw)
            return self.wait(lambda m: "method" not in m and m.get("id") is None)
        self.send({"jsonrpc": "2.0", "id": i, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == i and "method" not in m)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, uri, version):
        seen = self.diagnostics_seen.get(uri)
        if seen is not None and seen.get("version") == version:
            return seen
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri and m["params"].get("version") == version)["params"]

    def memory_mb(self, field):
        with open(f"/proc/{self.proc.pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def start(self):
        self.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {
            "general": {"positionEncodings": ["utf-16"]}}})
        self.notify("initialized", {})

    def open(self, uri, text, version=1):
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": version, "text": text}})

    def still_answers(self):
        self.probes = getattr(self, "probes", 0) + 1
        uri = f"file:///tmp/big/Probe{self.probes}.swift"
        self.open(uri, "struct Probe { func f() {} }\n")
        result = self.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
        self.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        return any(symbol.get("name") == "Probe" for symbol in result.get("result") or [])

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        return self.proc.wait(timeout=60)


failures = []
# Resident memory allowed once a request is answered (the peak during one may be higher; it is printed).
RESIDENT_BOUND_MB = 256


def ms(seconds):
    return f"{seconds * 1000:.0f} ms" if seconds >= 0.1 else f"{seconds * 1000:.1f} ms"


def timed(action):
    t = time.perf_counter()
    result = action()
    return result, time.perf_counter() - t


def finish(server, name):
    answers = server.still_answers()
    peak = server.memory_mb("VmHWM")
    code = server.close()
    print(f"  peak RSS {peak:.0f} MB; still answers: {'yes' if answers else 'NO'}; exit code {code}")
    if not answers or code != 0:
        failures.append(name)


def one_file(binary, name, text, edit_position, symbol_position):
    uri = f"file:///tmp/big/{name}.swift"
    server = Server(binary)
    server.start()
    lines = text.count("\n") + 1
    print(f"{name}: {len(text.encode()) / 1e6:.1f} MB, {lines} lines")
    server.open(uri, text)
    first, t_open = timed(lambda: server.diagnostics(uri, 1))
    line, character = edit_position
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [
        {"range": {"start": {"line": line, "character": character}, "end": {"line": line, "character": character}}, "text": " "}]})
    _, t_change = timed(lambda: server.diagnostics(uri, 2))
    symbols, t_symbols = timed(lambda: server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}}))
    line, character = symbol_position
    actions, t_action = timed(lambda: server.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": {
        "start": {"line": line, "character": character}, "end": {"line": line, "character": character}}, "context": {"diagnostics": []}}))
    _, t_hover = timed(lambda: server.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}))
    print(f"  didOpen -> diagnostics {ms(t_open)} ({len(first['diagnostics'])} diagnostics); keystroke -> diagnostics {ms(t_change)}")
    print(f"  documentSymbol {ms(t_symbols)} ({len(symbols.get('result') or [])} top-level symbols); "
          f"codeAction {ms(t_action)} ({len(actions.get('result') or [])} actions); hover {ms(t_hover)}")
    # The memory of the work is given back: the server would otherwise sit at its peak for the rest of the session.
    resident = server.memory_mb("VmRSS")
    server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    server.diagnostics(uri, None)  # the empty diagnostics sent on close: the close has been handled
    time.sleep(0.2)
    closed = server.memory_mb("VmRSS")
    print(f"  RSS after the requests {resident:.0f} MB, after closing the document {closed:.0f} MB (bound: {RESIDENT_BOUND_MB} MB)")
    if resident > RESIDENT_BOUND_MB or closed > RESIDENT_BOUND_MB:
        failures.append(f"{name}: resident memory not given back")
    finish(server, name)


def nested(binary):
    name = "nested brackets"
    server = Server(binary)
    server.start()
    print(f"{name}: 10,000 deep")
    n = 10_000
    text = ("let a = " + "[" * n + "]" * n + "\nlet b = " + "(" * n + ")" * n + "\n"
            + "struct After {\n    func f() {}\n}\n" + "func g() " + "{" * n + "\n")
    uri = "file:///tmp/big/Nested.swift"
    server.open(uri, text)
    first, t_open = timed(lambda: server.diagnostics(uri, 1))
    symbols, t_symbols = timed(lambda: server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}}))
    names = [s["name"] for s in symbols.get("result") or []]
    print(f"  Swift file ({len(text) / 1e3:.0f} kB): didOpen -> diagnostics {ms(t_open)}, documentSymbol {ms(t_symbols)} ({names})")
    if "After" not in names:
        failures.append(name + ": the declaration after the brackets is lost")
    deep = b'{"jsonrpc":"2.0","id":1,"method":"x","params":' + b"[" * n + b"]" * n + b"}"
    error, t_json = timed(lambda: server.request(None, None, raw=deep))
    print(f"  JSON message nested {n} deep: error {error.get('error', {}).get('code')} in {ms(t_json)}")
    if error.get("error", {}).get("code") != -32700:
        failures.append(name + ": deep JSON not refused with -32700")
    finish(server, name)


def many_documents(binary, count=1_000):
    name = "open documents"
    server = Server(binary)
    server.start()
    print(f"{name}: {count} files of {DOCUMENT.count(chr(10))} lines ({len(DOCUMENT.encode()) / 1e3:.1f} kB each, 10 stubbed classes, one stale)")
    uris = [f"file:///tmp/big/many/Roster{k}.swift" for k in range(count)]
    rss = {0: server.memory_mb("VmRSS")}
    t = time.perf_counter()
    for k, uri in enumerate(uris):
        server.open(uri, DOCUMENT.replace("RosterService", f"Roster{k}Service"))
        if k + 1 in (count // 4, count // 2, count):
            for u in uris[:k + 1]:
                server.diagnostics(u, 1)
            rss[k + 1] = server.memory_mb("VmRSS")
    t_open = time.perf_counter() - t
    _, t_request = timed(lambda: server.request("textDocument/codeAction", {"textDocument": {"uri": uris[0]}, "range": {
        "start": {"line": 3, "character": 14}, "end": {"line": 3, "character": 14}}, "context": {"diagnostics": []}}))
    t = time.perf_counter()
    for uri in uris:
        server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    def cleared(uri):
        seen = server.diagnostics_seen.get(uri, {})
        return seen.get("diagnostics") == [] and "version" not in seen
    pending = [uri for uri in uris if not cleared(uri)]
    while pending:
        server.read()
        pending = [uri for uri in pending if not cleared(uri)]
    t_close = time.perf_counter() - t
    rss["closed"] = server.memory_mb("VmRSS")
    print(f"  opening {count} -> all diagnostics {t_open:.1f} s ({t_open / count * 1000:.1f} ms per document); "
          f"codeAction with {count} open {ms(t_request)}; closing all {ms(t_close)}")
    print("  RSS " + ", ".join(f"{k} open: {v:.0f} MB" if k != "closed" else f"all closed: {v:.0f} MB" for k, v in rss.items()))
    per_doc = (rss[count] - rss[0]) / count * 1024
    print(f"  RSS per open document {per_doc:.0f} kB")
    # Churn: 1,000 more documents, each opened and closed at once; RSS should settle, not grow per document.
    t = time.perf_counter()
    marks = []
    for k in range(count):
        uri = f"file:///tmp/big/churn/Roster{k}.swift"
        server.open(uri, DOCUMENT)
        server.diagnostics(uri, 1)
        server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        if (k + 1) % (count // 4) == 0:
            server.still_answers()
            marks.append(server.memory_mb("VmRSS"))
    print(f"  open + close {count} more one by one: {time.perf_counter() - t:.1f} s; RSS after each quarter: "
          + ", ".join(f"{m:.0f} MB" for m in marks))
    finish(server, name)


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else None
    if binary is None:
        for candidate in (ROOT / ".build/release/stubble", ROOT / ".build/debug/stubble"):
            if candidate.exists():
                binary = str(candidate)
                break
    if binary is None:
        sys.exit("build stubble first: swift build -c release --product stubble")
    print(f"stubble lsp, big inputs; binary {binary}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")

    cases = sys.argv[2:] or ["lines", "line", "nested", "documents"]
    if "lines" in cases:
        # 100k lines: the stubbed Roster file repeated (one copy stale), then plain lines up to 100,000.
        body = STUBBED.split("// @Stubbable\n", 1)[1]
        parts = [STUBBED.split("// @Stubbable\n", 1)[0]]
        k = 0
        while sum(p.count("\n") for p in parts) < 100_000 - body.count("\n"):
            parts.append("// @Stubbable\n" + body.replace("RosterService", f"RosterService{k}"))
            k += 1
        text = "".join(parts).replace("func fetchStudents(in course: String)", "func fetchStudents(in course: String, year: Int)", 1)
        text += "let filler = 0\n" * (100_000 - text.count("\n"))
        one_file(binary, "100k lines", text, edit_position=(0, 0), symbol_position=(3, 14))
    if "line" in cases:
        # 10 MB on one line.
        unit = "var a = [1, 2, 3]; "
        line = unit * (10_000_000 // len(unit))
        one_file(binary, "10 MB single line", line, edit_position=(0, len(line)), symbol_position=(0, 4_000_000))
    if "nested" in cases:
        nested(binary)
    if "documents" in cases:
        many_documents(binary)
    if failures:
        print("FAILED: " + "; ".join(failures))
        sys.exit(1)


if __name__ == "__main__":
    main()
