import ConformKit

/// One behaviour of RevenueCatUI that arrived at an SDK version, with its source. The gates are
/// said once, here; `RevenueCatUIFeatures` reads them for a version, and `record` gives each as
/// plain data (`ModelGate`) for version-aware tools.
///
/// Sources: SDK-FACTS "RevenueCat: RevenueCatUI (5.85.0)" where it dates a callback; where it does
/// not, the first tag of RevenueCat/purchases-ios containing the commit that added the symbol
/// (`git log -S<symbol>` then `git tag --contains`), named in `source`.
enum RevenueCatUIGate: String, Sendable, Hashable, CaseIterable {
    /// `paywallViewControllerWasDismissed(_:)` exists (UIKit).
    case wasDismissed
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
    /// Paywalls V2 (component paywalls, `ButtonComponentView`) exist.
    case componentPaywalls
    /// `.onPurchaseInitiated { package, resume in … }` exists (SwiftUI).
    case purchaseGateModifier
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

    /// The first version with the behaviour, through `surface`.
    func since(on surface: RevenueCatUISurface) -> SDKVersion {
        switch self {
        case .wasDismissed: return SDKVersion(4, 31, 5)
        case .cancelCallback: return SDKVersion(4, 32, 0)
        case .failureCallbacks: return SDKVersion(4, 34, 0)
        case .purchaseStartCallback: return SDKVersion(4, 35, 0)
        case .packageAndRestoreStart: return SDKVersion(4, 37, 0)
        case .requestedDismissal: return SDKVersion(4, 39, 0)
        case .componentPaywalls: return SDKVersion(5, 7, 0)
        case .purchaseGateModifier: return SDKVersion(5, 47, 0)
        case .purchaseGateDelegate: return SDKVersion(5, 59, 0)
        case .restoreGate: return SDKVersion(5, 67, 0)
        case .dismissAfterCompletion: return SDKVersion(5, 69, 0)
        case .repeatedCancels: return SDKVersion(5, 74, 0)
        case .webCheckout: return SDKVersion(5, 82, 0)
        case .didOpenURL: return SDKVersion(5, 83, 0)
        }
    }

    /// The surface the gate is about, when only one has it.
    var surface: RevenueCatUISurface? {
        switch self {
        case .wasDismissed, .purchaseGateDelegate: return .uikit
        case .requestedDismissal, .purchaseGateModifier: return .swiftui
        default: return nil
        }
    }

    /// Where the fact comes from.
    var source: String {
        switch self {
        case .wasDismissed: return "SDK-FACTS (RevenueCatUI, Callbacks): `WasDismissed` (since 4.31.5)"
        case .cancelCallback: return "SDK-FACTS (RevenueCatUI, Callbacks): `DidCancelPurchase` (since 4.32.0)"
        case .failureCallbacks: return "purchases-ios history: didFailPurchasingWith, onPurchaseFailure first in tag 4.34.0"
        case .purchaseStartCallback: return "purchases-ios history: paywallViewControllerDidStartPurchase, onPurchaseStarted first in tag 4.35.0"
        case .packageAndRestoreStart: return "purchases-ios history: didStartPurchaseWith, paywallViewControllerDidStartRestore, onRestoreStarted first in tag 4.37.0"
        case .requestedDismissal: return "purchases-ios history: onRequestedDismissal first in tag 4.39.0"
        case .componentPaywalls: return "purchases-ios history: ButtonComponentView (Paywalls V2) first in tag 5.7.0"
        case .purchaseGateModifier: return "purchases-ios history: onPurchaseInitiated first in tag 5.47.0"
        case .purchaseGateDelegate: return "SDK-FACTS (RevenueCatUI, Callbacks): `didInitiatePurchaseWith package, resume` (5.59.0)"
        case .restoreGate: return "SDK-FACTS (RevenueCatUI, Callbacks): `didInitiateRestoreWith resume`; purchases-ios history: first in tag 5.67.0"
        case .dismissAfterCompletion: return "SDK-FACTS (RevenueCatUI, Purchase success 4): `dismissAfterPurchaseCompletionCallbacks`, since 5.69.0; before, the dismissal could race ahead (commit 24ca240)"
        case .repeatedCancels: return "SDK-FACTS (RevenueCatUI, Cancel 2): repeated cancels each fire (`consecutiveCancellationRequestID`); purchases-ios history: first in tag 5.74.0 (#6826)"
        case .webCheckout: return "SDK-FACTS (RevenueCatUI, Callbacks): `DidOpenWebCheckout`; purchases-ios history: first in tag 5.82.0"
        case .didOpenURL: return "SDK-FACTS (RevenueCatUI, Callbacks): `didOpenURL` (5.83.0)"
        }
    }

    /// What changes for an app upgrading past the gate.
    var change: String {
        switch self {
        case .wasDismissed: return "the delegate hears of the dismissal (paywall.closed through paywallViewControllerWasDismissed)"
        case .cancelCallback: return "a cancelled purchase is reported (purchase.cancelled); before, a cancel was silent"
        case .failureCallbacks: return "failed purchases and restores are reported (purchase.failed, restore.failed)"
        case .purchaseStartCallback: return "the start of a purchase is reported (purchase.started)"
        case .packageAndRestoreStart: return "the start reports the package too, and restores report their start (restore.started)"
        case .requestedDismissal: return "SwiftUI apps can take over the dismissal with .onRequestedDismissal"
        case .componentPaywalls: return "V2 component paywalls: the restore button reports at once, without the V1 footer's alert"
        case .purchaseGateModifier: return "SwiftUI apps can hold a purchase before it starts (action.cta, resume(Bool))"
        case .purchaseGateDelegate: return "UIKit apps can hold a purchase before it starts (action.cta, resume(Bool))"
        case .restoreGate: return "apps can hold a restore before it starts (action restore, resume(Bool))"
        case .dismissAfterCompletion: return "after a purchase the paywall is dismissed after the completion callbacks, not racing ahead of them"
        case .repeatedCancels: return "a second cancel in a row is reported again"
        case .webCheckout: return "opening web checkout is reported (web.purchase.started)"
        case .didOpenURL: return "links the paywall opens are reported (link.opened)"
        }
    }

    /// The gate as plain data.
    var record: ModelGate {
        let since = surface.map { self.since(on: $0) } ?? self.since(on: .uikit)
        return ModelGate(model: RevenueCatUIAdapters.family, name: rawValue, since: since, source: source, change: change)
    }
}
