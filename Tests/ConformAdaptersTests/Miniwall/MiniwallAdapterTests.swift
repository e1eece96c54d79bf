import ConformAdapters
import ConformKit
import Testing

/// The Miniwall model against its docs page ("Callbacks", seed 003), one behaviour per test.
@Suite struct MiniwallAdapterTests {
    @Test("declares itself with the steps and handlers the page documents")
    func declaration() {
        let info = MiniwallAdapter().info
        #expect(info.id == "miniwall")
        #expect(info.sdk == "Miniwall iOS")
        #expect(info.sdkVersion == "1.x (docs)")
        #expect(Set(info.handlers.keys) == ["onPurchase", "onRestore", "onAction", "onAnswer", "onOpenURL", "onError"])
        #expect(info.capabilities.isDisjoint(with: [.productSelection, .tapOutside, .programmaticDismiss, .promoCode, .webPurchase]))
        #expect(info.capabilities.isSuperset(of: [.restore, .restoreButton, .questions, .customAction, .links, .skip]))
        for family in ["paywall.closed", "purchase.started", "recorded.purchase_click", "error", "link.refused", "render.failed"] {
            #expect(info.observes(family), "should observe '\(family)'")
        }
        #expect(!info.observes("paywall.shown"))
    }

    @Test("is listed among the built-in adapters")
    func builtin() {
        #expect(BuiltinAdapters.all.map(\.info.id).contains("miniwall"))
    }

