import ConformAdapters
import ConformKit
import Testing

/// Taps reported through onPaywallAction, and promo codes through onPromoCodeSubmit.
extension AppDNAAdapterTests {
    /// A tap and the onPaywallAction call it causes.
    struct ActionCase: Sendable, CustomTestStringConvertible {
        /// The tap.
        var step: Step
        /// The event expected.
        var line: String
        /// The case as test output names it.
        var testDescription: String { step.transcriptForm }
    }

    // PaywallAction: ".planChanged — The user switched between plan options", ".featureSelected — A feature
    // item was selected", ".linkTapped — A link (e.g., terms, privacy policy) was tapped", ".custom — A
    // custom action defined in the paywall config".
    @Test(
        "taps reach onPaywallAction with the matching PaywallAction case",
        arguments: [
            ActionCase(step: .select(product: "premium_annual"), line: AppDNALine.action("product.selected premium_annual", "planChanged")),
            ActionCase(step: .action(id: "feature:offline_mode"), line: AppDNALine.action("action.feature offline_mode", "featureSelected")),
            ActionCase(
                step: .openLink(url: "https://example.com/terms"), line: AppDNALine.action("link.opened https://example.com/terms", "linkTapped")),
            ActionCase(step: .action(id: "open_faq"), line: AppDNALine.action("action open_faq", "custom")),
            ActionCase(step: .action(id: "feature:"), line: AppDNALine.action("action feature:", "custom"))
        ])
    func actions(_ action: ActionCase) throws {
        let run = try AppDNAHarness.run(AppDNAHarness.given(), [.present(Presentation()), action.step])
        #expect(run.lines == AppDNALine.shown + [action.line])
        #expect(run.final == Self.open)
    }

    // ".planChanged — The user switched between plan options": re-tapping the current plan switches nothing.
    @Test("switching plans reports each switch, not a re-tap of the current plan")
    func planSwitches() throws {
        let steps: [Step] = [
            .present(Presentation()), .select(product: "premium_annual"), .select(product: "premium_annual"),
            .select(product: "premium_monthly")
        ]
        let run = try AppDNAHarness.run(AppDNAHarness.given(), steps)
        #expect(
            run.lines == AppDNALine.shown + [
                AppDNALine.action("product.selected premium_annual", "planChanged"),
                AppDNALine.action("product.selected premium_monthly", "planChanged")
            ])
    }

    /// A promo code handler and the answer recorded.
    struct PromoCase: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// The handler the spec declares, if any.
        var handler: HandlerScript?
        /// The events expected after the paywall showed.
        var lines: [String]
        /// The case as test output names it.
        var testDescription: String { name }
    }

    /// onPromoCodeSubmit for SAVE20, then the app's completion answer.
    static func promo(_ answer: String) -> [String] {
        [
            "promo.submitted SAVE20 | onPromoCodeSubmit(paywallId:code:completion:) | code=SAVE20 paywallId=premium_paywall",
            "promo.answered SAVE20 | completion(\(answer)) | valid=\(answer)"
        ]
    }

    // "Validate the code and call completion(true) for valid, completion(false) for invalid" — the page says
    // nothing of what follows, so the paywall simply stays. The completion is the app's call: a registered
    // body that does nothing (and a handler the spec does not list) never makes it.
    @Test(
        "a submitted promo code reaches onPromoCodeSubmit and only the app's own completion answer is recorded",
        arguments: [
            PromoCase(name: "not listed (registered: no answer)", handler: nil, lines: [promo("true")[0]]),
            PromoCase(name: "registered (no answer)", handler: .registered, lines: [promo("true")[0]]),
            PromoCase(name: "returns true", handler: .returns(.bool(true)), lines: promo("true")),
            PromoCase(name: "returns false", handler: .returns(.bool(false)), lines: promo("false")),
            PromoCase(name: "not implemented", handler: .absent, lines: [])
        ])
    func promoCodes(_ promo: PromoCase) throws {
        var handlers: [String: HandlerScript] = [:]
        if let handler = promo.handler { handlers["onPromoCodeSubmit"] = handler }
        let run = try AppDNAHarness.run(AppDNAHarness.given(handlers: handlers), [.present(Presentation()), .promo(code: "SAVE20")])
        #expect(run.lines == AppDNALine.shown + promo.lines)
        #expect(run.final == Self.open)
    }

    @Test("an app that calls the promo completion later is answered then, and a script answers each submission in turn")
    func promoLater() throws {
        let script = HandlerScript(calls: [HandlerCall(.returns(.bool(false)), after: .seconds(1)), HandlerCall(.returns(.bool(true)))])
        let run = try AppDNAHarness.run(
            AppDNAHarness.given(handlers: ["onPromoCodeSubmit": script]),
            [.present(Presentation()), .promo(code: "SAVE20"), .wait(.seconds(2)), .promo(code: "SAVE20")])
        #expect(
            run.lines == AppDNALine.shown + [
                Self.promo("false")[0], Self.promo("false")[1] + " @1s",
                Self.promo("true")[0] + " @2s", Self.promo("true")[1] + " @2s"
            ])
    }
}
