#!/usr/bin/env python3
"""Scripts/bench-mockolo.py --mockolo MOCKOLO [--nio DIR] [--rounds N] [--before OLD_STUBBLE] [STUBBLE]

Issue 20's mock benchmark: `stubble mock --all` against Mockolo (github.com/uber/mockolo) over swift-nio's
`Sources`, interleaved in one run. A benchmark a person runs (Mockolo is built by hand, about 8 minutes in
release), never CI.

- MOCKOLO: a release build of Mockolo (`swift build -c release --product mockolo` in its checkout).
- STUBBLE: default `.build/release/stubble`; `--before OLD_STUBBLE` measures an older build too, side by side,
  and says whether its output differs.
- `--nio DIR`: a swift-nio checkout; when DIR does not exist it is made with
  `git archive --remote=https://github.com/apple/swift-nio.git HEAD | tar -x -C DIR`. Default: a temporary one.

Both tools get the same input: a copy of `Sources` with `/// @mockable` on the line before every protocol
declaration (Mockolo mocks only annotated protocols; for Stubble it is a comment). Both read every file and
write every mock: Mockolo `mockolo -s SRC -d OUT.swift` (one file with every mock; it uses every core, `-j`
left at its default), Stubble `stubble mock --all SRC` into a fresh copy of the annotated tree each round (the
copy is not timed; the mocks are written into the files after their protocols). Rounds alternate which tool
goes first. It prints, per tool: the median wall time, the median CPU time (user + system of the process),
peak RSS, the number of mocks written and the wall time per mock; then the ratio of the medians.
"""
import hashlib
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

args = sys.argv[1:]
mockolo = None
nio = None
rounds = 5
before = None
while args and args[0].startswith("--"):
    flag = args.pop(0)
    if flag == "--mockolo":
        mockolo = args.pop(0)
    elif flag == "--nio":
        nio = args.pop(0)
    elif flag == "--rounds":
        rounds = int(args.pop(0))
    elif flag == "--before":
        before = args.pop(0)
    else:
        sys.exit(f"unknown option {flag}; see the top of {__file__}")
if not mockolo:
    sys.exit("usage: bench-mockolo.py --mockolo MOCKOLO [--nio DIR] [--rounds N] [--before OLD_STUBBLE] [STUBBLE]")
stubble = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "release", "stubble")
for binary in [mockolo, stubble] + ([before] if before else []):
    if not os.access(binary, os.X_OK):
        sys.exit(f"not an executable: {binary}")

# A protocol declaration's line: attributes and modifiers, then `protocol Name`.
PROTOCOL_LINE = re.compile(
    r"^\s*(?:@[A-Za-z_][\w.]*(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|internal|package|fileprivate|private|open|nonisolated)\s+)*"
    r"(?:@[A-Za-z_][\w.]*(?:\([^)]*\))?\s+)*protocol\s+[A-Za-z_]\w*")


def annotate(source, target):
    """Copies the tree `source` to `target`, with `/// @mockable` before every protocol declaration.
    Mockolo reads the annotation from the leading trivia of the protocol's first token (an attribute, a
    modifier or the `protocol` keyword), so a line of its own just above the declaration's line is enough."""
    count = 0
    for folder, _, names in os.walk(source):
        out = os.path.join(target, os.path.relpath(folder, source))
        os.makedirs(out, exist_ok=True)
        for name in names:
            path = os.path.join(folder, name)
            if not name.endswith(".swift"):
                shutil.copyfile(path, os.path.join(out, name))
                continue
            with open(path, encoding="utf-8") as f:
                lines = f.read().split("\n")
            result = []
            in_block_comment = False
            for line in lines:
                if not in_block_comment and PROTOCOL_LINE.match(line):
                    indent = line[: len(line) - len(line.lstrip())]
                    result.append(indent + "/// @mockable")
                    count += 1
                # Good enough for swift-nio: a `/* ... */` spanning lines hides what it contains.
                if "/*" in line and "*/" not in line.split("/*")[-1]:
                    in_block_comment = True
                elif in_block_comment and "*/" in line:
                    in_block_comment = False
                result.append(line)
            with open(os.path.join(out, name), "w", encoding="utf-8") as f:
                f.write("\n".join(result))
    return count


def run(command):
    """Wall seconds, CPU seconds (user + system) and peak RSS (MB) of `command`, and its standard output."""
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = process.communicate()
    elapsed = time.monotonic() - start
    if process.returncode != 0:
        sys.exit(f"{' '.join(command)} exited with {process.returncode}:\n{err.decode(errors='replace')[-2000:]}")
    return elapsed, out.decode(errors="replace"), err.decode(errors="replace")


def timed(command):
    """Like run, with CPU and peak RSS from the children's resource usage around the call (one child at a time)."""
    import resource
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall, out, err = run(command)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    # (RUSAGE_CHILDREN's ru_maxrss is the largest child so far, not this one's: peak RSS is read by `peak_rss`.)
    return wall, cpu, out, err


def peak_rss(command):
    if not os.path.exists("/usr/bin/time"):
        return None
    r = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        return int(r.stderr.strip().splitlines()[-1]) / 1024
    except (ValueError, IndexError):
        return None


