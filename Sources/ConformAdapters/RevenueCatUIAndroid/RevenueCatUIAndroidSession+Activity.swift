import ConformKit

/// The Activity (`-activity`): `PaywallActivity` writes a `PaywallResult` (`setResult(RESULT_OK, …)`)
/// as the listener calls come, and finishes through its `dismissRequest` (`::finish`, later
/// `onDismissRequest`) — the close button, back, a purchase, a failed load's OK. The app's
/// `PaywallResultHandler` then receives the last result written, `Cancelled` when none was
/// (`PaywallContract.parseResult`: no `RESULT_OK` intent).
extension RevenueCatUIAndroidSession {
    /// A `PaywallResult`, as `PaywallActivity` writes it.
    enum ActivityResult: Equatable {
        /// `PaywallResult.Cancelled`: none written, or a purchase cancelled before 7.3.1 (`onPurchaseError(PurchaseCancelledError)`).
        case cancelled
        /// `PaywallResult.Purchased(customerInfo)`: `onPurchaseCompleted`.
        case purchased
        /// `PaywallResult.Restored(customerInfo)`: `onRestoreCompleted`, from 7.2.7.
        case restored
        /// `PaywallResult.Error(error)`: `onPurchaseError`, and `onRestoreError` from 7.3.2.
        case error(String)

        /// The result's arguments as the transcript shows them.
        var arguments: [Argument] {
            switch self {
            case .cancelled: return [Argument("result", "Cancelled")]
            case .purchased: return [Argument("result", "Purchased")]
            case .restored: return [Argument("result", "Restored")]
            case .error(let code): return [Argument("result", "Error"), Argument("code", code)]
            }
        }
    }

    /// `setResult(RESULT_OK, createResultIntent(result))`: only the Activity writes one.
    func write(_ result: ActivityResult) {
        if features.activity { activityResult = result }
    }

    /// `finish()`: the Activity goes, and the app's `PaywallResultHandler.onActivityResult(result)`
    /// receives the last result written, `Cancelled` when none was.
    func finishActivity(result reason: String, context: SessionContext) {
        guard isOnScreen else { return }
        alert = nil
        phase = .closed(reason)
        let callback = RevenueCatUIAndroidCallback.onActivityResult
        context.recorder.record(.paywallClosed, reason, native: callback.native(), (activityResult ?? .cancelled).arguments)
    }
}
