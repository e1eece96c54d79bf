#!/usr/bin/env python3
"""Extract Qonversion No-Codes' public paywall surface at every released tag the model covers.

Reads a git directory of qonversion/qonversion-ios-sdk (a bare mirror is enough) and, for every
release tag (`MAJOR.MINOR.PATCH` only) from 6.0.0 to 6.13.1, records the commit the tag points at
and, where the tag declares them, every app-facing type of the No-Codes flow
(Sources/NoCodes/…/Delegate.swift and Entities/):

  - `delegate`: `protocol NoCodesDelegate`, the callbacks;
  - `customization`: `protocol NoCodesScreenCustomizationDelegate`, the presentation and loading view;
  - `purchase-delegate`: `protocol NoCodesPurchaseDelegate` (6.1.0+), the app's own purchases;
  - `variables-delegate`: `protocol NoCodesCustomVariablesDelegate` (6.11.0+);
    each as `(protocol)` — its attributes and inheritance (isolation, `AnyObject`, `Sendable`) —
    and each requirement's selector to its signature (`async`, `throws`), with ` ; default` where a
    public extension implements it, so the app may leave it out;
  - `action-types`: every case of `public enum NoCodesActionType` (surfacelib.enum_cases), which each delegate call's
    `NoCodesAction.type` carries (a case added breaks an app's exhaustive `switch`);
  - `error-types`: every case of `enum NoCodesErrorType`, which the errors the delegate receives carry.

The reading of Swift and the data format are ci/surfaces/surfacelib.py's, as for every SDK; each
release after the first lists only what changed from the one before it.

Usage:
  python3 ci/surfaces/extract-qonversion.py --repo <qonversion-ios-sdk.git> \\
      > Sources/ConformAdapters/Qonversion/QonversionReleaseData.swift

Python 3 standard library only.
"""

from surfacelib import commit_of, enum_cases, extract_main, protocol_surface

REPOSITORY = "qonversion/qonversion-ios-sdk"
RANGE = ((6, 0, 0), (6, 13, 1))
PROTOCOLS = [
    ("delegate", "NoCodesDelegate"),
    ("customization", "NoCodesScreenCustomizationDelegate"),
    ("purchase-delegate", "NoCodesPurchaseDelegate"),
    ("variables-delegate", "NoCodesCustomVariablesDelegate"),
]
ENUMS = [("action-types", "NoCodesActionType"), ("error-types", "NoCodesErrorType")]


def surface(git_dir, tag):
    sections = []
    for section, name in PROTOCOLS:
        found = protocol_surface(git_dir, tag, name)
        if found is not None:
            sections.append((section, found[0], found[1]))
    for section, name in ENUMS:
        found = enum_cases(git_dir, tag, name)
        if found is not None:
            sections.append((section, found[0], found[1]))
    return (tag, REPOSITORY, commit_of(git_dir, tag), sections)


def main():
    extract_main(__doc__, REPOSITORY, RANGE, surface, "ci/surfaces/extract-qonversion.py", "QonversionReleaseData", [
        "Qonversion No-Codes' public paywall surface at every released tag the model covers —",
        "qonversion/qonversion-ios-sdk 6.0.0 … 6.13.1 — each with the commit its tag points at, as",
        "`SurfaceRelease.parse` reads it.",
    ])


if __name__ == "__main__":
    main()
