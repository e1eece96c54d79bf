/// The world a scenario starts in: products, what the store answers, what the app registers.
public struct Given: Sendable, Hashable {
    /// The products the paywall offers, in display order.
    public var products: [String]
    /// The store's answer per product; a product not listed is purchased.
    public var store: [String: StoreAnswer]
    /// What a restore finds.
    public var restore: RestoreAnswer
    /// How long a restore takes before it finds that; zero answers at once.
    public var restoreDelay: VirtualTime = .zero
    /// The answers to the restores after the first, one each, in order; the last answers every
    /// restore after it. Empty: `restore` answers every restore (`restore: {attempts: […]}`;
    /// needs `restore-attempts`).
    package var laterRestores: [RestoreAttempt] = []
    /// How loading the paywall's products goes.
    public var productLoading: ProductLoading
    /// When set, the paywall's rendering fails with this error code.
    public var renderFailure: String?
    /// When set, loading the screen itself fails with this error code.
    public var screenFailure: String?
    /// Host handlers by their native name (`onPurchase`, `didFinishPurchase`) and what the app's
    /// implementation does, call by call. A handler not listed is registered by the app and does
    /// nothing the SDK could see — which, where the SDK's default lives in the handler's default
    /// implementation, replaces that default.
    public var handlers: [String: HandlerScript]
    /// SDK options by name (`observer_mode: true`, `billing_provider: none`), as strings.
    public var options: [String: String]
    /// Whether the app passes the products when it creates the paywall, so the SDK loads none.
    public var productsAtInit = false
    /// Linked screens (a "Go to another screen" target) that fail to load, with the error code.
    public var linkedScreenFailures: [String: String] = [:]
    /// What opening a web paywall does, attempt by attempt: the first answers the first web purchase
    /// tap, and the last every later one (`web_navigation: [failed web_payment_failed, opened]`).
    /// Empty: the spec does not say, and the SDK's options decide (needs `web-navigation`).
    package var webNavigation: [WebNavigationAnswer] = []
    /// How long the paywall itself (its configuration) takes to load after it is presented; a
    /// placeholder shows meanwhile. Zero: it is there at once (`screen_loading: {after: 2s}`; needs
    /// `loading-placeholder`).
    public var screenLoadDelay: VirtualTime = .zero
    /// The experiment and variant the app passes with the presentation, if any
    /// (`experiment: {id: spring_sale, variant: annual_first}`; needs `experiment-context`).
    package var experiment: ExperimentContext?
    /// What the store says about each product — title, price, currency — which the SDK's callbacks
    /// hand the app with the product (`product_metadata: {premium_monthly: {price: '9.99'}}`; needs
    /// `product-metadata`). A product not listed carries only its id.
    package var productMetadata: [String: ProductMetadata] = [:]
    /// What kind each product is (`product_kinds: {premium_monthly: free_trial}`; needs
    /// `product-kinds`). A product not listed is an auto-renewable subscription without a trial.
    package var productKinds: [String: ProductKind] = [:]
    /// Whether the system opens the links the SDK hands it (`links: refuse`; needs `link-refusal`).
    package var links: LinkAnswer = .open
    /// Whether the app has a window to present on (`presenter: none`; needs `no-presenter`).
    package var presenter: PresenterAnswer = .window

    /// Creates a world; the defaults are the happy path.
    public init(
        products: [String] = [], store: [String: StoreAnswer] = [:], restore: RestoreAnswer = .products([]),
        productLoading: ProductLoading = ProductLoading(), renderFailure: String? = nil, screenFailure: String? = nil,
        handlers: [String: HandlerScript] = [:], options: [String: String] = [:]
    ) {
        self.products = products
        self.store = store
        self.restore = restore
        self.productLoading = productLoading
        self.renderFailure = renderFailure
        self.screenFailure = screenFailure
        self.handlers = handlers
        self.options = options
    }

    /// The store's answer to the first purchase of `product` (purchased when the spec does not say).
    public func storeAnswer(for product: String) -> StoreAnswer {
        store[product] ?? StoreAnswer(outcome: .purchased)
    }

