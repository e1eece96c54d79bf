import ConformKit

/// One change of Qonversion No-Codes that arrived at a released version of
/// qonversion/qonversion-ios-sdk, with its tag, commit and kind (its row of `QonversionGateTable.swift`:
/// a commit of the behaviour ledger, `QonversionLedgerData`, whose verdict names the gate; `BehaviourLedgerTests` and
/// `ci/surfaces/verify-gates.py` check them) and everything a migration report reads. Behaviour
/// gates change what the model does from their version on; surface gates are the app-facing
/// declarations `QonversionSurfaceTests` holds to the surface at every released tag.
enum QonversionGate: String, Sendable, Hashable, CaseIterable {
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

    /// Where the fact comes from: the code read at the tag, and the tag and commit.
    var source: String {
        let code: String
        switch self {
        case .purchaseDelegate:
            code =
                "Sources/NoCodes/Delegate.swift declares `protocol NoCodesPurchaseDelegate` (purchase(product:) and restore(), async throws); NoCodesErrorType gains `clientError`"
        case .purchaseResultIgnored:
            code =
                "NoCodesViewController.handle(purchaseAction:) awaits `Qonversion.shared().purchase(product, options:)`, which no longer throws, and calls finishAndClose whatever its result"
        case .purchaseOutcome:
            code =
                "NoCodesViewController.handle(purchaseAction:): `if result.isSuccessful { finishAndClose } else { delegate.noCodesFailedToExecute(action:error: result.error) }`"
        case .successEvent:
            code =
                "NoCodesViewController.sendSuccessEvent: `delegate.noCodesFinishedExecuting(action:)`, then the screen gets `successEvent` and runs the builder's success action; finishAndClose is gone from purchase and restore"
        case .promoCodeAction: code = "Sources/NoCodes/Entities/NoCodesAction.swift: `case redeemPromoCode`"
        case .screenAnalyticsAction: code = "Sources/NoCodes/Entities/NoCodesAction.swift: `case screenAnalytics`, left out of noCodesStartsExecuting"
        case .customLoadingView:
            code =
                "Sources/NoCodes/Delegate.swift: NoCodesScreenCustomizationDelegate gains `noCodesCustomLoadingView() -> NoCodesLoadingView?`, with a default"
        case .contextAction: code = "Sources/NoCodes/Entities/NoCodesAction.swift: `case getContext`, left out of noCodesStartsExecuting"
        case .customVariablesDelegate:
            code = "Sources/NoCodes/Delegate.swift declares `protocol NoCodesCustomVariablesDelegate: AnyObject` (customVariables(for:))"
        case .purchaseLoaderAction:
            code = "Sources/NoCodes/Entities/NoCodesAction.swift: `case purchaseLoaderPresent`, left out of noCodesStartsExecuting"
        case .customAction:
            return
                "SDK-FACTS (Qonversion No-Codes 6.13.1), Callbacks: \"noCodesReceivedCustomAction(value)\"; NoCodesDelegate first declares it at 6.13.0 (Sources/NoCodes/Delegate.swift); \(origin.reading)"
        }
        return "\(code); \(origin.reading)"
    }

    /// One line on what changed.
    var summary: String {
        switch self {
        case .purchaseDelegate:
            return "an app may perform purchases and restores itself (NoCodesPurchaseDelegate); its errors reach the delegate as clientError"
        case .purchaseResultIgnored:
            return "the purchase result is ignored: a cancel, pending or failed purchase finishes executing and closes the screen as a success does"
        case .purchaseOutcome: return "a cancel, pending or failed purchase fails to execute (noCodesFailedToExecute) and the screen stays"
        case .successEvent:
            return
                "a successful purchase or restore no longer closes the screen: the builder's success action decides (on_purchase_success, on_restore_success)"
        case .promoCodeAction: return "NoCodesActionType gains redeemPromoCode: the promo-code button's action"
        case .screenAnalyticsAction: return "NoCodesActionType gains screenAnalytics, which the delegate never receives"
        case .customLoadingView: return "the screen customization delegate may supply its own loading view (noCodesCustomLoadingView)"
        case .contextAction: return "NoCodesActionType gains getContext, which the delegate never receives"
        case .customVariablesDelegate: return "an app may supply custom variables to screens (NoCodesCustomVariablesDelegate)"
        case .purchaseLoaderAction: return "NoCodesActionType gains purchaseLoaderPresent, which the delegate never receives"
        case .customAction: return "custom buttons reach the app (noCodesReceivedCustomAction, in one action event with the execution callbacks)"
        }
    }

