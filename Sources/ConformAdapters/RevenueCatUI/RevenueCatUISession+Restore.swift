import ConformKit

/// Restores: the gate, the start, and the outcome as the paywall's template reports it.
extension RevenueCatUISession {
    /// A restore tap: the app's gate may hold it (`action restore`, `resume(false)`); otherwise
    /// `restore.started`, then the outcome. A V1 footer that restored something shows "Purchases
    /// restored successfully!" and reports `didFinishRestoringWith` only after the user's OK (from
    /// 4.34.0; before, at once, the alert after it); a V2 button reports at once. Nothing to restore
    /// still completes (`success=false`), without an alert — before 4.34.0 and from 5.49.3; in between,
    /// nothing is reported. A failure reports `didFailRestoringWith`; V2 shows an alert, the V1 footer
    /// only logs (from 5.49.3; before, it showed the error alert too). The paywall never closes itself
    /// after a restore — except `.presentPaywallIfNeeded`, when the restore succeeded and the
    /// entitlement is now active.
    func restore(context: SessionContext) {
        guard acceptsTaps else { return }
        guard passesGate(.onRestoreInitiated, .action, "restore", context: context) else { return }
        // From 4.37.0 to 5.3.0 `presentPaywallIfNeeded(requiredEntitlementIdentifier:)` dropped its `restoreStarted` (c6a826ff8c).
        if !presentedIfNeeded || features.has(.presentIfNeededRestoreStart) {
            emit(.onRestoreStarted, .restoreStarted, context: context)
        }
        switch given.restore {
        case .products(let restored) where !restored.isEmpty:
            let complete = { [self] in completeRestore(success: true, context: context) }
            if options.template == .v1 && !features.has(.restoreAfterAlert) {
                // Before 4.34.0 (9d1772a85f) `restorePurchases()` set the restored `CustomerInfo` itself:
                // the completion first, then the footer's alert, unless the paywall closed meanwhile.
                complete()
                if isOnScreen { showAlert("restored", native: RevenueCatUINative.restoredAlert, context: context) }
            } else if options.template == .v1 {
                showAlert("restored", native: RevenueCatUINative.restoredAlert, context: context, afterConfirm: complete)
            } else if features.has(.componentRestoreCompletes) {
                // Before 5.18.0 (55d21a9042) the V2 button never called `setRestored`: no completion, no close.
                complete()
            }
        case .products:
            // From 4.34.0 (9d1772a85f) to 5.49.2 both buttons called `setRestored` only when something was
            // restored (17efbf69ce); before 4.34.0 `restorePurchases()` set it whatever the result.
            if features.has(.restoreNothingCompletes) || !features.has(.restoreNothingSilent) {
                completeRestore(success: false, context: context)
            }
        case .failed(let code):
            emit(.onRestoreFailure, .restoreFailed, context: context, [Argument("code", code)])
            // Before 5.49.3 the footer's error reached `AsyncButton`, whose `displayError` shows the alert.
            if options.template == .v2 || !features.has(.restoreNothingCompletes) { showAlert("restore_error", context: context) }
        }
    }

    /// `didFinishRestoringWith(customerInfo)`: `success=false` when nothing was restored. After a
    /// success `.presentPaywallIfNeeded` closes, since `shouldDisplay(customerInfo)` is now false.
    private func completeRestore(success: Bool, context: SessionContext) {
        emit(
            .onRestoreCompleted, .restoreCompleted, context: context,
            [Argument("customerInfo", volatileValues.next("customerInfo")), Argument("entitlement", success ? "active" : "none")])
        if presentedIfNeeded && success {
            dismiss(result: "restored", requested: false, context: context)
        }
    }
}
