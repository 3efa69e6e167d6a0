#!/usr/bin/env bash
# Real-client test: Emacs in batch mode with eglot (editors/emacs/stubble-eglot.el) and with lsp-mode
# (editors/emacs/stubble-lsp-mode.el, beside sourcekit-lsp) against the built `stubble lsp`. Installs
# Emacs, eglot and lsp-mode from Debian's packages when missing (emacs-el too: without the Lisp sources,
# Emacs 28's native compilation fails at start-up), byte-compiles both files with warnings as errors,
# builds the server, plays editors/test/scenario.json and scenario-settings.json with each client, and
# exits non-zero when any step fails.
#
#   Scripts/editors-emacs.sh
#   STUBBLE_BIN=/path/to/stubble Scripts/editors-emacs.sh   # skip the build, test this binary
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

has_clients() {
  command -v emacs >/dev/null && emacs --batch --eval "(progn (require 'eglot) (require 'lsp-mode))" >/dev/null 2>&1
}
if ! has_clients; then
  echo "== installing Emacs, eglot and lsp-mode from Debian's packages" >&2
  if [[ $(id -u) -eq 0 ]]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    emacs-nox emacs-el elpa-eglot elpa-lsp-mode >&2
  has_clients || { echo "error: Emacs cannot load eglot and lsp-mode after the install" >&2; exit 1; }
fi

for el in stubble-eglot.el stubble-lsp-mode.el; do
  echo "== byte-compiling editors/emacs/$el (warnings are errors)" >&2
  elc_dir="$(mktemp -d)"
  cp "$root/editors/emacs/$el" "$elc_dir/"
  emacs --batch --eval "(setq byte-compile-error-on-warn t)" \
    --eval "(unless (byte-compile-file \"$elc_dir/$el\") (kill-emacs 1))" >&2
  rm -rf "$elc_dir"
done

if [[ -n "${STUBBLE_BIN:-}" ]]; then
  server_dir="$(cd "$(dirname "$STUBBLE_BIN")" && pwd)"
else
  echo "== building stubble (release, as the set-up docs say)" >&2
  swift build -c release --product stubble >&2
  server_dir="$(swift build -c release --show-bin-path)"
fi
[[ -x "$server_dir/stubble" ]] || { echo "error: no stubble binary in $server_dir" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One run of a scenario (in editors/test) in a fresh copy of the example project. $1 names the run,
# $2 is the scenario; the rest are environment assignments for Scripts/editors-emacs.el.
run() {
  local name="$1" scenario="$root/editors/test/$2"; shift 2
  local dir="$work/$name" file
  file="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["file"])' "$scenario")"
  mkdir -p "$dir/project" "$dir/home"
  cp "$root/editors/test/$file" "$root/editors/test/Package.swift" "$dir/project/"
  git -C "$dir/project" init -q  # eglot's project root (project.el finds VCS roots)
  echo "== emacs ($name, $(basename "$scenario")): $(emacs --version | head -1), server $server_dir/stubble" >&2
  (cd "$dir/project" && \
    env "$@" PATH="$server_dir:$PATH" HOME="$dir/home" STUBBLE_EDITORS_DIR="$root/editors" \
    STUBBLE_SCENARIO="$scenario" STUBBLE_WORKDIR="$dir/project" \
    timeout "${STUBBLE_EDITOR_TEST_TIMEOUT:-300}" emacs --batch -l "$root/Scripts/editors-emacs.el" </dev/null)
}

failed=0
# eglot with stubble-eglot.el, and server settings through eglot-workspace-configuration.
run eglot scenario.json STUBBLE_EMACS_CLIENT=eglot || failed=$((failed + 1))
run eglot-settings scenario-settings.json STUBBLE_EMACS_CLIENT=eglot || failed=$((failed + 1))
# lsp-mode with stubble-lsp-mode.el, beside sourcekit-lsp when the toolchain has it, and settings
# through stubble-lsp-settings.
if command -v sourcekit-lsp >/dev/null; then
  run lsp-mode-beside-sourcekit scenario.json STUBBLE_EMACS_CLIENT=lsp-mode STUBBLE_WITH_SOURCEKIT=1 \
    || failed=$((failed + 1))
else
  echo "== sourcekit-lsp not on PATH: lsp-mode runs alone" >&2
  run lsp-mode scenario.json STUBBLE_EMACS_CLIENT=lsp-mode || failed=$((failed + 1))
fi
run lsp-mode-settings scenario-settings.json STUBBLE_EMACS_CLIENT=lsp-mode || failed=$((failed + 1))
echo "== emacs: $failed run(s) failed" >&2
[[ $failed -eq 0 ]]
