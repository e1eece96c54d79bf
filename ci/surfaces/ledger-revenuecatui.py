#!/usr/bin/env python3
"""The behaviour ledger of RevenueCatUI: every commit of RevenueCat/purchases-ios between 4.31.5 and
5.85.0 that changed a file of the paywall flow an app's callbacks come from —

- RevenueCatUI/Purchasing/PurchaseHandler.swift: the purchase and restore state every callback
  reads (`purchaseResult`, `restoredCustomerInfo`, the errors, the gates' `resume`);
- RevenueCatUI/PaywallView.swift: the SwiftUI view, the preference keys forwarded to the
  modifiers, the dismissal after a purchase (`dismissAfterPurchaseCompletionCallbacks`);
- RevenueCatUI/UIKit/PaywallViewController.swift: `PaywallViewControllerDelegate`, every method
  an UIKit app implements, and where it is called;
- RevenueCatUI/View+PurchaseRestoreCompleted.swift and RevenueCatUI/View+PresentPaywall.swift: the
  public `on…` modifiers and `.presentPaywallIfNeeded`'s closures and its close after a restore;
- RevenueCatUI/View+PresentPaywallFooter.swift: `.paywallFooter` / `.originalTemplatePaywallFooter`,
  their callback closures, and `.onPaywallTierChange`;
- RevenueCatUI/View+OnRedeemWebPurchaseAttempt.swift: `.onWebPurchaseRedemptionAttempt` (5.11.0 on);
- RevenueCatUI/View+ExitOfferPresentation.swift: the exit-offer modifier (5.52.0 on);
- RevenueCatUI/Views/FooterView.swift: the V1 footer's restore button and its alert;
- RevenueCatUI/Templates/V2/Components/Button/ButtonComponentView.swift: the V2 restore button.

Every existing gate's commit touches one of them (BehaviourLedgerTests). Left out on purpose: the
V2 layout files (PaywallsV2View.swift and the component views draw; their callbacks go through
PurchaseHandler, listed), PaywallFooterViewController (a PaywallViewController subclass: the same
delegate and initialiser closures) and Customer Center (not the paywall).

The format and the reading are ci/surfaces/ledgerlib.py's; the verdicts are
Sources/ConformAdapters/RevenueCatUI/RevenueCatUILedgerVerdicts.swift, written by hand.

Usage:
  cd ci/surfaces && python3 ledger-revenuecatui.py --repo <purchases-ios.git> \\
      > ../../Sources/ConformAdapters/RevenueCatUI/RevenueCatUILedgerData.swift

Python 3 standard library only.
"""

from ledgerlib import ledger_main

LEDGERS = [("RevenueCat/purchases-ios", ((4, 31, 5), (5, 85, 0)), [
    "RevenueCatUI/Purchasing/PurchaseHandler.swift",
    "RevenueCatUI/PaywallView.swift",
    "RevenueCatUI/UIKit/PaywallViewController.swift",
    "RevenueCatUI/View+PurchaseRestoreCompleted.swift",
    "RevenueCatUI/View+PresentPaywall.swift",
    "RevenueCatUI/View+PresentPaywallFooter.swift",
    "RevenueCatUI/View+OnRedeemWebPurchaseAttempt.swift",
    "RevenueCatUI/View+ExitOfferPresentation.swift",
    "RevenueCatUI/Views/FooterView.swift",
    "RevenueCatUI/Templates/V2/Components/Button/ButtonComponentView.swift",
])]

if __name__ == "__main__":
    ledger_main(__doc__, LEDGERS, "ci/surfaces/ledger-revenuecatui.py", "RevenueCatUILedgerData", [
        "RevenueCatUI's behaviour ledger: every commit of RevenueCat/purchases-ios 4.31.5 … 5.85.0",
        "that changed the paywall flow, as `BehaviourLedger` reads it; the verdicts are `RevenueCatUILedgerVerdicts`.",
    ])
