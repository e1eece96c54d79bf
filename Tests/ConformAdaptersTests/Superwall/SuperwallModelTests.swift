import ConformAdapters
import ConformKit
import Testing

/// The Superwall state machine, scenario by scenario: a world, the user's steps, the exact events
/// (`canonical | native | arguments`) and the final state.
@Suite struct SuperwallModelTests {
    /// One scenario of the table.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// The world.
        var given: Given
        /// What the user does after registering the placement.
        var steps: [Step]
        /// The events after the presentation's own.
        var lines: [String]
        /// How the paywall ends.
        var final: FinalState
        /// The adapter id.
        var id = "superwall"
        /// The presentation's own events.
        var presentedLines = SuperwallModelTests.presented
        /// The case as test output names it.
        var testDescription: String { name }
    }

    /// The events of a presentation, which every presented case starts with.
    static let presented = [
        "recorded.trigger_fire | handleSuperwallEvent(withInfo:) .triggerFire | placement=campaign_trigger result=.paywall",
        "recorded.paywall_presentation_request | handleSuperwallEvent(withInfo:) .paywallPresentationRequest | placement=campaign_trigger status=.presentation",
        "paywall.shown | willPresentPaywall(withInfo:) + didPresentPaywall(withInfo:) + handler.onPresent | placement=campaign_trigger",
        "recorded.paywall_open | handleSuperwallEvent(withInfo:) .paywallOpen"
    ]

    /// The dismiss chain with `result`, with or without the feature block.
    static func chain(_ result: String, feature: Bool = true) -> [String] {
        [
            "paywall.closing \(result) | willDismissPaywall(withInfo:) + handler.onWillDismiss | result=.\(result)",
            "recorded.paywall_close | handleSuperwallEvent(withInfo:) .paywallClose",
            "paywall.closed \(result) | didDismissPaywall(withInfo:) + handler.onDismiss | result=.\(result)"
        ]
            + (feature ? ["feature.ran | feature()"] : [])
    }

    /// A world with one product.
    static func given(
        _ store: StoreAnswer.Outcome = .purchased, restore: RestoreAnswer = .products([]),
        handlers: [String: HandlerBehaviour] = [:], options: [String: String] = [:]
    ) -> Given {
        Given(
            products: ["p"], store: ["p": StoreAnswer(outcome: store)], restore: restore, handlers: handlers.mapValues(HandlerScript.init),
            options: options)
    }

    /// The start of a purchase of `p`.
    static let start = "purchase.started p | handleSuperwallEvent(withInfo:) .transactionStart | product=p"
    /// The paywall still up.
    static let open = FinalState(state: .open, result: "none")

    /// The scenarios.
    static let cases: [Case] = [
        Case(
            name: "purchase: complete, subscription_start, then the chain and the feature", given: given(), steps: [.buy(product: "p")],
            lines: [
                start, "purchase.completed p | handleSuperwallEvent(withInfo:) .transactionComplete | product=p",
                "recorded.subscription_start p | handleSuperwallEvent(withInfo:) .subscriptionStart | product=p"
            ] + chain("purchased"),
            final: FinalState(state: .closed, result: "purchased")),
        Case(
            name: "purchase with shouldDismiss off: no chain", given: given(options: ["should_dismiss": "false"]), steps: [.buy(product: "p")],
            lines: [
                start, "purchase.completed p | handleSuperwallEvent(withInfo:) .transactionComplete | product=p",
                "recorded.subscription_start p | handleSuperwallEvent(withInfo:) .subscriptionStart | product=p"
            ],
            final: open),
        Case(
            name: "before 4.9.0 there is no onWillDismiss", given: given(), steps: [.close],
            lines: [
                "recorded.paywall_decline | handleSuperwallEvent(withInfo:) .paywallDecline",
                "paywall.closing declined | willDismissPaywall(withInfo:) | result=.declined",
                "recorded.paywall_close | handleSuperwallEvent(withInfo:) .paywallClose",
                "paywall.closed declined | didDismissPaywall(withInfo:) + handler.onDismiss | result=.declined", "feature.ran | feature()"
            ], final: FinalState(state: .closed, result: "declined"), id: "superwall@4.8.0"),
        Case(
            name: "cancel: transaction_abandon, the paywall stays", given: given(.cancelled), steps: [.buy(product: "p")],
            lines: [start, "purchase.cancelled p | handleSuperwallEvent(withInfo:) .transactionAbandon | product=p"], final: open),
        Case(
            name: "pending: transaction_fail without a product, then the alert; taps then do nothing", given: given(.pending),
            steps: [.buy(product: "p"), .close],
            lines: [
                start,
                "purchase.failed | handleSuperwallEvent(withInfo:) .transactionFail | error=.pending(\"Needs parental approval\") message=Needs parental approval",
                "alert.shown pending | presentAlert(purchase_pending_title)"
            ], final: open),
        Case(
            name: "failure: the alert, then transaction_fail from its detached Task", given: given(.failed(code: "x")), steps: [.buy(product: "p")],
            lines: [
                start, "alert.shown purchase_error | presentAlert(purchase_error_title)",
                "purchase.failed p | handleSuperwallEvent(withInfo:) .transactionFail | code=x error=.failure message=x product=p"
            ], final: open),
        Case(
            name: "restore with entitlements: complete, transaction_restore, chain restored", given: given(restore: .products(["p"])),
            steps: [.restore],
            lines: [
                "restore.started | handleSuperwallEvent(withInfo:) .restoreStart",
                "restore.completed | handleSuperwallEvent(withInfo:) .restoreComplete",
                "recorded.transaction_restore | handleSuperwallEvent(withInfo:) .transactionRestore | restoreType=.viaRestore"
            ] + chain("restored"),
            final: FinalState(state: .closed, result: "restored")),
        Case(
            name: "close on a gated paywall: no feature", given: given(options: ["gated": "true"]), steps: [.close],
            lines: ["recorded.paywall_decline | handleSuperwallEvent(withInfo:) .paywallDecline"] + chain("declined", feature: false),
            final: FinalState(state: .closed, result: "declined")),
        Case(
            name: "without handleSuperwallEvent the app hears no purchase at all", given: given(handlers: ["handleSuperwallEvent": .absent]),
            steps: [.buy(product: "p")],
            lines: [
                "paywall.closing purchased | willDismissPaywall(withInfo:) + handler.onWillDismiss | result=.purchased",
                "paywall.closed purchased | didDismissPaywall(withInfo:) + handler.onDismiss | result=.purchased", "feature.ran | feature()"
            ], final: FinalState(state: .closed, result: "purchased"), presentedLines: [presented[2]]),
        Case(
            name: "a link: Safari first, then the will callback", given: given(), steps: [.openLink(url: "https://s.io")],
            lines: ["link.opened https://s.io | presentSafariInApp(_:) + paywallWillOpenURL(url:) | url=https://s.io"], final: open),
        Case(
            name: "a second buy while the first runs is ignored",
            given: Given(products: ["p"], store: ["p": StoreAnswer(outcome: .cancelled, delay: .seconds(1))]),
            steps: [.buy(product: "p"), .buy(product: "p"), .wait(.seconds(1))],
            lines: [start, "purchase.cancelled p | handleSuperwallEvent(withInfo:) .transactionAbandon | product=p @1s"], final: open)
    ]

    @Test("each scenario gives exactly its events and final state", arguments: cases)
    func scenario(_ c: Case) throws {
        let adapter = try #require(BuiltinAdapters.including([c.id]).first { $0.id == c.id })
        let run = try AdapterHarness.run(adapter, c.given, [.present(Presentation())] + c.steps)
        #expect(run.lines == c.presentedLines + c.lines)
        #expect(run.final == c.final)
    }

    /// `logErrors`'s `paywallPresentationRequest` for a request that did not present.
    static func noPresentation(_ reason: String) -> String {
        "recorded.paywall_presentation_request | handleSuperwallEvent(withInfo:) .paywallPresentationRequest | placement=campaign_trigger reason=\(reason) status=.noPresentation"
    }

    @Test(
        "skips fire the trigger (not for a placement in no campaign), run the feature block, present nothing and track the request as not presented",
        arguments: [("holdout", ".holdout"), ("no_audience_match", ".noAudienceMatch"), ("placement_not_found", ".placementNotFound")])
    func skip(_ audience: String, _ reason: String) throws {
        let run = try AdapterHarness.run(
            SuperwallAdapters.adapters[0], Self.given(options: ["audience": audience]),
            [.present(Presentation()), .buy(product: "p")])
        let fire =
            audience == "placement_not_found"
            ? [] : ["recorded.trigger_fire | handleSuperwallEvent(withInfo:) .triggerFire | placement=campaign_trigger result=\(reason)"]
        #expect(
            run.lines == fire + ["paywall.closed skipped | handler.onSkip | reason=\(reason)", "feature.ran | feature()", Self.noPresentation(reason)]
        )
        #expect(run.final == FinalState(state: .notShown, result: "skipped"))
    }

    @Test("a load failure goes to onError and nothing is presented")
    func loadFailure() throws {
        var given = Self.given()
        given.screenFailure = "timeout"
        let run = try AdapterHarness.run(SuperwallAdapters.adapters[0], given, [.present(Presentation())])
        #expect(
            run.lines == [
                "recorded.paywall_response_load_fail | handleSuperwallEvent(withInfo:) .paywallResponseLoadFail",
                "paywall.load_failed timeout | handler.onError | code=timeout error=.presentationError",
                Self.noPresentation(".noPaywallViewController")
            ])
        #expect(run.final == FinalState(state: .notShown, result: "none"))
    }

    @Test("a second present while the paywall is up fails through onError with 102 and is tracked as not presented; the paywall stays")
    func alreadyPresented() throws {
        let run = try AdapterHarness.run(SuperwallAdapters.adapters[0], Self.given(), [.present(Presentation()), .present(Presentation())])
        #expect(
            run.lines == Self.presented + [
                "error 102 | handler.onError | code=102 error=.presentationError",
                Self.noPresentation(".paywallAlreadyPresented")
            ])
        #expect(run.final == Self.open)
    }

    @Test(
        "ids resolve within 4.0.0 … 4.16.3",
        arguments: [
            ("superwall@4.16.3", true), ("superwall@4.0", true), ("superwall@3.12.0", false),
            ("superwall@4.17.0", false), ("superwall", true), ("superwall-x@4.9.0", false)
        ])
    func resolving(_ id: String, _ resolves: Bool) {
        #expect((BuiltinAdapters.adapter(resolving: id) != nil) == resolves)
    }
}
