import ConformKit

/// One behaviour of AdaptyUI Android that arrived at a released tag of adaptyteam/AdaptySDK-Android,
/// read in the Kotlin at that tag (docs/adapters/sources/adapty-android-code.md), with what it gives
/// a spec (the capability it adds, the events it makes observable) and what it tells a migration
/// report (`versionGate`), one row of `facts`. Its tag and commit are its row of `AdaptyAndroidGateTable.swift`.
enum AdaptyAndroidGate: String, Sendable, Hashable, CaseIterable, RowGate {
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

    /// Every gate's facts, one row each (`FactualGate`); its code is under `adapty-ui/src/main/java/com/adapty/ui/`.
    static let facts: [Self: GateFacts] = {
        typealias Callback = AdaptyAndroidCallback
        let finished = Callback.onPurchaseFinished.rawValue, closed = [EventName.paywallClosed.rawValue, "final"]
        let purchase = [EventName.purchaseCompleted.rawValue, EventName.purchaseCancelled.rawValue, EventName.purchasePending.rawValue]
        let webFinished = String(EventName.webPurchaseFinished.family)
        return [
            .purchaseFinished: GateFacts(
                summary:
                    "onPurchaseFinished(purchaseResult) replaces onPurchaseSuccess and onPurchaseCanceled; a pending purchase finishes there too",
                code:
                    "listeners/AdaptyUiEventListener.kt declares onPurchaseFinished(purchaseResult: AdaptyPurchaseResult, product, context); onPurchaseSuccess and onPurchaseCanceled are gone; PaywallViewModel.performMakePurchase calls onPurchaseFinished(result.value, product) for every AdaptyResult.Success",
                before: Callback.onPurchaseSuccess.rawValue, after: finished,
                others: [Callback.onPurchaseCanceled.rawValue, Callback.onPurchaseFailure.rawValue],
                advice:
                    "override onPurchaseFinished and switch over AdaptyPurchaseResult (Success, UserCanceled, Pending); a pending purchase no longer reaches onPurchaseFailure",
                events: purchase + [EventName.purchaseFailed.rawValue], capability: .purchaseResult),
            .dismissUnlessCancelled: GateFacts(
                summary: "the default onPurchaseFinished presses back unless the user cancelled: a pending purchase closes the paywall",
                code:
                    "listeners/AdaptyUiDefaultEventListener.kt: onPurchaseFinished { if (purchaseResult !is AdaptyPurchaseResult.UserCanceled) context.getActivityOrNull()?.onBackPressed() }",
                after: finished, advice: "a pending purchase now closes the paywall with the default; override onPurchaseFinished to keep it",
                events: closed),
            .paywallShown: GateFacts(
                summary: "onPaywallShown and onPaywallClosed tell the app when the paywall enters and leaves the screen",
                code:
                    "listeners/AdaptyUiEventListener.kt declares onPaywallShown(context) and onPaywallClosed(); internal/ui/AdaptyPaywallInternal.kt calls them on the paywall's enter and exit",
                after: Callback.onPaywallShown.rawValue, others: [Callback.onPaywallClosed.rawValue],
                advice: "override onPaywallShown / onPaywallClosed to hear the paywall enter and leave the screen",
                events: [EventName.paywallShown.rawValue, EventName.paywallClosed.rawValue], capability: .appearCallbacks,
                observes: [EventName.paywallShown.rawValue]),
            .webPaywall: GateFacts(
                summary: "a web paywall button opens the web paywall, and no callback tells the app",
                code:
                    "internal/ui/PaywallViewModel.kt: onWebPurchaseInitiated opens Adapty.openWebPaywall(activity, product, presentation, callback); the callback only logs",
                advice: "web paywall buttons open the browser; no callback tells you until onFinishWebPaymentNavigation (3.15.2)",
                events: [webFinished],
                capability: .webPurchase),
            .restoreHandler: GateFacts(
                summary: "in observer mode a restore goes to the app's RestoreHandler instead of the SDK",
                code:
                    "internal/ui/PaywallViewModel.kt: onRestorePurchases in observer mode calls observerModeHandler.getRestoreHandler()?.onRestoreInitiated(onStartRestore, onFinishRestore) instead of Adapty.restorePurchases",
                after: AdaptyAndroidNative.observerRestore, others: [Callback.onRestoreStarted.rawValue, Callback.onRestoreSuccess.rawValue],
                advice:
                    "in observer mode, return a RestoreHandler from getRestoreHandler() and restore yourself: onRestoreStarted and onRestoreSuccess no longer come",
                events: [String(EventName.restoreStarted.family)], capability: .restoreResolver),
            .webNavigationCallback: GateFacts(
                summary: "onFinishWebPaymentNavigation tells the app the web paywall opened, or failed to (without the product)",
                code:
                    "listeners/AdaptyUiEventListener.kt declares onFinishWebPaymentNavigation(product: AdaptyPaywallProduct?, error: AdaptyError?, context); PaywallViewModel calls (product, null) when the web paywall opened, (null, error) when it failed",
                after: Callback.onFinishWebPaymentNavigation.rawValue,
                advice: "override onFinishWebPaymentNavigation; on a failure the product is null, so keep the product you sent",
                events: [webFinished],
                capability: .webNavigation, observes: [webFinished]),
            .openURLPresentation: GateFacts(
                summary: "the default link opening goes through the SDK's browser launcher with the button's presentation",
                code:
                    "listeners/AdaptyUiDefaultEventListener.kt: onActionPerformed's Action.OpenUrl goes through the SDK's BrowserLauncher with action.presentation",
                after: Callback.onActionPerformed.rawValue,
                advice: "links the default opens honour the button's presentation (in-app browser or external)",
                // The link the default opens is the SDK's action, no callback: the family, as the iOS gate names it.
                events: [EventName.action.rawValue, "link"]),
            .flowListener: GateFacts(
                summary:
                    "AdaptyFlowEventListener: onFlowShown, onFlowClosed and onError replace onPaywallShown, onPaywallClosed and onRenderingError",
                code:
                    "listeners/AdaptyFlowEventListener.kt replaces AdaptyUiEventListener: onFlowShown(context), onFlowClosed(), onError(error, context); the flow's effects reach it through internal/store/ListenerEffectHandler.kt",
                before: Callback.onPaywallShown.rawValue, after: Callback.onFlowShown.rawValue,
                others: [Callback.onPaywallClosed.rawValue, Callback.onFlowClosed.rawValue],
                advice:
                    "extend AdaptyFlowDefaultEventListener and rename onPaywallShown/onPaywallClosed/onRenderingError to onFlowShown/onFlowClosed/onError",
                events: [EventName.paywallShown.rawValue, EventName.paywallClosed.rawValue]),
            .backCallback: GateFacts(
                summary: "the system back asks onBackPressed, whose default consumes it: back no longer leaves the paywall",
                code:
                    "internal/ui/AdaptyFlowInternal.kt adds an OnBackPressedCallback that runs the screen's on_device_back actions, else listener.onBackPressed(context), and the host's back only when it returns false; AdaptyFlowDefaultEventListener.onBackPressed = true",
                after: Callback.onBackPressed.rawValue,
                advice: "the system back no longer closes the paywall: override onBackPressed to return false, or give the user a close button",
                events: [EventName.paywallClosed.rawValue, EventName.action.rawValue, "final"]),
            .noDismissAfterPurchase: GateFacts(
                summary: "the default onPurchaseFinished does nothing: the paywall stays after a purchase",
                code: "listeners/AdaptyFlowDefaultEventListener.kt: override fun onPurchaseFinished(…) {}", after: finished,
                advice: "close the paywall yourself in onPurchaseFinished (finish the Activity): the default no longer presses back", events: closed)
        ]
    }()
}
