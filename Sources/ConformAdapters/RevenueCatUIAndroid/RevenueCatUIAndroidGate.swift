import ConformKit

/// One behaviour of RevenueCatUI Android that arrived at a released version of
/// RevenueCat/purchases-android. The gates are said once, here; `RevenueCatUIAndroidFeatures` reads
/// them for a version, `RevenueCatUIAndroidFamily` gives each as a `VersionGate`
/// (`RevenueCatUIAndroidGate+Citation.swift`); docs/adapters/sources/revenuecatui-android-code.md
/// says what the code shows at each. Each gate's tag and commit are its row of
/// `RevenueCatUIAndroidGateTable.swift`, read from the repository's history.
enum RevenueCatUIAndroidGate: String, Sendable, Hashable, CaseIterable {
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

    /// The variant the gate belongs to (`activity`), or nil for a gate of every variant.
    var variant: String? {
        switch self {
        case .activityRestoreResult, .activityRestoreError, .activityListener: return RevenueCatUIAndroidFamily.activity
        default: return nil
        }
    }

}
