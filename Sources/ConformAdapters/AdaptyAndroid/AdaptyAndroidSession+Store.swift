import ConformKit

/// The store side, as `PaywallViewModel` (3.x) and the flow's effect handlers (4.x) run it:
/// products, selection, purchases, restores and web paywalls.
extension AdaptyAndroidSession {
    /// `LOADING_PRODUCTS_RETRY_DELAY = 2000L` (internal/utils/consts.kt, every tag).
    static let retryDelay = VirtualTime.seconds(2)
    /// The access level a restore that finds purchases grants.
    static let accessLevel = "premium"

    /// One `Adapty.getPaywallProducts` request. A failure asks `onLoadingProductsFailure`; its `true`
    /// reloads 2 s later (`delay(LOADING_PRODUCTS_RETRY_DELAY)` in the view model's scope, cancelled
    /// when the Activity finishes, so only while the paywall is on screen).
    func loadProducts(context: SessionContext) {
        let attempt = loadAttempts
        loadAttempts += 1
        context.clock.run(after: given.productLoading.delay) { [self] in
            guard isOnScreen else { return }
            guard given.productLoading.fails(attempt: attempt) else {
                productsLoaded = true
                selectDefault()
                return
            }
            let call = self.call(.onLoadingProductsFailure)
            var retry = false
            if case .returns(.bool(let flag))? = call?.behaviour { retry = flag }
            deliver(
                call, .onLoadingProductsFailure, .productsFailed, suffix: " -> \(retry)", context: context,
                [Argument("code", given.productLoading.errorCode), Argument("answer", "\(retry)")])
            guard retry else { return }
            context.clock.schedule(after: Self.retryDelay) { [self] in
                guard isOnScreen else { return }
                loadProducts(context: context)
            }
        }
    }

    /// The product group's selection once the products are in: the spec's `selected_product`, else
    /// the first. Nothing is reported: `onProductSelected` comes from `Action.SelectProduct`, a tap.
    func selectDefault() {
        if let chosen = options.selectedProduct, given.availableProducts.contains(chosen) {
            selected = chosen
        } else {
            selected = given.availableProducts.first
        }
    }

    /// A tap on a product: `Action.SelectProduct` stores it and calls `onProductSelected`, also when
    /// it already was the selection.
    func select(_ product: String, context: SessionContext) throws {
        try given.requireOffered(product, step: "select")
        guard acceptsTaps, productsLoaded, given.availableProducts.contains(product) else { return }
        selected = product
        emit(.onProductSelected, .productSelected, product, context: context, productArguments(product))
    }

    /// A tap on a purchase button for `product` (or the selected one). In observer mode with a handler
    /// the app's `onPurchaseInitiated` takes over; otherwise `onPurchaseStarted`, then the store.
    func buy(_ product: String?, context: SessionContext) throws {
        if let product { try given.requireOffered(product, step: "buy") }
        guard acceptsTaps, productsLoaded, let id = product ?? selected, given.availableProducts.contains(id) else { return }
        let arguments = productArguments(id)
        if options.routesPurchasesToResolver {
            context.recorder.record(.purchaseStarted, id, native: AdaptyAndroidNative.observerPurchase, arguments)
            return
        }
        busy = true
        emit(.onPurchaseStarted, .purchaseStarted, id, context: context, arguments)
        let answer = attempts.next(id)
        context.clock.run(after: answer.delay) { [self] in
            busy = false
            finishPurchase(of: id, outcome: answer.outcome, context: context)
        }
    }

