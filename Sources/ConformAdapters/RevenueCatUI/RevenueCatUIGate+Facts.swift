import ConformKit

/// What each gate tells a migration report, one row of `facts` each: what changed, the citation
/// behind it, what the app's code must do; and the app's methods before and after on each surface.
extension RevenueCatUIGate: FactualGate {
    /// Every gate's facts, one row each (`FactualGate`); its app methods depend on the surface
    /// (`methods(on:)`). A row without events declares what the model does not present or run; one
    /// without declarations is behaviour only (and the first tag's, `wasDismissed`, is the baseline).
    static let facts: [Self: GateFacts] = {
        // Where SDK-FACTS reads RevenueCatUI.
        let sdkFacts = "SDK-FACTS, \"RevenueCat: RevenueCatUI (5.85.0)\""
        return [
            .wasDismissed: GateFacts(
                summary: "the delegate hears of the dismissal (paywall.closed through paywallViewControllerWasDismissed)",
                code: "\(sdkFacts), Callbacks: \"WasDismissed (since 4.31.5)\"",
                advice: "implement it to learn that the paywall went away, whoever dismissed it",
                events: [EventName.paywallClosed.rawValue],
                introduces: [RevenueCatUICallback.paywallViewControllerWasDismissed.rawValue]),
            .sizeChange: GateFacts(
                summary: "paywallViewController(_:didChangeSizeTo:) reports the footer paywall's size (layout, no paywall event)",
                code:
                    "PaywallViewControllerDelegate.paywallViewController(_:didChangeSizeTo:) first exists at 4.31.8 (RevenueCatUI/UIKit/PaywallViewController.swift)",
                advice: "implement it only for a footer paywall whose height the app lays out",
                declares: ["delegate paywallViewController(_:didChangeSizeTo:)"]),
            .cancelCallback: GateFacts(
                summary: "a cancelled purchase is reported (purchase.cancelled); before, a cancel was silent",
                code: "\(sdkFacts), Callbacks: \"DidCancelPurchase (since 4.32.0)\"",
                advice: "implement it if the app reacts to a cancel; before, nothing told the app",
                events: [EventName.purchaseCancelled.rawValue],
                introduces: [RevenueCatUICallback.onPurchaseCancelled.rawValue],
                declares: [
                    "delegate paywallViewControllerDidCancelPurchase(_:)", "swiftui onPurchaseCancelled(_:)", "present-if-needed purchaseCancelled"
                ]),
            .failureCallbacks: GateFacts(
                summary: "failed purchases and restores are reported (purchase.failed, restore.failed)",
                code: "\(sdkFacts), Callbacks: \"didFailPurchasingWith NSError\", \"didFailRestoringWith\"",
                advice: "implement them to learn of failures; the SDK still shows its own error alert",
                events: [EventName.purchaseFailed.rawValue, EventName.restoreFailed.rawValue],
                introduces: [RevenueCatUICallback.onPurchaseFailure.rawValue, RevenueCatUICallback.onRestoreFailure.rawValue],
                declares: [
                    "delegate paywallViewController(_:didFailPurchasingWith:)", "delegate paywallViewController(_:didFailRestoringWith:)",
                    "swiftui onPurchaseFailure(_:)", "swiftui onRestoreFailure(_:)", "present-if-needed purchaseFailure",
                    "present-if-needed restoreFailure", "footer purchaseFailure", "footer restoreFailure"
                ]),
            .restoreAfterAlert: GateFacts(
                summary:
                    "a V1 footer's restore that found purchases reports restore.completed after the user's OK on its alert; before, at once, with the alert after it",
                code:
                    "\(sdkFacts), Restore: \"didFinishRestoringWith fires only after the user taps OK (Views/FooterView.swift)\"; at 4.33.0 Purchasing/PurchaseHandler.swift's restorePurchases() set restoredCustomerInfo itself before the footer showed its alert",
                advice: "do not read the restore's completion as the moment it finished: on a V1 footer it now waits for the alert's OK",
                events: [EventName.restoreCompleted.rawValue, String(EventName.alertShown.family)]),
            .restoreNothingSilent: GateFacts(
                summary: "a restore that found nothing is no longer reported; before, restore.completed fired with entitlement=none",
                code:
                    "at 4.33.0 Purchasing/PurchaseHandler.swift's restorePurchases() set restoredCustomerInfo whatever the result; from 4.34.0 only the footer's alert OK calls setRestored, after a restore that found something",
                advice: "do not wait for a completion callback after a restore that found nothing: until 5.49.3 none comes",
                events: [EventName.restoreCompleted.rawValue]),
            .purchaseStartCallback: GateFacts(
                summary: "the start of a purchase is reported (purchase.started)",
                code: "\(sdkFacts), Callbacks: \"DidStartPurchase\"",
                advice: "implement it if the app shows progress while a purchase runs",
                events: [EventName.purchaseStarted.rawValue],
                introduces: [RevenueCatUICallback.onPurchaseStarted.rawValue],
                declares: [
                    "delegate paywallViewControllerDidStartPurchase(_:)", "swiftui onPurchaseStarted(_:)", "present-if-needed purchaseStarted",
                    "footer purchaseStarted"
                ]),
            .packageAndRestoreStart: GateFacts(
                summary: "the start reports the package too, and restores report their start (restore.started)",
                code: "\(sdkFacts), Callbacks: \"didStartPurchaseWith package\", \"DidStartRestore\"",
                advice: "take the package in the start callback if the app needs it; implement the restore start for progress",
                events: [EventName.restoreStarted.rawValue, EventName.purchaseStarted.rawValue],
                introduces: [RevenueCatUICallback.onRestoreStarted.rawValue],
                declares: [
                    "delegate paywallViewController(_:didStartPurchaseWith:)", "delegate paywallViewControllerDidStartRestore(_:)",
                    "swiftui onPurchaseStarted(_:)", "swiftui onRestoreStarted(_:)", "present-if-needed purchaseStarted",
                    "present-if-needed restoreStarted", "footer purchaseStarted", "footer restoreStarted"
                ]),
            .requestedDismissal: GateFacts(
                summary: "SwiftUI apps can take over the dismissal with .onRequestedDismissal",
                code: "\(sdkFacts), Close: \"Close button → onRequestedDismissal\"",
                advice: "dismiss the paywall yourself in .onRequestedDismissal, or leave it out to let the view dismiss itself",
                events: [EventName.paywallClosed.rawValue, "final"],
                introduces: [RevenueCatUICallback.onRequestedDismissal.rawValue],
                declares: ["swiftui onRequestedDismissal(_:)"]),
            .presentIfNeededRestoreStart: GateFacts(
                summary:
                    ".presentPaywallIfNeeded(requiredEntitlementIdentifier:) reports the restore's start (restore.started); from 4.37.0 it dropped its restoreStarted closure",
                code:
                    "at 5.3.0 View+PresentPaywall.swift's presentPaywallIfNeeded(requiredEntitlementIdentifier:…restoreStarted:…) does not pass restoreStarted on to the shouldDisplay overload; 5.3.1 passes it",
                advice:
                    "before 5.3.1 do not rely on restoreStarted of presentPaywallIfNeeded(requiredEntitlementIdentifier:); use the shouldDisplay overload",
                events: [EventName.restoreStarted.rawValue]),
            .loadErrorRequestedDismissal: GateFacts(
                summary: "the OK on a failed load's alert goes to .onRequestedDismissal; before, the view dismissed itself",
                code:
                    "\(sdkFacts), Load failure: \"tapping OK triggers requested dismissal\"; at 5.4.0 PaywallView.swift shows the error with displayError(_:dismissOnClose: true), whose OK calls the view's dismiss()",
                advice: "dismiss the paywall in .onRequestedDismissal also after a failed load: the view no longer does it for you",
                events: [EventName.paywallClosed.rawValue]),
            .componentPaywalls: GateFacts(
                summary:
                    "V2 component paywalls reach apps (PAYWALL_COMPONENTS removed): the restore button reports at once, without the V1 footer's alert",
                code:
                    "\(sdkFacts), Restore: \"V2 component button: didFinishRestoringWith fires immediately (Templates/V2/Components/Button/ButtonComponentView.swift)\"; from 5.7.0 to 5.15.1 PaywallView.swift and ButtonComponentView.swift put V2 under #if PAYWALL_COMPONENTS, which no app build sets",
                advice: "do not wait for the restore alert's OK on a V2 paywall: the completion arrives at once",
                events: [EventName.restoreCompleted.rawValue, EventName.restoreFailed.rawValue, String(EventName.alertShown.family)],
                introduces: ["option \(RevenueCatUIOptions.paywallKey): v2"]),
            .componentCallbacks: GateFacts(
                summary: "a V2 paywall reports its purchases and restores (started, completed, cancelled, failed); at 5.16.x it reported none",
                code:
                    "at 5.16.x RevenueCatUI/PaywallView.swift sets the PurchaseHandler preference keys (PurchasedResultPreferenceKey, RestoredCustomerInfoPreferenceKey, …) on the V1 LoadedOfferingPaywallView only, and PaywallsV2View sets none; 5.17.0 adds them to PaywallsV2View",
                advice: "on 5.16.x do not rely on any purchase or restore callback of a V2 paywall; from 5.17.0 they fire as on V1",
                events: [
                    EventName.purchaseStarted, .purchaseCompleted, .purchaseCancelled, .purchaseFailed, .restoreStarted, .restoreCompleted,
                    .restoreFailed
                ].map(\.rawValue)),
            .componentRestoreCompletes: GateFacts(
                summary: "a V2 paywall's restore that found purchases is reported (restore.completed)",
                code:
                    "at 5.17.0 Templates/V2/Components/Button/ButtonComponentView.swift restores without calling purchaseHandler.setRestored, so RestoredCustomerInfoPreferenceKey never changes",
                advice: "on 5.17.x do not wait for a V2 restore's completion callback; from 5.18.0 it fires",
                events: [EventName.restoreCompleted.rawValue]),
            .restoreNothingCompletes: GateFacts(
                summary:
                    "a restore that found nothing is reported (restore.completed, entitlement=none); a V1 footer's failed restore no longer shows the error alert",
                code:
                    "\(sdkFacts), Restore: \"Nothing to restore: didFinishRestoringWith still fires, with success=false\", \"the V1 footer only logs\"; at 5.49.2 ButtonComponentView.swift and Views/FooterView.swift call setRestored only when success, and the footer's restore error reaches AsyncButton's displayError",
                advice: "check the restored CustomerInfo in the completion callback: it now also fires when nothing was restored",
                events: [EventName.restoreCompleted.rawValue, String(EventName.alertShown.family)]),
            .purchaseGateModifier: GateFacts(
                summary: "SwiftUI apps can hold a purchase before it starts (action.cta, resume(Bool))",
                code: "\(sdkFacts), SwiftUI modifiers: \"onPurchaseInitiated\"",
                advice: "call resume(true) to go on with the purchase, resume(false) to hold it",
                events: [EventName.actionCTA.rawValue, EventName.purchaseStarted.rawValue],
                introduces: [RevenueCatUICallback.onPurchaseInitiated.rawValue],
                declares: ["swiftui onPurchaseInitiated(_:)"]),
            .offerCodeGate: GateFacts(
                summary: "SwiftUI apps can hold an offer-code redemption before it starts (resume(Bool))",
                code: "View.onOfferCodeRedemptionInitiated first exists at 5.47.0 (RevenueCatUI/View+PurchaseRestoreCompleted.swift)",
                advice: "call resume(true) to go on with the redemption, resume(false) to hold it",
                declares: ["swiftui onOfferCodeRedemptionInitiated(_:)"]),
            .exitOffer: GateFacts(
                summary: "the delegate is told before an exit offer is presented instead of the dismissal",
                code: "\(sdkFacts), Callbacks: \"willPresentExitOfferController\"",
                advice: "implement it to learn that an exit offer replaces the dismissal",
                declares: ["delegate paywallViewController(_:willPresentExitOfferController:)"]),
            .purchaseGateDelegate: GateFacts(
                summary: "UIKit apps can hold a purchase before it starts (action.cta, resume(Bool))",
                code: "\(sdkFacts), Callbacks: \"didInitiatePurchaseWith package, resume (5.59.0)\"",
                advice: "call resume(true) to go on with the purchase, resume(false) to hold it",
                events: [EventName.actionCTA.rawValue, EventName.purchaseStarted.rawValue],
                introduces: [RevenueCatUICallback.onPurchaseInitiated.rawValue],
                declares: ["delegate paywallViewController(_:didInitiatePurchaseWith:resume:)"]),
            .restoreGate: GateFacts(
                summary: "apps can hold a restore before it starts (action restore, resume(Bool))",
                code: "\(sdkFacts), Callbacks: \"didInitiateRestoreWith resume\"",
                advice: "call resume(true) to go on with the restore, resume(false) to hold it",
                events: [EventName.action.rawValue, EventName.restoreStarted.rawValue],
                introduces: [RevenueCatUICallback.onRestoreInitiated.rawValue],
                declares: ["delegate paywallViewController(_:didInitiateRestoreWith:)", "swiftui onRestoreInitiated(_:)"]),
            .repeatedCancelsDropped: GateFacts(
                summary: "a second cancel in a row is no longer reported (purchase.cancelled once)",
                code:
                    "at 5.63.0 PaywallView.swift sets PurchasedResultPreferenceKey from sessionPurchaseResult, which Purchasing/PurchaseHandler.swift's performPurchase does not clear as a purchase starts (at 5.62.0: purchaseResult, set to nil first)",
                advice: "from 5.63.0 to 5.73.x count on one cancel callback for two cancels in a row",
                events: [EventName.purchaseCancelled.rawValue]),
            .dismissAfterCompletion: GateFacts(
                summary: "after a purchase the paywall is dismissed after the completion callbacks, not racing ahead of them",
                code:
                    "\(sdkFacts), Purchase success 4: \"dismissAfterPurchaseCompletionCallbacks, since 5.69.0 … Before 5.69 the dismissal could race ahead of the completion callbacks (commit 24ca240)\"",
                advice: "read the purchase in the completion callbacks: the dismissal now follows them, on the next main-queue turn",
                events: [EventName.purchaseCompleted.rawValue, EventName.paywallClosed.rawValue]),
            .repeatedCancels: GateFacts(
                summary: "a second cancel in a row is reported again",
                code: "\(sdkFacts), Cancel 2: \"Repeated cancels each fire (consecutiveCancellationRequestID)\"",
                advice: "count on a cancel callback for every cancel, also the second in a row",
                events: [EventName.purchaseCancelled.rawValue]),
            .webCheckout: GateFacts(
                summary: "opening web checkout is reported (web.purchase.started)",
                code: "\(sdkFacts), Callbacks: \"DidOpenWebCheckout\"",
                advice: "implement it if the paywall offers web checkout",
                events: [EventName.webPurchaseStarted.rawValue],
                introduces: [Capability.webPurchase.rawValue, RevenueCatUICallback.onWebCheckoutOpened.rawValue],
                declares: [
                    "delegate paywallViewControllerDidOpenWebCheckout(_:)", "swiftui onWebCheckoutOpened(_:)", "present-if-needed webCheckoutOpened",
                    "present-paywall webCheckoutOpened"
                ]),
            .didOpenURL: GateFacts(
                summary: "links the paywall opens are reported (link.opened)",
                code: "\(sdkFacts), Callbacks: \"didOpenURL (5.83.0)\"",
                advice: "implement it to learn of links the paywall opened",
                events: [EventName.linkOpened.rawValue],
                introduces: [RevenueCatUICallback.onURLOpened.rawValue],
                declares: [
                    "delegate paywallViewController(_:didOpenURL:)", "swiftui onURLOpened(_:)", "present-if-needed urlOpened",
                    "present-paywall urlOpened"
                ]),
            .footerCancel: GateFacts(
                summary: ".paywallFooter takes a purchaseCancelled: closure, as .presentPaywallIfNeeded has since 4.32.0",
                code:
                    "View.paywallFooter(…) first takes purchaseCancelled: at 4.37.0 (RevenueCatUI/View+PresentPaywallFooter.swift; the footer section of ci/surfaces/extract-revenuecatui.py)",
                advice: "pass purchaseCancelled: to .paywallFooter if the app reacts to a footer's cancel",
                declares: ["footer purchaseCancelled"]),
            .dismissRequestedHandler: GateFacts(
                summary:
                    "UIKit apps can take over the close button's dismissal (dismissRequestedHandler:); without it the controller dismisses itself",
                code:
                    "PaywallViewController's and PaywallFooterViewController's initialisers first take dismissRequestedHandler: at 4.39.0 (RevenueCatUI/UIKit/PaywallViewController.swift: \"If this is not set, the paywall will close itself automatically\")",
                advice: "pass dismissRequestedHandler: and dismiss the controller in it to decide when the paywall goes",
                declares: ["controller-init dismissRequestedHandler", "footer-controller-init dismissRequestedHandler"]),
            .tierChange: GateFacts(
                summary: ".onPaywallTierChange reports the tier a multi-tier footer paywall shows",
                code:
                    "View.onPaywallTierChange(_:) and PaywallTierChangeHandler first exist at 5.0.0 (RevenueCatUI/View+PresentPaywallFooter.swift: \"Useful when creating custom paywalls using .paywallFooter\")",
                advice: "implement it to follow the tier a multi-tier footer paywall shows",
                declares: ["footer onPaywallTierChange(_:)"]),
            .customPurchaseLogic: GateFacts(
                summary:
                    "SwiftUI paywalls can run the app's own purchase and restore code (performPurchase, performRestore) when purchasesAreCompletedBy is .myApp",
                code:
                    "PaywallView.init(…performPurchase:performRestore:) and the myAppPurchaseLogic: of .presentPaywallIfNeeded and .paywallFooter first exist at 5.1.0 (RevenueCatUI/PaywallView.swift, View+PresentPaywall.swift, View+PresentPaywallFooter.swift)",
                advice: "pass performPurchase and performRestore if the app completes its own purchases (purchasesAreCompletedBy .myApp)",
                declares: [
                    "paywall-view performPurchase", "paywall-view performRestore", "present-if-needed myAppPurchaseLogic", "footer myAppPurchaseLogic"
                ]),
            .webRedemption: GateFacts(
                summary: ".onWebPurchaseRedemptionAttempt reports the result of redeeming a web purchase link",
                code: "View.onWebPurchaseRedemptionAttempt(perform:) first exists at 5.11.0 (RevenueCatUI/View+OnRedeemWebPurchaseAttempt.swift)",
                advice: "implement it where the app opens web purchase redemption links",
                declares: ["web-redemption onWebPurchaseRedemptionAttempt(perform:)"]),
            .customPurchaseLogicUIKit: GateFacts(
                summary:
                    "UIKit paywalls can run the app's own purchase and restore code (performPurchase, performRestore) when purchasesAreCompletedBy is .myApp",
                code:
                    "PaywallViewController's and PaywallFooterViewController's initialisers first take performPurchase: and performRestore: at 5.49.3 (RevenueCatUI/UIKit/PaywallViewController.swift)",
                advice: "pass performPurchase and performRestore if the app completes its own purchases (purchasesAreCompletedBy .myApp)",
                declares: [
                    "controller-init performPurchase", "controller-init performRestore", "footer-controller-init performPurchase",
                    "footer-controller-init performRestore"
                ]),
            .presentPaywall: GateFacts(
                summary: ".presentPaywall(offering:) presents a paywall with the closures of .presentPaywallIfNeeded, whatever the entitlements",
                code:
                    "View.presentPaywall(…) first exists at 5.52.0 (RevenueCatUI/View+PresentPaywall.swift), with the closures of presentPaywallIfNeeded",
                advice: "use .presentPaywall(offering:) to present a paywall without the entitlement check of .presentPaywallIfNeeded",
                declares: Set(
                    [
                        "myAppPurchaseLogic", "purchaseStarted", "purchaseCompleted", "purchaseCancelled", "restoreStarted", "restoreCompleted",
                        "purchaseFailure", "restoreFailure", "onDismiss"
                    ].map { "present-paywall " + $0 })),
            .purchaseHandlerObject: GateFacts(
                summary: "Objective-C apps can hand the paywall a PaywallPurchaseHandler that performs purchases and restores itself",
                code:
                    "@objc protocol PaywallPurchaseHandler (performPurchase(for:completion:), performRestore(completion:)) and the initialisers' purchaseHandler: first exist at 5.67.0 (RevenueCatUI/UIKit/PaywallViewController.swift)",
                advice: "implement PaywallPurchaseHandler if an Objective-C app completes its own purchases",
                declares: [
                    "controller-init purchaseHandler", "footer-controller-init purchaseHandler", "purchase-handler (protocol)",
                    "purchase-handler performPurchase(for:completion:)", "purchase-handler performRestore(completion:)"
                ])

        ]
    }()

