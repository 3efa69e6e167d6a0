#!/usr/bin/env python3
"""Scripts/bench-linearity.py [--sizes N,2N,4N] [--rounds R] [--only NAME] [STUBBLE] — does the work grow with the input?

For each command line command and each of the language server's main requests, runs an input of N, 2N and
4N units (a unit: one type of the input; see each row) and prints the times side by side with the ratio of
each size to the one before it: about 2.0 at each doubling is linear, clearly above is superlinear. A
benchmark a person runs (figures depend on the machine and its load), not a test; use the release build
(default binary .build/release/stubble).

Rows:
  check          `stubble check FILE`: N stubbed classes (lsp-bench's synthetic file), one stale.
  add --all      `stubble add --all FILE`: N generated structs of 40 stored properties (bench-add-all's input).
  fix            `stubble fix FILE`: N stubbed classes, every one stale (a parameter added to its method).
  remove --all   `stubble remove --all FILE`: N stubbed classes.
  mock --all     `stubble mock --all FILE`: N protocols of 5 requirements each.
  lsp didChange  `stubble lsp`, N stubbed classes open: one keystroke -> its diagnostics; the server's CPU
                 time per keystroke (load-independent up to the kernel's 10 ms ticks, averaged), and wall p50.
  lsp codeAction codeAction at moving cursor positions on the same document: wall p50.
  lsp resolve    codeAction/resolve of the rewrite offered there ("Remove stubs from ..."): wall p50.

Each file is written to its own empty folder (a file's folder is its module: other files there would be
read too). A command line figure is the best of --rounds runs (default 3), each on a fresh copy, wall time
of the whole process (start-up included: a few ms).
"""

import importlib.util
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


lsp_bench = load("lsp_bench", ROOT / "Scripts/lsp-bench.py")
STUBBED = (ROOT / "Tests/conformance/fixtures/expected/Roster.stubbed.swift").read_text()
HEAD, BODY = STUBBED.split("// @Stubbable\n", 1)
STALE = ("func fetchStudents(in course: String)", "func fetchStudents(in course: String, year: Int)")


def stubbed_classes(n, stale="one"):
    """`n` stubbed classes (13 lines each); `stale`: "one" (the first class's method gains a parameter) or "all"."""
    text = HEAD + "".join("// @Stubbable\n" + BODY.replace("RosterService", f"RosterService{i}") for i in range(n))
    return text.replace(*STALE, 1 if stale == "one" else -1)


def generated_structs(n):
    """`n` protobuf-like structs of 20 Int32 and 20 String stored properties (about 1 kB each)."""
    out = ["import Foundation", ""]
    for i in range(n):
        out.append(f"public struct Message{i}: Sendable, Equatable {{")
        for k in range(20):
            out.append(f"    public var field{k}: Int32 = 0")
            out.append(f"    public var name{k}: String = String()")
        out += ["    public init() {}", "}", ""]
    return "\n".join(out) + "\n"


def protocols(n):
    """`n` protocols of five requirements (a method, an async throwing one, a property, a static method, an init)."""
    out = ["import Foundation", ""]
    for i in range(n):
        out += [f"protocol Service{i}: AnyObject {{",
                f"    var name{i}: String {{ get set }}",
                f"    func fetch{i}(id: Int, query: String) -> [String]",
                f"    func load{i}(from url: URL) async throws -> Data",
                f"    static func make{i}() -> Self",
                f"    init(value: Int)",
                "}", ""]
    return "\n".join(out) + "\n"


# (row, unit, input maker, arguments after the binary; FILE stands for the file's path)
CLI_ROWS = [
    ("check", "stubbed classes", lambda n: stubbed_classes(n), ["check", "FILE"]),
    ("add --all", "generated structs", generated_structs, ["add", "--all", "FILE"]),
    ("fix", "stale stubbed classes", lambda n: stubbed_classes(n, stale="all"), ["fix", "FILE"]),
    ("remove --all", "stubbed classes", lambda n: stubbed_classes(n), ["remove", "--all", "FILE"]),
    ("mock --all", "protocols", protocols, ["mock", "--all", "FILE"]),
]
CLI_SIZES = {"check": 500, "add --all": 125, "fix": 250, "remove --all": 500, "mock --all": 100}
LSP_SIZE = 200


