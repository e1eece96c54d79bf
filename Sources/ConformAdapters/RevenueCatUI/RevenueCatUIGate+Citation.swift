import ConformKit

/// What each gate tells a migration report: the kind of change the app sees, the citation behind
/// it, the app's methods before and after on each surface, and what the app's code must do.
extension RevenueCatUIGate {
    /// Where SDK-FACTS reads RevenueCatUI.
    private static let facts = "SDK-FACTS, \"RevenueCat: RevenueCatUI (5.85.0)\""

    /// The citation: the SDK-FACTS line behind the gate, and the tag and commit it was read at.
    var source: String {
        let read = origin.reading
        switch self {
        case .wasDismissed: return "\(Self.facts), Callbacks: \"WasDismissed (since 4.31.5)\"; \(read)"
        case .sizeChange:
            return
                "PaywallViewControllerDelegate.paywallViewController(_:didChangeSizeTo:) first exists at 4.31.8 (RevenueCatUI/UIKit/PaywallViewController.swift); \(read)"
        case .cancelCallback: return "\(Self.facts), Callbacks: \"DidCancelPurchase (since 4.32.0)\"; \(read)"
        case .failureCallbacks: return "\(Self.facts), Callbacks: \"didFailPurchasingWith NSError\", \"didFailRestoringWith\"; \(read)"
        case .restoreAfterAlert:
            return
                "\(Self.facts), Restore: \"didFinishRestoringWith fires only after the user taps OK (Views/FooterView.swift)\"; at 4.33.0 Purchasing/PurchaseHandler.swift's restorePurchases() set restoredCustomerInfo itself before the footer showed its alert; \(read)"
        case .restoreNothingSilent:
            return
                "at 4.33.0 Purchasing/PurchaseHandler.swift's restorePurchases() set restoredCustomerInfo whatever the result; from 4.34.0 only the footer's alert OK calls setRestored, after a restore that found something; \(read)"
        case .presentIfNeededRestoreStart:
            return
                "at 5.3.0 View+PresentPaywall.swift's presentPaywallIfNeeded(requiredEntitlementIdentifier:…restoreStarted:…) does not pass restoreStarted on to the shouldDisplay overload; 5.3.1 passes it; \(read)"
        case .loadErrorRequestedDismissal:
            return
                "\(Self.facts), Load failure: \"tapping OK triggers requested dismissal\"; at 5.4.0 PaywallView.swift shows the error with displayError(_:dismissOnClose: true), whose OK calls the view's dismiss(); \(read)"
        case .repeatedCancelsDropped:
            return
                "at 5.63.0 PaywallView.swift sets PurchasedResultPreferenceKey from sessionPurchaseResult, which Purchasing/PurchaseHandler.swift's performPurchase does not clear as a purchase starts (at 5.62.0: purchaseResult, set to nil first); \(read)"
        case .purchaseStartCallback: return "\(Self.facts), Callbacks: \"DidStartPurchase\"; \(read)"
        case .packageAndRestoreStart: return "\(Self.facts), Callbacks: \"didStartPurchaseWith package\", \"DidStartRestore\"; \(read)"
        case .requestedDismissal: return "\(Self.facts), Close: \"Close button → onRequestedDismissal\"; \(read)"
        case .componentPaywalls:
            return
                "\(Self.facts), Restore: \"V2 component button: didFinishRestoringWith fires immediately (Templates/V2/Components/Button/ButtonComponentView.swift)\"; from 5.7.0 to 5.15.1 PaywallView.swift and ButtonComponentView.swift put V2 under #if PAYWALL_COMPONENTS, which no app build sets; \(read)"
        case .componentCallbacks:
            return
                "at 5.16.x RevenueCatUI/PaywallView.swift sets the PurchaseHandler preference keys (PurchasedResultPreferenceKey, RestoredCustomerInfoPreferenceKey, …) on the V1 LoadedOfferingPaywallView only, and PaywallsV2View sets none; 5.17.0 adds them to PaywallsV2View; \(read)"
        case .componentRestoreCompletes:
            return
                "at 5.17.0 Templates/V2/Components/Button/ButtonComponentView.swift restores without calling purchaseHandler.setRestored, so RestoredCustomerInfoPreferenceKey never changes; \(read)"
        case .restoreNothingCompletes:
            return
                "\(Self.facts), Restore: \"Nothing to restore: didFinishRestoringWith still fires, with success=false\", \"the V1 footer only logs\"; at 5.49.2 ButtonComponentView.swift and Views/FooterView.swift call setRestored only when success, and the footer's restore error reaches AsyncButton's displayError; \(read)"
        case .purchaseGateModifier: return "\(Self.facts), SwiftUI modifiers: \"onPurchaseInitiated\"; \(read)"
        case .offerCodeGate:
            return "View.onOfferCodeRedemptionInitiated first exists at 5.47.0 (RevenueCatUI/View+PurchaseRestoreCompleted.swift); \(read)"
        case .exitOffer: return "\(Self.facts), Callbacks: \"willPresentExitOfferController\"; \(read)"
        case .purchaseGateDelegate: return "\(Self.facts), Callbacks: \"didInitiatePurchaseWith package, resume (5.59.0)\"; \(read)"
        case .restoreGate: return "\(Self.facts), Callbacks: \"didInitiateRestoreWith resume\"; \(read)"
        case .dismissAfterCompletion:
            return
                "\(Self.facts), Purchase success 4: \"dismissAfterPurchaseCompletionCallbacks, since 5.69.0 … Before 5.69 the dismissal could race ahead of the completion callbacks (commit 24ca240)\"; \(read)"
        case .repeatedCancels: return "\(Self.facts), Cancel 2: \"Repeated cancels each fire (consecutiveCancellationRequestID)\"; \(read)"
        case .webCheckout: return "\(Self.facts), Callbacks: \"DidOpenWebCheckout\"; \(read)"
        case .didOpenURL: return "\(Self.facts), Callbacks: \"didOpenURL (5.83.0)\"; \(read)"
        case .footerCancel:
            return
                "View.paywallFooter(…) first takes purchaseCancelled: at 4.37.0 (RevenueCatUI/View+PresentPaywallFooter.swift; the footer section of ci/surfaces/extract-revenuecatui.py); \(read)"
        case .dismissRequestedHandler:
            return
                "PaywallViewController's and PaywallFooterViewController's initialisers first take dismissRequestedHandler: at 4.39.0 (RevenueCatUI/UIKit/PaywallViewController.swift: \"If this is not set, the paywall will close itself automatically\"); \(read)"
        case .tierChange:
            return
                "View.onPaywallTierChange(_:) and PaywallTierChangeHandler first exist at 5.0.0 (RevenueCatUI/View+PresentPaywallFooter.swift: \"Useful when creating custom paywalls using .paywallFooter\"); \(read)"
        case .customPurchaseLogic:
            return
                "PaywallView.init(…performPurchase:performRestore:) and the myAppPurchaseLogic: of .presentPaywallIfNeeded and .paywallFooter first exist at 5.1.0 (RevenueCatUI/PaywallView.swift, View+PresentPaywall.swift, View+PresentPaywallFooter.swift); \(read)"
        case .webRedemption:
            return
                "View.onWebPurchaseRedemptionAttempt(perform:) first exists at 5.11.0 (RevenueCatUI/View+OnRedeemWebPurchaseAttempt.swift); \(read)"
        case .customPurchaseLogicUIKit:
            return
                "PaywallViewController's and PaywallFooterViewController's initialisers first take performPurchase: and performRestore: at 5.49.3 (RevenueCatUI/UIKit/PaywallViewController.swift); \(read)"
        case .presentPaywall:
            return
                "View.presentPaywall(…) first exists at 5.52.0 (RevenueCatUI/View+PresentPaywall.swift), with the closures of presentPaywallIfNeeded; \(read)"
        case .purchaseHandlerObject:
            return
                "@objc protocol PaywallPurchaseHandler (performPurchase(for:completion:), performRestore(completion:)) and the initialisers' purchaseHandler: first exist at 5.67.0 (RevenueCatUI/UIKit/PaywallViewController.swift); \(read)"
        }
    }

