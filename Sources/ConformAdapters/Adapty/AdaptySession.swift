import ConformKit

/// One spec's run of the Adapty model: a paywall controller that is presented, loads its products
/// (retrying on the virtual clock when the app asks), reports selections, purchases, restores and
/// actions, and is dismissed by its defaults or by the app.
final class AdaptySession: AdapterSession, CallbackSession {
    /// Where the paywall is in its life; closed for a reason as the SDK names it (`purchased`, `pending`, `closed`, `dismissed`).
    typealias Phase = PaywallPhase<String>

    /// Who dismissed the paywall, which decides the native form recorded when no disappear callback tells the app.
    enum Dismissal {
        /// The SDK's default implementation (after a purchase, or a `.close` the app does not handle).
        case sdkDefault
        /// The app's own code (`controller.dismiss` on UIKit, the binding on SwiftUI).
        case app
        /// The user's swipe on a sheet.
        case user
    }

    /// The world the spec starts in.
    let given: Given
    /// How the app receives callbacks.
    let surface: AdaptySurface
    /// The version's behaviour gates.
    let features: AdaptyFeatures
    /// The SDK options the spec set.
    let options: AdaptyOptions

    /// Where the paywall is.
    var phase: Phase = .notPresented
    /// How it was last presented: full screen (the `fullScreen` default) or as a sheet.
    var style: Presentation.Style = .fullScreen
    /// Whether the products request has been made at least once.
    var loadingStarted = false
    /// How many product loads have been attempted.
    var loadAttempts = 0
    /// Products are listed (first phase, without offers): they can be rendered and selected.
    var productsListed = false
    /// Products carry their offers (second phase): they can be purchased.
    var productsLoaded = false
    /// The product currently selected in the (single) product group.
    var selected: String?
    /// Whether the first-rendered selection was reported in this appearance.
    var automaticSelectionReported = false
    /// Whether a purchase is running (the loader is up and taps are ignored).
    var purchaseInProgress = false
    /// Each volatile value (profile, transaction) distinct within the spec.
    var volatileValues = VolatileValues()
    /// The app's handlers, counting the SDK's calls of each.
    var calls: HandlerCalls
    /// The store, counting the purchase attempts of each product.
    var attempts: StoreAttempts
    /// Whether a restore is running (the loader is up and taps are ignored).
    var restoreInProgress = false
    /// Whether a web paywall's in-app browser covers the paywall (taps on the paywall go nowhere).
    var browserOpen = false
    /// Whether the paywall is still loading after it was presented (`given.screen_loading`): the
    /// app's placeholder shows in its place, so taps go nowhere.
    var screenLoading = false
    /// A step the app took inside a handler (`does: present`) that the model refuses, thrown at the
    /// next step or at the end: a handler cannot throw it where the SDK called it.
    var refusedInHandler: (any Error)?

    /// Creates a session; nothing is on screen yet.
    init(given: Given, surface: AdaptySurface, features: AdaptyFeatures, options: AdaptyOptions) {
        self.given = given
        self.surface = surface
        self.features = features
        self.options = options
        self.calls = HandlerCalls(given)
        self.attempts = StoreAttempts(given)
    }

    /// Whether the paywall is on screen.
    var isOnScreen: Bool { phase == .open }

    /// Whether a user's tap on the paywall reaches it: on screen, with no purchase running.
    var acceptsTaps: Bool { isOnScreen && !purchaseInProgress && !restoreInProgress && !browserOpen && !screenLoading }