    /// The public declarations the gate adds at its tag, keyed as `SurfaceRelease.facts` keys them.
    var declares: Set<String> {
        switch self {
        case .purchaseDelegate:
            return ["purchase-delegate (protocol)", "purchase-delegate purchase(product:)", "purchase-delegate restore()", "error-types clientError"]
        case .purchaseResultIgnored, .purchaseOutcome, .successEvent: return []
        case .promoCodeAction: return ["action-types redeemPromoCode"]
        case .screenAnalyticsAction: return ["action-types screenAnalytics"]
        case .customLoadingView: return ["customization noCodesCustomLoadingView()"]
        case .contextAction: return ["action-types getContext"]
        case .customVariablesDelegate: return ["variables-delegate (protocol)", "variables-delegate customVariables(for:)"]
        case .purchaseLoaderAction: return ["action-types purchaseLoaderPresent"]
        case .customAction: return ["delegate " + QonversionCallback.noCodesReceivedCustomAction.native, "action-types custom"]
        }
    }

    /// The callbacks of a purchase and a restore, the methods the behaviour gates are about.
    private static let finished = QonversionCallback.noCodesFinishedExecuting.native
    private static let failed = QonversionCallback.noCodesFailedToExecute.native

    /// The gate as a value a migration report reads.
    var versionGate: VersionGate {
        /// This gate with what every case states: its kind, the app's methods, advice, events, introductions.
        let purchase = [EventName.purchaseCompleted.rawValue, EventName.purchaseFailed.rawValue, EventName.paywallClosed.rawValue, "final"]
        let enumCase = "add the case to every exhaustive switch over NoCodesActionType"
        let neverSent = enumCase + " (the delegate never receives it)"
        let finished = QonversionCallback.noCodesFinished.native
        switch self {
        case .purchaseDelegate:
            return migrationGate(
                after: "NoCodesPurchaseDelegate",
                advice: "set a NoCodesPurchaseDelegate only to perform purchases yourself; its thrown errors arrive as NoCodesError.clientError")
        case .purchaseResultIgnored:
            return migrationGate(
                before: Self.failed, after: Self.finished, others: [finished],
                advice: "a noCodesFinishedExecuting(.purchase) no longer means the purchase succeeded: check the entitlements before unlocking",
                events: purchase)
        case .purchaseOutcome:
            return migrationGate(
                before: Self.finished, after: Self.failed, others: [finished],
                advice: "handle cancels and failures in noCodesFailedToExecute (a cancel's error is nil); the screen stays open after them",
                events: purchase)
        case .successEvent:
            return migrationGate(
                before: finished, others: [Self.finished],
                advice:
                    "a successful purchase or restore leaves the screen up unless the builder's success action closes it; close it yourself or configure the action",
                events: purchase + [EventName.restoreCompleted.rawValue, EventName.action.rawValue],
                introduces: [QonversionOptions.purchaseSuccessKey, QonversionOptions.restoreSuccessKey])
        case .promoCodeAction: return migrationGate(after: "NoCodesActionType.redeemPromoCode", advice: enumCase)
        case .screenAnalyticsAction: return migrationGate(after: "NoCodesActionType.screenAnalytics", advice: neverSent)
        case .customLoadingView:
            return migrationGate(
                after: "noCodesCustomLoadingView()",
                advice: "implement noCodesCustomLoadingView() to replace the skeleton while a screen loads")
        case .contextAction: return migrationGate(after: "NoCodesActionType.getContext", advice: neverSent)
        case .customVariablesDelegate:
            return migrationGate(after: "customVariables(for:)", advice: "set a NoCodesCustomVariablesDelegate to give screens their variables")
        case .purchaseLoaderAction: return migrationGate(after: "NoCodesActionType.purchaseLoaderPresent", advice: neverSent)
        case .customAction:
            return migrationGate(
                after: QonversionCallback.noCodesReceivedCustomAction.native,
                advice: "implement noCodesReceivedCustomAction(value:) to act on the builder's custom buttons", events: [EventName.action.rawValue],
                introduces: [Capability.customAction.rawValue, QonversionCallback.noCodesReceivedCustomAction.rawValue])
        }
    }
}