def time_cli(binary, text, arguments, rounds):
    best = float("inf")
    for _ in range(rounds):
        folder = tempfile.mkdtemp(prefix="stubble-linearity-")
        try:
            path = os.path.join(folder, "Input.swift")
            with open(path, "w") as f:
                f.write(text)
            command = [binary] + [path if a == "FILE" else a for a in arguments]
            t = time.perf_counter()
            r = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            elapsed = time.perf_counter() - t
            # check exits 1 when it reports a warning (the stale class): that is its answer, not a failure.
            if r.returncode not in (0, 1) or (r.returncode == 1 and arguments[0] != "check"):
                sys.exit(f"{' '.join(command)} failed ({r.returncode}):\n{r.stderr}")
            best = min(best, elapsed)
        finally:
            shutil.rmtree(folder)
    return best


def time_lsp(binary, n, keystrokes=20, actions=60):
    """CPU per keystroke, wall p50 keystroke -> diagnostics, codeAction p50, resolve p50 on `n` stubbed classes."""
    text = stubbed_classes(n)
    uri = f"file:///tmp/stubble-linearity/Linearity{n}.swift"
    server = lsp_bench.TableServer([binary, "lsp"])
    try:
        server.start()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
        server.diagnostics_after(uri, 1, 300)
        first_line = text.split("\n")[0]
        changes = []
        cpu_before = server.cpu_seconds()
        for k in range(keystrokes):
            version = 2 + k
            column = len(first_line) + k
            t = time.perf_counter()
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [
                {"range": {"start": {"line": 0, "character": column}, "end": {"line": 0, "character": column}}, "text": " "}]})
            server.diagnostics_after(uri, version, 300)
            changes.append(time.perf_counter() - t)
        cpu = (server.cpu_seconds() - cpu_before) / keystrokes
        action_times, resolve_times = [], []
        for line, character in lsp_bench.code_action_positions(text, actions):
            t = time.perf_counter()
            answer = server.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": {
                "start": {"line": line, "character": character}, "end": {"line": line, "character": character}},
                "context": {"diagnostics": []}})
            action_times.append(time.perf_counter() - t)
            for action in answer.get("result") or []:
                if "data" in action and "edit" not in action and action.get("kind") == "refactor.rewrite":
                    t = time.perf_counter()
                    server.request("codeAction/resolve", action)
                    resolve_times.append(time.perf_counter() - t)
                    break
        return {"lsp didChange (CPU)": cpu, "lsp didChange (wall p50)": lsp_bench.percentile(changes, 50),
                "lsp codeAction (p50)": lsp_bench.percentile(action_times, 50),
                "lsp resolve (p50)": lsp_bench.percentile(resolve_times, 50) if resolve_times else float("nan")}
    finally:
        server.kill()


def fmt(seconds):
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


def row(name, unit, base, times, factors):
    cells = [f"{name} ({unit})"]
    for i, (f, t) in enumerate(zip(factors, times)):
        ratio = f" (x{t / times[i - 1]:.2f})" if i > 0 and times[i - 1] > 0 else ""
        cells.append(f"{base * f}: {fmt(t)}{ratio}")
    print("| " + " | ".join(cells) + " |", flush=True)


def main():
    args = sys.argv[1:]
    factors = [1, 2, 4]
    rounds = 3
    only = None
    rest = []
    while args:
        a = args.pop(0)
        if a == "--sizes":
            factors = [int(x) for x in args.pop(0).split(",")]
        elif a == "--rounds":
            rounds = int(args.pop(0))
        elif a == "--only":
            only = args.pop(0)
        else:
            rest.append(a)
    binary = rest[0] if rest else str(ROOT / ".build/release/stubble")
    if not os.path.exists(binary):
        sys.exit("build stubble first: swift build -c release --product stubble")
    print(f"bench-linearity: {binary}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"input sizes x{', x'.join(map(str, factors))}; (xR) = time / time at the size before")
    print("| command (unit) | " + " | ".join(f"x{f}" for f in factors) + " |")
    print("|---|" + "---|" * len(factors))
    for name, unit, make, arguments in CLI_ROWS:
        if only and only not in name:
            continue
        base = CLI_SIZES[name]
        times = [time_cli(binary, make(base * f), arguments, rounds) for f in factors]
        row(name, unit, base, times, factors)
    if only and "lsp" not in only:
        return
    results = [time_lsp(binary, LSP_SIZE * f) for f in factors]
    for key in results[0]:
        row(key, "stubbed classes", LSP_SIZE, [r[key] for r in results], factors)


if __name__ == "__main__":
    main()
