import ConformAdapters
import ConformKit
import Testing

/// Restores: the button that needs onRestore, and onRestore's answers.
extension MiniwallAdapterTests {
    // "The Restore purchases button only appears when you pass onRestore."
    @Test("without onRestore there is no Restore button: the tap does nothing")
    func noRestoreButton() throws {
        let given = MiniwallHarness.given(restore: .products(["premium_monthly"]), handlers: ["onRestore": .absent])
        let run = try MiniwallHarness.run(given, [.present(Presentation()), .restore])
        #expect(run.lines.isEmpty)
        #expect(run.final == Self.open)
    }

    /// What onRestore answers, and what the screen does about it.
    struct RestoreCase: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// What the restore finds.
        var restore: RestoreAnswer
        /// The handler the spec sets, if any.
        var handler: HandlerScript?
        /// The events after the opening ones.
        var tail: [String]
        /// How the screen ends up.
        var final: FinalState
        /// The case as test output names it.
        var testDescription: String { name }
    }

    /// The events after restore.started when onRestore returns true.
    static let restoredTail = [
        "restore.completed | onRestore() -> true | restored=true",
        "recorded.restore | analytics: restore",
        "paywall.closed restored | present(_:options:) -> .restored"
    ]
    /// The events after restore.started when onRestore returns false.
    static let nothingTail = ["restore.completed | onRestore() -> false | restored=false"]
    /// A screen finished with restored.
    static let restored = FinalState(state: .closed, result: "restored")

    // "Return false to say nothing was restored: the screen stays open. Otherwise a restore is recorded and
    // present finishes with restored." A throw goes to onError ("your own callbacks that throw").
    @Test(
        "onRestore's answer decides whether a restore is recorded and present finishes",
        arguments: [
            RestoreCase(name: "products found → true", restore: .products(["premium_monthly"]), handler: nil, tail: restoredTail, final: restored),
            RestoreCase(name: "nothing found → false", restore: .products([]), handler: nil, tail: nothingTail, final: open),
            RestoreCase(
                name: "restore fails → throws", restore: .failed(code: "store_unavailable"), handler: nil,
                tail: ["restore.failed | onRestore() throws | code=store_unavailable", Line.error("store_unavailable")], final: open),
            RestoreCase(name: "handler returns true", restore: .products([]), handler: .returns(.bool(true)), tail: restoredTail, final: restored),
            RestoreCase(
                name: "handler returns false", restore: .products(["premium_monthly"]), handler: .returns(.bool(false)), tail: nothingTail,
                final: open),
            RestoreCase(
                name: "handler throws", restore: .products(["premium_monthly"]), handler: .throwsError(code: "app_error"),
                tail: ["restore.failed | onRestore() throws | code=app_error", Line.error("app_error")], final: open),
            RestoreCase(
                name: "handler registered → restore answer", restore: .products(["premium_annual"]), handler: .registered,
                tail: restoredTail, final: restored)
        ])
    func onRestoreAnswers(_ restore: RestoreCase) throws {
        var handlers: [String: HandlerScript] = [:]
        if let handler = restore.handler { handlers["onRestore"] = handler }
        let run = try MiniwallHarness.run(MiniwallHarness.given(restore: restore.restore, handlers: handlers), [.present(Presentation()), .restore])
        #expect(run.lines == ["restore.started | onRestore()"] + restore.tail)
        #expect(run.final == restore.final)
    }

    // "an embedded screen's onFinish receives the same result".
    @Test("an embedded screen's onFinish receives restored")
    func embeddedRestore() throws {
        let given = MiniwallHarness.given(restore: .products(["premium_monthly"]))
        let run = try MiniwallHarness.run(given, [.present(Presentation(mode: .embedded)), .restore])
        #expect(run.lines.last == "paywall.closed restored | onFinish(.restored)")
        #expect(run.final == Self.restored)
    }
}
