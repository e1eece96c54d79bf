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

    /// The purchase result, as each release reads it:
    /// - 6.0.0 … 6.1.x: `purchaseProduct` throws for anything but a success, so a cancel, pending or
    ///   failure fails to execute with the SDK's error (`purchaseCanceled`, `purchasePending`, the
    ///   failure's code), and a success finishes executing and closes the screen (`finishAndClose`);
    /// - 6.2.0 … 6.3.0 (`purchaseResultIgnored`): `purchase` returns a result nobody reads, so every
    ///   outcome finishes executing and closes the screen as a success does;
    /// - 6.3.1 … 6.4.x (`purchaseOutcome`): only `result.isSuccessful` is checked: a success finishes
    ///   and closes; cancel, pending and failure fail to execute — cancel and pending with no error
    ///   (`QONPurchaseResult.userCanceled` and `.pending` carry `error: nil`) — and the screen stays;
    /// - 6.5.0 on (`successEvent`): the same, except that a success closes nothing itself: the
    ///   builder's success action may (`on_purchase_success: close`).
    private func finishPurchase(of id: String, outcome: StoreAnswer.Outcome, context: SessionContext) {
        guard acceptsTaps else { return }
        let action = [Argument("action", ".purchase"), Argument("productId", id)]
        let readsResult = version < QonversionGate.purchaseResultIgnored.since || version >= QonversionGate.purchaseOutcome.since
        let thrown = version < QonversionGate.purchaseResultIgnored.since
        switch outcome {
        case .purchased:
            succeeded(
                [.noCodesFinishedExecuting], .purchaseCompleted, id, action: action, closes: options.closeAfterPurchase, result: "purchased",
                context: context)
        case _ where !readsResult:
            succeeded([.noCodesFinishedExecuting], .purchaseCompleted, id, action: action, closes: false, result: "purchased", context: context)
        case .cancelled:
            emit(
                [.noCodesFailedToExecute], .purchaseFailed, id, context: context,
                action + [thrown ? Argument("code", "purchaseCanceled") : Argument("error", "nil")])
        case .pending:
            emit(
                [.noCodesFailedToExecute], .purchaseFailed, id, context: context,
                action + [thrown ? Argument("code", "purchasePending") : Argument("error", "nil")])
        case .timeout:
            // Not declared (`store-timeout`): the runner never sends this answer; the store stays silent.
            return
        case .failed(let code):
            emit([.noCodesFailedToExecute], .purchaseFailed, id, context: context, action + [Argument("code", code)])
        }
    }

    /// A purchase or restore that finished executing: before 6.5.0 `finishAndClose` closes the
    /// screen (the dismissal, then `noCodesFinished()`); from 6.5.0 the screen runs the builder's
    /// success action, which closes it only when it is a close (`closes`).
    private func succeeded(
        _ callbacks: [QonversionCallback], _ name: EventName, _ subject: String?, action: [Argument], closes: Bool,
        result: String, context: SessionContext
    ) {
        emit(callbacks, name, subject, context: context, action)
        if version < QonversionGate.successEvent.since {
            finishFlow(result: result, context: context)
        } else if closes {
            closeAction(context: context, result: result)
        }
    }

    /// A restore action: starts executing, then `Qonversion.restore()`: any success finishes
    /// executing — also when nothing was restored — and closes the screen before 6.5.0 (see
    /// `succeeded`); a thrown error fails to execute.
    func restore(context: SessionContext) {
        guard acceptsTaps else { return }
        let action = [Argument("action", ".restore")]
        emit([.noCodesStartsExecuting], .restoreStarted, context: context, action)
        switch given.restore {
        case .products:
            succeeded(
                [.noCodesFinishedExecuting], .restoreCompleted, nil, action: action, closes: options.closeAfterRestore, result: "restored",
                context: context)
        case .failed(let code):
            emit([.noCodesFailedToExecute], .restoreFailed, context: context, action + [Argument("code", code)])
        }
    }
}
