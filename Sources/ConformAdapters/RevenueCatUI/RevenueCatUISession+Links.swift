import ConformKit

/// Links and web checkout: what RevenueCatUI opens outside the paywall, and reports once it did.
extension RevenueCatUISession {
    /// A link tap: the URL opens, then `didOpenURL` / `.onURLOpened` reports it (5.83.0+); before,
    /// nothing tells the app. How it opens is the button's `URLMethod` (`Browser.navigateTo`,
    /// `NavigatetoURL.swift`, 5.83.0 commit 8720c34c76): `in_app_browser` reports once the sheet
    /// appears; `external_browser` and `deep_link` go through `openURL` and report only when it
    /// succeeded — a system that refuses the link (`given.links: refuse`) gets no report at all. A
    /// deep link leaves the paywall up.
    func openLink(_ url: String, opens: LinkOpening?, context: SessionContext) {
        guard acceptsTaps else { return }
        if given.links == .refuse, opens == .external || opens == .deepLink { return }
        var arguments = [Argument("url", url)]
        if let opens { arguments.append(Argument("opens", opens.rawValue)) }
        emit(.onURLOpened, .linkOpened, url, context: context, arguments)
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
