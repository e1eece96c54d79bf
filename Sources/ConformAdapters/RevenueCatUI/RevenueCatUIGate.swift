import ConformKit

/// One behaviour of RevenueCatUI that arrived at a released version of RevenueCat/purchases-ios. The
/// gates are said once, here; `RevenueCatUIFeatures` reads them for a version, `RevenueCatUIFamily`
/// gives each as a `VersionGate` (`RevenueCatUIGate+Citation.swift`). Each gate's tag and commit are in `RevenueCatUIGate+Origin.swift`, read from the
/// repository's history; `RevenueCatUISurfaceTests` holds them to the surface at every released tag.
enum RevenueCatUIGate: String, Sendable, Hashable, CaseIterable {
    /// `paywallViewControllerWasDismissed(_:)` exists (UIKit).
    case wasDismissed
    /// `paywallViewController(_:didChangeSizeTo:)` exists (UIKit): a layout callback the model never fires.
    case sizeChange
    /// `paywallViewControllerDidCancelPurchase(_:)` / `.onPurchaseCancelled` exist.
    case cancelCallback
    /// `didFailPurchasingWith` / `didFailRestoringWith` and `.onPurchaseFailure` / `.onRestoreFailure` exist.
    case failureCallbacks
    /// `paywallViewControllerDidStartPurchase(_:)` / `.onPurchaseStarted` exist.
    case purchaseStartCallback
    /// `paywallViewController(_:didStartPurchaseWith:)` and `paywallViewControllerDidStartRestore(_:)` / `.onRestoreStarted` exist.
    case packageAndRestoreStart
    /// `.onRequestedDismissal` exists (SwiftUI): the app is asked instead of the view dismissing itself.
    case requestedDismissal
    /// Paywalls V2 (component paywalls, `ButtonComponentView`) reach apps: from 5.7.0 to 5.15.x they sat
    /// under `#if PAYWALL_COMPONENTS`, a flag no app build sets; 5.16.0 (`3d86d7dbbb`) removed it.
    case componentPaywalls
    /// A V2 paywall's purchase and restore callbacks reach the app (5.17.0, `2cd5621736`): at 5.16.x
    /// `PaywallsV2View` set none of the `PurchaseHandler` preference keys the modifiers read.
    case componentCallbacks
    /// A V2 restore that found purchases reports `didFinishRestoringWith` (5.18.0, `55d21a9042`): before,
    /// `ButtonComponentView` never called `setRestored`.
    case componentRestoreCompletes
    /// A restore that found nothing reports `didFinishRestoringWith` / `.onRestoreCompleted`, and the V1
    /// footer's failed restore only logs (5.49.3, `17efbf69ce`); before, nothing was reported and the footer's
    /// `AsyncButton` showed its error alert.
    case restoreNothingCompletes
    /// `.onPurchaseInitiated { package, resume in … }` exists (SwiftUI).
    case purchaseGateModifier
    /// `.onOfferCodeRedemptionInitiated { resume in … }` exists (SwiftUI): offer codes, which the model does not redeem.
    case offerCodeGate
    /// `paywallViewController(_:willPresentExitOfferController:)` exists (UIKit): exit offers, which the model does not show.
    case exitOffer
    /// `paywallViewController(_:didInitiatePurchaseWith:resume:)` exists (UIKit).
    case purchaseGateDelegate
    /// `didInitiateRestoreWith resume` / `.onRestoreInitiated` exist.
    case restoreGate
    /// The auto-dismissal after a purchase waits for the completion callbacks (`dismissAfterPurchaseCompletionCallbacks`).
    case dismissAfterCompletion
    /// A second consecutive cancel fires its callback again (`consecutiveCancellationRequestID`).
    case repeatedCancels
    /// `paywallViewControllerDidOpenWebCheckout(_:)` / `.onWebCheckoutOpened` exist.
    case webCheckout
    /// `paywallViewController(_:didOpenURL:)` / `.onURLOpened` exist.
    case didOpenURL

    /// The first version with the behaviour: its released tag.
    var since: SDKVersion { Self.firstVersions[self] ?? origin.version }
    /// Each gate's first version, parsed once from its origin's tag: `has` asks on every callback.
    private static let firstVersions = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.origin.version) })

    /// The surface the gate is about, when only one has it.
    var surface: RevenueCatUISurface? {
        switch self {
        case .wasDismissed, .purchaseGateDelegate, .sizeChange, .exitOffer: return .uikit
        case .requestedDismissal, .purchaseGateModifier, .offerCodeGate: return .swiftui
        default: return nil
        }
    }

}
