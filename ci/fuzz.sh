#!/usr/bin/env bash
# Fuzzes every reader of user input — the spec loader (size, encoding, YAML-ish, schema, then a
# replay of valid specs on every built-in adapter), conform.yaml, divergence lists, the
# transcript parser, ConformRecorder's plan reader and the adapter ids 'init --sdk' and 'carry'
# take — with libFuzzer, through the Swift toolchain's -sanitize=fuzzer (Linux).
#
#   ci/fuzz.sh [SECONDS] [libFuzzer flags…]      default: 300 seconds
#
# The seed corpus is built from Specs/, Golden/, Divergences/, conform.yaml, the recording plans
# of Examples/ios-app, the bad-input
# fixtures and every YAML block in docs/; what libFuzzer learns is kept in .build/fuzz-corpus
# between runs. A finding (a crash, a broken property, a hang past 10 s or a leak of memory past
# 2 GB) is written to .build/fuzz-artifacts/; replay it with a normal build:
#   swift run conform-fuzz .build/fuzz-artifacts/crash-…
# FUZZ_SANITIZE=address adds AddressSanitizer. Exit status is libFuzzer's: 0 when nothing was found.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
shift || true
scratch="${FUZZ_SCRATCH:-.build/fuzz}"
corpus=".build/fuzz-corpus"
seeds=".build/fuzz-seeds"
artifacts=".build/fuzz-artifacts"
sanitize="fuzzer"
if [ -n "${FUZZ_SANITIZE:-}" ]; then sanitize="fuzzer,${FUZZ_SANITIZE}"; fi

swift build -c release --scratch-path "$scratch" --product conform-fuzz \
    -Xswiftc -sanitize="$sanitize" -Xswiftc -DCONFORM_LIBFUZZER \
    -Xswiftc -enable-experimental-feature -Xswiftc Extern >&2
# The Swift runtime's own crash reporter would take the signal before libFuzzer could save the input.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/conform-fuzz"

rm -rf "$seeds"
mkdir -p "$corpus" "$seeds" "$artifacts"
n=0
while IFS= read -r -d '' file; do
    n=$((n + 1))
    cp "$file" "$seeds/seed-$n"
done < <(find Specs Golden Divergences conform.yaml Tests/Fixtures/bad-inputs Examples/ios-app/Recordings/plans -type f -print0 2>/dev/null)
# Every fenced YAML block of the docs, one seed each.
for doc in docs/*.md README.md; do
    awk -v prefix="$seeds/doc-$(basename "$doc" .md)-" '
        /^```yaml$/ { inside = 1; block++; next }
        /^```$/ { inside = 0; next }
        inside { print > (prefix block) }
    ' "$doc"
done
echo "conform-fuzz: $(ls "$seeds" | wc -l | tr -d ' ') seeds; fuzzing for ${seconds}s" >&2

exec "$bin" "$corpus" "$seeds" -dict=ci/fuzz.dict -max_total_time="$seconds" -max_len=16384 -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" "$@"
