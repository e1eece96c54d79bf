#!/usr/bin/env python3
"""Check every gate's citation of a modelled SDK against the SDK's repository.

Reads a family's gate table — the `rows` of Sources/ConformAdapters/<Family>/<Family>GateTable.swift,
one `<id> <kind> <commit prefix>` per gate (or, for a gate before the behaviour ledger's range,
`<id> <kind> <commit> <repository> <tag> <subject>`) — and resolves each commit in the family's
behaviour ledger (<Family>LedgerData.swift, `ledger <repository> …` / `commit <hash> <tag> <subject>`),
as `GateTable` does. Then, with git alone, checks for each gate that:

  - the commit exists in the repository and its subject is the one cited;
  - the first release tag (MAJOR.MINOR.PATCH, no pre-release) containing the commit is the gate's tag.

Usage (each --repo names a repository and its git dir; --table may be given several times, the
ledger is the table's sibling <Family>LedgerData.swift):
  python3 ci/surfaces/verify-gates.py \\
      --table Sources/ConformAdapters/Adapty/AdaptyGateTable.swift \\
      --repo adaptyteam/AdaptySDK-iOS=<AdaptySDK-iOS.git> --repo adaptyteam/AdaptyUI-iOS=<AdaptyUI-iOS.git>
  python3 ci/surfaces/verify-gates.py \\
      --table Sources/ConformAdapters/RevenueCatUI/RevenueCatUIGateTable.swift \\
      --repo RevenueCat/purchases-ios=<purchases-ios.git>
  (Superwall: SuperwallGateTable.swift, superwall/Superwall-iOS;
   Qonversion: QonversionGateTable.swift, qonversion/qonversion-ios-sdk.)

Exit 0 when every citation holds, 1 otherwise (each problem on stderr). Python 3 standard library only.
"""

import argparse
import os
import re
import textwrap
import subprocess
import sys

RELEASE = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
LITERAL = re.compile(r'#"""\n(.*?)\n[ \t]*"""#', re.S)


def git(git_dir, *args):
    result = subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True, text=True)
    return result.returncode, result.stdout


def first_release(git_dir, commit):
    code, out = git(git_dir, "tag", "--contains", commit)
    if code != 0:
        return None
    versions = [tuple(int(p) for p in m.groups()) for m in (RELEASE.match(t) for t in out.split()) if m]
    return "%d.%d.%d" % min(versions) if versions else None


def literal(path):
    """The first raw string literal of a Swift file: a table's rows, a ledger's data."""
    match = LITERAL.search(open(path, encoding="utf-8").read())
    if not match:
        sys.exit("%s: no #\"\"\" literal" % path)
    return textwrap.dedent(match.group(1))


def ledger_commits(text):
    """[(repository, commit, tag, subject)] of a ledger's data, as `BehaviourLedger.parse` reads it."""
    commits, repository = [], None
    for line in text.split("\n"):
        words = line.split(" ", 3)
        if line.startswith("ledger ") and len(words) == 4:
            repository = words[1]
        elif line.startswith("commit ") and len(words) >= 3:
            commits.append((repository, words[1], words[2], words[3] if len(words) > 3 else ""))
    return commits


def origins(table_path):
    """[(id, repository, tag, commit, subject)] of a gate table, or a problem per unreadable row."""
    ledger_path = table_path.replace("GateTable.swift", "LedgerData.swift")
    commits = ledger_commits(literal(ledger_path)) if os.path.exists(ledger_path) else []
    rows, problems = [], []
    for line in literal(table_path).split("\n"):
        words = line.split(None, 5)
        if len(words) == 6:
            rows.append((words[0], words[3], words[4], words[2], words[5]))
        elif len(words) == 3:
            found = [c for c in commits if c[1].startswith(words[2])]
            if len(found) != 1:
                problems.append("%s: commit %s is %d commits of %s" % (words[0], words[2], len(found), ledger_path))
                continue
            repository, commit, tag, subject = found[0]
            rows.append((words[0], repository, tag, commit, subject))
        elif line.strip():
            problems.append("%s: '%s' is not a gate row" % (table_path, line))
    return rows, problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--table", action="append", required=True, help="a family's <Family>GateTable.swift")
    parser.add_argument("--repo", action="append", required=True, help="owner/repository=<git dir>")
    args = parser.parse_args()
    dirs = dict(item.split("=", 1) for item in args.repo)
    problems, checked = [], 0
    for path in args.table:
        rows, unread = origins(path)
        problems.extend(unread)
        for gate, repository, tag, commit, subject in rows:
            if repository not in dirs:
                problems.append("%s: no --repo for %s" % (gate, repository))
                continue
            git_dir = dirs[repository]
            checked += 1
            code, out = git(git_dir, "log", "-1", "--format=%s", commit)
            if code != 0:
                problems.append("%s: commit %s is not in %s" % (gate, commit, repository))
                continue
            if out.rstrip("\n") != subject:
                problems.append("%s: commit %s is \"%s\", not \"%s\"" % (gate, commit[:8], out.strip(), subject))
            first = first_release(git_dir, commit)
            if first != tag:
                problems.append("%s: commit %s first ships in %s, not %s" % (gate, commit[:8], first, tag))
            else:
                print("%-40s %s@%s %s %s" % (gate, repository, tag, commit[:8], subject))
    if checked == 0:
        problems.append("no gates read from %s" % ", ".join(args.table))
    for problem in problems:
        print("problem: " + problem, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
