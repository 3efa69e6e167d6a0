#!/usr/bin/env bash
# Real-client test: Emacs in batch mode + eglot + the shipped editors/emacs/stubble-eglot.el + the built
# `stubble lsp`. Installs Emacs and eglot from Debian's packages when missing (emacs-el too: without the
# Lisp sources, Emacs 28's native compilation fails at start-up), byte-compiles stubble-eglot.el with
# warnings as errors, builds the server, plays editors/test/scenario.json and scenario-settings.json
# (server settings through eglot-workspace-configuration), and exits non-zero when any step fails.
#
#   Scripts/editors-emacs.sh
#   STUBBLE_BIN=/path/to/stubble Scripts/editors-emacs.sh   # skip the build, test this binary
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

has_eglot() { command -v emacs >/dev/null && emacs --batch --eval "(require 'eglot)" >/dev/null 2>&1; }
if ! has_eglot; then
  echo "== installing Emacs and eglot from Debian's packages" >&2
  if [[ $(id -u) -eq 0 ]]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    emacs-nox emacs-el elpa-eglot >&2
  has_eglot || { echo "error: Emacs cannot load eglot after the install" >&2; exit 1; }
fi

echo "== byte-compiling editors/emacs/stubble-eglot.el (warnings are errors)" >&2
elc_dir="$(mktemp -d)"
cp "$root/editors/emacs/stubble-eglot.el" "$elc_dir/"
emacs --batch --eval "(setq byte-compile-error-on-warn t)" \
  --eval "(unless (byte-compile-file \"$elc_dir/stubble-eglot.el\") (kill-emacs 1))" >&2
rm -rf "$elc_dir"

if [[ -n "${STUBBLE_BIN:-}" ]]; then
  server_dir="$(cd "$(dirname "$STUBBLE_BIN")" && pwd)"
else
  echo "== building stubble" >&2
  swift build --product stubble >&2
  server_dir="$(swift build --show-bin-path)"
fi
[[ -x "$server_dir/stubble" ]] || { echo "error: no stubble binary in $server_dir" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One run of a scenario (in editors/test) in a fresh copy of the example project.
run() {
  local scenario="$root/editors/test/$1" dir="$work/${1%.json}" file
  file="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["file"])' "$scenario")"
  mkdir -p "$dir/project" "$dir/home"
  cp "$root/editors/test/$file" "$root/editors/test/Package.swift" "$dir/project/"
  git -C "$dir/project" init -q  # eglot's project root (project.el finds VCS roots)
  echo "== emacs ($1): $(emacs --version | head -1), server $server_dir/stubble" >&2
  (cd "$dir/project" && \
    PATH="$server_dir:$PATH" HOME="$dir/home" STUBBLE_EDITORS_DIR="$root/editors" \
    STUBBLE_SCENARIO="$scenario" STUBBLE_WORKDIR="$dir/project" \
    timeout "${STUBBLE_EDITOR_TEST_TIMEOUT:-300}" emacs --batch -l "$root/Scripts/editors-emacs.el" </dev/null)
}

failed=0
run scenario.json || failed=$((failed + 1))
# Server settings given through eglot-workspace-configuration (condition: DEBUG).
run scenario-settings.json || failed=$((failed + 1))
echo "== emacs: $failed run(s) failed" >&2
[[ $failed -eq 0 ]]
