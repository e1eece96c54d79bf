#!/usr/bin/env python3
"""Runs the ready GitHub workflow's own commands (ci/github/conform.yml) as its jobs would run them,
on a copy of this repository, and fails when the verdict could be green while it should be red.

Usage: workflow-dry-run.py CONFORM_BINARY [--workflow FILE] [--root DIR] [--plant GOLDEN]

By default the workflow is this repository's ci/github/conform.yml over this repository; `conform
init` writes one for an app's workspace, checked the same way with --workflow and --root (a
folder that is not a git checkout is copied whole). --plant names the golden the regression is
planted in (its first `premium_monthly` becomes `premium_yearly`).

The shard job's `run` step and the merge job's merge step are read from the workflow (not copied
here), then run with `bash -e` in a scratch copy of the tracked files, with the environment GitHub
gives them (GITHUB_ACTIONS, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, CI, the matrix's SHARD). Three
scenarios:

  1. every shard ran: the merge exits as the single run does (0 on this repository), and only the
     merge job annotates and writes the step summary;
  2. one shard crashed before writing its report: the merge job exits non-zero;
  3. a regression is planted (a golden changed): the merge job exits non-zero.

Needs PyYAML (`pip install pyyaml`), which .ci/run installs. Exit 0 when all three hold.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = HERE
WORKFLOW = os.path.join(HERE, "ci", "github", "conform.yml")
PLANT = os.path.join("Golden", "miniwall", "miniwall", "purchase", "order.transcript")


def fail(message):
    print(f"workflow-dry-run: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def steps_of(workflow):
    """The shard job's run step, its matrix, and the merge job's merge step, as the workflow has them."""
    jobs = workflow["jobs"]
    shard_job = jobs["shard"]
    shards = shard_job["strategy"]["matrix"]["shard"]
    run_step = next(s for s in shard_job["steps"] if s.get("id") == "run")
    merge_job = next(job for name, job in jobs.items() if job.get("needs") == "shard" or "shard" in (job.get("needs") or []))
    if "!cancelled()" not in str(merge_job.get("if", "")) and "always()" not in str(merge_job.get("if", "")):
        fail("the merge job does not run when a shard job fails: add `if: ${{ !cancelled() }}`")
    merge_step = next(s for s in merge_job["steps"] if "conform merge" in s.get("run", "") or "bin/conform merge" in s.get("run", ""))
    return shards, run_step, merge_step


def expand(text, shard):
    """The `${{ matrix.shard }}` expressions GitHub would substitute."""
    return re.sub(r"\$\{\{\s*matrix\.shard\s*\}\}", str(shard), text)


def scratch_copy(binary):
    """The tracked files in a fresh folder, with the binary where the download step puts it."""
    folder = tempfile.mkdtemp(prefix="conform-workflow-")
    if os.path.isdir(os.path.join(ROOT, ".git")):
        names = [n.decode() for n in subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True).stdout.split(b"\0") if n]
    else:
        names = [os.path.relpath(os.path.join(r, f), ROOT) for r, _, fs in os.walk(ROOT) for f in fs]
    for name in names:
        source = os.path.join(ROOT, name)
        target = os.path.join(folder, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if os.path.islink(source) or os.path.isfile(source):
            shutil.copy2(source, target, follow_symlinks=False)
    os.makedirs(os.path.join(folder, "bin"), exist_ok=True)
    shutil.copy2(binary, os.path.join(folder, "bin", "conform"))
    os.chmod(os.path.join(folder, "bin", "conform"), 0o644)  # the artifact loses the bit; the step sets it
    return folder


def run_step(step, folder, shard=None):
    """Runs one `run:` step as GitHub runs it in a container (`bash -e {0}`); returns (status, stderr, summary)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")}
    summary = os.path.join(folder, f"summary-{shard or 'merge'}.md")
    open(summary, "w").close()
    env.update({"CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_OUTPUT": os.path.join(folder, "github-output"),
                "GITHUB_STEP_SUMMARY": summary, "NO_COLOR": "1"})
    for key, value in (step.get("env") or {}).items():
        env[key] = expand(str(value), shard)
    script = os.path.join(folder, "step.sh")
    with open(script, "w") as f:
        f.write(expand(step["run"], shard))
    done = subprocess.run(["bash", "-e", script], cwd=folder, env=env, capture_output=True, text=True, timeout=600)
    with open(summary) as f:
        return done.returncode, done.stderr, f.read()