    /// One line on what changed.
    var summary: String {
        switch self {
        case .wasDismissed: return "the delegate hears of the dismissal (paywall.closed through paywallViewControllerWasDismissed)"
        case .sizeChange: return "paywallViewController(_:didChangeSizeTo:) reports the footer paywall's size (layout, no paywall event)"
        case .cancelCallback: return "a cancelled purchase is reported (purchase.cancelled); before, a cancel was silent"
        case .failureCallbacks: return "failed purchases and restores are reported (purchase.failed, restore.failed)"
        case .restoreAfterAlert:
            return
                "a V1 footer's restore that found purchases reports restore.completed after the user's OK on its alert; before, at once, with the alert after it"
        case .restoreNothingSilent: return "a restore that found nothing is no longer reported; before, restore.completed fired with entitlement=none"
        case .presentIfNeededRestoreStart:
            return
                ".presentPaywallIfNeeded(requiredEntitlementIdentifier:) reports the restore's start (restore.started); from 4.37.0 it dropped its restoreStarted closure"
        case .loadErrorRequestedDismissal: return "the OK on a failed load's alert goes to .onRequestedDismissal; before, the view dismissed itself"
        case .repeatedCancelsDropped: return "a second cancel in a row is no longer reported (purchase.cancelled once)"
        case .purchaseStartCallback: return "the start of a purchase is reported (purchase.started)"
        case .packageAndRestoreStart: return "the start reports the package too, and restores report their start (restore.started)"
        case .requestedDismissal: return "SwiftUI apps can take over the dismissal with .onRequestedDismissal"
        case .componentPaywalls:
            return "V2 component paywalls reach apps (PAYWALL_COMPONENTS removed): the restore button reports at once, without the V1 footer's alert"
        case .componentCallbacks:
            return "a V2 paywall reports its purchases and restores (started, completed, cancelled, failed); at 5.16.x it reported none"
        case .componentRestoreCompletes: return "a V2 paywall's restore that found purchases is reported (restore.completed)"
        case .restoreNothingCompletes:
            return
                "a restore that found nothing is reported (restore.completed, entitlement=none); a V1 footer's failed restore no longer shows the error alert"
        case .purchaseGateModifier: return "SwiftUI apps can hold a purchase before it starts (action.cta, resume(Bool))"
        case .offerCodeGate: return "SwiftUI apps can hold an offer-code redemption before it starts (resume(Bool))"
        case .exitOffer: return "the delegate is told before an exit offer is presented instead of the dismissal"
        case .purchaseGateDelegate: return "UIKit apps can hold a purchase before it starts (action.cta, resume(Bool))"
        case .restoreGate: return "apps can hold a restore before it starts (action restore, resume(Bool))"
        case .dismissAfterCompletion: return "after a purchase the paywall is dismissed after the completion callbacks, not racing ahead of them"
        case .repeatedCancels: return "a second cancel in a row is reported again"
        case .webCheckout: return "opening web checkout is reported (web.purchase.started)"
        case .didOpenURL: return "links the paywall opens are reported (link.opened)"
        case .footerCancel: return ".paywallFooter takes a purchaseCancelled: closure, as .presentPaywallIfNeeded has since 4.32.0"
        case .dismissRequestedHandler:
            return "UIKit apps can take over the close button's dismissal (dismissRequestedHandler:); without it the controller dismisses itself"
        case .tierChange: return ".onPaywallTierChange reports the tier a multi-tier footer paywall shows"
        case .customPurchaseLogic:
            return
                "SwiftUI paywalls can run the app's own purchase and restore code (performPurchase, performRestore) when purchasesAreCompletedBy is .myApp"
        case .webRedemption: return ".onWebPurchaseRedemptionAttempt reports the result of redeeming a web purchase link"
        case .customPurchaseLogicUIKit:
            return
                "UIKit paywalls can run the app's own purchase and restore code (performPurchase, performRestore) when purchasesAreCompletedBy is .myApp"
        case .presentPaywall:
            return ".presentPaywall(offering:) presents a paywall with the closures of .presentPaywallIfNeeded, whatever the entitlements"
        case .purchaseHandlerObject:
            return "Objective-C apps can hand the paywall a PaywallPurchaseHandler that performs purchases and restores itself"
        }
    }

