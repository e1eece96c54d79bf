import ConformKit

/// One spec's run of the AdaptyUI Android model: the paywall in its host Activity, which loads its
/// products when it is shown, reports taps to the app's listener, and closes when the Activity
/// finishes — by the default listener's back press, the app's own code, or the system back.
final class AdaptyAndroidSession: AdapterSession, CallbackSession {
    /// Where the paywall is; closed for a reason (`closed`, `purchased`, `pending`, `dismissed`, `back`).
    typealias Phase = PaywallPhase<String>

    /// The world the spec starts in.
    let given: Given
    /// The version's behaviour gates.
    let features: AdaptyAndroidFeatures
    /// The SDK options the spec set.
    let options: AdaptyOptions

    /// Where the paywall is.
    var phase: Phase = .notPresented
    /// How many product loads this Activity has attempted.
    var loadAttempts = 0
    /// The products are in the view model: they can be selected and purchased.
    var productsLoaded = false
    /// The product currently selected in the (single) product group.
    var selected: String?
    /// A purchase or restore is running: the loader covers the paywall and taps go nowhere.
    var busy = false
    /// Each volatile value (profile, purchase) distinct within the spec.
    var volatileValues = VolatileValues()
    /// The app's overrides, counting the SDK's calls of each.
    var calls: HandlerCalls
    /// The store, counting the purchase attempts of each product.
    var attempts: StoreAttempts
    /// A step the app took inside an override that the model refused, thrown at the next step.
    var refusedInHandler: (any Error)?

    /// Creates a session; nothing is on screen yet.
    init(given: Given, features: AdaptyAndroidFeatures, options: AdaptyOptions) {
        self.given = given
        self.features = features
        self.options = options
        self.calls = HandlerCalls(given)
        self.attempts = StoreAttempts(given)
    }

    /// Whether the paywall is on screen.
    var isOnScreen: Bool { phase == .open }

    /// Whether a tap on the paywall reaches it: on screen, with no loader over it.
    var acceptsTaps: Bool { isOnScreen && !busy }

    /// Performs one step; steps AdaptyUI Android has no counterpart for are refused as unsupported.
    func perform(_ step: Step, context: SessionContext) throws {
        try throwRefusedInHandler()
        switch step {
        case .present(let presentation):
            try present(presentation, context: context)
        case .select(let product):
            try select(product, context: context)
        case .buy(let product):
            try buy(product, context: context)
        case .restore:
            restore(context: context)
        case .close:
            guard acceptsTaps else { return }
            emit(.onActionPerformed, .action, "close", context: context, [Argument("action", "Close")])
            // The default body presses back; during the close notification the 4.x flow lets the
            // press through to the host (FlowViewModel.isNotifyingClose), so the Activity finishes.
            if isAbsent(.onActionPerformed) { dismiss(result: "closed", native: AdaptyAndroidNative.defaultBack, context: context) }
        case .dismiss:
            dismiss(result: "dismissed", native: AdaptyAndroidNative.appFinish, context: context)
        case .openLink(let url, _):
            openLink(url, context: context)
        case .action(let id):
            guard acceptsTaps else { return }
            emit(.onActionPerformed, .action, id, context: context, [Argument("action", "Custom"), Argument("customId", id)])
        case .webPurchase(let product):
            try webPurchase(product, context: context)
        case .wait(let span):
            try advance(by: span, context: context)
        case .pressBack:
            pressBack(context: context)
        case .skip, .tapOutside, .answer, .promo, .confirmAlert, .navigate, .appRestore, .swipeDismiss, .closeBrowser, .preload:
            throw AdapterError.unsupported("adapty-android cannot perform '\(step.keyword)': AdaptyUI Android's paywall has no such interaction")
        }
    }

    /// The paywall's final state and the reason it closed (`none` while open).
    func finish(context: SessionContext) throws -> FinalState {
        try throwRefusedInHandler()
        return phase.finalState { $0 }
    }

