#!/usr/bin/env bash
# Scripts/bench-parser-callgrind.sh [--corpus DIR] [--stubble PATH] [--versus-swift-syntax]
# A load-independent figure for our parser: runs `stubble symbols --counts` over the whole corpus under
# valgrind's callgrind (instructions, not seconds: the same binary and input give the same count whatever else
# the machine is doing) and prints instructions per byte in total and for the lexer (tokens the parser asks
# for), the body skimmer, the declaration parser and the line index (built lazily: absent when nothing asks).
# About a minute. Needs valgrind (Debian's package); run by a person, not by CI.
# --versus-swift-syntax also builds Benchmarks' parser-bench (swift-syntax: ~8 minutes the first time) and
# counts the instructions of one parsing round of each side (a run with 2 rounds minus a run with 1, so loading
# the corpus cancels out): the instruction ratio SwiftParser / Stubble, and for Stubble reading every detail it
# leaves for later too (parser-bench's `stubble-details` side). About 20 minutes.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
corpus="" stubble="" versus=""
while [ $# -gt 0 ]; do
    case "$1" in
        --corpus) corpus="${2:?}"; shift 2 ;;
        --stubble) stubble="${2:?}"; shift 2 ;;
        --versus-swift-syntax) versus=1; shift ;;
        *) echo "bench-parser-callgrind: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
command -v valgrind > /dev/null || { echo "bench-parser-callgrind: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ -z "$corpus" ]; then corpus="$work/corpus"; fi
if [ -z "$(ls -A "$corpus" 2>/dev/null)" ]; then "$here/corpus-fetch.sh" "$corpus" > /dev/null; fi
corpus="$(cd "$corpus" && pwd)"
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
inclusive() { { grep -F "$1" "$work/inclusive" || true; } | awk '{ gsub(",", "", $1); if ($1 + 0 > max) max = $1 + 0 } END { if (max) print max }'; }
sourcefile=$(inclusive 'StubbleSyntax10SourceFileVyACSays5UInt8VGcfC')
# The parser lexes on demand (Lexer.lex(until:)) and skims brackets at byte level (Lexer.skimClose); both are
# called from the parser, so "declaration parser" is what is left of SourceFile.init.
lexer=$(inclusive 'StubbleSyntax5LexerV3lex5until4needySi_SitF')
skimmer=$(inclusive 'StubbleSyntax5LexerV9skimClose')
lineindex=$(inclusive 'StubbleSyntax9LineIndexVyACSays5UInt8VGcfC')
awk -v n="${#files[@]}" -v b="$bytes" -v t="$total" -v s="${sourcefile:-0}" -v l="${lexer:-0}" -v k="${skimmer:-0}" -v li="${lineindex:-0}" 'BEGIN {
    printf "corpus: %d files, %.1f MB\n", n, b / 1048576
    printf "stubble symbols --counts, whole process: %.0f instructions (%.1f per byte)\n", t, t / b
    if (s > 0) printf "  SourceFile.init (parse):  %6.1f instructions/byte\n", s / b
    if (l > 0) printf "    lexer (tokens):         %6.1f instructions/byte\n", l / b
    if (k > 0) printf "    body skimmer:           %6.1f instructions/byte\n", k / b
    if (s > 0 && l > 0) printf "    declaration parser:     %6.1f instructions/byte (SourceFile.init - lexer - skimmer - line index)\n", (s - l - k - li) / b
    if (li > 0) printf "    line index:             %6.1f instructions/byte (built lazily: 0 when nothing asks)\n", li / b
}'
echo "top functions by own instructions:"
callgrind_annotate "$work/cg.out" 2> /dev/null | grep -E '^ *[0-9,]+ \(' | sed -n '2,11p' | cut -c1-160

if [ -n "$versus" ]; then
    swift build -c release --package-path "$root/Benchmarks" --product parser-bench >&2
    # valgrind cannot read swift-syntax's debug info; a stripped copy runs the same code.
    strip -o "$work/parser-bench" "$(swift build -c release --package-path "$root/Benchmarks" --show-bin-path)/parser-bench"
    declare -A per_round
    for side in swift-syntax stubble stubble-details; do
        for rounds in 1 2; do
            valgrind --tool=callgrind --callgrind-out-file="$work/$side-$rounds.out" "$work/parser-bench" \
                --child "$side" --corpus "$corpus" --rounds "$rounds" > /dev/null 2> "$work/valgrind.log" || {
                tail -5 "$work/valgrind.log" >&2; exit 1; }
        done
        one=$(sed -n 's/^summary: *//p; s/^totals: *//p' "$work/$side-1.out" | head -1)
        two=$(sed -n 's/^summary: *//p; s/^totals: *//p' "$work/$side-2.out" | head -1)
        per_round[$side]=$((two - one))
    done
    awk -v b="$bytes" -v s="${per_round[swift-syntax]}" -v o="${per_round[stubble]}" -v d="${per_round[stubble-details]}" 'BEGIN {
        printf "one round over the in-memory corpus (parse + declaration counts), instructions:\n"
        printf "  SwiftParser + SwiftSyntax walk: %14.0f (%.1f per byte)\n", s, s / b
        printf "  Stubble SourceFile + walk:      %14.0f (%.1f per byte)\n", o, o / b
        printf "  ratio: SwiftParser executes %.1fx the instructions of our parser (goal for throughput: >= 20x)\n", s / o
        printf "  Stubble, reading every detail:  %14.0f (%.1f per byte; parameters, bindings, errors too)\n", d, d / b
        printf "  ratio reading every detail: %.1fx\n", s / d
    }'
fi
