import ConformAdapters
import ConformKit
import Testing

/// Web paywalls (3.6+): no purchase start; `didFinishWebPaymentNavigation` once the URL opened.
extension AdaptyAdapterTests {
    // SDK-FACTS: "Web paywall (3.6.0+): no didStartPurchase; the URL opens; didFinishWebPaymentNavigation(product, error?)
    // fires when the URL opened …; no dismiss. The doc's shouldContinueWebPaymentNavigation and didFailWebPaymentNavigation
    // exist in no iOS tag."
    @Test(
        "a web purchase reports the finished navigation and nothing else",
        arguments: [
            ("adapty@3", "paywallController(_:didFinishWebPaymentNavigation:error:)"),
            ("adapty@3-swiftui", ".paywall(didFinishWebPaymentNavigation:)"),
            ("adapty@3.10", "paywallController(_:didFinishWebPaymentNavigation:error:)")
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
        #expect(
            run.lines.last
                == "web.purchase.finished premium_monthly | paywallController(_:didFinishWebPaymentNavigation:error:) | code=web_payment_failed product=premium_monthly"
        )
        #expect(run.final == Self.open)
    }

    // Docs: "Вызывается после попытки открыть web-пейвол для покупки — успешной или нет": one call per
    // attempt. `given.web_navigation` answers attempt by attempt, the last repeating, and wins over the option.
    @Test(
        "given.web_navigation answers each navigation in turn: a failure with its code, then an opened paywall",
        arguments: ["adapty@3", "adapty@3-swiftui", "adapty@3.10"])
    func navigationAttempts(_ id: String) throws {
        var given = AdaptyHarness.given(options: ["web_navigation_error": "ignored", "web_paywall_browser": "in_app"])
        given.webNavigation = [.failed(code: "web_payment_failed"), .opened]
        let tap = Step.webPurchase(product: Self.monthly)
        let run = try AdaptyHarness.run(id, given, [AdaptyHarness.present, tap, tap, .closeBrowser, tap])
        let finished = run.events.filter { $0.name == .webPurchaseFinished }
        #expect(finished.map { $0.arguments.first { $0.key == "code" }?.value } == ["web_payment_failed", nil, nil])
        // The in-app browser opens from 3.15.0 (`web-open-in`); 3.10 opens the system browser.
        #expect(run.events.filter { $0.name == .webBrowserOpened }.count == (id == "adapty@3.10" ? 0 : 2))
        #expect(run.final == Self.open)
    }

    @Test("given.web_navigation needs web-navigation, which versions before the web paywall (3.6.0) lack")
    func navigationAttemptsNeedTheWebPaywall() throws {
        var given = AdaptyHarness.given()
        given.webNavigation = [.opened]
        #expect(given.requiredCapabilities.contains { $0.capability == .webNavigation })
        for id in ["adapty@3.1", "adapty@2"] {
            #expect(!(try AdaptyHarness.adapter(id)).info.capabilities.contains(.webNavigation), "\(id)")
        }
    }
}

/// The in-app browser a web paywall opens in (3.15.0+, `web-open-in`): the page's didAppear and didDisappear.
extension AdaptyAdapterTests {
    // Docs (SwiftUI table): didAppear "Также вызывается, когда … web-пейвол открывается во встроенном браузере";
    // didDisappear "Также вызывается, когда web-пейвол, открытый из пейвола во встроенном браузере, исчезает с экрана".
    @Test(
        "a web paywall in the in-app browser is reported through didAppear, its closing through didDisappear, and covers the paywall",
        arguments: ["adapty@3", "adapty@3-swiftui"])
    func inAppBrowser(_ id: String) throws {
        let given = AdaptyHarness.given(options: ["web_paywall_browser": "in_app"])
        let steps: [Step] = [AdaptyHarness.present, .webPurchase(product: AdaptyHarness.monthly), .close, .closeBrowser, .closeBrowser]
        let run = try AdaptyHarness.run(id, given, steps)
        let names = run.events.map(\.name)
        #expect(Array(names.suffix(3)) == [.webPurchaseFinished, .webBrowserOpened, .webBrowserClosed])
        #expect(run.events.suffix(2).allSatisfy { NativeName("didAppear").matches($0.native) || NativeName("didDisappear").matches($0.native) })
        #expect(run.final == FinalState(state: .open, result: "none"))
    }

    @Test("a web paywall that fails to open, or opens outside the app, opens no in-app browser")
    func noBrowser() throws {
        for options in [["web_paywall_browser": "in_app", "web_navigation_error": "x"], [:]] {
            let run = try AdaptyHarness.run(
                "adapty@3", AdaptyHarness.given(options: options),
                [AdaptyHarness.present, .webPurchase(product: AdaptyHarness.monthly), .closeBrowser])
            #expect(!run.events.contains { $0.family == "web" && $0.name != .webPurchaseFinished })
        }
    }
}
