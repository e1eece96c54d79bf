import ConformAdapters
import ConformKit
import Testing

/// The app steps a delegate method's `does:` performs just before it returns, exactly as the step.
extension AppDNAAdapterTests {
    // "To restore purchases outside of a paywall, call AppDNA.billing.restorePurchases() directly. …
    // The paywall delegate returns the same product-ID list."
    @Test("'does: app_restore' in onPaywallRestoreCompleted calls restorePurchases(), which returns the list the delegate got")
    func appRestoreInDelegate() throws {
        let script = HandlerScript(calls: [HandlerCall(.registered, does: [.appRestore])])
        let given = AppDNAHarness.given(restore: .products(["premium_monthly"]), handlers: ["onPaywallRestoreCompleted": script])
        let run = try AppDNAHarness.run(given, [.present(Presentation()), .restore])
        let restores = run.events.filter { $0.name == .restoreCompleted }
        #expect(restores.map { $0.argument("productIds") } == ["[premium_monthly]", "[premium_monthly]"], "\(run.lines)")
        #expect(NativeName("onPaywallRestoreCompleted").matches(restores[0].native))
        #expect(NativeName("restorePurchases").matches(restores[1].native))
    }

    @Test("'does: present' after the app's dismiss in the same method presents the paywall again")
    func presentAgainInDelegate() throws {
        let script = HandlerScript(calls: [HandlerCall(.registered, does: [.dismiss, .present])])
        let given = AppDNAHarness.given(restore: .products(["premium_monthly"]), handlers: ["onPaywallRestoreStarted": script])
        let run = try AppDNAHarness.run(given, [.present(Presentation()), .restore])
        #expect(run.events.filter { $0.name == .paywallShown }.count == 2, "\(run.lines)")
        #expect(run.events.contains { $0.name == .paywallClosed && $0.subject == "programmatic" })
        #expect(run.final.state == .open)
        #expect(AppDNAAdapter().info.capabilities.contains(.appPresent))
    }

    @Test("a restorePurchases() the page is silent on, called inside a delegate method, is refused as the step is")
    func appRestoreRefusedInDelegate() throws {
        let script = HandlerScript(calls: [HandlerCall(.registered, does: [.appRestore])])
        let given = AppDNAHarness.given(
            restore: .failed(code: "network_error"), handlers: ["onPaywallRestoreFailed": script],
            options: ["billing_provider": "none"])
        #expect(throws: AdapterError.self) { try AppDNAHarness.run(given, [.present(Presentation()), .restore]) }
    }
}
