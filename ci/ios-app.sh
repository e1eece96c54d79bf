#!/usr/bin/env bash
# Examples/ios-app, the outside package: an app's own package that depends on Conform by path and
# uses only the public API of ConformTesting and ConformKit (docs/ios.md shows its code). Builds it
# from a clean .build of its own — a debug build of its stand-in SDK, ConformKit, ConformAdapters,
# ConformRecorder and ConformTesting, nothing else of Conform — then runs its tests (Swift Testing
# and XCTest) against its committed goldens, recording nothing. Fails when the build or the tests
# fail, and when the build prints a warning: compiled from scratch, every file's warnings (the
# package's, Conform's, SwiftPM's own such as unhandled files) are in the log. The adapter around
# the real AdaptyUI SDK (RealSDK/, in no target) is type-checked too, against stand-ins of Adapty
# and UIKit, so it stays on ConformKit's public API. Then the replay road with the CLI, as the team's
# Linux CI meets it: the committed plans are what 'conform record --plan' writes now, every committed
# recording passes 'conform record --check', and 'conform run' in the package's folder (its own
# conform.yaml: the replay adapter mypaywall-device) replays them against their goldens, exit 0.
# The conform binary is $CONFORM_BIN, or the checkout's release build (built when missing).
set -uo pipefail
cd "$(dirname "$0")/../Examples/ios-app" || exit 1
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# shellcheck source=ci/example-package.sh
source ../../ci/example-package.sh
example_build ios-app "$logs" || exit $?

echo "-- RealSDK/AdaptyUIAdapter.swift type-checked against ConformKit's public API (stand-in Adapty and UIKit)"
stubs="$logs/stubs"
mkdir -p "$stubs"
for module in UIKit Adapty AdaptyUI; do
    swiftc -swift-version 6 -I "$stubs" -emit-module -module-name "$module" "RealSDK/TypecheckStubs/$module.swift" \
        -emit-module-path "$stubs/$module.swiftmodule" >"$logs/stubs.log" 2>&1 || { cat "$logs/stubs.log"; echo "the stand-in $module does not build"; exit 1; }
done
swiftc -swift-version 6 -typecheck -I "$stubs" -I "$(swift build --show-bin-path)/Modules" RealSDK/AdaptyUIAdapter.swift >"$logs/realsdk.log" 2>&1
status=$?
if [ "$status" -ne 0 ] || grep -E '(^|: )warning: ' "$logs/realsdk.log"; then
    cat "$logs/realsdk.log"
    echo "Examples/ios-app/RealSDK/AdaptyUIAdapter.swift: does not type-check on the public API without warnings"
    exit 1
fi

example_test ios-app "$logs" || exit $?

echo "-- the replay road with the CLI: plans current, recordings checked, 'conform run' replays them"
conform=${CONFORM_BIN:-}
if [ -z "$conform" ]; then
    (cd ../.. && swift build -c release --product conform >"$logs/conform.log" 2>&1) || { cat "$logs/conform.log"; echo "cannot build conform"; exit 1; }
    conform="$(cd ../.. && swift build -c release --show-bin-path)/conform"
fi
specs=Tests/PaywallConformanceTests/Specs
count=0
while IFS= read -r file; do
    spec=${file#"$specs/"}; spec=${spec%.yaml}
    plan="Recordings/plans/$spec.plan.json"
    "$conform" record --adapter mypaywall-device --spec "$spec" --allow-outside --plan "$logs/plan.json" >"$logs/record.log" 2>&1 \
        || { cat "$logs/record.log"; echo "Examples/ios-app: 'conform record --plan' failed for '$spec'"; exit 1; }
    if ! cmp -s "$logs/plan.json" "$plan"; then
        diff -u "$plan" "$logs/plan.json" 2>&1 | head -n 40
        echo "Examples/ios-app: '$plan' is not what 'conform record --plan' writes for '$spec' now; write it with"
        echo "  (cd Examples/ios-app && conform record --adapter mypaywall-device --spec $spec --plan $plan)"
        echo "then record again: CONFORM_RECORD=failed swift test --filter deviceWalk"
        exit 1
    fi
    "$conform" record --adapter mypaywall-device --spec "$spec" --check "Recordings/mypaywall-device/$spec.jsonl" >"$logs/check.log" 2>&1 \
        || { cat "$logs/check.log"; echo "Examples/ios-app: the recording of '$spec' does not pass 'conform record --check'"; exit 1; }
    count=$((count + 1))
done < <(find "$specs" -name '*.yaml' | LC_ALL=C sort)
echo "$count plans current, $count recordings checked"
"$conform" run >"$logs/run.log" 2>&1
status=$?
if [ "$status" -ne 0 ]; then
    cat "$logs/run.log"
    echo "Examples/ios-app: 'conform run' over the recordings failed (exit $status)"
    exit "$status"
fi
tail -n 1 "$logs/run.log"
