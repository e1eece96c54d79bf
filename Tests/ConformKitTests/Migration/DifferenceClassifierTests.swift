import Testing
@testable import ConformKit

/// Every difference between two runs of a spec is of exactly one kind, and `renamed` is only ever
/// between two callbacks.
@Suite struct DifferenceClassifierTests {
    typealias F = MigrationFixtures

    /// (what changed, old events, new events, the one kind expected).
    static let table: [(String, [Event], [Event], ChangeKind)] = [
        ("a callback fires that did not", [], [F.event(.paywallShown, "didAppear(_:)")], .added),
        ("a callback no longer fires", [F.event(.paywallShown, "didAppear(_:)")], [], .removed),
        (
            "another callback carries the event",
            [F.event(.purchaseCancelled, "p", "c(_:didCancelPurchase:)")],
            [F.event(.purchaseCancelled, "p", "c(_:didFinishPurchase:purchaseResult:)")], .renamed
        ),
        (
            "the same callback with another parameter label",
            [F.event(.purchaseCompleted, "p", "c(_:didFinishPurchase:purchasedInfo:)")],
            [F.event(.purchaseCompleted, "p", "c(_:didFinishPurchase:purchaseResult:)")], .arguments
        ),
        (
            "the same callback with another argument",
            [F.event(.purchaseFailed, "p", "c(_:didFailPurchase:)", [Argument("code", "a")])],
            [F.event(.purchaseFailed, "p", "c(_:didFailPurchase:)", [Argument("code", "b")])], .arguments
        ),
        (
            "the same handler answering otherwise",
            [F.event(.productsFailed, "c(_:didFailLoading:) -> false")], [F.event(.productsFailed, "c(_:didFailLoading:) -> true")], .arguments
        ),
        ("the same callback later", [F.event(.paywallShown, "didAppear(_:)")], [F.event(.paywallShown, "didAppear(_:)", at: 2)], .timing),
        (
            "a callback replacing an action that was none", [F.event(.paywallClosed, "closed", "dismiss()")],
            [F.event(.paywallClosed, "closed", "didDisappear(_:)")], .added
        ),
        (
            "an action replacing a callback", [F.event(.paywallClosed, "closed", "didDisappear(_:)")],
            [F.event(.paywallClosed, "closed", "dismiss()")], .removed
        ),
        (
            "the same callbacks in another order",
            [F.event(.paywallShown, "didAppear(_:)"), F.event(.productSelected, "p", "c(_:didSelectProduct:)")],
            [F.event(.productSelected, "p", "c(_:didSelectProduct:)"), F.event(.paywallShown, "didAppear(_:)")], .reordered
        ),
        // An alert the SDK shows is no callback, but the user meets it (RevenueCatUI Android's Activity
        // at 7.3.1: a cancel no longer shows the error dialog).
        ("an alert the SDK shows no longer appears", [F.event(.alertShown, "purchase_error", "ErrorDialog(dismissRequest, error)")], [], .alert),
        ("an alert the SDK shows now appears", [], [F.event(.alertShown, "purchase_error", "ErrorDialog(dismissRequest, error)")], .alert),
        // One action reported through several callbacks (Superwall 4.9.0's onWillDismiss beside willDismissPaywall).
        (
            "a callback joins the others of one action",
            [F.event(.paywallClosing, "willDismissPaywall(withInfo:)")],
            [F.event(.paywallClosing, "willDismissPaywall(withInfo:) + handler.onWillDismiss")], .added
        ),
        (
            "a callback leaves the others of one action",
            [F.event(.paywallClosing, "willDismissPaywall(withInfo:) + handler.onWillDismiss")],
            [F.event(.paywallClosing, "willDismissPaywall(withInfo:)")], .removed
        ),
        // The SDK's own dismissal moving past a callback (RevenueCatUI 5.69.0 on SwiftUI): the callback now runs before it.
        (
            "an action that is no callback moves past a callback",
            [F.event(.paywallClosed, "purchased", "dismiss()"), F.event(.purchaseCompleted, "p", ".onPurchaseCompleted")],
            [F.event(.purchaseCompleted, "p", ".onPurchaseCompleted"), F.event(.paywallClosed, "purchased", "dismiss()")], .reordered
        )
    ]

    @Test("each change is of exactly one kind", arguments: table.indices)
    func oneKind(_ row: Int) {
        let (_, old, new, kind) = Self.table[row]
        #expect(F.kinds(old, new) == [kind], "\(Self.table[row].0)")
    }