    // "Callbacks are options of present": showing the screen calls none of them.
    @Test("records nothing when the screen shows and leaves it open", arguments: Presentation.Mode.allCases)
    func presentRecordsNothing(mode: Presentation.Mode) throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(), [.present(Presentation(placement: "onboarding", mode: mode))])
        #expect(run.lines.isEmpty)
        #expect(run.final == FinalState(state: .open, result: "none"))
    }

    // "Load failures of present throw instead".
    @Test("a modal present whose screen fails to load throws and never shows")
    func modalLoadFailureThrows() throws {
        let run = try MiniwallHarness.run(
            MiniwallHarness.given(screenFailure: "not_found"), [.present(Presentation()), .buy(product: "premium_monthly")])
        #expect(run.lines == ["paywall.load_failed not_found | present(_:options:) throws | code=not_found"])
        #expect(run.final == FinalState(state: .notShown, result: "none"))
    }

    // "in auto placements and embedded screens they go to onError".
    @Test("auto placements and embedded screens send load failures to onError", arguments: [Presentation.Mode.auto, .embedded])
    func loadFailureGoesToOnError(mode: Presentation.Mode) throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(screenFailure: "not_found"), [.present(Presentation(mode: mode)), .close])
        #expect(run.lines == [Line.error("not_found")])
        #expect(run.final == FinalState(state: .notShown, result: "none"))
    }

    // "in auto placements and embedded screens they go to onError" — to no one when onError is absent.
    @Test("a load failure without onError reaches no callback")
    func loadFailureWithoutOnError() throws {
        let given = MiniwallHarness.given(handlers: ["onError": .absent], screenFailure: "not_found")
        let run = try MiniwallHarness.run(given, [.present(Presentation(mode: .embedded))])
        #expect(run.lines.isEmpty)
        #expect(run.final.state == .notShown)
    }

    // "onError receives errors from the renderer".
    @Test("a renderer error goes to onError and the screen stays usable")
    func rendererError() throws {
        let run = try MiniwallHarness.run(
            MiniwallHarness.given(renderFailure: "bad_layout"), [.present(Presentation()), .buy(product: "premium_monthly")])
        #expect(
            run.lines == [
                "render.failed | onError(_:) | code=bad_layout",
                Line.error("bad_layout"),
                Line.click("premium_monthly"), Line.started("premium_monthly"), Line.completed("premium_monthly"),
                Line.recordedPurchase("premium_monthly"), Line.closedPurchased("premium_monthly")
            ])
        #expect(run.final == FinalState(state: .closed, result: "purchased"))
    }

    /// A user's step and how the screen finishes in each presentation mode.
    struct Closing: Sendable, CustomTestStringConvertible {
        /// The user's step.
        var step: Step
        /// How the screen is presented.
        var mode: Presentation.Mode
        /// The events expected.
        var lines: [String]
        /// The result the screen finishes with.
        var result: String
        /// The case as test output names it.
        var testDescription: String { "\(step.keyword) (\(mode.rawValue))" }
    }

    // "the result of present is closed or skipped, and an embedded screen's onFinish receives the same result".
    @Test(
        "close and skip finish present, or onFinish when embedded",
        arguments: [
            Closing(step: .close, mode: .modal, lines: ["paywall.closed closed | present(_:options:) -> .closed"], result: "closed"),
            Closing(step: .skip, mode: .modal, lines: ["paywall.closed skipped | present(_:options:) -> .skipped"], result: "skipped"),
            Closing(step: .close, mode: .embedded, lines: ["paywall.closed closed | onFinish(.closed)"], result: "closed"),
            Closing(step: .skip, mode: .embedded, lines: ["paywall.closed skipped | onFinish(.skipped)"], result: "skipped"),
            Closing(step: .close, mode: .auto, lines: [], result: "closed"),
            Closing(step: .skip, mode: .auto, lines: [], result: "skipped")
        ])
    func closeAndSkip(_ closing: Closing) throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(), [.present(Presentation(mode: closing.mode)), closing.step, .close])
        #expect(run.lines == closing.lines)
        #expect(run.final == FinalState(state: .closed, result: closing.result))
    }

    /// Taps that find no screen to act on.
    static let taps: [Step] = [
        .buy(product: "premium_monthly"), .restore, .close, .skip, .action(id: "open_settings"),
        .answer(question: "goal", value: .option("fitness")), .openLink(url: "https://example.com")
    ]

    @Test("taps before present reach no screen and record nothing", arguments: taps)
    func tapsBeforePresent(step: Step) throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(), [step])
        #expect(run.lines.isEmpty)
        #expect(run.final == FinalState(state: .notShown, result: "none"))
    }

    @Test("taps after the screen closed are ignored", arguments: taps)
    func tapsAfterClose(step: Step) throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(), [.present(Presentation()), .close, step])
        #expect(run.lines == ["paywall.closed closed | present(_:options:) -> .closed"])
        #expect(run.final == FinalState(state: .closed, result: "closed"))
    }

    // "Callbacks are options of present": `present` is the app's call, and nothing on the page limits it to once.
    @Test("a present after the screen finished shows it again, and it takes taps", arguments: [Step.close, .skip, .action(id: "open_settings")])
    func presentAgain(_ finish: Step) throws {
        let given = MiniwallHarness.given(handlers: ["onAction": .absent])
        let once = try MiniwallHarness.run(given, [.present(Presentation()), finish])
        let run = try MiniwallHarness.run(given, [.present(Presentation()), finish, .present(Presentation()), .close])
        #expect(Array(run.lines.dropFirst(once.lines.count)) == ["paywall.closed closed | present(_:options:) -> .closed"])
        #expect(run.final == FinalState(state: .closed, result: "closed"))
    }

    @Test("a present after one that threw tries again, and throws again while the screen fails")
    func presentAgainAfterFailure() throws {
        let run = try MiniwallHarness.run(
            Given(products: ["premium_monthly"], screenFailure: "not_found"),
            [.present(Presentation()), .present(Presentation())])
        #expect(run.events.filter { $0.name == .paywallLoadFailed }.count == 2)
        #expect(run.final == FinalState(state: .notShown, result: "none"))
    }

    @Test("a second present while the screen is up is ignored")
    func secondPresent() throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(), [.present(Presentation()), .present(Presentation(mode: .embedded)), .close])
        #expect(run.lines == ["paywall.closed closed | present(_:options:) -> .closed"])
    }

    @Test(
        "steps the page does not document are refused as unsupported",
        arguments: [
            Step.select(product: "premium_monthly"), .tapOutside, .dismiss, .promo(code: "SAVE"), .webPurchase(product: "premium_monthly")
        ])
    func unsupportedSteps(step: Step) throws {
        #expect(throws: AdapterError.self) {
            try MiniwallHarness.run(MiniwallHarness.given(), [.present(Presentation()), step])
        }
    }

    /// A handler behaviour the documented signatures cannot have.
    struct BadHandler: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// What the handler is said to do.
        var behaviour: HandlerScript
        /// The case as test output names it.
        var testDescription: String { "\(name): \(behaviour)" }
    }

    // The signatures: onPurchase and onRestore return Bool and throw; onAction returns Bool; the rest return Void.
    @Test(
        "refuses handler behaviours the documented signatures cannot have",
        arguments: [
            BadHandler(name: "onPurchase", behaviour: .returns(.text("maybe"))),
            BadHandler(name: "onRestore", behaviour: .returns(.text("1"))),
            BadHandler(name: "onAction", behaviour: .throwsError(code: "boom")),
            BadHandler(name: "onAnswer", behaviour: .returns(.bool(true))),
            BadHandler(name: "onOpenURL", behaviour: .throwsError(code: "boom")),
            BadHandler(name: "onError", behaviour: .returns(.bool(false))),
            BadHandler(name: "onClose", behaviour: .registered)
        ])
    func badHandlers(_ bad: BadHandler) {
        #expect(MiniwallAdapter().info.givenProblem(Given(handlers: [bad.name: bad.behaviour])) != nil)
    }
}
