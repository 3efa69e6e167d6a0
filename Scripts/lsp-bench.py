#!/usr/bin/env python3
"""Measures `stubble lsp` as an editor sees it and prints the figures.

initialize time, didOpen -> diagnostics, didChange -> diagnostics (one keystroke at a time, and a burst),
codeAction latency, and the server's peak RSS, for a small file and a large generated one. sourcekit-lsp's
figures measured on the same machines (shared notes) are printed alongside for comparison.

Usage: Scripts/lsp-bench.py [--encoding utf-8|utf-16] [path/to/stubble]
       (default binary: .build/release/stubble, else .build/debug/stubble)
       Scripts/lsp-bench.py --table [--module NIO_CHECKOUT] [--before OLD_STUBBLE] [--no-sourcekit] [path/to/stubble]

--table: the figures of issue 20, side by side in one run: `stubble lsp` (and `--before`, an older build),
and the toolchain's sourcekit-lsp (found next to `swift` on PATH or in /opt/swift/usr/bin). For a synthetic
10k-line file: codeAction p50 / p99 over 200 requests at moving cursor positions, change -> diagnostics
p50 / p99, peak RSS; for a 100k-line file: codeAction p50 / max; with --module (a package checkout, e.g.
`git archive --remote=https://github.com/apple/swift-nio.git HEAD | tar -x -C DIR`): files of its
Sources/NIOCore opened with the checkout as workspace, codeAction p50 / p99 / max and codeAction/resolve
p50 / max (stubble only: sourcekit-lsp would index the package first).

--encoding: the only position encoding the client offers (default: none offered, which means UTF-16). Comparing
the two runs gives the cost of converting positions; the large file has a non-ASCII comment on every stubbed
method (`// Schüler: naïve café`), so UTF-16 columns cannot take the ASCII shortcut on those lines.
"""

import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
SMALL = (ROOT / "Tests/conformance/fixtures/workspace/Stale.swift").read_text()


def large_file(classes: int) -> str:
    """`classes` stubbed classes, one of them stale: a file of a few thousand lines."""
    base = (ROOT / "Tests/conformance/fixtures/expected/Roster.stubbed.swift").read_text()
    body = base.split("// @Stubbable\n", 1)[1]
    parts = [base.split("// @Stubbable\n", 1)[0]]
    for i in range(classes):
        parts.append("// @Stubbable\n" + body.replace("RosterService", f"RosterService{i}"))
    text = "".join(parts)
    text = text.replace("    func ", "    // Schüler: naïve café\n    func ")
    return text.replace("func fetchStudents(in course: String)", "func fetchStudents(in course: String, year: Int)", 1)


