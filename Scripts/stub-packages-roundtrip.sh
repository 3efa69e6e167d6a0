#!/usr/bin/env bash
# Scripts/stub-packages-roundtrip.sh CORPUS_DIR
# Round trip over a corpus of real Swift sources (e.g. the one Scripts/corpus-fetch.sh extracts):
# on a copy, `stubble add --all` (every class, struct and actor), then `stubble fix --dry-run` must print
# nothing (a fresh expansion needs no edit), then `stubble remove --all` must give back every byte.
# STUBBLE_CONDITION=DEBUG runs it with `add --condition DEBUG` (hooks inside `#if DEBUG`, the `#else`
# branches holding the user's declarations).
# Also times `stubble check` over the untouched corpus. Prints the figures; exit 1 on any failure.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
corpus="${1:?usage: stub-packages-roundtrip.sh CORPUS_DIR}"
if [ -n "${STUBBLE:-}" ]; then S="$STUBBLE"; else
    (cd "$root" && swift build -c release --product stubble >/dev/null) || { echo "cannot build stubble"; exit 1; }
    S="$root/.build/release/stubble"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
files=$(find "$corpus" -name '*.swift' -not -path '*/.build/*' | wc -l)
bytes=$(find "$corpus" -name '*.swift' -not -path '*/.build/*' -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
start=$(date +%s.%N)
"$S" check "$corpus" >/dev/null; check_status=$?
end=$(date +%s.%N)
awk -v f="$files" -v b="$bytes" -v s="$start" -v e="$end" 'BEGIN { printf "stubble check: %d files, %.1f MB in %.2f s\n", f, b / 1e6, e - s }'
[ "$check_status" -le 1 ] || { echo "check failed with status $check_status"; exit 1; }
cp -r "$corpus" "$work/copy"
start=$(date +%s.%N)
condition=()
[ -n "${STUBBLE_CONDITION:-}" ] && condition=(--condition "$STUBBLE_CONDITION")
"$S" add "${condition[@]}" --all "$work/copy" 2>"$work/add.err"; add_status=$?
end=$(date +%s.%N)
# A crash (or any error) of add is a failure, not an empty result.
if [ "$add_status" -ne 0 ]; then echo "add --all failed with status $add_status:"; tail -5 "$work/add.err"; exit 1; fi
generated=$(grep -r --include='*.swift' -c -- "// stubble" "$work/copy" | awk -F: '{ s += $NF } END { print s + 0 }')
changed=$(sed -n 's/.*: \([0-9]*\) files\{0,1\} changed/\1/p' "$work/add.err")
awk -v c="$changed" -v g="$generated" -v s="$start" -v e="$end" 'BEGIN { printf "add --all: %s files changed, %d generated lines, %.2f s\n", c, g, e - s }'
"$S" fix --dry-run "$work/copy" >"$work/fix.diff" 2>"$work/fix.err" || { echo "fix --dry-run failed:"; tail -5 "$work/fix.err"; exit 1; }
stale=$(grep -c '^@@' "$work/fix.diff")
echo "fix --dry-run after add: $stale hunks (want 0)"
start=$(date +%s.%N)
"$S" check "$work/copy" >"$work/check.txt"; check_after=$?
end=$(date +%s.%N)
[ "$check_after" -le 1 ] || { echo "check after add failed with status $check_after"; exit 1; }
warnings=$(wc -l <"$work/check.txt")
awk -v w="$warnings" -v s="$start" -v e="$end" 'BEGIN { printf "check after add: %d errors or warnings (want 0), %.2f s\n", w, e - s }'
head -3 "$work/check.txt"
[ "$warnings" -eq 0 ] || stale=$((stale + warnings))
"$S" remove --all "$work/copy" 2>"$work/remove.err" || { echo "remove --all failed:"; tail -5 "$work/remove.err"; exit 1; }
if diff -r -q "$corpus" "$work/copy" >"$work/diff.txt"; then
    echo "remove --all: every byte back"
    rt=0
else
    echo "remove --all: $(wc -l <"$work/diff.txt") files differ"; head -5 "$work/diff.txt"
    rt=1
fi
[ "$stale" -eq 0 ] && [ "$rt" -eq 0 ]
