import ConformKit

/// One spec's run of the RevenueCatUI model: a `PaywallViewController` (UIKit), a `PaywallView`
/// (SwiftUI) or a `.presentPaywallIfNeeded` sheet, presented, purchasing and restoring through the
/// `PurchaseHandler`, showing its alerts, and dismissed by itself or by the app.
final class RevenueCatUISession: AdapterSession {
    /// Where the paywall is in its life; closed for a reason as the SDK names it (`purchased`, `restored`, `closed`, `dismissed`, `load_failed`).
    typealias Phase = PaywallPhase<String>

    /// An alert the SDK shows, and what happens once the user taps OK.
    struct Alert {
        /// What the SDK does after the user's OK, if anything.
        var afterConfirm: (() -> Void)?
    }

    /// The world the spec starts in.
    let given: Given
    /// The version's and surface's gates.
    let features: RevenueCatUIFeatures
    /// The spec's SDK options.
    let options: RevenueCatUIOptions

    /// Where the paywall is.
    var phase: Phase = .notPresented
    /// Whether the paywall was shown by `.presentPaywallIfNeeded` (`present: {mode: auto}`).
    var presentedIfNeeded = false
    /// The selected package's product (the paywall preselects the first).
    var selected: String?
    /// Whether a purchase or restore is running (`actionInProgress`: the buttons are disabled).
    var actionInProgress = false
    /// The alert on screen, if any: it covers the paywall until the user taps OK.
    var alert: Alert?
    /// Whether the last purchase outcome reported was a cancel (from 5.63 to 5.73 a second one in a row is not reported again).
    var lastOutcomeWasCancel = false
    /// Each volatile value (customer info, transaction) distinct within the spec.
    var volatileValues = VolatileValues()

    /// Creates a session; nothing is on screen yet.
    init(given: Given, features: RevenueCatUIFeatures, options: RevenueCatUIOptions) {
        self.given = given
        self.features = features
        self.options = options
    }

    /// Whether the paywall is on screen.
    var isOnScreen: Bool { phase == .open }

    /// Whether a tap reaches the paywall: on screen, no action running, no alert over it.
    var acceptsTaps: Bool { isOnScreen && !actionInProgress && alert == nil }

    /// Performs one step; steps RevenueCatUI has no counterpart for are refused as unsupported.
    func perform(_ step: Step, context: SessionContext) throws {
        switch step {
        case .present(let presentation): try present(presentation, context: context)
        case .select(let product): try select(product)
        case .buy(let product): try buy(product, context: context)
        case .restore: restore(context: context)
        case .close: close(context: context)
        case .dismiss: dismissByApp(context: context)
        case .openLink(let url, let opens): openLink(url, opens: opens, context: context)
        case .webPurchase(let product): try webPurchase(product, context: context)
        case .wait(let span): try advance(by: span, context: context)
        case .confirmAlert: try confirmAlert()
        case .action, .skip, .tapOutside, .answer, .promo, .swipeDismiss, .navigate, .closeBrowser, .appRestore, .pressBack, .preload:
            throw AdapterError.unsupported("revenuecatui cannot perform '\(step.keyword)': the RevenueCatUI paywall has no such interaction")
        }
    }

    /// The paywall's final state and why it went (`none` while it is up).
    func finish(context: SessionContext) throws -> FinalState {
        phase.finalState { $0 }
    }

