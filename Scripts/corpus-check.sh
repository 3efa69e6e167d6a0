#!/usr/bin/env bash
# Scripts/corpus-check.sh [--corpus DIR] [--stubble PATH]
#
# Runs Stubble's own parser over every .swift file of a real-world corpus (Scripts/corpus-packages.txt: the
# Sources/ of swift-nio, swift-collections, swift-argument-parser, vapor, swift-syntax and more, fetched from the
# machine's local package copies) and asserts for every file:
#   - no crash and no hang (each batch runs under `timeout`; a crashing batch is re-run file by file),
#   - a byte-exact round trip (`stubble symbols --check` prints the token stream back and compares),
#   - zero parse errors (these files compile),
#   - declaration counts EQUAL to swift-syntax's, committed in Benchmarks/Reference/corpus-counts.tsv;
# and, as bad input, for a copy of every file cut at 1/3 and at 2/3 of its bytes: no crash, no hang, exact
# round trip (parse errors expected there).
# Prints totals (files, MB, declarations by kind), lists every failure with both counts, and exits non-zero
# on any failure. Needs the Swift toolchain, git, perl and coreutils (CI runs it; it never builds swift-syntax).
#   --corpus DIR   use (and keep) this folder for the corpus instead of a temporary one; fetched if empty
#   --stubble PATH use this stubble binary instead of building the main package in release
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
reference="$root/Benchmarks/Reference/corpus-counts.tsv"
corpus="" stubble="" batch=200 limit=300
while [ $# -gt 0 ]; do
    case "$1" in
        --corpus) corpus="${2:?--corpus needs a folder}"; shift 2 ;;
        --stubble) stubble="${2:?--stubble needs a path}"; shift 2 ;;
        -h|--help) sed -n "2,16p" "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "corpus-check: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
export LC_ALL=C
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# 1. The corpus.
if [ -z "$corpus" ]; then corpus="$work/corpus"; fi
if [ -z "$(ls -A "$corpus" 2>/dev/null)" ]; then
    "$here/corpus-fetch.sh" "$corpus" > "$work/provenance" || { echo "corpus-check: fetching the corpus failed" >&2; exit 1; }
fi
corpus="$(cd "$corpus" && pwd)"

# 2. Our binary.
if [ -z "$stubble" ]; then
    echo "corpus-check: building stubble (release)..." >&2
    swift build -c release --package-path "$root" --product stubble >&2 || { echo "corpus-check: build failed" >&2; exit 1; }
    stubble="$(swift build -c release --package-path "$root" --show-bin-path)/stubble"
fi
[ -x "$stubble" ] || { echo "corpus-check: no executable at $stubble" >&2; exit 1; }
stubble="$(cd "$(dirname "$stubble")" && pwd)/$(basename "$stubble")"
"$stubble" help symbols > /dev/null || { echo "corpus-check: '$stubble help symbols' failed" >&2; exit 1; }

# 2b. The counting rules by example: Benchmarks/Reference/counting-rules.swift states in its header what
#     swift-syntax's reference-counts prints for it; ours must print the same.
rules="$root/Benchmarks/Reference/counting-rules.swift"
rules_expected="$(sed -n 's|^// reference-counts prints for it: ||p' "$rules")"
rules_ours="$("$stubble" symbols --counts "$rules" | cut -f2 | sed 's/ errors=0$//')"

# 3. Files, relative to the corpus root, in byte order (the reference's order).
(cd "$corpus" && find . -type f -name '*.swift' | sed 's|^\./||' | sort) > "$work/files"
grep -v '^#' "$reference" | cut -f1 > "$work/reference-files"
nfiles=$(wc -l < "$work/files")
bytes=$(cd "$corpus" && tr '\n' '\0' < "$work/files" | xargs -0 cat | wc -c)

