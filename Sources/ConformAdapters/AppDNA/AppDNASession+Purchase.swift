import ConformKit

/// Purchases: the CTA tap, the billing module's purchase, auto-dismiss and the post-purchase step.
extension AppDNASession {
    /// A tap on the CTA: `onPaywallAction(.ctaTapped)`, then the purchase through the billing module
    /// (or, without a billing provider, an immediate failure).
    func buy(_ product: String?, context: SessionContext) throws {
        guard let productId = product ?? selectedProduct ?? given.products.first else {
            throw AdapterError.unsupported("appdna's 'buy' needs a product: the spec names no product to buy")
        }
        // One purchase at a time: a CTA tap while the store has not answered does nothing.
        guard isOpen, purchaseInFlight == nil, !restoreInFlight else { return }
        callDelegate(
            context, .actionCTA, productId, native: AppDNANative.action,
            [paywallArgument, Argument("action", PaywallAction.ctaTapped.native)])
        guard options.billingProvider == .storeKit2 else {
            // Undocumented; read from the restore note: without a billing provider the SDK never
            // starts, so onPaywallPurchaseStarted does not fire and the failure comes at once.
            failPurchase(
                of: productId, code: AppDNAErrors.providerNotAvailable,
                error: AppDNAErrors.providerNotAvailableNative, context: context)
            return
        }
        callDelegate(
            context, .purchaseStarted, productId, native: AppDNANative.purchaseStarted,
            [paywallArgument, Argument("productId", productId)])
        let answer = attempts.next(productId)
        purchaseInFlight = productId
        context.clock.run(after: answer.delay) { [self] in
            purchaseInFlight = nil
            finishPurchase(of: productId, outcome: answer.outcome, context: context)
        }
    }

    /// The store has answered: completed (then the post-purchase step and the auto-dismiss), or one
    /// of the failures, after which the paywall stays visible.
    private func finishPurchase(of productId: String, outcome: StoreAnswer.Outcome, context: SessionContext) {
        switch outcome {
        case .purchased:
            transactions += 1
            callDelegate(
                context, .purchaseCompleted, productId, native: AppDNANative.purchaseCompleted,
                [paywallArgument, Argument("productId", productId), Argument("transactionId", transactionId)])
            runPostPurchaseStep(context: context)
            // "Paywall auto-dismisses on successful purchase" — unless it was already dismissed.
            if isOpen { close(.purchased, context: context) }
        case .failed(let code):
            // "Paywall stays visible so the user can retry".
            failPurchase(of: productId, code: code, error: code, context: context)
        case .cancelled:
            // Undocumented: the delegate has no cancel callback, so a cancel reaches the failure
            // callback. The app hears a failure (its error says why), so the canonical event is the
            // failure: a cancel is never relabelled out of the app's sight.
            failPurchase(of: productId, code: AppDNAErrors.userCancelled, error: AppDNAErrors.userCancelled, context: context)
        case .timeout:
            // Not declared (`store-timeout`): the runner never sends this answer; the store stays silent.
            return
        case .pending:
            // Undocumented: no pending callback either; read like a cancel, a failure the app hears.
            failPurchase(of: productId, code: AppDNAErrors.purchasePending, error: AppDNAErrors.purchasePending, context: context)
        }
    }

    /// A transaction id for the latest transaction, shaped like StoreKit's (volatile: transcripts redact it).
    private var transactionId: String {
        String(2_000_000_000_000_000 + transactions)
    }

    /// `onPaywallPurchaseFailed(paywallId:error:)`, which names no product: the canonical event
    /// carries the product the CTA bought. Whatever the error, the app hears a failure, so the event
    /// is `purchase.failed`; `code` and `error` say why (`user_cancelled`, `purchase_pending`).
    private func failPurchase(of productId: String, code: String, error: String, context: SessionContext) {
        callDelegate(
            context, .purchaseFailed, productId, native: AppDNANative.purchaseFailed,
            [paywallArgument, Argument("code", code), Argument("error", error)])
        // "Error is shown in the paywall UI automatically" (the Full Example, in onPaywallPurchaseFailed):
        // shown after the callback, until the user confirms it. No callback tells the app.
        errorShown = true
        context.recorder.record(.alertShown, AppDNANative.purchaseErrorKind, native: AppDNANative.errorShown, [Argument("code", code)])
    }

    /// The post-purchase step configured for the paywall: a deep link or a next step, each reaching
    /// the app only when it implements the delegate method.
    private func runPostPurchaseStep(context: SessionContext) {
        switch options.postPurchase {
        case .none:
            break
        case .deepLink(let url):
            deliver(AppDNAHandler.postPurchaseDeepLink, context: context) {
                callDelegate(
                    context, .purchaseDeepLink, url, native: AppDNANative.postPurchaseDeepLink,
                    [paywallArgument, Argument("url", url)])
            }
        case .nextStep:
            deliver(AppDNAHandler.postPurchaseNextStep, context: context) {
                callDelegate(context, .purchaseNextStep, native: AppDNANative.postPurchaseNextStep, [paywallArgument])
            }
        }
    }
}
