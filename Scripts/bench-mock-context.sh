#!/usr/bin/env bash
# Prints what mocks cost `stubble check` / `stubble fix` on a big tree: the same tree checked without any
# generated mock (no mock context is built) and with one stale mock added (every file given is parsed into
# the mock context once). Figures only; nothing is asserted.
#
#   Scripts/bench-mock-context.sh DIR      # DIR: a tree of Swift files, e.g. from Scripts/corpus-fetch.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
src="${1:?usage: bench-mock-context.sh DIR}"
bin="${STUBBLE_BIN:-}"
if [ -z "$bin" ]; then
    (cd "$root" && swift build -c release --product stubble >/dev/null)
    bin="$(cd "$root" && swift build -c release --show-bin-path)/stubble"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$src" "$work/tree"
files=$(find "$work/tree" -name '*.swift' | wc -l)
bytes=$(find "$work/tree" -name '*.swift' -print0 | xargs -0 cat | wc -c)
echo "tree: $files Swift files, $bytes bytes"
time_of() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; e=$(date +%s.%N); echo "$e - $s" | bc; }
echo "check, no mock:            $(time_of "$bin" check "$work/tree") s"
cp "$root/Tests/Fixtures/Wiring/stale-mock/"*.swift "$work/tree/"
echo "check, one stale mock:     $(time_of "$bin" check "$work/tree") s"
echo "  stale mocks reported: $({ "$bin" check "$work/tree" 2>/dev/null || true; } | grep -c mockOutOfDate || true)"
echo "fix, one stale mock:       $(time_of "$bin" fix "$work/tree") s"
echo "check after fix:           $(time_of "$bin" check "$work/tree") s"
echo "  stale mocks reported: $({ "$bin" check "$work/tree" 2>/dev/null || true; } | grep -c mockOutOfDate || true)"
