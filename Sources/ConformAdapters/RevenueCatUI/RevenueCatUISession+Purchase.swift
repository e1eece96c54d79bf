import ConformKit

/// Purchases through the `PurchaseHandler`: the gate, the start, and one outcome per purchase.
extension RevenueCatUISession {
    /// The error code RevenueCat throws for a pending purchase (`ErrorCode.paymentPendingError`).
    static let pendingCode = "payment_pending_error"
    /// The code of the error a StoreKit timeout is thrown as (`ErrorCode.storeProblemError`).
    static let timeoutCode = "store_problem_error"

    /// A purchase tap on `product` (or the selected package): the app's gate may hold it
    /// (`action.cta`, `resume(false)`); otherwise `purchase.started`, then the store's answer.
    func buy(_ product: String?, context: SessionContext) throws {
        if let product { try given.requireOffered(product, step: "buy") }
        guard acceptsTaps, let id = product ?? selected else { return }
        let package = Argument("package", id)
        guard passesGate(.onPurchaseInitiated, .actionCTA, id, context: context, [package]) else { return }
        actionInProgress = true
        // `paywall_purchase_initiated` is tracked before the start callbacks: analytics the app never receives.
        emit(.onPurchaseStarted, .purchaseStarted, id, context: context, features.has(.packageAndRestoreStart) ? [package] : [])
        let answer = given.storeAnswer(for: id)
        context.clock.run(after: answer.delay) { [self] in
            finishPurchase(of: id, outcome: answer.outcome, context: context)
        }
    }

    /// The store answered. A success reports both `didFinishPurchasingWith` variants, then the
    /// full-screen paywall dismisses itself — after the callbacks from 5.69.0; before, the dismissal
    /// raced ahead of them (SwiftUI hears it first; a UIKit controller is already being dismissed). A cancel is a value, not an error, and never dismisses. A pending purchase is thrown
    /// as `paymentPendingError`: a failure, with the SDK's error alert, like any other failure.
    private func finishPurchase(of id: String, outcome: StoreAnswer.Outcome, context: SessionContext) {
        actionInProgress = false
        guard isOnScreen else { return }
        switch outcome {
        case .purchased:
            lastOutcomeWasCancel = false
            let racing = !features.has(.dismissAfterCompletion)
            let report = { [self] in
                var arguments = [
                    Argument("customerInfo", volatileValues.next("customerInfo")), Argument("transaction", volatileValues.next("transaction"))
                ]
                // Before 5.69.0 a UIKit controller is already being dismissed when the delegate hears of the purchase.
                if racing && features.surface == .uikit { arguments.append(Argument("isBeingDismissed", "true")) }
                emit(.onPurchaseCompleted, .purchaseCompleted, id, context: context, arguments)
            }
            if racing && features.surface == .swiftui {
                // Before 5.69.0 the dismissal ran in the same update as the purchase, while the
                // completion callbacks waited for the preference to propagate: the model takes
                // the order that race allowed.
                dismiss(result: "purchased", requested: true, context: context)
                report()
            } else {
                // UIKit hears `WasDismissed` from viewDidDisappear, after the dismissal's
                // animation: after the callbacks, whichever started first.
                report()
                dismiss(result: "purchased", requested: true, context: context)
            }
        case .cancelled:
            let repeated = lastOutcomeWasCancel
            lastOutcomeWasCancel = true
            // From 5.63.0 (07d4adc31c) to 5.73.x the cancel preference did not change on a second cancel in a row.
            guard !repeated || !features.has(.repeatedCancelsDropped) || features.has(.repeatedCancels) else { return }
            emit(.onPurchaseCancelled, .purchaseCancelled, id, context: context)
        case .pending:
            fail(id, code: Self.pendingCode, context: context)
        case .timeout:
            // `SKError.overlayTimeout` is a `storeProblemError` (purchases-ios
            // `SKError+Extensions.swift`, the same from 4.31.5 to 5.85.0): a failure like any other.
            fail(id, code: Self.timeoutCode, context: context)
        case .failed(let code):
            fail(id, code: code, context: context)
        }
    }

    /// `didFailPurchasingWith`, then the SDK's error alert; the paywall stays.
    private func fail(_ id: String, code: String, context: SessionContext) {
        lastOutcomeWasCancel = false
        emit(.onPurchaseFailure, .purchaseFailed, id, context: context, [Argument("code", code)])
        showAlert("purchase_error", context: context)
    }
}