    @Test("a callback joining the others names the one that joined, and a moved dismissal names the callback it crossed")
    func joinedAndCrossed() {
        let joined = DifferenceClassifier.classify(
            from: F.transcript([F.event(.paywallClosing, "willDismissPaywall(withInfo:)")]),
            to: F.transcript([F.event(.paywallClosing, "willDismissPaywall(withInfo:) + handler.onWillDismiss")]), naming: .generic)
        #expect(joined.map(\.difference.method) == [NativeForm("handler.onWillDismiss").signature])
        let naming = CallbackNaming(isCallback: { $0 != "dismiss()" }, callback: { NativeForm($0).callback })
        let crossed = DifferenceClassifier.classify(
            from: F.transcript([F.event(.paywallClosed, "purchased", "dismiss()"), F.event(.purchaseCompleted, "p", ".onPurchaseCompleted")]),
            to: F.transcript([F.event(.purchaseCompleted, "p", ".onPurchaseCompleted"), F.event(.paywallClosed, "purchased", "dismiss()")]),
            naming: naming)
        #expect(crossed.map(\.difference.event) == [EventName.purchaseCompleted.rawValue])
        #expect(crossed.map(\.difference.kind) == [.reordered])
        // Two actions that are no callbacks trading places cross no callback: nothing the app sees.
        let actions = CallbackNaming(isCallback: { _ in false }, callback: { NativeForm($0).callback })
        #expect(
            DifferenceClassifier.classify(
                from: F.transcript([F.event(.paywallClosed, "purchased", "dismiss()"), F.event(.alertShown, "x", "displayError(_:)")]),
                to: F.transcript([F.event(.alertShown, "x", "displayError(_:)"), F.event(.paywallClosed, "purchased", "dismiss()")]), naming: actions
            ).isEmpty)
    }

    @Test("a renamed callback with other arguments, answer and time is still one difference: renamed")
    func renameWins() {
        let old = [F.event(.productsFailed, "c(_:didFailLoadingProductsWith:) -> false", [Argument("answer", "false")])]
        let new = [F.event(.productsFailed, "c(_:didFailLoadingWith:) -> true", [Argument("answer", "true")], at: 2)]
        #expect(F.kinds(old, new) == [.renamed])
    }

    @Test("another signature and another answer of one callback are one difference: arguments, naming both")
    func argumentsOnce() throws {
        let old = F.transcript([F.event(.productsFailed, "c(_:didFailLoadingProductsWith:) -> false", [Argument("answer", "false")])])
        let new = F.transcript([F.event(.productsFailed, ".paywall(didFailLoadingProducts:) -> true", [Argument("answer", "true")])])
        let naming = CallbackNaming(isCallback: { _ in true }, callback: { _ in "didFailLoadingProducts" })
        let found = DifferenceClassifier.classify(from: old, to: new, naming: naming)
        let d = try #require(found.first?.difference)
        #expect(found.count == 1 && d.kind == .arguments && !d.signatureOnly)
        #expect(d.before == "c(_:didFailLoadingProductsWith:) -> false answer=false")
        #expect(d.after == ".paywall(didFailLoadingProducts:) -> true answer=true")
        #expect(d.method == "c(_:didFailLoadingProductsWith:) -> Bool" && d.newMethod == ".paywall(didFailLoadingProducts:) -> Bool")
    }

    @Test("two actions that are no callbacks make no callback difference; the final state tells the story")
    func actionsAreNoCallbacks() {
        let old = [F.event(.paywallClosed, "pending", "dismiss()")]
        #expect(F.kinds([], old, newFinal: FinalState(state: .closed, result: "pending")) == [.finalState])
        let naming = CallbackNaming(isCallback: { !$0.hasPrefix("dismiss") && !$0.hasPrefix("isPresented") }, callback: { $0 })
        let found = DifferenceClassifier.classify(
            from: F.transcript([F.event(.paywallClosed, "closed", "dismiss()")]),
            to: F.transcript([F.event(.paywallClosed, "closed", "isPresented = false")]), naming: naming)
        #expect(found.isEmpty)
    }

    @Test("a final state change is its own difference, after the callbacks")
    func finalState() throws {
        let found = DifferenceClassifier.classify(
            from: F.transcript([]),
            to: F.transcript(
                [F.event(.purchasePending, "p", "c(_:didFinishPurchase:purchaseResult:)")], final: FinalState(state: .closed, result: "pending")),
            naming: F.naming)
        #expect(found.map(\.difference.kind) == [.added, .finalState])
        #expect(found.last?.difference.before == "open none" && found.last?.difference.after == "closed pending")
    }

    @Test("redacted placeholders lose their numbers, so one cause is one difference in every spec")
    func placeholders() {
        #expect(DifferenceClassifier.text(Argument("profile", "<profile:3>")) == "profile=<profile>")
        #expect(DifferenceClassifier.text(Argument("url", "<not:a:placeholder>x")) == "url=<not:a:placeholder>x")
    }

    @Test("native forms read into method, answer and callback")
    func nativeForms() {
        let form = NativeForm("paywallController(_:didFailLoadingProductsWith:) -> true")
        #expect(form.method == "paywallController(_:didFailLoadingProductsWith:)" && form.answer == "-> true")
        #expect(form.callback == "paywallController.didFailLoadingProductsWith")
        #expect(form.signature == "paywallController(_:didFailLoadingProductsWith:) -> Bool")
        #expect(NativeForm("paywallControllerDidAppear(_:)").callback == "paywallControllerDidAppear")
        #expect(NativeForm(".paywall(didFinishPurchase:)").callback == ".paywall.didFinishPurchase")
        #expect(NativeForm("onPurchase(_:) throws").answer == "throws")
        #expect(NativeForm("isPresented = false").callback == "isPresented = false")
    }
}
