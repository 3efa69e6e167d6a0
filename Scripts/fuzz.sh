#!/usr/bin/env bash
# Scripts/fuzz.sh [SECONDS] [HARNESS...]
# Coverage-guided fuzzing with libFuzzer (swiftc -sanitize=fuzzer,address). Builds each harness of
# Tests/Fuzz/ (the module sources compiled straight with swiftc, one module each, -enable-testing; no SwiftPM
# target) into .build-fuzz/, then runs it for SECONDS (default 60) on a working corpus seeded by
# Scripts/fuzz-seeds.sh (the corpus packages, when /work/corpus or $STUBBLE_CORPUS exists, and the test
# fixtures). Prints per harness: executions, exec/s, coverage (cov/ft from libFuzzer's final stats), and
# crashes. Exit 1 when any harness crashed, hung (-timeout) or failed to build; the reproducers are in
# .build-fuzz/artifacts/HARNESS/ (replay one with: .build-fuzz/fuzz-HARNESS FILE).
#
# Environment: FUZZ_JOBS (parallel harnesses, default 1), FUZZ_OUT (build folder, default .build-fuzz),
# FUZZ_WORK (working corpora, default $FUZZ_OUT/work), FUZZ_SEED and FUZZ_RUNS (a repeatable run: libFuzzer's
# -seed and -runs, with SECONDS as an upper bound; CI uses them so that its verdict depends on the code, not
# on how lucky 60 seconds were; open-ended bug hunting leaves them unset).
# Harnesses: syntax (lexer/parser), lsp (framing + JSON-RPC + server), engine (stub/mock actions).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
cd "$root"
seconds="${1:-60}"
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(syntax lsp engine)
out="${FUZZ_OUT:-$root/.build-fuzz}"
work="${FUZZ_WORK:-$out/work}"
mkdir -p "$out" "$work"

flags=(-parse-as-library -swift-version 6 -O -g -enable-testing -sanitize=fuzzer,address -package-name stubble -I "$out")

# One module: its sources compiled whole-module into an object and a .swiftmodule, rebuilt when a source changed.
build_module() {
    local name="$1"
    local srcs
    srcs=$(find "Sources/$name" -name '*.swift' | sort)
    if [ -f "$out/$name.o" ] && [ -z "$(find $srcs -newer "$out/$name.o")" ]; then return 0; fi
    # shellcheck disable=SC2086
    swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
        -wmo -c $srcs -o "$out/$name.o"
}

# harness name -> modules it links (in dependency order)
modules_of() {
    case "$1" in
        syntax) echo StubbleSyntax ;;
        engine) echo StubbleSyntax StubbleEngine ;;
        lsp) echo StubbleSyntax StubbleEngine StubbleLSP ;;
        *) return 1 ;;
    esac
}
# harness name -> its sources: the libFuzzer entry point, and the invariants it checks, which live in the
# layer's test target so that `swift test` replays the committed regressions through the same checks.
source_of() {
    case "$1" in
        syntax) echo Tests/Fuzz/SyntaxFuzz.swift Tests/StubbleSyntaxTests/Fuzzing/SyntaxInvariants.swift ;;
        engine) echo Tests/Fuzz/EngineFuzz.swift Tests/StubbleEngineTests/Fuzzing/EngineInvariants.swift ;;
        lsp) echo Tests/Fuzz/LSPFuzz.swift Tests/StubbleLSPTests/Fuzzing/SessionInvariants.swift ;;
    esac
}

build_harness() {
    local h="$1" m objs=()
    for m in $(modules_of "$h"); do
        build_module "$m" || return 1
        objs+=("$out/$m.o")
    done
    local srcs s
    read -r -a srcs <<< "$(source_of "$h")"
    if [ -f "$out/fuzz-$h" ] && [ -z "$(find "${srcs[@]}" "${objs[@]}" -newer "$out/fuzz-$h")" ]; then return 0; fi
    swiftc "${flags[@]}" -module-name "Fuzz_$h" "${srcs[@]}" "${objs[@]}" -o "$out/fuzz-$h" 2>&1 \
        | grep -v "Cannot export local symbol '__asan" >&2
    [ -x "$out/fuzz-$h" ] || return 1
    for s in "${srcs[@]}"; do [ "$out/fuzz-$h" -nt "$s" ] || return 1; done
}

