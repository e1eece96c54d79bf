import ConformKit

/// One change of Qonversion No-Codes that arrived at a released version of
/// qonversion/qonversion-ios-sdk, with its tag, commit and kind (its row of `QonversionGateTable.swift`:
/// a commit of the behaviour ledger, `QonversionLedgerData`, whose verdict names the gate; `BehaviourLedgerTests` and
/// `ci/surfaces/verify-gates.py` check them) and everything a migration report reads. Behaviour
/// gates change what the model does from their version on; surface gates are the app-facing
/// declarations `QonversionSurfaceTests` holds to the surface at every released tag.
enum QonversionGate: String, Sendable, Hashable, CaseIterable, RowGate {
    /// 6.1.0: `NoCodesPurchaseDelegate`, an app's own purchases and restores, and `NoCodesErrorType.clientError`.
    case purchaseDelegate = "purchase-delegate"
    /// 6.2.0: `handle(purchaseAction:)` ignores the purchase result: every outcome finishes and closes.
    case purchaseResultIgnored = "purchase-result-ignored"
    /// 6.3.1: the result is read again: a cancel, pending or failure fails to execute and the screen stays.
    case purchaseOutcome = "purchase-outcome"
    /// 6.5.0: after a successful purchase or restore the SDK sends the screen a success event and
    /// closes nothing itself: the builder's success action decides.
    case successEvent = "success-event"
    /// 6.6.0: `NoCodesActionType.redeemPromoCode`.
    case promoCodeAction = "promo-code-action"
    /// 6.7.0: `NoCodesActionType.screenAnalytics`, which never reaches the delegate.
    case screenAnalyticsAction = "screen-analytics-action"
    /// 6.9.0: `NoCodesScreenCustomizationDelegate.noCodesCustomLoadingView()`.
    case customLoadingView = "custom-loading-view"
    /// 6.9.0: `NoCodesActionType.getContext`, which never reaches the delegate.
    case contextAction = "context-action"
    /// 6.11.0: `NoCodesCustomVariablesDelegate`.
    case customVariablesDelegate = "custom-variables-delegate"
    /// 6.13.0: `NoCodesActionType.purchaseLoaderPresent`, which never reaches the delegate.
    case purchaseLoaderAction = "purchase-loader-action"
    /// 6.13.0: custom actions: `NoCodesActionType.custom` and `noCodesReceivedCustomAction(value:)`.
    case customAction = "custom-action"

