#!/usr/bin/env python3
"""The behaviour ledger of Superwall iOS: every commit of superwall/Superwall-iOS between 4.0.0 and
4.16.3 that changed a file of the paywall flow the model covers —

  - what the app implements or receives: `SuperwallDelegate` (Delegate/SuperwallDelegate.swift),
    `PaywallPresentationHandler`'s closures (Paywall/Presentation/PaywallPresentationHandler.swift),
    `PurchaseController` (StoreKit/Purchase Controller/PurchaseController.swift), and the cases of
    `SuperwallEvent` that `handleSuperwallEvent(withInfo:)` receives (Analytics/Superwall
    Placement/SuperwallEvent.swift);
  - where those callbacks are made: `SuperwallDelegateAdapter` (every delegate call),
    `PublicPresentation.swift` (`register(placement:…handler:feature:)`, the handler's closures on
    the main queue, the feature block), the presentation pipeline under
    Paywall/Presentation/Internal/ (audience rules and `onSkip`, `GetPaywallVC` and `onError`,
    presenting, the paywall state), `PaywallViewController` (will/didPresent, the dismiss chain,
    the close button, Safari, webview failures), the web paywall's messages
    (PaywallMessageHandler.swift: purchase, restore, close, open URL, custom actions) and
    `TransactionManager` with `TransactionErrorLogic` (the purchase and restore events, the alerts,
    the automatic dismissal).

These cover the files of every commit the gates cite (506c5075 SuperwallDelegate.swift,
be52e978 and c3b3454e PaywallPresentationHandler.swift, and each event gate's SuperwallEvent.swift).
Superwall.swift (the facade, 80 commits in the range, most of them configuration, identity and
attributes) is left out: the dismissal it forwards is PaywallViewController's.

The format and the reading are ci/surfaces/ledgerlib.py's; the verdicts are
Sources/ConformAdapters/Superwall/SuperwallLedgerVerdicts.swift, written by hand.

Usage (from ci/surfaces/):
  python3 ledger-superwall.py --repo <Superwall-iOS.git> \\
      > ../../Sources/ConformAdapters/Superwall/SuperwallLedgerData.swift

Python 3 standard library only.
"""

from ledgerlib import ledger_main

KIT = "Sources/SuperwallKit/"

LEDGERS = [("superwall/Superwall-iOS", ((4, 0, 0), (4, 16, 3)), [KIT + path for path in [
    "Analytics/Superwall Placement/SuperwallEvent.swift",
    "Delegate/SuperwallDelegate.swift",
    "Delegate/SuperwallDelegateAdapter.swift",
    "Paywall/Presentation/Internal",
    "Paywall/Presentation/PaywallPresentationHandler.swift",
    "Paywall/Presentation/PublicPresentation.swift",
    "Paywall/View Controller/PaywallViewController.swift",
    "Paywall/View Controller/Web View/Message Handling/PaywallMessageHandler.swift",
    "StoreKit/Purchase Controller/PurchaseController.swift",
    "StoreKit/Transactions/TransactionErrorLogic.swift",
    "StoreKit/Transactions/TransactionManager.swift",
]])]

if __name__ == "__main__":
    ledger_main(__doc__, LEDGERS, "ci/surfaces/ledger-superwall.py", "SuperwallLedgerData", [
        "Superwall's behaviour ledger: every commit of superwall/Superwall-iOS 4.0.0 … 4.16.3 that changed",
        "the paywall flow, as `BehaviourLedger` reads it; the verdicts are `SuperwallLedgerVerdicts`.",
    ])
