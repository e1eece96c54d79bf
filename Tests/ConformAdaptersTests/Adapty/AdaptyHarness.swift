import ConformAdapters
import ConformKit
import Testing

/// What one scenario did (the shared harness's result).
typealias AdaptyRun = AdapterRun

/// Drives an Adapty model directly, the way the runner does: perform each step (advancing the clock
/// on `wait`), drain scheduled work within a bound, then finish.
enum AdaptyHarness {
    /// The products most scenarios offer.
    static let products = ["premium_monthly", "premium_annual"]
    /// The first product, preselected by default.
    static let monthly = "premium_monthly"
    /// The second product.
    static let annual = "premium_annual"
    /// A modal presentation.
    static let present = Step.present(Presentation())

    /// The named adapter `id`.
    static func adapter(_ id: String) throws -> AdaptyAdapter {
        try #require(AdaptyAdapters.adapter(id: id), "no adapter '\(id)'")
    }

    /// Runs `steps` against a fresh session of adapter `id` for `given`.
    static func run(_ id: String, _ given: Given, _ steps: [Step], horizon: VirtualTime = .seconds(60)) throws -> AdaptyRun {
        try run(adapter(id), given, steps, horizon: horizon)
    }

    /// Runs `steps` against a fresh session of `adapter` for `given`.
    static func run(_ adapter: AdaptyAdapter, _ given: Given, _ steps: [Step], horizon: VirtualTime = .seconds(60)) throws -> AdaptyRun {
        try AdapterHarness.run(adapter, given, steps, specID: "adapty-test", horizon: horizon)
    }

    /// A world with the usual products and these answers, loading behaviour, handlers and options.
    static func given(
        store: [String: StoreAnswer] = [:], restore: RestoreAnswer = .products([]),
        loading: ProductLoading = ProductLoading(), renderFailure: String? = nil,
        handlers: [String: HandlerScript] = [:], options: [String: String] = [:]
    ) -> Given {
        Given(
            products: products, store: store, restore: restore, productLoading: loading, renderFailure: renderFailure,
            handlers: handlers, options: options)
    }

    /// `canonical | native | key=value …`, with ` @time` when the event did not fire at zero.
    static func line(_ event: Event) -> String { AdapterHarness.line(event) }
}

/// Expected lines that recur across tests, by surface.
enum AdaptyLine {
    /// The paywall appeared (UIKit).
    static let shown = "paywall.shown | paywallControllerDidAppear(_:)"
    /// The paywall appeared (SwiftUI).
    static let shownSwiftUI = "paywall.shown | .paywall(didAppear:)"

    /// `product` selected (UIKit).
    static func selected(_ product: String = AdaptyHarness.monthly) -> String {
        "product.selected \(product) | paywallController(_:didSelectProduct:) | product=\(product)"
    }

    /// `product` selected (SwiftUI).
    static func selectedSwiftUI(_ product: String = AdaptyHarness.monthly) -> String {
        "product.selected \(product) | .paywall(didSelectProduct:) | product=\(product)"
    }

    /// The purchase of `product` started (UIKit).
    static func started(_ product: String = AdaptyHarness.monthly) -> String {
        "purchase.started \(product) | paywallController(_:didStartPurchase:) | product=\(product)"
    }

    /// The paywall dismissed with `result`, told by the disappear callback (UIKit).
    static func disappeared(_ result: String) -> String {
        "paywall.closed \(result) | paywallControllerDidDisappear(_:)"
    }

    /// The paywall dismissed with `result` by `controller.dismiss(animated:)`, where no disappear callback exists.
    static func dismissed(_ result: String) -> String {
        "paywall.closed \(result) | controller.dismiss(animated:)"
    }

    /// Products failed to load and the app answered `retry` (UIKit).
    static func productsFailed(_ retry: Bool, at time: String? = nil) -> String {
        "products.failed | paywallController(_:didFailLoadingProductsWith:) -> \(retry) | answer=\(retry) code=products_loading_failed"
            + (time.map { " @\($0)" } ?? "")
    }
}
