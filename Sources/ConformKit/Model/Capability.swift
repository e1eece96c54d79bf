/// Something an adapter can do that a spec may need (`scope.requires`, or implied by a step or a
/// part of `given`), as a type: adapters declare `.restoreButton`, not `"restore-button"`, so a
/// misspelt capability is a compile error.
///
/// The vocabulary is `Capability.known`. External adapters may declare names of their own in their
/// handshake; a spec may require such a name when an adapter of the workspace declares it (see
/// `GivenValidation`), and any other unknown name in `scope.requires` is an invalid spec.
public struct Capability: Sendable, Hashable, Comparable, RawRepresentable, CustomStringConvertible {
    /// The name as specs and handshakes spell it, e.g. `restore-button`.
    public var rawValue: String

    /// Wraps `rawValue` as it is (a name read from a spec or a handshake).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps `name` as it is.
    public init(_ name: String) { self.rawValue = name }

    /// The name's text.
    public var description: String { rawValue }

    /// Orders by the name's text.
    public static func < (lhs: Capability, rhs: Capability) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Every capability the suite's steps, `given` and built-in adapters name, sorted by name.
    package static let known: [Capability] = [
        .alerts, .appAlerts, .appPresent, .appRestore, .appearCallbacks, .autoDismiss, .autoPlacement, .automaticSelection, .billingProvider,
        .busyScreen,
        .customAction, .embedded, .experimentContext, .featureSelection, .handlerScripts, .inAppBrowser, .linkOpening, .linkRefusal, .links,
        .loadingPlaceholder, .noPresenter, .observerMode, .onboardingPresentation, .partialProducts,
        .placements, .postPurchase, .preload, .presentByPlacement, .presentationStyle, .productKinds, .productLoading, .productMetadata,
        .productSelection, .productsAtInit, .productsRetry, .programmaticDismiss, .promoCode, .purchaseResult, .questions, .renderFailure,
        .restore, .restoreAttempts, .restoreButton, .restoreDelay, .restoreDismiss, .restoreResolver, .screenFailure, .screenNavigation, .skip,
        .slowProducts,
        .storeAttempts, .storeTimeout, .swipeDismiss, .systemBack, .tapOutside, .webNavigation, .webPurchase
    ]
}

