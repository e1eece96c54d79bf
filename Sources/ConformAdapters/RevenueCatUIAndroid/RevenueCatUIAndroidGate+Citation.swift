import ConformKit

/// What each gate tells a migration report: the citation behind it, what changed, the app's
/// methods before and after, and what the app's code must do.
extension RevenueCatUIAndroidGate {
    /// The file the behaviour is read in, under `ui/revenuecatui/src/main/kotlin/com/revenuecat/purchases/ui/revenuecatui/`.
    private var file: String {
        switch self {
        case .backHandler, .closeDisabledInAction, .webCheckoutButton: return "InternalPaywall.kt"
        case .purchaseNotBusy, .purchaseBusyAgain: return "data/PaywallViewModel.kt (purchaseSelectedPackage, verifyNoActionInProgressOrStartAction)"
        case .cancelCallback, .purchaseGate, .restoreGate, .webCheckoutOpened, .urlOpened: return "PaywallListener.kt, data/PaywallViewModel.kt"
        case .dialogRestoreDismiss: return "PaywallDialog.kt, data/PaywallViewModel.kt"
        case .purchaseLogic: return "PurchaseLogic.kt, PaywallOptions.kt"
        case .activityRestoreResult, .activityRestoreError: return "activity/PaywallActivity.kt, activity/PaywallResult.kt"
        case .activityListener: return "activity/PaywallActivity.kt (compositeListener), activity/PaywallActivityLaunchOptions.kt"
        }
    }

    /// The citation: the file, what it shows, and the tag and commit it was read at.
    var source: String {
        "docs/adapters/sources/revenuecatui-android-code.md; \(file): \(summary); \(origin.reading)"
    }

    /// One line on what changed.
    var summary: String {
        switch self {
        case .backHandler:
            return "back calls closePaywall(), which calls the app's dismissRequest (paywall.closed); before, back went to the host Activity"
        case .closeDisabledInAction: return "the close button is disabled while a purchase or restore runs; before, it dismissed at once"
        case .cancelCallback:
            return
                "a cancel is reported by onPurchaseCancelled() without the error dialog; before, by onPurchaseError(PurchaseCancelledError) and the dialog"
        case .dialogRestoreDismiss:
            return "a PaywallDialog whose shouldDisplayBlock now answers false is dismissed after a restore (paywall.closed restored)"
        case .purchaseNotBusy:
            return "a purchase no longer marks actionInProgress: close and purchase stay enabled while it runs, a second tap starts a second purchase"
        case .purchaseBusyAgain: return "a purchase marks actionInProgress again: one purchase at a time, the close button disabled while it runs"
        case .purchaseLogic: return "paywalls can run the app's own purchase and restore code (PurchaseLogic) under PurchasesAreCompletedBy.MY_APP"
        case .webCheckoutButton: return "paywalls can carry a web checkout button, which opens the checkout outside the app"
        case .purchaseGate: return "the app can hold a purchase before it starts: onPurchasePackageInitiated(rcPackage, resume) (action.cta)"
        case .restoreGate: return "the app can hold a restore before it starts: onRestoreInitiated(resume) (action restore)"
        case .webCheckoutOpened: return "opening web checkout is reported: onWebCheckoutOpened() (web.purchase.started)"
        case .urlOpened: return "links the paywall opens are reported: onUrlOpened(url) (link.opened)"
        case .activityRestoreResult:
            return
                "the Activity's result after a restore is PaywallResult.Restored, and launchIfNeeded's Activity finishes when the restore grants the entitlement; before, a restore wrote no result"
        case .activityRestoreError:
            return "the Activity's result after a failed restore is PaywallResult.Error; before, a failed restore wrote no result"
        case .activityListener:
            return "the Activity forwards every PaywallListener call to the app's listener (setListener); before, the app heard only the result"
        }
    }

    /// What the app's code must do.
    var advice: String {
        switch self {
        case .backHandler: return "dismiss the paywall in dismissRequest: back now calls it, also while a purchase runs"
        case .closeDisabledInAction: return "do not expect a close tap during a purchase to dismiss; back still does"
        case .cancelCallback: return "override onPurchaseCancelled to react to a cancel; onPurchaseError no longer hears it"
        case .dialogRestoreDismiss: return "expect the dialog's dismissRequest after a restore that unlocked the entitlement"
        case .purchaseNotBusy: return "on 8.7.x guard against a second purchase tap yourself: the paywall does not"
        case .purchaseBusyAgain: return "nothing: the paywall again ignores taps while a purchase runs"
        case .purchaseLogic:
            return "pass a PurchaseLogic if the app completes its own purchases (MY_APP): the listener then hears none of its outcomes"
        case .webCheckoutButton: return "handle the return from web checkout yourself: no callback reported it before 10.16.0"
        case .purchaseGate: return "call resume() to go on with the purchase, resume(false) to drop it; never calling it holds it for ever"
        case .restoreGate: return "call resume() to go on with the restore, resume(false) to drop it; never calling it holds it for ever"
        case .webCheckoutOpened: return "override it if the paywall offers web checkout"
        case .urlOpened: return "override it to learn of links the paywall opened"
        case .activityRestoreResult: return "handle PaywallResult.Restored in the result handler; a launchIfNeeded Activity closes itself after it"
        case .activityRestoreError: return "handle PaywallResult.Error after a restore too, not only after a purchase"
        case .activityListener: return "pass a PaywallListener to PaywallActivityLaunchOptions to hear purchases and restores as they happen"
        }
    }

