#!/usr/bin/env python3
"""Extract RevenueCatUI Android's public paywall callback surface at every released tag the model covers.

Reads a git directory of RevenueCat/purchases-android (a bare mirror is enough) and, for every
release tag (`MAJOR.MINOR.PATCH` only) from 7.1.0 to 10.16.1, records the commit the tag points
at and every way RevenueCatUI (ui/revenuecatui) hands a paywall callback to a Kotlin app, whatever
file declares it. The range: 7.1.0 is the first tag with the ui/revenuecatui module (its
`PaywallListener` is the first one released: the `PaywallViewListener` of the module's first
commits, with `onDismissed`, never shipped in a tag), and 10.16.1 the newest tag of the mirror.

One section per declaration read (the file is the one declaring it at the tag, so a move shows):

  - `listener`: `interface PaywallListener`: every method with its Kotlin signature and its
    default body (` ; default { … }`, what runs when the app overrides nothing);
  - `options`, `dialog-options`: `PaywallOptions` / `PaywallDialogOptions` and their `Builder`:
    `Builder(dismissRequest)`, `Builder.setListener(listener)`, `Builder.setPurchaseLogic(…)`, …;
  - `compose-paywall`, `compose-dialog`, `compose-footer`, `compose-original-footer`: the Compose
    entry points `Paywall(options)`, `PaywallDialog(paywallDialogOptions)`, `PaywallFooter(…)`,
    `OriginalTemplatePaywallFooter(…)`;
  - `purchase-logic`, `purchase-logic-with-callback`, `paywall-purchase-logic`,
    `paywall-purchase-logic-with-callback`, `purchase-logic-params`, `purchase-logic-result`: the
    app's own purchase code (`performPurchase` / `performRestore`) and what it answers;
  - `activity-launcher`, `launch-options`, `launch-if-needed-options`, `result-handler`,
    `display-callback`, `result`: the Activity: `PaywallActivityLauncher` and its options,
    `PaywallResultHandler`, `PaywallDisplayCallback`, the `PaywallResult` cases;
  - `view`, `footer-view`, `original-footer-view`: the Android Views (`PaywallView`,
    `PaywallFooterView`, `OriginalTemplatePaywallFooterView`): constructors and setters;
  - `resumable`: `fun interface Resumable`, the `resume` the purchase- and restore-initiated
    callbacks hand the app;
  - `present-paywall`: `Purchases.presentPaywall(intent, activity)`.

A class, interface or object is read whole (kotlinlib.member_entries): its head (annotations such
as `@ExperimentalPreviewRevenueCatUIPurchasesAPI`, modifiers, primary constructor, supertypes), each
public function and constructor by its parameter names, each public property, each public nested
type (`Builder`, a sealed case). A top-level function is read by its parameter names.

So that nothing app-facing goes unread, every public top-level declaration of every file under
ui/revenuecatui/src/main/kotlin (Kotlin's default visibility is public) must be one of `READ` or
of `UNREAD` (each with why it hands the app no paywall callback); the Customer Center
(customercenter/) is another product and is left out. A tag that declares anything else, or
declares a read name in two files, stops the script with the tag, file and name.

The reading of Kotlin is ci/surfaces/kotlinlib.py's, the data format surfacelib.py's (each release
after the first lists only what changed from the one before), as the iOS families'
`SurfaceRelease.parse` reads it.

Usage:
  cd ci/surfaces && python3 extract-revenuecatui-android.py --repo <purchases-android.git> \\
      > data/revenuecatui-android-surface.txt
  python3 extract-revenuecatui-android.py --repo <purchases-android.git> --check data/revenuecatui-android-surface.txt
  (--format swift prints the Swift data file `RevenueCatUIAndroidReleaseData` the model will read.)

Python 3 standard library only.
"""

from kotlinlib import module_surface
from surfacelib import commit_of, extract_main

REPOSITORY = "RevenueCat/purchases-android"
RANGE = ((7, 1, 0), (10, 16, 1))
ROOT = "ui/revenuecatui/src/main/kotlin/com/revenuecat/purchases/ui/revenuecatui/"
CUSTOMER_CENTER = ROOT + "customercenter/"