extension Capability {
    /// `restore`: the paywall can restore purchases (the `restore` step).
    public static let restore = Capability(rawValue: "restore")
    /// `restore-button`: the paywall shows a restore button whose presence depends on the app.
    public static let restoreButton = Capability(rawValue: "restore-button")
    /// `restore-dismiss`: the paywall dismisses itself after a restore that finds purchases.
    public static let restoreDismiss = Capability(rawValue: "restore-dismiss")
    /// `restore-resolver`: in observer mode, restores go to the app's resolver.
    public static let restoreResolver = Capability(rawValue: "restore-resolver")
    /// `questions`: the screen can ask questions (the `answer` step).
    public static let questions = Capability(rawValue: "questions")
    /// `custom-action`: custom action buttons (the `action` step).
    public static let customAction = Capability(rawValue: "custom-action")
    /// `links`: tappable links (the `open_link` step).
    public static let links = Capability(rawValue: "links")
    /// `skip`: a skip button (the `skip` step).
    public static let skip = Capability(rawValue: "skip")
    /// `embedded`: the paywall can be embedded in the app's own view (`present: {mode: embedded}`).
    public static let embedded = Capability(rawValue: "embedded")
    /// `auto-placement`: the paywall can be shown by an automatic placement rule (`mode: auto`).
    public static let autoPlacement = Capability(rawValue: "auto-placement")
    /// `placements`: the paywall is presented for a named placement.
    public static let placements = Capability(rawValue: "placements")
    /// `busy-screen`: the screen ignores taps while a purchase or restore runs.
    public static let busyScreen = Capability(rawValue: "busy-screen")
    /// `render-failure`: the model can fail rendering (`given.render_failure`).
    public static let renderFailure = Capability(rawValue: "render-failure")
    /// `screen-failure`: the model can fail loading the screen itself (`given.screen_failure`).
    public static let screenFailure = Capability(rawValue: "screen-failure")
    /// `product-selection`: the user can select a product (the `select` step).
    public static let productSelection = Capability(rawValue: "product-selection")
    /// `automatic-selection`: the SDK reports the product it selects by itself.
    public static let automaticSelection = Capability(rawValue: "automatic-selection")
    /// `feature-selection`: feature items can be selected.
    public static let featureSelection = Capability(rawValue: "feature-selection")
    /// `promo-code`: promo codes can be submitted (the `promo` step).
    public static let promoCode = Capability(rawValue: "promo-code")
    /// `tap-outside`: tapping outside dismisses the paywall (the `tap_outside` step).
    public static let tapOutside = Capability(rawValue: "tap-outside")
    /// `programmatic-dismiss`: the app can dismiss the paywall in code (the `dismiss` step).
    public static let programmaticDismiss = Capability(rawValue: "programmatic-dismiss")
    /// `billing-provider`: the SDK can run without a billing provider configured.
    public static let billingProvider = Capability(rawValue: "billing-provider")
    /// `post-purchase`: the paywall has a post-purchase step (a deep link or a next step).
    public static let postPurchase = Capability(rawValue: "post-purchase")
    /// `auto-dismiss`: the paywall dismisses itself after a purchase.
    public static let autoDismiss = Capability(rawValue: "auto-dismiss")
    /// `observer-mode`: the SDK can run in observer mode (the app makes purchases).
    public static let observerMode = Capability(rawValue: "observer-mode")
    /// `product-loading`: the model can fail loading products (`given.product_loading.failures`).
    public static let productLoading = Capability(rawValue: "product-loading")
    /// `partial-products`: the model can load only some products (`given.product_loading.missing`).
    public static let partialProducts = Capability(rawValue: "partial-products")
    /// `products-retry`: the app's answer to a failed product load can ask for a retry.
    public static let productsRetry = Capability(rawValue: "products-retry")
    /// `purchase-result`: one finish callback carries success, cancel and pending.
    public static let purchaseResult = Capability(rawValue: "purchase-result")
    /// `appear-callbacks`: the SDK tells the app when the paywall appears and disappears.
    public static let appearCallbacks = Capability(rawValue: "appear-callbacks")
    /// `web-purchase`: purchases through a web paywall (the `web_purchase` step).
    public static let webPurchase = Capability(rawValue: "web-purchase")
    /// `handler-scripts`: the app's handlers can answer call by call and act inside a handler (`given.handlers` lists and `does`).
    public static let handlerScripts = Capability(rawValue: "handler-scripts")
    /// `restore-attempts`: each restore of a session can find something else (`given.restore` with `attempts`).
    public static let restoreAttempts = Capability(rawValue: "restore-attempts")
    /// `restore-delay`: a restore can take virtual time (`given.restore` with `after`).
    public static let restoreDelay = Capability(rawValue: "restore-delay")
    /// `store-attempts`: the store can answer each purchase attempt differently (`given.store` lists).
    public static let storeAttempts = Capability(rawValue: "store-attempts")
    /// `alerts`: the SDK shows alerts the user confirms (the `confirm_alert` step).
    public static let alerts = Capability(rawValue: "alerts")
    /// `present-by-placement`: the SDK picks the paywall for a placement by its own rules (`present: {placement: p, by: placement}`).
    public static let presentByPlacement = Capability(rawValue: "present-by-placement")
    /// `presentation-style`: the paywall can be presented full screen or as a sheet (`present: {style: …}`).
    public static let presentationStyle = Capability(rawValue: "presentation-style")
    /// `products-at-init`: the app can pass the products when it creates the paywall (`given.products_at_init`).
    public static let productsAtInit = Capability(rawValue: "products-at-init")
    /// `screen-navigation`: the screen links to other screens (the `navigate` step, `given.linked_screen_failures`).
    public static let screenNavigation = Capability(rawValue: "screen-navigation")
    /// `swipe-dismiss`: the user can swipe a sheet down to dismiss it (the `swipe_dismiss` step).
    public static let swipeDismiss = Capability(rawValue: "swipe-dismiss")
    /// `system-back`: the platform has a system back button or gesture the paywall answers (the `press_back` step; Android).
    public static let systemBack = Capability(rawValue: "system-back")
    /// `in-app-browser`: web paywalls open in an in-app browser the user can close (the `close_browser` step).
    public static let inAppBrowser = Capability(rawValue: "in-app-browser")
    /// `web-navigation`: opening a web paywall can fail or succeed, attempt by attempt (`given.web_navigation`).
    public static let webNavigation = Capability(rawValue: "web-navigation")
    /// `app-alerts`: the app can raise an alert over the paywall from a handler (`does: show_alert`).
    public static let appAlerts = Capability(rawValue: "app-alerts")
    /// `app-restore`: the app can restore purchases through the SDK's own API, outside any paywall (the `app_restore` step).
    public static let appRestore = Capability(rawValue: "app-restore")
    /// `onboarding-presentation`: the paywall can be launched from inside an onboarding flow (`present: {from: onboarding}`).
    public static let onboardingPresentation = Capability(rawValue: "onboarding-presentation")
    /// `slow-products`: loading the paywall's products can take virtual time (`given.product_loading.after`).
    public static let slowProducts = Capability(rawValue: "slow-products")
    /// `loading-placeholder`: the paywall can load after it is presented, a placeholder the app
    /// observes showing meanwhile (`given.screen_loading`, `paywall.loading`).
    public static let loadingPlaceholder = Capability(rawValue: "loading-placeholder")
    /// `experiment-context`: the app can say which experiment and variant a presentation belongs to
    /// (`given.experiment`; AppDNA's `PaywallContext(experiment:variant:)`).
    public static let experimentContext = Capability(rawValue: "experiment-context")
    /// `product-metadata`: the model can give products a title, price and currency, which the
    /// callbacks that receive a product carry (`given.product_metadata`).
    public static let productMetadata = Capability(rawValue: "product-metadata")
    /// `app-present`: the app can present the paywall again from inside one of its handlers (`does: present`).
    public static let appPresent = Capability(rawValue: "app-present")
    /// `link-opening`: a link tap can say how the paywall opens it — in-app browser, external browser or
    /// deep link (`open_link: {url: …, opens: …}`).
    public static let linkOpening = Capability(rawValue: "link-opening")
    /// `link-refusal`: the system can refuse to open the links the SDK hands it (`given.links: refuse`).
    public static let linkRefusal = Capability(rawValue: "link-refusal")
    /// `product-kinds`: products can be free trials, non-renewing subscriptions, consumables or
    /// non-consumables (`given.product_kinds`).
    public static let productKinds = Capability(rawValue: "product-kinds")
    /// `store-timeout`: the store can answer a purchase with StoreKit's timeout (`given.store: timeout`).
    public static let storeTimeout = Capability(rawValue: "store-timeout")
    /// `preload`: the app can load paywalls without presenting one (the `preload` step).
    public static let preload = Capability(rawValue: "preload")
    /// `no-presenter`: the app can have no window to present a paywall on (`given.presenter: none`).
    public static let noPresenter = Capability(rawValue: "no-presenter")
}
