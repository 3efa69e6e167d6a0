#!/usr/bin/env bash
# Builds `stubble` and runs the LSP conformance suite: pytest-lsp drives `stubble lsp` under its recorded
# Neovim and VS Code client profiles and every server message is validated against lsprotocol's types.
# Extra arguments go to pytest (e.g. -k workspace).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! python3 -c "import pytest_lsp, lsprotocol" 2>/dev/null; then
    python3 -m pip install --quiet -r Tests/conformance/requirements.txt
fi
swift build --product stubble
STUBBLE="$(swift build --show-bin-path)/stubble" python3 -m pytest Tests/conformance -q "$@"
