import ConformKit

/// The error codes and texts the Miniwall model reports to onError.
enum MiniwallErrors {
    /// The code of the error a purchase tap raises when the app passed no onPurchase.
    static let purchaseHandlerMissing = "purchase_handler_missing"
    /// The page's exact text for that error.
    static let purchaseHandlerMissingMessage = "Miniwall: pass onPurchase in PresentOptions to handle purchase buttons"
    /// The code of the error a refused link raises.
    static let linkRefused = "link_refused"
}

/// Reporting errors to onError.
extension MiniwallSession {
    /// Calls onError, when the app passed one, with an error of `code` and any further details.
    func reportError(code: String, details: [Argument] = [], context: SessionContext) {
        guard calls.isRegistered(MiniwallHandler.onError) else { return }
        context.recorder.record(.error, code, native: MiniwallNative.onError, [Argument("code", code)] + details)
    }

    /// Reports a renderer error: the one onError call is recorded as `render.failed` (what happened)
    /// and `error <code>` (which callback it reached); the screen stays up.
    func reportRendererError(code: String, context: SessionContext) {
        guard calls.isRegistered(MiniwallHandler.onError) else { return }
        context.recorder.record(.renderFailed, native: MiniwallNative.onError, [Argument("code", code)])
        reportError(code: code, context: context)
    }
}
