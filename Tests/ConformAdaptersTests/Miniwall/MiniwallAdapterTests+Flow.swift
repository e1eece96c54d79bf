import ConformAdapters
import ConformKit
import Testing

/// Custom actions and questions: onAction and onAnswer.
extension MiniwallAdapterTests {
    // "Called when a "Run your code" button is pressed. actionId is the ID set in the editor."
    @Test("onAction is called with the action id and the answers, and the screen stays open")
    func onActionCalled() throws {
        let steps: [Step] = [.present(Presentation()), .answer(question: "goal", value: .option("fitness")), .action(id: "open_settings")]
        let run = try MiniwallHarness.run(MiniwallHarness.given(handlers: ["onAnswer": .absent]), steps)
        #expect(run.lines == ["action open_settings | onAction(_:_:) | actionId=open_settings answers={goal=option:fitness}"])
        #expect(run.final == Self.open)
    }

    // onAction's Bool return is undocumented: the model keeps the screen open whatever it returns.
    @Test("the screen stays open whatever onAction returns", arguments: [true, false])
    func onActionReturn(value: Bool) throws {
        let run = try MiniwallHarness.run(
            MiniwallHarness.given(handlers: ["onAction": .returns(.bool(value))]),
            [.present(Presentation()), .action(id: "help"), .action(id: "help")])
        #expect(run.lines == Array(repeating: "action help | onAction(_:_:) | actionId=help answers={}", count: 2))
        #expect(run.final == Self.open)
    }

    /// A "Run your code" button without onAction, by presentation mode.
    struct ActionClose: Sendable, CustomTestStringConvertible {
        /// How the screen is presented.
        var mode: Presentation.Mode
        /// The events expected.
        var lines: [String]
        /// The case as test output names it.
        var testDescription: String { mode.rawValue }
    }

    // "With no onAction, the screen closes and present finishes with action. In an embedded screen onFinish receives action."
    @Test(
        "without onAction the screen closes with action",
        arguments: [
            ActionClose(mode: .modal, lines: ["paywall.closed action | present(_:options:) -> .action"]),
            ActionClose(mode: .embedded, lines: ["paywall.closed action | onFinish(.action)"]),
            ActionClose(mode: .auto, lines: [])
        ])
    func noOnActionCloses(_ close: ActionClose) throws {
        let given = MiniwallHarness.given(handlers: ["onAction": .absent])
        let run = try MiniwallHarness.run(given, [.present(Presentation(mode: close.mode)), .action(id: "open_settings"), .close])
        #expect(run.lines == close.lines)
        #expect(run.final == FinalState(state: .closed, result: "action"))
    }

    /// An answer and how onAnswer renders its value.
    struct AnswerCase: Sendable, CustomTestStringConvertible {
        /// The answer given.
        var value: Answer
        /// How onAnswer's value renders it.
        var rendered: String
        /// The case as test output names it.
        var testDescription: String { rendered }
    }

    // "The value is the option ID, a list of option IDs for multiple choice, the typed text".
    @Test(
        "onAnswer receives the question, the value and all answers",
        arguments: [
            AnswerCase(value: .option("fitness"), rendered: "option:fitness"),
            AnswerCase(value: .options(["yoga", "running"]), rendered: "options:[yoga,running]"),
            AnswerCase(value: .text("Ann"), rendered: "text:\"Ann\"")
        ])
    func onAnswerValues(_ answer: AnswerCase) throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(), [.present(Presentation()), .answer(question: "goal", value: answer.value)])
        #expect(run.lines == ["answer.changed goal | onAnswer(_:_:_:) | answers={goal=\(answer.rendered)} value=\(answer.rendered)"])
        #expect(run.final == Self.open)
    }

    // "Called each time a question changes. The value is … nothing once cleared."
    @Test("clearing an answer calls onAnswer with nil and drops it from the answers")
    func onAnswerCleared() throws {
        let steps: [Step] = [
            .present(Presentation()), .answer(question: "goal", value: .option("fitness")),
            .answer(question: "level", value: .text("new")), .answer(question: "goal", value: nil)
        ]
        let run = try MiniwallHarness.run(MiniwallHarness.given(), steps)
        #expect(
            run.lines == [
                "answer.changed goal | onAnswer(_:_:_:) | answers={goal=option:fitness} value=option:fitness",
                "answer.changed level | onAnswer(_:_:_:) | answers={goal=option:fitness,level=text:\"new\"} value=text:\"new\"",
                "answer.changed goal | onAnswer(_:_:_:) | answers={level=text:\"new\"} value=nil"
            ])
    }

    // "Called each time a question changes": the same value again, or clearing an empty question, is no change.
    @Test("answers that change nothing do not call onAnswer")
    func onAnswerUnchanged() throws {
        let steps: [Step] = [
            .present(Presentation()), .answer(question: "goal", value: nil), .answer(question: "goal", value: .option("fitness")),
            .answer(question: "goal", value: .option("fitness"))
        ]
        let run = try MiniwallHarness.run(MiniwallHarness.given(), steps)
        #expect(run.lines.count == 1)
    }

    @Test("without onAnswer answers are kept silently and still reach onAction")
    func noOnAnswer() throws {
        let steps: [Step] = [.present(Presentation()), .answer(question: "goal", value: .options(["a", "b"])), .action(id: "next")]
        let run = try MiniwallHarness.run(MiniwallHarness.given(handlers: ["onAnswer": .absent]), steps)
        #expect(run.lines == ["action next | onAction(_:_:) | actionId=next answers={goal=options:[a,b]}"])
    }
}
