import ConformAdapters
import ConformKit
import Testing

/// The Adapty models against the "adapty-ios-paywall-events" page (seeds 001/002) and SDK-FACTS,
/// one behaviour per test, table-driven across versions and surfaces.
@Suite struct AdaptyAdapterTests {
    /// A named adapter and what it models.
    struct Named: Sendable, CustomTestStringConvertible {
        /// The id users type.
        var id: String
        /// The modelled SDK version.
        var version: String
        /// The surface.
        var surface: AdaptySurface
        /// The case as test output names it.
        var testDescription: String { id }
    }

    @Test(
        "each adapter id models one SDK version through one surface",
        arguments: [
            Named(id: "adapty@3", version: "3.17.2", surface: .uikit),
            Named(id: "adapty@3-swiftui", version: "3.17.2", surface: .swiftui),
            Named(id: "adapty@3.12", version: "3.12.0", surface: .uikit),
            Named(id: "adapty@3.10", version: "3.10.0", surface: .uikit),
            Named(id: "adapty@3.1", version: "3.1.0", surface: .uikit),
            Named(id: "adapty@2", version: "2.11.3", surface: .uikit)
        ])
    func declaration(_ named: Named) throws {
        let adapter = try AdaptyHarness.adapter(named.id)
        #expect(adapter.info.id == named.id)
        #expect(adapter.info.family == "adapty")
        #expect(adapter.info.sdk == "Adapty iOS")
        #expect(adapter.info.sdkVersion == named.version)
        #expect(adapter.surface == named.surface)
        #expect(adapter.info.volatileArguments == ["profile", "transaction", "purchasedInfo"])
        #expect(AdaptyAdapters.all.map(\.info.id).contains(named.id))
    }

    @Test("the ids are unique and every adapter reads its version back")
    func uniqueIDs() {
        let ids = AdaptyAdapters.all.map(\.info.id)
        #expect(Set(ids).count == ids.count)
        for adapter in AdaptyAdapters.adapters {
            #expect(AdaptyVersion(adapter.info.sdkVersion) == adapter.version)
        }
    }

    /// Which capabilities and event names an adapter has, by version.
    struct Gates: Sendable, CustomTestStringConvertible {
        /// The adapter.
        var id: String
        /// Capabilities it must declare.
        var has: Set<Capability>
        /// Capabilities it must not declare.
        var lacks: Set<Capability>
        /// The case as test output names it.
        var testDescription: String { id }
    }

    @Test(
        "capabilities follow the version gates",
        arguments: [
            Gates(
                id: "adapty@3",
                has: [
                    .webPurchase, .appearCallbacks, .partialProducts, .automaticSelection, .restoreResolver,
                    .purchaseResult, .observerMode, .productsRetry
                ], lacks: [.tapOutside, .skip, .questions, .promoCode]),
            Gates(id: "adapty@3-swiftui", has: [.webPurchase, .appearCallbacks, .restoreResolver], lacks: [.skip]),
            Gates(id: "adapty@3.12", has: [.webPurchase, .appearCallbacks], lacks: [.restoreResolver]),
            Gates(id: "adapty@3.10", has: [.webPurchase, .appearCallbacks, .partialProducts], lacks: [.restoreResolver]),
            Gates(
                id: "adapty@3.1", has: [.restore, .links],
                lacks: [.automaticSelection, .webPurchase, .appearCallbacks, .partialProducts, .purchaseResult]),
            Gates(id: "adapty@3.12", has: [.restore], lacks: [.automaticSelection]),
            Gates(
                id: "adapty@2", has: [.restore, .productSelection, .customAction, .observerMode],
                lacks: [.automaticSelection, .webPurchase, .appearCallbacks, .partialProducts, .purchaseResult])
        ])
    func capabilities(_ gates: Gates) throws {
        let info = try AdaptyHarness.adapter(gates.id).info
        #expect(info.capabilities.isSuperset(of: gates.has))
        #expect(info.capabilities.isDisjoint(with: gates.lacks))
    }

    // DESIGN: "Adapty's analytics are internal, so recorded.* is invisible"; there is no products-loaded callback.
    @Test("analytics and products.loaded are not observable; appear callbacks only from 3.5", arguments: AdaptyAdapters.adapters.map { $0.id })
    func observability(id: String) throws {
        let adapter = try AdaptyHarness.adapter(id)
        let info = adapter.info
        #expect(!info.observes("recorded.paywall_showed"))
        #expect(!info.observes("recorded.*"))
        #expect(!info.observes("products.loaded"))
        #expect(!info.observes("error"))
        for name in [
            "paywall.closed", "product.selected", "purchase.started", "restore.completed", "products.failed",
            "render.failed", "action", "link.opened"
        ] {
            #expect(info.observes(name), "should observe '\(name)'")
        }
        #expect(info.observes("paywall.shown") == (adapter.version >= AdaptyVersion(3, 5)))
        #expect(info.observes("products.partial") == (adapter.version >= AdaptyVersion(3, 2)))
        #expect(info.observes("web.purchase.finished") == (adapter.version >= AdaptyVersion(3, 6)))
    }

