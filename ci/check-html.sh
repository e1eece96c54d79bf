#!/usr/bin/env bash
# The HTML report, checked in a real headless browser (docs/reports.md, "The browser check").
#
#   1. Installs Chromium from Debian's packages when no Chromium is on PATH (needs root and
#      apt-get; says why and exits 1 when that is impossible).
#   2. Builds conform (or uses $CONFORM_BIN) and writes three reports: the shipped suite, a scratch
#      copy of it broken on purpose (a violated expectation, a changed golden, a missing golden) so
#      the page shows failures, diagrams and diffs, and two of the broken specs alone. The runs'
#      exit codes are ignored.
#   3. Loads each page in headless Chromium with the network blocked and fails when the browser
#      logged any console message (the page logs none: every message is an error or a warning,
#      e.g. "Uncaught ReferenceError") or when the page's script did not run to its end (it
#      marks <html data-ready="1"> last), or when the DOM lacks the matrix or a diagram. Loads it
#      again inside a frame to time it: navigation start to parsed, scripted and laid out.
#   4. Takes screenshots (1400×2000) and prints where they are.
#   5. The page at scale: a synthetic suite of $CONFORM_HTML_SCALE_SPECS specs (default 10,000; 0
#      skips this step) written by conform-bench (release build, or $CONFORM_BENCH_BIN), run against
#      ten built-in adapters with --no-golden, green and then with a fifth of the specs failing on
#      every adapter. Each page must be at most 5,000,000 bytes and load as in step 3 within
#      $CONFORM_HTML_LOAD_BUDGET_MS milliseconds (default 2000).
#
# Output goes to $CONFORM_HTML_CHECK_DIR (default /tmp/conform-html-check), which is emptied first.
# Exit 0 when every page passes, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
out="${CONFORM_HTML_CHECK_DIR:-/tmp/conform-html-check}"
case "$out" in
    "" | "/" | "$root" | "${HOME:-/}") echo "check-html: FAIL: refusing to empty '$out'; set CONFORM_HTML_CHECK_DIR to a scratch folder"; exit 1 ;;
esac
rm -rf "$out"
mkdir -p "$out"

say() { echo "check-html: $*"; }
fail() { say "FAIL: $*"; exit 1; }

# 1. A browser.
find_browser() {
    local candidate
    for candidate in chromium chromium-browser google-chrome; do
        if command -v "$candidate" >/dev/null 2>&1; then command -v "$candidate"; return 0; fi
    done
    return 1
}
if ! browser="$(find_browser)"; then
    [ "$(id -u)" = 0 ] || fail "Chromium is not installed, and installing it needs root (apt-get install chromium)"
    command -v apt-get >/dev/null 2>&1 || fail "Chromium is not installed, and there is no apt-get to install it with"
    say "installing Chromium from Debian's packages (log: $out/apt.log)"
    if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >"$out/apt.log" 2>&1; then
        tail -n 5 "$out/apt.log" | sed 's/^/    /'
        fail "could not install Chromium with apt-get (see $out/apt.log)"
    fi
    browser="$(find_browser)" || fail "apt-get installed chromium, but no chromium is on PATH"
fi
say "browser: $browser ($("$browser" --version 2>/dev/null | head -n 1 || echo "version unknown"))"

# 2. The reports.
if [ -n "${CONFORM_BIN:-}" ]; then
    bin="$CONFORM_BIN"
else
    swift build --product conform >"$out/build.log" 2>&1 || { tail -n 20 "$out/build.log"; fail "swift build failed"; }
    bin="$(swift build --show-bin-path)/conform"
fi
[ -x "$bin" ] || fail "no conform executable at '$bin'"

"$bin" run Specs/ --allow-outside --pending-dir "$out/pending" --report "$out/suite.html" --json "$out/suite.json" >"$out/suite.txt" 2>&1 || true
[ -s "$out/suite.html" ] || { cat "$out/suite.txt"; fail "conform wrote no report for the shipped suite"; }

