/// What each commit of `AdaptyLedgerData` means to an app, written by hand from reading the commit
/// (docs/migration.md, "The behaviour ledger"). `BehaviourLedgerTests` holds it to the ledger.
///
/// AdaptyUI-iOS 2.x first, then AdaptySDK-iOS from the merge of AdaptyUI (3.0.0). The 3.0.0 commits
/// rebuilt the paywall on SwiftUI; what an app sees change across them, against 2.11.3, is their
/// three gates' (`observer-mode-delegate-removed`, `swiftui-optional-closures`, `swiftui-default-retry`).
enum AdaptyLedgerVerdicts {
    static let text = #"""
        01eee63cf2 2.0.1 none: bumps the SDKVersion string
        37cc107f8e 2.0.1 none: builder_version sent with the view-configuration request becomes a constant
        46244147dc 2.0.2 none: version string and request payload; doc comments on AdaptyUI.Action
        56d9df25a8 2.1.0 outside: custom fonts; the view-configuration request sends instance id and ui_sdk_version
        c61c4ec54e 2.1.0 gate swiftui-modifier
        2cd59a48cd 2.1.0 outside: AdaptyUI.registerTagConverter for custom text tags (removed again by 3f96d996 before 2.1.0)
        0ce08baf9e 2.1.0 none: main_product_index range check guards a crash; the preselected product is unchanged when in range
        3f96d9964a 2.1.0 gate restore-start
        45c4e0b7e1 2.1.0 gate swiftui-modifier
        dfd722dda3 2.1.0 gate swiftui-modifier
        6460d0aad7 2.1.0 gate restore-start
        b5f6f505c6 2.1.0 none: a products-view update error goes to the same handleRenderingError as a build error (didFailRenderingWith either way); logs
        ee7bd0ddb9 2.1.0 outside: builder option initiatePurchaseOnSecondTap of the paywall's layout (dashboard), a second tap on the product starts the purchase; the model has no layout options
        6dc3a558d1 2.1.0 outside: the layout option becomes initiatePurchaseOnTap, a tap on a product starts its purchase; a dashboard layout option the model does not take
        04b465fb63 2.1.2 outside: close button transition_in animation
        567741ebde 2.1.2 none: BuilderVersion constant sent with the configuration request
        983bf03292 2.1.0 none: BuilderVersion constant sent with the configuration request
        6a38ad360c 2.1.0 none: documentation comments
        563f5139bc 2.1.1 none: version string and dependency bump
        be7439e7ce 2.1.2 outside: close button initial state for its transition (reverted by 3c008590 in the same release)
        3c0085901c 2.1.2 none: reverts be7439e7 in the same release
        a4426b0562 2.1.2 none: version string
        dbf46d77d3 2.1.3 none: version string
        512b1ee6e2 2.1.4 none: version string and dependency
        dc833d162b 2.11.0 outside: image caching of the view configuration's new image structure
        4826791c91 2.11.0 outside: image cache library (media prefetch)
        e04254e071 2.11.0 outside: images displayed through the cache library
        78e476d1f9 2.11.0 none: BuilderVersion constant
        7a145d3105 2.11.0 outside: getViewConfiguration takes loadTimeout instead of locale (the loading API, no callback)
        71edad3ebe 2.11.0 gate observer-mode-delegate
        13682e4247 2.11.0 gate observer-mode-delegate
        656438e832 2.11.0 gate observer-mode-delegate
        ed0ad5e4d6 2.11.0 gate observer-mode-delegate
        9200a31344 2.11.0 none: log warnings when observer mode and the observer-mode delegate disagree
        6e6cb8ecf7 2.11.1 none: version string
        337095d3ce 2.11.2 none: thread-safe image prefetcher initialization
        3e2afa6a3b 2.11.2 none: version string
        34af24b421 2.11.3 none: version string and dependency
        05d45b1fd8 3.0.0 gate observer-mode-delegate-removed
        c36e92bb3c 3.0.0 outside: build fixes of the merged module; getViewConfiguration takes loadTimeout (the loading API)
        56f8e6ea45 3.0.0 none: reformats the delegate's requirements and uses package access; signatures unchanged
        557601b21f 3.0.0 none: logShowPaywall called through the core SDK's package API (analytics)
        f104da7680 3.0.0 none: #if canImport(UIKit) around the module's files
        6ffc7c387b 3.0.0 none: custom action id no longer optional inside the controller's log; the action reaches didPerform as before
        b7c39daf47 3.0.0 none: renames a private parameter
        d21221f7bd 3.0.0 none: 3.0 rewrite step, SwiftUI templates drawn inside the controller (layout only, no delegate call)
        2497cff25c 3.0.0 none: presenter becomes ObservableObject (internal)
        1e59825712 3.0.0 none: 3.0 rewrite step, templates drop a placeholder close button that was never shipped
        66cc5201ca 3.0.0 none: 3.0 rewrite step, actions resolved by an internal resolver that still calls didPerform(.close)
        3c2cfa9474 3.0.0 outside: deployment target iOS 15 (availability of the module, not of a callback)
        6e45564649 3.0.0 none: removes an unshipped paywallController3 entry point; sheet/full-screen choice unchanged
        07e2667c3b 3.0.0 none: 3.0 rewrite step, products and actions view models; didFailLoadingProductsWith answered as before
        130e353813 3.0.0 none: DEBUG placeholder text for product tags
        09bfd454b0 3.0.0 none: sections view model wired into the environment (layout)
        825c0ca640 3.0.0 none: timer view model wired into the environment (layout)
        7a7084fed3 3.0.0 none: @available directives
        3261a27e67 3.0.0 none: moves product info models into their own file
        0be61c8284 3.0.0 none: 3.0 rewrite step, the events handler that forwards each delegate call; same calls and arguments as 2.x
        31ca595508 3.0.0 outside: screen background drawing
        a7c9b9f577 3.0.0 none: logShowPaywall (analytics) moves to the paywall view model
        b6d2874d27 3.0.0 none: 3.0 rewrite step, the old SwiftUI extension commented out and a new modifier file started; the shipped modifier is 24848d10's
        6f11ef9f7a 3.0.0 outside: bottom sheets of the paywall layout; the events handler's closures become optional internally
        c23c7ee463 3.0.0 none: reformatting of the products view model
        acebda4a88 3.0.0 none: 3.0 rewrite step, selection kept per product group; didSelectProduct still fires on a tap
        866ff36bce 3.0.0 outside: a timer reaching 0 fires its layout action (builder timers)
        f4044d115b 3.0.0 outside: loader view drawn while a purchase or restore runs
        639f2bbcc6 3.0.0 outside: placeholder texts for products not yet loaded
        318ab14be2 3.0.0 outside: safe-area layout of templates
        d39e1ecf57 3.0.0 none: the preselected product of each group comes from the view configuration (no didSelectProduct for it until 3.14.0, gate automatic-selection)
        0c096b08ba 3.0.0 outside: product placeholders while loading (layout)
        87da018fa7 3.0.0 outside: AdaptyUI.activate(configuration:) with the media cache configuration
        ac068f1bea 3.0.0 outside: paywallController/.paywall take pre-fetched introductoryOffersEligibilities (product loading input, no callback)
        df77be07ca 3.0.0 outside: screen size calculation for layout
        a9ba3b326a 3.0.0 outside: showDebugOverlay parameter (debug drawing)
        973b08362d 3.0.0 none: paywall view model holds paywall and configuration (internal)
        24848d106e 3.0.0 gate swiftui-optional-closures swiftui-default-retry
        dee821ef2d 3.0.0 none: AdaptyUI.Action renamed UserAction, renamed back by e5434c57 in the same release
        e5434c57f1 3.0.0 none: renames UserAction back to Action within 3.0.0
        7c90a313b3 3.0.0 outside: unselect product layout action (no callback)
        b89bbdfc24 3.0.0 outside: timerResolver parameter for custom timers (AdaptyTimerResolver, a content resolver); events handler takes its closures at init
        45015faa6e 3.0.0 none: documentation and access modifiers; public extension View unchanged in effect
        144f064233 3.0.0 outside: activate(configuration:completion:) and paywallController(for:) throws when AdaptyUI is not activated (setup API)
        f8ac129d8f 3.0.0 none: activation runs on the core SDK's queue
        2ca99c4b6d 3.0.0 none: spelling of internal method names
        0e0f77a917 3.0.1 gate observer-mode-resolver
        350d401087 3.0.2 gate swiftui-observer-mode-resolver
        849ea4583e 3.0.2 gate swiftui-app-alerts
        b2dd6e5355 3.0.2 gate delegate-public-defaults
        082177bc12 3.2.0 none: log calls move to the shared Log
        17b261ed6d 3.2.0 none: log category for the UI module
        103f2ac976 3.2.0 none: renames the default extension's internal parameter names (product → underlying); selectors and types unchanged
        2fe6271817 3.2.0 gate delegate-main-actor
        7b5cf06769 3.2.0 gate delegate-main-actor
        20e387165f 3.2.0 none: moves a Task.sleep helper
        a88633ee1b 3.2.0 none: activation reads the core SDK's observer-mode flag under its new name
        e60dce3ab1 3.2.0 none: activation waits for the activated core SDK before reading observer mode
        d4ef99b380 3.2.0 none: awaits the observer-mode flag in activation
        fe361e3e96 3.1.0 outside: video player preview image (video element)
        2c7a342cb8 3.1.0 none: products-loading flag set on the main queue (threading fix; same callbacks)
        5c7378f459 3.1.0 none: documentation comments
        232c6b7d3c 3.1.0 none: products-loading flag set on the main queue (threading fix; same callbacks)
        05a6aeb2d6 3.2.0 gate partial-load-callback
        9d13f96e09 3.1.0 outside: intro-offer eligibility loaded for the products just fetched (offer texts shown; no callback)
        82f8a0bca7 3.2.0 none: build warnings, logShowPaywall no longer throws (analytics)
        647e84188e 3.2.0 gate delegate-main-actor
        dd3eb79bc9 3.2.0 gate purchase-result pending-result
        5e52a4f5b7 3.2.0 outside: completion-handler variants of activate/getViewConfiguration use the core SDK's completion types
        8adf3c1371 3.2.0 outside: products loaded through the new offers API; the introductoryOffersEligibilities parameter goes (a loading input, no callback)
        93b80f2c59 3.2.0 gate select-product-type
        fb8cb1a125 3.2.0 none: availability annotations
        b9b679865d 3.2.0 none: the core SDK's configuration type renamed; callbacks still dispatched on its callback queue
        e617caffa6 3.2.0 gate select-product-type
        fca5c05b31 3.2.0 gate cancel-through-finish swiftui-alerts-ignored
        fab3517648 3.2.0 none: testing module build
        81e1a71a15 3.2.0 outside: AdaptyPaywallConfiguration renamed AdaptyUI.PaywallConfiguration (the loading API's result type)
        9aa1d74c3e 3.2.0 gate dismiss-unless-cancelled
        06ae83fbce 3.2.0 none: logShowPaywall (analytics) reset and resent per presentation
        a9f0fd7da8 3.2.0 none: build fix
        bb37f1e957 3.2.0 outside: LocalizedViewConfiguration moves to AdaptyUICore (the loading API's types)
        fcbbdcac9f 3.2.0 outside: the view configuration type becomes AdaptyViewConfiguration (loading API)
        873a0b0a4f 3.2.0 outside: AdaptyUI.Configuration's media cache configuration optional
        979a3ad9d3 3.2.0 outside: getPaywallConfiguration(forPaywall:…) replaces getViewConfiguration and takes the resolvers (the loading API)
        1d18ce90bd 3.2.0 outside: cross-platform structs; getPaywallConfiguration's loadTimeout loses its default
        a898b38b1e 3.2.0 outside: loadTimeout optional again in getPaywallConfiguration
        a23b7686ae 3.2.0 none: isActivated becomes internal instead of private
        925a64650a 3.2.0 outside: non-UIKit platforms throw platformNotSupported
        5ed6df269f 3.2.0 gate delegate-main-actor
        8c1fece1b3 3.2.1 outside: the close button's transition-in state tracked through the view's appear/disappear (animation)
        86f132c17d 3.3.1 none: cross-platform plugin activation merge; in the flow only the activation helper moves
        2f40ab9327 3.3.1 gate swiftui-alerts-restored
        eece41e6e8 3.3.5 outside: imageResolver and videoResolver parameters for custom media (content resolvers, no callback)
        feec8f17f2 3.3.5 outside: the video resolver no longer defaults to the SDK's (custom media)
        4439854ea7 3.3.5 none: the asset view model injected into the environment (fix for eece41e6 in the same release)
        31cb0998f7 3.3.5 outside: image/video resolvers removed from the public interface again
        45b7e9bf1c 3.5.0 outside: image/video resolvers public again (custom media)
        a005f333be 3.5.0 outside: AdaptyPaywallView, the paywall as an embeddable SwiftUI view with the modifier's closures, becomes public; the model's SwiftUI surface is the .paywall modifier
        f88bcb3a50 3.5.0 gate swiftui-placeholder
        5863606648 3.5.0 outside: assetsResolver for custom colors, fonts and media replaces the image/video resolvers
        c5e35bbfe1 3.5.0 gate appearance-callbacks swipe-through-disappear swiftui-partial-load
        de3f4e3832 3.5.0 none: view models' state (selected products, sections) reset when the paywall disappears, so a paywall presented again starts from its defaults; no callback fires for it
        7d4c1f1e3a 3.5.0 none: the disappear report moves to the sheet's onDismiss (same didDisappear, fix within 3.5.0)
        a4568057ab 3.5.0 none: activation logging and task structure
        929e29aa19 3.5.0 outside: the custom assets API hidden from the public interface (getPaywallConfiguration without assetsResolver)
        de069628d4 3.8.0 gate render-error-type
        0d8e011193 3.8.0 outside: onboarding events and renamed onboarding structures (not the paywall)
        8961d64773 3.5.0 none: syntax fix
        81a7e41b53 3.7.0 outside: assetsResolver back in getPaywallConfiguration (custom assets)
        51a0395ef0 3.6.0 gate web-paywall
        9ea1566fe0 3.6.0 gate web-paywall
        f84a6a7ffd 3.6.0 gate web-paywall
        9821411a85 3.6.0 gate web-paywall
        cfc08c1c86 3.6.0 gate web-paywall
        8219d229d6 3.6.0 none: documentation comments
        a7af8fc5d1 3.7.0 outside: AdaptyPaywallController.paywallPlacementId and paywallVariationId properties
        e4b903e02e 3.8.0 none: removes a test-only function
        1a215ccc3c 3.8.0 none: a web navigation error is logged at error level
        33b2377658 3.8.0 gate render-error-type
        797d4a10eb 3.9.0 outside: activation errors use adaptyUINotActivated (a setup error, no paywall callback)
        3a1ea4728a 3.11.0 gate retry-while-on-screen
        1410b6aace 3.14.0 none: type renames for the new UIBuilder module
        149ba77b52 3.14.0 none: the view configuration type renamed for UIBuilder (internal to logShowPaywall)
        47605d45af 3.14.0 none: module move
        fb5b68e1cb 3.14.0 gate retry-never
        2068c2964a 3.14.0 none: UIBuilder protocol refactoring; didSelectProduct still reported from the builder's products view model
        f66ad6ca24 3.14.0 none: module layout
        b46ded4265 3.14.0 none: moves didPerformAction plumbing into the UIBuilder app module
        0b966e12b1 3.14.0 none: didFailRenderingWith's error is AdaptyUIError again within 3.14.0 (as at 3.8.0 … 3.12.1)
        9b7ac6be70 3.14.0 none: the observer-mode resolver passed to the UIBuilder logic; AdaptyTagResolver/AdaptyTimerResolver/AdaptyAssetsResolver become typealiases (source-compatible)
        46baab05b8 3.14.0 none: events handler moves into Sources.AdaptyUI; same closures
        232aada7db 3.14.0 none: resolver protocols renamed AdaptyUITagResolver etc., the old names kept as typealiases
        518a5cc08e 3.14.0 none: macOS build fix
        bab5e25d04 3.14.0 none: logShowPaywall via AdaptyUI (analytics)
        0d2d47d644 3.12.0 outside: AdaptyPaywallController built on a cross-platform AdaptyPaywallUIView; its public id becomes a String instead of a UUID
        5aed6611a7 3.12.0 none: logShowPaywall no longer async (analytics)
        5dbedad7db 3.12.0 none: activation task simplified
        af1ade9bd1 3.14.0 gate automatic-selection
        29ee86b314 3.14.0 outside: UI schema restored from the fallback file (loading API)
        aec3de62e1 3.14.0 none: a purchase and a web paywall take the full product again after the 3.14.0 product wrapper (fix inside 3.14.0; same callbacks as 3.12.1)
        3559db80b0 3.15.0 gate web-open-in
        d951dcba50 3.15.0 gate web-open-in
        73f92bddbb 3.15.0 gate restore-resolver resolver-main-actor
        a69e99c0ce 3.15.0 gate restore-resolver
        3c2e67274b 3.15.0 none: AdaptyURLOpenMode renamed AdaptyWebPresentation inside 3.15.0
        49cb37cee8 3.15.5 gate resolver-sendable
        20ad439c14 3.17.0 gate open-url-presentation
        """#
}
