#!/usr/bin/env bash
# Scripts/fuzz-seeds.sh WORK_DIR
# Seed corpora for Scripts/fuzz.sh, generated (not committed): WORK_DIR/seeds-syntax, seeds-engine and seeds-lsp.
# - syntax: the syntax fixtures, the engine fixtures (inputs and expected files), Examples/, and up to 400
#   files of at most 32 KB from the corpus packages ($STUBBLE_CORPUS, default /work/corpus, when present);
# - engine: the engine fixtures, Examples/, and up to 300 corpus files of at most 12 KB;
# - lsp: framed client sessions (initialize, open a fixture, edits in every encoding, every request,
#   shutdown, exit) written by Tests/Fuzz/lsp-sessions.py.
# Deterministic: the same inputs give the same seeds. Prints the number of seeds per harness.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
work="${1:?usage: fuzz-seeds.sh WORK_DIR}"
corpus="${STUBBLE_CORPUS:-/work/corpus}"
mkdir -p "$work"
rm -rf "$work/seeds-syntax" "$work/seeds-engine" "$work/seeds-lsp"
mkdir -p "$work/seeds-syntax" "$work/seeds-engine" "$work/seeds-lsp"

n=0
copy() {  # copy FILE DIR: content-named, so duplicates collapse
    local sum
    sum=$(sha1sum "$1" | cut -c1-16)
    cp "$1" "$2/$sum.swift"
}
find "$root/Tests/StubbleSyntaxTests/Fixtures" "$root/Tests/StubbleEngineTests/Fixtures" "$root/Tests/Fixtures" \
    "$root/Examples" -type f -name '*.swift' | sort | while read -r f; do
    copy "$f" "$work/seeds-syntax"
    copy "$f" "$work/seeds-engine"
done
if [ -d "$corpus" ]; then
    # Every k-th file by path, so the sample spreads over the packages.
    find "$corpus" -name '*.swift' -size -32k | sort | awk 'NR % 6 == 0' | head -400 | while read -r f; do
        copy "$f" "$work/seeds-syntax"
    done
    find "$corpus" -name '*.swift' -size -12k | sort | awk 'NR % 8 == 3' | head -300 | while read -r f; do
        copy "$f" "$work/seeds-engine"
    done
fi
python3 "$root/Tests/Fuzz/lsp-sessions.py" "$work/seeds-lsp" \
    "$root/Tests/StubbleEngineTests/Fixtures/method-async-throws/input.swift" \
    "$root/Tests/StubbleEngineTests/Fixtures/property-stored/expected.swift" \
    "$root/Examples/RosterService.swift"
for h in syntax engine lsp; do
    echo "seeds-$h: $(find "$work/seeds-$h" -type f | wc -l) files"
done
