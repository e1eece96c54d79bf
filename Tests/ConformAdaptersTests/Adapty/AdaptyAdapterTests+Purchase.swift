import ConformAdapters
import ConformKit
import Testing

/// Purchases: the callback set by version, the default dismissal, and the store's timing.
extension AdaptyAdapterTests {
    /// A store answer and what each adapter reports after the appearance and selection.
    struct PurchaseCase: Sendable, CustomTestStringConvertible {
        /// The adapter.
        var id: String
        /// The store's answer for premium_monthly.
        var outcome: StoreAnswer.Outcome
        /// The events after presenting.
        var tail: [String]
        /// How the paywall ends up.
        var final: FinalState
        /// The case as test output names it.
        var testDescription: String { "\(id): \(outcome)" }
    }

    /// The paywall still up.
    static let open = FinalState(state: .open, result: "none")
    /// The product most cases buy.
    static let monthly = AdaptyHarness.monthly

    // Docs "Успешная или отменённая покупка" / SDK-FACTS "Success order: … didStartPurchase → didFinishPurchase(.success)
    // → default dismiss → … → DidDisappear"; "2.x: didFinishPurchase(product, purchasedInfo:) plus a separate didCancelPurchase";
    // "Cancel: … no dismiss"; "Pending: … default dismisses"; "Failure: didStartPurchase → didFailPurchase; no dismiss".
    // An app that implements didFinishPurchase replaces the default dismissal (UIKit: a protocol extension; SwiftUI:
    // `didFinishPurchase ?? { dismiss }`), so the paywall stays until the app closes it ("рекомендуем закрыть экран пейвола").
    @Test(
        "the store's answer reaches the version's callbacks, and an app that implements didFinishPurchase keeps the paywall",
        arguments: [
            PurchaseCase(
                id: "adapty@3", outcome: .purchased,
                tail: [
                    AdaptyLine.started(),
                    "purchase.completed premium_monthly | paywallController(_:didFinishPurchase:purchaseResult:) | product=premium_monthly profile=profile-1 purchaseResult=.success transaction=transaction-2"
                ], final: open),
            PurchaseCase(
                id: "adapty@3-swiftui", outcome: .purchased,
                tail: [
                    "purchase.started premium_monthly | .paywall(didStartPurchase:) | product=premium_monthly",
                    "purchase.completed premium_monthly | .paywall(didFinishPurchase:) | product=premium_monthly profile=profile-1 purchaseResult=.success transaction=transaction-2"
                ], final: open),
            PurchaseCase(
                id: "adapty@3.1", outcome: .purchased,
                tail: [
                    AdaptyLine.started(),
                    "purchase.completed premium_monthly | paywallController(_:didFinishPurchase:purchasedInfo:) | product=premium_monthly purchasedInfo=purchasedInfo-1"
                ], final: open),
            PurchaseCase(
                id: "adapty@2", outcome: .purchased,
                tail: [
                    AdaptyLine.started(),
                    "purchase.completed premium_monthly | paywallController(_:didFinishPurchase:purchasedInfo:) | product=premium_monthly purchasedInfo=purchasedInfo-1"
                ], final: open),
            PurchaseCase(
                id: "adapty@3", outcome: .cancelled,
                tail: [
                    AdaptyLine.started(),
                    "purchase.cancelled premium_monthly | paywallController(_:didFinishPurchase:purchaseResult:) | product=premium_monthly purchaseResult=.userCancelled"
                ], final: open),
            PurchaseCase(
                id: "adapty@3-swiftui", outcome: .cancelled,
                tail: [
                    "purchase.started premium_monthly | .paywall(didStartPurchase:) | product=premium_monthly",
                    "purchase.cancelled premium_monthly | .paywall(didFinishPurchase:) | product=premium_monthly purchaseResult=.userCancelled"
                ], final: open),
            PurchaseCase(
                id: "adapty@3.1", outcome: .cancelled,
                tail: [
                    AdaptyLine.started(), "purchase.cancelled premium_monthly | paywallController(_:didCancelPurchase:) | product=premium_monthly"
                ], final: open),
            PurchaseCase(
                id: "adapty@2", outcome: .cancelled,
                tail: [
                    AdaptyLine.started(), "purchase.cancelled premium_monthly | paywallController(_:didCancelPurchase:) | product=premium_monthly"
                ], final: open),
            PurchaseCase(
                id: "adapty@3", outcome: .pending,
                tail: [
                    AdaptyLine.started(),
                    "purchase.pending premium_monthly | paywallController(_:didFinishPurchase:purchaseResult:) | product=premium_monthly purchaseResult=.pending"
                ], final: open),
            PurchaseCase(
                id: "adapty@3.10", outcome: .pending,
                tail: [
                    AdaptyLine.started(),
                    "purchase.pending premium_monthly | paywallController(_:didFinishPurchase:purchaseResult:) | product=premium_monthly purchaseResult=.pending"
                ], final: open),
            PurchaseCase(id: "adapty@3.1", outcome: .pending, tail: [AdaptyLine.started()], final: open),
            PurchaseCase(id: "adapty@2", outcome: .pending, tail: [AdaptyLine.started()], final: open),
            PurchaseCase(
                id: "adapty@3", outcome: .failed(code: "purchase_failed"),
                tail: [
                    AdaptyLine.started(),
                    "purchase.failed premium_monthly | paywallController(_:didFailPurchase:error:) | code=purchase_failed product=premium_monthly"
                ], final: open),
            PurchaseCase(
                id: "adapty@2", outcome: .failed(code: "purchase_failed"),
                tail: [
                    AdaptyLine.started(),
                    "purchase.failed premium_monthly | paywallController(_:didFailPurchase:error:) | code=purchase_failed product=premium_monthly"
                ], final: open)
        ])
    func purchaseOutcome(_ purchase: PurchaseCase) throws {
        let given = AdaptyHarness.given(store: [Self.monthly: StoreAnswer(outcome: purchase.outcome)])
        let presented = try AdaptyHarness.run(purchase.id, given, [AdaptyHarness.present])
        let run = try AdaptyHarness.run(purchase.id, given, [AdaptyHarness.present, .buy(product: Self.monthly)])
        #expect(Array(run.lines.dropFirst(presented.lines.count)) == purchase.tail)
        #expect(run.final == purchase.final)
    }

