#!/usr/bin/env python3
"""Check every Adapty gate's citation against the SDK repositories.

Reads the gates' origins from Sources/ConformAdapters/Adapty/AdaptyGate+Origin.swift (repository,
tag, commit, subject) and, with git alone, checks for each that:

  - the commit exists in the repository and its subject is the one cited;
  - the first release tag (MAJOR.MINOR.PATCH, no pre-release) containing the commit is the gate's tag.

Usage:
  python3 ci/surfaces/verify-adapty-gates.py --sdk <AdaptySDK-iOS.git> --ui <AdaptyUI-iOS.git>

Exit 0 when every citation holds, 1 otherwise (each problem on stderr). Python 3 standard library only.
"""

import argparse
import os
import re
import subprocess
import sys

RELEASE = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
ORIGIN = re.compile(
    r"case (?P<cases>[^:]+):\s*return Origin\(repository: Self\.(?P<repo>ui|sdk), tag: \"(?P<tag>[^\"]+)\", "
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
    parser.add_argument("--sdk", required=True, help="git dir of adaptyteam/AdaptySDK-iOS")
    parser.add_argument("--ui", required=True, help="git dir of adaptyteam/AdaptyUI-iOS")
    parser.add_argument("--origins", default=os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "ConformAdapters",
                                                          "Adapty", "AdaptyGate+Origin.swift"))
    args = parser.parse_args()
    text = open(args.origins, encoding="utf-8").read()
    problems, checked = [], 0
    for match in ORIGIN.finditer(text):
        git_dir = args.ui if match.group("repo") == "ui" else args.sdk
        cases, tag, commit = " ".join(match.group("cases").split()), match.group("tag"), match.group("commit")
        subject = match.group("subject").replace('\\"', '"')
        checked += 1
        code, out = git(git_dir, "log", "-1", "--format=%s", commit)
        if code != 0:
            problems.append("%s: commit %s is not in the repository" % (cases, commit))
            continue
        if out.strip() != subject:
            problems.append("%s: commit %s is \"%s\", not \"%s\"" % (cases, commit[:8], out.strip(), subject))
        first = first_release(git_dir, commit)
        if first != tag:
            problems.append("%s: commit %s first ships in %s, not %s" % (cases, commit[:8], first, tag))
        else:
            print("%-40s %s@%s %s %s" % (cases, match.group("repo"), tag, commit[:8], subject))
    if checked == 0:
        problems.append("no origins read from %s" % args.origins)
    for problem in problems:
        print("problem: " + problem, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