    /// What kind `product` is (an auto-renewable subscription when the spec does not say).
    package func kind(of product: String) -> ProductKind {
        productKinds[product] ?? .subscription
    }

    /// The store's answer to purchase attempt number `attempt` (0-based) of `product`.
    public func storeAnswer(for product: String, attempt: Int) -> StoreAnswer {
        storeAnswer(for: product).answer(toAttempt: attempt)
    }

    /// One restore's answer and the virtual time it takes.
    package struct RestoreAttempt: Sendable, Hashable {
        /// What the restore finds.
        package var answer: RestoreAnswer
        /// How long it takes before it finds that; zero answers at once.
        package var delay: VirtualTime

        /// Creates an answer that takes `delay`.
        package init(_ answer: RestoreAnswer, delay: VirtualTime = .zero) {
            self.answer = answer
            self.delay = delay
        }
    }

    /// What restore number `attempt` (0-based) in the session finds, and how long it takes.
    public func restoreAnswer(attempt: Int) -> (answer: RestoreAnswer, delay: VirtualTime) {
        let answer = restore(attempt: attempt)
        return (answer.answer, answer.delay)
    }

    /// The answer to restore number `attempt` (0-based) in the session: `restore` and
    /// `restoreDelay` first, then `laterRestores`, the last of which answers every later one.
    package func restore(attempt: Int) -> RestoreAttempt {
        guard attempt > 0, let last = laterRestores.last else { return RestoreAttempt(restore, delay: restoreDelay) }
        return attempt - 1 < laterRestores.count ? laterRestores[attempt - 1] : last
    }

    /// The answer to web paywall navigation number `attempt` (0-based) in the session, or nil when
    /// the spec does not say (`webNavigation` is empty).
    package func webNavigation(attempt: Int) -> WebNavigationAnswer? {
        guard let last = webNavigation.last else { return nil }
        return attempt < webNavigation.count ? webNavigation[max(attempt, 0)] : last
    }

    /// Capabilities an adapter needs to set up this world: a world it cannot model would otherwise
    /// be ignored silently and the spec pass for the wrong reason.
    package var requiredCapabilities: [(capability: Capability, key: String)] {
        var needs: [(Capability, String)] = []
        if productLoading.failures != 0 { needs.append((.productLoading, "product_loading")) }
        if !productLoading.missing.isEmpty { needs.append((.partialProducts, "product_loading")) }
        if productLoading.delay > .zero { needs.append((.slowProducts, "product_loading")) }
        if renderFailure != nil { needs.append((.renderFailure, "render_failure")) }
        if screenFailure != nil { needs.append((.screenFailure, "screen_failure")) }
        if restoreDelay > .zero || laterRestores.contains(where: { $0.delay > .zero }) { needs.append((.restoreDelay, "restore")) }
        if !laterRestores.isEmpty { needs.append((.restoreAttempts, "restore")) }
        if productsAtInit { needs.append((.productsAtInit, "products_at_init")) }
        if !linkedScreenFailures.isEmpty { needs.append((.screenNavigation, "linked_screen_failures")) }
        if !webNavigation.isEmpty { needs.append((.webNavigation, "web_navigation")) }
        if screenLoadDelay > .zero { needs.append((.loadingPlaceholder, "screen_loading")) }
        if experiment != nil { needs.append((.experimentContext, "experiment")) }
        if !productMetadata.isEmpty { needs.append((.productMetadata, "product_metadata")) }
        if !productKinds.isEmpty { needs.append((.productKinds, "product_kinds")) }
        if links == .refuse { needs.append((.linkRefusal, "links")) }
        if presenter == .none { needs.append((.noPresenter, "presenter")) }
        for product in store.keys.sorted() where store[product].map({ ([$0] + $0.later).contains { $0.outcome == .timeout } }) ?? false {
            needs.append((.storeTimeout, "store.\(product)"))
        }
        for product in store.keys.sorted() where !(store[product]?.later.isEmpty ?? true) {
            needs.append((.storeAttempts, "store.\(product)"))
        }
        for name in handlers.keys.sorted() {
            guard let script = handlers[name] else { continue }
            if script.needsScripts { needs.append((.handlerScripts, "handlers.\(name)")) }
            for action in script.actions.sorted(by: { $0.rawValue < $1.rawValue }) {
                needs.append((action.requiredCapability, "handlers.\(name)"))
            }
        }
        return needs
    }