broken="$out/broken"
mkdir -p "$broken"
# The real cases: with Examples/ (the external adapters conform.yaml runs) and Divergences/ (the
# known divergences), so the page shows what a user of this repository would see.
cp -R Specs Golden Divergences Examples Recordings "$broken/"
[ -f conform.yaml ] && cp conform.yaml "$broken/"
# A violated expectation on an event that happened: the purchase must now never be recorded.
sed -i 's/^  never: \[purchase.failed, purchase.cancelled, error\]$/  never: [purchase.failed, purchase.cancelled, error, recorded.purchase]/' \
    "$broken/Specs/miniwall/purchase/order.yaml"
# An expectation about an event that never came.
sed -i 's/^    - error payment_declined$/    - error payment_declined\n    - paywall.closed closed/' \
    "$broken/Specs/miniwall/purchase/throws-records-error.yaml"
sed -i 's/^  never: \[recorded.purchase, paywall.closed\]$/  never: [recorded.purchase]/' \
    "$broken/Specs/miniwall/purchase/throws-records-error.yaml"
# A golden that no longer matches: the SDK "renamed" a callback.
sed -i 's/onPurchase(_:) -> true/onPurchase(_:) -> .success/' \
    "$broken/Golden/miniwall/miniwall/purchase/busy-ignores-second-buy.transcript"
# A golden that is missing.
rm -f "$broken/Golden/miniwall/miniwall/answer/text.transcript"
(cd "$broken" && "$bin" run Specs/ --allow-outside --pending-dir "$out/broken-pending" --report "$out/failing.html" --json "$out/failing.json") >"$out/failing.txt" 2>&1 || true
[ -s "$out/failing.html" ] || { cat "$out/failing.txt"; fail "conform wrote no report for the broken suite"; }
grep -q 'class="ev [a-z]* violated"' "$out/failing.html" || fail "the failing report marks no violated event"
# The broken copy fails only where it was broken: no adapter errors, and the known divergences stay
# expected failures.
grep -q 'ERROR' "$out/failing.txt" && { grep -m 3 'ERROR' "$out/failing.txt"; fail "the broken copy has adapter errors: its Examples/ or conform.yaml is not the real one"; }
grep -q 'expected failure' "$out/failing.txt" || fail "the broken copy shows no expected failures: its Divergences/ is missing"

