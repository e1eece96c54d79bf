import ConformKit

/// Restores: the button that needs onRestore, and onRestore's answer.
extension MiniwallSession {
    /// A tap on Restore purchases, which only exists when the app passed onRestore: false keeps the
    /// screen open; otherwise a restore is recorded and present finishes with restored.
    func restore(context: SessionContext) {
        guard acceptsTaps, let call = calls.next(MiniwallHandler.onRestore) else { return }
        context.recorder.record(.restoreStarted, native: "onRestore()")
        let (answer, runs) = restoreAnswer(call)
        whileBusy(for: runs, context: context) { [self] in
            completeRestore(answer, context: context)
        }
    }

    /// onRestore has returned or thrown: false keeps the screen open; otherwise a restore is
    /// recorded and present finishes with restored; a throw goes to onError.
    private func completeRestore(_ answer: MiniwallCallbackAnswer, context: SessionContext) {
        switch answer {
        case .returns(true):
            context.recorder.record(.restoreCompleted, native: "onRestore() -> true", [Argument("restored", "true")])
            context.recorder.record(.recorded("restore"), native: NativeForms.analytics("restore"))
            finishScreen(with: .restored, context: context)
        case .returns(false):
            context.recorder.record(.restoreCompleted, native: "onRestore() -> false", [Argument("restored", "false")])
        case .throwsError(let code):
            context.recorder.record(.restoreFailed, native: "onRestore() throws", [Argument("code", code)])
            reportError(code: code, context: context)
        }
    }

    /// What this call of onRestore answers, and how long it runs: the spec's answer when its script
    /// sets one, else true when the restore finds products, false when it finds nothing, and a
    /// throw when it fails — taking the restore's time (`given.restore … after`); each restore that
    /// reaches the store takes its own answer (`restore: {attempts: […]}`).
    func restoreAnswer(_ call: HandlerCall) -> (MiniwallCallbackAnswer, VirtualTime) {
        if let scripted = MiniwallCallbackAnswer(scripted: call) { return (scripted, call.after) }
        // The app's onRestore asks the store: this restore's answer, and its time.
        let attempt = attempts.nextRestore()
        switch attempt.answer {
        case .products(let products): return (.returns(!products.isEmpty), attempt.delay + call.after)
        case .failed(let code): return (.throwsError(code: code), attempt.delay + call.after)
        }
    }
}
