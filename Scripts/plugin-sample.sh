#!/usr/bin/env bash
# The command plugin for real: copies Examples/PluginSample (a user's package that depends on this one by
# path) to a temporary folder, points its dependency at this checkout, and runs what a user runs:
#   swift package stubble check                                          fresh stubs: exit 0, no finding
#   (a signature changes)  swift package stubble check                   stale: exit non-zero, the warning line
#   swift package --allow-writing-to-package-directory stubble fix       refreshes them; check passes again
#   swift test                                                           the refreshed stubs compile and work
# On the way it times clean builds: the sample without the dependency, with it, and the first plugin run
# (which builds the `stubble` executable inside the user's .build). Figures only; no bound.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
failed=0
ok() { echo "ok - $1"; }
notok() { echo "not ok - $1"; failed=1; }
now() { date +%s.%N; }
secs() { python3 -c "print(f'{$2 - $1:.1f}')"; }

make_copy() { # DIR WITH_DEPENDENCY(yes|no)
  cp -R "$root/Examples/PluginSample" "$1"
  rm -rf "$1/.build"
  if [ "$2" = yes ]; then
    python3 - "$1/Package.swift" "$root" <<'PY'
import sys, json
path, root = sys.argv[1], sys.argv[2]
text = open(path).read()
assert '.package(path: "../..")' in text, "the sample's path dependency moved"
open(path, "w").write(text.replace('.package(path: "../..")', '.package(path: %s)' % json.dumps(root)))
PY
  else
    python3 - "$1/Package.swift" <<'PY'
import sys
path = sys.argv[1]
lines = [l for l in open(path) if '.package(path: "../..")' not in l]
open(path, "w").write("".join(lines))
PY
  fi
}

# Clean build cost: without the dependency, with it, and the first plugin run.
make_copy "$work/bare" no
t=$(now); (cd "$work/bare" && swift build >/dev/null 2>&1); bare=$(secs "$t" "$(now)")
make_copy "$work/sample" yes
t=$(now); (cd "$work/sample" && swift build >/dev/null 2>&1); with=$(secs "$t" "$(now)")
echo "clean 'swift build' of the sample: ${bare} s without the Stubble dependency, ${with} s with it"

cd "$work/sample"
source_file=Sources/Weather/Forecaster.swift

t=$(now)
set +e; swift package stubble check >"$work/out" 2>"$work/err"; status=$?; set -e
first=$(secs "$t" "$(now)")
echo "first 'swift package stubble check' (builds the plugin and the stubble executable): ${first} s"
if [ $status -eq 0 ] && ! grep -q ': \(warning\|error\): ' "$work/out"; then ok "fresh stubs: check exits 0 with no finding"
else notok "fresh stubs: check exit $status"; cat "$work/out" "$work/err"; fi

t=$(now)
set +e; swift package stubble check >/dev/null 2>&1; set -e
echo "next 'swift package stubble check' (nothing to build): $(secs "$t" "$(now)") s"

# A signature changes under its stubs: Double becomes Float.
sed -i 's/public func temperature(in city: String) -> Double {/public func temperature(in city: String) -> Float {/' "$source_file"
grep -q -- '-> Float {' "$source_file" || { notok "could not change the sample's signature"; exit 1; }

set +e; swift package stubble check >"$work/out" 2>"$work/err"; status=$?; set -e
line=$(grep -n 'public func temperature' "$source_file" | cut -d: -f1)
expected="$work/sample/$source_file:$line:17: warning: Stubs of 'temperature(in:)' are out of date"
if [ $status -ne 0 ]; then ok "stale stubs: check exits $status"; else notok "stale stubs: check exits 0"; fi
if grep -qF "$expected" "$work/out"; then ok "stale stubs: prints '$expected ...'"
else notok "stale stubs: no line '$expected'"; cat "$work/out" "$work/err"; fi
if grep -q '^error: stubble check: 0 errors, 1 warning' "$work/err"; then ok "stale stubs: swift package ends with the plugin's error"
else notok "stale stubs: no summary error line"; cat "$work/err"; fi

set +e; swift package --allow-writing-to-package-directory stubble fix >"$work/out" 2>"$work/err"; status=$?; set -e
if [ $status -eq 0 ]; then ok "fix exits 0"; else notok "fix exit $status"; cat "$work/out" "$work/err"; fi
if grep -qF 'var _temperature: ((String) -> Float)? = nil // stubble' "$source_file"; then ok "fix refreshed the hook to the new signature"
else notok "fix did not refresh the hook"; cat "$source_file"; fi

set +e; swift package stubble check >"$work/out" 2>"$work/err"; status=$?; set -e
if [ $status -eq 0 ]; then ok "after fix: check exits 0"; else notok "after fix: check exit $status"; cat "$work/out" "$work/err"; fi

set +e; swift test >"$work/out" 2>&1; status=$?; set -e
if [ $status -eq 0 ]; then ok "after fix: the sample's tests build and pass on the refreshed stubs"
else notok "after fix: swift test exit $status"; tail -30 "$work/out"; fi

exit $failed
