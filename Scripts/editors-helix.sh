#!/usr/bin/env bash
# Checks editors/helix/languages.toml: Helix is not packaged for this machine, so this only checks the file
# parses as TOML and declares Stubble (`stubble lsp`) as an additional Swift server beside sourcekit-lsp.
# With `hx` on PATH it also asks Helix itself (`hx --health swift`) with the file as its config.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
file="$root/editors/helix/languages.toml"
python3 - "$file" <<'PY'
import sys, tomllib
with open(sys.argv[1], "rb") as f:
    config = tomllib.load(f)
checks = []
def check(name, ok):
    checks.append((name, ok))
    print(("ok" if ok else "not ok") + " - " + name)
servers = config.get("language-server", {})
check("language-server.stubble runs `stubble lsp`",
      servers.get("stubble", {}).get("command") == "stubble" and servers["stubble"].get("args") == ["lsp"])
swift = [l for l in config.get("language", []) if l.get("name") == "swift"]
check("one [[language]] entry for swift", len(swift) == 1)
names = swift[0].get("language-servers", []) if swift else []
check("swift uses sourcekit-lsp first and stubble beside it", names == ["sourcekit-lsp", "stubble"])
check("every server swift names is declared", all(n in servers for n in names))
failed = sum(1 for _, ok in checks if not ok)
print(f"{len(checks) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY
if command -v hx >/dev/null; then
  cfg="$(mktemp -d)"; trap 'rm -rf "$cfg"' EXIT
  mkdir -p "$cfg/helix" && cp "$file" "$cfg/helix/languages.toml"
  XDG_CONFIG_HOME="$cfg" hx --health swift
fi
