#!/usr/bin/env bash
# Scripts/stub-packages.sh [WORKDIR]
# "Stub everything, then build and test": copies real packages (from the machine's local package copies,
# via git archive --remote), runs `stubble add --all` on their Sources/, checks the round trip
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
    if ! "$S" add --all "$work/$name/Sources" 2>"$work/$name.add.err"; then
        echo "$repo: ADD FAILED"; tail -5 "$work/$name.add.err"; status=1; continue
    fi
    lines=$(grep -r -- "// stubble" "$work/$name/Sources" | wc -l)
    summary=$("$S" check --summary "$work/$name/Sources" | sed -n 's/^summary: /stubbed: /p; s/^skipped by reason: /skipped by reason: /p')
    fresh=$("$S" fix --dry-run "$work/$name/Sources" | wc -l)
    cp -r "$work/$name/Sources" "$work/$name.stubbed-sources"
    "$S" remove --all "$work/$name/Sources" 2>"$work/$name.remove.err" || { echo "$repo: REMOVE FAILED"; tail -5 "$work/$name.remove.err"; status=1; }
    if diff -r -q "$work/$name/Sources" "$work/$name.orig/Sources" >/dev/null; then rt=ok; else rt=FAILED; status=1; fi
    rm -rf "$work/$name/Sources"; mv "$work/$name.stubbed-sources" "$work/$name/Sources"
    build=ok; test=ok
    (cd "$work/$name" && swift build >"$work/$name.build.log" 2>&1) || { build=FAILED; status=1; }
    if [ "$build" = ok ]; then
        if ! (cd "$work/$name" && swift test >"$work/$name.test.log" 2>&1); then
            # Tell a failure we cause from one the package has anyway (e.g. tests that do not build on Linux).
            if (cd "$work/$name.orig" && swift test >"$work/$name.orig.test.log" 2>&1); then
                test=FAILED; status=1
            else
                test="failed, as it does without stubs (see $work/$name.orig.test.log)"
            fi
        fi
    else test=skipped; fi
    echo "$repo: generated lines $lines; round trip $rt; fix after add: $fresh diff lines; build $build; test $test"
    echo "$summary" | sed 's/^/  /'
done
exit $status
