#!/usr/bin/env bash
# Scripts/stub-training-set.sh [WORKDIR] [OWNER/NAME ...]
# "Stub everything" on a training set of real packages (issue 16), one row each: `stubble add --all Sources`,
# the round trip (fix changes nothing, remove --all gives back every byte), then the package's own
# `swift build` and `swift test`, told apart from failures the package has without stubs. Then the skip rate
# over the whole set: members skipped / members eligible (stubbed + skipped), by reason.
# A person runs the whole set (it builds ~28 packages twice: an hour or more here); CI runs
# Scripts/stub-packages.sh on a fixed subset. Needs the machine's local package copies (git archive --remote).
# Exit 1 when any package fails in a way stubbing causes.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="${1:-$(mktemp -d)}"
shift || true
. "$here/training-set.sh"
packages="${*:-$set_default}"
mkdir -p "$work"
echo "| package | types | members stubbed | members skipped (by reason) | round trip | own build | own tests |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
status=0
stubbed_total=0; skipped_total=0
declare -A reasons=()
for repo in $packages; do
    out=$(STUB_PACKAGES="$repo" "$here/stub-packages.sh" "$work" 2>&1) || status=1
    line=$(echo "$out" | grep "^$repo:" | tail -1)
    summary=$(echo "$out" | sed -n 's/^  stubbed: //p' | tail -1)
    skipped=$(echo "$out" | sed -n 's/^  skipped by reason: //p' | tail -1)
    types=$(echo "$summary" | sed -n 's/.* \([0-9]*\) stubbable types.*/\1/p')
    members=$(echo "$summary" | sed -n 's/.* \([0-9]*\) members stubbed.*/\1/p')
    nskipped=$(echo "$summary" | sed -n 's/.* \([0-9]*\) skipped$/\1/p')
    rt=$(echo "$line" | sed -n 's/.*round trip \([^;]*\);.*/\1/p')
    build=$(echo "$line" | sed -n 's/.*; build \([^;]*\);.*/\1/p')
    test=$(echo "$line" | sed -n 's/.*; test \(.*\)$/\1/p')
    [ -z "$line" ] && { build="$(echo "$out" | tail -1)"; }
    stubbed_total=$((stubbed_total + ${members:-0})); skipped_total=$((skipped_total + ${nskipped:-0}))
    for part in $(echo "$skipped" | tr ',' '\n' | sed 's/^ *//; s/ /=/'); do
        n="${part%%=*}"; r="${part#*=}"
        [ -n "$r" ] && reasons[$r]=$(( ${reasons[$r]:-0} + n ))
    done
    echo "| $repo | ${types:-?} | ${members:-?} | ${nskipped:-?} (${skipped:-none}) | ${rt:-?} | ${build:-?} | ${test:-?} |"
done
eligible=$((stubbed_total + skipped_total))
if [ "$eligible" -gt 0 ]; then
    rate=$(awk "BEGIN { printf \"%.1f\", 100 * $skipped_total / $eligible }")
    echo
    echo "skip rate: $skipped_total skipped / $eligible eligible members = $rate%"
    for r in "${!reasons[@]}"; do echo "  ${reasons[$r]} $r"; done | sort -rn
fi
exit $status