    /// The canonical events the gate changes.
    var events: [String] {
        switch self {
        case .backHandler, .closeDisabledInAction: return [EventName.paywallClosed.rawValue]
        case .cancelCallback: return [EventName.purchaseCancelled.rawValue, EventName.purchaseFailed.rawValue, "alert.shown"]
        case .dialogRestoreDismiss: return [EventName.paywallClosed.rawValue]
        case .purchaseNotBusy, .purchaseBusyAgain: return [EventName.purchaseStarted.rawValue, EventName.paywallClosed.rawValue]
        case .purchaseLogic: return []
        case .webCheckoutButton: return []
        case .purchaseGate: return [EventName.actionCTA.rawValue]
        case .restoreGate: return [EventName.action.rawValue]
        case .webCheckoutOpened: return [EventName.webPurchaseStarted.rawValue]
        case .urlOpened: return [EventName.linkOpened.rawValue]
        case .activityRestoreResult, .activityRestoreError: return [EventName.paywallClosed.rawValue]
        case .activityListener:
            return [
                EventName.purchaseStarted.rawValue, EventName.purchaseCompleted.rawValue, EventName.purchaseFailed.rawValue,
                EventName.purchaseCancelled.rawValue, EventName.restoreStarted.rawValue, EventName.restoreCompleted.rawValue,
                EventName.restoreFailed.rawValue, EventName.actionCTA.rawValue
            ]
        }
    }

    /// The app's method before and after the gate, where one is concerned.
    var methods: (before: String?, after: String?) {
        switch self {
        case .backHandler: return ("host Activity.onBackPressed()", RevenueCatUIAndroidCallback.dismissRequest.native())
        case .closeDisabledInAction, .dialogRestoreDismiss:
            return (nil, RevenueCatUIAndroidCallback.dismissRequest.native(dialog: self == .dialogRestoreDismiss))
        case .cancelCallback: return (RevenueCatUIAndroidCallback.onPurchaseError.native(), RevenueCatUIAndroidCallback.onPurchaseCancelled.native())
        case .purchaseLogic: return (nil, "PurchaseLogic.performPurchase(activity, rcPackage)")
        case .webCheckoutButton: return (nil, nil)
        case .purchaseNotBusy, .purchaseBusyAgain: return (nil, RevenueCatUIAndroidCallback.onPurchaseStarted.native())
        case .purchaseGate: return (nil, RevenueCatUIAndroidCallback.onPurchasePackageInitiated.native())
        case .restoreGate: return (nil, RevenueCatUIAndroidCallback.onRestoreInitiated.native())
        case .webCheckoutOpened: return (nil, RevenueCatUIAndroidCallback.onWebCheckoutOpened.native())
        case .urlOpened: return (nil, RevenueCatUIAndroidCallback.onUrlOpened.native())
        case .activityRestoreResult, .activityRestoreError: return (nil, RevenueCatUIAndroidCallback.onActivityResult.native())
        case .activityListener: return (nil, "PaywallActivityLaunchOptions.Builder.setListener(listener)")
        }
    }

    /// The host handlers (or capabilities) that exist from the gate on.
    var introduces: [String] {
        switch self {
        case .cancelCallback: return [RevenueCatUIAndroidCallback.onPurchaseCancelled.rawValue]
        case .purchaseGate: return [RevenueCatUIAndroidCallback.onPurchasePackageInitiated.rawValue]
        case .restoreGate: return [RevenueCatUIAndroidCallback.onRestoreInitiated.rawValue]
        case .webCheckoutButton: return [Capability.webPurchase.rawValue]
        case .webCheckoutOpened: return [RevenueCatUIAndroidCallback.onWebCheckoutOpened.rawValue]
        case .urlOpened: return [RevenueCatUIAndroidCallback.onUrlOpened.rawValue]
        case .activityListener:
            return [
                RevenueCatUIAndroidCallback.onPurchaseStarted, .onPurchaseCompleted, .onPurchaseError, .onPurchaseCancelled,
                .onRestoreStarted, .onRestoreCompleted, .onRestoreError, .onPurchasePackageInitiated
            ].map(\.rawValue)
        case .backHandler, .closeDisabledInAction, .dialogRestoreDismiss, .purchaseLogic, .purchaseNotBusy, .purchaseBusyAgain,
            .activityRestoreResult, .activityRestoreError:
            return []
        }
    }

    /// The gate as a value a migration report reads.
    var versionGate: VersionGate {
        migrationGate(
            variant: variant, before: methods.before, after: methods.after, advice: advice, events: events, introduces: introduces)
    }
}
