"""The behaviour ledger of a modelled SDK, read from its repository: every commit (merges left out)
between the first and the last modelled release tag that changed one of the files implementing the
SDK's paywall flow, each with the first release tag that contains it, its subject and the files of
the flow it touched. Every ledger-<sdk>.py names its repository, its range and those paths, and
prints the Swift data file `BehaviourLedger` reads (docs/migration.md, "The behaviour ledger"):

  ledger <repository> <first tag> <last tag>
    path <path>                       (a file or folder of the flow, as git's pathspec reads it)
  commit <40 hex digits> <first release tag> <subject>
    <file>                            (each file of the flow the commit changed)

A commit's first release tag is the lowest release (`MAJOR.MINOR.PATCH`, no pre-release) in the
range that contains it. Commits come in the order `git log --reverse --topo-order` gives, which is
the same on every run of the same repository. The verdicts — what each commit means to an app —
are not generated: they are written by hand beside the data (`<Family>LedgerVerdicts.swift`), and
`BehaviourLedgerTests` fails when a listed commit has none.

Python 3 standard library only.
"""

import argparse
import sys

from surfacelib import RELEASE, check_output, git, release_tags
from surfacelib import swift_source as surface_swift_source


def first_release(git_dir, commit, releases):
    """The lowest release tag of `releases` ({tag: version}) containing `commit`, or None."""
    containing = git(git_dir, "tag", "--contains", commit).split()
    versions = [(releases[tag], tag) for tag in containing if tag in releases]
    return min(versions)[1] if versions else None


def ledger_text(git_dir, repository, version_range, paths):
    """The ledger of one repository as text: its head line, its paths, then its commits."""
    low, high = version_range
    tags = release_tags(git_dir, lambda v: low <= v <= high)
    if not tags:
        sys.exit("no release tag of %s between %s and %s" % (repository, low, high))
    releases = {tag: version for version, tag in tags}
    first, last = tags[0][1], tags[-1][1]
    lines = ["ledger %s %s %s" % (repository, first, last)]
    lines.extend("  path %s" % path for path in paths)
    hashes = git(git_dir, "log", "--no-merges", "--reverse", "--topo-order", "--format=%H",
                 "%s..%s" % (first, last), "--", *paths).split()
    for commit in hashes:
        tag = first_release(git_dir, commit, releases)
        if tag is None:
            continue
        subject = git(git_dir, "show", "-s", "--format=%s", commit).strip()  # verbatim: a gate cites it
        files = git(git_dir, "show", "--no-renames", "--format=", "--name-only", commit, "--", *paths).split("\n")
        lines.append("commit %s %s %s" % (commit, tag, subject))
        lines.extend("  %s" % name for name in sorted(set(f for f in files if f)))
    return "\n".join(lines)


def swift_source(body, script, enum, doc_lines):
    """`body` as the Swift data file `BehaviourLedger` reads (surfacelib's form, for a ledger)."""
    return surface_swift_source(body, script, enum, doc_lines, origin="the repository's history", section="The behaviour ledger",
                                text_doc="Every commit that touched the paywall flow, with its first release tag, subject and files.")


def ledger_main(doc, ledgers, script, enum, doc_lines, default_format="swift"):
    """The command line every ledger-<sdk>.py shares: one `--repo OWNER/NAME=GIT_DIR` per repository
    of `ledgers` ([(repository, (low, high), [paths])]); prints the Swift data file (or, with
    `--format text`, the bare data; with `--format verdicts`, a verdict line to write for each
    commit); `--check FILE` compares instead of printing."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", action="append", required=True, metavar="OWNER/NAME=GIT_DIR",
                        help="the git dir of each repository: " + ", ".join(r for r, _, _ in ledgers))
    parser.add_argument("--format", choices=["swift", "text", "verdicts"], default=default_format,
                        help="verdicts: one `<hash> <tag> review: <subject>` line per commit, the verdict file to write by hand")
    parser.add_argument("--check", metavar="FILE",
                        help="compare with the committed FILE instead of printing; exit 1 with the lines that differ")
    args = parser.parse_args()
    dirs = dict(entry.split("=", 1) for entry in args.repo if "=" in entry)
    if len(ledgers) == 1 and len(args.repo) == 1 and "=" not in args.repo[0]:
        dirs = {ledgers[0][0]: args.repo[0]}
    missing = [repository for repository, _, _ in ledgers if repository not in dirs]
    if missing:
        parser.error("no --repo for " + ", ".join(missing) + " (write --repo OWNER/NAME=GIT_DIR)")
    body = "\n".join(ledger_text(dirs[repository], repository, version_range, paths)
                     for repository, version_range, paths in ledgers)
    if args.format == "text":
        output = body + "\n"
    elif args.format == "verdicts":
        output = verdict_stubs(body)
    else:
        output = swift_source(body, script, enum, doc_lines)
    if args.check:
        check_output(output, args.check, script)
        return
    sys.stdout.write(output)


def verdict_stubs(body):
    """The verdict lines `BehaviourLedger` reads, one per commit of the ledger text `body`, each
    `<10-digit hash> <tag> review: <subject>`: not a verdict (the parser keeps it as stray, and
    `BehaviourLedgerTests` refuses it) until a reader replaces `review:` with `gate <id>`, `none:`
    or `outside:` and a reason."""
    lines = []
    for line in body.splitlines():
        if line.startswith("commit "):
            _, commit, tag, subject = line.split(" ", 3)
            lines.append("%s %s review: %s" % (commit[:10], tag, subject))
    return "\n".join(lines) + "\n"


__all__ = ["RELEASE", "ledger_main", "ledger_text"]
