#!/usr/bin/env python3
"""Extract AdaptyUI Android's public paywall callback surface at every released tag the model will cover.

Reads a git directory of adaptyteam/AdaptySDK-Android (a bare mirror is enough) and, for every
release tag (`MAJOR.MINOR.PATCH` only) from 3.1.1 to 4.1.0, records the commit the tag points at
and every way the `adapty-ui` module (adapty-ui/src/main/java/com/adapty/ui/) hands a paywall
callback to a Kotlin app. The range: 3.1.1 is the first tag of this repository with the `adapty-ui`
module (AdaptyUI 2.x for Android shipped from another repository, adaptyteam/AdaptyUI-Android,
not read here), 4.1.0 the newest tag of the mirror.

One section per declaration read (the file is the one declaring it at the tag):

  - `listener`, `default-listener`: `interface AdaptyUiEventListener` (3.x) and
    `open class AdaptyUiDefaultEventListener`, whose method BODIES are what runs when the app
    overrides nothing (` ; body { … }`: `onActionPerformed` closing on `Action.Close`, opening an
    `Action.OpenUrl`, `onPurchaseFinished` …);
  - `flow-listener`, `flow-default-listener`: their 4.x successors `AdaptyFlowEventListener` and
    `AdaptyFlowDefaultEventListener`;
  - `adapty-ui`: `object AdaptyUI` (`getViewConfiguration`, `getPaywallView`, the `Action` cases …);
  - `paywall-view`, `paywall-screen`, `flow-view`, `flow-screen`: the View and the Compose entry
    points (`AdaptyPaywallView`, `AdaptyPaywallScreen(…)`, `AdaptyFlowView`, `AdaptyFlowScreen(…)`);
  - `observer-mode`, `personalized-offer`, `tag-resolver`, `timer-resolver`: the other objects an app
    passes (`AdaptyUiObserverModeHandler`, `AdaptyUiPersonalizedOfferResolver`,
    `AdaptyUiTagResolver`, `AdaptyUiTimerResolver`).

Declarations annotated `@InternalAdaptyApi` (Adapty's opt-in for its own cross-platform SDKs) are
not for apps and are not read, as the iOS scripts leave out SPIs. The onboardings (onboardings/)
are another product and are left out. Every other public top-level declaration of the module
must be read or be one of `UNREAD`, with why; a tag that declares anything else stops the script.

The reading is ci/surfaces/kotlinlib.py's (`module_surface`), the data format surfacelib.py's.

Usage:
  cd ci/surfaces && python3 extract-adapty-android.py --repo <AdaptySDK-Android.git> \\
      > data/adapty-android-surface.txt
  python3 extract-adapty-android.py --repo <AdaptySDK-Android.git> --check data/adapty-android-surface.txt
  python3 extract-adapty-android.py --repo <AdaptySDK-Android.git> --format swift \
      > ../../Sources/ConformAdapters/AdaptyAndroid/AdaptyAndroidReleaseData.swift

Python 3 standard library only.
"""

from kotlinlib import module_surface
from surfacelib import commit_of, extract_main

REPOSITORY = "adaptyteam/AdaptySDK-Android"
RANGE = ((3, 1, 1), (4, 1, 0))
ROOT = "adapty-ui/src/main/java/com/adapty/ui/"
ONBOARDINGS = ROOT + "onboardings/"
HIDDEN = frozenset({"@InternalAdaptyApi"})

READ = {
    "AdaptyUiEventListener": "listener",
    "AdaptyUiDefaultEventListener": "default-listener",
    "AdaptyFlowEventListener": "flow-listener",
    "AdaptyFlowDefaultEventListener": "flow-default-listener",
    "AdaptyUI": "adapty-ui",
    "AdaptyPaywallView": "paywall-view",
    "AdaptyPaywallScreen": "paywall-screen",
    "AdaptyFlowView": "flow-view",
    "AdaptyFlowScreen": "flow-screen",
    "AdaptyUiObserverModeHandler": "observer-mode",
    "AdaptyUiPersonalizedOfferResolver": "personalized-offer",
    "AdaptyUiTagResolver": "tag-resolver",
    "AdaptyUiTimerResolver": "timer-resolver",
}
# The default listeners: their bodies are the defaults.
BODIES = {"AdaptyUiDefaultEventListener", "AdaptyFlowDefaultEventListener"}

UNREAD = {
    "AdaptyCustomAssets": "images, colours, fonts and videos the app substitutes in the paywall; no callback",
    "AdaptyCustomAsset": "a custom asset (AdaptyCustomAssets); no callback",
    "AdaptyCustomColorAsset": "a custom asset (AdaptyCustomAssets); no callback",
    "AdaptyCustomFontAsset": "a custom asset (AdaptyCustomAssets); no callback",
    "AdaptyCustomGradientAsset": "a custom asset (AdaptyCustomAssets); no callback",
    "AdaptyCustomImageAsset": "a custom asset (AdaptyCustomAssets); no callback",
    "AdaptyCustomVideoAsset": "a custom asset (AdaptyCustomAssets); no callback",
    "AdaptyPaywallInsets": "the paywall's insets (layout); no callback",
    "AdaptyFlowInsets": "the flow's insets (layout); no callback",
    "TextAlign": "a text attribute of the renderer (internal/, public by Kotlin's default); no callback",
    "Assets": "a typealias of the renderer (internal/, public by Kotlin's default); no callback",
    "ResolveAssets": "a typealias of the renderer (internal/, public by Kotlin's default); no callback",
    "ResolveState": "a typealias of the renderer (internal/, public by Kotlin's default); no callback",
    "ResolveText": "a typealias of the renderer (internal/, public by Kotlin's default); no callback",
    "UnknownElement": "an element the renderer skips (internal/, public by Kotlin's default); no callback",
}


def surface(git_dir, tag):
    sections = module_surface(git_dir, tag, ROOT, READ, UNREAD, "extract-adapty-android.py", excluded=[ONBOARDINGS],
                              hidden=HIDDEN, bodies=BODIES)
    return (tag, REPOSITORY, commit_of(git_dir, tag), sections)


def main():
    extract_main(__doc__, REPOSITORY, RANGE, surface, "ci/surfaces/extract-adapty-android.py", "AdaptyAndroidReleaseData", [
        "AdaptyUI Android's public paywall callback surface at every released tag the model will cover —",
        "adaptyteam/AdaptySDK-Android 3.1.1 … 4.1.0 — each with the commit its tag points at, as",
        "`SurfaceRelease.parse` reads it.",
    ], default_format="text")


if __name__ == "__main__":
    main()