    /// What the app's code must do.
    var advice: String {
        switch self {
        case .wasDismissed: return "implement it to learn that the paywall went away, whoever dismissed it"
        case .sizeChange: return "implement it only for a footer paywall whose height the app lays out"
        case .cancelCallback: return "implement it if the app reacts to a cancel; before, nothing told the app"
        case .failureCallbacks: return "implement them to learn of failures; the SDK still shows its own error alert"
        case .restoreAfterAlert:
            return "do not read the restore's completion as the moment it finished: on a V1 footer it now waits for the alert's OK"
        case .restoreNothingSilent: return "do not wait for a completion callback after a restore that found nothing: until 5.49.3 none comes"
        case .presentIfNeededRestoreStart:
            return
                "before 5.3.1 do not rely on restoreStarted of presentPaywallIfNeeded(requiredEntitlementIdentifier:); use the shouldDisplay overload"
        case .loadErrorRequestedDismissal:
            return "dismiss the paywall in .onRequestedDismissal also after a failed load: the view no longer does it for you"
        case .repeatedCancelsDropped: return "from 5.63.0 to 5.73.x count on one cancel callback for two cancels in a row"
        case .purchaseStartCallback: return "implement it if the app shows progress while a purchase runs"
        case .packageAndRestoreStart: return "take the package in the start callback if the app needs it; implement the restore start for progress"
        case .requestedDismissal: return "dismiss the paywall yourself in .onRequestedDismissal, or leave it out to let the view dismiss itself"
        case .componentPaywalls: return "do not wait for the restore alert's OK on a V2 paywall: the completion arrives at once"
        case .componentCallbacks: return "on 5.16.x do not rely on any purchase or restore callback of a V2 paywall; from 5.17.0 they fire as on V1"
        case .componentRestoreCompletes: return "on 5.17.x do not wait for a V2 restore's completion callback; from 5.18.0 it fires"
        case .restoreNothingCompletes:
            return "check the restored CustomerInfo in the completion callback: it now also fires when nothing was restored"
        case .purchaseGateModifier, .purchaseGateDelegate: return "call resume(true) to go on with the purchase, resume(false) to hold it"
        case .offerCodeGate: return "call resume(true) to go on with the redemption, resume(false) to hold it"
        case .exitOffer: return "implement it to learn that an exit offer replaces the dismissal"
        case .restoreGate: return "call resume(true) to go on with the restore, resume(false) to hold it"
        case .dismissAfterCompletion:
            return "read the purchase in the completion callbacks: the dismissal now follows them, on the next main-queue turn"
        case .repeatedCancels: return "count on a cancel callback for every cancel, also the second in a row"
        case .webCheckout: return "implement it if the paywall offers web checkout"
        case .didOpenURL: return "implement it to learn of links the paywall opened"
        case .footerCancel: return "pass purchaseCancelled: to .paywallFooter if the app reacts to a footer's cancel"
        case .dismissRequestedHandler: return "pass dismissRequestedHandler: and dismiss the controller in it to decide when the paywall goes"
        case .tierChange: return "implement it to follow the tier a multi-tier footer paywall shows"
        case .customPurchaseLogic, .customPurchaseLogicUIKit:
            return "pass performPurchase and performRestore if the app completes its own purchases (purchasesAreCompletedBy .myApp)"
        case .webRedemption: return "implement it where the app opens web purchase redemption links"
        case .presentPaywall: return "use .presentPaywall(offering:) to present a paywall without the entitlement check of .presentPaywallIfNeeded"
        case .purchaseHandlerObject: return "implement PaywallPurchaseHandler if an Objective-C app completes its own purchases"
        }
    }