status=0
# One build at a time in $out (two runs of this script may share it; the second waits, then reuses).
exec 9>"$out/.build-lock"
flock 9
echo "building harnesses: ${harnesses[*]}"
for h in "${harnesses[@]}"; do
    modules_of "$h" >/dev/null || { echo "unknown harness '$h'"; exit 2; }
    start=$(date +%s)
    if ! build_harness "$h"; then echo "$h: BUILD FAILED"; exit 1; fi
    echo "  fuzz-$h built ($(( $(date +%s) - start )) s)"
done

flock -u 9

"$here/fuzz-seeds.sh" "$work" >/dev/null

run_one() {
    local h="$1"
    local dict=()
    case "$h" in lsp) dict=(-dict="$root/Tests/Fuzz/lsp.dict") ;; *) dict=(-dict="$root/Tests/Fuzz/swift.dict") ;; esac
    local max_len=65536
    [ "$h" = engine ] && max_len=16384
    mkdir -p "$out/artifacts/$h" "$work/$h"
    # Seeds first: the committed regressions, then the generated seeds; new units go into the working corpus.
    # The fuzzer runs in an empty folder: a server harness must find nothing of ours on disk.
    local cwd
    cwd=$(mktemp -d)
    # (A harness without committed regressions has no folder in a fresh clone: git keeps no empty folders.)
    local corpora=("$work/$h" "$work/seeds-$h")
    [ -d "$root/Tests/Fuzz/regressions/$h" ] && corpora+=("$root/Tests/Fuzz/regressions/$h")
    # FUZZ_SEED and FUZZ_RUNS make a run repeatable (CI): the same mutations, a fixed number of them.
    local repeatable=()
    [ -n "${FUZZ_SEED:-}" ] && repeatable+=(-seed="$FUZZ_SEED")
    [ -n "${FUZZ_RUNS:-}" ] && repeatable+=(-runs="$FUZZ_RUNS")
    (cd "$cwd" && ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 "$out/fuzz-$h" \
        -max_total_time="$seconds" -timeout=20 -rss_limit_mb=3072 -max_len="$max_len" -print_final_stats=1 \
        -artifact_prefix="$out/artifacts/$h/" "${dict[@]}" "${repeatable[@]}" \
        "${corpora[@]}") >"$out/$h.log" 2>&1
    local rc=$?
    rm -rf "$cwd"
    echo "$rc" >"$out/$h.rc"
}

start=$(date +%s)
pids=()
jobs_max="${FUZZ_JOBS:-1}"
for h in "${harnesses[@]}"; do
    run_one "$h" &
    pids+=($!)
    while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n; done
done
wait

printf '\n%-8s %12s %8s %8s %8s %8s %s\n' harness executions exec/s cov ft corpus crashes
for h in "${harnesses[@]}"; do
    log="$out/$h.log"
    rc=$(cat "$out/$h.rc" 2>/dev/null || echo 1)
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    last=$(grep -E '^#[0-9]+' "$log" | grep -E 'cov: ' | tail -1)
    cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$last")
    ft=$(sed -n 's/.*ft: \([0-9]*\).*/\1/p' <<<"$last")
    units=$(sed -n 's/.*corp: \([0-9]*\)\/.*/\1/p' <<<"$last")
    # Reproducers only (libFuzzer also writes slow-unit-* files, which are not failures).
    crashes=$(find "$out/artifacts/$h" -newermt "@$start" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
    printf '%-8s %12s %8s %8s %8s %8s %s\n' "$h" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${units:-?}" "$crashes"
    if [ "$rc" -ne 0 ] || [ "$crashes" -gt 0 ]; then
        status=1
        echo "  $h FAILED (exit $rc): see $log"
        grep -E 'ERROR: |Fatal error|invariant broken|SUMMARY' "$log" | head -5 | sed 's/^/    /'
        find "$out/artifacts/$h" -newermt "@$start" -type f -not -name 'slow-unit-*' | head -5 | sed 's/^/    reproducer: /'
    fi
done
echo "fuzzed ${#harnesses[@]} harnesses ($([ -n "${FUZZ_RUNS:-}" ] && echo "${FUZZ_RUNS} runs each, at most ${seconds} s" || echo "${seconds} s each")) in $(( $(date +%s) - start )) s"
exit $status
