import ConformAdapters
import ConformKit
import Testing

/// The Qonversion No-Codes state machine, scenario by scenario: a world, the user's steps, the
/// exact events (`canonical | native | arguments`) and the final state.
@Suite struct QonversionModelTests {
    /// One scenario of the table.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// The world.
        var given: Given
        /// What the user (or the host) does after presenting.
        var steps: [Step]
        /// Every event after presenting.
        var lines: [String]
        /// How the screen ends.
        var final: FinalState
        /// The adapter id.
        var id = "qonversion-nocodes"
        /// The case as test output names it.
        var testDescription: String { name }
    }

    /// The screen shown.
    static let shown = "paywall.shown | noCodesHasShownScreen(id:) | id=screen"
    /// The start of a purchase of `p`.
    static let started = "purchase.started p | noCodesStartsExecuting(action:) | action=.purchase productId=p"
    /// The screen still up.
    static let open = FinalState(state: .open, result: "none")
    /// The close action's one event.
    static let closeAction = "action close | noCodesStartsExecuting(action:) + noCodesFinishedExecuting(action:) | action=.close"

    /// A world with one product.
    static func given(
        _ store: StoreAnswer.Outcome = .purchased, restore: RestoreAnswer = .products([]),
        handlers: [String: HandlerBehaviour] = [:], options: [String: String] = [:]
    ) -> Given {
        Given(
            products: ["p"], store: ["p": StoreAnswer(outcome: store)], restore: restore, handlers: handlers.mapValues(HandlerScript.init),
            options: options)
    }

    /// The scenarios.
    static let cases: [Case] = [
        Case(
            name: "success finishes executing; the screen stays by default", given: given(), steps: [.buy(product: "p")],
            lines: [shown, started, "purchase.completed p | noCodesFinishedExecuting(action:) | action=.purchase productId=p"], final: open),
        Case(
            name: "the builder's close after success", given: given(options: ["on_purchase_success": "close"]), steps: [.buy(product: "p")],
            lines: [
                shown, started, "purchase.completed p | noCodesFinishedExecuting(action:) | action=.purchase productId=p", closeAction,
                "paywall.closed purchased | noCodesFinished()"
            ], final: FinalState(state: .closed, result: "purchased")),
        Case(
            name: "cancel fails to execute with no error", given: given(.cancelled), steps: [.buy(product: "p")],
            lines: [shown, started, "purchase.failed p | noCodesFailedToExecute(action:error:) | action=.purchase error=nil productId=p"], final: open
        ),
        Case(
            name: "pending fails to execute with no error", given: given(.pending), steps: [.buy(product: "p")],
            lines: [shown, started, "purchase.failed p | noCodesFailedToExecute(action:error:) | action=.purchase error=nil productId=p"], final: open
        ),
        Case(
            name: "failure fails to execute with its error", given: given(.failed(code: "storeFailed")), steps: [.buy(product: "p")],
            lines: [shown, started, "purchase.failed p | noCodesFailedToExecute(action:error:) | action=.purchase code=storeFailed productId=p"],
            final: open),
        Case(
            name: "a restore that found nothing still finishes", given: given(), steps: [.restore],
            lines: [
                shown, "restore.started | noCodesStartsExecuting(action:) | action=.restore",
                "restore.completed | noCodesFinishedExecuting(action:) | action=.restore"
            ], final: open),
        Case(
            name: "close: one action event for starts and finished, then noCodesFinished", given: given(), steps: [.close, .close],
            lines: [shown, closeAction, "paywall.closed closed | noCodesFinished()"], final: FinalState(state: .closed, result: "closed")),
        Case(
            name: "without noCodesStartsExecuting the close reports only finished", given: given(handlers: ["noCodesStartsExecuting": .absent]),
            steps: [.close],
            lines: [shown, "action close | noCodesFinishedExecuting(action:) | action=.close", "paywall.closed closed | noCodesFinished()"],
            final: FinalState(state: .closed, result: "closed")),
        Case(
            name: "a bad URL fails to execute", given: given(), steps: [.openLink(url: "https://[fe80::1/x")],
            lines: [
                shown,
                "link.refused https://[fe80::1/x | noCodesStartsExecuting(action:) + noCodesFailedToExecute(action:error:) | action=.url error=nil url=https://[fe80::1/x"
            ],
            final: open),
        Case(
            name: "a second purchase tap while the first runs starts another (no in-progress guard)",
            given: Given(products: ["p"], store: ["p": StoreAnswer(outcome: .cancelled, delay: .seconds(1))]),
            steps: [.buy(product: "p"), .buy(product: "p"), .wait(.seconds(1))],
            lines: [
                shown, started, started,
                "purchase.failed p | noCodesFailedToExecute(action:error:) | action=.purchase error=nil productId=p @1s",
                "purchase.failed p | noCodesFailedToExecute(action:error:) | action=.purchase error=nil productId=p @1s"
            ], final: open),
        // Each release as it shipped (qonversion-ios-sdk's history, `QonversionGate`).
        Case(
            name: "6.1.0: a success finishes and closes the screen (finishAndClose)", given: given(), steps: [.buy(product: "p")],
            lines: [shown, started, completed, "paywall.closed purchased | noCodesFinished()"], final: closed("purchased"),
            id: "qonversion-nocodes@6.1.0"),
        Case(
            name: "6.1.0: a cancel throws: fails to execute with purchaseCanceled, the screen stays", given: given(.cancelled),
            steps: [.buy(product: "p")],
            lines: [shown, started, "purchase.failed p | noCodesFailedToExecute(action:error:) | action=.purchase code=purchaseCanceled productId=p"],
            final: open, id: "qonversion-nocodes@6.1.0"),
        Case(
            name: "6.0.0: pending throws purchasePending", given: given(.pending), steps: [.buy(product: "p")],
            lines: [shown, started, "purchase.failed p | noCodesFailedToExecute(action:error:) | action=.purchase code=purchasePending productId=p"],
            final: open, id: "qonversion-nocodes@6.0.0"),
        Case(
            name: "6.2.0: the result is ignored: a cancel finishes executing and closes as a success does (5e4c178d)", given: given(.cancelled),
            steps: [.buy(product: "p")], lines: [shown, started, completed, "paywall.closed purchased | noCodesFinished()"],
            final: closed("purchased"), id: "qonversion-nocodes@6.2.0"),
        Case(
            name: "6.3.0: a failure too", given: given(.failed(code: "storeFailed")), steps: [.buy(product: "p")],
            lines: [shown, started, completed, "paywall.closed purchased | noCodesFinished()"], final: closed("purchased"),
            id: "qonversion-nocodes@6.3.0"),
        Case(
            name: "6.3.1: a cancel fails to execute with no error and the screen stays (29a11f4e)", given: given(.cancelled),
            steps: [.buy(product: "p")],
            lines: [shown, started, "purchase.failed p | noCodesFailedToExecute(action:error:) | action=.purchase error=nil productId=p"],
            final: open, id: "qonversion-nocodes@6.3.1"),
        Case(
            name: "6.4.0: a success still closes the screen", given: given(), steps: [.buy(product: "p")],
            lines: [shown, started, completed, "paywall.closed purchased | noCodesFinished()"], final: closed("purchased"),
            id: "qonversion-nocodes@6.4.0"),
        Case(
            name: "6.4.0: a restore closes the screen", given: given(), steps: [.restore],
            lines: [
                shown, "restore.started | noCodesStartsExecuting(action:) | action=.restore",
                "restore.completed | noCodesFinishedExecuting(action:) | action=.restore", "paywall.closed restored | noCodesFinished()"
            ],
            final: closed("restored"), id: "qonversion-nocodes@6.4.0"),
        Case(
            name: "6.5.0: a success leaves the screen up (51833224)", given: given(), steps: [.buy(product: "p")],
            lines: [shown, started, completed], final: open, id: "qonversion-nocodes@6.5.0")
    ]

    /// A successful purchase's finished event.
    static let completed = "purchase.completed p | noCodesFinishedExecuting(action:) | action=.purchase productId=p"
    /// The screen closed with `result`.
    static func closed(_ result: String) -> FinalState { FinalState(state: .closed, result: result) }

    @Test("the builder's success actions exist from 6.5.0: before, no spec can set them")
    func successOptions() throws {
        let old = try #require(BuiltinAdapters.including(["qonversion-nocodes@6.4.0"]).first { $0.id == "qonversion-nocodes@6.4.0" })
        let new = try #require(BuiltinAdapters.including(["qonversion-nocodes@6.5.0"]).first { $0.id == "qonversion-nocodes@6.5.0" })
        #expect(old.info.options.isEmpty)
        #expect(new.info.options.keys.sorted() == ["on_purchase_success", "on_restore_success"])
    }

    @Test("each scenario gives exactly its events and final state", arguments: cases)
    func scenario(_ c: Case) throws {
        let adapter = try #require(BuiltinAdapters.including([c.id]).first { $0.id == c.id })
        let run = try AdapterHarness.run(adapter, c.given, [.present(Presentation())] + c.steps)
        #expect(run.lines == c.lines)
        #expect(run.final == c.final)
    }

    @Test("a failed load reports error nil, ignores taps, and only the host's close() ends it")
    func loadFailure() throws {
        var given = Self.given()
        given.screenFailure = "x"
        let run = try AdapterHarness.run(
            QonversionAdapters.adapters[0], given,
            [.present(Presentation()), .close, .buy(product: "p"), .dismiss])
        #expect(run.lines == ["paywall.load_failed | noCodesFailedToLoadScreen(error:) | error=nil", "paywall.closed dismissed | noCodesFinished()"])
        #expect(run.final == FinalState(state: .closed, result: "dismissed"))
    }

    @Test("noCodesFailedToExecute is mandatory: its default is declared without 'error:', so a spec cannot leave it out")
    func failedToExecuteMandatory() throws {
        let info = QonversionAdapters.adapters[0].info
        let signature = try #require(info.handlers["noCodesFailedToExecute"])
        #expect(signature.isRequired)
        #expect(signature.problem(with: HandlerBehaviour.absent) != nil)
        #expect(info.handlers.values.filter(\.isRequired).map(\.name) == ["noCodesFailedToExecute"])
        let spec = SpecDecoder.decode(
            """
            title: t
            given:
              handlers:
                noCodesFailedToExecute: absent
            steps: [present]
            expect:
              state: open

            """, id: "q/absent", file: "q.yaml"
        ).spec
        let decoded = try #require(spec)
        let problems = GivenValidation(adapters: BuiltinAdapters.all.map(\.info)).diagnostics(for: decoded)
        #expect(problems.map(\.id) == [.specBadHandler], "\(problems.map(\.message))")
    }

    @Test("custom actions exist from 6.13.0", arguments: [("qonversion-nocodes@6.13.0", true), ("qonversion-nocodes@6.12.0", false)])
    func customActionGate(_ id: String, _ has: Bool) throws {
        let adapter = try #require(BuiltinAdapters.adapter(resolving: id))
        #expect(adapter.info.capabilities.contains(.customAction) == has)
        #expect((adapter.info.handlers["noCodesReceivedCustomAction"] != nil) == has)
    }
}
