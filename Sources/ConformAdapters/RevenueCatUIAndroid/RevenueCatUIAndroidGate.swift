import ConformKit

/// One behaviour of RevenueCatUI Android that arrived at a released version of
/// RevenueCat/purchases-android. The gates are said once, here; `RevenueCatUIAndroidFeatures` reads
/// them for a version, `RevenueCatUIAndroidFamily` gives each as a `VersionGate` (its row of
/// `facts`); docs/adapters/sources/revenuecatui-android-code.md
/// says what the code shows at each. Each gate's tag and commit are its row of
/// `RevenueCatUIAndroidGateTable.swift`, read from the repository's history.
enum RevenueCatUIAndroidGate: String, Sendable, Hashable, CaseIterable, RowGate {
    /// `InternalPaywall` installs `BackHandler { viewModel.closePaywall() }`: back calls the app's
    /// `dismissRequest`. Before, back went to the host (the Activity finished) and `dismissRequest`
    /// was not called; a `PaywallDialog`'s `Dialog` answered back through its `onDismissRequest` from 7.1.0.
    case backHandler = "back-handler"
    /// The close button is disabled while a purchase or restore runs (`actionInProgress`); before, a
    /// close during a purchase called `dismissRequest` at once. Back is not disabled.
    case closeDisabledInAction = "close-disabled-in-action"
    /// `onPurchaseCancelled()` exists and a `PurchaseCancelledError` goes to it, without the error
    /// dialog; before, a cancel was `onPurchaseError(PurchaseCancelledError)` plus the error dialog.
    case cancelCallback = "cancel-callback"
    /// A `PaywallDialog` with a `shouldDisplayBlock` (or `setRequiredEntitlementIdentifier`) calls its
    /// dismissal after a restore when the block now answers false; before, the dialog stayed.
    case dialogRestoreDismiss = "dialog-restore-dismiss"
    /// A purchase no longer marks `actionInProgress` (8.7.0, a regression of `4c89ab6e9a`): the close
    /// button and the purchase buttons stay enabled while it runs, so a second tap starts a second purchase.
    case purchaseNotBusy = "purchase-not-busy"
    /// A purchase marks `actionInProgress` again (8.8.0, `a581da3bf0` "Fix interaction not disabled during purchases").
    case purchaseBusyAgain = "purchase-busy-again"
    /// `PurchaseLogic` (`setPurchaseLogic`): the app's own purchase and restore code under
    /// `PurchasesAreCompletedBy.MY_APP`, which the model does not run.
    case purchaseLogic = "purchase-logic"
    /// Paywalls can carry a web checkout button (`PaywallAction.External.LaunchWebCheckout`).
    case webCheckoutButton = "web-checkout-button"
    /// `onPurchasePackageInitiated(rcPackage, resume)` exists: the app can hold a purchase.
    case purchaseGate = "purchase-gate"
    /// `onRestoreInitiated(resume)` exists: the app can hold a restore.
    case restoreGate = "restore-gate"
    /// `onWebCheckoutOpened()` exists.
    case webCheckoutOpened = "web-checkout-opened"
    /// `onUrlOpened(url)` exists.
    case urlOpened = "url-opened"
    /// The Activity (`-activity`): `PaywallActivity.onRestoreCompleted` writes `PaywallResult.Restored`,
    /// and, launched by `launchIfNeeded` (`present: {mode: auto}`), finishes after a restore that
    /// grants the required entitlement; before, a restore wrote nothing and the Activity stayed.
    case activityRestoreResult = "activity-restore-result"
    /// The Activity: `PaywallActivity.onRestoreError` writes `PaywallResult.Error`; before, a failed
    /// restore wrote nothing.
    case activityRestoreError = "activity-restore-error"
    /// The Activity forwards every listener call to the app's `PaywallListener`
    /// (`PaywallActivityLaunchOptions.Builder.setListener`); before, the app heard only the result.
    case activityListener = "activity-listener"