    /// Whether a handler was declared absent (not registered by the app).
    public func isAbsent(_ handler: String) -> Bool {
        handlers[handler]?.isAbsent ?? false
    }
}

/// What the store answers to a purchase of one product, possibly after some virtual time.
public struct StoreAnswer: Sendable, Hashable {
    /// The outcome of a purchase.
    public enum Outcome: Sendable, Hashable {
        case purchased, cancelled, pending
        case failed(code: String)
        /// StoreKit gave up waiting for the user (`SKError.overlayTimeout`; needs `store-timeout`).
        case timeout
    }

    public var outcome: Outcome
    /// How long the store takes to answer; zero answers at once.
    public var delay: VirtualTime
    /// The answers to the attempts after this one, one each (a spec's `[failed network_error,
    /// purchased]`); the last answers every attempt after it. Empty: this answer answers every attempt.
    public var later: [StoreAnswer]

    public init(outcome: Outcome, delay: VirtualTime = .zero, later: [StoreAnswer] = []) {
        self.outcome = outcome
        self.delay = delay
        self.later = later
    }

    /// The answer to attempt number `attempt` (0-based): this one first, then `later` in turn.
    public func answer(toAttempt attempt: Int) -> StoreAnswer {
        guard attempt > 0, !later.isEmpty else { return StoreAnswer(outcome: outcome, delay: delay) }
        return later[min(attempt - 1, later.count - 1)]
    }
}

/// What opening a web paywall (the `web_purchase` step) does: it opens, or it fails with a code.
package enum WebNavigationAnswer: Sendable, Hashable, CustomStringConvertible {
    /// The web paywall opens.
    case opened
    /// Opening it fails with this error code.
    case failed(code: String)

    /// Reads `opened`, `failed` (code `web_navigation_failed`) or `failed <code>`; nil otherwise.
    package init?(parsing text: String) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        switch (words.first, words.count) {
        case ("opened"?, 1): self = .opened
        case ("failed"?, 1): self = .failed(code: "web_navigation_failed")
        case ("failed"?, 2): self = .failed(code: words[1])
        default: return nil
        }
    }

    /// `opened` or `failed <code>`, as a spec writes it.
    package var description: String {
        switch self {
        case .opened: return "opened"
        case .failed(let code): return "failed \(code)"
        }
    }
}

/// What a restore finds.
public enum RestoreAnswer: Sendable, Hashable {
    /// These products are restored; an empty list means nothing to restore.
    case products([String])
    /// The restore fails with this error code.
    case failed(code: String)
}

/// How product loading goes: some failed attempts, then success, possibly partial.
public struct ProductLoading: Sendable, Hashable {
    /// How many loads fail before one succeeds; nil means every load fails.
    public var failures: Int?
    /// Products that are missing from an otherwise successful load (a partial load).
    public var missing: [String]
    /// The error code a failed load reports.
    public var errorCode: String
    /// How long each products request takes before it answers (fails or lists the products); zero
    /// answers at once (`after: 2s`; needs `slow-products`).
    public var delay: VirtualTime = .zero

    /// Creates a loading behaviour; the default loads everything at once.
    public init(failures: Int? = 0, missing: [String] = [], errorCode: String = "products_loading_failed") {
        self.failures = failures
        self.missing = missing
        self.errorCode = errorCode
    }

    /// Whether load attempt number `attempt` (0-based) fails.
    public func fails(attempt: Int) -> Bool {
        guard let failures else { return true }
        return attempt < failures
    }
}