    // SDK-FACTS: "Default for didFinishPurchase: dismiss unless cancelled — so .pending dismisses too"; before 3.2 the
    // default dismisses after a success only, and a deferred purchase reaches nothing (the model's reading).
    @Test(
        "an app that does not implement didFinishPurchase gets the default: dismiss unless cancelled",
        arguments: [
            ("adapty@3", StoreAnswer.Outcome.purchased, "purchased" as String?), ("adapty@3-swiftui", .pending, "pending"),
            ("adapty@3.10", .pending, "pending"),
            ("adapty@3", .cancelled, nil), ("adapty@3", .failed(code: "x"), nil), ("adapty@2", .purchased, "purchased"), ("adapty@2", .pending, nil),
            ("adapty@3.1", .cancelled, nil)
        ])
    func defaultDismissal(_ id: String, _ outcome: StoreAnswer.Outcome, _ result: String?) throws {
        let given = AdaptyHarness.given(store: [Self.monthly: StoreAnswer(outcome: outcome)], handlers: ["didFinishPurchase": .absent])
        let run = try AdaptyHarness.run(id, given, [AdaptyHarness.present, .buy(product: Self.monthly)])
        #expect(run.final == (result.map { FinalState(state: .closed, result: $0) } ?? Self.open))
        #expect(!run.lines.contains { $0.contains("didFinishPurchase") })
    }

    // The page's advice, as an app: close the paywall inside didFinishPurchase.
    @Test(
        "an app that closes the paywall inside didFinishPurchase closes it after the finish, in its own code",
        arguments: AdaptyAdapters.adapters.map { $0.id })
    func appCloses(_ id: String) throws {
        let given = AdaptyHarness.given(handlers: ["didFinishPurchase": HandlerScript(calls: [HandlerCall(.registered, does: [.dismiss])])])
        let run = try AdaptyHarness.run(id, given, [AdaptyHarness.present, .buy(product: Self.monthly)])
        #expect(run.final == FinalState(state: .closed, result: "dismissed"))
        let finish = try #require(run.lines.firstIndex { $0.hasPrefix("purchase.completed") })
        #expect(run.lines.last?.hasPrefix("paywall.closed dismissed") == true)
        #expect(run.lines.count == finish + 2)
    }

