#!/usr/bin/env bash
# Scripts/corpus-fetch.sh DIR
# Extracts the Sources/ folder of every package in Scripts/corpus-packages.txt, at its pinned tag, into
# DIR/NAME/Sources (e.g. DIR/swift-nio/Sources/NIOCore/Channel.swift). Uses `git archive --remote`, which the
# machine's local package copies serve for https://github.com/OWNER/NAME.git; nothing else is needed.
# Prints one line per package: NAME TAG COMMIT FILES, the provenance recorded in the reference file's header.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
dest="${1:?usage: corpus-fetch.sh DIR}"
mkdir -p "$dest"
while read -r repo tag _; do
    case "$repo" in ''|'#'*) continue ;; esac
    name="${repo#*/}"
    url="https://github.com/$repo.git"
    rm -rf "${dest:?}/$name"
    mkdir -p "$dest/$name"
    git archive --remote="$url" "$tag" Sources | tar -x -C "$dest/$name"
    commit="$(git ls-remote "$url" "refs/tags/$tag^{}" | cut -f1)"
    [ -n "$commit" ] || commit="$(git ls-remote "$url" "refs/tags/$tag" | cut -f1)"
    files="$(find "$dest/$name" -type f -name '*.swift' | wc -l)"
    printf '%s %s %s %s\n' "$repo" "$tag" "$commit" "$files"
done < "$here/corpus-packages.txt"
