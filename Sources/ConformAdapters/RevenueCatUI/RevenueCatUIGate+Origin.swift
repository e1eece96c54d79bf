import ConformKit

/// The public declarations each gate adds, as `SurfaceRelease.facts` keys them; the tag and commit it
/// comes from are its row of the gate table (`RevenueCatUIGateTable.swift`, read against the behaviour
/// ledger; `ci/surfaces/verify-gates.py` checks the rows against the repository).
extension RevenueCatUIGate {
    /// The public declarations the gate adds or retypes at its tag, keyed as `SurfaceRelease.facts`
    /// keys them (`delegate <selector>`, `swiftui <modifier>`, `present-if-needed <closure label>`).
    /// Every change between two neighbouring released tags is one gate's.
    var declares: Set<String> {
        switch self {
        case .wasDismissed:
            // The first modelled tag: its surface is the baseline, nothing changes "at" it.
            return []
        case .sizeChange: return ["delegate paywallViewController(_:didChangeSizeTo:)"]
        case .cancelCallback:
            return ["delegate paywallViewControllerDidCancelPurchase(_:)", "swiftui onPurchaseCancelled(_:)", "present-if-needed purchaseCancelled"]
        case .failureCallbacks:
            return [
                "delegate paywallViewController(_:didFailPurchasingWith:)", "delegate paywallViewController(_:didFailRestoringWith:)",
                "swiftui onPurchaseFailure(_:)", "swiftui onRestoreFailure(_:)",
                "present-if-needed purchaseFailure", "present-if-needed restoreFailure", "footer purchaseFailure", "footer restoreFailure"
            ]
        case .purchaseStartCallback:
            return [
                "delegate paywallViewControllerDidStartPurchase(_:)", "swiftui onPurchaseStarted(_:)", "present-if-needed purchaseStarted",
                "footer purchaseStarted"
            ]
        case .packageAndRestoreStart:
            return [
                "delegate paywallViewController(_:didStartPurchaseWith:)", "delegate paywallViewControllerDidStartRestore(_:)",
                "swiftui onPurchaseStarted(_:)", "swiftui onRestoreStarted(_:)",
                "present-if-needed purchaseStarted", "present-if-needed restoreStarted", "footer purchaseStarted", "footer restoreStarted"
            ]
        case .requestedDismissal: return ["swiftui onRequestedDismissal(_:)"]
        case .purchaseGateModifier: return ["swiftui onPurchaseInitiated(_:)"]
        case .offerCodeGate: return ["swiftui onOfferCodeRedemptionInitiated(_:)"]
        case .exitOffer: return ["delegate paywallViewController(_:willPresentExitOfferController:)"]
        case .purchaseGateDelegate: return ["delegate paywallViewController(_:didInitiatePurchaseWith:resume:)"]
        case .restoreGate: return ["delegate paywallViewController(_:didInitiateRestoreWith:)", "swiftui onRestoreInitiated(_:)"]
        case .webCheckout:
            return [
                "delegate paywallViewControllerDidOpenWebCheckout(_:)", "swiftui onWebCheckoutOpened(_:)", "present-if-needed webCheckoutOpened",
                "present-paywall webCheckoutOpened"
            ]
        case .didOpenURL:
            return [
                "delegate paywallViewController(_:didOpenURL:)", "swiftui onURLOpened(_:)", "present-if-needed urlOpened", "present-paywall urlOpened"
            ]
        case .footerCancel: return ["footer purchaseCancelled"]
        case .dismissRequestedHandler: return ["controller-init dismissRequestedHandler", "footer-controller-init dismissRequestedHandler"]
        case .tierChange: return ["footer onPaywallTierChange(_:)"]
        case .customPurchaseLogic:
            return [
                "paywall-view performPurchase", "paywall-view performRestore", "present-if-needed myAppPurchaseLogic", "footer myAppPurchaseLogic"
            ]
        case .webRedemption: return ["web-redemption onWebPurchaseRedemptionAttempt(perform:)"]
        case .customPurchaseLogicUIKit:
            return [
                "controller-init performPurchase", "controller-init performRestore", "footer-controller-init performPurchase",
                "footer-controller-init performRestore"
            ]
        case .presentPaywall:
            return Set(
                [
                    "myAppPurchaseLogic", "purchaseStarted", "purchaseCompleted", "purchaseCancelled", "restoreStarted", "restoreCompleted",
                    "purchaseFailure",
                    "restoreFailure", "onDismiss"
                ].map { "present-paywall " + $0 })
        case .purchaseHandlerObject:
            return [
                "controller-init purchaseHandler", "footer-controller-init purchaseHandler", "purchase-handler (protocol)",
                "purchase-handler performPurchase(for:completion:)", "purchase-handler performRestore(completion:)"
            ]
        case .componentPaywalls, .componentCallbacks, .componentRestoreCompletes, .restoreNothingCompletes, .dismissAfterCompletion, .repeatedCancels,
            .restoreAfterAlert, .restoreNothingSilent, .presentIfNeededRestoreStart, .loadErrorRequestedDismissal, .repeatedCancelsDropped:
            // Behaviour only: no declaration changes.
            return []
        }
    }

    /// The key `SurfaceRelease.facts` gives the app's method `native` on `surface`
    /// (`delegate paywallViewController(_:didOpenURL:)`, `swiftui onURLOpened(_:)`,
    /// `present-if-needed urlOpened`); nil for a form that is no declaration of the SDK (an alert, a dismissal).
    static func declarationKey(of native: String) -> String? {
        let method = NativeForm(native).method
        if RevenueCatUIFamily.actions.contains(method) { return nil }
        if method.hasPrefix(".presentPaywallIfNeeded("), method.hasSuffix(":)") {
            return "present-if-needed " + method.dropFirst(".presentPaywallIfNeeded(".count).dropLast(2)
        }
        if method.hasPrefix(".on") { return "swiftui " + method.dropFirst() + "(_:)" }
        if method.hasPrefix("paywallViewController") { return "delegate " + method }
        return nil
    }
}