class Server:
    def __init__(self, binary):
        self.proc = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 0

    def send(self, obj):
        body = json.dumps(obj).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def read(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = self.proc.stdout.read(1)
            if not byte:
                raise RuntimeError("server closed its output")
            header += byte
        length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
        return json.loads(self.proc.stdout.read(length))

    def wait(self, predicate):
        while True:
            message = self.read()
            if predicate(message):
                return message

    def request(self, method, params):
        self.next_id += 1
        i = self.next_id
        self.send({"jsonrpc": "2.0", "id": i, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == i and "method" not in m)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, uri, version):
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri and m["params"].get("version") == version)

    def cpu_seconds(self):
        """User + system CPU time the server has used so far (wall times suffer when the machine is busy)."""
        fields = open(f"/proc/{self.proc.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def peak_rss_mb(self):
        with open(f"/proc/{self.proc.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        return self.proc.wait(timeout=10)


def lines_of(text):
    return text.count("\n")


def ms(seconds):
    return f"{seconds * 1000:.1f} ms"


def bench(binary, name, text, keystrokes=30, encoding=None):
    uri = f"file:///tmp/bench/{name}.swift"
    started = time.perf_counter()
    server = Server(binary)
    capabilities = {"general": {"positionEncodings": [encoding]}} if encoding else {}
    answer = server.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": capabilities})
    negotiated = answer["result"]["capabilities"].get("positionEncoding", "utf-16")
    initialize = time.perf_counter() - started
    server.notify("initialized", {})

    t = time.perf_counter()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
    first = server.diagnostics(uri, 1)
    open_latency = time.perf_counter() - t

    # Keystrokes at the end of the first line, one at a time, each waiting for its diagnostics.
    first_line = text.split("\n")[0]
    latencies = []
    cpu_before = server.cpu_seconds()
    for k in range(keystrokes):
        version = 2 + k
        t = time.perf_counter()
        column = len(first_line) + k
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [
            {"range": {"start": {"line": 0, "character": column}, "end": {"line": 0, "character": column}}, "text": " "}]})
        server.diagnostics(uri, version)
        latencies.append(time.perf_counter() - t)

    cpu_per_keystroke = (server.cpu_seconds() - cpu_before) / keystrokes

    # A burst of 50 keystrokes sent without waiting: time until the last version's diagnostics, and how many
    # publishes the server needed (coalescing).
    base_version = 2 + keystrokes
    published = 0
    t = time.perf_counter()
    for k in range(50):
        column = len(first_line) + keystrokes + k
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": base_version + k}, "contentChanges": [
            {"range": {"start": {"line": 0, "character": column}, "end": {"line": 0, "character": column}}, "text": " "}]})
    last = base_version + 49
    while True:
        message = server.read()
        if message.get("method") == "textDocument/publishDiagnostics":
            published += 1
            if message["params"].get("version") == last:
                break
    burst = time.perf_counter() - t

    t = time.perf_counter()
    actions = server.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": {
        "start": {"line": 3, "character": 14}, "end": {"line": 3, "character": 14}}, "context": {"diagnostics": []}})
    action_latency = time.perf_counter() - t

    # Server CPU for 40 code actions over the whole file (every fix's edits converted to positions) and 40
    # full diagnostic pulls' worth of publishes: where the position encoding costs, if anywhere.
    whole = {"start": {"line": 0, "character": 0}, "end": {"line": lines_of(text), "character": 0}}
    cpu_before = server.cpu_seconds()
    t = time.perf_counter()
    for _ in range(40):
        server.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": whole, "context": {"diagnostics": []}})
    rounds = time.perf_counter() - t
    rounds_cpu = server.cpu_seconds() - cpu_before

    rss = server.peak_rss_mb()
    code = server.close()
    lines = text.count("\n")
    print(f"{name} ({lines} lines, {len(text.encode())} bytes, {len(first['params']['diagnostics'])} diagnostics, "
          f"{len(actions['result'])} code actions at the class; positions in {negotiated}):")
    print(f"  initialize (spawn -> answer)     {ms(initialize)}")
    print(f"  didOpen -> diagnostics           {ms(open_latency)}")
    print(f"  didChange -> diagnostics         median {ms(statistics.median(latencies))}, "
          f"p95 {ms(sorted(latencies)[int(len(latencies) * 0.95) - 1])}, max {ms(max(latencies))}  ({keystrokes} keystrokes)")
    print(f"  server CPU per keystroke         {ms(cpu_per_keystroke)}  (kernel ticks of {1000 / os.sysconf('SC_CLK_TCK'):.0f} ms, averaged)")
    print(f"  burst of 50 didChange -> last    {ms(burst)}, published {published} times")
    print(f"  codeAction                       {ms(action_latency)}")
    print(f"  40 whole-file codeActions        {ms(rounds)} wall, server CPU {ms(rounds_cpu)}")
    print(f"  peak RSS                         {rss:.1f} MB")
    print(f"  exit code                        {code}")


def percentile(values, p):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, max(0, int(round(p / 100 * len(ordered) + 0.5)) - 1))]