    /// Every gate's facts, one row each (`FactualGate`).
    static let facts: [Self: GateFacts] = {
        let purchase = [EventName.purchaseCompleted.rawValue, EventName.purchaseFailed.rawValue, EventName.paywallClosed.rawValue, "final"]
        let enumCase = "add the case to every exhaustive switch over NoCodesActionType"
        let neverSent = enumCase + " (the delegate never receives it)"
        let (finished, failed) = (QonversionCallback.noCodesFinishedExecuting.native, QonversionCallback.noCodesFailedToExecute.native)
        let closed = QonversionCallback.noCodesFinished.native, custom = QonversionCallback.noCodesReceivedCustomAction
        let actions = "Sources/NoCodes/Entities/NoCodesAction.swift: `case "
        return [
            .purchaseDelegate: GateFacts(
                summary: "an app may perform purchases and restores itself (NoCodesPurchaseDelegate); its errors reach the delegate as clientError",
                code:
                    "Sources/NoCodes/Delegate.swift declares `protocol NoCodesPurchaseDelegate` (purchase(product:) and restore(), async throws); NoCodesErrorType gains `clientError`",
                after: "NoCodesPurchaseDelegate",
                advice: "set a NoCodesPurchaseDelegate only to perform purchases yourself; its thrown errors arrive as NoCodesError.clientError",
                declares: [
                    "purchase-delegate (protocol)", "purchase-delegate purchase(product:)", "purchase-delegate restore()", "error-types clientError"
                ]),
            .purchaseResultIgnored: GateFacts(
                summary:
                    "the purchase result is ignored: a cancel, pending or failed purchase finishes executing and closes the screen as a success does",
                code:
                    "NoCodesViewController.handle(purchaseAction:) awaits `Qonversion.shared().purchase(product, options:)`, which no longer throws, and calls finishAndClose whatever its result",
                before: failed, after: finished, others: [closed],
                advice: "a noCodesFinishedExecuting(.purchase) no longer means the purchase succeeded: check the entitlements before unlocking",
                events: purchase),
            .purchaseOutcome: GateFacts(
                summary: "a cancel, pending or failed purchase fails to execute (noCodesFailedToExecute) and the screen stays",
                code:
                    "NoCodesViewController.handle(purchaseAction:): `if result.isSuccessful { finishAndClose } else { delegate.noCodesFailedToExecute(action:error: result.error) }`",
                before: finished, after: failed, others: [closed],
                advice: "handle cancels and failures in noCodesFailedToExecute (a cancel's error is nil); the screen stays open after them",
                events: purchase),
            .successEvent: GateFacts(
                summary:
                    "a successful purchase or restore no longer closes the screen: the builder's success action decides (on_purchase_success, on_restore_success)",
                code:
                    "NoCodesViewController.sendSuccessEvent: `delegate.noCodesFinishedExecuting(action:)`, then the screen gets `successEvent` and runs the builder's success action; finishAndClose is gone from purchase and restore",
                before: closed, others: [finished],
                advice:
                    "a successful purchase or restore leaves the screen up unless the builder's success action closes it; close it yourself or configure the action",
                events: purchase + [EventName.restoreCompleted.rawValue, EventName.action.rawValue],
                introduces: [QonversionOptions.purchaseSuccessKey, QonversionOptions.restoreSuccessKey]),
            .promoCodeAction: GateFacts(
                summary: "NoCodesActionType gains redeemPromoCode: the promo-code button's action", code: actions + "redeemPromoCode`",
                after: "NoCodesActionType.redeemPromoCode", advice: enumCase, declares: ["action-types redeemPromoCode"]),
            .screenAnalyticsAction: GateFacts(
                summary: "NoCodesActionType gains screenAnalytics, which the delegate never receives",
                code: actions + "screenAnalytics`, left out of noCodesStartsExecuting", after: "NoCodesActionType.screenAnalytics", advice: neverSent,
                declares: ["action-types screenAnalytics"]),
            .customLoadingView: GateFacts(
                summary: "the screen customization delegate may supply its own loading view (noCodesCustomLoadingView)",
                code:
                    "Sources/NoCodes/Delegate.swift: NoCodesScreenCustomizationDelegate gains `noCodesCustomLoadingView() -> NoCodesLoadingView?`, with a default",
                after: "noCodesCustomLoadingView()", advice: "implement noCodesCustomLoadingView() to replace the skeleton while a screen loads",
                declares: ["customization noCodesCustomLoadingView()"]),
            .contextAction: GateFacts(
                summary: "NoCodesActionType gains getContext, which the delegate never receives",
                code: actions + "getContext`, left out of noCodesStartsExecuting", after: "NoCodesActionType.getContext", advice: neverSent,
                declares: ["action-types getContext"]),
            .customVariablesDelegate: GateFacts(
                summary: "an app may supply custom variables to screens (NoCodesCustomVariablesDelegate)",
                code: "Sources/NoCodes/Delegate.swift declares `protocol NoCodesCustomVariablesDelegate: AnyObject` (customVariables(for:))",
                after: "customVariables(for:)", advice: "set a NoCodesCustomVariablesDelegate to give screens their variables",
                declares: ["variables-delegate (protocol)", "variables-delegate customVariables(for:)"]),
            .purchaseLoaderAction: GateFacts(
                summary: "NoCodesActionType gains purchaseLoaderPresent, which the delegate never receives",
                code: actions + "purchaseLoaderPresent`, left out of noCodesStartsExecuting", after: "NoCodesActionType.purchaseLoaderPresent",
                advice: neverSent, declares: ["action-types purchaseLoaderPresent"]),
            .customAction: GateFacts(
                summary: "custom buttons reach the app (noCodesReceivedCustomAction, in one action event with the execution callbacks)",
                code:
                    "SDK-FACTS (Qonversion No-Codes 6.13.1), Callbacks: \"noCodesReceivedCustomAction(value)\"; NoCodesDelegate first declares it at 6.13.0 (Sources/NoCodes/Delegate.swift)",
                after: custom.native, advice: "implement noCodesReceivedCustomAction(value:) to act on the builder's custom buttons",
                events: [EventName.action.rawValue], introduces: [Capability.customAction.rawValue, custom.rawValue],
                declares: ["delegate " + custom.native, "action-types custom"])
        ]
    }()
}