    /// The canonical event names whose differences the gate explains (`final`: the final state).
    var events: [String] {
        switch self {
        case .wasDismissed: return [EventName.paywallClosed.rawValue]
        case .sizeChange, .offerCodeGate, .exitOffer, .footerCancel, .dismissRequestedHandler, .tierChange, .customPurchaseLogic, .webRedemption,
            .customPurchaseLogicUIKit, .presentPaywall, .purchaseHandlerObject:
            // Declarations of what the model does not present or run: surface only.
            return []
        case .cancelCallback, .repeatedCancels: return [EventName.purchaseCancelled.rawValue]
        case .failureCallbacks: return [EventName.purchaseFailed.rawValue, EventName.restoreFailed.rawValue]
        case .restoreAfterAlert: return [EventName.restoreCompleted.rawValue, String(EventName.alertShown.family)]
        case .restoreNothingSilent: return [EventName.restoreCompleted.rawValue]
        case .presentIfNeededRestoreStart: return [EventName.restoreStarted.rawValue]
        case .loadErrorRequestedDismissal: return [EventName.paywallClosed.rawValue]
        case .repeatedCancelsDropped: return [EventName.purchaseCancelled.rawValue]
        case .purchaseStartCallback: return [EventName.purchaseStarted.rawValue]
        case .packageAndRestoreStart: return [EventName.restoreStarted.rawValue, EventName.purchaseStarted.rawValue]
        case .requestedDismissal: return [EventName.paywallClosed.rawValue, "final"]
        case .componentPaywalls: return [EventName.restoreCompleted.rawValue, EventName.restoreFailed.rawValue, String(EventName.alertShown.family)]
        case .restoreNothingCompletes: return [EventName.restoreCompleted.rawValue, String(EventName.alertShown.family)]
        case .componentCallbacks:
            return [
                EventName.purchaseStarted, .purchaseCompleted, .purchaseCancelled, .purchaseFailed, .restoreStarted, .restoreCompleted, .restoreFailed
            ].map(\.rawValue)
        case .componentRestoreCompletes: return [EventName.restoreCompleted.rawValue]
        case .purchaseGateModifier, .purchaseGateDelegate: return [EventName.actionCTA.rawValue, EventName.purchaseStarted.rawValue]
        case .restoreGate: return [EventName.action.rawValue, EventName.restoreStarted.rawValue]
        case .dismissAfterCompletion: return [EventName.purchaseCompleted.rawValue, EventName.paywallClosed.rawValue]
        case .webCheckout: return [EventName.webPurchaseStarted.rawValue]
        case .didOpenURL: return [EventName.linkOpened.rawValue]
        }
    }

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