    /// Performs one step; steps the Adapty paywall has no counterpart for are refused as unsupported.
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
            close(context: context)
        case .dismiss:
            guard isOnScreen else { return }
            dismiss(result: "dismissed", by: .app, context: context)
        case .openLink(let url, _):
            openLink(url, context: context)
        case .action(let id):
            performCustomAction(id, context: context)
        case .webPurchase(let product):
            try webPurchase(product, context: context)
        case .wait(let span):
            try advance(by: span, context: context)
        case .swipeDismiss:
            // Only a sheet can be swiped away; a full-screen paywall (the default) ignores the gesture.
            guard acceptsTaps, style == .sheet else { return }
            dismiss(result: "swiped", by: .user, context: context)
        case .closeBrowser:
            closeBrowser(context: context)
        case .skip, .tapOutside, .answer, .promo, .confirmAlert, .navigate, .appRestore, .pressBack, .preload:
            throw AdapterError.unsupported("adapty cannot perform '\(step.keyword)': the Adapty paywall has no such interaction")
        }
    }

    /// The paywall's final state and the reason it was dismissed (`none` while open).
    func finish(context: SessionContext) throws -> FinalState {
        try throwRefusedInHandler()
        return phase.finalState { $0 }
    }

    /// Presents the controller: a rendering failure is reported, the appearance is reported (3.5+),
    /// and the products are requested the first time; a later appearance renders the selection anew.
    private func present(_ presentation: Presentation, context: SessionContext) throws {
        guard presentation.mode == .modal else {
            throw AdapterError.unsupported("adapty models a presented paywall controller, not mode '\(presentation.mode.rawValue)'")
        }
        guard !isOnScreen else { return }
        let firstTime = phase == .notPresented
        phase = .open
        style = presentation.style ?? .fullScreen
        if firstTime, given.screenLoadDelay > .zero {
            // "placeholderBuilder — Функция для рендеринга представления-заглушки, пока пейвол
            // загружается": the modifier is up with no paywall configuration yet, and draws the app's
            // placeholder (3.5.0+; `loading-placeholder` keeps other versions out). The paywall
            // itself comes when its configuration does.
            guard features.has(.swiftUIPlaceholder) else {
                throw AdapterError.unsupported("\(surface.title) \(features.version) draws no placeholder: 'screen_loading' is not modelled")
            }
            screenLoading = true
            context.recorder.record(.paywallLoading, nil, native: AdaptyNative.placeholder)
            context.clock.schedule(after: given.screenLoadDelay) { [self] in
                guard screenLoading, isOnScreen else { return }
                screenLoading = false
                showPaywall(firstTime: true, context: context)
            }
            return
        }
        showPaywall(firstTime: firstTime, context: context)
    }

    /// The paywall view is on screen: a rendering failure is reported, the appearance is reported
    /// (3.5+), and the products are requested the first time; a later appearance renders the selection anew.
    private func showPaywall(firstTime: Bool, context: SessionContext) {
        if firstTime, let code = given.renderFailure {
            // The view is built before it appears; the paywall stays on screen.
            emit(.didFailRendering, .renderFailed, context: context, [Argument("code", code)])
        }
        emit(.didAppear, .paywallShown, context: context)
        if !loadingStarted && given.productsAtInit {
            // "Если массив продуктов не передан при инициализации, AdaptyUI самостоятельно запросит
            // необходимые объекты с сервера": passed at init, nothing is requested, so nothing can fail.
            loadingStarted = true
            productsListed = true
            productsLoaded = true
            renderSelection(context: context)
        } else if !loadingStarted {
            loadingStarted = true
            loadProducts(context: context)
        } else {
            renderSelection(context: context)
        }
    }

    /// Dismisses the paywall with `result`: the disappear callback tells the app (3.5+); without it
    /// the dismissal itself is recorded. The product selection resets.
    func dismiss(result: String, by dismissal: Dismissal, context: SessionContext) {
        guard isOnScreen else { return }
        phase = .closed(result)
        if screenLoading {
            // Only the placeholder was up: no paywall view appeared, so none disappears.
            screenLoading = false
            context.recorder.record(.paywallClosed, result, native: AdaptyNative.bindingDismiss)
            return
        }
        browserOpen = false
        selected = nil
        automaticSelectionReported = false
        if features.has(.appearanceCallbacks) && !isAbsent(.didDisappear) {
            emit(.didDisappear, .paywallClosed, result, context: context)
            return
        }
        let native: String
        switch (surface, dismissal) {
        case (.uikit, .user): native = AdaptyNative.sheetSwiped
        case (.uikit, _): native = AdaptyNative.controllerDismiss
        case (.swiftui, .sdkDefault): native = AdaptyNative.presentationDismiss
        case (.swiftui, .app), (.swiftui, .user): native = AdaptyNative.bindingDismiss
        }
        context.recorder.record(.paywallClosed, result, native: native)
    }

    /// Records a call the app's handler received (nothing when `call` is nil), then does what the
    /// app does inside the handler: the app steps (`dismiss`, `present`, `close_browser`) exactly as
    /// the steps, `dismiss` closing the paywall in the app's own code; `open_link` opens the link the
    /// call carried (`UIApplication.shared.open(url)`, the page's "handle opening the URL"), which
    /// only `didPerformAction(.openURL)` carries.
    func deliver(
        _ call: HandlerCall?, _ callback: AdaptyCallback, _ name: EventName, _ subject: String? = nil, suffix: String = "",
        context: SessionContext, _ arguments: [Argument] = []
    ) {
        guard let call else { return }
        context.recorder.record(name, subject, native: callback.native(on: surface, features: features) + suffix, arguments)
        for action in call.does {
            switch action {
            case .dismiss, .present, .appRestore, .closeBrowser:
                // Exactly as the step: `dismiss` closes the paywall in the app's own code, `present`
                // shows it again, `close_browser` closes the in-app browser; `app_restore` is refused
                // as the step is (Adapty's page has no restore outside a paywall).
                performInHandler(action, context: context)
            case .openLink:
                guard let url = arguments.first(where: { $0.key == "url" })?.value else { continue }
                context.recorder.record(.linkOpened, url, native: AdaptyNative.appOpen, [Argument("url", url)])
            case .showAlert:
                // Only the SwiftUI modifier has the binding (capability app-alerts, 3.0.2); the alert
                // shows over the paywall, which stays as it is — the page says nothing more. 3.2.0 …
                // 3.3.0 take the binding and never draw it (`AdaptyGate.swiftUIAlertsIgnored`).
                guard features.drawsAppAlerts, isOnScreen else { continue }
                context.recorder.record(
                    .alertShown, "app", native: AdaptyNative.appAlert + " in " + callback.rawValue,
                    [Argument("handler", callback.rawValue)])
            }
        }
    }
}
