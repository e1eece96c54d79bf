import ConformKit

/// One behaviour of AdaptyUI Android that arrived at a released tag of adaptyteam/AdaptySDK-Android,
/// read in the Kotlin at that tag (docs/adapters/sources/adapty-android-code.md), with what it gives
/// a spec (the capability it adds, the events it makes observable) and what it tells a migration
/// report (`versionGate`). Its tag and commit are its row of `AdaptyAndroidGateTable.swift`.
enum AdaptyAndroidGate: String, Sendable, Hashable, CaseIterable {
    /// 3.3.0: `onPurchaseFinished(purchaseResult, product, context)` replaces `onPurchaseSuccess` and
    /// `onPurchaseCanceled`; a pending purchase arrives there too (before, as `onPurchaseFailure`).
    case purchaseFinished = "purchase-finished"
    /// 3.3.0: the default `onPurchaseFinished` presses back unless the result is `UserCanceled`, so a
    /// pending purchase closes the paywall too.
    case dismissUnlessCancelled = "dismiss-unless-cancelled"
    /// 3.6.0: `onPaywallShown(context)` and `onPaywallClosed()`.
    case paywallShown = "paywall-shown"
    /// 3.15.0: a web paywall button opens the web paywall (`Adapty.openWebPaywall`), with no callback yet.
    case webPaywall = "web-paywall"
    /// 3.15.0: in observer mode, a restore goes to the handler's `RestoreHandler.onRestoreInitiated`.
    case restoreHandler = "restore-handler"
    /// 3.15.2: `onFinishWebPaymentNavigation(product, error, context)` after a web paywall opened or failed to.
    case webNavigationCallback = "web-navigation-callback"
    /// 3.17.0: the default `onActionPerformed(OpenUrl)` opens the link through the SDK's browser
    /// launcher with the action's presentation instead of an `ACTION_VIEW` chooser.
    case openURLPresentation = "open-url-presentation"
    /// 4.0.0: `AdaptyFlowEventListener`: `onFlowShown` / `onFlowClosed` replace `onPaywallShown` /
    /// `onPaywallClosed`, `onError` replaces `onRenderingError`.
    case flowListener = "flow-listener"
    /// 4.0.0: `onBackPressed(context): Boolean`, asked on the system back; the default consumes it.
    case backCallback = "back-callback"
    /// 4.0.0: the default `onPurchaseFinished` is empty: no back press after a purchase.
    case noDismissAfterPurchase = "no-dismiss-after-purchase"

    /// The capability a spec can require of a version with the behaviour, if it adds one.
    var capability: Capability? {
        switch self {
        case .purchaseFinished: return .purchaseResult
        case .paywallShown: return .appearCallbacks
        case .webPaywall: return .webPurchase
        case .restoreHandler: return .restoreResolver
        case .webNavigationCallback: return .webNavigation
        default: return nil
        }
    }

    /// The event names or families that become observable with the behaviour.
    var observes: [String] {
        switch self {
        case .paywallShown: return [EventName.paywallShown.rawValue]
        case .webNavigationCallback: return [String(EventName.webPurchaseFinished.family)]
        default: return []
        }
    }

    /// What the code at the tag shows, under `adapty-ui/src/main/java/com/adapty/ui/`.
    private var code: String {
        switch self {
        case .purchaseFinished:
            return
                "listeners/AdaptyUiEventListener.kt declares onPurchaseFinished(purchaseResult: AdaptyPurchaseResult, product, context); onPurchaseSuccess and onPurchaseCanceled are gone; PaywallViewModel.performMakePurchase calls onPurchaseFinished(result.value, product) for every AdaptyResult.Success"
        case .dismissUnlessCancelled:
            return
                "listeners/AdaptyUiDefaultEventListener.kt: onPurchaseFinished { if (purchaseResult !is AdaptyPurchaseResult.UserCanceled) context.getActivityOrNull()?.onBackPressed() }"
        case .paywallShown:
            return
                "listeners/AdaptyUiEventListener.kt declares onPaywallShown(context) and onPaywallClosed(); internal/ui/AdaptyPaywallInternal.kt calls them on the paywall's enter and exit"
        case .webPaywall:
            return
                "internal/ui/PaywallViewModel.kt: onWebPurchaseInitiated opens Adapty.openWebPaywall(activity, product, presentation, callback); the callback only logs"
        case .restoreHandler:
            return
                "internal/ui/PaywallViewModel.kt: onRestorePurchases in observer mode calls observerModeHandler.getRestoreHandler()?.onRestoreInitiated(onStartRestore, onFinishRestore) instead of Adapty.restorePurchases"
        case .webNavigationCallback:
            return
                "listeners/AdaptyUiEventListener.kt declares onFinishWebPaymentNavigation(product: AdaptyPaywallProduct?, error: AdaptyError?, context); PaywallViewModel calls (product, null) when the web paywall opened, (null, error) when it failed"
        case .openURLPresentation:
            return
                "listeners/AdaptyUiDefaultEventListener.kt: onActionPerformed's Action.OpenUrl goes through the SDK's BrowserLauncher with action.presentation"
        case .flowListener:
            return
                "listeners/AdaptyFlowEventListener.kt replaces AdaptyUiEventListener: onFlowShown(context), onFlowClosed(), onError(error, context); the flow's effects reach it through internal/store/ListenerEffectHandler.kt"
        case .backCallback:
            return
                "internal/ui/AdaptyFlowInternal.kt adds an OnBackPressedCallback that runs the screen's on_device_back actions, else listener.onBackPressed(context), and the host's back only when it returns false; AdaptyFlowDefaultEventListener.onBackPressed = true"
        case .noDismissAfterPurchase:
            return "listeners/AdaptyFlowDefaultEventListener.kt: override fun onPurchaseFinished(…) {}"
        }
    }