def tree_digest(root):
    h = hashlib.sha256()
    for folder, _, names in sorted(os.walk(root)):
        for name in sorted(names):
            path = os.path.join(folder, name)
            h.update(os.path.relpath(path, root).encode())
            with open(path, "rb") as f:
                h.update(f.read())
    return h.hexdigest()


def main():
    work = tempfile.mkdtemp(prefix="stubble-bench-mockolo-")
    try:
        checkout = nio or os.path.join(work, "swift-nio")
        if not os.path.isdir(checkout):
            os.makedirs(checkout)
            subprocess.run("git archive --remote=https://github.com/apple/swift-nio.git HEAD | tar -x -C " + checkout,
                           shell=True, check=True)
        sources = os.path.join(checkout, "Sources")
        annotated = os.path.join(work, "annotated")
        protocols = annotate(sources, annotated)
        files = sum(1 for _, _, ns in os.walk(annotated) for n in ns if n.endswith(".swift"))
        size = sum(os.path.getsize(os.path.join(d, n)) for d, _, ns in os.walk(annotated) for n in ns if n.endswith(".swift"))
        print(f"swift-nio Sources: {files} Swift files, {size / 1e6:.1f} MB, {protocols} protocols annotated `/// @mockable`")

        tools = [("Mockolo", "mockolo", mockolo), ("stubble", "stubble", stubble)]
        if before:
            tools.append(("stubble (before)", "stubble", before))
        walls = {t[0]: [] for t in tools}
        cpus = {t[0]: [] for t in tools}
        counts = {}
        digests = {}

        def once(label, kind, binary, keep):
            if kind == "mockolo":
                out_file = os.path.join(work, "MockoloMocks.swift")
                if os.path.exists(out_file):
                    os.remove(out_file)
                command = [binary, "-s", annotated, "-d", out_file]
                wall, cpu, _, _ = timed(command)
                with open(out_file, encoding="utf-8") as f:
                    count = len(re.findall(r"^\s*(?:public |open |package )?(?:final )?class \w+Mock\b", f.read(), re.M))
                return wall, cpu, count, command
            tree = os.path.join(work, "stubble-run")
            if os.path.exists(tree):
                shutil.rmtree(tree)
            shutil.copytree(annotated, tree)
            command = [binary, "mock", "--all", tree]
            wall, cpu, out, _ = timed(command)
            summary = re.search(r"mocks: (\d+) generated, (\d+) regenerated, (\d+) up to date, (\d+) cannot be mocked", out)
            count = int(summary.group(1)) + int(summary.group(2)) if summary else -1
            if keep:
                digests[label] = tree_digest(tree)
            return wall, cpu, count, [binary, "mock", "--all", tree]

        rss = {}
        for r in range(rounds):
            order = tools if r % 2 == 0 else list(reversed(tools))
            for label, kind, binary in order:
                wall, cpu, count, command = once(label, kind, binary, keep=(r == 0))
                walls[label].append(wall)
                cpus[label].append(cpu)
                counts[label] = count
                if r == 0:
                    if kind == "stubble":
                        # Peak RSS on a fresh copy (the timed run already wrote its mocks).
                        tree = os.path.join(work, "stubble-run")
                        shutil.rmtree(tree)
                        shutil.copytree(annotated, tree)
                    rss[label] = peak_rss(command)
            print(f"round {r + 1}/{rounds}: " + ", ".join(f"{l} {walls[l][-1] * 1000:.0f} ms" for l, _, _ in tools), flush=True)

        print()
        print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores; {rounds} rounds, interleaved")
        print("| tool | median wall | median CPU (user + sys) | peak RSS | mocks written | wall per mock | wall rounds |")
        print("| --- | --- | --- | --- | --- | --- | --- |")
        for label, _, _ in tools:
            wall = statistics.median(walls[label])
            cpu = statistics.median(cpus[label])
            n = counts[label]
            memory = f"{rss[label]:.0f} MB" if rss.get(label) else "?"
            per = f"{wall * 1000 / n:.2f} ms" if n > 0 else "?"
            rounds_text = ", ".join(f"{w * 1000:.0f}" for w in walls[label])
            print(f"| {label} | {wall * 1000:.0f} ms | {cpu * 1000:.0f} ms | {memory} | {n} | {per} | {rounds_text} |")
        m = statistics.median(walls["Mockolo"])
        s = statistics.median(walls["stubble"])
        mc = statistics.median(cpus["Mockolo"])
        sc = statistics.median(cpus["stubble"])
        print()
        print(f"stubble against Mockolo: {m / s:.2f}x faster by wall time, {mc / sc:.2f}x by CPU time")
        if before:
            b = statistics.median(walls["stubble (before)"])
            print(f"stubble (before) against Mockolo: {m / b:.2f}x by wall time; stubble against before: {b / s:.2f}x")
            same = digests.get("stubble") == digests.get("stubble (before)")
            print("stubble and stubble (before) wrote " + ("the same bytes" if same else "DIFFERENT output"))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
