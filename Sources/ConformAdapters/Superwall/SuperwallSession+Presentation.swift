import ConformKit

/// Registering a placement, presenting, skipping, failing to load, and the dismiss chain.
extension SuperwallSession {
    /// `register(placement:handler:feature:)`, the pipeline of `InternalPresentation.swift`:
    /// - a paywall already up fails the request (`CheckNoPaywallAlreadyPresented.swift`): `onError`
    ///   with code 102 and nothing else of the handler's;
    /// - the audience rules skip it (`GetExperiment.swift`): `triggerFire` (holdout, no match; none
    ///   for a placement in no campaign), `onSkip`, then the feature block;
    /// - the paywall fails to load (`GetPaywallVC.swift`): `paywallResponseLoad_fail`, `onError`;
    /// - there is no window to present on (`GetPresenter.swift`, `given.presenter: none`): `onError`
    ///   with code 103;
    /// - or it presents: `triggerFire` (`GetPresenter.swift`), `paywallPresentationRequest`
    ///   (`PresentPaywall.swift`), `willPresentPaywall` (viewWillAppear), `didPresentPaywall`
    ///   (viewDidAppear), `onPresent` (the present completion, via the main queue); `paywall_open` is
    ///   tracked from a separate Task. A webview that fails after presenting closes it again.
    /// A request that does not present is tracked by `logErrors` (`LogErrors.swift`) as a
    /// `paywallPresentationRequest` with status `.noPresentation` and the pipeline's reason, from a
    /// Task: its order against the handler's callbacks (delivered on the main queue) is not fixed.
    func register(_ presentation: Presentation, context: SessionContext) throws {
        guard presentation.mode == .modal else {
            throw AdapterError.unsupported("superwall presents a registered placement's paywall, not mode '\(presentation.mode.rawValue)'")
        }
        let placement = presentation.placement ?? "campaign_trigger"
        if isOnScreen {
            emit([.onError], .error, "102", context: context, [Argument("error", ".presentationError"), Argument("code", "102")])
            trackNoPresentation(placement, reason: ".paywallAlreadyPresented", context: context)
            return
        }
        if options.audience != .match {
            trackTriggerFire(placement, result: options.audience.triggerResult, context: context)
            phase = .notPresented(result: "skipped")
            emit([.onSkip], .paywallClosed, "skipped", context: context, [Argument("reason", options.audience.reason)])
            runFeature(context: context)
            trackNoPresentation(placement, reason: options.audience.reason, context: context)
            return
        }
        if let code = given.screenFailure {
            phase = .notPresented(result: "none")
            track("paywallResponseLoadFail", .recorded("paywall_response_load_fail"), context: context)
            emit([.onError], .paywallLoadFailed, code, context: context, [Argument("error", ".presentationError"), Argument("code", code)])
            trackNoPresentation(placement, reason: ".noPaywallViewController", context: context)
            return
        }
        if given.presenter == .none {
            // `GetPresenter.swift`: no view controller to present on — `.presentationError` code 103
            // ("No UIViewController to present paywall on") before any `triggerFire`, then the throw
            // `logErrors` tracks as `.noPresenter`.
            phase = .notPresented(result: "none")
            emit([.onError], .error, "103", context: context, [Argument("error", ".presentationError"), Argument("code", "103")])
            trackNoPresentation(placement, reason: ".noPresenter", context: context)
            return
        }
        trackTriggerFire(placement, result: options.audience.triggerResult, context: context)
        track(
            "paywallPresentationRequest", .recorded("paywall_presentation_request"), context: context,
            [Argument("placement", placement), Argument("status", ".presentation")])
        phase = .open
        selected = given.products.first
        emit([.willPresentPaywall, .didPresentPaywall, .onPresent], .paywallShown, context: context, [Argument("placement", placement)])
        track("paywallOpen", .recorded("paywall_open"), context: context)
        if let code = given.renderFailure {
            // SDK-FACTS "Webview failure after presenting": close with reason webViewFailedToLoad →
            // onDismiss(.declined); a gated paywall also gets onError code 106.
            track("paywallWebviewLoadFail", .renderFailed, context: context, [Argument("code", code)])
            dismiss(result: "declined", context: context)
            if options.gated {
                emit([.onError], .error, "106", context: context, [Argument("code", "106")])
            }
        }
    }

    /// `triggerFire(placementName:result:)`, tracked (and awaited) before the pipeline goes on; none
    /// without a result (a placement in no campaign).
    private func trackTriggerFire(_ placement: String, result: String?, context: SessionContext) {
        guard let result else { return }
        track("triggerFire", .recorded("trigger_fire"), context: context, [Argument("placement", placement), Argument("result", result)])
    }

    /// `logErrors`: a `paywallPresentationRequest` with status `.noPresentation` and `reason`.
    private func trackNoPresentation(_ placement: String, reason: String, context: SessionContext) {
        track(
            "paywallPresentationRequest", .recorded("paywall_presentation_request"), context: context,
            [Argument("placement", placement), Argument("status", ".noPresentation"), Argument("reason", reason)])
    }

