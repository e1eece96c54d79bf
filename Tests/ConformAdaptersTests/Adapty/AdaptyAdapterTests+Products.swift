import ConformAdapters
import ConformKit
import Testing

/// Products: load failures and the 2-second retry by version, partial loads, and selection.
extension AdaptyAdapterTests {
    /// A products-load scenario and what each version does with it.
    struct RetryCase: Sendable, CustomTestStringConvertible {
        /// The adapter.
        var id: String
        /// The events after the appearance.
        var lines: [String]
        /// The case as test output names it.
        var testDescription: String { id }
    }

    // Docs "Ошибки загрузки продуктов": "Если вернуть true, AdaptyUI повторит запрос через 2 секунды."
    // SDK-FACTS: 3.0 … 3.10.x unconditionally; 3.11 … 3.12.x while on screen; 3.14.0 … 3.17.2 never for paywalls.
    @Test(
        "a products failure answered true is retried after exactly 2 s, except from 3.14",
        arguments: [
            // The reload at 4 s succeeds; before 3.14.0 the selection it renders is not reported (af1ade9b).
            RetryCase(id: "adapty@3.10", lines: [AdaptyLine.productsFailed(true), AdaptyLine.productsFailed(true, at: "2s")]),
            RetryCase(id: "adapty@3.12", lines: [AdaptyLine.productsFailed(true), AdaptyLine.productsFailed(true, at: "2s")]),
            RetryCase(id: "adapty@3", lines: [AdaptyLine.productsFailed(true)]),
            RetryCase(id: "adapty@2", lines: [AdaptyLine.productsFailed(true), AdaptyLine.productsFailed(true, at: "2s")])
        ])
    func retryAfterTwoSeconds(_ retry: RetryCase) throws {
        let given = AdaptyHarness.given(loading: ProductLoading(failures: 2), handlers: ["didFailLoadingProducts": .returns(.bool(true))])
        let run = try AdaptyHarness.run(retry.id, given, [AdaptyHarness.present])
        #expect(run.lines.filter { !$0.hasPrefix("paywall.shown") } == retry.lines)
        #expect(run.settled)
        #expect(run.final == Self.open)
    }

    /// Dismissing during the 2-second wait, by version.
    struct OffScreenCase: Sendable, CustomTestStringConvertible {
        /// The adapter.
        var id: String
        /// How many times products.failed fires.
        var failures: Int
        /// The case as test output names it.
        var testDescription: String { id }
    }

    // SDK-FACTS: 3.11 … 3.12.x retry "only while the paywall is on screen"; 3.0 … 3.10.x "unconditionally".
    @Test(
        "a retry due after the paywall was dismissed happens only before 3.11",
        arguments: [
            OffScreenCase(id: "adapty@3.10", failures: 3),
            OffScreenCase(id: "adapty@3.12", failures: 1),
            OffScreenCase(id: "adapty@3", failures: 1)
        ])
    func retryOffScreen(_ scenario: OffScreenCase) throws {
        let given = AdaptyHarness.given(
            loading: ProductLoading(failures: 3),
            handlers: ["didFailLoadingProducts": .returns(.bool(true)), "didPerformAction": .absent])
        let run = try AdaptyHarness.run(scenario.id, given, [AdaptyHarness.present, .wait(VirtualTime(milliseconds: 500)), .close])
        #expect(run.events.filter { $0.name == .productsFailed }.count == scenario.failures)
        #expect(!run.events.contains { $0.name == .productSelected })
        #expect(run.final == FinalState(state: .closed, result: "closed"))
    }

