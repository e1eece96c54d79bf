import ConformKit

/// One spec's run of the Miniwall model: a screen that is presented, may be busy while the app's
/// callback runs, and finishes with one result.
final class MiniwallSession: AdapterSession {
    /// Where the screen is in its life.
    typealias Phase = PaywallPhase<MiniwallResult>

    /// The world the spec starts in.
    let given: Given
    /// Where the screen is.
    var phase: Phase = .notPresented
    /// How the screen was presented; decides how its result reaches the app.
    var mode: Presentation.Mode = .modal
    /// Whether one of the app's callbacks is running, so the screen shows a spinner and ignores taps.
    var isBusy = false
    /// The current answers to the screen's questions, by question id.
    var answers: [String: Answer] = [:]
    /// The app's handlers, counting the SDK's calls of each.
    var calls: HandlerCalls
    /// The store, counting the purchase attempts of each product.
    var attempts: StoreAttempts

    /// Creates a session for `given`; nothing is on screen yet.
    init(given: Given) {
        self.given = given
        self.calls = HandlerCalls(given)
        self.attempts = StoreAttempts(given)
    }

    /// Whether a tap on the screen does anything now: the screen is up and no callback is running.
    var acceptsTaps: Bool {
        phase == .open && !isBusy
    }

    /// Keeps the screen busy for `span` of virtual time (the app's callback runs), then runs `done`;
    /// with no time, runs `done` at once.
    func whileBusy(for span: VirtualTime, context: SessionContext, _ done: @escaping () -> Void) {
        isBusy = true
        context.clock.run(after: span) { [self] in
            isBusy = false
            done()
        }
    }

    /// Performs one step; steps the page does not document are refused as unsupported.
    func perform(_ step: Step, context: SessionContext) throws {
        switch step {
        case .present(let presentation):
            present(presentation, context: context)
        case .buy(let product):
            try buy(product, context: context)
        case .restore:
            restore(context: context)
        case .close:
            guard acceptsTaps else { return }
            finishScreen(with: .closed, context: context)
        case .skip:
            guard acceptsTaps else { return }
            finishScreen(with: .skipped, context: context)
        case .openLink(let url, _):
            openLink(url, context: context)
        case .action(let id):
            runAction(id, context: context)
        case .answer(let question, let value):
            answer(question, value: value, context: context)
        case .wait(let span):
            try advance(by: span, context: context)
        case .navigate(let screen):
            navigate(to: screen, context: context)
        case .select, .tapOutside, .dismiss, .promo, .webPurchase, .confirmAlert, .swipeDismiss, .closeBrowser, .appRestore, .pressBack, .preload:
            throw AdapterError.unsupported("miniwall cannot perform '\(step.keyword)': its callbacks page documents no such step")
        }
    }

    /// The screen's final state and the result the app was given (`none` while open or never shown).
    func finish(context: SessionContext) throws -> FinalState {
        phase.finalState(naming: \.name)
    }

    /// Shows the screen, or reports why it could not load: modal `present` throws, while auto
    /// placements and embedded screens send the load failure to onError.
    private func present(_ presentation: Presentation, context: SessionContext) {
        // `present` is the app's call and nothing on the page limits it to once: after the screen
        // finished, or failed to load, the app presents it again, with fresh answers. Only a present
        // while a screen is still up is ignored (reading 9).
        guard phase != .open else { return }
        answers = [:]
        mode = presentation.mode
        if let code = given.screenFailure {
            phase = .notShown
            switch mode {
            case .modal:
                context.recorder.record(.paywallLoadFailed, code, native: MiniwallNative.presentThrows, [Argument("code", code)])
            case .auto, .embedded:
                reportError(code: code, context: context)
            }
            return
        }
        // Showing the screen calls no app callback, so nothing is recorded.
        phase = .open
        if let code = given.renderFailure {
            reportRendererError(code: code, context: context)
        }
    }

    /// Ends the screen with `result`, telling the app the way its presentation mode does.
    func finishScreen(with result: MiniwallResult, context: SessionContext) {
        phase = .closed(result)
        switch mode {
        case .modal:
            context.recorder.record(.paywallClosed, result.name, native: "\(MiniwallNative.presentReturns) \(result.nativeCase)", result.arguments)
        case .embedded:
            context.recorder.record(.paywallClosed, result.name, native: "onFinish(\(result.nativeCase))", result.arguments)
        case .auto:
            // An auto placement has no documented way to hand its result to the app: the final
            // state carries it, and no callback is recorded.
            break
        }
    }
}