# 4. Run our parser in batches. A batch that crashes, hangs or loses lines is re-run one file at a time so the
#    culprit is named; crashes and hangs are recorded in $work/crashes.
: > "$work/crashes"
run_batch() { # MODE DIR LISTFILE: runs stubble in DIR on the listed files; output in batch.out/batch.err; echoes the status
    local mode="$1" dir="$2" list="$3" files
    mapfile -t files < "$list"
    (cd "$dir" && timeout "$limit" "$stubble" symbols "$mode" "${files[@]}" > "$work/batch.out" 2> "$work/batch.err")
    echo "$?"
}
run_all() { # MODE DIR LISTFILE OUT
    local mode="$1" dir="$2" list="$3" out="$4" chunk status f why
    : > "$out"
    rm -f "$work"/chunk.*
    split -l "$batch" "$list" "$work/chunk."
    for chunk in "$work"/chunk.*; do
        status=$(run_batch "$mode" "$dir" "$chunk")
        if [ "$status" -eq 126 ] || [ "$status" -eq 127 ] || [ "$status" -eq 2 ]; then
            echo "corpus-check: 'stubble symbols $mode' could not run (status $status): $(head -c 300 "$work/batch.err")" >&2
            exit 1
        fi
        # symbols exits 0 (all fine) or 1 (some file has errors / does not round-trip); anything else is a failure.
        if [ "$status" -le 1 ] && { [ "$mode" != --counts ] || [ "$(wc -l < "$work/batch.out")" -eq "$(wc -l < "$chunk")" ]; }; then
            cat "$work/batch.out" >> "$out"
            continue
        fi
        while IFS= read -r f; do
            printf '%s\n' "$f" > "$work/one"
            status=$(run_batch "$mode" "$dir" "$work/one")
            if [ "$status" -gt 1 ]; then
                case "$status" in
                    124) why="hang: still running after ${limit}s" ;;
                    1[3-9][0-9]|2[0-9][0-9]) why="crash: killed by signal $((status - 128))" ;;
                    *) why="exit status $status: $(head -c 200 "$work/batch.err" | tr '\n' ' ')" ;;
                esac
                printf '%s\tsymbols %s: %s\n' "$f" "$mode" "$why" >> "$work/crashes"
            else
                cat "$work/batch.out" >> "$out"
            fi
        done < "$chunk"
    done
}
run_all --counts "$corpus" "$work/files" "$work/out--counts"
run_all --check "$corpus" "$work/files" "$work/out--check"

# 4b. Bad input: each file cut at a third and at two thirds of its bytes (unbalanced braces, unterminated strings
#     and comments, split UTF-8 sequences). Parse errors are expected; a crash, a hang or a lost byte is not.
mutated="$work/truncated"
# (perl, from Debian's essential perl-base, because 5,000 `head` processes take a minute on a busy machine.)
perl -e '
    use File::Path qw(make_path); use File::Basename qw(dirname);
    my ($from, $to) = @ARGV;
    while (my $f = <STDIN>) {
        chomp $f;
        open(my $in, "<:raw", "$from/$f") or die "$f: $!"; local $/; my $bytes = <$in>; close $in;
        make_path(dirname("$to/$f"));
        my $n = length $bytes;
        for my $cut ([int($n / 3), "third"], [int($n * 2 / 3), "two-thirds"]) {
            open(my $out, ">:raw", "$to/$f.$cut->[1].swift") or die "$f: $!";
            print $out substr($bytes, 0, $cut->[0]); close $out;
        }
    }' "$corpus" "$mutated" < "$work/files"
(cd "$mutated" && find . -type f -name '*.swift' | sed 's|^\./||' | sort) > "$work/truncated-files"
run_all --check "$mutated" "$work/truncated-files" "$work/out-truncated"
sed -n 's/: round trip FAILED$//p' "$work/out-truncated" | sed 's/^/truncated copy: /' > "$work/roundtrip-truncated"
ntruncated=$(wc -l < "$work/truncated-files")
ntruncated_errors=$(grep -v ': round trip FAILED$' "$work/out-truncated" | grep -oE '^.+\.swift:[0-9]+:[0-9]+: ' | sed -E 's/:[0-9]+:[0-9]+: $//' | sort -u | wc -l)

# `--check` prints `PATH: round trip FAILED` for each file whose tokens do not print back byte for byte, and
# `PATH:LINE:COLUMN: message` for its first parse errors.
sed -n 's/: round trip FAILED$//p' "$work/out--check" | cat - "$work/roundtrip-truncated" > "$work/roundtrip"
grep -v ': round trip FAILED$' "$work/out--check" | grep -E '^.+\.swift:[0-9]+:[0-9]+: ' > "$work/error-lines" || true