    /// Shows the paywall in a new Activity: `onPaywallShown` / `onFlowShown` on its enter, and the
    /// view model loads the products unless the app passed them (`products` empty).
    private func present(_ presentation: Presentation, context: SessionContext) throws {
        guard presentation.mode == .modal else {
            throw AdapterError.unsupported("adapty-android models the paywall in its own Activity, not mode '\(presentation.mode.rawValue)'")
        }
        guard !isOnScreen else { return }
        phase = .open
        // A new Activity has a new view model: nothing selected, products loaded anew.
        selected = nil
        loadAttempts = 0
        productsLoaded = given.productsAtInit
        if let shown = features.appearance?.shown { emit(shown, .paywallShown, context: context) }
        if productsLoaded {
            selectDefault()
        } else {
            loadProducts(context: context)
        }
    }

    /// The system back: 3.x registers no back callback, so the host Activity finishes; 4.x asks
    /// `onBackPressed`, and only its `false` lets the host's back run (the default returns true).
    private func pressBack(context: SessionContext) {
        guard isOnScreen else { return }
        if features.has(.backCallback) {
            let call = self.call(.onBackPressed)
            var consumed = true
            if case .returns(.bool(let flag))? = call?.behaviour { consumed = flag }
            deliver(call, .onBackPressed, .action, "back", suffix: " -> \(consumed)", context: context, [Argument("answer", "\(consumed)")])
            guard !consumed else { return }
        }
        dismiss(result: "back", native: AdaptyAndroidNative.hostBack, context: context)
    }

    /// The Activity finishes with `result`: `onPaywallClosed` / `onFlowClosed` tells an app that
    /// overrides it; otherwise the finishing itself (`native`) is recorded.
    func dismiss(result: String, native: String, context: SessionContext) {
        guard isOnScreen else { return }
        phase = .closed(result)
        busy = false
        if let closed = features.appearance?.closed, !isAbsent(closed) {
            emit(closed, .paywallClosed, result, context: context)
            return
        }
        context.recorder.record(.paywallClosed, result, native: native)
    }

    /// Records a call the app's override received (nothing when `call` is nil), then runs the app's
    /// steps inside it: `dismiss` finishes the Activity in the app's code, `present` shows the paywall
    /// again, `open_link` opens the link the call carried.
    func deliver(
        _ call: HandlerCall?, _ callback: AdaptyAndroidCallback, _ name: EventName, _ subject: String? = nil, suffix: String = "",
        context: SessionContext, _ arguments: [Argument] = []
    ) {
        guard let call else { return }
        context.recorder.record(name, subject, native: callback.native + suffix, arguments)
        for action in call.does {
            switch action {
            case .openLink:
                guard let url = arguments.first(where: { $0.key == "url" })?.value else { continue }
                context.recorder.record(.linkOpened, url, native: AdaptyAndroidNative.appOpen, [Argument("url", url)])
            case .showAlert:
                continue
            case .dismiss, .present, .appRestore, .closeBrowser:
                performInHandler(action, context: context)
            }
        }
    }

    /// A link button: `onActionPerformed(OpenUrl(url))` for an app that overrides it (the paywall
    /// stays, and nothing opens the link unless the app's code does); else the default opens it —
    /// an `ACTION_VIEW` chooser, from 3.17.0 the SDK's browser launcher with the action's presentation.
    private func openLink(_ url: String, context: SessionContext) {
        guard acceptsTaps else { return }
        guard isAbsent(.onActionPerformed) else {
            emit(.onActionPerformed, .linkTapped, url, context: context, [Argument("action", "OpenUrl"), Argument("url", url)])
            return
        }
        guard features.has(.openURLPresentation) else {
            context.recorder.record(.linkOpened, url, native: AdaptyAndroidNative.chooserOpen, [Argument("url", url)])
            return
        }
        // `Action.OpenUrl(url, presentation = AdaptyWebPresentation.ExternalBrowser)`: the button's presentation.
        context.recorder.record(
            .linkOpened, url, native: AdaptyAndroidNative.launcherOpen, [Argument("url", url), Argument("presentation", "ExternalBrowser")])
    }
}
