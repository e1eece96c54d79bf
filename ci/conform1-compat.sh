#!/usr/bin/env bash
# conform/1 stays compatible: the frozen conform/1 adapter (Tests/Fixtures/conform1-adapter, never
# edited) must keep passing its specs against its goldens and `adapter-check`, with deprecation
# warnings only (docs/adapter-protocol.md, "Versions"). Runs in a temporary copy, so a failing run
# leaves no pending file in the checkout. Uses the release build the gate made, or CONFORM_BIN.
set -uo pipefail
cd "$(dirname "$0")/.."
bin="${CONFORM_BIN:-}"
if [ -z "$bin" ]; then
    swift build -c release --product conform >/dev/null || { echo "build failed"; exit 3; }
    bin="$(swift build -c release --show-bin-path)/conform"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R Tests/Fixtures/conform1-adapter/. "$work/"
cd "$work" || exit 3
"$bin" run Specs/ || exit
"$bin" adapter-check python3 acme_paywall.py
