import ConformKit

/// One callback of RevenueCatUI Android, named as a spec's `given.handlers` names it: the
/// `PaywallListener` method a Kotlin app overrides (every one has a default body), and the
/// `dismissRequest` the app passes to `PaywallOptions.Builder` / `PaywallDialogOptions.Builder`.
enum RevenueCatUIAndroidCallback: String, Sendable, Hashable, CaseIterable, VersionedCallback {
    /// `onPurchasePackageInitiated(rcPackage, resume)`: the purchase gate; default `resume()`.
    case onPurchasePackageInitiated
    /// `onPurchaseStarted(rcPackage)`.
    case onPurchaseStarted
    /// `onPurchaseCompleted(customerInfo, storeTransaction)`.
    case onPurchaseCompleted
    /// `onPurchaseCancelled()`.
    case onPurchaseCancelled
    /// `onPurchaseError(error)`.
    case onPurchaseError
    /// `onRestoreInitiated(resume)`: the restore gate; default `resume()`.
    case onRestoreInitiated
    /// `onRestoreStarted()`.
    case onRestoreStarted
    /// `onRestoreCompleted(customerInfo)`.
    case onRestoreCompleted
    /// `onRestoreError(error)`.
    case onRestoreError
    /// `onWebCheckoutOpened()`.
    case onWebCheckoutOpened
    /// `onUrlOpened(url)`.
    case onUrlOpened
    /// The app's `dismissRequest: () -> Unit`: required by `PaywallOptions.Builder`, optional on
    /// `PaywallDialogOptions.Builder` (the dialog hides itself first).
    case dismissRequest
    /// The app's `PaywallResultHandler.onActivityResult(result)`, which `PaywallActivityLauncher`
    /// requires: the Activity's `PaywallResult` when it finishes (`-activity` only).
    case onActivityResult

    /// The gate the callback needs, if any.
    var gate: RevenueCatUIAndroidGate? {
        switch self {
        case .onPurchasePackageInitiated: return .purchaseGate
        case .onPurchaseCancelled: return .cancelCallback
        case .onRestoreInitiated: return .restoreGate
        case .onWebCheckoutOpened: return .webCheckoutOpened
        case .onUrlOpened: return .urlOpened
        case .onPurchaseStarted, .onPurchaseCompleted, .onPurchaseError, .onRestoreStarted, .onRestoreCompleted, .onRestoreError,
            .dismissRequest, .onActivityResult:
            return nil
        }
    }

    /// Whether the callback exists in the version and variant `features` describes. The Activity has
    /// no `dismissRequest` of the app (it passes its own `finish`), and forwards listener calls only
    /// from 9.22.0 (`activity-listener`); only the Activity has a result handler.
    func exists(in features: RevenueCatUIAndroidFeatures) -> Bool {
        switch self {
        case .onActivityResult: return features.activity
        case .dismissRequest: return !features.activity
        default: return (!features.activity || features.has(.activityListener)) && (gate.map(features.has) ?? true)
        }
    }

    /// Whether a spec may say what it returns: the gates answer `resume(true|false)`.
    var returnsBool: Bool { self == .onPurchasePackageInitiated || self == .onRestoreInitiated }

    /// The native form: the Kotlin method with its parameter names, as the surface data spells it.
    /// `dialog` for `PaywallDialog` (`present: {mode: auto}`), whose options class is another.
    func native(dialog: Bool = false) -> String {
        switch self {
        case .onPurchasePackageInitiated: return "PaywallListener.onPurchasePackageInitiated(rcPackage, resume)"
        case .onPurchaseStarted: return "PaywallListener.onPurchaseStarted(rcPackage)"
        case .onPurchaseCompleted: return "PaywallListener.onPurchaseCompleted(customerInfo, storeTransaction)"
        case .onPurchaseCancelled: return "PaywallListener.onPurchaseCancelled()"
        case .onPurchaseError: return "PaywallListener.onPurchaseError(error)"
        case .onRestoreInitiated: return "PaywallListener.onRestoreInitiated(resume)"
        case .onRestoreStarted: return "PaywallListener.onRestoreStarted()"
        case .onRestoreCompleted: return "PaywallListener.onRestoreCompleted(customerInfo)"
        case .onRestoreError: return "PaywallListener.onRestoreError(error)"
        case .onWebCheckoutOpened: return "PaywallListener.onWebCheckoutOpened()"
        case .onUrlOpened: return "PaywallListener.onUrlOpened(url)"
        case .dismissRequest: return dialog ? "PaywallDialogOptions.dismissRequest()" : "PaywallOptions.dismissRequest()"
        case .onActivityResult: return "PaywallResultHandler.onActivityResult(result)"
        }
    }

    /// What a spec may say the handler does: every listener method has a default body, so none is
    /// required; `dismissRequest`, required by `PaywallOptions.Builder`, said `absent` is the empty
    /// lambda `{}` there (and no lambda on `PaywallDialogOptions`). The Activity's result handler is
    /// required by `PaywallActivityLauncher`'s constructors. None throws; the gates return a Bool.
    func signature(_ features: RevenueCatUIAndroidFeatures) -> HandlerSignature {
        HandlerSignature(
            name: rawValue, returns: returnsBool ? .bool : .nothing, canThrow: false, isRequired: self == .onActivityResult,
            signature: native() + (returnsBool ? " → resume(Boolean)" : ""), defaultBehaviour: defaultBody)
    }

    /// What runs when the app overrides nothing (the interface's default body, read by
    /// `ci/surfaces/extract-revenuecatui-android.py` as `; default { … }`).
    var defaultBody: String {
        switch self {
        case .onPurchasePackageInitiated: return "resume(): the purchase goes on"
        case .onRestoreInitiated: return "resume(): the restore goes on"
        case .dismissRequest: return "an empty {}: a Paywall stays on screen, a PaywallDialog hides itself"
        default: return "{}: nothing"
        }
    }
}
