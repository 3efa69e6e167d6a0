#!/usr/bin/env bash
# Offline tests of the VS Code extension (editors/vscode) with Node's test runner and hand-written
# stand-ins for the `vscode` and `vscode-languageclient` modules: no VS Code and no npm needed, Node 18+.
set -euo pipefail
cd "$(dirname "$0")/../editors/vscode"
node --test test/*.test.js
