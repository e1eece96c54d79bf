import ConformKit

/// One callback of RevenueCatUI, named as a spec's `given.handlers` names it: the SwiftUI modifier
/// (`onPurchaseCompleted`), which the UIKit delegate forwards (SDK-FACTS: "The UIKit delegate is just
/// these modifiers forwarded"). The UIKit-only dismissal callback keeps its delegate name.
enum RevenueCatUICallback: String, Sendable, Hashable, CaseIterable, VersionedCallback {
    /// The purchase gate: `didInitiatePurchaseWith package, resume` / `.onPurchaseInitiated`.
    case onPurchaseInitiated
    /// `paywallViewControllerDidStartPurchase(_:)` + `didStartPurchaseWith` / `.onPurchaseStarted`.
    case onPurchaseStarted
    /// Both `didFinishPurchasingWith` variants / `.onPurchaseCompleted`.
    case onPurchaseCompleted
    /// `paywallViewControllerDidCancelPurchase(_:)` / `.onPurchaseCancelled`.
    case onPurchaseCancelled
    /// `didFailPurchasingWith` / `.onPurchaseFailure`.
    case onPurchaseFailure
    /// The restore gate: `didInitiateRestoreWith resume` / `.onRestoreInitiated`.
    case onRestoreInitiated
    /// `paywallViewControllerDidStartRestore(_:)` / `.onRestoreStarted`.
    case onRestoreStarted
    /// `didFinishRestoringWith` / `.onRestoreCompleted`.
    case onRestoreCompleted
    /// `didFailRestoringWith` / `.onRestoreFailure`.
    case onRestoreFailure
    /// `paywallViewControllerDidOpenWebCheckout(_:)` / `.onWebCheckoutOpened`.
    case onWebCheckoutOpened
    /// `paywallViewController(_:didOpenURL:)` / `.onURLOpened`.
    case onURLOpened
    /// `.onRequestedDismissal` (SwiftUI): the app dismisses instead of the view.
    case onRequestedDismissal
    /// `.presentPaywallIfNeeded(onDismiss:)` (SwiftUI, `present: {mode: auto}`).
    case onDismiss
    /// `paywallViewControllerWasDismissed(_:)` (UIKit).
    case paywallViewControllerWasDismissed

    /// The gate the callback needs, if any.
    var gate: RevenueCatUIGate? {
        switch self {
        case .onPurchaseInitiated: return nil
        case .onPurchaseStarted: return .purchaseStartCallback
        case .onPurchaseCompleted: return nil
        case .onPurchaseCancelled: return .cancelCallback
        case .onPurchaseFailure, .onRestoreFailure: return .failureCallbacks
        case .onRestoreInitiated: return .restoreGate
        case .onRestoreStarted: return .packageAndRestoreStart
        case .onRestoreCompleted: return nil
        case .onWebCheckoutOpened: return .webCheckout
        case .onURLOpened: return .didOpenURL
        case .onRequestedDismissal: return .requestedDismissal
        case .onDismiss: return nil
        case .paywallViewControllerWasDismissed: return .wasDismissed
        }
    }

    /// Whether the callback exists in the version and surface `features` describes.
    func exists(in features: RevenueCatUIFeatures) -> Bool {
        switch self {
        case .onPurchaseInitiated: return features.hasPurchaseGate
        case .onDismiss: return features.surface == .swiftui
        default: return gate.map(features.has) ?? true
        }
    }

    /// Whether a spec may say what it returns: the gates answer `resume(true|false)`.
    var returnsBool: Bool { self == .onPurchaseInitiated || self == .onRestoreInitiated }

    /// The native forms, in firing order, for `features`; `auto` for `.presentPaywallIfNeeded`'s closures.
    func natives(_ features: RevenueCatUIFeatures, auto: Bool = false) -> [String] {
        if features.surface == .swiftui {
            if auto || self == .onDismiss, let label = presentIfNeededLabel { return [".presentPaywallIfNeeded(\(label):)"] }
            return [".\(rawValue)"]
        }
        switch self {
        case .onPurchaseInitiated: return ["paywallViewController(_:didInitiatePurchaseWith:resume:)"]
        case .onPurchaseStarted:
            return ["paywallViewControllerDidStartPurchase(_:)"]
                + (features.has(.packageAndRestoreStart) ? ["paywallViewController(_:didStartPurchaseWith:)"] : [])
        case .onPurchaseCompleted:
            return ["paywallViewController(_:didFinishPurchasingWith:)", "paywallViewController(_:didFinishPurchasingWith:transaction:)"]
        case .onPurchaseCancelled: return ["paywallViewControllerDidCancelPurchase(_:)"]
        case .onPurchaseFailure: return ["paywallViewController(_:didFailPurchasingWith:)"]
        case .onRestoreInitiated: return ["paywallViewController(_:didInitiateRestoreWith:)"]
        case .onRestoreStarted: return ["paywallViewControllerDidStartRestore(_:)"]
        case .onRestoreCompleted: return ["paywallViewController(_:didFinishRestoringWith:)"]
        case .onRestoreFailure: return ["paywallViewController(_:didFailRestoringWith:)"]
        case .onWebCheckoutOpened: return ["paywallViewControllerDidOpenWebCheckout(_:)"]
        case .onURLOpened: return ["paywallViewController(_:didOpenURL:)"]
        case .onRequestedDismissal, .onDismiss: return []
        case .paywallViewControllerWasDismissed: return ["paywallViewControllerWasDismissed(_:)"]
        }
    }

    /// The closure label of `.presentPaywallIfNeeded(…)` that stands for the callback, if it has one.
    var presentIfNeededLabel: String? {
        switch self {
        case .onPurchaseStarted: return "purchaseStarted"
        case .onPurchaseCompleted: return "purchaseCompleted"
        case .onPurchaseCancelled: return "purchaseCancelled"
        case .onPurchaseFailure: return "purchaseFailure"
        case .onRestoreStarted: return "restoreStarted"
        case .onRestoreCompleted: return "restoreCompleted"
        case .onRestoreFailure: return "restoreFailure"
        case .onWebCheckoutOpened: return "webCheckoutOpened"
        case .onURLOpened: return "urlOpened"
        case .onDismiss: return "onDismiss"
        case .onPurchaseInitiated, .onRestoreInitiated, .onRequestedDismissal, .paywallViewControllerWasDismissed: return nil
        }
    }

    /// What a spec may say the handler does: every one is optional (`@objc optional`, or a
    /// modifier the app may leave out), none throws, the gates return a Bool.
    func signature(_ features: RevenueCatUIFeatures) -> HandlerSignature {
        let native = NativeForms.joined(natives(features)) ?? ".\(rawValue)"
        return HandlerSignature(
            name: rawValue, returns: returnsBool ? .bool : .nothing, canThrow: false, isRequired: false,
            signature: native + (returnsBool ? " → resume(Bool)" : ""))
    }
}
