#!/usr/bin/env bash
# The conformance gate: build conform in release mode and run the shipped suite. Exit status is
# conform's own (0 all as expected, 1 failures, 2 invalid input, 3 adapter errors).
set -uo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product conform >/dev/null || { echo "build failed"; exit 3; }
bin="$(swift build -c release --show-bin-path)/conform"
# --require-recordings: the shipped recording set (paywall-double@recorded) stays complete; a missing
# or stale recording fails the gate (docs/recordings.md).
"$bin" run Specs/ --require-recordings "$@"
