#!/usr/bin/env bash
# Scripts/stub-packages.sh [WORKDIR]
# "Stub everything, then build and test": copies real packages (from the machine's local package copies,
# via git archive --remote), runs `stubble add --all` on their Sources/ (or Source/, */Sources), checks the round trip
# (fix changes nothing, remove --all gives back every byte), then runs their own `swift build` and
# `swift test`. Prints per package: generated lines, stubbable types, members stubbed, members skipped by
# reason (`stubble check --summary`), round trip, build and test results.
# Exit 1 if any package fails to build or test after stubbing, or the round trip fails.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
work="${1:-$(mktemp -d)}"
packages="${STUB_PACKAGES:-apple/swift-log apple/swift-argument-parser apple/swift-algorithms JohnSundell/Files JohnSundell/Ink}"
if [ -n "${STUBBLE:-}" ]; then S="$STUBBLE"; else
    (cd "$root" && swift build -c release --product stubble >/dev/null) || { echo "cannot build stubble"; exit 1; }
    S="$root/.build/release/stubble"
fi
status=0
for repo in $packages; do
    name="${repo#*/}"
    rm -rf "$work/$name" "$work/$name.orig"; mkdir -p "$work/$name"
    if ! git archive --remote="https://github.com/$repo.git" HEAD | tar -x -C "$work/$name"; then
        echo "$repo: FETCH FAILED"; status=1; continue
    fi
    # A Package.resolved pins commit ids of the public repositories, which the local copies do not have:
    # let SwiftPM resolve against the copies instead.
    rm -f "$work/$name/Package.resolved"
    cp -r "$work/$name" "$work/$name.orig"
    # The package's code: Sources/ (Source/ for SWXMLHash; FlyingFox keeps two packages' */Sources).
    srcs=()
    for src in "$work/$name/Sources" "$work/$name/Source" "$work/$name"/*/Sources; do
        [ -d "$src" ] && srcs+=("$src")
    done
    [ "${#srcs[@]}" -gt 0 ] || { echo "$repo: NO SOURCES FOLDER"; status=1; continue; }
    if ! "$S" add --all "${srcs[@]}" 2>"$work/$name.add.err"; then
        echo "$repo: ADD FAILED"; tail -5 "$work/$name.add.err"; status=1; continue
    fi
    lines=$(grep -r -- "// stubble" "${srcs[@]}" | wc -l)
    summary=$("$S" check --summary "${srcs[@]}" | sed -n 's/^summary: /stubbed: /p; s/^skipped by reason: /skipped by reason: /p')
    fresh=$("$S" fix --dry-run "${srcs[@]}" | wc -l)
    for src in "${srcs[@]}"; do cp -r "$src" "$src.stubbed"; done
    "$S" remove --all "${srcs[@]}" 2>"$work/$name.remove.err" || { echo "$repo: REMOVE FAILED"; tail -5 "$work/$name.remove.err"; status=1; }
    rt=ok
    for src in "${srcs[@]}"; do
        diff -r -q "$src" "$work/$name.orig/${src#"$work/$name/"}" >/dev/null || { rt=FAILED; status=1; }
        rm -rf "$src"; mv "$src.stubbed" "$src"
    done
    build=ok; test=ok
    # A failure counts against stubbing only when the package without stubs does not fail the same way: the
    # same compiler errors (paths made relative) and the same failing tests, from the unstubbed copy.
    failures() {  # LOG ROOT: the distinct compiler errors (file and message) and failed tests of a log
        # (Compiler errors have a line and a column; XCTest's assertion lines, whose messages may print a
        # dictionary in any order, are counted through their test's "failed" line.)
        grep -E "^[^ |].*\.swift:[0-9]+:[0-9]+: error:|Test Case .* failed|✘ Test .* failed after" "$1" | grep -v "✘ Test run with" \
            | sed -E "s#$2/##g; s/:[0-9]+:[0-9]+: error:/: error:/; s/ \([0-9.]+ seconds\)//; s/ failed after .*/ failed/" | sort -u
    }
    extra() {  # STUBBED_LOG ORIG_LOG: failures only the stubbed copy has
        comm -23 <(failures "$1" "$work/$name") <(failures "$2" "$work/$name.orig")
    }
    if ! (cd "$work/$name" && swift build --build-tests >"$work/$name.build.log" 2>&1); then
        if (cd "$work/$name.orig" && swift build --build-tests >"$work/$name.orig.build.log" 2>&1); then
            build=FAILED; status=1
        elif [ -n "$(extra "$work/$name.build.log" "$work/$name.orig.build.log")" ]; then
            build="FAILED (errors the unstubbed build does not have: $(extra "$work/$name.build.log" "$work/$name.orig.build.log" | wc -l))"; status=1
        else
            build="failed, as it does without stubs (see $work/$name.orig.build.log)"
        fi
    fi
    if [ "$build" = ok ]; then
        if ! (cd "$work/$name" && swift test >"$work/$name.test.log" 2>&1); then
            if (cd "$work/$name.orig" && swift test >"$work/$name.orig.test.log" 2>&1); then
                test=FAILED; status=1
            elif [ -n "$(extra "$work/$name.test.log" "$work/$name.orig.test.log")" ]; then
                test="FAILED (failures the unstubbed tests do not have: $(extra "$work/$name.test.log" "$work/$name.orig.test.log" | wc -l))"; status=1
            else
                test="failed, as it does without stubs (see $work/$name.orig.test.log)"
            fi
        fi
    else test=skipped; fi
    echo "$repo: generated lines $lines; round trip $rt; fix after add: $fresh diff lines; build $build; test $test"
    echo "$summary" | sed 's/^/  /'
done
exit $status