# 3 and 4. Load, check, screenshot.
chrome() {
    # No sandbox (root in a container), no GPU, and every host unresolvable: a page that needs the
    # network shows it. The Debian wrapper's own shell noise and D-Bus complaints are not the page's.
    "$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --host-resolver-rules="MAP * ~NOTFOUND" --enable-logging=stderr --v=0 "$@"
}
status=0
load_ms=""  # check_page sets it: how long the page took to load
check_page() {
    local name="$1" page="$out/$1.html" log="$out/$1.console.log" dom="$out/$1.dom.html"
    chrome --virtual-time-budget=5000 --dump-dom "file://$page" >"$dom" 2>"$log" || true
    local console
    console="$(grep -E ':CONSOLE[(:]|Uncaught' "$log" || true)"
    if [ -n "$console" ]; then
        say "FAIL: $name.html: the browser console shows:"
        echo "$console" | sed 's/^/    /'
        status=1
    fi
    grep -q 'data-ready="1"' "$dom" || { say "FAIL: $name.html: the page's script did not run to its end"; status=1; }
    grep -q '<table class="matrix">' "$dom" || { say "FAIL: $name.html: no matrix in the DOM"; status=1; }
    grep -q '<svg class="seq"' "$dom" || { say "FAIL: $name.html: no sequence diagram in the DOM"; status=1; }
    grep -q '<tbody id="matrix-rows"><tr>' "$dom" || { say "FAIL: $name.html: the script drew no matrix row"; status=1; }
    if [ "${2:-}" != "no-screenshot" ]; then
        chrome --window-size=1400,2000 --screenshot="$out/$name.png" "file://$page" >/dev/null 2>&1 || true
        [ -s "$out/$name.png" ] || { say "FAIL: $name.html: no screenshot"; status=1; }
    fi
    load_ms="$(load_time "$name")"
    say "$name.html: $(wc -c <"$page") bytes, loaded in ${load_ms:-?} ms, $(grep -c '<svg class="seq"' "$dom") diagrams, console clean: $([ -z "$console" ] && echo yes || echo no)"
}
# How long the page takes to load, in milliseconds: a frame page loads it (file pages may reach
# each other with --allow-file-access-from-files) and, on its load event, forces layout and reads
# the page's clock, which starts at its navigation. Real time: no virtual-time budget here.
load_time() {
    local name="$1" frame="$out/$1.timing.html"
    printf '%s\n' '<!DOCTYPE html><html><body><iframe id="page" src="'"$name"'.html" width="1400" height="2000"></iframe><script>' \
        'var frame = document.getElementById("page");' \
        'frame.addEventListener("load", function () {' \
        '  var page = frame.contentDocument, height = page.documentElement.offsetHeight;' \
        '  document.body.setAttribute("data-ready", page.documentElement.getAttribute("data-ready") || "");' \
        '  document.body.setAttribute("data-height", height);' \
        '  document.body.setAttribute("data-loaded-ms", Math.round(frame.contentWindow.performance.now()));' \
        '});' '</script></body></html>' >"$frame"
    chrome --allow-file-access-from-files --dump-dom "file://$frame" 2>/dev/null | grep -o 'data-loaded-ms="[0-9]*"' | grep -o '[0-9]*' || true
}
check_page suite
check_page failing
# The filters, as a query sets them: the pair list shows the failing pairs and nothing else.
chrome --virtual-time-budget=5000 --dump-dom "file://$out/failing.html?verdict=fail&view=list" >"$out/failing-filtered.dom.html" 2>/dev/null || true
badges="$(grep -o '<tbody id="pair-rows">.*' "$out/failing-filtered.dom.html" | sed 's#</tbody>.*##' | grep -o 'class="badge v-[a-z_]*"' | sort | uniq -c || true)"
if ! echo "$badges" | grep -q 'v-fail' || echo "$badges" | grep -v 'v-fail' | grep -q badge; then
    say "FAIL: failing.html?verdict=fail&view=list: the pair list shows '$(echo $badges)', not failures only"
    status=1
fi
# Two broken specs alone, so the first screen shows their diagrams, the red event and the diff.
(cd "$broken" && "$bin" run Specs/miniwall/purchase/order.yaml Specs/miniwall/purchase/busy-ignores-second-buy.yaml \
    --allow-outside --pending-dir "$out/broken-pending" --report "$out/failure.html") >"$out/failure.txt" 2>&1 || true
[ -s "$out/failure.html" ] || { cat "$out/failure.txt"; fail "conform wrote no report for two broken specs"; }
check_page failure

# The trend page (`conform trend`) over the two runs: a chart with a line per adapter, loaded with a
# clean console like the others.
"$bin" trend "$out/suite.json" "$out/failing.json" --allow-outside --report "$out/trend.html" >"$out/trend.txt" 2>&1 \
    || { cat "$out/trend.txt"; say "FAIL: conform trend could not draw the two runs"; status=1; }
if [ -s "$out/trend.html" ]; then
    chrome --virtual-time-budget=5000 --dump-dom "file://$out/trend.html" >"$out/trend.dom.html" 2>"$out/trend.console.log" || true
    trend_console="$(grep -E ':CONSOLE[(:]|Uncaught' "$out/trend.console.log" || true)"
    [ -z "$trend_console" ] || { say "FAIL: trend.html: the browser console shows:"; echo "$trend_console" | sed 's/^/    /'; status=1; }
    grep -q '<svg class="trend"' "$out/trend.dom.html" || { say "FAIL: trend.html: no chart in the DOM"; status=1; }
    lines="$(grep -c '<g class="adapter"' "$out/trend.dom.html" || true)"
    [ "${lines:-0}" -ge 2 ] || { say "FAIL: trend.html: the chart has ${lines:-0} adapter lines"; status=1; }
    chrome --window-size=1400,1000 --screenshot="$out/trend.png" "file://$out/trend.html" >/dev/null 2>&1 || true
    say "trend.html: $(wc -c <"$out/trend.html") bytes, ${lines:-0} adapter lines, console clean: $([ -z "$trend_console" ] && echo yes || echo no)"
