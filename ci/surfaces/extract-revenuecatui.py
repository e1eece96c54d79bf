#!/usr/bin/env python3
"""Extract RevenueCatUI's public paywall callback surface at every released tag the model covers.

Reads a git directory of RevenueCat/purchases-ios (a bare mirror is enough) and, for every release
tag (`MAJOR.MINOR.PATCH` only) from 4.31.5 to 5.85.0, records the commit the tag points at and:

  - `delegate`: every requirement of `protocol PaywallViewControllerDelegate` (the UIKit delegate,
    RevenueCatUI/UIKit/PaywallViewController.swift), selector and full signature;
  - `swiftui`: every public `on…` modifier of `extension View` in
    RevenueCatUI/View+PurchaseRestoreCompleted.swift, `name(labels:)` and its signature (overloads
    joined by ` ; `);
  - `present-if-needed`: the closure parameters of the public `presentPaywallIfNeeded(…)` overloads
    (RevenueCatUI/View+PresentPaywall.swift), label and type (the distinct types joined by ` ; `).

The reading of Swift and the data format are ci/surfaces/surfacelib.py's, as for every SDK; each
release after the first lists only what changed from the one before it, so the data stays small.

Usage:
  python3 ci/surfaces/extract-revenuecatui.py --repo <purchases-ios.git> \
      > Sources/ConformAdapters/RevenueCatUI/RevenueCatUIReleaseData.swift

Python 3 standard library only.
"""

from surfacelib import (commit_of, extract_main, files_declaring, merged, parameter, protocol_section,
                        public_view_functions, selector_entries)

REPOSITORY = "RevenueCat/purchases-ios"
RANGE = ((4, 31, 5), (5, 85, 0))
MODIFIERS = "RevenueCatUI/View+PurchaseRestoreCompleted.swift"
PRESENT = "RevenueCatUI/View+PresentPaywall.swift"


def modifiers(git_dir, tag):
    return selector_entries(public_view_functions(git_dir, tag, MODIFIERS, r"on[A-Z][A-Za-z0-9_]*"))


def present_closures(git_dir, tag):
    pairs = []
    for _, params in public_view_functions(git_dir, tag, PRESENT, "presentPaywallIfNeeded"):
        for param in params:
            label, _, type_text = parameter(param)
            if "->" in type_text or type_text.rstrip("?").endswith("Handler"):
                pairs.append((label, type_text))
    return merged(pairs)


def surface(git_dir, tag):
    sections = []
    found = protocol_section(git_dir, tag, "PaywallViewControllerDelegate")
    if found is not None:
        sections.append(("delegate", found[0], [(r["selector"], r["signature"]) for r in found[1]]))
    files = set(files_declaring(git_dir, tag, r"func (on[A-Z]|presentPaywallIfNeeded)"))
    if MODIFIERS in files:
        sections.append(("swiftui", MODIFIERS, modifiers(git_dir, tag)))
    if PRESENT in files:
        sections.append(("present-if-needed", PRESENT, present_closures(git_dir, tag)))
    return (tag, REPOSITORY, commit_of(git_dir, tag), sections)


def main():
    extract_main(__doc__, REPOSITORY, RANGE, surface, "ci/surfaces/extract-revenuecatui.py", "RevenueCatUIReleaseData", [
        "RevenueCatUI's public paywall callback surface at every released tag the model covers —",
        "RevenueCat/purchases-ios 4.31.5 … 5.85.0 — each with the commit its tag points at, as",
        "`SurfaceRelease.parse` reads it.",
    ])


if __name__ == "__main__":
    main()
