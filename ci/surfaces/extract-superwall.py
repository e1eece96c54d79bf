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

import re

from surfacelib import (class_functions, commit_of, extract_main, files_declaring, git, matching, protocol_section,
                        selector_entries, split_top_level, strip_comments_and_strings)

REPOSITORY = "superwall/Superwall-iOS"
RANGE = ((4, 0, 0), (4, 16, 3))


def paywall_requirement(selector):
    return "aywall" in selector or selector.startswith(("handleSuperwallEvent(", "handleSuperwallPlacement("))


def top_level(body):
    """`body` with everything inside braces blanked out (line breaks kept): the enum's own declarations."""
    out, depth = [], 0
    for char in body:
        if char in "{}":
            depth += 1 if char == "{" else -1
            out.append(" ")
        else:
            out.append(char if depth == 0 or char == "\n" else " ")
    return "".join(out)


def enum_cases(git_dir, tag, name):
    """(file, [(case name, case with its associated values)]) of `public enum <name>` at `tag`, in
    source order (`case a, b` gives both), or None where no file declares it."""
    for path in files_declaring(git_dir, tag, r"enum %s\b" % name):
        text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
        match = re.search(r"\bpublic\s+enum\s+%s\b[^{]*\{" % name, text)
        if not match:
            continue
        end = matching(text, match.end() - 1, "{", "}")
        body = top_level(text[match.end():end - 1])
        cases = []
        for found in re.finditer(r"(?m)^[ \t]*(?:indirect\s+)?case\s+", body):
            at = found.end()
            while True:
                case = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)[ \t]*", body[at:])
                at += case.end()
                value = case.group(1)
                if body[at:at + 1] == "(":
                    close = matching(body, at, "(", ")")
                    value += "(%s)" % ", ".join(split_top_level(body[at + 1:close - 1]))
                    at = close
                cases.append((case.group(1), value))
                more = re.match(r"[ \t]*,", body[at:])
                if not more:
                    break
                at += more.end()
        return path, cases
    return None


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
