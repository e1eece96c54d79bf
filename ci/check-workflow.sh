#!/usr/bin/env bash
# Checks the ready GitHub workflow (ci/github/conform.yml): valid against the GitHub-workflow JSON
# schema that check-jsonschema ships, and no zizmor finding under its pedantic persona (offline: no
# GitHub API calls; actions and the container pinned by digest). Both come from PyPI (`pip install
# check-jsonschema zizmor`). Then its own shard and merge commands are run as the jobs run them (ci/workflow-dry-run.py, PyYAML): green with every shard, red with one
# shard's report missing and red with a planted regression. Exit 0 when all of it passes.
set -euo pipefail
cd "$(dirname "$0")/.."
workflow=ci/github/conform.yml
for tool in check-jsonschema zizmor; do
    command -v "$tool" >/dev/null 2>&1 || python3 -m pip install --quiet --disable-pip-version-check "$tool"
done
check-jsonschema --builtin-schema vendor.github-workflows "$workflow"
zizmor --offline --no-progress --persona pedantic "$workflow"
echo "check-workflow: $workflow: schema valid, no zizmor findings"
python3 -c 'import yaml' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check pyyaml
[ -n "${CONFORM_BIN:-}" ] || swift build -c release --product conform >/dev/null
python3 ci/workflow-dry-run.py "${CONFORM_BIN:-$(swift build -c release --show-bin-path)/conform}"

# The workflow 'conform init' writes for an app's workspace: the same checks, over a workspace
# started in an empty folder, with the regression planted in one of its recorded goldens.
bin="${CONFORM_BIN:-$(swift build -c release --show-bin-path)/conform}"
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT
(cd "$app" && "$bin" init --sdk adapty@3.17.2 >/dev/null)
check-jsonschema --builtin-schema vendor.github-workflows "$app/.github/workflows/conform.yml"
zizmor --offline --no-progress --persona pedantic "$app/.github/workflows/conform.yml"
python3 ci/workflow-dry-run.py "$bin" --workflow "$app/.github/workflows/conform.yml" --root "$app" \
    --plant Golden/adapty@3.17.2/common/purchase/success.transcript
echo "check-workflow: the workflow 'conform init' writes: schema valid, no zizmor findings, red with a shard missing"
