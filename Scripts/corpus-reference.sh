#!/usr/bin/env bash
# Scripts/corpus-reference.sh
# Regenerates Benchmarks/Reference/corpus-counts.tsv: swift-syntax 603.0.1's per-file declaration counts for
# the corpus in Scripts/corpus-packages.txt. Run by a person when the corpus or the counting rules change,
# NEVER by CI: it builds swift-syntax (10-20 minutes on 2 cores). Commit the regenerated file.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$root/Benchmarks/Reference/corpus-counts.tsv"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --package-path "$root/Benchmarks" --product reference-counts
bin="$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/reference-counts"

# The rules by example first: the file's header says what the reference tool prints for it.
mkdir -p "$work/rules" && cp "$root/Benchmarks/Reference/counting-rules.swift" "$work/rules/"
expected="$(sed -n 's|^// reference-counts prints for it: ||p' "$work/rules/counting-rules.swift")"
actual="$("$bin" "$work/rules" 2> /dev/null | cut -f2)"
if [ "$actual" != "$expected" ]; then
    echo "corpus-reference: counting-rules.swift: reference-counts prints '$actual', its header says '$expected'" >&2
    exit 1
fi

"$here/corpus-fetch.sh" "$work/corpus" > "$work/provenance"
"$bin" "$work/corpus" > "$work/counts" 2> "$work/summary"
cat "$work/summary" >&2
known="$root/Benchmarks/Reference/swift-syntax-known-errors.txt"
grep -v '^#' "$known" | cut -f1 | sed 's/^/problem: /; s/$/: swift-syntax reports parse errors/' > "$work/known"
if grep '^problem:' "$work/summary" | grep -vxF -f "$work/known" | grep -q .; then
    echo "corpus-reference: swift-syntax itself did not parse some files cleanly (see above); not writing $out" >&2
    exit 1
fi
{
    echo "# Reference declaration counts for Scripts/corpus-check.sh, produced by Scripts/corpus-reference.sh"
    echo "# with Benchmarks' reference-counts (SwiftParser + SwiftSyntax 603.0.1; rules in Benchmarks/Sources/DeclCounting)."
    echo "# Counted: class struct enum actor protocol extension func var let declarations outside function/init/deinit/"
    echo "# subscript bodies, accessor blocks, closures and statement code blocks; every #if clause counted."
    echo "# Corpus: each package's Sources/ at the tag below (OWNER/NAME TAG COMMIT-OF-THE-LOCAL-COPY FILES):"
    sed 's/^/#   /' "$work/provenance"
    echo "# Files swift-syntax itself reports errors in (see swift-syntax-known-errors.txt): $(grep -vc '^#' "$known")"
    sed -n 's/^files=\([0-9]*\) bytes=\([0-9]*\)$/# files=\1 bytes=\2/p' "$work/summary"
    sed -n 's/^total\t/# total\t/p' "$work/summary"
    cat "$work/counts"
} > "$out"
echo "wrote $out ($(grep -vc '^#' "$out") files)" >&2
