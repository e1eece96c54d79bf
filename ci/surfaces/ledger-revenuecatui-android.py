#!/usr/bin/env python3
"""The behaviour ledger of RevenueCatUI Android: every commit of RevenueCat/purchases-android between
7.1.0 and 10.16.1 (the range of extract-revenuecatui-android.py) that changed a file of the paywall
flow an app's callbacks come from. Paths are under
ui/revenuecatui/src/main/kotlin/com/revenuecat/purchases/ui/revenuecatui/ —

- PaywallListener.kt: the listener interface and its default bodies;
- PaywallOptions.kt, PaywallDialogOptions.kt: the builders (`dismissRequest`, `setListener`,
  `setPurchaseLogic`);
- Paywall.kt, PaywallDialog.kt, PaywallFooter.kt, InternalPaywall.kt: the Compose entry points and
  the composable that runs the paywall (its `BackHandler`, its close button's dismissal);
- PurchaseLogic.kt: the app's own purchase and restore code and its results;
- data/PaywallViewModel.kt: where every listener method is called, in what order against the
  view model's state (`actionInProgress`, `purchaseCompleted`) and `dismissRequest`;
- activity/: PaywallActivity (the Activity: `finish()`, `setResult`), its launcher, contract, options,
  arguments and `PaywallResult`;
- views/PaywallView.kt, views/PaywallFooterView.kt, views/OriginalTemplatePaywallFooterView.kt: the
  Android Views and their `dismissHandler`;
- utils/Resumable.kt: the `resume` of the initiated callbacks.

Left out on purpose: the templates and the V2 components (they draw; their buttons go through
PaywallViewModel, listed), the Customer Center (not the paywall), and ui/revenuecatui's tests (the
vendor's tests are in docs/adapters/sources/revenuecatui-android-code.md).

The format and the reading are ci/surfaces/ledgerlib.py's. The verdicts are written by hand:
`--format verdicts` prints one `review:` line per commit to start them
(data/revenuecatui-android-ledger-verdicts.txt).

Usage:
  cd ci/surfaces && python3 ledger-revenuecatui-android.py --repo <purchases-android.git> \\
      > data/revenuecatui-android-ledger.txt
  python3 ledger-revenuecatui-android.py --repo <purchases-android.git> --check data/revenuecatui-android-ledger.txt

Python 3 standard library only.
"""

from ledgerlib import ledger_main

ROOT = "ui/revenuecatui/src/main/kotlin/com/revenuecat/purchases/ui/revenuecatui/"
LEDGERS = [("RevenueCat/purchases-android", ((7, 1, 0), (10, 16, 1)), [ROOT + path for path in (
    "PaywallListener.kt",
    "PaywallOptions.kt",
    "PaywallDialogOptions.kt",
    "Paywall.kt",
    "PaywallDialog.kt",
    "PaywallFooter.kt",
    "InternalPaywall.kt",
    "PurchaseLogic.kt",
    "data/PaywallViewModel.kt",
    "activity/",
    "views/PaywallView.kt",
    "views/PaywallFooterView.kt",
    "views/OriginalTemplatePaywallFooterView.kt",
    "utils/Resumable.kt",
)])]

if __name__ == "__main__":
    ledger_main(__doc__, LEDGERS, "ci/surfaces/ledger-revenuecatui-android.py", "RevenueCatUIAndroidLedgerData", [
        "RevenueCatUI Android's behaviour ledger: every commit of RevenueCat/purchases-android 7.1.0 … 10.16.1",
        "that changed the paywall flow, as `BehaviourLedger` reads it.",
    ], default_format="text")
