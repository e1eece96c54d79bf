import ConformAdapters
import ConformKit
import Testing

/// Restores: the documented lifecycle, its analytics, the contradiction about dismissing, and the
/// branch without a billing provider.
extension AppDNAAdapterTests {
    /// A restore scenario and what it reports.
    struct RestoreCase: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// What the restore finds.
        var restore: RestoreAnswer
        /// The options the spec sets.
        var options: [String: String] = [:]
        /// The events after the paywall showed.
        var tail: [String]
        /// How the paywall ends up.
        var final: FinalState
        /// The case as test output names it.
        var testDescription: String { name }
    }

    // "1. SDK fires onPaywallRestoreStarted(paywallId:) immediately. … 3. On success:
    // onPaywallRestoreCompleted(paywallId:, productIds:) fires …, and the SDK emits a purchase_restored
    // analytics event automatically. 4. On failure (network error, no previous purchases, StoreKit error):
    // onPaywallRestoreFailed(paywallId:, error:) fires and the SDK emits a purchase_restore_failed event.
    // The paywall stays visible after both completion and failure" — unless restore_dismiss takes the
    // DismissReason table's "restore_success — Auto-dismissed after a restore returned ≥1 product".
    @Test(
        "a restore fires started, then completed or failed with its analytics event",
        arguments: [
            RestoreCase(
                name: "restored products, stays visible", restore: .products(["premium_monthly", "premium_annual"]),
                tail: [AppDNALine.restoreStarted, AppDNALine.restoreCompleted("[premium_monthly,premium_annual]"), AppDNALine.restored],
                final: open),
            RestoreCase(
                name: "nothing to restore is a failure", restore: .products([]),
                tail: [AppDNALine.restoreStarted, AppDNALine.restoreFailed("no_previous_purchases"), AppDNALine.restoreFailedTracked],
                final: open),
            RestoreCase(
                name: "failed", restore: .failed(code: "network_error"),
                tail: [AppDNALine.restoreStarted, AppDNALine.restoreFailed("network_error"), AppDNALine.restoreFailedTracked],
                final: open),
            RestoreCase(
                name: "restore_dismiss: restored products dismiss with restore_success", restore: .products(["premium_annual"]),
                options: ["restore_dismiss": "true"],
                tail: [AppDNALine.restoreStarted, AppDNALine.restoreCompleted("[premium_annual]"), AppDNALine.restored]
                    + AppDNALine.autoClosed("restore_success"),
                final: FinalState(state: .closed, result: "restore_success")),
            RestoreCase(
                name: "restore_dismiss: a failure still stays visible", restore: .failed(code: "storekit_error"),
                options: ["restore_dismiss": "true"],
                tail: [AppDNALine.restoreStarted, AppDNALine.restoreFailed("storekit_error"), AppDNALine.restoreFailedTracked],
                final: open),
            RestoreCase(
                name: "restore_dismiss: nothing restored stays visible", restore: .products([]),
                options: ["restore_dismiss": "true"],
                tail: [AppDNALine.restoreStarted, AppDNALine.restoreFailed("no_previous_purchases"), AppDNALine.restoreFailedTracked],
                final: open)
        ])
    func restores(_ restore: RestoreCase) throws {
        let run = try AppDNAHarness.run(AppDNAHarness.given(restore: restore.restore, options: restore.options), [.present(Presentation()), .restore])
        #expect(run.lines == AppDNALine.shown + restore.tail)
        #expect(run.final == restore.final)
    }

    // "The paywall stays visible after both completion and failure so the user can decide whether to
    // purchase fresh."
    @Test("after a restore the user can still purchase fresh")
    func purchaseAfterRestore() throws {
        let given = AppDNAHarness.given(restore: .products(["premium_monthly"]))
        let run = try AppDNAHarness.run(given, [.present(Presentation()), .restore, .buy(product: "premium_annual")])
        #expect(run.lines.contains(AppDNALine.started("premium_annual")))
        #expect(run.final == Self.purchased)
    }

    // "If the SDK was configured without a billing provider, onPaywallRestoreFailed fires immediately with
    // BillingError.providerNotAvailable (and onPaywallRestoreStarted is not fired — the SDK never actually started)."
    @Test(
        "without a billing provider the restore fails at once with providerNotAvailable and never starts",
        arguments: [RestoreAnswer.products(["premium_monthly"]), .products([]), .failed(code: "network_error")])
    func restoreWithoutProvider(restore: RestoreAnswer) throws {
        let given = AppDNAHarness.given(restore: restore, options: ["billing_provider": "none", "restore_dismiss": "true"])
        let run = try AppDNAHarness.run(given, [.present(Presentation()), .restore])
        #expect(run.lines == AppDNALine.shown + [AppDNALine.restoreFailed("provider_not_available", error: "BillingError.providerNotAvailable")])
        #expect(run.final == Self.open)
    }

    // The Full Example implements none of the restore methods; the SDK runs the flow (and its analytics) anyway.
    @Test("restore methods the app does not implement are not called, and the analytics still are")
    func restoreHandlersAbsent() throws {
        let handlers: [String: HandlerScript] = [
            "onPaywallRestoreStarted": .absent, "onPaywallRestoreCompleted": .absent, "onPaywallRestoreFailed": .absent
        ]
        let restored = try AppDNAHarness.run(
            AppDNAHarness.given(restore: .products(["premium_monthly"]), handlers: handlers), [.present(Presentation()), .restore])
        #expect(restored.lines == AppDNALine.shown + [AppDNALine.restored])
        let failed = try AppDNAHarness.run(
            AppDNAHarness.given(restore: .failed(code: "network_error"), handlers: handlers), [.present(Presentation()), .restore])
        #expect(failed.lines == AppDNALine.shown + [AppDNALine.restoreFailedTracked])
    }

    @Test("restore analytics carry the placement")
    func restoreAnalyticsPlacement() throws {
        let run = try AppDNAHarness.run(
            AppDNAHarness.given(restore: .products(["premium_monthly"])), [.present(Presentation(placement: "settings")), .restore])
        #expect(run.lines.last == "recorded.purchase_restored | analytics: purchase_restored | placement=settings")
    }

    // "To restore purchases outside of a paywall, call AppDNA.billing.restorePurchases() directly. It is async throws
    // and returns [String] — the product IDs of the restored transactions, verified server-side. The paywall delegate
    // returns the same product-ID list."
    @Test("the app's own restore returns the IDs the delegate reports, throws a failure, fires no delegate method, and takes the restore's time")
    func appRestore() throws {
        var given = AppDNAHarness.given(restore: .products(["premium_monthly"]))
        given.laterRestores = [Given.RestoreAttempt(.failed(code: "network_error"), delay: .seconds(1))]
        let run = try AppDNAHarness.run(given, [.appRestore, .appRestore, .wait(.seconds(1))])
        #expect(
            run.lines == [
                "restore.completed | AppDNA.billing.restorePurchases() -> [String] | productIds=[premium_monthly]",
                "restore.failed | AppDNA.billing.restorePurchases() throws | code=network_error @1s"
            ])
        #expect(run.final == FinalState(state: .notShown, result: "none"))
        let both = try AppDNAHarness.run(
            AppDNAHarness.given(restore: .products(["premium_monthly"])), [.appRestore, .present(Presentation()), .restore])
        let lists = both.events.filter { $0.name == .restoreCompleted }.map { $0.arguments.first { $0.key == "productIds" }?.value }
        #expect(lists == ["[premium_monthly]", "[premium_monthly]"])
    }

    @Test(
        "where the page is silent — nothing to restore, no billing provider — the app's own restore is refused, not guessed",
        arguments: [(RestoreAnswer.products([]), [String: String]()), (.products(["premium_monthly"]), ["billing_provider": "none"])])
    func appRestoreRefused(_ restore: RestoreAnswer, _ options: [String: String]) throws {
        let given = AppDNAHarness.given(restore: restore, options: options)
        #expect(throws: AdapterError.self) { try AppDNAHarness.run(given, [.appRestore]) }
    }
}