    // The Flutter #166 looping report: a load that always fails, answered true, retries every 2 s forever.
    @Test(
        "failures that never end and a true answer loop every 2 s until the drain bound stops them",
        arguments: [
            ("adapty@3.10", false), ("adapty@3.12", false), ("adapty@3", true), ("adapty@3-swiftui", true)
        ])
    func endlessRetry(id: String, settles: Bool) throws {
        let given = AdaptyHarness.given(loading: ProductLoading(failures: nil), handlers: ["didFailLoadingProducts": .returns(.bool(true))])
        let run = try AdaptyHarness.run(id, given, [AdaptyHarness.present], horizon: .seconds(20))
        #expect(run.settled == settles)
        let times = run.events.filter { $0.name == .productsFailed }.map(\.time.milliseconds)
        #expect(times == (settles ? [0] : Array(stride(from: 0, through: 20_000, by: 2_000))))
    }

    /// What the app answers when the spec does not say, by surface.
    struct DefaultAnswer: Sendable, CustomTestStringConvertible {
        /// The adapter.
        var id: String
        /// The handler behaviour the spec sets, if any.
        var handler: HandlerScript?
        /// The line expected.
        var line: String?
        /// The case as test output names it.
        var testDescription: String { "\(id) \(handler.map { "\($0)" } ?? "default")" }
    }

    // SDK-FACTS: "UIKit default returns false; the SwiftUI .paywall modifier defaults to retry (true)".
    @Test(
        "the unanswered retry question defaults to false on UIKit and true on SwiftUI",
        arguments: [
            DefaultAnswer(id: "adapty@3", handler: nil, line: AdaptyLine.productsFailed(false)),
            DefaultAnswer(
                id: "adapty@3-swiftui", handler: nil,
                line: "products.failed | .paywall(didFailLoadingProducts:) -> true | answer=true code=products_loading_failed"),
            DefaultAnswer(
                id: "adapty@3-swiftui", handler: .returns(.bool(false)),
                line: "products.failed | .paywall(didFailLoadingProducts:) -> false | answer=false code=products_loading_failed"),
            DefaultAnswer(id: "adapty@3", handler: .registered, line: AdaptyLine.productsFailed(false)),
            DefaultAnswer(id: "adapty@3", handler: .absent, line: nil)
        ])
    func defaultRetryAnswer(_ answer: DefaultAnswer) throws {
        let handlers = answer.handler.map { ["didFailLoadingProducts": $0] } ?? [:]
        let given = AdaptyHarness.given(loading: ProductLoading(failures: 1), handlers: handlers)
        let run = try AdaptyHarness.run(answer.id, given, [AdaptyHarness.present])
        #expect(run.lines.filter { $0.hasPrefix("products.") } == (answer.line.map { [$0] } ?? []))
    }

    @Test("a SwiftUI paywall's default retry reloads on 3.10-era code", arguments: [AdaptySurface.uikit, .swiftui])
    func swiftUIDefaultRetryReloads(surface: AdaptySurface) throws {
        let adapter = AdaptyAdapter(id: "adapty-test", version: AdaptyVersion(3, 10, 0), surface: surface, source: "test")
        // Before 3.14.0 the reloaded selection is not reported: a purchase tap after the reload shows the products are there.
        let run = try AdaptyHarness.run(
            adapter, AdaptyHarness.given(loading: ProductLoading(failures: 1)),
            [AdaptyHarness.present, .wait(.seconds(3)), .buy(product: AdaptyHarness.monthly)])
        #expect(run.events.contains { $0.name == .purchaseStarted } == (surface == .swiftui))
    }

    /// A partial load and what each version reports.
    struct PartialCase: Sendable, CustomTestStringConvertible {
        /// The adapter.
        var id: String
        /// The events expected.
        var lines: [String]
        /// The case as test output names it.
        var testDescription: String { id }
    }