    // Docs: "Метод не вызывается в режиме Observer mode"; SDK-FACTS "exactly one of didFinishPurchase … or didFailPurchase".
    @Test("every purchase ends in exactly one finishing callback", arguments: AdaptyAdapters.adapters.map { $0.id })
    func exactlyOneFinish(id: String) throws {
        for outcome in [StoreAnswer.Outcome.purchased, .cancelled, .failed(code: "network_error")] {
            let given = AdaptyHarness.given(store: [Self.monthly: StoreAnswer(outcome: outcome)])
            let run = try AdaptyHarness.run(id, given, [AdaptyHarness.present, .buy(product: Self.monthly)])
            let finishing = run.events.filter {
                [EventName.purchaseCompleted, .purchaseCancelled, .purchaseFailed, .purchasePending].contains($0.name)
            }
            #expect(finishing.count == 1, "\(outcome)")
            #expect(run.events.filter { $0.name == .purchaseStarted }.count == 1)
        }
    }

    // SDK-FACTS: "A purchase tapped before the offer-bearing products have loaded logs a warning and fires nothing."
    @Test("a purchase tapped before the products loaded fires nothing", arguments: ["adapty@3", "adapty@3.10", "adapty@2"])
    func buyBeforeProductsLoaded(id: String) throws {
        let given = AdaptyHarness.given(loading: ProductLoading(failures: 1), handlers: ["didFailLoadingProducts": .returns(.bool(true))])
        let run = try AdaptyHarness.run(id, given, [AdaptyHarness.present, .buy(product: Self.monthly), .buy(product: nil)])
        #expect(!run.events.contains { $0.family == "purchase" })
    }

    @Test("the store's delay runs on the virtual clock and taps meanwhile are ignored")
    func storeDelay() throws {
        let given = AdaptyHarness.given(
            store: [Self.monthly: StoreAnswer(outcome: .purchased, delay: .seconds(2))],
            handlers: ["didFinishPurchase": .absent])
        let steps: [Step] = [
            AdaptyHarness.present, .buy(product: Self.monthly), .wait(.seconds(1)), .buy(product: AdaptyHarness.annual),
            .close, .restore, .select(product: AdaptyHarness.annual)
        ]
        let run = try AdaptyHarness.run("adapty@3", given, steps)
        #expect(run.lines.count == 4)
        #expect(run.lines[2] == AdaptyLine.started())
        #expect(run.lines[3] == AdaptyLine.disappeared("purchased") + " @2s")
        #expect(run.final == FinalState(state: .closed, result: "purchased"))
    }

    @Test("buy without a product buys the current selection", arguments: ["adapty@3", "adapty@2"])
    func buySelected(id: String) throws {
        let steps: [Step] = [AdaptyHarness.present, .select(product: AdaptyHarness.annual), .buy(product: nil)]
        let run = try AdaptyHarness.run(id, AdaptyHarness.given(), steps)
        #expect(run.lines.contains(AdaptyLine.started(AdaptyHarness.annual)))
        let defaultRun = try AdaptyHarness.run(id, AdaptyHarness.given(), [AdaptyHarness.present, .buy(product: nil)])
        #expect(defaultRun.lines.contains(AdaptyLine.started(Self.monthly)))
    }

    @Test("an absent didFinishPurchase is not seen, and its default still dismisses")
    func absentFinishStillDismisses() throws {
        let run = try AdaptyHarness.run(
            "adapty@3", AdaptyHarness.given(handlers: ["didFinishPurchase": .absent]),
            [AdaptyHarness.present, .buy(product: Self.monthly)])
        #expect(run.lines == [AdaptyLine.shown, AdaptyLine.selected(), AdaptyLine.started(), AdaptyLine.disappeared("purchased")])
    }

    @Test("a product missing from the load cannot be bought")
    func missingProduct() throws {
        let given = AdaptyHarness.given(loading: ProductLoading(missing: [AdaptyHarness.annual]))
        let run = try AdaptyHarness.run("adapty@3", given, [AdaptyHarness.present, .buy(product: AdaptyHarness.annual)])
        #expect(!run.events.contains { $0.family == "purchase" })
    }
}
