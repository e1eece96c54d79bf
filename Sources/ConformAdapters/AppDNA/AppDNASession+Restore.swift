import ConformKit

/// Restores: the documented lifecycle, its analytics, and the branch without a billing provider.
extension AppDNASession {
    /// A tap on the Restore button: started, then completed (≥1 product) or failed (an error, or no
    /// previous purchases); without a billing provider, failed at once and never started.
    func restore(context: SessionContext) {
        guard isOpen, purchaseInFlight == nil, !restoreInFlight else { return }
        guard options.billingProvider == .storeKit2 else {
            // "onPaywallRestoreFailed fires immediately with BillingError.providerNotAvailable (and
            // onPaywallRestoreStarted is not fired — the SDK never actually started)." No analytics:
            // the flow that emits purchase_restore_failed never ran (an undocumented reading).
            reportRestoreFailure(code: AppDNAErrors.providerNotAvailable, error: AppDNAErrors.providerNotAvailableNative, context: context)
            return
        }
        // "1. SDK fires onPaywallRestoreStarted(paywallId:) immediately."
        deliver(AppDNAHandler.restoreStarted, context: context) {
            callDelegate(context, .restoreStarted, native: AppDNANative.restoreStarted, [paywallArgument])
        }
        // "2. SDK calls StoreKit 2's restore API and queries your verification endpoint": it takes the
        // restore's time, and meanwhile the CTA and the restore button do nothing (one billing
        // operation at a time, a reading).
        let attempt = attempts.nextRestore()
        restoreInFlight = true
        context.clock.run(after: attempt.delay) { [self] in
            restoreInFlight = false
            finishRestore(attempt.answer, context: context)
        }
    }

    /// The restore's answer arrived: completed with the products, or failed.
    private func finishRestore(_ answer: RestoreAnswer, context: SessionContext) {
        switch answer {
        case .products(let productIds) where !productIds.isEmpty:
            // "3. On success: onPaywallRestoreCompleted(paywallId:, productIds:) fires with the list of
            // restored product identifiers, and the SDK emits a purchase_restored analytics event".
            deliver(AppDNAHandler.restoreCompleted, context: context) {
                callDelegate(
                    context, .restoreCompleted, native: AppDNANative.restoreCompleted,
                    [paywallArgument, Argument("productIds", AppDNANative.render(productIds))])
            }
            track("purchase_restored", context: context)
            // "The paywall stays visible after both completion and failure", unless the spec takes
            // the DismissReason table's reading: "Auto-dismissed after a restore returned ≥1 product".
            if options.restoreDismiss, isOpen { close(.restoreSuccess, context: context) }
        case .products:
            // "4. On failure (network error, no previous purchases, StoreKit error)".
            failRestore(code: AppDNAErrors.noPreviousPurchases, context: context)
        case .failed(let code):
            failRestore(code: code, context: context)
        }
    }

    /// "4. On failure …: onPaywallRestoreFailed(paywallId:, error:) fires and the SDK emits a
    /// purchase_restore_failed event."
    private func failRestore(code: String, context: SessionContext) {
        reportRestoreFailure(code: code, error: code, context: context)
        track("purchase_restore_failed", context: context)
    }

    /// `onPaywallRestoreFailed(paywallId:error:)`, when the app implements it.
    private func reportRestoreFailure(code: String, error: String, context: SessionContext) {
        deliver(AppDNAHandler.restoreFailed, context: context) {
            callDelegate(
                context, .restoreFailed, native: AppDNANative.restoreFailed,
                [paywallArgument, Argument("code", code), Argument("error", error)])
        }
    }

    /// The app calls `AppDNA.billing.restorePurchases()` itself, outside any paywall: "It is async
    /// throws and returns [String] — the product IDs of the restored transactions, verified
    /// server-side. The paywall delegate returns the same product-ID list." So it finds what a
    /// paywall's restore finds (`given.restore`, counted with the paywall's restores), returns the
    /// IDs or throws the failure, and no delegate method fires: no paywall is involved. Where the
    /// page is silent — nothing to restore, no billing provider — the model refuses to guess.
    func appRestore(context: SessionContext) throws {
        guard options.billingProvider == .storeKit2 else {
            throw AdapterError.unsupported("the page does not say what AppDNA.billing.restorePurchases() does without a billing provider")
        }
        let attempt = attempts.nextRestore()
        if case .products(let productIds) = attempt.answer, productIds.isEmpty {
            throw AdapterError.unsupported(
                "the page does not say what AppDNA.billing.restorePurchases() returns when nothing is restored (the paywall reports it as a failure)")
        }
        context.clock.run(after: attempt.delay) { [self] in finishAppRestore(attempt.answer, context: context) }
    }

    /// `restorePurchases()` returns the restored IDs, or throws the failure.
    private func finishAppRestore(_ answer: RestoreAnswer, context: SessionContext) {
        switch answer {
        case .products(let productIds):
            context.recorder.record(
                .restoreCompleted, nil, native: AppDNANative.billingRestore + " -> [String]",
                [Argument("productIds", AppDNANative.render(productIds))])
        case .failed(let code):
            context.recorder.record(.restoreFailed, nil, native: AppDNANative.billingRestore + " throws", [Argument("code", code)])
        }
    }
}