def run_workflow(binary, plant=None, lose_shard=None):
    """Runs every shard step, then the merge step; returns the merge's (status, stderr, summary) and the shards' outputs."""
    workflow = yaml.safe_load(open(WORKFLOW))
    shards, shard_step, merge_step = steps_of(workflow)
    folder = scratch_copy(binary)
    try:
        if plant:
            plant(folder)
        shard_outputs = []
        for shard in shards:
            status, stderr, summary = run_step(shard_step, folder, shard)
            if status != 0:
                fail(f"shard {shard}'s step itself failed (exit {status}): {stderr[-2000:]}")
            if not os.path.exists(os.path.join(folder, f"shard-{shard}.json")):
                fail(f"shard {shard} wrote no report")
            shard_outputs.append((shard, stderr, summary))
        if lose_shard is not None:
            os.remove(os.path.join(folder, f"shard-{lose_shard}.json"))  # the shard job crashed before its upload
        return run_step(merge_step, folder), shard_outputs
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def plant_regression(folder):
    """A planted bug: one golden no longer matches what its adapter does."""
    golden = os.path.join(folder, PLANT)
    with open(golden) as f:
        text = f.read()
    if "premium_monthly" not in text:
        fail(f"the golden to plant a regression in names no premium_monthly: {PLANT}")
    with open(golden, "w") as f:
        f.write(text.replace("premium_monthly", "premium_yearly", 1))


def main():
    global ROOT, WORKFLOW, PLANT
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary", help="the conform binary the jobs run")
    parser.add_argument("--workflow", default=WORKFLOW, help="the workflow (default: ci/github/conform.yml)")
    parser.add_argument("--root", default=ROOT, help="the workspace it runs over (default: this repository)")
    parser.add_argument("--plant", default=PLANT, help="the golden, relative to the root, to plant a regression in")
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        parser.error(f"'{args.binary}' is not an executable conform binary")
    binary = os.path.abspath(args.binary)
    ROOT, WORKFLOW, PLANT = os.path.abspath(args.root), os.path.abspath(args.workflow), args.plant

    (status, stderr, summary), shards = run_workflow(binary)
    if status != 0:
        fail(f"with every shard the merge exits {status}, where the single run exits 0: {stderr[-2000:]}")
    for shard, shard_stderr, shard_summary in shards:
        if "::error" in shard_stderr or "::warning" in shard_stderr or shard_summary:
            fail(f"shard {shard} annotated or wrote a step summary; only the merge job may")
    if not summary.startswith("## Conform: "):
        fail("the merge job wrote no step summary")
    print("workflow-dry-run: every shard: merge exit 0, only the merge job annotates and summarises")

    (status, stderr, _), _ = run_workflow(binary, lose_shard=shards[-1][0])
    if status == 0:
        fail(f"with shard {shards[-1][0]}'s report missing the merge job is green")
    print(f"workflow-dry-run: shard {shards[-1][0]} missing: merge exit {status}: {stderr.strip().splitlines()[0] if stderr.strip() else ''}")

    (status, stderr, summary), _ = run_workflow(binary, plant=plant_regression)
    if status == 0:
        fail("with a planted regression the merge job is green")
    planted_spec = os.path.splitext(PLANT)[0].split(os.sep, 2)[-1]  # Golden/<adapter>/<spec id>.transcript
    if planted_spec not in stderr:
        fail("the planted regression is not annotated by the merge job")
    print(f"workflow-dry-run: planted regression: merge exit {status}, annotated")


if __name__ == "__main__":
    main()
