#!/usr/bin/env python3
"""Extract Qonversion No-Codes' public paywall callback surface at every released tag the model covers.

Reads a git directory of qonversion/qonversion-ios-sdk (a bare mirror is enough) and, for every
release tag (`MAJOR.MINOR.PATCH` only) from 6.0.0 to 6.13.1, records the commit the tag points at
and `delegate`: every requirement of `protocol NoCodesDelegate` (Sources/NoCodes/…/Delegate.swift),
selector and full signature — where the tag has No-Codes at all.

The reading of Swift and the data format are ci/surfaces/surfacelib.py's, as for every SDK; each
release after the first lists only what changed from the one before it.

Usage:
  python3 ci/surfaces/extract-qonversion.py --repo <qonversion-ios-sdk.git> \\
      > Sources/ConformAdapters/Qonversion/QonversionReleaseData.swift

Python 3 standard library only.
"""

from surfacelib import commit_of, extract_main, protocol_section

REPOSITORY = "qonversion/qonversion-ios-sdk"
RANGE = ((6, 0, 0), (6, 13, 1))


def surface(git_dir, tag):
    sections = []
    found = protocol_section(git_dir, tag, "NoCodesDelegate")
    if found is not None:
        sections.append(("delegate", found[0], [(r["selector"], r["signature"]) for r in found[1]]))
    return (tag, REPOSITORY, commit_of(git_dir, tag), sections)


def main():
    extract_main(__doc__, REPOSITORY, RANGE, surface, "ci/surfaces/extract-qonversion.py", "QonversionReleaseData", [
        "Qonversion No-Codes' public paywall callback surface at every released tag the model covers —",
        "qonversion/qonversion-ios-sdk 6.0.0 … 6.13.1 — each with the commit its tag points at, as",
        "`SurfaceRelease.parse` reads it.",
    ])


if __name__ == "__main__":
    main()
