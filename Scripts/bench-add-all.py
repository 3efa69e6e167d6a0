#!/usr/bin/env python3
"""Scripts/bench-add-all.py [STUBBLE] — `stubble add --all` on generated code, the input doubled each round.

Generated files (protobuf-like: many structs with many stored properties each) are where stubbing writes
the most code per input byte. For 125 kB, 250 kB, 500 kB and 1 MB it prints wall time, peak RSS and the
ratio to the previous size: a linear command shows about 2.0 at each doubling. A benchmark a person runs,
not a test (the figures depend on the machine and its load); use the release build.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

stubble = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".build", "release", "stubble")


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


def measure(path):
    start = time.monotonic()
    r = subprocess.run(["/usr/bin/time", "-f", "%M", stubble, "add", "--all", path],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.monotonic() - start
    if r.returncode != 0:
        sys.exit(f"stubble add --all failed on {path}:\n{r.stderr}")
    rss_kb = int(r.stderr.strip().splitlines()[-1])
    return elapsed, rss_kb / 1024


def main():
    work = tempfile.mkdtemp(prefix="stubble-bench-add-")
    try:
        print("| input | add --all | peak RSS | time ratio to the half size |")
        print("| --- | --- | --- | --- |")
        previous = None
        for size in (125_000, 250_000, 500_000, 1_000_000):
            path = os.path.join(work, f"Generated{size}.swift")
            with open(path, "w") as f:
                f.write(generated(size))
            seconds, rss = measure(path)
            ratio = f"{seconds / previous:.2f}" if previous else ""
            print(f"| {size // 1000} kB | {seconds:.2f} s | {rss:.0f} MB | {ratio} |")
            previous = seconds
    finally:
        shutil.rmtree(work)


main()
