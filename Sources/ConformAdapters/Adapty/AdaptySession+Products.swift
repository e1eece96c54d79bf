import ConformKit

/// Products: the two-phase load, partial loads, the app-approved retry, and product selection.
extension AdaptySession {
    /// How long the SDK waits before reloading products the app asked to retry.
    static let retryDelay = VirtualTime.seconds(2)

    /// One products request. A failure asks the app whether to retry; a success lists the products
    /// (first phase, without offers), renders the selection, then adds the offers (second phase).
    /// Each phase that misses products reports them (3.2+).
    /// A request that takes time (`given.product_loading.after`) answers on the virtual clock; until
    /// then nothing is listed, so taps on products go nowhere.
    func loadProducts(context: SessionContext) {
        let attempt = loadAttempts
        loadAttempts += 1
        context.clock.run(after: given.productLoading.delay) { [self] in
            answerProducts(attempt: attempt, context: context)
        }
    }

    /// The answer to products request number `attempt`.
    private func answerProducts(attempt: Int, context: SessionContext) {
        guard !given.productLoading.fails(attempt: attempt) else {
            if askToRetry(context: context) {
                scheduleRetry(context: context)
            }
            return
        }
        reportMissingProducts(context: context)
        productsListed = true
        renderSelection(context: context)
        reportMissingProducts(context: context)
        productsLoaded = true
    }

    /// Calls `didFailLoadingProductsWith` and returns the app's answer: what the spec's handler
    /// returns, else the surface's default (UIKit false, SwiftUI true).
    private func askToRetry(context: SessionContext) -> Bool {
        let delivered = call(.didFailLoadingProducts)
        var retry = features.has(.swiftUIDefaultRetry)
        if case .returns(.bool(let flag))? = delivered?.behaviour { retry = flag }
        // The app's answer is also an argument, so specs can match the surfaces' different defaults.
        deliver(
            delivered, .didFailLoadingProducts, .productsFailed, suffix: " -> \(retry)", context: context,
            [Argument("code", given.productLoading.errorCode), Argument("answer", "\(retry)")])
        return retry
    }

    /// Schedules the reload the app asked for, as this version does it: exactly 2 s later and
    /// unconditionally (3.0 … 3.10.x), 2 s later only if the paywall is still on screen
    /// (3.11 … 3.13.x), or never (3.14+, where the flag it checks is never set for paywalls).
    private func scheduleRetry(context: SessionContext) {
        let policy = features.retryPolicy
        guard policy != .never else { return }
        context.clock.schedule(after: Self.retryDelay) { [self] in
            guard isOnScreen || policy == .unconditional else { return }
            loadProducts(context: context)
        }
    }

    /// Reports the products a loading phase could not find (3.2+), as `products.partial missing=a,b`.
    private func reportMissingProducts(context: SessionContext) {
        let missing = given.products.filter { given.productLoading.missing.contains($0) }
        guard !missing.isEmpty else { return }
        emit(
            .didPartiallyLoadProducts, .productsPartial, context: context,
            [Argument("missing", missing.joined(separator: ","))])
    }

    /// The product the builder preselects: the spec's `selected_product`, else the first product
    /// that loaded.
    private var defaultSelection: String? {
        if let chosen = options.selectedProduct, given.availableProducts.contains(chosen) { return chosen }
        return given.availableProducts.first
    }

    /// Renders the product group's selection when the paywall is on screen with its products: the
    /// preselected product becomes the selection and, from 3.0, is reported once per appearance.
    func renderSelection(context: SessionContext) {
        guard isOnScreen, productsListed, !automaticSelectionReported, let product = defaultSelection else { return }
        selected = product
        automaticSelectionReported = true
        guard features.has(.automaticSelection) else { return }
        emit(.didSelectProduct, .productSelected, product, context: context, productArguments(product))
    }

    /// A tap on a product: it becomes the selection and is reported, also when it already was.
    func select(_ product: String, context: SessionContext) throws {
        try given.requireOffered(product, step: "select")
        guard acceptsTaps, productsListed, given.availableProducts.contains(product) else { return }
        selected = product
        emit(.didSelectProduct, .productSelected, product, context: context, productArguments(product))
    }
}
