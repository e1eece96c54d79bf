import ConformAdapters
import ConformKit
import Testing

/// The app steps a handler's `does:` performs just before the handler answers, exactly as the step.
extension AdaptyAdapterTests {
    @Test(
        "'does: [dismiss, present]' in didPerformAction closes the paywall in the app's code, then presents it again",
        arguments: ["adapty@3", "adapty@3-swiftui"])
    func presentAgainInHandler(_ id: String) throws {
        let script = HandlerScript(calls: [HandlerCall(.registered, does: [.dismiss, .present])])
        let given = AdaptyHarness.given(handlers: ["didPerformAction": script])
        let run = try AdaptyHarness.run(id, given, [AdaptyHarness.present, .close])
        let names = run.events.map(\.name)
        #expect(Array(names.suffix(3)) == [.paywallClosed, .paywallShown, .productSelected], "\(run.lines)")
        #expect(run.events.filter { $0.name == .paywallShown }.count == 2)
        #expect(run.final == FinalState(state: .open, result: "none"))
        #expect(try AdaptyHarness.adapter(id).info.capabilities.contains(.appPresent))
    }

    @Test("'does: close_browser' in didAppear closes the in-app browser the moment it opens, as the step does")
    func closeBrowserInHandler() throws {
        let script = HandlerScript(calls: [HandlerCall(.registered, does: [.closeBrowser])])
        let given = AdaptyHarness.given(handlers: ["didAppear": script], options: ["web_paywall_browser": "in_app"])
        let run = try AdaptyHarness.run(
            "adapty@3", given,
            [
                AdaptyHarness.present, .webPurchase(product: AdaptyHarness.monthly),
                .select(product: AdaptyHarness.annual)
            ])
        let names = run.events.map(\.name)
        #expect(Array(names.suffix(3)) == [.webBrowserOpened, .webBrowserClosed, .productSelected], "\(run.lines)")
    }

    @Test("a step the model refuses, taken inside a handler, is refused at the next step as the step itself is")
    func refusedInHandler() throws {
        let script = HandlerScript(calls: [HandlerCall(.registered, does: [.appRestore])])
        let given = AdaptyHarness.given(handlers: ["didSelectProduct": script])
        #expect(throws: AdapterError.self) {
            try AdaptyHarness.run("adapty@3", given, [AdaptyHarness.present, .select(product: AdaptyHarness.annual)])
        }
        #expect(try !AdaptyHarness.adapter("adapty@3").info.capabilities.contains(.appRestore))
    }
}