# 5. Compare. Our --counts lines: PATH<TAB>class=N ... let=N errors=N. Reference: PATH<TAB>class=N ... let=N.
awk -F'\t' -v report="$work/report" -v totals="$work/totals" '
    function field(s, key,   n, parts, i, kv) {
        n = split(s, parts, " ")
        for (i = 1; i <= n; i++) { split(parts[i], kv, "="); if (kv[1] == key) return kv[2] + 0 }
        return -1
    }
    BEGIN { nk = split("class struct enum actor protocol extension func var let", kinds, " ") }
    FILENAME == ARGV[1] { if ($0 ~ /^#/) next; ref[$1] = $2; reforder[++nref] = $1; next }
    FILENAME == ARGV[2] { if ($1 in seen) next; seen[$1] = 1; ours[$1] = $2; next }
    FILENAME == ARGV[3] { roundtrip[$1] = $0; next }
    FILENAME == ARGV[4] { infiles[$1] = 1; next }
    END {
        for (i = 1; i <= nref; i++) {
            p = reforder[i]
            for (k = 1; k <= nk; k++) rt[kinds[k]] += field(ref[p], kinds[k])
            if (!(p in infiles)) { print "missing from corpus: " p > report; bad++; continue }
            if (!(p in ours)) { continue }   # a crash, reported separately
            e = field(ours[p], "errors")
            if (e != 0) { print "parse errors: " p " (errors=" e ")" > report; errs++; bad++ }
            diff = ""
            for (k = 1; k <= nk; k++) {
                o = field(ours[p], kinds[k]); r = field(ref[p], kinds[k]); ot[kinds[k]] += o
                if (o != r) diff = diff " " kinds[k] "=" o "(ref " r ")"
            }
            if (diff != "") { print "count mismatch: " p ":" diff > report; mism++; bad++ }
        }
        for (p in infiles) if (!(p in ref)) { print "not in reference: " p > report; bad++ }
        for (p in roundtrip) { print "round trip: " p " does not print back byte for byte" > report; rtf++; bad++ }
        line1 = "reference:"; line2 = "ours:     "
        for (k = 1; k <= nk; k++) { line1 = line1 " " kinds[k] "=" rt[kinds[k]]; line2 = line2 " " kinds[k] "=" ot[kinds[k]] }
        print line1 > totals; print line2 > totals
        printf "count mismatches: %d files\nfiles with parse errors: %d\nround-trip failures: %d\n", mism, errs, rtf > totals
        exit (bad > 0)
    }' "$reference" "$work/out--counts" "$work/roundtrip" "$work/files"
compare_status=$?
ncrash=$(wc -l < "$work/crashes")
rules_status=0
[ -n "$rules_expected" ] && [ "$rules_ours" = "$rules_expected" ] || rules_status=1

awk -v n="$nfiles" -v b="$bytes" -v c="$corpus" 'BEGIN { printf "corpus: %d files, %.1f MB (%d bytes), under %s\n", n, b / 1048576, b, c }'
cat "$work/totals"
echo "truncated copies (bad input: must not crash, hang or lose a byte): $ntruncated, with parse errors reported: $ntruncated_errors, round-trip failures: $(wc -l < "$work/roundtrip-truncated")"
echo "crashes or hangs: $ncrash"
if [ "$rules_status" -eq 0 ]; then
    echo "counting rules example (Benchmarks/Reference/counting-rules.swift): equal"
else
    echo "counting rules example (Benchmarks/Reference/counting-rules.swift): ours '$rules_ours', expected '$rules_expected'"
fi
# Long lists are cut at 100 lines each (the counts above are complete).
if [ -s "$work/crashes" ]; then sed 's/^/failed to run: /' "$work/crashes" | head -100; fi
[ -s "$work/report" ] && sort "$work/report" | head -100
if [ -s "$work/error-lines" ]; then echo "first parse errors (up to 3 per file):"; sed 's/^/  /' "$work/error-lines" | head -100; fi
if [ "$compare_status" -ne 0 ] || [ "$ncrash" -ne 0 ] || [ "$rules_status" -ne 0 ]; then
    echo "corpus-check: FAILED" >&2
    exit 1
fi
echo "corpus-check: OK, every file round-trips, parses without errors and matches swift-syntax's counts"
