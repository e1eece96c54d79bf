import ConformKit

/// One spec's run of the AppDNA model: a paywall that is presented, reports taps and purchases to
/// the app's `AppDNAPaywallDelegate`, and is dismissed for one `DismissReason`.
final class AppDNASession: AdapterSession, HandlerSteps {
    /// Where the paywall is in its life.
    typealias Phase = PaywallPhase<AppDNADismissReason>

    /// The world the spec starts in.
    let given: Given
    /// The SDK options the spec set.
    let options: AppDNAOptions
    /// Where the paywall is.
    var phase: Phase = .notPresented
    /// The placement of the `PaywallContext` it was presented with, if any.
    var placement: String?
    /// The plan the user last switched to, if any.
    var selectedProduct: String?
    /// The product whose purchase is running (the store has not answered yet), if any.
    var purchaseInFlight: String?
    /// How many transactions completed so far, to give each one its own id.
    var transactions = 0
    /// The app's delegate methods, counting the SDK's calls of each.
    var calls: HandlerCalls
    /// The store, counting the purchase attempts of each product.
    var attempts: StoreAttempts
    /// Whether a restore is running (the store has not answered yet).
    var restoreInFlight = false
    /// Whether the app's delegate hears this paywall: registered with `setDelegate`, or passed as
    /// `presentPaywall(id:…delegate:)`'s argument (see `AppDNAOptions.Delegate`).
    var delegateAttached = true
    /// Whether the paywall's error UI is showing ("Error is shown in the paywall UI automatically").
    var errorShown = false
    /// A step the app took inside a delegate method (`does: app_restore`) that the model refuses,
    /// thrown at the next step or at the end: a delegate method cannot throw it where the SDK called it.
    var refusedInHandler: (any Error)?

    /// Creates a session for `given` with `options` already checked; nothing is on screen yet.
    init(given: Given, options: AppDNAOptions) {
        self.given = given
        self.options = options
        self.calls = HandlerCalls(given)
        self.attempts = StoreAttempts(given)
    }

    /// Whether the paywall is on screen, so a tap on it does something.
    var isOpen: Bool { phase == .open }

    /// The `paywallId:` argument every delegate method receives.
    var paywallArgument: Argument { Argument("paywallId", options.paywallId) }

    /// Records a call of the app's delegate, when the delegate hears this paywall.
    func callDelegate(_ context: SessionContext, _ name: EventName, _ subject: String? = nil, native: String, _ arguments: [Argument] = []) {
        guard delegateAttached else { return }
        context.recorder.record(name, subject, native: native, arguments)
    }

    /// The SDK calls the optional delegate method `name`: `record` records the call when the app
    /// implements it, then the app does what its script says inside (`dismiss`: the app dismisses
    /// the paywall in code, reason `programmatic`).
    func deliver(_ name: String, context: SessionContext, _ record: () -> Void) {
        guard delegateAttached, let call = calls.next(name) else { return }
        record()
        perform(call.does, context: context)
    }

    /// Does what the app does inside one of its delegate methods.
    func perform(_ actions: [AppAction], context: SessionContext) {
        for action in actions {
            switch action {
            case .dismiss, .present, .appRestore:
                // Exactly as the step: `dismiss` closes the paywall (reason `programmatic`), `present`
                // presents it again, `app_restore` calls AppDNA.billing.restorePurchases().
                performInHandler(action, context: context)
            // The page has no in-app browser (no in-app-browser capability): never here.
            case .closeBrowser: continue
            // No AppDNA handler receives a link (none declares `receivesLink`), so a spec never gets here.
            case .openLink: continue
            // No AppDNA surface takes an alert from the app (no app-alerts capability): never here either.
            case .showAlert: continue
            }
        }
    }

    /// Performs one step; steps the page does not document are refused as unsupported.
    func perform(_ step: Step, context: SessionContext) throws {
        try throwRefusedInHandler()
        switch step {
        case .present(let presentation):
            try present(presentation, context: context)
        case .select(let product):
            selectPlan(product, context: context)
        case .buy(let product):
            try buy(product, context: context)
        case .restore:
            restore(context: context)
        case .close:
            userDismiss(.dismissed, context: context)
        case .tapOutside:
            userDismiss(.tappedOutside, context: context)
        case .dismiss:
            userDismiss(.programmatic, context: context)
        case .openLink(let url, _):
            tapLink(url, context: context)
        case .action(let id):
            tapAction(id, context: context)
        case .promo(let code):
            submitPromoCode(code, context: context)
        case .wait(let span):
            try advance(by: span, context: context)
        case .confirmAlert:
            // The error a failed purchase shows in the paywall UI is confirmed; no callback follows.
            guard errorShown else { throw AdapterError.noAlertToConfirm("appdna") }
            errorShown = false
        case .appRestore:
            try appRestore(context: context)
        case .skip, .answer, .webPurchase, .swipeDismiss, .navigate, .closeBrowser, .pressBack, .preload:
            throw AdapterError.unsupported("appdna cannot perform '\(step.keyword)': its paywall page documents no such step")
        }
    }