    /// The store answered `Adapty.makePurchase`. 3.1.x: `onPurchaseSuccess`, a `USER_CANCELED` error
    /// as `onPurchaseCanceled`, any other error (`PENDING_PURCHASE` too) as `onPurchaseFailure`.
    /// 3.3.0 on: every success result — `Success`, `UserCanceled`, `Pending` — as `onPurchaseFinished`.
    /// The default body after a purchase presses back (3.x), which an override replaces.
    private func finishPurchase(of id: String, outcome: StoreAnswer.Outcome, context: SessionContext) {
        let product = productArguments(id)
        let result: (callback: AdaptyAndroidCallback, name: EventName, arguments: [Argument], closes: String?)
        switch (outcome, features.has(.purchaseFinished)) {
        case (.timeout, _):
            return
        case (.failed(let code), _):
            result = (.onPurchaseFailure, .purchaseFailed, [Argument("code", code)], nil)
        case (.purchased, false):
            result = (.onPurchaseSuccess, .purchaseCompleted, [Argument("purchasedInfo", volatileValues.next("purchasedInfo"))], "purchased")
        case (.cancelled, false):
            result = (.onPurchaseCanceled, .purchaseCancelled, [], nil)
        case (.pending, false):
            result = (.onPurchaseFailure, .purchaseFailed, [Argument("code", "pending_purchase")], nil)
        case (.purchased, true):
            let purchase = [Argument("purchaseResult", "Success"), Argument("purchase", volatileValues.next("purchase"))]
            result = (.onPurchaseFinished, .purchaseCompleted, purchase, "purchased")
        case (.cancelled, true):
            result = (.onPurchaseFinished, .purchaseCancelled, [Argument("purchaseResult", "UserCanceled")], nil)
        case (.pending, true):
            let closes = features.has(.dismissUnlessCancelled) ? "pending" : nil
            result = (.onPurchaseFinished, .purchasePending, [Argument("purchaseResult", "Pending")], closes)
        }
        emit(result.callback, result.name, id, context: context, product + result.arguments)
        guard let closes = result.closes, isAbsent(result.callback), !features.has(.noDismissAfterPurchase) else { return }
        dismiss(result: closes, native: AdaptyAndroidNative.defaultBack, context: context)
    }

    /// A tap on the restore button: `onRestoreStarted`, then `onRestoreSuccess(profile)` — also when
    /// nothing was restored — or `onRestoreFailure(error)`; the paywall stays. In observer mode with a
    /// handler (3.15.0+) the app's `RestoreHandler` restores instead.
    func restore(context: SessionContext) {
        guard acceptsTaps else { return }
        if options.routesPurchasesToResolver && features.has(.restoreHandler) {
            context.recorder.record(.restoreStarted, native: AdaptyAndroidNative.observerRestore)
            return
        }
        busy = true
        emit(.onRestoreStarted, .restoreStarted, context: context)
        let attempt = attempts.nextRestore()
        context.clock.run(after: attempt.delay) { [self] in
            busy = false
            switch attempt.answer {
            case .products(let restored):
                emit(
                    .onRestoreSuccess, .restoreCompleted, context: context,
                    [Argument("profile", volatileValues.next("profile")), Argument("accessLevel", restored.isEmpty ? "none" : Self.accessLevel)])
            case .failed(let code):
                emit(.onRestoreFailure, .restoreFailed, context: context, [Argument("code", code)])
            }
        }
    }

    /// A web paywall button (3.15.0+): `Adapty.openWebPaywall`, no `onPurchaseStarted`. From 3.15.2
    /// `onFinishWebPaymentNavigation(product, null)` when it opened, `(null, error)` when it failed.
    func webPurchase(_ product: String, context: SessionContext) throws {
        guard features.has(.webPaywall) else {
            throw AdapterError.unsupported("AdaptyUI Android \(features.version) has no web paywalls: they arrived in 3.15.0")
        }
        try given.requireOffered(product, step: "web_purchase")
        guard acceptsTaps, productsLoaded, given.availableProducts.contains(product) else { return }
        let failure = attempts.nextWebNavigationFailure(otherwise: options.webNavigationError)
        if let failure {
            emit(.onFinishWebPaymentNavigation, .webPurchaseFinished, context: context, [Argument("product", "null"), Argument("code", failure)])
        } else {
            emit(
                .onFinishWebPaymentNavigation, .webPurchaseFinished, product, context: context,
                productArguments(product) + [Argument("error", "null")])
        }
    }

    /// The arguments of a callback that receives `AdaptyPaywallProduct` `id`.
    func productArguments(_ id: String) -> [Argument] {
        given.productArguments(id, names: AdaptyAndroidNative.productFields)
    }
}