class TableServer(Server):
    """A server for the table: any command line; diagnostics waited for by version when the server sends one."""

    def __init__(self, command):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0

    def start(self, root_uri=None):
        capabilities = {
            "textDocument": {
                "codeAction": {"codeActionLiteralSupport": {"codeActionKind": {"valueSet": ["quickfix", "refactor", "source"]}},
                               "resolveSupport": {"properties": ["edit"]}, "dataSupport": True},
                "publishDiagnostics": {"versionSupport": True},
            },
            "general": {"positionEncodings": ["utf-16"]},
        }
        folders = [{"uri": root_uri, "name": "root"}] if root_uri else None
        self.request("initialize", {"processId": os.getpid(), "rootUri": root_uri, "workspaceFolders": folders,
                                    "capabilities": capabilities})
        self.notify("initialized", {})

    def diagnostics_after(self, uri, version, timeout):
        """The first publish for `uri` carrying `version`, or (a server that sends none) the first one at all."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            m = self.read()
            if m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri:
                v = m["params"].get("version")
                if v is None or v == version:
                    return m
        return None

    def kill(self):
        try:
            self.close()
        except Exception:
            self.proc.kill()


def code_action_positions(text, count):
    """`count` cursor positions spread over the file's lines, inside declarations (column 8)."""
    lines = text.split("\n")
    candidates = [i for i, line in enumerate(lines) if len(line) > 8 and line.startswith("    ")] or [0]
    return [(candidates[(i * 7919) % len(candidates)], 8) for i in range(count)]


def table_file(command, name, text, actions=200, keystrokes=30, diagnostics_timeout=120):
    """Open `text`, time code actions at moving positions and keystroke -> diagnostics; peak RSS."""
    uri = f"file:///tmp/stubble-bench/{name}.swift"
    server = TableServer(command)
    try:
        server.start()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
        server.diagnostics_after(uri, 1, diagnostics_timeout)
        latencies = []
        for line, character in code_action_positions(text, actions):
            t = time.perf_counter()
            server.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": {
                "start": {"line": line, "character": character}, "end": {"line": line, "character": character}},
                "context": {"diagnostics": []}})
            latencies.append(time.perf_counter() - t)
        changes = []
        first_line = text.split("\n")[0]
        cpu_before = server.cpu_seconds()
        for k in range(keystrokes):
            version = 2 + k
            column = len(first_line) + k
            t = time.perf_counter()
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [
                {"range": {"start": {"line": 0, "character": column}, "end": {"line": 0, "character": column}}, "text": " "}]})
            if server.diagnostics_after(uri, version, diagnostics_timeout) is None:
                break
            changes.append(time.perf_counter() - t)
        cpu = (server.cpu_seconds() - cpu_before) / max(1, len(changes))
        return {"actions": latencies, "changes": changes, "cpu": cpu, "rss": server.peak_rss_mb()}
    finally:
        server.kill()


def table_module(command, root, files, actions=100):
    """Open files of a real module with the checkout as workspace; time code actions and resolve."""
    server = TableServer(command)
    out = {"actions": [], "resolve": [], "rss": 0.0, "files": 0}
    try:
        server.start(pathlib.Path(root).resolve().as_uri())
        for path in files:
            text = path.read_text()
            uri = path.resolve().as_uri()
            server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
            server.diagnostics_after(uri, 1, 120)
            for line, character in code_action_positions(text, actions):
                t = time.perf_counter()
                answer = server.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": {
                    "start": {"line": line, "character": character}, "end": {"line": line, "character": character}},
                    "context": {"diagnostics": []}})
                out["actions"].append(time.perf_counter() - t)
                for action in answer.get("result") or []:
                    if "data" in action and "edit" not in action and action.get("kind") == "refactor.rewrite":
                        t = time.perf_counter()
                        server.request("codeAction/resolve", action)
                        out["resolve"].append(time.perf_counter() - t)
                        break
            out["files"] += 1
        out["rss"] = server.peak_rss_mb()
        return out
    finally:
        server.kill()


def sourcekit_lsp():
    for candidate in [shutil.which("sourcekit-lsp"), "/opt/swift/usr/bin/sourcekit-lsp"]:
        if candidate and os.path.exists(candidate):
            return candidate
    return None