fi

# 5. The page at scale.
scale_specs="${CONFORM_HTML_SCALE_SPECS:-10000}"
budget_ms="${CONFORM_HTML_LOAD_BUDGET_MS:-2000}"
scale_adapters="miniwall,appdna,adapty@3,adapty@3-swiftui,adapty@3.12,adapty@3.10,adapty@3.1,adapty@2,revenuecatui,superwall"
check_scale_page() {
    local name="$1" page="$out/$1.html" bytes
    [ -s "$page" ] || { cat "$out/$name.txt"; say "FAIL: conform wrote no report for $name"; status=1; return; }
    check_page "$name" no-screenshot
    bytes="$(wc -c <"$page")"
    [ "$bytes" -le 5000000 ] || { say "FAIL: $name.html: $bytes bytes, more than 5,000,000"; status=1; }
    if [ -z "$load_ms" ]; then
        say "FAIL: $name.html: could not time its load"; status=1
    elif [ "$load_ms" -gt "$budget_ms" ]; then
        say "FAIL: $name.html: loaded in $load_ms ms, more than the budget of $budget_ms ms"; status=1
    fi
}
if [ "$scale_specs" -gt 0 ]; then
    if [ -n "${CONFORM_BENCH_BIN:-}" ]; then
        bench="$CONFORM_BENCH_BIN"
    else
        swift build -c release --product conform-bench >"$out/bench-build.log" 2>&1 || { tail -n 20 "$out/bench-build.log"; fail "swift build conform-bench failed"; }
        bench="$(swift build -c release --show-bin-path)/conform-bench"
    fi
    [ -x "$bench" ] || fail "no conform-bench executable at '$bench'"
    # Only its specs (the runs use --no-golden: writing 100,000 goldens takes longer than the
    # check), in memory when the machine has a tmpfs: creating 10,000 files on a busy disk can
    # take seconds.
    suite="$(mktemp -d /dev/shm/conform-html-scale.XXXXXX 2>/dev/null || mktemp -d "$out/scale-suite.XXXXXX")"
    trap 'rm -rf "$suite"' EXIT
    "$bench" "$scale_specs" --specs-only --keep "$suite" >"$out/scale-bench.txt" 2>&1 \
        || { tail -n 5 "$out/scale-bench.txt"; fail "conform-bench could not write a suite of $scale_specs specs"; }
    (cd "$suite" && "$bin" run Specs/ --adapter "$scale_adapters" --no-golden --quiet --allow-outside --report "$out/scale.html") >"$out/scale.txt" 2>&1 || true
    check_scale_page scale
    # A fifth of the specs now fail on every adapter, each with its own message.
    find "$suite/Specs/purchase" -name '*.yaml' -exec sed -i \
        's/^  never: \[purchase.failed, error\]$/  never: [purchase.failed, error, purchase.completed]/' {} +
    (cd "$suite" && "$bin" run Specs/ --adapter "$scale_adapters" --no-golden --quiet --allow-outside --report "$out/scale-failing.html") >"$out/scale-failing.txt" 2>&1 || true
    grep -q ' failed' "$out/scale-failing.txt" || { tail -n 3 "$out/scale-failing.txt"; say "FAIL: the failing suite at scale has no failures"; status=1; }
    check_scale_page scale-failing
fi

say "screenshots: $out/suite.png $out/failing.png $out/failure.png $out/trend.png"
[ "$status" = 0 ] && say "ok: every page loaded with a clean console" || say "FAILED"
exit "$status"
