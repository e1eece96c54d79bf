import ConformAdapters
import ConformKit
import Testing

/// What one scenario did: the events as readable lines, the final state, and whether pending work settled.
struct AdaptyRun {
    /// Each event as `canonical | native | key=value …` with ` @time` when not at zero.
    var lines: [String]
    /// The events themselves, for checks on single arguments and times.
    var events: [Event]
    /// How the paywall ended up.
    var final: FinalState
    /// Whether the clock's pending work drained within the bound (false for an endless retry loop).
    var settled: Bool
}

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
        let clock = VirtualClock()
        let recorder = Recorder(clock: clock)
        let context = SessionContext(recorder: recorder, clock: clock, specID: "adapty-test")
        let session = try adapter.makeSession(given: given, context: context)
        for step in steps {
            recorder.begin(step)
            if case .wait(let span) = step {
                try session.advance(by: span, context: context)
            } else {
                try session.perform(step, context: context)
            }
        }
        let settled = clock.drain(horizon: horizon, jobBudget: 1000)
        let final = try session.finish(context: context)
        return AdaptyRun(lines: recorder.events.map(line), events: recorder.events, final: final, settled: settled)
    }

    /// A world with the usual products and these answers, loading behaviour, handlers and options.
    static func given(store: [String: StoreAnswer] = [:], restore: RestoreAnswer = .products([]),
                      loading: ProductLoading = ProductLoading(), renderFailure: String? = nil,
                      handlers: [String: HandlerBehaviour] = [:], options: [String: String] = [:]) -> Given {
        Given(products: products, store: store, restore: restore, productLoading: loading, renderFailure: renderFailure,
              handlers: handlers, options: options)
    }

    /// `canonical | native | key=value …`, with ` @time` when the event did not fire at zero.
    static func line(_ event: Event) -> String {
        var text = "\(event.canonical) | \(event.native)"
        if !event.arguments.isEmpty {
            text += " | " + event.arguments.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        if event.time != .zero { text += " @\(event.time)" }
        return text
    }
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