    /// The app's method the gate is about, before and after it, on `surface`.
    func methods(on surface: RevenueCatUISurface) -> (before: String?, after: String?) {
        let features = RevenueCatUIFeatures(version: since, surface: surface)
        func native(_ callback: RevenueCatUICallback) -> String? {
            surface == .swiftui ? ".\(callback.rawValue)" : callback.natives(features).first
        }
        switch self {
        case .wasDismissed: return (nil, native(.paywallViewControllerWasDismissed))
        case .sizeChange: return (nil, "paywallViewController(_:didChangeSizeTo:)")
        case .cancelCallback: return (nil, native(.onPurchaseCancelled))
        case .failureCallbacks: return (nil, native(.onPurchaseFailure))
        case .restoreAfterAlert, .restoreNothingSilent: return (native(.onRestoreCompleted), native(.onRestoreCompleted))
        case .presentIfNeededRestoreStart: return (nil, ".presentPaywallIfNeeded(restoreStarted:)")
        case .loadErrorRequestedDismissal: return (RevenueCatUINative.dismissAction, native(.onRequestedDismissal))
        case .repeatedCancelsDropped: return (native(.onPurchaseCancelled), native(.onPurchaseCancelled))
        case .purchaseStartCallback: return (nil, native(.onPurchaseStarted))
        case .packageAndRestoreStart: return (nil, native(.onRestoreStarted))
        case .requestedDismissal: return (nil, native(.onRequestedDismissal))
        case .componentPaywalls, .restoreNothingCompletes, .componentRestoreCompletes:
            return (native(.onRestoreCompleted), native(.onRestoreCompleted))
        case .componentCallbacks: return (native(.onPurchaseCompleted), native(.onPurchaseCompleted))
        case .purchaseGateModifier, .purchaseGateDelegate: return (nil, native(.onPurchaseInitiated))
        case .offerCodeGate: return (nil, ".onOfferCodeRedemptionInitiated")
        case .exitOffer: return (nil, "paywallViewController(_:willPresentExitOfferController:)")
        case .restoreGate: return (nil, native(.onRestoreInitiated))
        case .dismissAfterCompletion: return (native(.onPurchaseCompleted), native(.onPurchaseCompleted))
        case .repeatedCancels: return (native(.onPurchaseCancelled), native(.onPurchaseCancelled))
        case .webCheckout: return (nil, native(.onWebCheckoutOpened))
        case .didOpenURL: return (nil, native(.onURLOpened))
        case .footerCancel: return (nil, ".paywallFooter(purchaseCancelled:)")
        case .dismissRequestedHandler: return (nil, "PaywallViewController(dismissRequestedHandler:)")
        case .tierChange: return (nil, ".onPaywallTierChange")
        case .customPurchaseLogic: return (nil, "PaywallView(performPurchase:performRestore:)")
        case .webRedemption: return (nil, ".onWebPurchaseRedemptionAttempt")
        case .customPurchaseLogicUIKit: return (nil, "PaywallViewController(performPurchase:performRestore:)")
        case .presentPaywall: return (nil, ".presentPaywall(offering:)")
        case .purchaseHandlerObject: return (nil, "PaywallPurchaseHandler.performPurchase(for:completion:)")
        }
    }