    /// The paywall's final state, and its dismiss reason's wire value as the result (`none` while open).
    func finish(context: SessionContext) throws -> FinalState {
        try throwRefusedInHandler()
        return phase.finalState(naming: \.rawValue)
    }

    /// Presents the paywall by id with the placement as its `PaywallContext`: `onPaywallPresented`
    /// fires and `paywall_view` is tracked; with a screen failure `present` returns false instead.
    private func present(_ presentation: Presentation, context: SessionContext) throws {
        guard presentation.mode == .modal else {
            throw AdapterError.unsupported("appdna's page documents only modal presentation, not '\(presentation.mode.rawValue)'")
        }
        // `present` is the app's call and nothing on the page limits it to once: after a dismissal,
        // or a present that returned false, the app presents again. Only a present while the
        // paywall is still up is ignored (reading 11).
        guard phase != .open else { return }
        selectedProduct = nil
        errorShown = false
        placement = presentation.placement
        // `AppDNA.presentPaywall(placement:from:)` takes no delegate: only one registered with
        // `AppDNA.paywall.setDelegate(_:)` hears a paywall the audience rules picked. Nor does an
        // onboarding flow's `present_paywall` outcome: "The same delegate fires for paywalls launched
        // standalone … AND for paywalls launched from inside an onboarding flow … — register once
        // with AppDNA.paywall.setDelegate(...)". Otherwise the paywall runs as a standalone one.
        delegateAttached = (presentation.selectedBy == .id && presentation.from == .app) || options.delegate != .argument
        if let code = given.screenFailure {
            phase = .notShown
            // "Returns false if nothing could present it." The Bool carries no error, so the code is
            // only the canonical subject.
            context.recorder.record(
                .paywallLoadFailed, code, native: AppDNANative.presentReturnedFalse,
                [paywallArgument] + placementArguments)
            return
        }
        phase = .open
        callDelegate(context, .paywallShown, native: AppDNANative.presented, [paywallArgument])
        // `given.experiment` is the app's PaywallContext(experiment:variant:). Nothing reads them:
        // PaywallManager tracks paywall_view with paywall_id, placement and customData alone, and
        // picks the variant from its own experiment bucketing (appdna-ai/appdna-sdk-ios v1.0.70,
        // commit bc255f8f, Sources/AppDNASDK/Paywalls/PaywallManager.swift), so none is recorded.
        track("paywall_view", context: context)
    }

    /// The user (close button, tap outside) or the app (in code) dismisses the open paywall.
    private func userDismiss(_ reason: AppDNADismissReason, context: SessionContext) {
        guard isOpen else { return }
        close(reason, context: context)
    }

    /// Closes the paywall for `reason`: `onPaywallDismissed` fires when the user or the app closed
    /// it, then `paywall_close` is tracked with the reason's wire value. After the SDK's own
    /// auto-dismiss (`purchased`, `restore_success`) only `paywall_close` tells: the page's only
    /// word on `onPaywallDismissed` is the Full Example's "// User closed without purchasing", and
    /// it documents the auto-dismiss through `onPaywallPurchaseCompleted` ("Paywall auto-dismisses
    /// on successful purchase") and the analytics reason, never through `onPaywallDismissed`.
    func close(_ reason: AppDNADismissReason, context: SessionContext) {
        phase = .closed(reason)
        if !reason.isAutomatic {
            callDelegate(context, .paywallClosed, reason.rawValue, native: AppDNANative.dismissed, [paywallArgument])
        }
        track("paywall_close", [Argument("reason", reason.rawValue)], context: context)
    }

    /// The `placement` property of every paywall analytics event, when the paywall has a placement.
    var placementArguments: [Argument] {
        placement.map { [Argument("placement", $0)] } ?? []
    }

    /// Records the auto-tracked analytics event `name` with the placement and `properties`.
    func track(_ name: String, _ properties: [Argument] = [], context: SessionContext) {
        context.recorder.record(.recorded(name), native: NativeForms.analytics(name), placementArguments + properties)
    }
}
