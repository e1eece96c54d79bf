import ConformAdapters
import ConformKit
import Testing

/// Web paywalls (3.6+): no purchase start; `didFinishWebPaymentNavigation` once the URL opened.
extension AdaptyAdapterTests {
    // SDK-FACTS: "Web paywall (3.6.0+): no didStartPurchase; the URL opens; didFinishWebPaymentNavigation(product, error?)
    // fires when the URL opened …; no dismiss. The doc's shouldContinueWebPaymentNavigation and didFailWebPaymentNavigation
    // exist in no iOS tag."
    @Test("a web purchase reports the finished navigation and nothing else", arguments: [
        ("adapty@3", "paywallController(_:didFinishWebPaymentNavigation:error:)"),
        ("adapty@3-swiftui", ".paywall(didFinishWebPaymentNavigation:)"),
        ("adapty@3.10", "paywallController(_:didFinishWebPaymentNavigation:error:)"),
    ])
    func webPurchase(id: String, native: String) throws {
        let run = try AdaptyHarness.run(id, AdaptyHarness.given(), [AdaptyHarness.present, .webPurchase(product: Self.monthly)])
        #expect(run.lines.last == "web.purchase.finished premium_monthly | \(native) | error=nil product=premium_monthly")
        #expect(!run.events.contains { $0.family == "purchase" || $0.name == .webPurchaseStarted })
        #expect(run.final == Self.open)
    }

    @Test("a web paywall that fails to open reports the error through the same callback")
    func webNavigationError() throws {
        let given = AdaptyHarness.given(options: ["web_navigation_error": "web_payment_failed"])
        let run = try AdaptyHarness.run("adapty@3", given, [AdaptyHarness.present, .webPurchase(product: Self.monthly)])
        #expect(run.lines.last == "web.purchase.finished premium_monthly | paywallController(_:didFinishWebPaymentNavigation:error:) | code=web_payment_failed product=premium_monthly")
        #expect(run.final == Self.open)
    }
}