    /// A product tap inside the web paywall: no host callback (SDK-FACTS "Select product").
    func select(_ product: String) throws {
        try given.requireOffered(product, step: "select")
        guard acceptsTaps else { return }
        selected = product
    }

    /// `dismiss(result)`: `willDismissPaywall` → `onWillDismiss` → `paywall_close` (tracked in a
    /// Task) → `didDismissPaywall` → `onDismiss(result)` → the feature block, which runs after a
    /// purchase or restore, and after a decline only for a non-gated paywall.
    func dismiss(result: String, context: SessionContext) {
        guard isOnScreen else { return }
        phase = .closed(result)
        busy = false
        let argument = [Argument("result", ".\(result)")]
        emit([.willDismissPaywall, .onWillDismiss], .paywallClosing, result, context: context, argument)
        track("paywallClose", .recorded("paywall_close"), context: context)
        emit([.didDismissPaywall, .onDismiss], .paywallClosed, result, context: context, argument)
        if result != "declined" || !options.gated {
            runFeature(context: context)
        }
    }

    /// The feature block, when the app passed one.
    func runFeature(context: SessionContext) {
        emit([.feature], .featureRan, context: context)
    }

    /// The close button: `dismiss(.declined, .manualClose)`; `paywall_decline` is tracked first,
    /// then the chain. A close after a purchase with `automaticallyDismiss` off still reports
    /// `.declined` (SDK-FACTS, Quirk: `.closed` always passes `.declined`, Superwall.swift:1422).
    func close(context: SessionContext) {
        guard acceptsTaps else { return }
        track("paywallDecline", .recorded("paywall_decline"), context: context)
        dismiss(result: "declined", context: context)
    }

    /// A link, as the paywall's message says to open it (`PaywallMessageHandler`):
    /// - `openUrl` (in-app, the default): `eventDidOccur(.openedURL)` is wrapped in a Task and
    ///   `presentSafariInApp` runs at once, so `paywallWillOpenURL` may arrive after Safari started
    ///   presenting: the model records both in that order, in one `link.opened`. A system that cannot
    ///   open the link (`canOpenURL` false) presents no Safari; the delegate still hears of it;
    /// - `openUrlInSafari` (external): `UIApplication.open`, then `paywallWillOpenURL` from the Task;
    /// - `openDeepLink` (deep link): `dismiss(.declined, .systemLogic)`, whose completion — run in
    ///   `didDismiss`, before the dismissed state reaches the handler — opens the URL and tells
    ///   `paywallWillOpenDeepLink` from a Task; the model records it after the dismiss chain.
    ///   A redemption link, which stays, is not modelled.
    /// `UIApplication.open` is called without a completion: a refusal tells the app nothing.
    func openLink(_ url: String, opens: LinkOpening?, context: SessionContext) {
        guard acceptsTaps else { return }
        var arguments = [Argument("url", url)]
        if let opens { arguments.append(Argument("opens", opens.rawValue)) }
        let delegate: SuperwallCallback = opens == .deepLink ? .paywallWillOpenDeepLink : .paywallWillOpenURL
        var natives: [String]
        switch opens ?? .inApp {
        case .inApp: natives = given.links == .refuse ? [] : ["presentSafariInApp(_:)"]
        case .external: natives = ["UIApplication.open(_:)"]
        case .deepLink:
            dismiss(result: "declined", context: context)
            natives = ["UIApplication.open(_:)"]
        }
        if delegate.isImplemented(in: version, by: given) { natives.append(delegate.native) }
        guard !natives.isEmpty else { return }
        context.recorder.record(.linkOpened, url, native: natives.joined(separator: NativeForms.separator), arguments)
    }

    /// `Superwall.shared.preloadAllPaywalls()`: from 4.12.0 (`SuperwallGate.preloadEvents`)
    /// `ConfigManager.preloadPaywalls(withIdentifiers:)` tracks `paywallPreload_start` and
    /// `paywallPreload_complete` with the number of paywalls it loads — the placement's one, unless
    /// it is the presented paywall, which is never preloaded. Before, the same load tracks nothing.
    /// Nothing is presented. (The preload the SDK runs by itself at configure, `shouldPreload`, is
    /// not modelled: the model starts configured.)
    func preload(context: SessionContext) {
        guard version >= SuperwallGate.preloadEvents.since else { return }
        let count = Argument("paywall_count", isOnScreen ? "0" : "1")
        track("paywallPreloadStart", .recorded("paywall_preload_start"), context: context, [count])
        track("paywallPreloadComplete", .recorded("paywall_preload_complete"), context: context, [count])
    }

    /// A custom action button: `handleCustomPaywallAction(withName:)`.
    func customAction(_ name: String, context: SessionContext) {
        guard acceptsTaps else { return }
        emit([.handleCustomPaywallAction], .action, name, context: context, [Argument("name", name)])
    }
}
