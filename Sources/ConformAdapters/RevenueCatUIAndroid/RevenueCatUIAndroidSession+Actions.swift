import ConformKit

/// Purchases, restores, links and web checkout through `PaywallViewModel`, as at each tag.
extension RevenueCatUIAndroidSession {
    /// The code of a pending purchase's error (`PurchasesErrorCode.PaymentPendingError`).
    static let pendingCode = "payment_pending_error"
    /// The code of a store that gave up (`PurchasesErrorCode.StoreProblemError`).
    static let timeoutCode = "store_problem_error"
    /// The code of a cancel before 7.3.1, when it was an error (`PurchasesErrorCode.PurchaseCancelledError`).
    static let cancelledCode = "purchase_cancelled_error"

    /// A purchase tap (`handlePackagePurchase`): `actionInProgress = true`, the app's gate (9.13.0)
    /// may hold it, then `onPurchaseStarted(rcPackage)`, then `awaitPurchase`.
    func buy(_ product: String?, context: SessionContext) throws {
        if let product { try given.requireOffered(product, step: "buy") }
        guard acceptsTaps, let id = product ?? selected else { return }
        // 8.7.x (`4c89ab6e9a` … `a581da3bf0`): the purchase did not mark the action, the buttons stayed enabled.
        actionInProgress = !features.has(.purchaseNotBusy) || features.has(.purchaseBusyAgain)
        let package = Argument("rcPackage", id)
        guard passesGate(.onPurchasePackageInitiated, .actionCTA, id, context: context, [package]) else { return }
        emit(.onPurchaseStarted, .purchaseStarted, id, context: context, [package])
        let answer = given.storeAnswer(for: id)
        context.clock.run(after: answer.delay) { [self] in
            finishPurchase(of: id, outcome: answer.outcome, context: context)
        }
    }

    /// The store answered. A success: `onPurchaseCompleted`, then `dismissRequest()` (7.1.0 on, in
    /// that order). A cancel: `onPurchaseCancelled()` from 7.3.1; before, `onPurchaseError` and the
    /// error dialog. Any other failure (a pending purchase and a store timeout are errors too):
    /// `onPurchaseError(error)`, then the `ErrorDialog`. A paywall already gone (back mid-purchase)
    /// reports nothing: its view model's scope went with the host.
    private func finishPurchase(of id: String, outcome: StoreAnswer.Outcome, context: SessionContext) {
        actionInProgress = false
        guard isOnScreen else { return }
        switch outcome {
        case .purchased:
            write(.purchased)
            emit(
                .onPurchaseCompleted, .purchaseCompleted, id, context: context,
                [Argument("customerInfo", volatileValues.next("customerInfo")), Argument("storeTransaction", volatileValues.next("storeTransaction"))]
            )
            dismiss(result: "purchased", context: context)
        case .cancelled where features.has(.cancelCallback):
            emit(.onPurchaseCancelled, .purchaseCancelled, id, context: context)
        case .cancelled: fail(id, code: Self.cancelledCode, context: context)
        case .pending: fail(id, code: Self.pendingCode, context: context)
        case .timeout: fail(id, code: Self.timeoutCode, context: context)
        case .failed(let code): fail(id, code: code, context: context)
        }
    }

    /// `onPurchaseError(error)`, then `actionError`: the `ErrorDialog`. The paywall stays.
    private func fail(_ id: String, code: String, context: SessionContext) {
        write(code == Self.cancelledCode ? .cancelled : .error(code))
        emit(.onPurchaseError, .purchaseFailed, id, context: context, [Argument("code", code)])
        showAlert("purchase_error", context: context)
    }

    /// A restore tap (`handleRestorePurchases`): the app's gate (9.28.0) may hold it, then
    /// `onRestoreStarted()`, `awaitRestore`, and `onRestoreCompleted(customerInfo)` whatever it found —
    /// no alert, no dismissal, except a `PaywallDialog` whose `shouldDisplayBlock` now answers false
    /// (7.5.2, `663112b144`). A failure: `onRestoreError(error)` and the `ErrorDialog`.
    func restore(context: SessionContext) {
        guard acceptsTaps else { return }
        actionInProgress = true
        guard passesGate(.onRestoreInitiated, .action, "restore", context: context) else { return }
        emit(.onRestoreStarted, .restoreStarted, context: context)
        actionInProgress = false
        switch given.restore {
        case .products(let restored):
            if features.has(.activityRestoreResult) { write(.restored) }
            emit(
                .onRestoreCompleted, .restoreCompleted, context: context,
                [Argument("customerInfo", volatileValues.next("customerInfo")), Argument("entitlement", restored.isEmpty ? "none" : "active")])
            if dialog, !restored.isEmpty, features.has(.dialogRestoreDismiss) { dismiss(result: "restored", context: context) }
            if ifNeeded, !restored.isEmpty, features.has(.activityRestoreResult) { dismiss(result: "restored", context: context) }
        case .failed(let code):
            if features.has(.activityRestoreError) { write(.error(code)) }
            emit(.onRestoreError, .restoreFailed, context: context, [Argument("code", code)])
            showAlert("restore_error", context: context)
        }
    }

    /// A link tap: from 10.16.0 (`68a4c594be`) `onUrlOpened(url)` reports a link that opened; before,
    /// nothing did. A link the system refuses is not reported. The paywall stays.
    func openLink(_ url: String, opens: LinkOpening?, context: SessionContext) {
        guard acceptsTaps, given.links != .refuse else { return }
        emit(.onUrlOpened, .linkOpened, url, context: context, [Argument("url", url)])
    }

    /// A web checkout button (9.12.0, `28a37c5f0c`): the checkout opens outside the app; from 10.16.0
    /// (`afb5582dde`) `onWebCheckoutOpened()` reports it. The paywall stays (a button's `autoDismiss`
    /// is the paywall's configuration, not modelled).
    func webPurchase(_ product: String, context: SessionContext) throws {
        guard features.has(.webCheckoutButton) else {
            throw AdapterError.unsupported("RevenueCatUI Android \(features.version) has no web checkout button: it arrived in 9.12.0")
        }
        try given.requireOffered(product, step: "web_purchase")
        guard acceptsTaps else { return }
        emit(.onWebCheckoutOpened, .webPurchaseStarted, product, context: context)
    }
}
