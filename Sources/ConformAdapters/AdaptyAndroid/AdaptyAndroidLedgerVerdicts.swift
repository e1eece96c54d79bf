/// What each commit of `AdaptyAndroidLedgerData` means to an app, written by hand from reading the
/// commit (docs/migration.md, "The behaviour ledger"): `gate <id>` for a change the model makes at
/// that release (`AdaptyAndroidGate`), `none:` for what no app sees, `outside:` for what an app sees
/// outside the callback contract the model covers. The public repository squashes each release
/// into one commit, so a verdict reads the whole release's change to the ledger's paths.
/// `BehaviourLedgerTests` holds every line to the ledger.
enum AdaptyAndroidLedgerVerdicts {
    static let text = #"""
        cd314f1672 3.1.2 none: AdaptyPaywallScreen keys its composition by the view configuration id, and getPaywallView's timerResolver gains its default; no callback changes
        4c7532d442 3.3.0 gate purchase-finished dismiss-unless-cancelled
        bc2cc3f1ef 3.4.0 none: texts resolved with their text attributes (rendering)
        faeb14d8e1 3.6.0 gate paywall-shown
        13f77a724d 3.7.0 outside: AdaptyCustomAssets, the app's images, colours, fonts and videos substituted in the paywall; no callback
        bcce740a0f 3.8.0 none: the default close and post-purchase back press find the Activity through a wrapped Context too (getActivityOrNull); the model's host Context is the Activity itself, so they behave the same
        693ab4f4b4 3.8.1 outside: the onboardings' event parser (another product)
        bcaab6706b 3.8.2 outside: getPaywallView takes safeAreaPaddings (layout)
        74a1a68778 3.8.3 none: makePurchase takes an AdaptyPurchaseParameters built from the same subscription update and personalized-offer values
        bb2e1547ac 3.10.0 outside: onAwaitingPurchaseParams(product, context, onPurchaseParamsReceived) replaces onAwaitingSubscriptionUpdateParams and AdaptyUiPersonalizedOfferResolver goes: the purchase parameters asked before onPurchaseStarted, which the model does not record (the default answers at once); the rest is rendering
        0ae85f23a0 3.12.1 none: a documentation link in AdaptyUI.kt
        7f16e1f45d 3.15.0 gate web-paywall restore-handler
        9f9dc54555 3.15.1 outside: getOnboardingConfiguration takes the external URLs' presentation (onboardings)
        f52218089b 3.15.2 gate web-navigation-callback
        30c83f3279 3.17.0 gate open-url-presentation
        622c51e79c 4.0.0 gate flow-listener back-callback no-dismiss-after-purchase
        237804b40f 4.0.0 outside: the default onShowAppRate asks for an in-app review, and the flow's navigation survives a configuration change (flows' app-rating and layout, inside 4.0.0)
        30ef638d34 4.0.1 none: documentation of the default localization
        e7663e4ccc 4.1.0 outside: getFlowConfiguration takes a customLayoutId and loaded assets are kept in the flow's runtime state (loading API, rendering)
        """#
}
