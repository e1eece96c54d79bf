/// What each commit of `RevenueCatUILedgerData` means to an app, written by hand from reading the
/// commit's change to the paywall flow's files (docs/migration.md, "The behaviour ledger"):
/// `gate <id>` for a change the model makes at that release (`RevenueCatUIGate`), `none:` for what no
/// app sees, `outside:` for what an app sees outside the callback contract the model covers.
/// `BehaviourLedgerTests` holds every line to the ledger.
///
/// V2 component paywalls sat under `#if PAYWALL_COMPONENTS`, a flag no app build sets, from 5.3.1 to
/// 5.15.x (5.16.0, `3d86d7dbbb`, removed it), and paywall workflows behind a launch argument or a
/// switch no shipped build turned on until 5.83.0 (`6e80ef5ba0`): what changed behind them is `none:`.
/// An `outside:` line that says the model does not model a change names an app-visible behaviour left
/// for later (custom purchase logic, exit offers, the fallback paywall's buttons, transactions that do
/// not start on the paywall).
enum RevenueCatUILedgerVerdicts {
    static let text = #"""
        3bd3b7f101 4.31.7 none: the hosting view is pinned with Auto Layout constraints (a footer pins sides and bottom only) and given a clear background; layout only
        280964f9b5 4.31.8 gate size-change
        fc0568fcb8 4.31.9 outside: the @objc selector of the layout callback didChangeSizeTo is corrected from paywallViewControlle:didChangeSizeTo: (Objective-C implementers only; no paywall event)
        adf06efef6 4.31.9 outside: PaywallViewController.init(offering:fonts:displayCloseButton:) takes a PaywallFontProvider; no callback changes
        0098ee8fe0 4.32.0 gate cancel-callback
        25008b0e68 4.32.1 none: PaywallView's internal initialiser takes one PaywallViewConfiguration instead of six parameters; same values
        2f1a4e0be8 4.32.1 outside: PaywallViewController.init(offeringIdentifier:fonts:displayCloseButton:) loads the paywall of a named offering (PaywallError.offeringNotFound otherwise); no callback changes
        637acaa2b9 4.32.2 outside: update(with: Offering) and update(with: offeringIdentifier) reconfigure a shown PaywallViewController by rebuilding its hosting controller (for hybrid SDKs); the delegate calls are the same
        1fd2736217 4.34.0 outside: a .presentPaywallIfNeeded sheet cannot be swiped away while a purchase or restore runs (interactiveDismissDisabled(actionInProgress)); the model has no swipe dismissal for RevenueCatUI
        9d1772a85f 4.34.0 gate restore-after-alert restore-nothing-silent
        fc566cd850 4.34.0 gate failure-callbacks
        0be29ee97d 4.35.0 outside: updateFont(with fontName:) sets a CustomPaywallFontProvider on a shown PaywallViewController (for hybrid SDKs); no callback changes
        4735b6b466 4.35.0 gate purchase-start
        e227ae580a 4.36.0 outside: .presentPaywallIfNeeded(presentationMode:) presents as a sheet (the default) or a fullScreenCover; the same callbacks either way
        9cc3a55fe8 4.36.3 outside: footer paywalls (.paywallFooter, PaywallFooterViewController) no longer dismiss after a purchase; the model presents full-screen paywalls only, which still do
        b7ecce223f 4.37.0 gate package-and-restore-start
        7aaffebbc9 4.37.0 none: drops the restoreStarted closure of .presentPaywallIfNeeded that b7ecce22 added, before 4.37.0 shipped; 3442d40e adds it back
        3442d40e5a 4.37.0 gate package-and-restore-start
        909b491fc9 4.37.0 gate footer-cancel
        aaee3317f8 4.38.0 outside: update(with displayCloseButton:) shows or hides the close button of a shown PaywallViewController (for hybrid SDKs); no callback changes
        8bc8a013dc 4.39.0 gate requested-dismissal dismiss-requested-handler
        7bab5e4ff8 4.40.1 outside: PaywallViewController's initialisers take shouldBlockTouchEvents, which swallows touch events the controller would pass on (a Flutter workaround); no callback changes
        9513dab4f2 4.41.0 outside: the close button takes its colour from the paywall's close_button colour; no callback changes
        62a8c42a10 4.42.0 none: @PublicForExternalTesting comments read by the Paywalls Tester's build script
        478dd26e64 4.42.0 none: a @PublicForExternalTesting comment for the Paywalls Tester
        2bcd0ce328 5.0.0 gate tier-change
        41d3541451 5.1.0 gate custom-purchase-logic
        dbcfe0ceb5 5.1.0 none: PaywallView keeps its PurchaseHandler a @StateObject, so a re-render no longer replaces it (41d35414's regression, fixed before 5.1.0 shipped)
        2bc647e77e 5.2.1 outside: the V1 footer's "Purchases restored successfully!" alert moves to the .alert(_:isPresented:) API; before, an app's own .alert on an ancestor view kept it from showing and didFinishRestoringWith never fired; the model has no ancestor alert, so what it shows is unchanged
        3c084753c8 5.3.0 none: PaywallView can observe a PurchaseHandler another view owns (paywallViewOwnsPurchaseHandler), which no caller at 5.3.0 asks for; the same handler and callbacks
        22ff468e88 5.3.0 outside: prices drop their .00 cents in the storefront countries the paywall's zero_decimal_place_countries lists; no callback changes
        1fa69d42f4 5.3.0 outside: the paywall and its footer buttons are localized in the locale the paywall was validated for, not the environment locale; no callback changes
        c6a826ff8c 5.3.1 gate present-if-needed-restore-start
        d40eb1157b 5.3.1 none: the first V2 component view (TemplateComponentsView), under #if PAYWALL_COMPONENTS, which no app build sets
        cad537e109 5.3.3 none: TemplateComponentsView is given the offering, under #if PAYWALL_COMPONENTS
        cc12dd93f8 5.5.0 none: an internal applyIfLet view helper
        c4d50d3195 5.5.0 gate load-error-requested-dismissal
        5b20a4deac 5.6.0 outside: reconfigured with update(with:) before its view loaded, a PaywallViewController kept two hosting controllers sharing one PurchaseHandler (since 5.1.0), so every delegate callback fired twice (hybrid SDKs); the model has no reconfiguration, and a controller shown as created had one
        0c0dbc5aa4 5.7.0 none: a V2 button component may dismiss the paywall, under #if PAYWALL_COMPONENTS, which no app build sets
        74447a2292 5.7.0 none: V2 component views get the intro eligibility and PurchaseHandler to purchase, under #if PAYWALL_COMPONENTS
        8f71dd9199 5.10.0 none: the zero-decimal-price check moves from LoadedOfferingPaywallView up to PaywallView; the V2 text variables sit under #if PAYWALL_COMPONENTS
        e8aea8dece 5.10.0 none: PaywallsV2View and the V2 ButtonComponentView (restore, links, customer center) arrive under #if PAYWALL_COMPONENTS, which no app build sets
        91e695869a 5.11.0 none: a preview modifier of ButtonComponentView
        d3aa9768df 5.11.0 gate web-redemption
        d48f44e247 5.13.0 outside: the navigation bar holding the close button is fully transparent on iOS 16+; no callback changes
        38fa636519 5.14.1 none: drops the "currently experimental and subject to change" warning from .onWebPurchaseRedemptionAttempt's documentation; the same declaration
        9ef833b35c 5.14.6 none: the V2 view reads offering.paywallComponents (with the UI config), under #if PAYWALL_COMPONENTS
        68bf2477fb 5.14.6 none: a preview of ButtonComponentView gets a UI config
        6687beaf67 5.15.0 none: a preview of ButtonComponentView gets a package validator
        4413503d68 5.15.0 none: a V2 paywall that fails to build falls back to the default V1 paywall, under #if PAYWALL_COMPONENTS
        6f82e59757 5.15.0 none: a V2 paywall shown as a footer uses the default V1 footer instead, under #if PAYWALL_COMPONENTS
        3d86d7dbbb 5.16.0 gate component-paywalls
        ca12ad7c06 5.16.0 none: V2 images ignore the top safe area (layout); the flow's file only passes a preview argument
        cf47528c81 5.16.0 outside: .paywallFooter is deprecated for .originalTemplatePaywallFooter, with the same closures; a deprecation warning in the app's build, no callback changes
        2cd5621736 5.17.0 gate component-callbacks
        24ada6079b 5.18.0 none: an @_spi(Internal) PaywallView initialiser that shows the offering's draft V2 paywall, for RevenueCat's previews
        7785df9afb 5.18.0 outside: the paywall no longer inherits a parent view's .refreshable action (pulling down no longer runs the app's refresh); no callback changes
        b077e9e0b9 5.18.0 none: a code comment reworded
        55d21a9042 5.18.0 gate component-restore-completes
        6b5c430082 5.19.0 none: applyIfLet instead of a force unwrap, and a lint directive; same view
        81aaf6a051 5.19.0 none: doc comments say "paywall" for PaywallData
        28aa6765ac 5.19.0 outside: a V2 restore button shows an activity indicator while its restore runs and is dimmed through applyIf while any purchase or restore runs (taps were already ignored then); the identity flip of applyIf can drop its AsyncButton's restore error alert after a failed restore (until d19fd747, 5.60.0), which the model does not model
        33127ab80e 5.21.1 none: removes the @PublicForExternalTesting comments
        7478082f5a 5.22.1 outside: a V2 button whose action this SDK does not know decodes as .unknown and is left out of the paywall; no callback changes
        84283a0bb6 5.22.2 none: log lines say whether a V2 button's URL opened
        1a3d4ca4ef 5.22.2 outside: a V2 web-paywall-link button asks "Open in web browser?", opens the link (with the app user id) and dismisses the paywall; no callback reports web checkout until 5.82.0, and the model refuses web purchases before it
        66e6b8cb90 5.23.0 outside: the V2 web-paywall-link button opens its URL as given, without the alert, and dismisses the paywall; web checkout before 5.82.0, which the model refuses
        f5e28ad4f0 5.23.0 none: a preview's Offering gets webCheckoutUrl: nil (the web package purchase itself is in the purchase button, outside the ledger's files)
        591e0174d2 5.23.0 outside: a V2 button may open a sheet of components inside the paywall; no callback changes
        223816fe4d 5.24.0 none: the V2 button's link opening moves into a shared Browser.navigateTo; the same browser, in-app browser or deep link
        b8286930b8 5.27.1 outside: custom web fonts of V2 paywalls are downloaded and installed when one fails to load (in the flow's files, only the unconfigured stub's failedToLoadFontWithConfig); no callback changes
        8f36154ad3 5.27.1 outside: PaywallsV2View reports a font that failed to load to Purchases, which downloads it; no callback changes
        3fbf432cfc 5.30.0 outside: a paywall of an offering identifier starts from the cached offerings instead of a loading view; no callback changes
        f90862032f 5.31.0 outside: paywalls are localized in the locale the app set with overridePreferredUILocale, else the current one; no callback changes
        3424ebce2f 5.33.0 outside: on Mac Catalyst the .presentPaywallIfNeeded sheet is 667 points high; no callback changes
        005884242f 5.34.0 outside: a V2 paywall may purchase its package with a promotional offer it was configured with (purchase(package:promotionalOffer:)); the same callbacks
        994bee3bfa 5.34.0 outside: a V2 button may open the offer-code redemption sheet, and .presentPaywallIfNeeded re-reads CustomerInfo whenever the app becomes active again, closing the sheet (onDismiss) once the entitlement is active; the model has no offer-code redemption and no app-activation step
        10af5b919f 5.35.0 none: a preview modifier renamed
        b1bb834bbf 5.35.0 outside: a V2 package holding a purchase button is no longer wrapped in a button of its own (the flow's file only passes a preview argument); selection reports nothing, as before
        6f4f37d20b 5.35.1 outside: @_spi(Internal) PaywallViewController initialiser and update(with:presentedOfferingContext:) for hybrid SDKs, which attach a presented-offering context; init(offeringIdentifier:) is deprecated; no callback changes
        728d4b1063 5.37.0 outside: a V2 button may appear with a transition (a delayed back button); no callback changes
        c8f1170748 5.37.0 none: the @_spi(Internal) draft-paywall initialiser takes an intro eligibility checker, for RevenueCat's previews
        33d9c08797 5.39.0 outside: PaywallView, .presentPaywallIfNeeded (as a sheet) and the callback modifiers become available on native macOS, for V2 paywalls only (a V1 one shows an error view); iOS is unchanged
        0c812de06c 5.45.0 outside: V2 paywalls may show a video as the hero (the flow's file only renames a preview argument); no callback changes
        d8c3179234 5.45.0 outside: a transaction the SDK's StoreKit 2 listener receives from outside the paywall (an offer code redeemed, say) now reports didFinishPurchasingWith / onPurchaseCompleted on a shown paywall, which stays (until 07d4adc3, 5.63.0); the model has no transaction that does not start on the paywall
        251a051871 5.46.0 outside: V2 paywall colours follow the environment's colour scheme; no callback changes
        f28851da90 5.47.0 gate purchase-gate-modifier offer-code-gate
        17efbf69ce 5.49.3 gate restore-nothing-completes
        fee69a1e93 5.49.3 gate custom-purchase-logic-uikit
        c22bdf12b6 5.52.0 gate present-paywall
        3903cae7c9 5.54.0 outside: V2 paywalls drop .00 cents in the countries their own zero_decimal_place_countries lists (else the V1 paywall's list); no callback changes
        bfef4d94f4 5.54.0 gate exit-offer
        f9f5865bc3 5.54.1 none: internal exit_offer analytics, and paywall_close sent to RevenueCat once per session; no callback changes
        c85abf8141 5.54.1 outside: a PaywallViewController whose viewWillAppear ran again (after something was presented over it, or in hybrid SDKs) no longer forwards presentation-controller calls to itself, which recursed until it crashed on a swipe dismissal; the model has no swipe dismissal
        20fa73097a 5.55.3 none: paywall_close analytics: an impression first tracks the close a previous session missed, and a PaywallViewController clears its purchase session when dismissed (after paywallViewControllerWasDismissed, as before); no delegate call changes
        3467538f27 5.56.0 none: internal paywall_purchase_initiated and paywall_purchase_error analytics sent to RevenueCat; no callback changes
        647e8b7822 5.57.0 outside: PaywallViewController.customVariables and setCustomVariable(_:forKey:) fill {{ custom.key }} text in the paywall; no callback changes
        42a4c3dfba 5.58.0 none: the purchased package's presented-offering context is cached for RevenueCat's attribution, and the cancel analytics carry the package; no callback changes
        452ca659f4 5.59.0 gate purchase-gate-delegate
        db88c90a2e 5.60.0 outside: {{ custom.key }} variables reach the .presentPaywallIfNeeded sheet and its exit offer (a sheet does not inherit the environment); no callback changes
        d19fd74707 5.60.0 outside: the V2 restore button is dimmed with .disabled/.opacity instead of applyIf, so it keeps its identity and its AsyncButton shows the restore error alert; from 5.19.0 (28aa6765) the identity flip while disabled could drop that alert after a failed restore (didFailRestoringWith still fired); the model shows the alert throughout and does not model its loss
        aba47c5902 5.60.0 outside: the exit offer shares the first paywall's promotional-offer cache, so a quick purchase there includes the promotional offer; exit offers, which the model does not show
        192f3a647b 5.61.0 outside: a UIKit exit offer under purchasesAreCompletedBy .myApp gets the app's purchase and restore handlers instead of crashing; exit offers and .myApp, neither modelled
        13212e20f1 5.62.0 none: paywall analytics carry the paywall's source (customer center); no callback changes
        07d4adc31c 5.63.0 gate repeated-cancels-dropped
        142914c51e 5.64.0 outside: setCustomVariableNumber(_:forKey:) and setCustomVariableBool(_:forKey:) become public (for hybrid SDKs); no callback changes
        b65cfe8a55 5.65.0 outside: a V1 paywall that fails validation falls back to the new DefaultPaywallView (and loading shows a redacted copy of it), whose restore never reports didFinishRestoringWith, whose failures show no alert and whose purchase skips the purchase gate; the model keeps the template's flow after a render failure and does not model the fallback's buttons
        e94900734d 5.66.0 none: the paywall event and presented-offering context ride along the StoreKit 2 purchase call instead of a cache (RevenueCat's attribution); no callback changes
        a29b707baf 5.67.0 gate restore-gate
        20b204c8fb 5.67.0 gate purchase-handler-object
        128f060d72 5.67.1 none: paywall analytics go through an injectable event dispatcher, for tests; still a background task
        2051e551cf 5.67.2 outside: the PaywallComponent types and Offering.paywallComponents move behind @_spi(Internal), so an app that read them no longer compiles; no callback changes
        22ea0b55fa 5.68.0 outside: a V2 paywall that fails to decode or validate, and a V1 template that fails to configure, fall back to DefaultPaywallView (with a close button when asked) instead of the V1 default template; its restore never reports didFinishRestoringWith; the model keeps the template's flow after a render failure and does not model the fallback's buttons
        4ae748e7bc 5.68.0 none: packageBeingPurchased and actionTypeInProgress get internal setters, for snapshot tests
        15f89209cb 5.68.0 outside: V2 paywalls render a header component (the flow's file only drops a preview argument); no callback changes
        c23c3cdf40 5.69.0 none: internal paywall_component_interacted analytics for buttons, footer links and restore, and one analytics session per paywall (PaywallEventTracker); no callback changes
        24ca24037d 5.69.0 gate dismiss-after-completion
        23d012abe2 5.70.0 none: workflow-based paywall resolution, only behind the -EnableWorkflowsEndpoint launch argument (RevenueCat's testing); offering resolution moves into PurchaseHandler unchanged
        6d7eebeed5 5.70.0 none: a V2 button asks a workflowTriggerAction from the environment first, which only a workflow paywall (behind -EnableWorkflowsEndpoint) sets
        3ae356616b 5.70.0 none: a WorkflowContext (the workflow and its offerings) resolved beside the offering, behind -EnableWorkflowsEndpoint
        b8cb8030c1 5.70.0 outside: a V2 button of type "workflow" decodes as .workflowTrigger and is shown (before, hidden as unknown); outside a workflow it does nothing; no callback changes
        4f37cefffb 5.70.0 none: the promotional-offer cache is held by an object without published properties, so creating it no longer redraws the paywall; no callback changes
        1cc897cd49 5.70.0 none: WorkflowPaywallView renders multipage workflow steps, reached only behind -EnableWorkflowsEndpoint; other paywalls still render PaywallsV2View
        60f4692498 5.70.0 outside: the paywall analytics APIs (PaywallEvent and its tracking) move behind @_spi(Internal), so an app that used them no longer compiles; no callback changes
        a6c8964525 5.71.0 none: a workflow header's buttons slide and fade with the page transition (layout; workflows behind -EnableWorkflowsEndpoint)
        22cb25b31d 5.71.0 outside: a V1 paywall takes its environment locale and layout direction from the displayed locale, so an RTL override lays it out right to left; no callback changes
        c31d3b7d54 5.73.0 outside: a V2 close_workflow button closes the whole paywall, also from inside a sheet, through the same requested dismissal as the close button (before, such a button was unknown and hidden); no new callback
        30fac4327d 5.73.1 none: a workflow's exit offer opens as a second workflow, only behind -EnableWorkflowsEndpoint
        40842be2d2 5.73.1 none: the workflow exit offer reaches .presentPaywallIfNeeded through an environment binding across the sheet, only behind -EnableWorkflowsEndpoint
        ef1bf10992 5.74.0 outside: a V2 button may be hidden by its visible flag or by overrides on the selected package, intro or promotional eligibility and custom variables; no callback changes
        60a3c37c46 5.74.0 gate repeated-cancels
        5036d92467 5.76.0 none: a workflow-trigger button sends no paywall_component_interacted analytics; no callback changes
        d30edd35e9 5.76.0 none: workflow header buttons read one rendering context, and the promotional-offer cache owner is shared (layout; workflows behind -EnableWorkflowsEndpoint)
        5e621e195e 5.77.0 none: PaywallView, with an offering or the current one, resolves its workflow too, still only behind -EnableWorkflowsEndpoint
        0b515353c1 5.77.0 none: visited workflow pages stay mounted and close their own analytics session, behind -EnableWorkflowsEndpoint
        e37680d8aa 5.77.0 outside: only a V2 button that opens the customer center attaches it, and that customer center uses the paywall's PurchaseHandler (before, every button built one of its own); the customer center, which the model does not open
        ce0a0fdb15 5.78.0 none: a workflow paywall is seeded from a fresh cached workflow without a loading state, behind -EnableWorkflowsEndpoint
        bb2ab34939 5.78.0 none: a workflow's step-aware exit offer reaches PaywallViewController's exit-offer handling, behind -EnableWorkflowsEndpoint; without workflows the exit-offer prefetch is as before
        255c2df533 5.79.0 none: internal workflow step_started and step_completed analytics, behind -EnableWorkflowsEndpoint
        9aae18a68e 5.79.0 none: the fallback paywall's warning also shows in RevenueCat's UI preview mode (isUIPreviewMode)
        ba9380fad4 5.79.0 none: under -EnableWorkflowsEndpoint an offering with a legacy paywall renders it without a workflow fetch
        81feb1d143 5.79.0 none: an @_spi(Internal) simulatePromoEligible flag of the preview initialiser, for RevenueCat's previews
        d3b401a39e 5.80.0 outside: internal workflows_close analytics, and a dismissed paywall's PurchaseHandler forgets its restore result, so a .presentPaywallIfNeeded shown again no longer starts from the last session's restore; the model does not carry a restore into a second presentation
        ffee53cf50 5.80.1 none: an @_spi(Internal) PaywallView(workflowContext:) that renders an injected workflow, for RevenueCat's companion app
        f9a329e244 5.80.1 none: only workflow steps of screen_type paywall send paywall_viewed and paywall_close analytics, behind -EnableWorkflowsEndpoint
        7bf92624be 5.80.3 outside: a V2 sheet button without an inline sheet decodes (and opens nothing) instead of failing the paywall's decoding; no callback changes
        1794702f31 5.80.3 none: workflows are read from the remote-config layer instead of a workflows endpoint, still only behind -EnableWorkflowsEndpoint
        064281c8e4 5.80.3 none: under workflows a failed workflow fetch falls back to the offering's own V2 paywall, and PaywallViewController always prefetches the exit offer; workflows still sit behind a switch no shipped build turns on (6e80ef5b)
        57971a3347 5.80.3 none: the workflows switch becomes remoteConfigEnabled (the ENABLE_REMOTE_CONFIG compile flag, which no app build sets) instead of -EnableWorkflowsEndpoint
        62902da52c 5.81.0 none: a workflow takes its ui_config from remote config and fails with workflowUiConfigUnavailable without it, still behind the remote-config switch
        6305652d12 5.81.0 none: an @_spi(Internal) PaywallView(offeringIdentifier:) for the Paywalls Tester
        072ce31cdb 5.81.1 none: under workflows an offering without a workflow renders its own or the default paywall instead of an error, still behind the remote-config switch (the compile flag, or hybrid SDKs' internal useWorkflows)
        67c3140f2b 5.81.1 none: a cached remote-config workflow seeds the paywall without a loading flash, behind the remote-config switch
        770886e137 5.81.1 outside: Offering.paywallComponents is deprecated (an app reading it gets a warning; RevenueCatUI reads an @_spi(Internal) twin); no callback changes
        4a6ee7b76b 5.81.1 none: the initial paywall data seeding moves from PaywallView into PurchaseHandler; the same offering and workflow
        8f31ff65d5 5.81.1 none: the exit-offer lifecycle of .presentPaywallIfNeeded and .presentPaywall(offering:) moves into one ExitOfferPresenter (View+ExitOfferPresentation.swift), and .presentPaywall(offering:) takes a workflow's step-aware exit offer behind the remote-config switch; otherwise the same prefetch, sheet and onDismiss
        fcd538e506 5.81.1 none: the exit-offer View helpers are @MainActor, so older toolchains compile them; the same behaviour
        c9a32340df 5.81.2 none: the @_spi(Internal) draft-paywall parameter (useDraftPaywall) is removed
        360293533c 5.82.0 gate web-checkout
        ff6d7f82db 5.83.0 none: a workflow screen's paywall id (and the trace id) is sent with the receipt, for RevenueCat's attribution; no callback changes
        8720c34c76 5.83.0 gate did-open-url
        8d7b2f9e35 5.83.0 outside: an offering read while remote config was on is re-read from the offerings cache once RevenueCat's kill switch turns remote config off, so it renders its own paywall instead of the default one; no callback changes
        6e80ef5ba0 5.83.0 outside: remote config, and with it workflows, is on for every app: a V2 paywall is resolved from its remote-config workflow (multi-page paywalls whose back button steps back, step-aware exit offers) and offerings no longer carry their paywall components; the model has no multi-page paywall, and a single-page one reports the same callbacks
        f3fbfc2503 5.83.2 outside: the SDK dismisses the UIKit exit-offer controller itself and then calls the app's dismissRequestedHandler (before, only the handler ran, and one that dismissed its own captured controller left the exit offer on screen); exit offers and dismissRequestedHandler, neither of which the model shows
        0a8b6e0959 5.83.2 outside: a V2 icon-only close or back button gets an accessibility label derived from its action, in the paywall's language; no callback changes
        6d33bc80f4 5.83.2 none: an internal PaywallViewController initialiser from a pre-built workflow context, for checkpoints
        82aa683c09 5.84.0 outside: PaywallViewController drops custom variables whose keys are invalid instead of only warning (in debug) about them; no callback changes
        """#
}
