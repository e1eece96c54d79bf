import ConformKit

/// One spec's run of the Qonversion No-Codes model: a `NoCodesViewController` that loads its
/// screen, forwards each action the web screen sends to the delegate as starts / finished / failed,
/// and closes only through a close action, the builder's configuration, or the host's `close()`.
final class QonversionSession: AdapterSession {
    /// Where the screen is in its life.
    enum Phase: Equatable {
        /// Not presented yet.
        case notPresented
        /// Presented, its screen loaded and shown.
        case shown
        /// Presented, but its screen failed to load: the loading skeleton stays until the host closes it.
        case failedToLoad
        /// Closed, for this reason (`closed`, `purchased`, `restored`, `dismissed`).
        case closed(String)
    }

    /// The world the spec starts in.
    let given: Given
    /// The modelled SDK version.
    let version: SDKVersion
    /// What the builder configured.
    let options: QonversionOptions
    /// Where the screen is.
    var phase: Phase = .notPresented
    /// The screen's id, as `noCodesHasShownScreen(id:)` reports it.
    var screenID = "screen"

    /// Creates a session; nothing is presented yet.
    init(given: Given, version: SDKVersion, options: QonversionOptions) {
        self.given = given
        self.version = version
        self.options = options
    }

    /// Whether the loaded screen is up and takes taps. The activity indicator a purchase shows does
    /// not cover the web view, and `handle(purchaseAction:)` has no in-progress guard (a reading).
    var acceptsTaps: Bool { phase == .shown }

    /// Performs one step; steps No-Codes has no counterpart for are refused as unsupported.
    func perform(_ step: Step, context: SessionContext) throws {
        switch step {
        case .present(let presentation): try present(presentation, context: context)
        case .select(let product): try given.requireOffered(product, step: "select", on: "screen")
        case .buy(let product): try buy(product, context: context)
        case .restore: restore(context: context)
        case .close: closeAction(context: context)
        // The host calls `NoCodes.shared.close()`: `close(action: nil)`, so no action callbacks, only
        // `noCodesFinished()` — also for a screen that failed to load.
        case .dismiss: finishFlow(result: "dismissed", context: context)
        case .openLink(let url, _): openLink(url, context: context)
        case .action(let value): try customAction(value, context: context)
        case .wait(let span): try advance(by: span, context: context)
        case .skip, .tapOutside, .answer, .promo, .webPurchase, .confirmAlert, .swipeDismiss, .navigate, .closeBrowser, .appRestore, .pressBack,
            .preload:
            throw AdapterError.unsupported("qonversion-nocodes cannot perform '\(step.keyword)': the model has no such interaction")
        }
    }

    /// The screen's final state and why it closed.
    func finish(context: SessionContext) throws -> FinalState {
        switch phase {
        case .notPresented: return FinalState(state: .notShown, result: "none")
        case .shown, .failedToLoad: return FinalState(state: .open, result: "none")
        case .closed(let result): return FinalState(state: .closed, result: result)
        }
    }

    /// Records `name subject` with the natives of the `callbacks` the app implements, in order.
    func emit(
        _ callbacks: [QonversionCallback], _ name: EventName, _ subject: String? = nil, context: SessionContext,
        _ arguments: [Argument] = []
    ) {
        let natives = callbacks.filter { $0.isImplemented(in: version, by: given) }.map(\.native)
        guard let native = NativeForms.joined(natives) else { return }
        context.recorder.record(name, subject, native: native, arguments)
    }

    /// `NoCodes.shared.showScreen(withContextKey:)`: the screen loads, then `noCodesHasShownScreen`;
    /// a failed load calls `noCodesFailedToLoadScreen(error: nil)` and leaves the skeleton up for
    /// the host to close. The screen then asks for its products: a failure is
    /// `noCodesFailedToLoadScreen(error: productsLoadingFailed)`.
    private func present(_ presentation: Presentation, context: SessionContext) throws {
        guard presentation.mode == .modal else {
            throw AdapterError.unsupported("qonversion-nocodes presents a screen modally, not in mode '\(presentation.mode.rawValue)'")
        }
        guard phase != .shown, phase != .failedToLoad else { return }
        screenID = presentation.placement ?? "screen"
        if given.screenFailure != nil {
            // NoCodesViewController.viewDidLoad: `delegate.noCodesFailedToLoadScreen(error: nil)`.
            phase = .failedToLoad
            emit([.noCodesFailedToLoadScreen], .paywallLoadFailed, context: context, [Argument("error", "nil")])
            return
        }
        phase = .shown
        emit([.noCodesHasShownScreen], .paywallShown, context: context, [Argument("id", screenID)])
        if given.productLoading.fails(attempt: 0) {
            emit([.noCodesFailedToLoadScreen], .productsFailed, context: context, [Argument("code", "productsLoadingFailed")])
        }
    }

    /// The screen closes (`dismiss(animated:)`), and `noCodesFinished()` fires in its completion.
    func finishFlow(result: String, context: SessionContext) {
        guard phase == .shown || phase == .failedToLoad else { return }
        phase = .closed(result)
        emit([.noCodesFinished], .paywallClosed, result, context: context)
    }

    /// The screen's close action: starts, finished, then the dismissal and `noCodesFinished()`.
    func closeAction(context: SessionContext, result: String = "closed") {
        guard acceptsTaps else { return }
        emit([.noCodesStartsExecuting, .noCodesFinishedExecuting], .action, "close", context: context, [Argument("action", ".close")])
        finishFlow(result: result, context: context)
    }

    /// A URL action: starts, then Safari and finished — or, for a string `URL(string:)` refuses,
    /// failed with no error.
    private func openLink(_ url: String, context: SessionContext) {
        guard acceptsTaps else { return }
        let action = [Argument("action", ".url"), Argument("url", url)]
        if Self.parses(url) {
            emit([.noCodesStartsExecuting, .noCodesFinishedExecuting], .linkOpened, url, context: context, action)
        } else {
            emit([.noCodesStartsExecuting, .noCodesFailedToExecute], .linkRefused, url, context: context, action + [Argument("error", "nil")])
        }
    }

    /// A custom action (6.13.0+): starts, `noCodesReceivedCustomAction(value:)`, finished.
    private func customAction(_ value: String, context: SessionContext) throws {
        guard version >= QonversionGate.customAction.since else {
            throw AdapterError.unsupported("No-Codes \(version) has no custom actions: they arrived in 6.13.0")
        }
        guard acceptsTaps else { return }
        emit(
            [.noCodesStartsExecuting, .noCodesReceivedCustomAction, .noCodesFinishedExecuting], .action, value, context: context,
            [Argument("action", ".custom"), Argument("value", value)])
    }

    /// Whether Foundation's `URL(string:)` would accept `text`, as far as the model checks: not
    /// empty, no spaces or control characters, and an IP-literal host's `[` closed by a `]`.
    static func parses(_ text: String) -> Bool {
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 }) else { return false }
        guard let open = text.firstIndex(of: "[") else { return true }
        return text[open...].contains("]")
    }

}