    /// Presents the paywall. There is no appear callback (SDK-FACTS: "There is no 'did appear'
    /// delegate callback"); the impression is analytics the app never receives. A load failure
    /// shows an error alert whose OK requests the dismissal (from 5.5.0; before, the view dismissed
    /// itself); an invalid configuration falls back
    /// silently to the default paywall.
    private func present(_ presentation: Presentation, context: SessionContext) throws {
        switch (presentation.mode, features.surface) {
        case (.modal, _): presentedIfNeeded = false
        case (.auto, .swiftui): presentedIfNeeded = true
        default:
            throw AdapterError.unsupported("revenuecatui (\(features.surface.rawValue)) cannot present in mode '\(presentation.mode.rawValue)'")
        }
        guard phase != .open else { return }
        phase = .open
        selected = given.products.first
        if given.screenFailure != nil {
            showAlert("load_error", context: context) { [self] in
                // Before 5.5.0 (c4d50d3195) the OK called the view's own `dismiss()`, never `.onRequestedDismissal`;
                // UIKit hears `WasDismissed` either way.
                dismiss(result: "load_failed", requested: features.has(.loadErrorRequestedDismissal), context: context)
            }
        }
    }

    /// A package tap: it becomes the selection; RevenueCatUI reports no selection to the app.
    private func select(_ product: String) throws {
        try given.requireOffered(product, step: "select")
        guard acceptsTaps else { return }
        selected = product
    }

    /// The SDK's alert: recorded, and covering the paywall until the user's OK, which runs `afterConfirm`.
    func showAlert(
        _ kind: String, native: String = RevenueCatUINative.errorAlert, context: SessionContext,
        afterConfirm: (() -> Void)? = nil
    ) {
        alert = Alert(afterConfirm: afterConfirm)
        context.recorder.record(.alertShown, kind, native: native)
    }

    /// The user taps OK on the alert (the `confirm_alert` step): it goes, and what the SDK held
    /// back until then happens. With no alert on screen there is nothing to confirm: the step is
    /// the spec's mistake, an error of the run, never a silent no-op.
    func confirmAlert() throws {
        guard let shown = alert else { throw AdapterError.noAlertToConfirm("revenuecatui") }
        alert = nil
        shown.afterConfirm?()
    }

    /// Records `callback` as canonical `name subject` with every native form the app registered,
    /// unless the version lacks it or the app left it out.
    func emit(
        _ callback: RevenueCatUICallback, _ name: EventName, _ subject: String? = nil, context: SessionContext,
        _ arguments: [Argument] = []
    ) {
        // At 5.16.x a V2 paywall set none of the preference keys these callbacks are read from.
        if options.template == .v2, !features.has(.componentCallbacks), Self.preferenceCallbacks.contains(callback) { return }
        guard callback.isImplemented(in: features, by: given),
            let native = NativeForms.joined(callback.natives(features, auto: presentedIfNeeded))
        else { return }
        context.recorder.record(name, subject, native: native, arguments)
    }

    /// The callbacks `PaywallView` forwards from `PurchaseHandler`'s preference keys (`onPreferenceChange`).
    static let preferenceCallbacks: Set<RevenueCatUICallback> = [
        .onPurchaseStarted, .onPurchaseCompleted, .onPurchaseCancelled, .onPurchaseFailure,
        .onRestoreStarted, .onRestoreCompleted, .onRestoreFailure
    ]

    /// Whether a purchase or restore goes on past the app's gate `callback`. A gate the spec does
    /// not name is one the app does not implement, which behaves as `resume(true)` (SDK-FACTS, "If
    /// the delegate doesn't implement them, they behave as resume(true)"); an implemented one is
    /// recorded with the app's answer, what the spec's handler returns — none for a `registered`
    /// gate: a body that does nothing never calls `resume`, so the action stays held.
    func passesGate(
        _ callback: RevenueCatUICallback, _ name: EventName, _ subject: String, context: SessionContext,
        _ arguments: [Argument] = []
    ) -> Bool {
        guard callback.isImplemented(in: features, by: given), !presentedIfNeeded, given.handlers[callback.rawValue] != nil else { return true }
        var resume: Bool?
        if case .returns(.bool(let flag))? = given.handlers[callback.rawValue]?.call(0).behaviour { resume = flag }
        emit(callback, name, subject, context: context, arguments + (resume.map { [Argument("resume", "\($0)")] } ?? []))
        return resume == true
    }
}