    /// The app's other methods the gate concerns, on `surface`.
    func otherMethods(on surface: RevenueCatUISurface) -> [String] {
        let features = RevenueCatUIFeatures(version: since, surface: surface)
        func natives(_ callback: RevenueCatUICallback) -> [String] {
            surface == .swiftui ? [".\(callback.rawValue)"] : callback.natives(features)
        }
        switch self {
        case .failureCallbacks: return natives(.onRestoreFailure)
        case .purchaseHandlerObject: return ["PaywallPurchaseHandler.performRestore(completion:)"]
        case .packageAndRestoreStart: return surface == .uikit ? ["paywallViewController(_:didStartPurchaseWith:)"] : natives(.onPurchaseStarted)
        case .dismissAfterCompletion:
            return Array(natives(.onPurchaseCompleted).dropFirst()) + (surface == .uikit ? natives(.paywallViewControllerWasDismissed) : [])
        default: return []
        }
    }

    /// The gate as a value a migration report reads, with the methods of `surface`: a gate of one
    /// surface is a variant's (`swiftui`) or, for UIKit, a version gate only UIKit chains see.
    func versionGate(on surface: RevenueCatUISurface) -> VersionGate {
        let (before, after) = methods(on: surface)
        return migrationGate(
            variant: self.surface == .swiftui ? RevenueCatUISurface.swiftui.rawValue : nil, before: before, after: after,
            others: otherMethods(on: surface), advice: advice, events: events, introduces: introduced)
    }
}
