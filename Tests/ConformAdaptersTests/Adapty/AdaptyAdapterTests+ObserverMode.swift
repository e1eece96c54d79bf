import ConformAdapters
import ConformKit
import Testing

/// Observer mode: the resolver replaces the purchase callbacks (and, from 3.15, the restore callbacks).
extension AdaptyAdapterTests {
    /// Observer mode on, with a resolver.
    static let observer = ["observer_mode": "true"]

    // Docs: didStartPurchase / didFinishPurchase / didFailPurchase "не вызывается в режиме Observer mode";
    // SDK-FACTS: "with an observer-mode resolver, the SDK calls the resolver and the app drives the purchase".
    @Test(
        "with a resolver the purchase goes to the app and no purchase callback fires",
        arguments: [
            ("adapty@3", "observerMode(didInitiatePurchase:onStartPurchase:onFinishPurchase:)"),
            ("adapty@3-swiftui", "observerMode(didInitiatePurchase:onStartPurchase:onFinishPurchase:)"),
            ("adapty@3.1", "observerMode(didInitiatePurchase:onStartPurchase:onFinishPurchase:)"),
            ("adapty@2", "paywallController(_:didInitiatePurchase:onStartPurchase:onFinishPurchase:)")
        ])
    func resolverPurchase(id: String, native: String) throws {
        for outcome in [StoreAnswer.Outcome.purchased, .failed(code: "purchase_failed")] {
            let given = AdaptyHarness.given(store: [Self.monthly: StoreAnswer(outcome: outcome)], options: Self.observer)
            let run = try AdaptyHarness.run(id, given, [AdaptyHarness.present, .buy(product: Self.monthly)])
            #expect(
                run.events.filter { $0.family == "purchase" }.map(AdaptyHarness.line) == [
                    "purchase.started premium_monthly | \(native) | product=premium_monthly"
                ])
            #expect(run.final == Self.open)
        }
    }

    // SDK-FACTS: "Observer mode on but no resolver passed: the SDK logs a warning and purchases itself."
    @Test("without a resolver the SDK purchases itself", arguments: ["adapty@3", "adapty@2"])
    func noResolver(id: String) throws {
        let given = AdaptyHarness.given(options: ["observer_mode": "true", "observer_resolver": "false"])
        let run = try AdaptyHarness.run(id, given, [AdaptyHarness.present, .buy(product: Self.monthly)])
        #expect(run.lines.contains(AdaptyLine.started()))
        #expect(run.events.contains { $0.name == .purchaseCompleted })
        // The app implements didFinishPurchase, so closing is its job: the paywall stays.
        #expect(run.final == Self.open)
    }

    // SDK-FACTS: "From 3.15 the restore callbacks are likewise replaced by a restore resolver."
    @Test(
        "restores go to the restore resolver from 3.15 and to the delegate before",
        arguments: [
            ("adapty@3", ["restore.started | observerModeDidInitiateRestorePurchases(onStartRestore:onFinishRestore:)"]),
            (
                "adapty@3.12",
                [
                    "restore.started | paywallControllerDidStartRestore(_:)",
                    "restore.completed | paywallController(_:didFinishRestoreWith:) | accessLevel=premium profile=profile-1"
                ]
            ),
            (
                "adapty@2",
                [
                    "restore.started | paywallControllerDidStartRestore(_:)",
                    "restore.completed | paywallController(_:didFinishRestoreWith:) | accessLevel=premium profile=profile-1"
                ]
            )
        ])
    func observerRestore(id: String, lines: [String]) throws {
        let given = AdaptyHarness.given(restore: .products([Self.monthly]), options: Self.observer)
        let run = try AdaptyHarness.run(id, given, [AdaptyHarness.present, .restore])
        #expect(run.events.filter { $0.family == "restore" }.map(AdaptyHarness.line) == lines)
    }

    @Test("observer mode switched off leaves the SDK's own flow")
    func observerOff() throws {
        let given = AdaptyHarness.given(options: ["observer_mode": "false"])
        let run = try AdaptyHarness.run("adapty@3", given, [AdaptyHarness.present, .buy(product: Self.monthly)])
        #expect(run.lines.contains(AdaptyLine.started()))
    }
}
