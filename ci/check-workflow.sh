#!/usr/bin/env bash
# Checks the ready GitHub workflow (ci/github/conform.yml): valid against the GitHub-workflow JSON
# schema that check-jsonschema ships, and no zizmor finding (offline: no GitHub API calls). Both
# come from PyPI (`pip install check-jsonschema zizmor`). Exit 0 when both pass.
set -euo pipefail
cd "$(dirname "$0")/.."
workflow=ci/github/conform.yml
for tool in check-jsonschema zizmor; do
    command -v "$tool" >/dev/null 2>&1 || python3 -m pip install --quiet --disable-pip-version-check "$tool"
done
check-jsonschema --builtin-schema vendor.github-workflows "$workflow"
zizmor --offline --no-progress "$workflow"
echo "check-workflow: $workflow: schema valid, no zizmor findings"
