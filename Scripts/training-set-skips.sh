#!/usr/bin/env bash
# Scripts/training-set-skips.sh [WORKDIR] [OWNER/NAME ...]
# The skip rate of "stub everything" over issue 16's training set, without building anything (seconds, not
# the hour of Scripts/stub-training-set.sh): per package, `stubble add --all` on a copy of its sources, then
# `stubble check --summary --hints`. Prints one table row per package, the rate over the set (and, beside it, over
# the members other than those no hook can stand in for in Swift: class and actor initializers, @_lifetime results)
# (skipped / (stubbed + skipped), the skipped including every member of the types add --all leaves
# unannotated because nothing in them can be stubbed), and the skipped members by hint (file names and quoted
# names folded, so one cause is one line).
# Uses $STUBBLE (default: .build/release/stubble, built when missing). Needs the machine's local package
# copies (git archive --remote); WORKDIR keeps the downloaded copies between runs.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
work="${1:-$(mktemp -d)}"
shift || true
. "$here/training-set.sh"
packages="${*:-$set_default}"
S="${STUBBLE:-$root/.build/release/stubble}"
if [ ! -x "$S" ]; then (cd "$root" && swift build -c release --product stubble >/dev/null) || exit 1; fi
mkdir -p "$work/copies" "$work/stubbed"
hints="$work/hints.txt"; : > "$hints"
echo "| package | types | members stubbed | members skipped | of them in unannotated types | skip rate |"
echo "| --- | --- | --- | --- | --- | --- |"
st_total=0; sk_total=0
for repo in $packages; do
    name="${repo#*/}"
    if [ ! -d "$work/copies/$name" ]; then
        mkdir -p "$work/copies/$name"
        git archive --remote="https://github.com/$repo.git" HEAD | tar -x -C "$work/copies/$name" || { echo "| $repo | could not fetch | | | | |"; continue; }
    fi
    rm -rf "$work/stubbed/$name"; mkdir -p "$work/stubbed/$name"
    # The package's code: Sources/ (Source/ for SWXMLHash; FlyingFox keeps two packages' */Sources).
    found=0
    for src in "$work/copies/$name/Sources" "$work/copies/$name/Source" "$work/copies/$name"/*/Sources; do
        [ -d "$src" ] || continue
        found=1
        rel="${src#"$work/copies/$name/"}"
        cp -r "$src" "$work/stubbed/$name/${rel//\//-}"
    done
    [ "$found" = 1 ] || { echo "| $repo | no Sources | | | | |"; continue; }
    # The manifest too: each file is stubbed in its package's language mode (Swift 4 for PathKit's 4.2).
    [ -f "$work/copies/$name/Package.swift" ] && cp "$work/copies/$name/Package.swift" "$work/stubbed/$name/"
    # (The copied sources only: the manifest beside them is no code of the package's.)
    "$S" add --all "$work/stubbed/$name"/*/ >/dev/null 2>&1
    out=$("$S" check --summary --hints "$work/stubbed/$name"/*/ 2>/dev/null)
    summary=$(echo "$out" | grep "^summary:")
    types=$(echo "$summary" | sed -n 's/.* \([0-9]*\) stubbable types.*/\1/p')
    st=$(echo "$summary" | sed -n 's/.* \([0-9]*\) members stubbed.*/\1/p')
    sk=$(echo "$summary" | sed -n 's/.* \([0-9]*\) skipped$/\1/p')
    un=$(echo "$out" | sed -n 's/^of the skipped, \([0-9]*\) are in types.*/\1/p')
    echo "$out" | sed -n 's/^skipped by hint: //p' >> "$hints"
    st=${st:-0}; sk=${sk:-0}
    st_total=$((st_total + st)); sk_total=$((sk_total + sk))
    rate=$(awk "BEGIN { e = $st + $sk; if (e > 0) printf \"%.1f%%\", 100 * $sk / e; else print \"-\" }")
    echo "| $repo | ${types:-0} | $st | $sk | ${un:-0} | $rate |"
done
eligible=$((st_total + sk_total))
[ "$eligible" -gt 0 ] || exit 0
echo "| **all** | | **$st_total** | **$sk_total** | | **$(awk "BEGIN { printf \"%.1f%%\", 100 * $sk_total / $eligible }")** |"
echo
echo "skipped by hint (file names folded):"
sed -E -e 's/^([0-9]+) /\1\t/' -e "s/ in [^'(),]+\\.swift(, [^'(),]+\\.swift)*/ in FILE/g" -e "s/\\([^()']+\\.swift\\)/(FILE)/g" -e 's/`[^`]*`/`…`/g' "$hints" |
    awk -F'\t' '{ n[$2] += $1 } END { for (k in n) print n[k] "\t" k }' | sort -rn | sed 's/^/  /'
# Members for which Swift has no way to let a hook stand in, whoever writes the stubs: initializers of classes and
# actors (no `self = …`), and members whose result's lifetime depends on their base or arguments (`@_lifetime`:
# a hook's result would be a temporary). The rate over the other members is printed beside the rate over all;
# neither replaces the other.
unhookable=$(awk '{ n = $1; $1 = ""; if ($0 ~ /cannot hand back another instance/ || $0 ~ /\(@_lifetime\), which a hook.s result cannot/ || $0 ~ /\(@_lifetime\), which a value a hook hands back cannot/) s += n } END { print s + 0 }' "$hints")
echo
echo "members no hook can stand in for in Swift (class and actor initializers, @_lifetime results): $unhookable"
echo "skip rate over the other members: $((sk_total - unhookable)) / $((eligible - unhookable)) = $(awk "BEGIN { printf \"%.1f%%\", 100 * ($sk_total - $unhookable) / ($eligible - $unhookable) }")"
