#!/usr/bin/env bash
# Scripts/bench-parser.sh [--corpus DIR] [--rounds N]
# Builds Benchmarks' parser-bench in release (the first build compiles swift-syntax: 10-20 minutes on 2 cores)
# and runs it on the corpus of Scripts/corpus-packages.txt: MB/s of SwiftParser (parse + declaration-counting
# walk) and of Stubble's parser (parse + the same counts), the ratio, and each side's peak memory.
# Run by a person, not by CI. Quiet the machine first: both sides share whatever else is running.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
corpus="" rounds=3
while [ $# -gt 0 ]; do
    case "$1" in
        --corpus) corpus="${2:?}"; shift 2 ;;
        --rounds) rounds="${2:?}"; shift 2 ;;
        *) echo "bench-parser: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ -z "$corpus" ]; then corpus="$work/corpus"; fi
if [ -z "$(ls -A "$corpus" 2>/dev/null)" ]; then "$here/corpus-fetch.sh" "$corpus" >/dev/null; fi
swift build -c release --package-path "$root/Benchmarks" --product parser-bench >&2
"$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/parser-bench" --corpus "$(cd "$corpus" && pwd)" --rounds "$rounds"