    /// Every gate's facts, one row each (`FactualGate`); its code is the file the behaviour is read
    /// in, under `ui/revenuecatui/src/main/kotlin/com/revenuecat/purchases/ui/revenuecatui/`, and
    /// the summary (docs/adapters/sources/revenuecatui-android-code.md says what the code shows).
    static let facts: [Self: GateFacts] = {
        typealias Callback = RevenueCatUIAndroidCallback
        let (closed, activity) = ([EventName.paywallClosed.rawValue], RevenueCatUIAndroidFamily.activity)
        let (busy, listener) = (
            "data/PaywallViewModel.kt (purchaseSelectedPackage, verifyNoActionInProgressOrStartAction)",
            "PaywallListener.kt, data/PaywallViewModel.kt"
        )
        let busyEvents = [EventName.purchaseStarted.rawValue, EventName.paywallClosed.rawValue]
        let result = "activity/PaywallActivity.kt, activity/PaywallResult.kt"
        let rows: [Self: GateFacts] = [
            .backHandler: GateFacts(
                summary: "back calls closePaywall(), which calls the app's dismissRequest (paywall.closed); before, back went to the host Activity",
                code: "InternalPaywall.kt", before: "host Activity.onBackPressed()", after: Callback.dismissRequest.native(),
                advice: "dismiss the paywall in dismissRequest: back now calls it, also while a purchase runs", events: closed),
            .closeDisabledInAction: GateFacts(
                summary: "the close button is disabled while a purchase or restore runs; before, it dismissed at once", code: "InternalPaywall.kt",
                after: Callback.dismissRequest.native(dialog: false),
                advice: "do not expect a close tap during a purchase to dismiss; back still does",
                events: closed),
            .cancelCallback: GateFacts(
                summary:
                    "a cancel is reported by onPurchaseCancelled() without the error dialog; before, by onPurchaseError(PurchaseCancelledError) and the dialog",
                code: listener, before: Callback.onPurchaseError.native(), after: Callback.onPurchaseCancelled.native(),
                advice: "override onPurchaseCancelled to react to a cancel; onPurchaseError no longer hears it",
                events: [EventName.purchaseCancelled.rawValue, EventName.purchaseFailed.rawValue, "alert.shown"],
                introduces: [Callback.onPurchaseCancelled.rawValue]),
            .dialogRestoreDismiss: GateFacts(
                summary: "a PaywallDialog whose shouldDisplayBlock now answers false is dismissed after a restore (paywall.closed restored)",
                code: "PaywallDialog.kt, data/PaywallViewModel.kt", after: Callback.dismissRequest.native(dialog: true),
                advice: "expect the dialog's dismissRequest after a restore that unlocked the entitlement", events: closed),
            .purchaseNotBusy: GateFacts(
                summary:
                    "a purchase no longer marks actionInProgress: close and purchase stay enabled while it runs, a second tap starts a second purchase",
                code: busy, after: Callback.onPurchaseStarted.native(),
                advice: "on 8.7.x guard against a second purchase tap yourself: the paywall does not",
                events: busyEvents),
            .purchaseBusyAgain: GateFacts(
                summary: "a purchase marks actionInProgress again: one purchase at a time, the close button disabled while it runs", code: busy,
                after: Callback.onPurchaseStarted.native(), advice: "nothing: the paywall again ignores taps while a purchase runs",
                events: busyEvents),
            .purchaseLogic: GateFacts(
                summary: "paywalls can run the app's own purchase and restore code (PurchaseLogic) under PurchasesAreCompletedBy.MY_APP",
                code: "PurchaseLogic.kt, PaywallOptions.kt", after: "PurchaseLogic.performPurchase(activity, rcPackage)",
                advice: "pass a PurchaseLogic if the app completes its own purchases (MY_APP): the listener then hears none of its outcomes"),
            .webCheckoutButton: GateFacts(
                summary: "paywalls can carry a web checkout button, which opens the checkout outside the app", code: "InternalPaywall.kt",
                advice: "handle the return from web checkout yourself: no callback reported it before 10.16.0",
                introduces: [Capability.webPurchase.rawValue]),
            .purchaseGate: GateFacts(
                summary: "the app can hold a purchase before it starts: onPurchasePackageInitiated(rcPackage, resume) (action.cta)", code: listener,
                after: Callback.onPurchasePackageInitiated.native(),
                advice: "call resume() to go on with the purchase, resume(false) to drop it; never calling it holds it for ever",
                events: [EventName.actionCTA.rawValue], introduces: [Callback.onPurchasePackageInitiated.rawValue]),
            .restoreGate: GateFacts(
                summary: "the app can hold a restore before it starts: onRestoreInitiated(resume) (action restore)", code: listener,
                after: Callback.onRestoreInitiated.native(),
                advice: "call resume() to go on with the restore, resume(false) to drop it; never calling it holds it for ever",
                events: [EventName.action.rawValue], introduces: [Callback.onRestoreInitiated.rawValue]),
            .webCheckoutOpened: GateFacts(
                summary: "opening web checkout is reported: onWebCheckoutOpened() (web.purchase.started)", code: listener,
                after: Callback.onWebCheckoutOpened.native(), advice: "override it if the paywall offers web checkout",
                events: [EventName.webPurchaseStarted.rawValue], introduces: [Callback.onWebCheckoutOpened.rawValue]),
            .urlOpened: GateFacts(
                summary: "links the paywall opens are reported: onUrlOpened(url) (link.opened)", code: listener, after: Callback.onUrlOpened.native(),
                advice: "override it to learn of links the paywall opened", events: [EventName.linkOpened.rawValue],
                introduces: [Callback.onUrlOpened.rawValue]),
            .activityRestoreResult: GateFacts(
                summary:
                    "the Activity's result after a restore is PaywallResult.Restored, and launchIfNeeded's Activity finishes when the restore grants the entitlement; before, a restore wrote no result",
                code: result, variant: activity, after: Callback.onActivityResult.native(),
                advice: "handle PaywallResult.Restored in the result handler; a launchIfNeeded Activity closes itself after it", events: closed),
            .activityRestoreError: GateFacts(
                summary: "the Activity's result after a failed restore is PaywallResult.Error; before, a failed restore wrote no result",
                code: result,
                variant: activity, after: Callback.onActivityResult.native(),
                advice: "handle PaywallResult.Error after a restore too, not only after a purchase", events: closed),
            .activityListener: GateFacts(
                summary:
                    "the Activity forwards every PaywallListener call to the app's listener (setListener); before, the app heard only the result",
                code: "activity/PaywallActivity.kt (compositeListener), activity/PaywallActivityLaunchOptions.kt", variant: activity,
                after: "PaywallActivityLaunchOptions.Builder.setListener(listener)",
                advice: "pass a PaywallListener to PaywallActivityLaunchOptions to hear purchases and restores as they happen",
                events: [
                    EventName.purchaseStarted, .purchaseCompleted, .purchaseFailed, .purchaseCancelled, .restoreStarted, .restoreCompleted,
                    .restoreFailed, .actionCTA
                ].map(\.rawValue),
                introduces: [
                    Callback.onPurchaseStarted, .onPurchaseCompleted, .onPurchaseError, .onPurchaseCancelled, .onRestoreStarted, .onRestoreCompleted,
                    .onRestoreError, .onPurchasePackageInitiated
                ].map(\.rawValue))
        ]
        return rows.mapValues { row in
            var row = row
            row.code = "docs/adapters/sources/revenuecatui-android-code.md; \(row.code): \(row.summary)"
            return row
        }
    }()
}
