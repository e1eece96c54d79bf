import ConformKit

/// One method of AdaptyUI Android's event listener a Kotlin app overrides, named as it is declared
/// (`onPurchaseFinished`): `AdaptyUiEventListener` 3.x, `AdaptyFlowEventListener` 4.x. The app
/// extends the default listener (`AdaptyUiDefaultEventListener`, `AdaptyFlowDefaultEventListener`),
/// so a method it does not override (`absent`) runs the default body the surface data holds.
enum AdaptyAndroidCallback: String, Sendable, Hashable, CaseIterable, VersionedCallback {
    /// `onPaywallShown(context)` (3.6.0 … 3.17.x).
    case onPaywallShown
    /// `onPaywallClosed()` (3.6.0 … 3.17.x).
    case onPaywallClosed
    /// `onFlowShown(context)` (4.0.0+).
    case onFlowShown
    /// `onFlowClosed()` (4.0.0+).
    case onFlowClosed
    /// `onActionPerformed(action, context)`: `Action.Close`, `Action.OpenUrl(url)`, `Action.Custom(customId)`.
    case onActionPerformed
    /// `onProductSelected(product, context)`.
    case onProductSelected
    /// `onPurchaseStarted(product, context)`.
    case onPurchaseStarted
    /// `onPurchaseSuccess(purchasedInfo, product, context)` (3.1.x).
    case onPurchaseSuccess
    /// `onPurchaseCanceled(product, context)` (3.1.x).
    case onPurchaseCanceled
    /// `onPurchaseFinished(purchaseResult, product, context)` (3.3.0+).
    case onPurchaseFinished
    /// `onPurchaseFailure(error, product, context)`.
    case onPurchaseFailure
    /// `onRestoreStarted(context)`.
    case onRestoreStarted
    /// `onRestoreSuccess(profile, context)`.
    case onRestoreSuccess
    /// `onRestoreFailure(error, context)`.
    case onRestoreFailure
    /// `onLoadingProductsFailure(error, context): Boolean`: retry in 2 s when it returns true.
    case onLoadingProductsFailure
    /// `onFinishWebPaymentNavigation(product, error, context)` (3.15.2+).
    case onFinishWebPaymentNavigation
    /// `onBackPressed(context): Boolean` (4.0.0+): true consumes the press.
    case onBackPressed

    /// Whether the listener of the version `features` describes declares the method.
    func exists(in features: AdaptyAndroidFeatures) -> Bool {
        let flow = features.has(.flowListener)
        switch self {
        case .onPaywallShown, .onPaywallClosed: return features.has(.paywallShown) && !flow
        case .onFlowShown, .onFlowClosed, .onBackPressed: return flow
        case .onPurchaseSuccess, .onPurchaseCanceled: return !features.has(.purchaseFinished)
        case .onPurchaseFinished: return features.has(.purchaseFinished)
        case .onFinishWebPaymentNavigation: return features.has(.webNavigationCallback)
        default: return true
        }
    }

    /// What a spec may say the override returns: a Bool for the two questions the SDK asks.
    var returnsBool: Bool { self == .onLoadingProductsFailure || self == .onBackPressed }

    /// The Kotlin declaration's parameters, as the surface data keys them.
    var parameters: String {
        switch self {
        case .onPaywallClosed, .onFlowClosed: return ""
        case .onPaywallShown, .onFlowShown, .onRestoreStarted, .onBackPressed: return "context"
        case .onActionPerformed: return "action, context"
        case .onProductSelected, .onPurchaseStarted, .onPurchaseCanceled: return "product, context"
        case .onPurchaseSuccess: return "purchasedInfo, product, context"
        case .onPurchaseFinished: return "purchaseResult, product, context"
        case .onPurchaseFailure: return "error, product, context"
        case .onRestoreSuccess: return "profile, context"
        case .onRestoreFailure, .onLoadingProductsFailure: return "error, context"
        case .onFinishWebPaymentNavigation: return "product, error, context"
        }
    }

    /// The native form recorded in transcripts: `onPurchaseFinished(purchaseResult, product, context)`.
    var native: String { "\(rawValue)(\(parameters))" }

    /// What the default listener's body does, which the app's override replaces (the surface data's
    /// `default-listener` / `flow-default-listener` bodies); nil for an empty body.
    func defaultBehaviour(_ features: AdaptyAndroidFeatures) -> String? {
        switch self {
        case .onActionPerformed:
            return "the default presses back on Close (the Activity's onBackPressed(), which finishes it) and opens the link on OpenUrl"
        case .onPurchaseSuccess: return "the default presses back after a purchase (the Activity's onBackPressed())"
        case .onPurchaseFinished:
            return features.has(.noDismissAfterPurchase)
                ? nil : "the default presses back after a purchase unless it was cancelled (the Activity's onBackPressed())"
        case .onLoadingProductsFailure: return "the default returns false: no retry"
        case .onBackPressed: return "the default returns true: the press is consumed and the paywall stays"
        default: return nil
        }
    }

    /// What a spec may say the override does: none throws, none is required (the app extends the
    /// default listener), two return a Bool.
    func signature(_ features: AdaptyAndroidFeatures) -> HandlerSignature {
        HandlerSignature(
            name: rawValue, returns: returnsBool ? .bool : .nothing, canThrow: false, isRequired: false,
            signature: "override fun " + native + (returnsBool ? ": Boolean" : ""),
            defaultBehaviour: defaultBehaviour(features), receivesLink: self == .onActionPerformed)
    }
}
