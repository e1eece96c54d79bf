#!/usr/bin/env bash
# Sourced by ci/ios-app.sh and ci/closure-app.sh: the steps every outside example package takes.
# 'example_build NAME LOGS' builds Examples/NAME's tests from a clean .build of its own and fails on
# any warning (compiled from scratch, every file's warnings are in the log: the package's, Conform's,
# SwiftPM's own); 'example_test NAME LOGS' runs its tests recording nothing (CONFORM_RECORD=never),
# fails on a failure or a warning, and prints the runners' closing lines. The caller is in the
# package's folder; each function returns non-zero with the reason printed.

example_build() {
    local name=$1 logs=$2 status
    rm -rf .build
    echo "-- swift build --build-tests (Examples/$name, from a clean .build)"
    swift build --build-tests >"$logs/build.log" 2>&1
    status=$?
    if [ "$status" -ne 0 ]; then
        cat "$logs/build.log"
        echo "Examples/$name: swift build failed (exit $status)"
        return "$status"
    fi
    # A compiler warning is 'file:line:column: warning: …'; SwiftPM's are 'warning: …' at a line's start.
    if grep -E '(^|: )warning: ' "$logs/build.log"; then
        echo "Examples/$name: the build printed the warnings above; the package must build without any"
        return 1
    fi
    tail -n 1 "$logs/build.log"
}

example_test() {
    local name=$1 logs=$2 status
    echo "-- swift test (Examples/$name, CONFORM_RECORD=never)"
    CONFORM_RECORD=never swift test >"$logs/test.log" 2>&1
    status=$?
    if [ "$status" -ne 0 ]; then
        cat "$logs/test.log"
        echo "Examples/$name: swift test failed (exit $status)"
        return "$status"
    fi
    if grep -E '\.swift:[0-9]+(:[0-9]+)?: warning: |^warning: ' "$logs/test.log"; then
        echo "Examples/$name: swift test printed the warnings above"
        return 1
    fi
    grep -E '^(Test Suite .All tests. (passed|failed)|\s*Executed [0-9]+ tests?|.*Test run with [0-9]+ tests?)' "$logs/test.log" | tail -n 3
}
