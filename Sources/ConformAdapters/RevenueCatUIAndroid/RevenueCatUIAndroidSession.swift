import ConformKit

/// One spec's run of the RevenueCatUI Android model: a Compose `Paywall` (or a `PaywallDialog`
/// shown by its `shouldDisplayBlock`, `present: {mode: auto}`) whose `PaywallViewModel` purchases
/// and restores, calls the app's `PaywallListener`, shows its `ErrorDialog` and calls the app's
/// `dismissRequest`, which is the dismissal (the composable never removes itself). Through the
/// `-activity` variant it is the `PaywallActivity` a `PaywallActivityLauncher` starts: the same
/// composable inside, whose `dismissRequest` finishes the Activity, and whose app hears the
/// `PaywallResult` the Activity last wrote when it finishes (`RevenueCatUIAndroidSession+Activity.swift`).
final class RevenueCatUIAndroidSession: AdapterSession {
    /// Where the paywall is; closed for a reason (`purchased`, `restored`, `closed`, `back`, `dismissed`, `load_failed`).
    typealias Phase = PaywallPhase<String>

    /// Native forms that are the SDK's dialog or a dismissal no callback of the app reports.
    static let actions: Set<String> = [errorDialog, hostBack, appRemoves, dialogHides]
    /// `ErrorDialog` (`composables/ErrorDialog.kt`): a failed load, or the view model's `actionError`.
    static let errorDialog = "ErrorDialog(dismissRequest, error)"
    /// Back before `BackHandler` (7.2.2): the host Activity's own back handling; `dismissRequest` is not called.
    static let hostBack = "host Activity.onBackPressed()"
    /// The app takes the composable out of composition in its own code.
    static let appRemoves = "app removes Paywall from composition"
    /// A `PaywallDialog` with no `dismissRequest` of the app hides itself (`shouldDisplayDialog = false`).
    static let dialogHides = "PaywallDialog shouldDisplayDialog = false"

    /// The world the spec starts in.
    let given: Given
    /// The version's gates.
    let features: RevenueCatUIAndroidFeatures

    /// Where the paywall is.
    var phase: Phase = .notPresented
    /// Whether the paywall is a `PaywallDialog` shown by its `shouldDisplayBlock` (`present: {mode: auto}`).
    var dialog = false
    /// Whether the Activity was started by `launchIfNeeded(requiredEntitlementIdentifier)` (`present: {mode: auto}` through `-activity`).
    var ifNeeded = false
    /// The `PaywallResult` the Activity last wrote (`setResult`), if any: what its app hears when it finishes.
    var activityResult: ActivityResult?
    /// The selected package's product (the paywall preselects the first).
    var selected: String?
    /// `actionInProgress`: a purchase or restore runs (or waits on the app's `resume`); the buttons are disabled.
    var actionInProgress = false
    /// The `ErrorDialog` on screen, and what its dismissal does.
    var alert: (() -> Void)?
    /// Each volatile value distinct within the spec.
    var volatileValues = VolatileValues()

    /// Creates a session; nothing is on screen yet.
    init(given: Given, features: RevenueCatUIAndroidFeatures) {
        self.given = given
        self.features = features
    }

    /// Whether the paywall is on screen.
    var isOnScreen: Bool { phase == .open }
    /// Whether a tap reaches the paywall's buttons: on screen, no action running, no dialog over it.
    var acceptsTaps: Bool { isOnScreen && !actionInProgress && alert == nil }

    /// Performs one step; steps the Android paywall has no counterpart for are refused as unsupported.
    func perform(_ step: Step, context: SessionContext) throws {
        switch step {
        case .present(let presentation): try present(presentation, context: context)
        case .select(let product):
            try given.requireOffered(product, step: "select")
            if acceptsTaps { selected = product }
        case .buy(let product): try buy(product, context: context)
        case .restore: restore(context: context)
        case .close: close(context: context)
        case .pressBack: pressBack(context: context)
        case .dismiss: try dismissByApp(context: context)
        case .openLink(let url, let opens): openLink(url, opens: opens, context: context)
        case .webPurchase(let product): try webPurchase(product, context: context)
        case .wait(let span): try advance(by: span, context: context)
        case .confirmAlert: try confirmAlert()
        case .action, .skip, .tapOutside, .answer, .promo, .swipeDismiss, .navigate, .closeBrowser, .appRestore, .preload:
            throw AdapterError.unsupported(
                "revenuecatui-android cannot perform '\(step.keyword)': the RevenueCatUI Android paywall has no such interaction")
        }
    }

