#!/usr/bin/env python3
"""The behaviour ledger of AdaptyUI Android: every commit of adaptyteam/AdaptySDK-Android between 3.1.1
and 4.1.0 (the range of extract-adapty-android.py) that changed a file of the paywall flow an app's
callbacks come from. Paths are under adapty-ui/src/main/java/com/adapty/ui/ —

- listeners/: the listener interfaces, the default listeners whose bodies run when the app
  overrides nothing, and the resolvers and observer-mode handler the app passes;
- AdaptyUI.kt: the entry point and the `Action` cases;
- AdaptyPaywallView.kt, AdaptyPaywallScreen.kt, AdaptyFlowView.kt, AdaptyFlowScreen.kt: the View
  and Compose entry points, where back is handled;
- internal/ui/PaywallViewModel.kt, internal/ui/FlowViewModel.kt (4.x): where the listener is called;
- internal/listeners/: the wrapper that hands the listener its `Context`.

Left out: the renderer (internal/ui/element, internal/mapping) and the onboardings (another
product). The format and the reading are ci/surfaces/ledgerlib.py's; `--format verdicts` prints one
`review:` line per commit, from which the verdicts were written
(Sources/ConformAdapters/AdaptyAndroid/AdaptyAndroidLedgerVerdicts.swift).

Usage:
  cd ci/surfaces && python3 ledger-adapty-android.py --repo <AdaptySDK-Android.git> > data/adapty-android-ledger.txt
  python3 ledger-adapty-android.py --repo <AdaptySDK-Android.git> --format swift \
      > ../../Sources/ConformAdapters/AdaptyAndroid/AdaptyAndroidLedgerData.swift

Python 3 standard library only.
"""

from ledgerlib import ledger_main

ROOT = "adapty-ui/src/main/java/com/adapty/ui/"
LEDGERS = [("adaptyteam/AdaptySDK-Android", ((3, 1, 1), (4, 1, 0)), [ROOT + path for path in (
    "listeners/",
    "AdaptyUI.kt",
    "AdaptyPaywallView.kt",
    "AdaptyPaywallScreen.kt",
    "AdaptyFlowView.kt",
    "AdaptyFlowScreen.kt",
    "internal/ui/PaywallViewModel.kt",
    "internal/ui/FlowViewModel.kt",
    "internal/listeners/",
)])]

if __name__ == "__main__":
    ledger_main(__doc__, LEDGERS, "ci/surfaces/ledger-adapty-android.py", "AdaptyAndroidLedgerData", [
        "AdaptyUI Android's behaviour ledger: every commit of adaptyteam/AdaptySDK-Android 3.1.1 … 4.1.0",
        "that changed the paywall flow, as `BehaviourLedger` reads it.",
    ], default_format="text")
