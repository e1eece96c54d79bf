import ConformKit

/// What one of the app's Bool-returning, throwing callbacks answers.
enum MiniwallCallbackAnswer: Equatable {
    /// It returned this value.
    case returns(Bool)
    /// It threw an error with this code.
    case throwsError(code: String)

    /// What the spec's script says `call` answers, if it says: nil leaves the answer to the store.
    /// A returned value other than a Bool never gets here: the signature refuses it first.
    init?(scripted call: HandlerCall) {
        switch call.behaviour {
        case .returns(.bool(let flag)): self = .returns(flag)
        case .throwsError(let code): self = .throwsError(code: code)
        case .registered, .absent, .returns(.text): return nil
        }
    }
}

/// Purchases: the documented order, onPurchase's answer and the busy screen.
extension MiniwallSession {
    /// A purchase tap: purchase_click is recorded, onPurchase runs (the screen busy meanwhile), then
    /// a purchase, cancel or error is recorded and present finishes or the screen stays open.
    func buy(_ product: String?, context: SessionContext) throws {
        guard let packageId = product ?? given.products.first else {
            throw AdapterError.unsupported("miniwall's 'buy' needs a package: the spec names no product to buy")
        }
        guard acceptsTaps else { return }
        let package = [Argument("packageId", packageId)]
        context.recorder.record(.recorded("purchase_click"), packageId, native: NativeForms.analytics("purchase_click"), package)
        guard let call = calls.next(MiniwallHandler.onPurchase) else {
            reportError(
                code: MiniwallErrors.purchaseHandlerMissing,
                details: [Argument("message", MiniwallErrors.purchaseHandlerMissingMessage)], context: context)
            return
        }
        context.recorder.record(.purchaseStarted, packageId, native: "onPurchase(_:)", package)
        let (answer, runs) = purchaseAnswer(for: packageId, call: call)
        whileBusy(for: runs, context: context) { [self] in
            completePurchase(of: packageId, answer: answer, context: context)
        }
    }

    /// What this call of onPurchase answers for `packageId`, and how long it runs: the spec's
    /// answer when its script sets one, else the store's (the app's purchase takes the store's time).
    func purchaseAnswer(for packageId: String, call: HandlerCall) -> (MiniwallCallbackAnswer, VirtualTime) {
        if let scripted = MiniwallCallbackAnswer(scripted: call) { return (scripted, call.after) }
        // The store sees a purchase attempt only when the app's onPurchase goes to it.
        let store = attempts.next(packageId)
        switch store.outcome {
        case .purchased: return (.returns(true), store.delay + call.after)
        // Miniwall has no pending result: an app whose purchase awaits approval has nothing to
        // unlock yet, so its onPurchase returns false, as for a cancel.
        // Nor a timeout result (Miniwall does not declare `store-timeout`, so no spec sends one).
        case .cancelled, .pending, .timeout: return (.returns(false), store.delay + call.after)
        case .failed(let code): return (.throwsError(code: code), store.delay + call.after)
        }
    }

    /// onPurchase has returned or thrown: records the outcome and finishes or keeps the screen.
    private func completePurchase(of packageId: String, answer: MiniwallCallbackAnswer, context: SessionContext) {
        let package = [Argument("packageId", packageId)]
        switch answer {
        case .returns(true):
            context.recorder.record(.purchaseCompleted, packageId, native: "onPurchase(_:) -> true", package)
            context.recorder.record(.recorded("purchase"), packageId, native: NativeForms.analytics("purchase"), package)
            finishScreen(with: .purchased(packageId: packageId), context: context)
        case .returns(false):
            context.recorder.record(.purchaseCancelled, packageId, native: "onPurchase(_:) -> false", package)
            context.recorder.record(.recorded("cancel"), packageId, native: NativeForms.analytics("cancel"), package)
        case .throwsError(let code):
            context.recorder.record(.purchaseFailed, packageId, native: "onPurchase(_:) throws", package + [Argument("code", code)])
            context.recorder.record(.recorded("purchase_error"), packageId, native: NativeForms.analytics("purchase_error"), package)
            reportError(code: code, context: context)
        }
    }
}
