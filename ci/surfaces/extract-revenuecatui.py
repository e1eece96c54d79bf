#!/usr/bin/env python3
"""Extract RevenueCatUI's public paywall callback surface at every released tag the model covers.

Reads a git directory of RevenueCat/purchases-ios (a bare mirror is enough) and, for every release
tag (`MAJOR.MINOR.PATCH` only) from 4.31.5 to 5.85.0, records the commit the tag points at and
every way RevenueCatUI hands a paywall callback to the app, whatever file declares it:

  - `delegate`: every requirement of `protocol PaywallViewControllerDelegate` (the UIKit delegate,
    RevenueCatUI/UIKit/PaywallViewController.swift), selector and full signature;
  - `controller-init`: the callback parameters of `PaywallViewController`'s public initializers
    (`dismissRequestedHandler`, `purchaseHandler`), label and type; `footer-controller-init` the same
    of its subclass `PaywallFooterViewController`, which declares its own;
  - `purchase-handler`: `protocol PaywallPurchaseHandler`, the object a UIKit app implements to
    perform purchases itself (5.67.0 on): its declaration line, then each requirement;
  - `paywall-view`: the callback parameters of `PaywallView`'s public initializers
    (`performPurchase`, `performRestore`);
  - `swiftui`: every public `on…` modifier of `extension View` in
    RevenueCatUI/View+PurchaseRestoreCompleted.swift, `name(labels:)` and its signature (overloads
    joined by ` ; `);
  - `present-if-needed` and `present-paywall`: the callback parameters of the public
    `presentPaywallIfNeeded(…)` and `presentPaywall(…)` overloads (RevenueCatUI/View+PresentPaywall.swift);
  - `footer`: the callback parameters of `paywallFooter(…)` / `originalTemplatePaywallFooter(…)` and
    the `on…` modifiers of RevenueCatUI/View+PresentPaywallFooter.swift (`onPaywallTierChange`);
  - `web-redemption`: the `on…` modifiers of RevenueCatUI/View+OnRedeemWebPurchaseAttempt.swift.

A callback parameter is one of a function type, of a public typealias of one (`PerformPurchase`),
of a type named `…Handler`, or of `MyAppPurchaseLogic` (a struct of the app's `performPurchase` and
`performRestore` closures). So that nothing app-facing goes unread, every public function of
`extension View` in any RevenueCatUI file must be read by a section above or be one of `UNREAD`
(each with why it hands the app no paywall callback); every public protocol must be read or in
`UNREAD_PROTOCOLS`. An SPI (`@_spi(…)`, as checkpoints are: `CheckpointListener`) is not for
apps and is not read. The Customer Center (RevenueCatUI/CustomerCenter/) is another product and is
left out. A tag that declares anything else stops the script with the tag, file and name.

The reading of Swift and the data format are ci/surfaces/surfacelib.py's, as for every SDK; each
release after the first lists only what changed from the one before it, so the data stays small.

Usage:
  python3 ci/surfaces/extract-revenuecatui.py --repo <purchases-ios.git> \\
      > Sources/ConformAdapters/RevenueCatUI/RevenueCatUIReleaseData.swift

Python 3 standard library only.
"""

import re
import sys

from surfacelib import (callback_typealiases, class_init_parameters, closure_parameters, commit_of, extract_main,
                        files_declaring, git, protocol_section, spi_before, protocol_surface, public_view_functions,
                        selector_entries, strip_comments_and_strings, struct_init_parameters)

REPOSITORY = "RevenueCat/purchases-ios"
RANGE = ((4, 31, 5), (5, 85, 0))
MODIFIERS = "RevenueCatUI/View+PurchaseRestoreCompleted.swift"
PRESENT = "RevenueCatUI/View+PresentPaywall.swift"
FOOTER = "RevenueCatUI/View+PresentPaywallFooter.swift"
WEB_REDEMPTION = "RevenueCatUI/View+OnRedeemWebPurchaseAttempt.swift"
PAYWALL_VIEW = "RevenueCatUI/PaywallView.swift"
CUSTOMER_CENTER = "RevenueCatUI/CustomerCenter/"

# Public `extension View` functions that hand the app no paywall callback, and why.
UNREAD = {
    "onChangeOf": "a wrapper of SwiftUI's onChange(of:) for every iOS version, no paywall callback",
    "emergeAccessibility": "an Emerge snapshot-testing helper",
    "emergeAppStoreSnapshot": "an Emerge snapshot-testing helper",
    "emergeExpansion": "an Emerge snapshot-testing helper",
    "emergeSnapshotPrecision": "an Emerge snapshot-testing helper",
    "customPaywallVariables": "passes values into the paywall's text; no callback",
}
# Public protocols an app may meet that hand it no paywall callback, and why.
UNREAD_PROTOCOLS = {
    "PaywallFontProvider": "fonts for the paywall's text; no callback",
}
# Where each read View function is: its file, to tell a function read from one that moved.
READ_VIEW_FUNCTIONS = {
    MODIFIERS: r"on[A-Z]\w*",
    PRESENT: r"presentPaywallIfNeeded|presentPaywall",
    FOOTER: r"paywallFooter|originalTemplatePaywallFooter|on[A-Z]\w*",
    WEB_REDEMPTION: r"on[A-Z]\w*",
}
# Public structs that are nothing but the app's callbacks: a parameter of one hands the app a callback.
CALLBACK_STRUCTS = {"MyAppPurchaseLogic"}
READ_PROTOCOLS = {"PaywallViewControllerDelegate", "PaywallPurchaseHandler"}