    /// Where the fact comes from: the code read at the tag, and the tag and commit.
    var source: String { "\(code); \(origin.reading)" }

    /// One line on what changed.
    var summary: String {
        switch self {
        case .purchaseFinished:
            return "onPurchaseFinished(purchaseResult) replaces onPurchaseSuccess and onPurchaseCanceled; a pending purchase finishes there too"
        case .dismissUnlessCancelled:
            return "the default onPurchaseFinished presses back unless the user cancelled: a pending purchase closes the paywall"
        case .paywallShown: return "onPaywallShown and onPaywallClosed tell the app when the paywall enters and leaves the screen"
        case .webPaywall: return "a web paywall button opens the web paywall, and no callback tells the app"
        case .restoreHandler: return "in observer mode a restore goes to the app's RestoreHandler instead of the SDK"
        case .webNavigationCallback: return "onFinishWebPaymentNavigation tells the app the web paywall opened, or failed to (without the product)"
        case .openURLPresentation: return "the default link opening goes through the SDK's browser launcher with the button's presentation"
        case .flowListener:
            return "AdaptyFlowEventListener: onFlowShown, onFlowClosed and onError replace onPaywallShown, onPaywallClosed and onRenderingError"
        case .backCallback: return "the system back asks onBackPressed, whose default consumes it: back no longer leaves the paywall"
        case .noDismissAfterPurchase: return "the default onPurchaseFinished does nothing: the paywall stays after a purchase"
        }
    }

    /// The gate as a migration report reads it.
    var versionGate: VersionGate {
        let finished = AdaptyAndroidCallback.onPurchaseFinished.rawValue
        let purchase = [EventName.purchaseCompleted.rawValue, EventName.purchaseCancelled.rawValue, EventName.purchasePending.rawValue]
        switch self {
        case .purchaseFinished:
            return migrationGate(
                before: AdaptyAndroidCallback.onPurchaseSuccess.rawValue, after: finished,
                others: [AdaptyAndroidCallback.onPurchaseCanceled.rawValue, AdaptyAndroidCallback.onPurchaseFailure.rawValue],
                advice:
                    "override onPurchaseFinished and switch over AdaptyPurchaseResult (Success, UserCanceled, Pending); a pending purchase no longer reaches onPurchaseFailure",
                events: purchase + [EventName.purchaseFailed.rawValue], introduces: [Capability.purchaseResult.rawValue])
        case .dismissUnlessCancelled:
            return migrationGate(
                after: finished, advice: "a pending purchase now closes the paywall with the default; override onPurchaseFinished to keep it",
                events: [EventName.paywallClosed.rawValue, "final"])
        case .paywallShown:
            return migrationGate(
                after: AdaptyAndroidCallback.onPaywallShown.rawValue, others: [AdaptyAndroidCallback.onPaywallClosed.rawValue],
                advice: "override onPaywallShown / onPaywallClosed to hear the paywall enter and leave the screen",
                events: [EventName.paywallShown.rawValue, EventName.paywallClosed.rawValue], introduces: [Capability.appearCallbacks.rawValue])
        case .webPaywall:
            return migrationGate(
                advice: "web paywall buttons open the browser; no callback tells you until onFinishWebPaymentNavigation (3.15.2)",
                events: [String(EventName.webPurchaseFinished.family)], introduces: [Capability.webPurchase.rawValue])
        case .restoreHandler:
            return migrationGate(
                after: AdaptyAndroidNative.observerRestore,
                others: [AdaptyAndroidCallback.onRestoreStarted.rawValue, AdaptyAndroidCallback.onRestoreSuccess.rawValue],
                advice:
                    "in observer mode, return a RestoreHandler from getRestoreHandler() and restore yourself: onRestoreStarted and onRestoreSuccess no longer come",
                events: [String(EventName.restoreStarted.family)], introduces: [Capability.restoreResolver.rawValue])
        case .webNavigationCallback:
            return migrationGate(
                after: AdaptyAndroidCallback.onFinishWebPaymentNavigation.rawValue,
                advice: "override onFinishWebPaymentNavigation; on a failure the product is null, so keep the product you sent",
                events: [String(EventName.webPurchaseFinished.family)], introduces: [Capability.webNavigation.rawValue])
        case .openURLPresentation:
            return migrationGate(
                after: AdaptyAndroidCallback.onActionPerformed.rawValue,
                advice: "links the default opens honour the button's presentation (in-app browser or external)",
                // The link the default opens is the SDK's action, no callback: the family, as the iOS gate names it.
                events: [EventName.action.rawValue, "link"])
        case .flowListener:
            return migrationGate(
                before: AdaptyAndroidCallback.onPaywallShown.rawValue, after: AdaptyAndroidCallback.onFlowShown.rawValue,
                others: [AdaptyAndroidCallback.onPaywallClosed.rawValue, AdaptyAndroidCallback.onFlowClosed.rawValue],
                advice:
                    "extend AdaptyFlowDefaultEventListener and rename onPaywallShown/onPaywallClosed/onRenderingError to onFlowShown/onFlowClosed/onError",
                events: [EventName.paywallShown.rawValue, EventName.paywallClosed.rawValue])
        case .backCallback:
            return migrationGate(
                after: AdaptyAndroidCallback.onBackPressed.rawValue,
                advice: "the system back no longer closes the paywall: override onBackPressed to return false, or give the user a close button",
                events: [EventName.paywallClosed.rawValue, EventName.action.rawValue, "final"])
        case .noDismissAfterPurchase:
            return migrationGate(
                after: finished,
                advice: "close the paywall yourself in onPurchaseFinished (finish the Activity): the default no longer presses back",
                events: [EventName.paywallClosed.rawValue, "final"])
        }
    }
}