    @Test("handlers are the callbacks the version has", arguments: AdaptyAdapters.adapters.map { $0.id })
    func handlers(id: String) throws {
        let adapter = try AdaptyHarness.adapter(id)
        let handlers = Set(adapter.info.handlers.keys)
        #expect(
            handlers.isSuperset(of: [
                "didFailLoadingProducts", "didPerformAction", "didSelectProduct", "didStartPurchase",
                "didFinishPurchase", "didFailPurchase", "didFinishRestore", "didFailRestore", "didFailRendering"
            ]))
        #expect(handlers.contains("didCancelPurchase") == (adapter.version < AdaptyVersion(3, 2)))
        #expect(handlers.contains("didAppear") == (adapter.version >= AdaptyVersion(3, 5)))
        #expect(handlers.contains("didFinishWebPaymentNavigation") == (adapter.version >= AdaptyVersion(3, 6)))
        #expect(Set(adapter.info.options.keys).isSuperset(of: ["observer_mode", "observer_resolver", "selected_product"]))
    }

    /// Presenting, by adapter: what the app hears.
    struct Presenting: Sendable, CustomTestStringConvertible {
        /// The adapter.
        var id: String
        /// The events expected.
        var lines: [String]
        /// The case as test output names it.
        var testDescription: String { id }
    }

    // SDK-FACTS: appear/disappear from 3.5.0; didSelectProduct fires "once automatically per product group when
    // the selection is first rendered" from 3.14.0 (af1ade9b); "From 3.0.0 to 3.12.1 didSelectProduct fires only from a user's tap".
    @Test(
        "presenting reports the appearance (3.5+) and the automatic selection (3.14+)",
        arguments: [
            Presenting(id: "adapty@3", lines: [AdaptyLine.shown, AdaptyLine.selected()]),
            Presenting(id: "adapty@3-swiftui", lines: [AdaptyLine.shownSwiftUI, AdaptyLine.selectedSwiftUI()]),
            Presenting(id: "adapty@3.12", lines: [AdaptyLine.shown]),
            Presenting(id: "adapty@3.10", lines: [AdaptyLine.shown]),
            Presenting(id: "adapty@3.1", lines: []),
            Presenting(id: "adapty@2", lines: [])
        ])
    func presenting(_ presenting: Presenting) throws {
        let run = try AdaptyHarness.run(presenting.id, AdaptyHarness.given(), [AdaptyHarness.present])
        #expect(run.lines == presenting.lines)
        #expect(run.final == FinalState(state: .open, result: "none"))
    }

    @Test(
        "nothing is reported before the paywall is presented",
        arguments: [
            Step.buy(product: "premium_monthly"), .restore, .close, .dismiss, .select(product: "premium_annual"),
            .action(id: "login"), .openLink(url: "https://example.com/terms"), .webPurchase(product: "premium_monthly")
        ])
    func beforePresent(step: Step) throws {
        let run = try AdaptyHarness.run("adapty@3", AdaptyHarness.given(), [step])
        #expect(run.lines.isEmpty)
        #expect(run.final == FinalState(state: .notShown, result: "none"))
    }

    @Test("a second present while on screen is ignored")
    func secondPresent() throws {
        let run = try AdaptyHarness.run("adapty@3", AdaptyHarness.given(), [AdaptyHarness.present, AdaptyHarness.present])
        #expect(run.lines == [AdaptyLine.shown, AdaptyLine.selected()])
    }

    // Docs "Ошибки рендеринга": didFailRenderingWith reports the error; SDK-FACTS: "paywall stays on screen".
    @Test("a rendering failure is reported and the paywall stays usable")
    func renderFailure() throws {
        let steps = [AdaptyHarness.present, .buy(product: AdaptyHarness.annual)]
        let run = try AdaptyHarness.run("adapty@3", AdaptyHarness.given(renderFailure: "rendering_failed"), steps)
        #expect(
            Array(run.lines.prefix(3)) == [
                "render.failed | paywallController(_:didFailRenderingWith:) | code=rendering_failed",
                AdaptyLine.shown, AdaptyLine.selected()
            ])
        #expect(run.lines.contains(AdaptyLine.started(AdaptyHarness.annual)))
        #expect(run.final == FinalState(state: .open, result: "none"))
    }

    @Test(
        "steps the Adapty paywall has no counterpart for are unsupported",
        arguments: [
            Step.skip, .tapOutside, .promo(code: "SAVE"), .answer(question: "goal", value: .option("fit")),
            .present(Presentation(mode: .embedded))
        ])
    func unsupportedSteps(step: Step) {
        #expect(throws: AdapterError.self) {
            try AdaptyHarness.run("adapty@3", AdaptyHarness.given(), [AdaptyHarness.present, step])
        }
    }

    @Test("web purchases before 3.6 are unsupported", arguments: ["adapty@3.1", "adapty@2"])
    func webBefore36(id: String) {
        #expect(throws: AdapterError.self) {
            try AdaptyHarness.run(id, AdaptyHarness.given(), [AdaptyHarness.present, .webPurchase(product: AdaptyHarness.monthly)])
        }
    }

    @Test(
        "a step naming a product the paywall does not offer is an adapter error",
        arguments: [
            Step.buy(product: "lifetime"), .select(product: "lifetime"), .webPurchase(product: "lifetime")
        ])
    func unknownProduct(step: Step) {
        #expect(throws: AdapterError.self) {
            try AdaptyHarness.run("adapty@3", AdaptyHarness.given(), [AdaptyHarness.present, step])
        }
    }
}
