#!/usr/bin/env bash
# Scripts/bench-runtime.sh
# The paper's experiment: RosterViewModel.studentsByGraduationYear() over a fetchStudents() stub that
# returns [], many millions of calls: a protocol-based stub against our expansion (hook set), plus our
# expansion with `condition: STUBS` compiled without STUBS (hooks compiled out). Debug (-Onone) and
# release (-O), in one run. Prints ns/call and the ratio to the protocol-based stub.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
src="$here/bench-runtime"
tmp="$(mktemp -d)"
N="${BENCH_CALLS:-5000000}"
SWIFTC="${SWIFTC:-swiftc}"
for opt in -Onone -O; do
    for variant in protocol expansion condition-off; do
        flags=()
        [ "$variant" = expansion ] && flags+=(-D STUBS)
        "$SWIFTC" -swift-version 6 -parse-as-library $opt "${flags[@]}" -D "VARIANT_${variant//-/_}" \
            "$src/main.swift" "$src/$( [ "$variant" = protocol ] && echo protocol.swift || echo expansion.swift )" -o "$tmp/$variant$opt"
    done
    p=$("$tmp/protocol$opt" "$N"); e=$("$tmp/expansion$opt" "$N"); c=$("$tmp/condition-off$opt" "$N")
    awk -v o="$opt" -v p="$p" -v e="$e" -v c="$c" 'BEGIN {
        printf "%-6s protocol stub %7.1f ns/call | our expansion, hook set %7.1f ns/call (%.3fx) | condition off, original code %7.1f ns/call\n", o, p, e, e/p, c }'
done
rm -rf "$tmp"
