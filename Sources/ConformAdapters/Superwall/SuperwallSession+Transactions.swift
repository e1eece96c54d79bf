import ConformKit

/// Purchases and restores through the `TransactionManager`, reported as tracked events.
extension SuperwallSession {
    /// A purchase tap: `transaction_start` (the spinner turns on), the purchase controller, then
    /// the store's answer.
    func buy(_ product: String?, context: SessionContext) throws {
        if let product { try given.requireOffered(product, step: "buy") }
        guard acceptsTaps, let id = product ?? selected else { return }
        busy = true
        track("transactionStart", .purchaseStarted, id, context: context, [Argument("product", id)])
        let answer = given.storeAnswer(for: id)
        if answer.outcome == .timeout, !options.storeKit1 {
            throw AdapterError.unsupported(
                "superwall reports a StoreKit timeout (SKError.overlayTimeout) only through StoreKit 1: set 'storekit_version: \"1\"' in given.options"
            )
        }
        context.clock.run(after: answer.delay) { [self] in
            finishPurchase(of: id, outcome: answer.outcome, context: context)
        }
    }

    /// The store answered. Success: `transaction_complete`, `subscription_start`, then — if
    /// `automaticallyDismiss` and (from 4.12.6) the paywall's `shouldDismiss` — `dismiss(.purchased)`. Cancel:
    /// `transaction_abandon`. Pending: `transaction_fail` with `TransactionError.pending` and no
    /// product, then the "purchase pending" alert. Failure: the error alert, and `transaction_fail`
    /// from a detached Task (the model records it after the alert; its order is not fixed). Both
    /// failures carry the `TransactionError`'s message (`TrackableSuperwallEvent.swift`,
    /// `Transaction.getSuperwallParameters`): the store error's description, which the model names
    /// by its code, or "Needs parental approval".
    private func finishPurchase(of id: String, outcome: StoreAnswer.Outcome, context: SessionContext) {
        guard isOnScreen else { return }
        busy = false
        let product = Argument("product", id)
        switch outcome {
        case .purchased:
            track("transactionComplete", .purchaseCompleted, id, context: context, [product])
            // `TransactionManager.trackTransactionDidSucceed`: no subscription period is a
            // non-recurring purchase, a started offer a free trial, else a subscription start.
            switch given.kind(of: id) {
            case .subscription: track("subscriptionStart", .recorded("subscription_start"), id, context: context, [product])
            case .freeTrial: track("freeTrialStart", .recorded("free_trial_start"), id, context: context, [product])
            case .nonRenewing, .consumable, .nonConsumable:
                track("nonRecurringProductPurchase", .recorded("non_recurring_product_purchase"), id, context: context, [product])
            }
            // Before 4.12.6 the paywall's shouldDismiss flag is not read (`SuperwallGate.shouldDismissFlag`).
            if options.automaticallyDismiss && (options.shouldDismiss || version < SuperwallGate.shouldDismissFlag.since) {
                dismiss(result: "purchased", context: context)
            }
        case .cancelled:
            abandon(id, context: context)
        case .timeout:
            // `ProductPurchaserSK1`: `SKError.overlayTimeout` tracks `transaction_timeout` (no product),
            // then completes the purchase as cancelled.
            track("transactionTimeout", .recorded("transaction_timeout"), context: context)
            abandon(id, context: context)
        case .pending:
            track(
                "transactionFail", .purchaseFailed, context: context,
                [
                    Argument("error", ".pending(\"Needs parental approval\")"),
                    Argument("message", "Needs parental approval")
                ])
            showAlert("pending", title: "purchase_pending_title", context: context)
        case .failed(let code):
            if options.purchaseFailureAlert {
                showAlert("purchase_error", title: "purchase_error_title", context: context)
            }
            track(
                "transactionFail", .purchaseFailed, id, context: context,
                [
                    Argument("code", code), Argument("error", ".failure"),
                    Argument("message", code), product
                ])
        }
    }

    /// `transaction_abandon` with the product, whatever its kind. (From 4.15.1, commit 7d87c681, it
    /// also carries the product's attributes for every kind, before only for subscriptions: the model
    /// has no product attributes beyond `given.product_metadata`, so neither form is recorded.)
    private func abandon(_ id: String, context: SessionContext) {
        track("transactionAbandon", .purchaseCancelled, id, context: context, [Argument("product", id)])
    }

    /// A restore tap: `restore_start`, then — restored with active entitlements — `restore_complete`,
    /// `transaction_restore` and, if `automaticallyDismiss`, `dismiss(.restored)`. A restore that
    /// finds nothing active counts as a failure: `restore_fail(message)` and the "restore failed" alert.
    func restore(context: SessionContext) {
        guard acceptsTaps else { return }
        track("restoreStart", .restoreStarted, context: context)
        switch given.restore {
        case .products(let restored) where !restored.isEmpty:
            track("restoreComplete", .restoreCompleted, context: context)
            track("transactionRestore", .recorded("transaction_restore"), context: context, [Argument("restoreType", ".viaRestore")])
            if options.automaticallyDismiss {
                dismiss(result: "restored", context: context)
            }
        case .products:
            failRestore(
                message: "Transactions Failed to Restore. The restoration result is \"restored\" but there are no active entitlements.",
                context: context)
        case .failed(let code):
            failRestore(message: "Transactions Failed to Restore. Original restoration error message: \(code)", context: context)
        }
    }

    /// `restore_fail(message)`, then the "restore failed" alert; no dismissal.
    private func failRestore(message: String, context: SessionContext) {
        track("restoreFail", .restoreFailed, context: context, [Argument("message", message)])
        showAlert("restore_failed", title: "restoreFailed.title", context: context)
    }
}