    // SDK-FACTS: "didPartiallyLoadProducts(failedIds) can fire once per loading phase (… without offers, then with offers)"; 3.2.0 added it.
    @Test(
        "a partial load is reported once per loading phase from 3.2",
        arguments: [
            PartialCase(
                id: "adapty@3",
                lines: [
                    AdaptyLine.shown, "products.partial | paywallController(_:didPartiallyLoadProducts:) | missing=premium_annual",
                    AdaptyLine.selected(), "products.partial | paywallController(_:didPartiallyLoadProducts:) | missing=premium_annual"
                ]),
            PartialCase(
                id: "adapty@3-swiftui",
                lines: [
                    AdaptyLine.shownSwiftUI, "products.partial | .paywall(didPartiallyLoadProducts:) | missing=premium_annual",
                    AdaptyLine.selectedSwiftUI(), "products.partial | .paywall(didPartiallyLoadProducts:) | missing=premium_annual"
                ]),
            PartialCase(id: "adapty@3.1", lines: []),
            PartialCase(id: "adapty@2", lines: [])
        ])
    func partialLoad(_ partial: PartialCase) throws {
        let run = try AdaptyHarness.run(
            partial.id, AdaptyHarness.given(loading: ProductLoading(missing: [AdaptyHarness.annual])), [AdaptyHarness.present])
        #expect(run.lines == partial.lines)
    }

    @Test("the automatic selection skips a preselected product that failed to load")
    func automaticSelectionSkipsMissing() throws {
        let run = try AdaptyHarness.run(
            "adapty@3", AdaptyHarness.given(loading: ProductLoading(missing: [AdaptyHarness.monthly])), [AdaptyHarness.present])
        #expect(run.lines.contains(AdaptyLine.selected(AdaptyHarness.annual)))
        #expect(!run.lines.contains(AdaptyLine.selected()))
    }

    @Test("the selected_product option names the preselected product")
    func preselectedOption() throws {
        let run = try AdaptyHarness.run("adapty@3", AdaptyHarness.given(options: ["selected_product": AdaptyHarness.annual]), [AdaptyHarness.present])
        #expect(run.lines == [AdaptyLine.shown, AdaptyLine.selected(AdaptyHarness.annual)])
    }

    // SDK-FACTS: didSelectProduct "fires on every product tap (also re-tapping the selected one)".
    @Test("every product tap is reported, also re-tapping the selected one", arguments: ["adapty@3", "adapty@2"])
    func everyTap(id: String) throws {
        let steps: [Step] = [
            AdaptyHarness.present, .select(product: AdaptyHarness.monthly), .select(product: AdaptyHarness.monthly),
            .select(product: AdaptyHarness.annual)
        ]
        let run = try AdaptyHarness.run(id, AdaptyHarness.given(), steps)
        let taps = [AdaptyLine.selected(), AdaptyLine.selected(), AdaptyLine.selected(AdaptyHarness.annual)]
        #expect(Array(run.lines.suffix(3)) == taps)
        #expect(run.events.filter { $0.name == .productSelected }.count == (id == "adapty@2" ? 3 : 4))
    }

    // SDK-FACTS: "selection resets on disappear, so the automatic one fires again on the next appearance".
    @Test("the automatic selection fires again on the next appearance")
    func automaticSelectionAgain() throws {
        let steps: [Step] = [AdaptyHarness.present, .select(product: AdaptyHarness.annual), .close, AdaptyHarness.present]
        let run = try AdaptyHarness.run("adapty@3", AdaptyHarness.given(handlers: ["didPerformAction": .absent]), steps)
        #expect(
            run.lines == [
                AdaptyLine.shown, AdaptyLine.selected(), AdaptyLine.selected(AdaptyHarness.annual), AdaptyLine.disappeared("closed"),
                AdaptyLine.shown, AdaptyLine.selected()
            ])
        #expect(run.final == Self.open)
    }
}

