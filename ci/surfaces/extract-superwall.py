#!/usr/bin/env python3
"""Extract Superwall's public paywall callback surface at every released tag the model covers.

Reads a git directory of superwall/Superwall-iOS (a bare mirror is enough) and, for every release
tag (`MAJOR.MINOR.PATCH` only) from 4.0.0 to 4.16.3, records the commit the tag points at and:

  - `delegate`: the paywall requirements of `protocol SuperwallDelegate`
    (Sources/SuperwallKit/Delegate/SuperwallDelegate.swift) — those whose selector names a paywall,
    and the analytics callbacks `handleSuperwallEvent` / `handleSuperwallPlacement` — selector and full signature. The account, log and deep-link
    requirements are not the paywall's callbacks and are left out;
  - `handler`: the public `on…` methods of `class PaywallPresentationHandler`
    (Sources/SuperwallKit/Paywall/Presentation/PaywallPresentationHandler.swift), `name(labels:)`
    and signature (overloads joined by ` ; `);
  - `event`: every case of `public enum SuperwallEvent` (Sources/SuperwallKit/Analytics/Superwall
    Placement/SuperwallEvent.swift) — what `handleSuperwallEvent(withInfo:)` receives as
    `SuperwallEventInfo.event` — keyed by the case's name, its value the case with its associated
    values' labels and types. At 4.0.0 and 4.0.1 the enum is `SuperwallPlacement`
    (SuperwallPlacement.swift, received by `handleSuperwallPlacement(withInfo:)` as
    `SuperwallPlacementInfo.placement`) and is read instead. A case added, removed or retyped is a
    change the app sees: it arrives in the callback, and breaks an exhaustive `switch`;
  - `purchase`: the requirements of `protocol PurchaseController`
    (Sources/SuperwallKit/StoreKit/Purchase Controller/PurchaseController.swift), which an app that
    completes purchases itself implements.

The reading of Swift and the data format are ci/surfaces/surfacelib.py's, as for every SDK; each
release after the first lists only what changed from the one before it.

Usage:
  python3 ci/surfaces/extract-superwall.py --repo <Superwall-iOS.git> \\
      > Sources/ConformAdapters/Superwall/SuperwallReleaseData.swift

Python 3 standard library only.
"""

from surfacelib import class_functions, commit_of, enum_cases, extract_main, protocol_section, selector_entries

REPOSITORY = "superwall/Superwall-iOS"
RANGE = ((4, 0, 0), (4, 16, 3))


def paywall_requirement(selector):
    return "aywall" in selector or selector.startswith(("handleSuperwallEvent(", "handleSuperwallPlacement("))


def surface(git_dir, tag):
    sections = []
    found = protocol_section(git_dir, tag, "SuperwallDelegate")
    if found is not None:
        entries = [(r["selector"], r["signature"]) for r in found[1] if paywall_requirement(r["selector"])]
        sections.append(("delegate", found[0], entries))
    handler = class_functions(git_dir, tag, "PaywallPresentationHandler", r"on[A-Z][A-Za-z0-9_]*")
    if handler is not None:
        sections.append(("handler", handler[0], selector_entries(handler[1])))
    events = enum_cases(git_dir, tag, "SuperwallEvent") or enum_cases(git_dir, tag, "SuperwallPlacement")
    if events is not None:
        sections.append(("event", events[0], events[1]))
    purchase = protocol_section(git_dir, tag, "PurchaseController")
    if purchase is not None:
        sections.append(("purchase", purchase[0], [(r["selector"], r["signature"]) for r in purchase[1]]))
    return (tag, REPOSITORY, commit_of(git_dir, tag), sections)


def main():
    extract_main(__doc__, REPOSITORY, RANGE, surface, "ci/surfaces/extract-superwall.py", "SuperwallReleaseData", [
        "Superwall's public paywall callback surface at every released tag the model covers (the",
        "delegate's paywall requirements, the presentation handler's closures, every `SuperwallEvent`",
        "case, the `PurchaseController` requirements) —",
        "superwall/Superwall-iOS 4.0.0 … 4.16.3 — each with the commit its tag points at, as",
        "`SurfaceRelease.parse` reads it.",
    ])


if __name__ == "__main__":
    main()
