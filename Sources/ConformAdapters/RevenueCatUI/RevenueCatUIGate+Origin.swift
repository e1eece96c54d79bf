import ConformKit

/// Where each gate comes from in RevenueCat/purchases-ios's history: the released tag it first
/// shipped in and the commit that introduced it (`git log -S<symbol> <previous tag>..<tag> --
/// RevenueCatUI`; `ci/surfaces/verify-gates.py` checks that the commit first ships in the tag), and
/// the public declarations it adds, as `SurfaceRelease.facts` keys them.
extension RevenueCatUIGate {
    /// The repository every RevenueCatUI tag is in.
    static let repository = "RevenueCat/purchases-ios"

    /// The gate's tag and commit.
    var origin: GateOrigin {
        switch self {
        case .wasDismissed:
            return GateOrigin(
                repository: Self.repository, tag: "4.31.5", commit: "61a38d3a643211fa97e0ed57ff1ef2e2921ce5ca",
                subject: "Paywalls: Add dismissal method in `PaywallViewControllerDelegate` (#3493)")
        case .sizeChange:
            return GateOrigin(
                repository: Self.repository, tag: "4.31.8", commit: "280964f9b510e4034e5e228207aeb7fc8523012d",
                subject: "`Paywalls`: new `PaywallViewControllerDelegate.paywallViewController(_:didChangeSizeTo:)` (#3563)")
        case .cancelCallback:
            return GateOrigin(
                repository: Self.repository, tag: "4.32.0", commit: "0098ee8fe0bd343834b5f1d67e39595f8994fb6c",
                subject: "`Paywalls`: new `.onPurchaseCancelled` and `paywallViewControllerDidCancelPurchase:` (#3578)")
        case .failureCallbacks:
            return GateOrigin(
                repository: Self.repository, tag: "4.34.0", commit: "fc566cd850fd108a2ce740ecd2abcd6961130904",
                subject: "`Paywalls`: new `.onPurchaseFailure` and `.onRestoreFailure` modifiers (#3622)")
        case .restoreAfterAlert, .restoreNothingSilent:
            return GateOrigin(
                repository: Self.repository, tag: "4.34.0", commit: "9d1772a85f1ed21d8c6fa3fa21e9209a515b74e3",
                subject: "`Paywalls`: `.onRestoreCompleted` is invoked after the restore dialog is dismissed (#3620)")
        case .presentIfNeededRestoreStart:
            return GateOrigin(
                repository: Self.repository, tag: "5.3.1", commit: "c6a826ff8c686241483f2b82bc4ed5de6b4557b4",
                subject:
                    "[Paywall] Fix restoreStarted not being called on `presentPaywallIfNeeded` when using `requiredEntitlementIdentifier` (#4223)")
        case .loadErrorRequestedDismissal:
            return GateOrigin(
                repository: Self.repository, tag: "5.5.0", commit: "c4d50d31957e96c0d01dbda5c43e129338220ca5",
                subject: "Adds an onDismiss callback to ErrorDisplay. (#4312)")
        case .repeatedCancelsDropped:
            return GateOrigin(
                repository: Self.repository, tag: "5.63.0", commit: "07d4adc31c442eec1528b346058336d8ad327a44",
                subject: "Fix presentPaywall returning PURCHASED without actual purchase in PurchasesAreCompletedBy.myApp (#6442)")
        case .purchaseStartCallback:
            return GateOrigin(
                repository: Self.repository, tag: "4.35.0", commit: "4735b6b466b38136c22682a3e83e7661ec6298a2",
                subject: "`Paywalls`: new `.onPurchaseStarted` modifier (#3627)")
        case .packageAndRestoreStart:
            return GateOrigin(
                repository: Self.repository, tag: "4.37.0", commit: "b7ecce223f652a5d22ec693a1f747ab13563311e",
                subject: "`Paywalls`: new `.onRestoreStarted` modifier (#3694)")
        case .requestedDismissal:
            return GateOrigin(
                repository: Self.repository, tag: "4.39.0", commit: "8bc8a013dc48b28daa5544db56b6fcad6d638c22",
                subject: "PaywallViewController: option to not automatically dismiss and add `onRequestedDismissal`  (#3738)")
        case .componentPaywalls:
            return GateOrigin(
                repository: Self.repository, tag: "5.16.0", commit: "3d86d7dbbbe7ca1122f79a40b6b08af075bc5130",
                subject: "[Paywalls V2] Remove/replace `PAYWALL_COMPONENTS` compiler flag and fix OS/platform compile issues (#4727)")
        case .componentCallbacks:
            return GateOrigin(
                repository: Self.repository, tag: "5.17.0", commit: "2cd562173628285814e78fbc1695d70a42839262",
                subject: "Hooks up purchase handler preference keys for Paywalls V2 (#4780)")
        case .componentRestoreCompletes:
            return GateOrigin(
                repository: Self.repository, tag: "5.18.0", commit: "55d21a9042bc8073395928ac1c5890e35af949f4",
                subject: "fix onRestoreComplete callback not being called (#4803)")
        case .restoreNothingCompletes:
            return GateOrigin(
                repository: Self.repository, tag: "5.49.3", commit: "17efbf69ce67b8b778178979648cfd5d4bc8995e",
                subject: "fix: Call onRestoreCompleted if there are no subscriptions / non subscriptions (#5813)")
        case .purchaseGateModifier, .offerCodeGate:
            return GateOrigin(
                repository: Self.repository, tag: "5.47.0", commit: "f28851da906ffb3c8e51a44084968a24da81946c",
                subject: "Add a delay hook for a purchase flow (#5690)")
        case .exitOffer:
            return GateOrigin(
                repository: Self.repository, tag: "5.54.0", commit: "bfef4d94f4b175a5e8b7b48aa7911bcc2b916b7a",
                subject: "Add exit offer support to PaywallViewController for hybrid SDKs (#6003)")
        case .purchaseGateDelegate:
            return GateOrigin(
                repository: Self.repository, tag: "5.59.0", commit: "452ca659f4a2cb3d17315ef73014efdb5d491639",
                subject: "Add onPurchaseInitiated delegate method to PaywallViewController (#6257)")
        case .restoreGate:
            return GateOrigin(
                repository: Self.repository, tag: "5.67.0", commit: "a29b707bafbee9dc7b85dfd6ec990c02893f33a8",
                subject: "Feat: Restore gating in paywalls UI (#6392)")
        case .dismissAfterCompletion:
            return GateOrigin(
                repository: Self.repository, tag: "5.69.0", commit: "24ca24037d6e39d38884f74614989bde5ee8bb6e",
                subject: "Defer paywall dismissal after purchase callbacks (#6621)")
        case .repeatedCancels:
            return GateOrigin(
                repository: Self.repository, tag: "5.74.0", commit: "60a3c37c4679e22c6f96457e6ca38e6e449d511e",
                subject: "Fix: repeated paywall purchase cancellations not triggering callbacks (#6826)")
        case .webCheckout:
            return GateOrigin(
                repository: Self.repository, tag: "5.82.0", commit: "360293533c3fc5ccb00564ace98da28fe3af32aa",
                subject: "Add onWebCheckoutOpened to paywall listener surfaces (#7260)")
        case .footerCancel:
            return GateOrigin(
                repository: Self.repository, tag: "4.37.0", commit: "909b491fc95955cd383e8bcc48d9b1c4e8c56ce9",
                subject: "`Paywalls`: Add `purchaseCancelled` parameter to `paywallFooter` modifier (#3692)")
        case .dismissRequestedHandler:
            return GateOrigin(
                repository: Self.repository, tag: "4.39.0", commit: "8bc8a013dc48b28daa5544db56b6fcad6d638c22",
                subject: "PaywallViewController: option to not automatically dismiss and add `onRequestedDismissal`  (#3738)")
        case .tierChange:
            return GateOrigin(
                repository: Self.repository, tag: "5.0.0", commit: "2bcd0ce3287c391a292825228666d3147074b16c",
                subject: "5.0.0 changes: support SK2 by default")
        case .customPurchaseLogic:
            return GateOrigin(
                repository: Self.repository, tag: "5.1.0", commit: "41d354145183a282b2b34683d83ef1c608b3ecaf",
                subject: "Paywalls with custom purchase and restore logic handlers (#3973)")
        case .webRedemption:
            return GateOrigin(
                repository: Self.repository, tag: "5.11.0", commit: "d3aa9768dff32f1702d33ba9f365002a7c19fbee",
                subject: "Add new view modifier to redeem web purchases (#4446)")
        case .customPurchaseLogicUIKit:
            return GateOrigin(
                repository: Self.repository, tag: "5.49.3", commit: "fee69a1e931dbfa16dc36b7bc9d3e62cedd66f8b",
                subject: "Add custom purchase and restore logic handlers to UIKit paywalls (#5902)")
        case .presentPaywall:
            return GateOrigin(
                repository: Self.repository, tag: "5.52.0", commit: "c22bdf12b6dbd76d27f56bbafe396c97b14af823",
                subject: "Add exit offers support for paywalls (#5944)")
        case .purchaseHandlerObject:
            return GateOrigin(
                repository: Self.repository, tag: "5.67.0", commit: "20b204c8fb3226357629065bc608d4593309270c",
                subject: "Adds ObjC inits for Paywalls-only in UIKit (#6507)")
        case .didOpenURL:
            return GateOrigin(
                repository: Self.repository, tag: "5.83.0", commit: "8720c34c7627c39bfb63a6f7900b4ac8f9e0ce21",
                subject: "feat: add onURLOpened to paywall listener surfaces (#7320)")
        }
    }

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
