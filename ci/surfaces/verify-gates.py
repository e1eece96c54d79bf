#!/usr/bin/env python3
"""Check every gate's citation of a modelled SDK against the SDK's repository.

Reads the gates' origins from a Swift file of the models — `Origin(…)` / `GateOrigin(repository:
Self.<name>, tag: "…", commit: "…", subject: "…")`, the repository named by a `static let <name> =
"owner/repository"` in the same file — and, with git alone, checks for each that:

  - the commit exists in the repository and its subject is the one cited;
  - the first release tag (MAJOR.MINOR.PATCH, no pre-release) containing the commit is the gate's tag.

Usage (each --repo names a repository and its git dir; --origins may be given several times):
  python3 ci/surfaces/verify-gates.py \\
      --origins Sources/ConformAdapters/Adapty/AdaptyGate+Origin.swift \\
      --repo adaptyteam/AdaptySDK-iOS=<AdaptySDK-iOS.git> --repo adaptyteam/AdaptyUI-iOS=<AdaptyUI-iOS.git>
  python3 ci/surfaces/verify-gates.py \\
      --origins Sources/ConformAdapters/RevenueCatUI/RevenueCatUIGate+Origin.swift \\
      --repo RevenueCat/purchases-ios=<purchases-ios.git>
  (Superwall: Sources/ConformAdapters/Superwall/SuperwallGate.swift, superwall/Superwall-iOS;
   Qonversion: Sources/ConformAdapters/Qonversion/QonversionGate.swift, qonversion/qonversion-ios-sdk.)

Exit 0 when every citation holds, 1 otherwise (each problem on stderr). Python 3 standard library only.
"""

import argparse
import re
import subprocess
import sys

RELEASE = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
REPOSITORY = re.compile(r"static let (?P<name>\w+) = \"(?P<repo>[\w.-]+/[\w.-]+)\"")
ORIGIN = re.compile(
    r"case (?P<cases>[^:]+):\s*return (?:Gate)?Origin\(repository: Self\.(?P<name>\w+), tag: \"(?P<tag>[^\"]+)\", "
    r"commit: \"(?P<commit>[0-9a-f]{40})\",\s*subject: \"(?P<subject>(?:[^\"\\]|\\.)*)\"\)", re.S)


def git(git_dir, *args):
    result = subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True, text=True)
    return result.returncode, result.stdout


def first_release(git_dir, commit):
    code, out = git(git_dir, "tag", "--contains", commit)
    if code != 0:
        return None
    versions = [tuple(int(p) for p in m.groups()) for m in (RELEASE.match(t) for t in out.split()) if m]
    return "%d.%d.%d" % min(versions) if versions else None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--origins", action="append", required=True, help="a Swift file of gate origins")
    parser.add_argument("--repo", action="append", required=True, help="owner/repository=<git dir>")
    args = parser.parse_args()
    dirs = dict(item.split("=", 1) for item in args.repo)
    problems, checked = [], 0
    for path in args.origins:
        text = open(path, encoding="utf-8").read()
        names = {m.group("name"): m.group("repo") for m in REPOSITORY.finditer(text)}
        for match in ORIGIN.finditer(text):
            cases, tag, commit = " ".join(match.group("cases").split()), match.group("tag"), match.group("commit")
            subject = match.group("subject").replace('\\"', '"')
            repository = names.get(match.group("name"))
            if repository not in dirs:
                problems.append("%s: no --repo for %s" % (cases, repository or match.group("name")))
                continue
            git_dir = dirs[repository]
            checked += 1
            code, out = git(git_dir, "log", "-1", "--format=%s", commit)
            if code != 0:
                problems.append("%s: commit %s is not in %s" % (cases, commit, repository))
                continue
            if out.strip() != subject:
                problems.append("%s: commit %s is \"%s\", not \"%s\"" % (cases, commit[:8], out.strip(), subject))
            first = first_release(git_dir, commit)
            if first != tag:
                problems.append("%s: commit %s first ships in %s, not %s" % (cases, commit[:8], first, tag))
            else:
                print("%-40s %s@%s %s %s" % (cases, repository, tag, commit[:8], subject))
    if checked == 0:
        problems.append("no origins read from %s" % ", ".join(args.origins))
    for problem in problems:
        print("problem: " + problem, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
