import ConformKit

/// Purchases and restores: `noCodesStartsExecuting`, the SDK call, then finished or failed.
extension QonversionSession {
    /// A purchase action for `product` (a purchase button names its product; a bare `buy` buys the
    /// first): starts executing, then `Qonversion.purchase` answers.
    func buy(_ product: String?, context: SessionContext) throws {
        if let product { try given.requireOffered(product, step: "buy", on: "screen") }
        guard acceptsTaps, let id = product ?? given.products.first else { return }
        emit([.noCodesStartsExecuting], .purchaseStarted, id, context: context, [Argument("action", ".purchase"), Argument("productId", id)])
        let answer = given.storeAnswer(for: id)
        context.clock.run(after: answer.delay) { [self] in
            finishPurchase(of: id, outcome: answer.outcome, context: context)
        }
    }

    /// The purchase result. Only `result.isSuccessful` is checked: a success finishes executing
    /// (and the builder's success action may close the screen); cancel, pending and failure all
    /// fail to execute — cancel and pending with no error (`QONPurchaseResult.userCanceled` and
    /// `.pending` carry `error: nil`).
    private func finishPurchase(of id: String, outcome: StoreAnswer.Outcome, context: SessionContext) {
        guard acceptsTaps else { return }
        let action = [Argument("action", ".purchase"), Argument("productId", id)]
        switch outcome {
        case .purchased:
            emit([.noCodesFinishedExecuting], .purchaseCompleted, id, context: context, action)
            if options.closeAfterPurchase { closeAction(context: context, result: "purchased") }
        case .cancelled, .pending:
            emit([.noCodesFailedToExecute], .purchaseFailed, id, context: context, action + [Argument("error", "nil")])
        case .failed(let code):
            emit([.noCodesFailedToExecute], .purchaseFailed, id, context: context, action + [Argument("code", code)])
        }
    }

    /// A restore action: starts executing, then `Qonversion.restore()`: any success finishes
    /// executing — also when nothing was restored — and a thrown error fails to execute.
    func restore(context: SessionContext) {
        guard acceptsTaps else { return }
        let action = [Argument("action", ".restore")]
        emit([.noCodesStartsExecuting], .restoreStarted, context: context, action)
        switch given.restore {
        case .products:
            emit([.noCodesFinishedExecuting], .restoreCompleted, context: context, action)
            if options.closeAfterRestore { closeAction(context: context, result: "restored") }
        case .failed(let code):
            emit([.noCodesFailedToExecute], .restoreFailed, context: context, action + [Argument("code", code)])
        }
    }
}
