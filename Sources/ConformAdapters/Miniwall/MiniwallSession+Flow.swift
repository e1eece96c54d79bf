import ConformKit

/// Custom actions and questions: onAction and onAnswer.
extension MiniwallSession {
    /// A "Run your code" button: onAction runs while the screen is busy; with no onAction the screen
    /// closes and present finishes with action.
    func runAction(_ actionId: String, context: SessionContext) {
        guard acceptsTaps else { return }
        guard let call = calls.next(MiniwallHandler.onAction) else {
            finishScreen(with: .action, context: context)
            return
        }
        // The page does not say what onAction's Bool means; the model keeps the screen open for
        // either value. "It runs while the screen is busy": as long as the app's script says.
        context.recorder.record(
            .action, actionId, native: "onAction(_:_:)",
            [Argument("actionId", actionId), Argument("answers", Self.render(answers))])
        whileBusy(for: call.after, context: context) {}
    }

    /// A question's value changes (or is cleared, with nil): onAnswer is called with the question id,
    /// the new value and all answers; answering with the current value changes nothing.
    func answer(_ question: String, value: Answer?, context: SessionContext) {
        guard acceptsTaps, answers[question] != value else { return }
        answers[question] = value
        guard calls.isRegistered(MiniwallHandler.onAnswer) else { return }
        context.recorder.record(
            .answerChanged, question, native: "onAnswer(_:_:_:)",
            [Argument("value", value?.description ?? "nil"), Argument("answers", Self.render(answers))])
    }

    /// The answers dictionary as text, sorted by question and without spaces (so a spec can match it
    /// as one `answers=…` argument): `{goal=option:fitness,size=options:[a,b]}`, `{}` when empty.
    static func render(_ answers: [String: Answer]) -> String {
        let pairs = answers.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return "{\(pairs.joined(separator: ","))}"
    }

    /// A "Go to another screen" or "Back to previous screen" button: "Screen changes … do not call"
    /// onAction, so nothing reaches the app — unless the linked screen fails to load, which goes to
    /// onError ("from linked screens that fail to load"); the current screen then stays.
    func navigate(to screen: String?, context: SessionContext) {
        guard acceptsTaps, let screen, let code = given.linkedScreenFailures[screen] else { return }
        reportError(code: code, details: [Argument("screen", screen)], context: context)
    }
}