def table(args):
    module = before = None
    with_sourcekit = True
    rest = []
    while args:
        a = args.pop(0)
        if a == "--module":
            module = args.pop(0)
        elif a == "--before":
            before = args.pop(0)
        elif a == "--no-sourcekit":
            with_sourcekit = False
        else:
            rest.append(a)
    binary = rest[0] if rest else str(ROOT / ".build/release/stubble")
    servers = [("stubble lsp", [binary, "lsp"])]
    if before:
        servers.append(("stubble lsp (before)", [before, "lsp"]))
    kit = sourcekit_lsp() if with_sourcekit else None
    if kit:
        servers.append(("sourcekit-lsp", [kit]))
    print(f"lsp-bench --table: {', '.join(n for n, _ in servers)}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    ten_k = large_file(834)
    hundred_k = large_file(8340)
    rows = {}

    def cell(name, key, value):
        rows.setdefault(key, {})[name] = value

    for name, command in servers:
        is_kit = name == "sourcekit-lsp"
        r = table_file(command, "Synthetic10k", ten_k, actions=50 if is_kit else 200, keystrokes=5 if is_kit else 30)
        cell(name, f"synthetic {lines_of(ten_k)}-line file: codeAction p50 / p99",
             f"{percentile(r['actions'], 50) * 1000:.1f} / {percentile(r['actions'], 99) * 1000:.1f} ms")
        cell(name, f"synthetic {lines_of(ten_k)}-line file: change -> diagnostics p50 / p99",
             f"{percentile(r['changes'], 50) * 1000:.1f} / {percentile(r['changes'], 99) * 1000:.1f} ms ({len(r['changes'])} edits)")
        cell(name, f"synthetic {lines_of(ten_k)}-line file: server CPU per keystroke (main process)", f"{r['cpu'] * 1000:.1f} ms")
        cell(name, f"synthetic {lines_of(ten_k)}-line file: peak RSS", f"{r['rss']:.0f} MB")
        if not is_kit:
            r = table_file(command, "Synthetic100k", hundred_k, actions=20, keystrokes=5)
            cell(name, f"synthetic {lines_of(hundred_k)}-line file: codeAction p50 / max",
                 f"{percentile(r['actions'], 50) * 1000:.1f} / {max(r['actions']) * 1000:.1f} ms")
            cell(name, f"synthetic {lines_of(hundred_k)}-line file: change -> diagnostics p50 / max",
                 f"{percentile(r['changes'], 50) * 1000:.1f} / {max(r['changes']) * 1000:.1f} ms")
            cell(name, f"synthetic {lines_of(hundred_k)}-line file: peak RSS", f"{r['rss']:.0f} MB")
        if module and not is_kit:
            core = pathlib.Path(module) / "Sources/NIOCore"
            count = len(list(core.rglob("*.swift")))
            for file in ["ByteBuffer-core.swift", "ChannelPipeline.swift"]:
                r = table_module(command, module, [core / file])
                label = f"swift-nio NIOCore ({count} files) {file}"
                cell(name, f"{label}: codeAction p50 / p99 / max",
                     f"{percentile(r['actions'], 50) * 1000:.1f} / {percentile(r['actions'], 99) * 1000:.1f} / {max(r['actions']) * 1000:.1f} ms")
                if r["resolve"]:
                    cell(name, f"{label}: resolve p50 / max ({len(r['resolve'])})",
                         f"{percentile(r['resolve'], 50) * 1000:.1f} / {max(r['resolve']) * 1000:.1f} ms")
                cell(name, f"{label}: peak RSS", f"{r['rss']:.0f} MB")
    names = [n for n, _ in servers]
    print("| | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    for key, values in rows.items():
        print(f"| {key} | " + " | ".join(values.get(n, "") for n in names) + " |")


def main():
    args = sys.argv[1:]
    if args and args[0] == "--table":
        return table(args[1:])
    encoding = None
    if len(args) >= 2 and args[0] == "--encoding":
        encoding, args = args[1], args[2:]
    binary = args[0] if args else None
    if binary is None:
        for candidate in (ROOT / ".build/release/stubble", ROOT / ".build/debug/stubble"):
            if candidate.exists():
                binary = str(candidate)
                break
    if binary is None:
        sys.exit("build stubble first: swift build -c release --product stubble")
    print(f"stubble lsp benchmark, binary {binary}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    bench(binary, "small", SMALL, encoding=encoding)
    bench(binary, "large", large_file(200), keystrokes=10, encoding=encoding)
    print("sourcekit-lsp 6.3.1, same machines (shared notes): initialize 115-172 ms; didOpen -> diagnostics 1.1-2.1 s;")
    print("  didChange -> diagnostics ~1.06 s (1 s debounce); codeAction 3-14 ms; peak RSS 172-179 MB")


if __name__ == "__main__":
    main()
