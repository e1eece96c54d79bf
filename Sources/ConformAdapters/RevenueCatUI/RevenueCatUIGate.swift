import ConformKit

/// One behaviour of RevenueCatUI that arrived at a released version of RevenueCat/purchases-ios. The
/// gates are said once, here; `RevenueCatUIFeatures` reads them for a version, `RevenueCatUIFamily`
/// gives each as a `VersionGate` (`RevenueCatUIGate+Facts.swift`: one row of facts a gate). Each gate's tag and commit are its row of `RevenueCatUIGateTable.swift`, read from the
/// repository's history; `RevenueCatUISurfaceTests` holds them to the surface at every released tag.
enum RevenueCatUIGate: String, Sendable, Hashable, CaseIterable {
    /// `paywallViewControllerWasDismissed(_:)` exists (UIKit).
    case wasDismissed = "was-dismissed"
    /// `paywallViewController(_:didChangeSizeTo:)` exists (UIKit): a layout callback the model never fires.
    case sizeChange = "size-change"
    /// `paywallViewControllerDidCancelPurchase(_:)` / `.onPurchaseCancelled` exist.
    case cancelCallback = "cancel-callback"
    /// `didFailPurchasingWith` / `didFailRestoringWith` and `.onPurchaseFailure` / `.onRestoreFailure` exist.
    case failureCallbacks = "failure-callbacks"
    /// The V1 footer's restore that found purchases reports `didFinishRestoringWith` after the user's OK
    /// on its alert (4.34.0, `9d1772a85f`); before, `restorePurchases()` set the restored `CustomerInfo`
    /// itself, so the completion came at once and the alert after it.
    case restoreAfterAlert = "restore-after-alert"
    /// A restore that found nothing reports nothing (4.34.0, `9d1772a85f`): before, `restorePurchases()`
    /// set the restored `CustomerInfo` whatever the result, so the completion fired with `success=false`.
    /// 5.49.3 (`17efbf69ce`, `restoreNothingCompletes`) reports it again.
    case restoreNothingSilent = "restore-nothing-silent"
    /// `paywallViewControllerDidStartPurchase(_:)` / `.onPurchaseStarted` exist.
    case purchaseStartCallback = "purchase-start"
    /// `paywallViewController(_:didStartPurchaseWith:)` and `paywallViewControllerDidStartRestore(_:)` / `.onRestoreStarted` exist.
    case packageAndRestoreStart = "package-and-restore-start"
    /// `.onRequestedDismissal` exists (SwiftUI): the app is asked instead of the view dismissing itself.
    case requestedDismissal = "requested-dismissal"
    /// `.presentPaywallIfNeeded(requiredEntitlementIdentifier:…)` calls its `restoreStarted` closure
    /// (5.3.1, `c6a826ff8c`): from 4.37.0 to 5.3.0 that overload did not pass it on (the `shouldDisplay`
    /// overload did). The model's `present: {mode: auto}` is the `requiredEntitlementIdentifier` overload.
    case presentIfNeededRestoreStart = "present-if-needed-restore-start"
    /// The OK on a failed load's error alert goes to `.onRequestedDismissal` when the app set one (5.5.0,
    /// `c4d50d3195`); before, `ErrorDisplay` called the view's own `dismiss()` (`dismissOnClose`).
    case loadErrorRequestedDismissal = "load-error-requested-dismissal"
    /// Paywalls V2 (component paywalls, `ButtonComponentView`) reach apps: from 5.7.0 to 5.15.x they sat
    /// under `#if PAYWALL_COMPONENTS`, a flag no app build sets; 5.16.0 (`3d86d7dbbb`) removed it.
    case componentPaywalls = "component-paywalls"
    /// A V2 paywall's purchase and restore callbacks reach the app (5.17.0, `2cd5621736`): at 5.16.x
    /// `PaywallsV2View` set none of the `PurchaseHandler` preference keys the modifiers read.
    case componentCallbacks = "component-callbacks"
    /// A V2 restore that found purchases reports `didFinishRestoringWith` (5.18.0, `55d21a9042`): before,
    /// `ButtonComponentView` never called `setRestored`.
    case componentRestoreCompletes = "component-restore-completes"
    /// A restore that found nothing reports `didFinishRestoringWith` / `.onRestoreCompleted`, and the V1
    /// footer's failed restore only logs (5.49.3, `17efbf69ce`); before, from 4.34.0 (`restoreNothingSilent`),
    /// nothing was reported, and the footer's `AsyncButton` showed its error alert.
    case restoreNothingCompletes = "restore-nothing-completes"
    /// `.onPurchaseInitiated { package, resume in … }` exists (SwiftUI).
    case purchaseGateModifier = "purchase-gate-modifier"
    /// `.onOfferCodeRedemptionInitiated { resume in … }` exists (SwiftUI): offer codes, which the model does not redeem.
    case offerCodeGate = "offer-code-gate"
    /// `paywallViewController(_:willPresentExitOfferController:)` exists (UIKit): exit offers, which the model does not show.
    case exitOffer = "exit-offer"
    /// `paywallViewController(_:didInitiatePurchaseWith:resume:)` exists (UIKit).
    case purchaseGateDelegate = "purchase-gate-delegate"
    /// `didInitiateRestoreWith resume` / `.onRestoreInitiated` exist.
    case restoreGate = "restore-gate"
    /// A second cancel in a row is no longer reported (5.63.0, `07d4adc31c`): the purchase preference
    /// reads `sessionPurchaseResult`, which a purchase's start does not clear, so two equal cancels leave
    /// it unchanged; before, it read `purchaseResult`, set to nil as each purchase starts.
    case repeatedCancelsDropped = "repeated-cancels-dropped"
    /// The auto-dismissal after a purchase waits for the completion callbacks (`dismissAfterPurchaseCompletionCallbacks`).
    case dismissAfterCompletion = "dismiss-after-completion"
    /// A second consecutive cancel fires its callback again (`consecutiveCancellationRequestID`).
    case repeatedCancels = "repeated-cancels"
    /// `paywallViewControllerDidOpenWebCheckout(_:)` / `.onWebCheckoutOpened` exist.
    case webCheckout = "web-checkout"
    /// `paywallViewController(_:didOpenURL:)` / `.onURLOpened` exist.
    case didOpenURL = "did-open-url"
    /// `.paywallFooter(purchaseCancelled:)` exists (SwiftUI): the footer modes, which the model does not present.
    case footerCancel = "footer-cancel"
    /// `PaywallViewController(dismissRequestedHandler:)` exists (UIKit): the app takes over the close
    /// button's dismissal, which the model does not offer on UIKit.
    case dismissRequestedHandler = "dismiss-requested-handler"
    /// `.onPaywallTierChange` exists (SwiftUI): multi-tier footer paywalls, which the model does not show.
    case tierChange = "tier-change"
    /// `PaywallView(performPurchase:performRestore:)` and the `myAppPurchaseLogic:` of
    /// `.presentPaywallIfNeeded` / `.paywallFooter` exist (SwiftUI): the app's own purchase code under
    /// `purchasesAreCompletedBy: .myApp`, which the model does not run.
    case customPurchaseLogic = "custom-purchase-logic"
    /// `.onWebPurchaseRedemptionAttempt` exists (SwiftUI): redeeming a web purchase link, outside the paywall.
    case webRedemption = "web-redemption"
    /// `PaywallViewController(performPurchase:performRestore:)` exists (UIKit): the app's own purchase
    /// code under `.myApp`, which the model does not run.
    case customPurchaseLogicUIKit = "custom-purchase-logic-uikit"
    /// `.presentPaywall(offering:…)` exists (SwiftUI): a presenter with the closures of
    /// `.presentPaywallIfNeeded`, which the model does not present.
    case presentPaywall = "present-paywall"
    /// `PaywallPurchaseHandler` and `PaywallViewController(purchaseHandler:)` exist (UIKit, Objective-C):
    /// an object the app implements to perform purchases itself, which the model does not run.
    case purchaseHandlerObject = "purchase-handler-object"

    /// The surface the gate is about, when only one has it.
    var surface: RevenueCatUISurface? {
        switch self {
        case .wasDismissed, .purchaseGateDelegate, .sizeChange, .exitOffer, .dismissRequestedHandler, .customPurchaseLogicUIKit,
            .purchaseHandlerObject:
            return .uikit
        case .requestedDismissal, .purchaseGateModifier, .offerCodeGate, .presentIfNeededRestoreStart, .loadErrorRequestedDismissal,
            .footerCancel, .tierChange, .customPurchaseLogic, .webRedemption, .presentPaywall:
            return .swiftui
        default: return nil
        }
    }

}