    /// The paywall's final state and why it went (`none` while it is up).
    func finish(context: SessionContext) throws -> FinalState {
        phase.finalState { $0 }
    }

    /// Presents `Paywall(options)` (`modal`) or a `PaywallDialog` whose `shouldDisplayBlock` answered
    /// true (`auto`). No callback reports the appearance (`paywall_impression` is tracked for
    /// RevenueCat). A failed load is `PaywallState.Error`: an `ErrorDialog` whose dismissal is the
    /// app's `dismissRequest` (`InternalPaywall.kt`).
    private func present(_ presentation: Presentation, context: SessionContext) throws {
        switch presentation.mode {
        case .modal: dialog = false
        case .auto where features.activity: ifNeeded = true
        case .auto: dialog = true
        case .embedded: throw AdapterError.unsupported("revenuecatui-android cannot present in mode 'embedded': PaywallFooter is not modelled")
        }
        guard phase != .open else { return }
        phase = .open
        selected = given.products.first
        if given.screenFailure != nil {
            showAlert("load_error", context: context) { [self] in dismiss(result: "load_failed", context: context) }
        }
    }

    /// The `ErrorDialog`: recorded, and covering the paywall until the user dismisses it.
    func showAlert(_ kind: String, context: SessionContext, afterConfirm: @escaping () -> Void = {}) {
        alert = afterConfirm
        context.recorder.record(.alertShown, kind, native: Self.errorDialog)
    }

    /// The user dismisses the `ErrorDialog` (`confirm_alert`): `clearActionError()`, or for a failed
    /// load the app's `dismissRequest`. With no dialog on screen the step is the spec's mistake.
    func confirmAlert() throws {
        guard let afterConfirm = alert else { throw AdapterError.noAlertToConfirm("revenuecatui-android") }
        alert = nil
        afterConfirm()
    }

    /// Records `callback` as canonical `name subject`, unless the version lacks it or the app did not override it.
    func emit(
        _ callback: RevenueCatUIAndroidCallback, _ name: EventName, _ subject: String? = nil, context: SessionContext, _ arguments: [Argument] = []
    ) {
        guard callback.isImplemented(in: features, by: given) else { return }
        context.recorder.record(name, subject, native: callback.native(dialog: dialog), arguments)
    }

    /// Whether a purchase or restore goes on past the app's gate `callback`. One the spec does not
    /// name runs its default body, `resume()`, and with no listener the view model resumes itself
    /// (`listener?.onPurchasePackageInitiated(…) ?: continuation.safeResume(true)`); an overridden one
    /// is recorded with the app's answer — none for a `registered` body that never calls `resume`,
    /// which holds the action for ever with `actionInProgress` still true (nothing times it out).
    func passesGate(
        _ callback: RevenueCatUIAndroidCallback, _ name: EventName, _ subject: String, context: SessionContext, _ arguments: [Argument] = []
    ) -> Bool {
        guard callback.isImplemented(in: features, by: given), given.handlers[callback.rawValue] != nil else { return true }
        var resume: Bool?
        if case .returns(.bool(let flag))? = given.handlers[callback.rawValue]?.call(0).behaviour { resume = flag }
        emit(callback, name, subject, context: context, arguments + (resume.map { [Argument("resume", "\($0)")] } ?? []))
        // `resume(false)`: `finishAction()`; no answer: the coroutine waits, the buttons stay disabled.
        if resume == false { actionInProgress = false }
        return resume == true
    }
}