    /// The host handlers that exist from the gate on.
    var introduces: [String] {
        switch self {
        case .cancelCallback: return [RevenueCatUICallback.onPurchaseCancelled.rawValue]
        case .failureCallbacks: return [RevenueCatUICallback.onPurchaseFailure.rawValue, RevenueCatUICallback.onRestoreFailure.rawValue]
        case .purchaseStartCallback: return [RevenueCatUICallback.onPurchaseStarted.rawValue]
        case .packageAndRestoreStart: return [RevenueCatUICallback.onRestoreStarted.rawValue]
        case .requestedDismissal: return [RevenueCatUICallback.onRequestedDismissal.rawValue]
        case .componentPaywalls: return ["option \(RevenueCatUIOptions.paywallKey): v2"]
        case .purchaseGateModifier, .purchaseGateDelegate: return [RevenueCatUICallback.onPurchaseInitiated.rawValue]
        case .restoreGate: return [RevenueCatUICallback.onRestoreInitiated.rawValue]
        case .webCheckout: return [Capability.webPurchase.rawValue, RevenueCatUICallback.onWebCheckoutOpened.rawValue]
        case .didOpenURL: return [RevenueCatUICallback.onURLOpened.rawValue]
        case .wasDismissed: return [RevenueCatUICallback.paywallViewControllerWasDismissed.rawValue]
        case .sizeChange, .offerCodeGate, .exitOffer, .footerCancel, .dismissRequestedHandler, .tierChange, .customPurchaseLogic, .webRedemption,
            .customPurchaseLogicUIKit, .presentPaywall, .purchaseHandlerObject, .restoreNothingCompletes, .componentCallbacks,
            .componentRestoreCompletes, .dismissAfterCompletion, .repeatedCancels,
            .restoreAfterAlert, .restoreNothingSilent, .presentIfNeededRestoreStart, .loadErrorRequestedDismissal, .repeatedCancelsDropped:
            return []
        }
    }

    /// The gate as a value a migration report reads, with the methods of `surface`: a gate of one
    /// surface is a variant's (`swiftui`) or, for UIKit, a version gate only UIKit chains see.
    func versionGate(on surface: RevenueCatUISurface) -> VersionGate {
        let (before, after) = methods(on: surface)
        return migrationGate(
            variant: self.surface == .swiftui ? RevenueCatUISurface.swiftui.rawValue : nil, before: before, after: after,
            others: otherMethods(on: surface), advice: advice, events: events, introduces: introduces)
    }
}
