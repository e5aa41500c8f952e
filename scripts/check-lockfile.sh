#!/usr/bin/env bash
# Fails when package-lock.json is not what a fresh resolution writes (for example when it lacks the
# other platforms' optional binaries): a clean machine's `npm ci` would then refuse it or `npm
# install` would rewrite it. Resolves the committed manifests afresh in a throwaway copy.
set -euo pipefail
cd "$(dirname "$0")/.."

copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
# The manifests and the lockfile only: resolution needs nothing else.
git ls-files -- package.json package-lock.json .npmrc '*/package.json' | grep -v node_modules |
  tar -c -T - | tar -x -C "$copy"
(cd "$copy" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund >/dev/null)

if ! cmp -s package-lock.json "$copy/package-lock.json"; then
  echo "package-lock.json is incomplete: a fresh resolution changes it:" >&2
  (diff package-lock.json "$copy/package-lock.json" || true) | head -20 >&2 || true
  echo "Regenerate it with \`npm install --package-lock-only\` and commit (docs/CONVENTIONS.md)." >&2
  exit 1
fi
echo "package-lock.json is complete (a fresh resolution leaves it unchanged)"
