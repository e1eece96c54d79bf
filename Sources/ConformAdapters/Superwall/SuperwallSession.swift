import ConformKit

/// One spec's run of the Superwall model: a placement registered with a presentation handler and a
/// feature block, whose paywall presents, purchases and restores through the `TransactionManager`,
/// tracks its events to `handleSuperwallEvent`, and dismisses through the delegate-then-handler chain.
final class SuperwallSession: AdapterSession {
    /// Where the paywall is in its life.
    enum Phase: Equatable {
        /// Not registered yet, or the placement did not present (skipped, failed to load).
        case notPresented(result: String)
        /// On screen.
        case open
        /// Dismissed with this `PaywallResult` (`purchased`, `restored`, `declined`).
        case closed(String)
    }

    /// The world the spec starts in.
    let given: Given
    /// The modelled SDK version.
    let version: SDKVersion
    /// The spec's SDK options.
    let options: SuperwallOptions

    /// Where the paywall is.
    var phase: Phase = .notPresented(result: "none")
    /// The product the paywall has selected (the first, until the user picks another).
    var selected: String?
    /// Whether a purchase or restore is running (the spinner is up and taps are ignored).
    var busy = false
    /// An alert on screen, which covers the paywall.
    var alertShown = false

    /// Creates a session; nothing is registered yet.
    init(given: Given, version: SDKVersion, options: SuperwallOptions) {
        self.given = given
        self.version = version
        self.options = options
    }

    /// Whether the paywall is on screen.
    var isOnScreen: Bool { phase == .open }
    /// Whether a tap reaches the paywall.
    var acceptsTaps: Bool { isOnScreen && !busy && !alertShown }

    /// Performs one step; steps Superwall has no counterpart for are refused as unsupported.
    func perform(_ step: Step, context: SessionContext) throws {
        switch step {
        case .present(let presentation): try register(presentation, context: context)
        case .select(let product): try select(product)
        case .buy(let product): try buy(product, context: context)
        case .restore: restore(context: context)
        case .close: close(context: context)
        case .openLink(let url, let opens): openLink(url, opens: opens, context: context)
        case .action(let name): customAction(name, context: context)
        case .preload: preload(context: context)
        case .wait(let span): try advance(by: span, context: context)
        case .dismiss, .skip, .tapOutside, .answer, .promo, .webPurchase, .confirmAlert, .swipeDismiss, .navigate, .closeBrowser, .appRestore,
            .pressBack:
            throw AdapterError.unsupported("superwall cannot perform '\(step.keyword)': the model has no such interaction")
        }
    }

    /// The paywall's final state and the result the app received.
    func finish(context: SessionContext) throws -> FinalState {
        switch phase {
        case .notPresented(let result): return FinalState(state: .notShown, result: result)
        case .open: return FinalState(state: .open, result: "none")
        case .closed(let result): return FinalState(state: .closed, result: result)
        }
    }

    /// Records `name subject` with the native forms of the registered `callbacks`, in order; nothing
    /// when none is registered.
    func emit(
        _ callbacks: [SuperwallCallback], _ name: EventName, _ subject: String? = nil, context: SessionContext,
        _ arguments: [Argument] = []
    ) {
        guard let native = NativeForms.joined(callbacks.filter { $0.isImplemented(in: version, by: given) }.map { $0.native(in: version) }) else {
            return
        }
        context.recorder.record(name, subject, native: native, arguments)
    }

    /// Tracks `event` (the `SuperwallEvent` case, e.g. `transactionStart`): `handleSuperwallEvent`
    /// receives it as `name subject`, when the app implements it.
    func track(_ event: String, _ name: EventName, _ subject: String? = nil, context: SessionContext, _ arguments: [Argument] = []) {
        guard SuperwallCallback.handleSuperwallEvent.isImplemented(in: version, by: given) else { return }
        context.recorder.record(name, subject, native: "\(SuperwallCallback.handleSuperwallEvent.native(in: version)) .\(event)", arguments)
    }

    /// Shows the SDK's alert (`presentAlert`), keyed by its localized title.
    func showAlert(_ kind: String, title: String, context: SessionContext) {
        alertShown = true
        context.recorder.record(.alertShown, kind, native: "presentAlert(\(title))")
    }

}
