import ConformAdapters
import ConformKit
import Testing

/// Purchases: the documented order, onPurchase's answers and the busy screen.
extension MiniwallAdapterTests {
    /// The package most scenarios buy.
    static let monthly = "premium_monthly"

    // "Order for a purchase: 1. The user taps buy: purchase_click is recorded. 2. onPurchase runs.
    // 3. A purchase (or cancel, or error) is recorded. 4. present finishes with purchased".
    @Test("a successful purchase runs in the documented order and finishes present with purchased")
    func purchaseOrder() throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(), [.present(Presentation()), .buy(product: Self.monthly)])
        #expect(
            run.lines == [
                Line.click(Self.monthly), Line.started(Self.monthly), Line.completed(Self.monthly),
                Line.recordedPurchase(Self.monthly), Line.closedPurchased(Self.monthly)
            ])
        #expect(run.final == FinalState(state: .closed, result: "purchased"))
    }

    /// How onPurchase answers, and what the screen does about it.
    struct PurchaseCase: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// What the store answers.
        var store: StoreAnswer.Outcome
        /// The handler the spec sets, if any.
        var handler: HandlerScript?
        /// The events after the opening ones.
        var tail: [String]
        /// How the screen ends up.
        var final: FinalState
        /// The case as test output names it.
        var testDescription: String { name }
    }

    /// A screen still up, with no result.
    static let open = FinalState(state: .open, result: "none")
    /// A screen finished with purchased.
    static let purchased = FinalState(state: .closed, result: "purchased")

    // onPurchase: "Return true: the SDK records a purchase and present finishes with purchased and the packageId.
    // Return false (the user cancelled): a cancel is recorded and the screen stays open. Throw: a purchase
    // error is recorded, the screen stays open and onError receives the error."
    @Test(
        "onPurchase's answer decides what is recorded and whether the screen stays",
        arguments: [
            PurchaseCase(
                name: "store purchased → true", store: .purchased, handler: nil,
                tail: [Line.completed(monthly), Line.recordedPurchase(monthly), Line.closedPurchased(monthly)], final: purchased),
            PurchaseCase(
                name: "store cancelled → false", store: .cancelled, handler: nil,
                tail: [Line.cancelled(monthly), Line.recordedCancel(monthly)], final: open),
            PurchaseCase(
                name: "store pending → false (no pending in Miniwall)", store: .pending, handler: nil,
                tail: [Line.cancelled(monthly), Line.recordedCancel(monthly)], final: open),
            PurchaseCase(
                name: "store failed → throws", store: .failed(code: "payment_declined"), handler: nil,
                tail: [Line.failed(monthly, "payment_declined"), Line.recordedError(monthly), Line.error("payment_declined")], final: open),
            PurchaseCase(
                name: "handler returns true", store: .cancelled, handler: .returns(.bool(true)),
                tail: [Line.completed(monthly), Line.recordedPurchase(monthly), Line.closedPurchased(monthly)], final: purchased),
            PurchaseCase(
                name: "handler returns false", store: .purchased, handler: .returns(.bool(false)),
                tail: [Line.cancelled(monthly), Line.recordedCancel(monthly)], final: open),
            PurchaseCase(
                name: "handler throws", store: .purchased, handler: .throwsError(code: "app_error"),
                tail: [Line.failed(monthly, "app_error"), Line.recordedError(monthly), Line.error("app_error")], final: open),
            PurchaseCase(
                name: "handler registered → store answer", store: .failed(code: "network"), handler: .registered,
                tail: [Line.failed(monthly, "network"), Line.recordedError(monthly), Line.error("network")], final: open)
        ])
    func onPurchaseAnswers(_ purchase: PurchaseCase) throws {
        var handlers: [String: HandlerScript] = [:]
        if let handler = purchase.handler { handlers["onPurchase"] = handler }
        let given = MiniwallHarness.given(store: [Self.monthly: StoreAnswer(outcome: purchase.store)], handlers: handlers)
        let run = try MiniwallHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly)])
        #expect(run.lines == [Line.click(Self.monthly), Line.started(Self.monthly)] + purchase.tail)
        #expect(run.final == purchase.final)
    }

    // "Return false (the user cancelled): a cancel is recorded and the screen stays open" — so it can be bought again.
    @Test("after a cancel the screen takes another purchase")
    func buyAgainAfterCancel() throws {
        let given = MiniwallHarness.given(handlers: ["onPurchase": .returns(.bool(false))])
        let run = try MiniwallHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly), .buy(product: "premium_annual")])
        #expect(run.lines.filter { $0.hasPrefix("purchase.started") }.count == 2)
        #expect(run.final == Self.open)
    }

    // "Throw: a purchase error is recorded, the screen stays open and onError receives the error" — when there is one.
    @Test("a throwing onPurchase without onError still records the purchase error")
    func throwWithoutOnError() throws {
        let given = MiniwallHarness.given(handlers: ["onPurchase": .throwsError(code: "app_error"), "onError": .absent])
        let run = try MiniwallHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly)])
        #expect(
            run.lines == [
                Line.click(Self.monthly), Line.started(Self.monthly), Line.failed(Self.monthly, "app_error"), Line.recordedError(Self.monthly)
            ])
        #expect(run.final == Self.open)
    }

    // "If you pass no onPurchase, a purchase tap calls onError with Miniwall: pass onPurchase in PresentOptions
    // to handle purchase buttons." (purchase_click still recorded: an undocumented reading.)
    @Test("a purchase tap without onPurchase calls onError with the page's exact text")
    func missingOnPurchase() throws {
        let given = MiniwallHarness.given(handlers: ["onPurchase": .absent])
        let run = try MiniwallHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly)])
        #expect(
            run.lines == [
                Line.click(Self.monthly),
                "error purchase_handler_missing | onError(_:) | code=purchase_handler_missing message=Miniwall: pass onPurchase in PresentOptions to handle purchase buttons"
            ])
        #expect(run.events.last?.argument("message") == "Miniwall: pass onPurchase in PresentOptions to handle purchase buttons")
        #expect(run.final == Self.open)
    }

    @Test("a purchase tap without onPurchase or onError records only the click")
    func missingOnPurchaseAndOnError() throws {
        let given = MiniwallHarness.given(handlers: ["onPurchase": .absent, "onError": .absent])
        let run = try MiniwallHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly)])
        #expect(run.lines == [Line.click(Self.monthly)])
    }

    // "Return true: … present finishes with purchased and the packageId" — "an embedded screen's onFinish receives the same result".
    @Test("an embedded screen's onFinish receives purchased and the packageId")
    func embeddedPurchase() throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(), [.present(Presentation(mode: .embedded)), .buy(product: Self.monthly)])
        #expect(run.lines.last == "paywall.closed purchased | onFinish(.purchased(packageId:)) | packageId=\(Self.monthly)")
        #expect(run.final == Self.purchased)
    }

    @Test("an auto placement finishes with purchased without a result callback")
    func autoPurchase() throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(), [.present(Presentation(mode: .auto)), .buy(product: Self.monthly)])
        #expect(
            run.lines == [Line.click(Self.monthly), Line.started(Self.monthly), Line.completed(Self.monthly), Line.recordedPurchase(Self.monthly)])
        #expect(run.final == Self.purchased)
    }

    // "Run your purchase here." — onPurchase takes as long as the store does.
    @Test("a slow onPurchase completes when virtual time reaches the store's delay")
    func slowPurchase() throws {
        let given = MiniwallHarness.given(store: [Self.monthly: StoreAnswer(outcome: .purchased, delay: .seconds(2))])
        let run = try MiniwallHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly), .wait(.seconds(3))])
        #expect(
            run.lines == [
                Line.click(Self.monthly), Line.started(Self.monthly), Line.completed(Self.monthly) + " @2s",
                Line.recordedPurchase(Self.monthly) + " @2s", Line.closedPurchased(Self.monthly) + " @2s"
            ])
        #expect(run.final == Self.purchased)
    }

    // "While it runs the screen shows a spinner and ignores taps."
    @Test("taps while onPurchase runs are ignored", arguments: taps)
    func busyScreenIgnoresTaps(tap: Step) throws {
        let given = MiniwallHarness.given(store: [Self.monthly: StoreAnswer(outcome: .purchased, delay: .seconds(2))])
        let run = try MiniwallHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly), .wait(.seconds(1)), tap, .wait(.seconds(1))])
        #expect(
            run.lines == [
                Line.click(Self.monthly), Line.started(Self.monthly), Line.completed(Self.monthly) + " @2s",
                Line.recordedPurchase(Self.monthly) + " @2s", Line.closedPurchased(Self.monthly) + " @2s"
            ])
        #expect(run.final == Self.purchased)
    }

    // "While it runs the screen shows a spinner and ignores taps" — and takes them again once it returned.
    @Test("the screen takes taps again once onPurchase returned")
    func tapsAfterSlowCancel() throws {
        let given = MiniwallHarness.given(store: [Self.monthly: StoreAnswer(outcome: .cancelled, delay: .seconds(2))])
        let run = try MiniwallHarness.run(given, [.present(Presentation()), .buy(product: Self.monthly), .close, .wait(.seconds(2)), .close])
        #expect(
            run.lines == [
                Line.click(Self.monthly), Line.started(Self.monthly), Line.cancelled(Self.monthly) + " @2s",
                Line.recordedCancel(Self.monthly) + " @2s", "paywall.closed closed | present(_:options:) -> .closed @2s"
            ])
        #expect(run.final == FinalState(state: .closed, result: "closed"))
    }

    @Test("buy without a product buys the first package; with no products it is refused")
    func buyWithoutProduct() throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(), [.present(Presentation()), .buy(product: nil)])
        #expect(run.lines.first == Line.click(Self.monthly))
        #expect(throws: AdapterError.self) {
            try MiniwallHarness.run(Given(), [.present(Presentation()), .buy(product: nil)])
        }
    }
}