# Each public top-level declaration read, by name, to its section.
READ = {
    "PaywallListener": "listener",
    "PaywallOptions": "options",
    "PaywallDialogOptions": "dialog-options",
    "Paywall": "compose-paywall",
    "PaywallDialog": "compose-dialog",
    "PaywallFooter": "compose-footer",
    "OriginalTemplatePaywallFooter": "compose-original-footer",
    "PurchaseLogic": "purchase-logic",
    "PurchaseLogicWithCallback": "purchase-logic-with-callback",
    "PaywallPurchaseLogic": "paywall-purchase-logic",
    "PaywallPurchaseLogicWithCallback": "paywall-purchase-logic-with-callback",
    "PaywallPurchaseLogicParams": "purchase-logic-params",
    "PurchaseLogicResult": "purchase-logic-result",
    "PaywallActivityLauncher": "activity-launcher",
    "PaywallActivityLaunchOptions": "launch-options",
    "PaywallActivityLaunchIfNeededOptions": "launch-if-needed-options",
    "PaywallResultHandler": "result-handler",
    "PaywallDisplayCallback": "display-callback",
    "PaywallResult": "result",
    "PaywallView": "view",
    "PaywallFooterView": "footer-view",
    "OriginalTemplatePaywallFooterView": "original-footer-view",
    "Resumable": "resumable",
    "presentPaywall": "present-paywall",
}

# Public top-level declarations that hand the app no paywall callback, and why. Most are public only
# by Kotlin's default visibility: helpers the templates draw with, never in the documentation.
UNREAD = {
    "ExperimentalPreviewRevenueCatUIPurchasesAPI": "the opt-in annotation; the data records it on each declaration that carries it",
    "CustomVariableValue": "values passed into the paywall's text; no callback",
    "FontProvider": "fonts for the paywall's text; no callback",
    "ParcelizableFontProvider": "fonts for the paywall's text (the Activity's, parcelable); no callback",
    "CustomFontProvider": "fonts for the paywall's text; no callback",
    "CustomParcelizableFontProvider": "fonts for the paywall's text; no callback",
    "GoogleFontProvider": "fonts for the paywall's text; no callback",
    "PaywallFont": "fonts for the paywall's text; no callback",
    "PaywallFontFamily": "fonts for the paywall's text; no callback",
    "TypographyType": "fonts for the paywall's text; no callback",
    "copyWithFontProvider": "a Typography helper of the fonts; no callback",
    "AutoResizedText": "a text composable the templates draw with (composables/); no callback",
    "CloseButton": "the templates' close button composable (composables/): its onClick is the template's own, wired to dismissRequest by the paywall",
    "DisableTouchesComposable": "a composable the templates wrap content in while a purchase runs; no callback",
    "StatusBarSpacer": "an inset spacer composable; no callback",
    "SystemBarsSpacer": "an inset spacer composable; no callback",
    "openUriOrElse": "a UriHandler helper the paywall opens links with; no callback",
    "toBitmap": "an image helper of the V2 image component; no callback",
    "isMonthly": "a Package extension property the templates read; no callback",
    "isSubscription": "a Package extension property the templates read; no callback",
    "CompatComposeView": "the Views' base class (lifecycle plumbing for ComposeView); the Views are read",
    "CustomerCenterView": "the Customer Center's View: another product",
}


def surface(git_dir, tag):
    sections = module_surface(git_dir, tag, ROOT, READ, UNREAD, "extract-revenuecatui-android.py", excluded=[CUSTOMER_CENTER])
    return (tag, REPOSITORY, commit_of(git_dir, tag), sections)


def main():
    extract_main(__doc__, REPOSITORY, RANGE, surface, "ci/surfaces/extract-revenuecatui-android.py",
                 "RevenueCatUIAndroidReleaseData", [
                     "RevenueCatUI Android's public paywall callback surface at every released tag the model covers —",
                     "RevenueCat/purchases-android 7.1.0 … 10.16.1 — each with the commit its tag points at, as",
                     "`SurfaceRelease.parse` reads it.",
                 ], default_format="text")


if __name__ == "__main__":
    main()