def modifiers(git_dir, tag, path):
    return selector_entries(public_view_functions(git_dir, tag, path, r"on[A-Z][A-Za-z0-9_]*"))


def view_closures(git_dir, tag, path, name_pattern, callbacks):
    params = [p for _, found in public_view_functions(git_dir, tag, path, name_pattern) for p in found]
    return closure_parameters(params, callbacks)


def unread(git_dir, tag):
    """What RevenueCatUI declares at `tag` for apps that no section reads and `UNREAD` does not
    name: `file: name` lines."""
    problems = []
    for path in files_declaring(git_dir, tag, r"extension\s+View\b"):
        if not path.startswith("RevenueCatUI/") or path.startswith(CUSTOMER_CENTER):
            continue
        read = READ_VIEW_FUNCTIONS.get(path)
        for name, _ in public_view_functions(git_dir, tag, path, r"[A-Za-z_][A-Za-z0-9_]*"):
            if name in UNREAD or (read and re.fullmatch(read, name)):
                continue
            problems.append("%s: func %s" % (path, name))
    for path in files_declaring(git_dir, tag, r"public\s+protocol\s+\w+"):
        if not path.startswith("RevenueCatUI/") or path.startswith(CUSTOMER_CENTER):
            continue
        text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
        for found in re.finditer(r"\bpublic\s+protocol\s+(\w+)", text):
            name = found.group(1)
            if not spi_before(text, found.start()) and name not in READ_PROTOCOLS and name not in UNREAD_PROTOCOLS:
                problems.append("%s: protocol %s" % (path, name))
    return sorted(set(problems))


def surface(git_dir, tag):
    problems = unread(git_dir, tag)
    if problems:
        sys.exit("extract-revenuecatui.py: %s declares for apps what no section reads:\n  %s\n"
                 "read it in a section, or add it to UNREAD / UNREAD_PROTOCOLS with why it hands the app no paywall callback"
                 % (tag, "\n  ".join(problems)))
    callbacks = callback_typealiases(git_dir, tag, "RevenueCatUI") | CALLBACK_STRUCTS
    sections = []
    found = protocol_section(git_dir, tag, "PaywallViewControllerDelegate")
    if found is not None:
        sections.append(("delegate", found[0], [(r["selector"], r["signature"]) for r in found[1]]))
    for section, name in (("controller-init", "PaywallViewController"), ("footer-controller-init", "PaywallFooterViewController")):
        found = class_init_parameters(git_dir, tag, name)
        if found is not None:
            sections.append((section, found[0], closure_parameters(found[1], callbacks)))
    found = protocol_surface(git_dir, tag, "PaywallPurchaseHandler")
    if found is not None:
        sections.append(("purchase-handler", found[0], found[1]))
    files = set(files_declaring(git_dir, tag, r"extension\s+View\b|struct\s+PaywallView\b"))
    if PAYWALL_VIEW in files:
        sections.append(("paywall-view", PAYWALL_VIEW,
                         closure_parameters(struct_init_parameters(git_dir, tag, PAYWALL_VIEW, "PaywallView"), callbacks)))
    if MODIFIERS in files:
        sections.append(("swiftui", MODIFIERS, modifiers(git_dir, tag, MODIFIERS)))
    if PRESENT in files:
        sections.append(("present-if-needed", PRESENT, view_closures(git_dir, tag, PRESENT, "presentPaywallIfNeeded", callbacks)))
        presenters = view_closures(git_dir, tag, PRESENT, "presentPaywall", callbacks)
        if presenters:
            sections.append(("present-paywall", PRESENT, presenters))
    if FOOTER in files:
        entries = view_closures(git_dir, tag, FOOTER, "paywallFooter|originalTemplatePaywallFooter", callbacks)
        sections.append(("footer", FOOTER, entries + modifiers(git_dir, tag, FOOTER)))
    if WEB_REDEMPTION in files:
        sections.append(("web-redemption", WEB_REDEMPTION, modifiers(git_dir, tag, WEB_REDEMPTION)))
    return (tag, REPOSITORY, commit_of(git_dir, tag), [s for s in sections if s[2]])


def main():
    extract_main(__doc__, REPOSITORY, RANGE, surface, "ci/surfaces/extract-revenuecatui.py", "RevenueCatUIReleaseData", [
        "RevenueCatUI's public paywall callback surface at every released tag the model covers —",
        "RevenueCat/purchases-ios 4.31.5 … 5.85.0 — each with the commit its tag points at, as",
        "`SurfaceRelease.parse` reads it.",
    ])


if __name__ == "__main__":
    main()
