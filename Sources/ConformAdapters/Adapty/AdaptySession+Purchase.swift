import ConformKit

/// Purchases: the SDK's own purchase flow, observer mode, and web paywalls.
extension AdaptySession {
    /// A tap on the purchase button for `product` (or the selected product). Before the products
    /// carry their offers the SDK only logs a warning. In observer mode with a resolver the app's
    /// resolver takes over; otherwise `didStartPurchase`, then the store's answer.
    func buy(_ product: String?, context: SessionContext) throws {
        if let product { try given.requireOffered(product, step: "buy") }
        guard acceptsTaps, let id = product ?? selected else { return }
        guard productsLoaded, given.availableProducts.contains(id) else { return }
        let arguments = productArguments(id)
        if options.routesPurchasesToResolver && features.hasObserverModeHook {
            // The app drives the purchase and calls back onStart/onFinish (the loader): nothing
            // else reaches the delegate.
            let native = features.has(.observerModeResolver) ? AdaptyNative.observerPurchase : AdaptyNative.observerPurchaseDelegate
            context.recorder.record(.purchaseStarted, id, native: native, arguments)
            return
        }
        // Observer mode without a resolver (or in a version without any observer-mode hook: before
        // AdaptyUI-iOS 2.11.0, and AdaptySDK-iOS 3.0.0): the SDK logs a warning and purchases itself.
        purchaseInProgress = true
        emit(.didStartPurchase, .purchaseStarted, id, context: context, arguments)
        let answer = attempts.next(id)
        context.clock.run(after: answer.delay) { [self] in
            finishPurchase(of: id, outcome: answer.outcome, context: context)
        }
    }

    /// The store answered: exactly one finishing callback. The SDK's default implementation of
    /// `didFinishPurchase` dismisses unless the user cancelled (3.2+), or after a success only
    /// (before 3.2) — but only an app that does not implement the callback gets that default: an
    /// app's implementation replaces it (UIKit's default lives in a protocol extension, SwiftUI's
    /// is `didFinishPurchase ?? { dismiss }`), and closing is then the app's job, as the page advises.
    private func finishPurchase(of id: String, outcome: StoreAnswer.Outcome, context: SessionContext) {
        purchaseInProgress = false
        let product = productArguments(id)
        let appFinishes = !isAbsent(.didFinishPurchase)
        switch outcome {
        case .purchased:
            let result =
                features.has(.purchaseResult)
                ? [
                    Argument("purchaseResult", ".success"), Argument("profile", volatileValues.next("profile")),
                    Argument("transaction", volatileValues.next("transaction"))
                ]
                : [Argument("purchasedInfo", volatileValues.next("purchasedInfo"))]
            emit(.didFinishPurchase, .purchaseCompleted, id, context: context, product + result)
            if !appFinishes { dismiss(result: "purchased", by: .sdkDefault, context: context) }
        case .cancelled:
            if features.has(.cancelThroughFinish) {
                emit(
                    .didFinishPurchase, .purchaseCancelled, id, context: context,
                    product + [Argument("purchaseResult", ".userCancelled")])
            } else {
                emit(.didCancelPurchase, .purchaseCancelled, id, context: context, product)
            }
        case .pending:
            // Before 3.2 there is no pending result: the deferred transaction reaches no callback
            // (the model's reading; see docs/adapters/adapty.md).
            guard features.has(.pendingResult) else { return }
            emit(.didFinishPurchase, .purchasePending, id, context: context, product + [Argument("purchaseResult", ".pending")])
            // "Dismiss unless cancelled" (3.2.0): a pending purchase dismisses too — unless the app's
            // own didFinishPurchase replaced the default.
            if features.has(.dismissUnlessCancelled) && !appFinishes { dismiss(result: "pending", by: .sdkDefault, context: context) }
        case .timeout:
            // Not declared (`store-timeout`): the runner never sends this answer; the store stays silent.
            return
        case .failed(let code):
            emit(.didFailPurchase, .purchaseFailed, id, context: context, product + [Argument("code", code)])
        }
    }

    /// A web paywall purchase button (3.6+): no `didStartPurchase`; the SDK opens the web paywall
    /// URL and reports `didFinishWebPaymentNavigation(product, error)` once it opened (or failed
    /// to); the paywall stays on screen.
    func webPurchase(_ product: String, context: SessionContext) throws {
        guard features.has(.webPaywall) else {
            throw AdapterError.unsupported("Adapty \(features.version) has no web paywalls: they arrived in 3.6.0")
        }
        try given.requireOffered(product, step: "web_purchase")
        guard acceptsTaps, productsLoaded, given.availableProducts.contains(product) else { return }
        let failure = attempts.nextWebNavigationFailure(otherwise: options.webNavigationError)
        let outcome = failure.map { Argument("code", $0) } ?? Argument("error", "nil")
        emit(
            .didFinishWebPaymentNavigation, .webPurchaseFinished, product, context: context,
            productArguments(product) + [outcome])
        // Before 3.15.0 (`AdaptyGate.webOpenIn`) every web paywall opens in the system browser.
        guard options.webPaywallInApp, features.has(.webOpenIn), failure == nil, isOnScreen else { return }
        // "didAppear … Также вызывается, когда пользователь нажимает кнопку web-пейвола внутри
        // пейвола и web-пейвол открывается во встроенном браузере": the page's didAppear, through
        // which the app hears the in-app browser open over the paywall.
        browserOpen = true
        emit(.didAppear, .webBrowserOpened, product, context: context, [Argument("product", product)])
    }

    /// The user closes the in-app browser: "didDisappear … Также вызывается, когда web-пейвол,
    /// открытый из пейвола во встроенном браузере, исчезает с экрана". The paywall shows again.
    func closeBrowser(context: SessionContext) {
        guard browserOpen, isOnScreen else { return }
        browserOpen = false
        emit(.didDisappear, .webBrowserClosed, context: context)
    }

    /// The arguments of a callback that receives `AdaptyPaywallProduct` `id`: its id, and the fields
    /// `given.product_metadata` sets, under the product's own names (`product.price`).
    func productArguments(_ id: String) -> [Argument] {
        given.productArguments(id, names: AdaptyNative.productFields)
    }
}