/// A products request that takes time (`given.product_loading.after`; issue 25, item 4).
extension AdaptyAdapterTests {
    // SDK-FACTS: "A purchase tapped before the offer-bearing products have loaded logs a warning and fires nothing."
    @Test(
        "while a slow products request runs taps reach nothing; the products arrive after exactly the delay",
        arguments: ["adapty@3", "adapty@3-swiftui", "adapty@3.12", "adapty@3.10", "adapty@3.1", "adapty@2"])
    func slowProducts(_ id: String) throws {
        var loading = ProductLoading()
        loading.delay = .seconds(2)
        let tapBoth: [Step] = [.select(product: AdaptyHarness.annual), .buy(product: AdaptyHarness.annual)]
        let run = try AdaptyHarness.run(
            id, AdaptyHarness.given(loading: loading),
            [AdaptyHarness.present] + tapBoth + [.wait(.seconds(1))] + tapBoth + [.wait(.seconds(1))] + tapBoth)
        let taps = run.events.filter { ($0.name == .productSelected && $0.subject == AdaptyHarness.annual) || $0.name == .purchaseStarted }
        #expect(taps.map(\.time) == [.seconds(2), .seconds(2)], "\(run.lines)")
        #expect(run.settled)
        #expect(try AdaptyHarness.adapter(id).info.capabilities.contains(.slowProducts))
    }

    // Docs (SwiftUI table): placeholderBuilder "Функция для рендеринга представления-заглушки, пока пейвол загружается";
    // the modifier takes it from 3.5.0 (f88bcb3a).
    @Test(
        "while the paywall loads the SwiftUI modifier (3.5.0+) draws the app's placeholder and taps reach nothing; then the paywall appears",
        arguments: ["3.17.2", "3.5.0"])
    func placeholderWhilePaywallLoads(_ version: String) throws {
        var given = AdaptyHarness.given()
        given.screenLoadDelay = .seconds(2)
        let adapter = AdaptyAdapter(id: "adapty@\(version)-swiftui", version: try #require(AdaptyVersion(version)), surface: .swiftui, source: "test")
        let run = try AdaptyHarness.run(
            adapter, given,
            [
                AdaptyHarness.present, .select(product: AdaptyHarness.annual),
                .buy(product: AdaptyHarness.annual), .wait(.seconds(2)), .select(product: AdaptyHarness.annual)
            ])
        #expect(run.lines.first == "paywall.loading | .paywall(placeholderBuilder:)")
        #expect(run.events.filter { $0.name == .paywallLoading }.count == 1)
        #expect(run.events.first { $0.name == .paywallShown }?.time == .seconds(2))
        #expect(run.events.filter { $0.name == .productSelected && $0.subject == AdaptyHarness.annual }.map(\.time) == [.seconds(2)])
        #expect(!run.events.contains { $0.name == .purchaseStarted })
        #expect(adapter.info.capabilities.contains(.loadingPlaceholder) && adapter.info.emits.contains(EventName.paywallLoading.rawValue))
    }

    @Test(
        "UIKit and the modifier before 3.5.0 take no placeholder: loading-placeholder is not theirs",
        arguments: [
            ("3.17.2", AdaptySurface.uikit), ("3.4.2", .swiftui), ("2.11.3", .swiftui)
        ])
    func noPlaceholder(_ version: String, _ surface: AdaptySurface) throws {
        let adapter = AdaptyAdapter(id: "adapty@\(version)", version: try #require(AdaptyVersion(version)), surface: surface, source: "test")
        #expect(!adapter.info.capabilities.contains(.loadingPlaceholder))
        #expect(!adapter.info.emits.contains(EventName.paywallLoading.rawValue))
    }

    @Test("dismissing while only the placeholder is up closes without a disappear, and the paywall never appears")
    func dismissWhileLoading() throws {
        var given = AdaptyHarness.given()
        given.screenLoadDelay = .seconds(2)
        let run = try AdaptyHarness.run("adapty@3-swiftui", given, [AdaptyHarness.present, .dismiss, .wait(.seconds(3))])
        #expect(run.lines == ["paywall.loading | .paywall(placeholderBuilder:)", "paywall.closed dismissed | isPresented = false"])
        #expect(run.final.state == .closed)
    }
}
