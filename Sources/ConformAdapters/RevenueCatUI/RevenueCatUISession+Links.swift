import ConformKit

/// Links and web checkout: what RevenueCatUI opens outside the paywall, and reports once it did.
extension RevenueCatUISession {
    /// A link tap: the URL opens, then `didOpenURL` / `.onURLOpened` reports it (5.83.0+); before,
    /// nothing tells the app.
    func openLink(_ url: String, context: SessionContext) {
        guard acceptsTaps else { return }
        emit(.onURLOpened, .linkOpened, url, context: context, [Argument("url", url)])
    }

    /// A web checkout button (5.82.0+): the checkout opens outside the app and `DidOpenWebCheckout`
    /// reports it; the paywall stays.
    func webPurchase(_ product: String, context: SessionContext) throws {
        guard features.has(.webCheckout) else {
            throw AdapterError.unsupported("RevenueCatUI \(features.version) has no web checkout: it arrived in 5.82.0")
        }
        try given.requireOffered(product, step: "web_purchase")
        guard acceptsTaps else { return }
        emit(.onWebCheckoutOpened, .webPurchaseStarted, product, context: context)
    }
}
