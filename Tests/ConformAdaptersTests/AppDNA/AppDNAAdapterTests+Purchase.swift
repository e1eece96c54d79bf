import ConformAdapters
import ConformKit
import Testing

/// Purchases: the CTA, the billing module, auto-dismiss, failures and the post-purchase step.
extension AppDNAAdapterTests {
    /// The product most scenarios buy.
    static let monthly = "premium_monthly"
    /// A paywall auto-dismissed after a purchase.
    static let purchased = FinalState(state: .closed, result: "purchased")

    // PaywallAction ".ctaTapped — The main call-to-action button was tapped"; onPaywallPurchaseStarted;
    // onPaywallPurchaseCompleted "// Paywall auto-dismisses on successful purchase"; DismissReason
    // ".purchased — Dismissed after a successful purchase".
    @Test("a successful purchase: CTA, started, completed, then the auto-dismiss with purchased")
    func purchaseOrder() throws {
        let run = try AppDNAHarness.run(AppDNAHarness.given(), [.present(Presentation()), .buy(product: Self.monthly)])
        #expect(
            run.lines == AppDNALine.shown + [AppDNALine.cta(Self.monthly), AppDNALine.started(Self.monthly), AppDNALine.completed(Self.monthly)]
                + AppDNALine.autoClosed("purchased"))
        #expect(run.final == Self.purchased)
    }

    /// A store answer and what the delegate hears after `onPaywallPurchaseStarted`.
    struct Outcome: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// What the store answers.
        var store: StoreAnswer.Outcome
        /// The events after the CTA and started.
        var tail: [String]
        /// The case as test output names it.
        var testDescription: String { name }
    }

    // onPaywallPurchaseFailed: "// Paywall stays visible so the user can retry". Cancelled and pending are
    // undocumented: the model reports both through onPaywallPurchaseFailed and keeps the paywall visible. The
    // app hears a failure each time, so each is purchase.failed — never relabelled by its error out of sight.
    @Test(
        "failures, cancels and pending purchases reach onPaywallPurchaseFailed as failures, and the paywall stays",
        arguments: [
            Outcome(
                name: "failed", store: .failed(code: "payment_declined"),
                tail: AppDNALine.purchaseFailedShown("purchase.failed premium_monthly", "payment_declined")),
            Outcome(name: "cancelled", store: .cancelled, tail: AppDNALine.purchaseFailedShown("purchase.failed premium_monthly", "user_cancelled")),
            Outcome(name: "pending", store: .pending, tail: AppDNALine.purchaseFailedShown("purchase.failed premium_monthly", "purchase_pending"))
        ])
    func purchaseFailures(_ outcome: Outcome) throws {
        let given = AppDNAHarness.given(store: [Self.monthly: StoreAnswer(outcome: outcome.store)])
        let run = try AppDNAHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly)])
        #expect(run.lines == AppDNALine.shown + [AppDNALine.cta(Self.monthly), AppDNALine.started(Self.monthly)] + outcome.tail)
        #expect(run.final == Self.open)
    }

    // "Paywall stays visible so the user can retry".
    @Test("after a failure the user can retry and the retry can succeed")
    func retryAfterFailure() throws {
        let given = AppDNAHarness.given(store: [Self.monthly: StoreAnswer(outcome: .failed(code: "network_error"))])
        let run = try AppDNAHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly), .buy(product: "premium_annual")])
        #expect(
            Array(run.lines.suffix(4)) == [
                AppDNALine.cta("premium_annual"), AppDNALine.started("premium_annual"),
                AppDNALine.completed("premium_annual")
            ] + AppDNALine.autoClosed("purchased"))
        #expect(run.final == Self.purchased)
    }

    // Undocumented, read from the restore note ("the SDK never actually started") and "Ensure your
    // billingProvider is configured correctly": no started, an immediate providerNotAvailable failure.
    @Test("without a billing provider a purchase fails at once with providerNotAvailable and never starts")
    func purchaseWithoutProvider() throws {
        let given = AppDNAHarness.given(options: ["billing_provider": "none"])
        let run = try AppDNAHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly)])
        #expect(
            run.lines == AppDNALine.shown + [
                AppDNALine.cta(Self.monthly)
            ]
                + AppDNALine.purchaseFailedShown(
                    "purchase.failed premium_monthly", "provider_not_available", error: "BillingError.providerNotAvailable"))
        #expect(run.final == Self.open)
    }

    @Test("buy without a product buys the plan last selected, else the first product offered")
    func buySelectedPlan() throws {
        let selected = try AppDNAHarness.run(
            AppDNAHarness.given(), [.present(Presentation()), .select(product: "premium_annual"), .buy(product: nil)])
        #expect(selected.lines.contains(AppDNALine.started("premium_annual")))
        let first = try AppDNAHarness.run(AppDNAHarness.given(), [.present(Presentation()), .buy(product: nil)])
        #expect(first.lines.contains(AppDNALine.started(Self.monthly)))
    }

    // The store answers after some time; the outcome and the auto-dismiss come then.
    @Test("a slow store answers later; CTA taps and restores meanwhile are ignored")
    func slowStore() throws {
        let given = AppDNAHarness.given(
            store: [Self.monthly: StoreAnswer(outcome: .purchased, delay: .seconds(2))], restore: .products([Self.monthly]))
        let steps: [Step] = [
            .present(Presentation()), .buy(product: Self.monthly), .wait(VirtualTime(milliseconds: 500)),
            .buy(product: "premium_annual"), .restore, .wait(.seconds(2))
        ]
        let run = try AppDNAHarness.run(given, steps)
        #expect(
            run.lines == AppDNALine.shown + [
                AppDNALine.cta(Self.monthly), AppDNALine.started(Self.monthly), AppDNALine.completed(Self.monthly) + " @2s",
                AppDNALine.close("purchased") + " @2s"
            ])
        #expect(run.final == Self.purchased)
    }

    // Undocumented: a paywall dismissed while the store works still reports the completed purchase, but
    // there is no second dismissal.
    @Test("a purchase that completes after the paywall was dismissed is reported without a second dismissal")
    func completesAfterDismiss() throws {
        let given = AppDNAHarness.given(store: [Self.monthly: StoreAnswer(outcome: .purchased, delay: .seconds(1))])
        let run = try AppDNAHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly), .dismiss, .wait(.seconds(1))])
        #expect(Array(run.lines.suffix(3)) == AppDNALine.closed("programmatic") + [AppDNALine.completed(Self.monthly) + " @1s"])
        #expect(run.final == FinalState(state: .closed, result: "programmatic"))
    }

    @Test("each completed purchase gets its own transaction id, the one still running at a close included")
    func transactionIds() throws {
        let given = AppDNAHarness.given(store: [Self.monthly: StoreAnswer(outcome: .purchased, delay: .seconds(1))])
        // Three purchases in one session: two on screen (each auto-dismisses; the paywall is presented
        // again), the third completing after the user closed the paywall.
        let steps: [Step] = [
            .present(Presentation()), .buy(product: Self.monthly), .wait(.seconds(1)),
            .present(Presentation()), .buy(product: "premium_annual"),
            .present(Presentation()), .buy(product: Self.monthly), .close, .wait(.seconds(1))
        ]
        let run = try AppDNAHarness.run(given, steps)
        let completed = run.events.filter { $0.name == .purchaseCompleted }
        #expect(completed.map(\.subject) == [Self.monthly, "premium_annual", Self.monthly])
        let ids = completed.compactMap { $0.argument("transactionId") }
        #expect(ids.count == 3)
        #expect(Set(ids).count == 3, "\(ids)")
    }

    /// A post-purchase configuration and what follows a completed purchase.
    struct PostPurchase: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// The options the spec sets.
        var options: [String: String]
        /// The handlers the spec declares.
        var handlers: [String: HandlerScript]
        /// The events between completed and the dismissal.
        var middle: [String]
        /// The case as test output names it.
        var testDescription: String { name }
    }

    // The delegate's onPostPurchaseDeepLink(paywallId:url:) and onPostPurchaseNextStep(paywallId:); the
    // page says no more, so the model fires them between completed and the auto-dismiss.
    @Test(
        "the post-purchase step reaches the app after a completed purchase",
        arguments: [
            PostPurchase(name: "none", options: [:], handlers: [:], middle: []),
            PostPurchase(
                name: "deep link", options: ["post_purchase": "deep_link myapp://welcome"], handlers: [:],
                middle: [
                    "purchase.deep_link myapp://welcome | onPostPurchaseDeepLink(paywallId:url:) | paywallId=premium_paywall url=myapp://welcome"
                ]),
            PostPurchase(
                name: "next step", options: ["post_purchase": "next_step"], handlers: [:],
                middle: ["purchase.next_step | onPostPurchaseNextStep(paywallId:) | paywallId=premium_paywall"]),
            PostPurchase(
                name: "deep link, not implemented", options: ["post_purchase": "deep_link myapp://welcome"],
                handlers: ["onPostPurchaseDeepLink": .absent], middle: []),
            PostPurchase(
                name: "next step, not implemented", options: ["post_purchase": "next_step"],
                handlers: ["onPostPurchaseNextStep": .absent], middle: [])
        ])
    func postPurchase(_ post: PostPurchase) throws {
        let run = try AppDNAHarness.run(
            AppDNAHarness.given(handlers: post.handlers, options: post.options), [.present(Presentation()), .buy(product: Self.monthly)])
        #expect(
            run.lines == AppDNALine.shown + [AppDNALine.cta(Self.monthly), AppDNALine.started(Self.monthly), AppDNALine.completed(Self.monthly)]
                + post.middle + AppDNALine.autoClosed("purchased"))
    }

    @Test("no post-purchase step follows a failed purchase")
    func noPostPurchaseAfterFailure() throws {
        let given = AppDNAHarness.given(
            store: [Self.monthly: StoreAnswer(outcome: .failed(code: "purchase_failed"))], options: ["post_purchase": "next_step"])
        let run = try AppDNAHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly)])
        #expect(!run.lines.contains { $0.hasPrefix("purchase.next_step") })
    }
}
