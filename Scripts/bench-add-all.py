#!/usr/bin/env python3
"""Scripts/bench-add-all.py [STUBBLE] — `stubble add --all` on generated code, the input doubled each round.

Generated files (protobuf-like: many structs with many stored properties each) are where stubbing writes
the most code per input byte. For 125 kB, 250 kB, 500 kB and 1 MB it prints wall time, peak RSS and the
ratio to the previous size: a linear command shows about 2.0 at each doubling. A benchmark a person runs,
not a test (the figures depend on the machine and its load); use the release build.

Scripts/bench-add-all.py [--before OLD_STUBBLE] [--sizes 125,250,500,1000] [STUBBLE]: with --before, an older
build is measured on the same files in the same run, side by side. CPU is user + system time of the command
(wall time suffers when the machine is busy).
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

args = sys.argv[1:]
before = None
sizes = (125_000, 250_000, 500_000, 1_000_000)
while args and args[0].startswith("--"):
    flag = args.pop(0)
    if flag == "--before":
        before = args.pop(0)
    elif flag == "--sizes":
        sizes = tuple(int(k) * 1000 for k in args.pop(0).split(","))
    else:
        sys.exit(f"unknown option {flag}")
stubble = args[0] if args else os.path.join(os.path.dirname(__file__), "..", ".build", "release", "stubble")


def generated(size):
    out = ["import Foundation", ""]
    total = 0
    i = 0
    while total < size:
        lines = [f"public struct Message{i}: Sendable, Equatable {{"]
        for k in range(20):
            lines.append(f"    public var field{k}: Int32 = 0")
            lines.append(f"    public var name{k}: String = String()")
        lines += ["    public init() {}", "}", ""]
        total += sum(len(l) + 1 for l in lines)
        out += lines
        i += 1
    return "\n".join(out) + "\n"


def measure(binary, path):
    """Wall seconds, CPU seconds (user + system) and peak RSS in MB of `add --all` on a fresh copy of `path`."""
    # A folder of its own: beside the generated file, the copy would be one of two files of a module (the
    # folder), each declaring the same types, and the command would index both.
    folder = path + ".run"
    os.makedirs(folder, exist_ok=True)
    work = os.path.join(folder, "Generated.swift")
    shutil.copyfile(path, work)
    start = time.monotonic()
    r = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", binary, "add", "--all", work],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.monotonic() - start
    if r.returncode != 0:
        sys.exit(f"stubble add --all failed on {path}:\n{r.stderr}")
    user, system, rss_kb = r.stderr.strip().splitlines()[-1].split()
    with open(work, "rb") as f:
        output = f.read()
    shutil.rmtree(folder)
    return elapsed, float(user) + float(system), int(rss_kb) / 1024, output


def main():
    work = tempfile.mkdtemp(prefix="stubble-bench-add-")
    binaries = [("", stubble)] + ([(" (before)", before)] if before else [])
    try:
        print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        head = " | ".join(f"add --all{n}: wall / CPU | peak RSS{n} | CPU ratio to the half size{n}" for n, _ in binaries)
        print(f"| input | {head} |")
        print("| --- |" + " --- | --- | --- |" * len(binaries))
        previous = {}
        for size in sizes:
            path = os.path.join(work, f"Generated{size}.swift")
            with open(path, "w") as f:
                f.write(generated(size))
            cells = []
            outputs = []
            for name, binary in binaries:
                seconds, cpu, rss, output = measure(binary, path)
                outputs.append(output)
                ratio = f"{cpu / previous[name]:.2f}" if previous.get(name) else ""
                cells.append(f"{seconds:.2f} s / {cpu:.2f} s | {rss:.0f} MB | {ratio}")
                previous[name] = cpu
            same = "" if len(set(outputs)) == 1 else " (outputs differ!)"
            print(f"| {size // 1000} kB | " + " | ".join(cells) + f" |{same}")
    finally:
        shutil.rmtree(work)


main()
