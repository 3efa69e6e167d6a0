#!/usr/bin/env bash
# Scripts/bench-parser-callgrind.sh [--corpus DIR] [--stubble PATH]
# A load-independent figure for our parser: runs `stubble symbols --counts` over the whole corpus under
# valgrind's callgrind (instructions, not seconds: the same binary and input give the same count whatever else
# the machine is doing) and prints instructions per byte in total and for the lexer, the declaration parser
# and the line index. About a minute. Needs valgrind (Debian's package); run by a person, not by CI.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
corpus="" stubble=""
while [ $# -gt 0 ]; do
    case "$1" in
        --corpus) corpus="${2:?}"; shift 2 ;;
        --stubble) stubble="${2:?}"; shift 2 ;;
        *) echo "bench-parser-callgrind: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
command -v valgrind > /dev/null || { echo "bench-parser-callgrind: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ -z "$corpus" ]; then corpus="$work/corpus"; fi
if [ -z "$(ls -A "$corpus" 2>/dev/null)" ]; then "$here/corpus-fetch.sh" "$corpus" > /dev/null; fi
if [ -z "$stubble" ]; then
    swift build -c release --package-path "$root" --product stubble >&2
    stubble="$(swift build -c release --package-path "$root" --show-bin-path)/stubble"
fi
stubble="$(cd "$(dirname "$stubble")" && pwd)/$(basename "$stubble")"
cd "$corpus"
mapfile -t files < <(find . -type f -name '*.swift' | sed 's|^\./||' | LC_ALL=C sort)
bytes=$(printf '%s\0' "${files[@]}" | xargs -0 cat | wc -c)
valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$stubble" symbols --counts "${files[@]}" > /dev/null 2> "$work/valgrind.log" || {
    tail -5 "$work/valgrind.log" >&2; exit 1; }
callgrind_annotate --inclusive=yes "$work/cg.out" > "$work/inclusive" 2> /dev/null
total=$(sed -n 's/^summary: *//p; s/^totals: *//p' "$work/cg.out" | head -1)
# Largest inclusive count of a function whose (mangled) name contains PATTERN; empty if it was renamed away.
inclusive() { grep -F "$1" "$work/inclusive" | awk '{ gsub(",", "", $1); if ($1 + 0 > max) max = $1 + 0 } END { if (max) print max }'; }
sourcefile=$(inclusive 'StubbleSyntax10SourceFileVyACSays5UInt8VGcfC')
lexer=$(inclusive 'StubbleSyntax5LexerV3runyyF')
lineindex=$(inclusive 'StubbleSyntax9LineIndexVyACSays5UInt8VGcfC')
awk -v n="${#files[@]}" -v b="$bytes" -v t="$total" -v s="${sourcefile:-0}" -v l="${lexer:-0}" -v li="${lineindex:-0}" 'BEGIN {
    printf "corpus: %d files, %.1f MB\n", n, b / 1048576
    printf "stubble symbols --counts, whole process: %.0f instructions (%.1f per byte)\n", t, t / b
    if (s > 0) printf "  SourceFile.init (parse):  %6.1f instructions/byte\n", s / b
    if (l > 0) printf "    lexer:                  %6.1f instructions/byte\n", l / b
    if (s > 0 && l > 0) printf "    declaration parser:     %6.1f instructions/byte (SourceFile.init - lexer - line index)\n", (s - l - li) / b
    if (li > 0) printf "    line index:             %6.1f instructions/byte\n", li / b
}'
echo "top functions by own instructions:"
callgrind_annotate "$work/cg.out" 2> /dev/null | grep -E '^ *[0-9,]+ \(' | sed -n '2,11p' | cut -c1-160
