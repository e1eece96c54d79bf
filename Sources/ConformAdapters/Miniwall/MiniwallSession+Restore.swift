import ConformKit

/// Restores: the button that needs onRestore, and onRestore's answer.
extension MiniwallSession {
    /// A tap on Restore purchases, which only exists when the app passed onRestore: false keeps the
    /// screen open; otherwise a restore is recorded and present finishes with restored.
    func restore(context: SessionContext) {
        guard acceptsTaps, isRegistered(MiniwallHandler.onRestore) else { return }
        context.recorder.record(.restoreStarted, native: "onRestore()")
        switch restoreAnswer() {
        case .returns(true):
            context.recorder.record(.restoreCompleted, native: "onRestore() -> true", [Argument("restored", "true")])
            context.recorder.record(.recorded("restore"), native: MiniwallNative.analytics("restore"))
            finishScreen(with: .restored, context: context)
        case .returns(false):
            context.recorder.record(.restoreCompleted, native: "onRestore() -> false", [Argument("restored", "false")])
        case .throwsError(let code):
            context.recorder.record(.restoreFailed, native: "onRestore() throws", [Argument("code", code)])
            reportError(code: code, context: context)
        }
    }

    /// What onRestore answers: the spec's handler when it sets one, else true when the restore finds
    /// products, false when it finds nothing, and a throw when it fails.
    func restoreAnswer() -> MiniwallCallbackAnswer {
        switch given.handlers[MiniwallHandler.onRestore] {
        case .returns(.bool(let flag))?:
            return .returns(flag)
        case .throwsError(let code)?:
            return .throwsError(code: code)
        // A returned value other than a Bool never gets here: the signature refuses it first.
        case .absent?, .registered?, .returns(.text)?, nil:
            switch given.restore {
            case .products(let products): return .returns(!products.isEmpty)
            case .failed(let code): return .throwsError(code: code)
            }
        }
    }
}
