#!/usr/bin/env bash
# Mocks every protocol of real packages in place, in a copy, builds the copy and prints how many mocks
# compile. A protocol Stubble cannot mock must be reported with a reason and get no code, so the
# expected result is: the build succeeds and every generated mock compiles.
#
# Usage: Scripts/mock-packages.sh [WORKDIR]
# Needs: git (the packages come from local copies through `git archive --remote`), swift.
# Environment: STUBBLE (a built stubble binary; default: build it), MOCK_PACKAGES (space-separated
# OWNER/NAME:TARGET:PATH triples to override the default set), MOCK_CHECK_PACKAGES (OWNER/NAME of packages
# whose whole Sources are mocked and checked, not built; default apple/swift-nio).
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${1:-$(mktemp -d /tmp/stubble-mock-packages.XXXXXX)}"
mkdir -p "$WORK"

if [ -z "${STUBBLE:-}" ]; then
    (cd "$ROOT" && swift build --product stubble >/dev/null) || { echo "mock-packages: cannot build stubble"; exit 2; }
    STUBBLE="$ROOT/.build/debug/stubble"
fi

PACKAGES="${MOCK_PACKAGES:-apple/swift-argument-parser:ArgumentParser:Sources/ArgumentParser apple/swift-log:Logging:Sources/Logging apple/swift-nio:NIOCore:Sources/NIOCore}"

# A fresh copy of OWNER/NAME in DIR.
copy() {
    rm -rf "$2" && mkdir -p "$2"
    git archive --remote="https://github.com/$1.git" HEAD | tar -x -C "$2" && return 0
    echo "${1#*/}: cannot copy https://github.com/$1.git"
    return 1
}

# What mock --all wrote under DIR/PATH is what check and a second run read: no mock out of date, nothing
# regenerated. (check parses only the files that may matter to mocks; a type made Equatable in a file it
# skipped once made it call eleven of NIO's fresh mocks out of date.)
agree() {
    local dir=$1 path=$2 stale again
    stale=$("$STUBBLE" check "$dir/$path" 2>&1 | grep -c 'stubble.mockOutOfDate')
    again=$("$STUBBLE" mock --all --dry-run "$dir/$path" 2>&1 | tail -1)
    echo "   then: check finds $stale mocks out of date; mock --all again: $again"
    if [ "$stale" -ne 0 ] || ! echo "$again" | grep -q '^mocks: 0 generated, 0 regenerated, '; then
        echo "   FAILED: mock --all and check disagree"
        "$STUBBLE" check "$dir/$path" 2>&1 | grep 'stubble.mockOutOfDate' | head -5 | sed "s#$dir/##" | sed 's/^/   /'
        return 1
    fi
}

total_generated=0
total_compiling=0
total_unmockable=0
failed=0
for spec in $PACKAGES; do
    IFS=: read -r repo target path <<<"$spec"
    name="${repo#*/}"
    dir="$WORK/$name"
    if ! copy "$repo" "$dir"; then
        failed=1
        continue
    fi
    report="$WORK/$name.mock.txt"
    mock_start=$(date +%s%N)
    "$STUBBLE" mock --all "$dir/$path" >"$report" 2>&1
    status=$?
    mock_ms=$(( ($(date +%s%N) - mock_start) / 1000000 ))
    generated=$(grep -c ': generated ' "$report")
    unmockable=$(grep -c ': cannot mock ' "$report")
    files=$(find "$dir/$path" -name '*.swift' | wc -l)
    echo "== $name ($target): stubble mock --all exit $status in ${mock_ms} ms over $files files: $generated mocks generated, $unmockable protocols cannot be mocked"
    grep ': cannot mock ' "$report" | sed "s#^$dir/##" | sed 's/^/   /'
    agree "$dir" "$path" || failed=1
    build="$WORK/$name.build.txt"
    start=$(date +%s)
    (cd "$dir" && swift build --target "$target" >"$build" 2>&1)
    build_status=$?
    seconds=$(( $(date +%s) - start ))
    # A mock compiles when no error points inside it: map each error's file:line to the mock around it.
    broken=$(python3 - "$dir" "$build" <<'PY'
import re, sys, os
root, build = sys.argv[1], sys.argv[2]
errors = {}
for line in open(build, errors="replace"):
    m = re.match(r"^(/[^:]+\.swift):(\d+):\d+: error:", line)
    if m:
        errors.setdefault(m.group(1), set()).add(int(m.group(2)))
broken = set()
for path, lines in errors.items():
    text = open(path, errors="replace").read().split("\n")
    current = None
    for number, content in enumerate(text, 1):
        m = re.search(r"// stubble:mock:begin (\S+)", content)
        if m:
            current = m.group(1)
        if number in lines and current:
            broken.add(current)
        if re.search(r"// stubble:mock:end", content):
            current = None
    # An error on the mock's header line (just before the begin marker) belongs to it too.
    for number in lines:
        if number < len(text) and "// stubble:mock:begin" in text[number]:
            broken.add(re.search(r"// stubble:mock:begin (\S+)", text[number]).group(1))
print(" ".join(sorted(broken)))
PY
)
    broken_count=$(echo "$broken" | wc -w)
    compiling=$((generated - broken_count))
    [ $build_status -eq 0 ] && result="build succeeded" || result="build FAILED"
    echo "   $result in ${seconds}s: $compiling of $generated mocks compile"
    if [ $build_status -ne 0 ]; then
        failed=1
        [ -n "$broken" ] && echo "   mocks with errors: $broken"
        grep -E "error:" "$build" | head -20 | sed "s#$dir/##" | sed 's/^/   /'
    fi
    total_generated=$((total_generated + generated))
    total_compiling=$((total_compiling + compiling))
    total_unmockable=$((total_unmockable + unmockable))
done
# Whole package trees, not built (seconds): what mock --all writes, check and a second run must find up to date.
for repo in ${MOCK_CHECK_PACKAGES-apple/swift-nio}; do
    name="${repo#*/}-whole"
    dir="$WORK/$name"
    if ! copy "$repo" "$dir"; then
        failed=1
        continue
    fi
    echo "== $repo Sources (not built): $("$STUBBLE" mock --all "$dir/Sources" 2>&1 | tail -1)"
    agree "$dir" Sources || failed=1
done
echo "mock-packages: $total_compiling of $total_generated mocks compile; $total_unmockable protocols reported as not mockable (work in $WORK)"
exit $failed
