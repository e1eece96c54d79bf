import ConformAdapters
import ConformKit
import Testing

/// The AppDNA model against its docs page ("iOS Paywalls", seed 004), one behaviour per test.
@Suite struct AppDNAAdapterTests {
    /// A paywall still up, with no result.
    static let open = FinalState(state: .open, result: "none")
    /// A paywall never shown.
    static let notShown = FinalState(state: .notShown, result: "none")

    @Test("declares itself with the delegate's optional methods, options and families")
    func declaration() {
        let info = AppDNAAdapter().info
        #expect(info.id == "appdna")
        #expect(info.sdk == "AppDNA iOS")
        #expect(info.sdkVersion == "1.0.61+ (docs)")
        #expect(
            Set(info.handlers.keys) == [
                "onPromoCodeSubmit", "onPostPurchaseDeepLink", "onPostPurchaseNextStep",
                "onPaywallRestoreStarted", "onPaywallRestoreCompleted", "onPaywallRestoreFailed"
            ])
        #expect(Set(info.options.keys) == ["billing_provider", "delegate", "paywall_id", "post_purchase", "restore_dismiss"])
        #expect(info.volatileArguments == ["transactionId"])
        #expect(
            info.capabilities.isSuperset(of: [
                .restore, .productSelection, .customAction, .links, .promoCode,
                .tapOutside, .programmaticDismiss, .placements, .billingProvider
            ]))
        #expect(info.capabilities.isDisjoint(with: [.questions, .webPurchase, .skip, .embedded]))
        for name in [
            "paywall.shown", "paywall.closed", "product.selected", "purchase.deep_link", "restore.failed", "action.cta",
            "action", "link.opened", "promo.submitted", "recorded.paywall_close", "alert.shown"
        ] {
            #expect(info.observes(name), "should observe '\(name)'")
        }
        for name in ["error", "render.failed", "products.failed", "answer.changed", "web.purchase.started"] {
            #expect(!info.observes(name), "should not observe '\(name)'")
        }
    }

    @Test("is offered for registration through AppDNAAdapters.all")
    func registration() {
        #expect(AppDNAAdapters.all.map(\.info.id) == ["appdna"])
    }

    /// A present step and the events it causes.
    struct PresentCase: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// The options the spec sets.
        var options: [String: String]
        /// The placement presented for.
        var placement: String?
        /// The events expected.
        var lines: [String]
        /// The case as test output names it.
        var testDescription: String { name }
    }

    // "Present a paywall by its identifier" with a PaywallContext; "The placement value is included in
    // all paywall analytics events"; Auto-Tracked Events: "paywall_view — The paywall was presented".
    @Test(
        "presenting fires onPaywallPresented, then tracks paywall_view with the placement",
        arguments: [
            PresentCase(name: "no placement", options: [:], placement: nil, lines: AppDNALine.shown),
            PresentCase(
                name: "placement settings", options: [:], placement: "settings",
                lines: [AppDNALine.presented, "recorded.paywall_view | analytics: paywall_view | placement=settings"]),
            PresentCase(
                name: "paywall_id option", options: ["paywall_id": "winback"], placement: "feature_gate",
                lines: [
                    "paywall.shown | onPaywallPresented(paywallId:) | paywallId=winback",
                    "recorded.paywall_view | analytics: paywall_view | placement=feature_gate"
                ])
        ])
    func present(_ present: PresentCase) throws {
        let run = try AppDNAHarness.run(AppDNAHarness.given(options: present.options), [.present(Presentation(placement: present.placement))])
        #expect(run.lines == present.lines)
        #expect(run.final == Self.open)
    }

    // Module Methods: present "Returns false if nothing could present it."
    @Test("present returns false when nothing can present the paywall, and nothing shows")
    func presentReturnsFalse() throws {
        let given = AppDNAHarness.given(screenFailure: "paywall_not_found")
        let run = try AppDNAHarness.run(given, [.present(Presentation(placement: "settings")), .buy(product: "premium_monthly"), .close])
        #expect(
            run.lines == ["paywall.load_failed paywall_not_found | present(_:from:context:) -> false | paywallId=premium_paywall placement=settings"])
        #expect(run.final == Self.notShown)
    }

    /// A dismissal step and the DismissReason wire value it reports.
    struct Dismissal: Sendable, CustomTestStringConvertible {
        /// The user's or the app's step.
        var step: Step
        /// The wire value of the reason.
        var reason: String
        /// The case as test output names it.
        var testDescription: String { "\(step.keyword) → \(reason)" }
    }

    // DismissReason: ".dismissed — Dismissed by the user via a close button", ".tappedOutside — Dismissed
    // by tapping outside the paywall", ".programmatic — Dismissed programmatically by your code";
    // "paywall_close — The paywall was closed (the DismissReason string is sent as a property)".
    @Test(
        "each dismissal fires onPaywallDismissed and tracks paywall_close with its wire reason",
        arguments: [
            Dismissal(step: .close, reason: "dismissed"),
            Dismissal(step: .tapOutside, reason: "tappedOutside"),
            Dismissal(step: .dismiss, reason: "programmatic")
        ])
    func dismissReasons(_ dismissal: Dismissal) throws {
        let run = try AppDNAHarness.run(AppDNAHarness.given(), [.present(Presentation()), dismissal.step, .close])
        #expect(run.lines == AppDNALine.shown + AppDNALine.closed(dismissal.reason))
        #expect(run.final == FinalState(state: .closed, result: dismissal.reason))
    }

    // "The placement value is included in all paywall analytics events" — paywall_close too.
    @Test("paywall_close carries the placement beside the reason")
    func closeCarriesPlacement() throws {
        let run = try AppDNAHarness.run(AppDNAHarness.given(), [.present(Presentation(placement: "onboarding")), .tapOutside])
        #expect(run.lines.last == "recorded.paywall_close | analytics: paywall_close | placement=onboarding reason=tappedOutside")
    }

    /// Taps that find no paywall to act on.
    static let taps: [Step] = [
        .select(product: "premium_annual"), .buy(product: "premium_monthly"), .restore, .close, .tapOutside,
        .dismiss, .openLink(url: "https://example.com/terms"), .action(id: "open_faq"), .promo(code: "SAVE20")
    ]

    @Test("taps before present reach no paywall and record nothing", arguments: taps)
    func tapsBeforePresent(step: Step) throws {
        let run = try AppDNAHarness.run(AppDNAHarness.given(), [step])
        #expect(run.lines.isEmpty)
        #expect(run.final == Self.notShown)
    }

    @Test("taps after the paywall was dismissed are ignored", arguments: taps)
    func tapsAfterDismiss(step: Step) throws {
        let run = try AppDNAHarness.run(AppDNAHarness.given(), [.present(Presentation()), .close, step])
        #expect(run.lines == AppDNALine.shown + AppDNALine.closed("dismissed"))
        #expect(run.final == FinalState(state: .closed, result: "dismissed"))
    }

    @Test("a second present while the paywall is up is ignored")
    func secondPresent() throws {
        let run = try AppDNAHarness.run(AppDNAHarness.given(), [.present(Presentation()), .present(Presentation(placement: "x"))])
        #expect(run.lines == AppDNALine.shown)
    }

    // `present` is the app's call, and nothing on the page limits it to once: never dropped after a dismissal.
    @Test(
        "a present after the paywall was dismissed presents it again, and it takes taps",
        arguments: [Step.close, .dismiss, .buy(product: "premium_monthly")])
    func presentAgain(_ finish: Step) throws {
        let once = try AppDNAHarness.run(AppDNAHarness.given(), [.present(Presentation()), finish])
        let run = try AppDNAHarness.run(AppDNAHarness.given(), [.present(Presentation()), finish, .present(Presentation()), .action(id: "open_faq")])
        #expect(Array(run.lines.dropFirst(once.lines.count)) == AppDNALine.shown + [AppDNALine.action("action open_faq", "custom")])
        #expect(run.final == Self.open)
    }

    @Test("a present after one that returned false tries again, and returns false again while the screen fails")
    func presentAgainAfterFailure() throws {
        let run = try AppDNAHarness.run(
            Given(products: ["premium_monthly"], screenFailure: "not_found"),
            [.present(Presentation()), .present(Presentation())])
        #expect(run.events.filter { $0.name == .paywallLoadFailed }.count == 2)
        #expect(run.final == FinalState(state: .notShown, result: "none"))
    }

    @Test(
        "steps the page does not document are refused as unsupported",
        arguments: [
            Step.skip, .answer(question: "goal", value: .option("fitness")), .webPurchase(product: "premium_monthly"),
            .present(Presentation(mode: .embedded)), .present(Presentation(mode: .auto))
        ])
    func unsupportedSteps(step: Step) throws {
        #expect(throws: AdapterError.self) {
            try AppDNAHarness.run(AppDNAHarness.given(), [.present(Presentation()), step])
        }
    }

    @Test("buy with no product named, selected or offered is refused as unsupported")
    func buyWithoutProduct() throws {
        #expect(throws: AdapterError.self) {
            try AppDNAHarness.run(Given(), [.present(Presentation()), .buy(product: nil)])
        }
    }

    /// A world the adapter's declaration refuses, so no spec reaches a session with it.
    struct BadWorld: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// The world.
        var given: Given
        /// The case as test output names it.
        var testDescription: String { name }
    }

    // The delegate's signatures: only onPromoCodeSubmit answers (completion(Bool)); nothing throws.
    @Test(
        "refuses handlers, options and failures the page does not document",
        arguments: [
            BadWorld(name: "required method declared", given: Given(handlers: ["onPaywallPresented": .absent])),
            BadWorld(name: "unknown handler", given: Given(handlers: ["onPurchase": .registered])),
            BadWorld(name: "promo returns a non-Bool", given: Given(handlers: ["onPromoCodeSubmit": .returns(.text("maybe"))])),
            BadWorld(name: "void method returns", given: Given(handlers: ["onPaywallRestoreCompleted": .returns(.bool(true))])),
            BadWorld(name: "method throws", given: Given(handlers: ["onPromoCodeSubmit": .throwsError(code: "boom")])),
            BadWorld(name: "unknown option", given: Given(options: ["observer_mode": "true"])),
            BadWorld(name: "bad billing provider", given: Given(options: ["billing_provider": "revenuecat"])),
            BadWorld(name: "bad post_purchase", given: Given(options: ["post_purchase": "deep_link"])),
            BadWorld(name: "bad restore_dismiss", given: Given(options: ["restore_dismiss": "sometimes"])),
            BadWorld(name: "bad paywall_id", given: Given(options: ["paywall_id": "two words"])),
            BadWorld(name: "render failure", given: Given(renderFailure: "bad_layout")),
            BadWorld(name: "product loading failure", given: Given(productLoading: ProductLoading(failures: 1)))
        ])
    func badWorlds(_ bad: BadWorld) {
        let spec = Spec(id: "bad-world", file: "bad-world.yaml", title: bad.name, given: bad.given)
        #expect(AppDNAAdapter().info.inapplicability(of: spec) != nil, "\(bad.name)")
    }

    @Test(
        "accepts every documented option value",
        arguments: [
            ["billing_provider": "storeKit2"], ["billing_provider": "none"], ["paywall_id": "onboarding_paywall"],
            ["post_purchase": "none"], ["post_purchase": "next_step"], ["post_purchase": "deep_link myapp://welcome"],
            ["restore_dismiss": "true"], ["restore_dismiss": "false"]
        ])
    func goodOptions(options: [String: String]) {
        #expect(AppDNAAdapter().info.givenProblem(Given(options: options)) == nil)
        #expect(AppDNAHarness.sessionError(Given(options: options)) == nil)
    }

    // "The same delegate fires for paywalls launched standalone via AppDNA.paywall.present(...) AND for paywalls
    // launched from inside an onboarding flow (via the present_paywall step outcome) — register once with
    // AppDNA.paywall.setDelegate(...)".
    @Test(
        "a paywall an onboarding flow launches fires the same delegate as a standalone one, when setDelegate registered it",
        arguments: ["both", "set_delegate"])
    func onboardingLaunched(_ delegate: String) throws {
        var fromOnboarding = Presentation()
        fromOnboarding.from = .onboarding
        let given = AppDNAHarness.given(options: ["delegate": delegate])
        let steps: [Step] = [.buy(product: "premium_monthly")]
        let standalone = try AppDNAHarness.run(given, [.present(Presentation())] + steps)
        let onboarding = try AppDNAHarness.run(given, [.present(fromOnboarding)] + steps)
        #expect(onboarding.lines == standalone.lines)
        #expect(onboarding.lines.contains { $0.hasPrefix("paywall.shown | onPaywallPresented(paywallId:)") })
        #expect(fromOnboarding.requiredCapability == .onboardingPresentation)
        #expect(AppDNAAdapter().info.capabilities.contains(.onboardingPresentation))
    }

    @Test("a delegate passed only to presentPaywall(delegate:) hears no paywall an onboarding flow launches; the analytics still run")
    func onboardingLaunchedArgumentDelegate() throws {
        var fromOnboarding = Presentation()
        fromOnboarding.from = .onboarding
        let run = try AppDNAHarness.run(AppDNAHarness.given(options: ["delegate": "argument"]), [.present(fromOnboarding)])
        #expect(run.lines.allSatisfy { $0.hasPrefix("recorded.") }, "\(run.lines)")
        #expect(!run.lines.isEmpty)
    }
}
