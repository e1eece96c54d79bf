/// What each commit of `QonversionLedgerData` means to an app, written by hand from reading the
/// commit's change to the No-Codes flow (docs/migration.md, "The behaviour ledger"):
/// `gate <id>` for a change the model makes at that release (`QonversionGate`), `none:` for what no
/// app sees, `outside:` for what an app sees outside the callback contract the model covers.
/// `BehaviourLedgerTests` holds every line to the ledger.
enum QonversionLedgerVerdicts {
    static let text = #"""
        96ff28c300 6.1.0 gate purchase-delegate
        6646658b29 6.1.0 gate purchase-delegate
        61898602e4 6.1.0 none: a doc comment of set(purchaseDelegate:)
        0eca459da8 6.1.0 none: `if let purchaseDelegate` shorthand, same code
        5e4c178d6b 6.2.0 gate purchase-result-ignored
        fed5e75dae 6.3.0 outside: NoCodes.setLocale and NoCodesConfiguration.locale, injected into the screen's HTML; no callback changes
        29a11f4e33 6.3.1 gate purchase-outcome
        5ce419d465 6.4.0 none: screen preloading runs in a detached background task; no callback changes
        aac89c5d64 6.4.0 outside: NoCodes.setTheme and NoCodesConfiguration.theme (light, dark, auto) for the screen and its skeleton; no callback changes
        a138f8a265 6.5.0 gate success-event
        518332242d 6.5.0 gate success-event
        d8bd5e22d1 6.6.0 gate promo-code-action
        dc56759d26 6.7.0 none: injects the internal ScreenEventsService into the view controller
        b0aba8a303 6.7.0 none: screen_shown and screen_closed analytics sent to Qonversion from viewDidAppear/viewDidDisappear; no delegate call
        ea21817cdf 6.7.0 none: flushes the internal screen analytics when the flow finishes
        a0637cdca7 6.7.0 none: no duplicate internal screen_closed event during navigation
        a0818b5a59 6.7.0 none: adds NoCodesActionType.pageView, which 802d86e3 replaced by screenAnalytics before 6.7.0 shipped
        a7365a5e3b 6.7.0 none: an internal screen_cta_tap analytics event on a purchase tap; no delegate call
        4ad0a70837 6.7.0 none: internal screen_page_view analytics for the pageView action, removed again by 802d86e3 before 6.7.0
        eac9a94930 6.7.0 none: log messages for the internal analytics events
        802d86e3a1 6.7.0 gate screen-analytics-action
        585e8943d9 6.7.0 none: internal analytics sent once, screen_closed not missed; no delegate call
        c84d6ff952 6.7.0 none: the internal screen analytics pass the web screen's events through
        2c9f3e87d9 6.7.0 none: screen_uid added to internal analytics events, a deinit that compiles
        54c892bd6c 6.7.0 none: comments and dead cases of the internal ScreenEventType
        cb0e88ed34 6.9.0 gate custom-loading-view
        45313c3364 6.9.0 none: the built-in skeleton view renamed to NoCodesLoadingView's methods
        9238d105c2 6.9.0 gate custom-loading-view
        1798b1f001 6.9.0 none: passes the customization delegate on to the view controller for 9238d105's loading view
        320b3c0841 6.9.0 none: the controller holds its loading view as NoCodesLoadingView, the built-in skeleton by default
        5c8d9cdeee 6.9.0 gate context-action
        483c5809e5 6.11.0 gate custom-variables-delegate
        07cb4cded0 6.11.0 none: a redundant import removed
        a1bde1984a 6.11.0 none: a redundant cast removed
        09a7087071 6.13.0 outside: NoCodes.loadScreen(withContextKey:) async throws -> NoCodesScreen, to fetch a screen before presenting it; presenting calls the same delegate methods
        7e7ea958b6 6.13.0 none: doc comments of loadScreen
        8c47704d0f 6.13.0 outside: the NoCodesError an app's own NoCodesPurchaseDelegate error becomes keeps the original error; the model does not model an app's purchase delegate (docs/adapters/qonversion.md)
        3c7cc73f47 6.13.0 none: a noCodesHasShownScreen(id:products:) overload that 55a74d41 removed before 6.13.0 shipped
        7c026072f7 6.13.0 none: a noCodesHasShownScreen(id:products:variables:) overload that 55a74d41 removed before 6.13.0 shipped
        344b1dd59b 6.13.0 gate purchase-loader-action
        163380e43c 6.13.0 gate custom-action
        73f51a3685 6.13.0 gate custom-action
        55a74d419b 6.13.0 none: removes the two noCodesHasShownScreen overloads of 3c7cc73f and 7c026072, so the released delegate is unchanged; defaultVariables belong to NoCodesScreen (loadScreen)
        70cf069a0a 6.13.1 none: intro-offer conditions in the screen's context respect trial eligibility; no callback changes
        9f259ef014 6.13.1 none: eligibility asked only for screens with intro conditions
        56e22afff8 6.13.1 none: lint and edge cases of 70cf069a's eligibility
        d928e4e3ed 6.13.1 none: slot intro conditions and every screen product in the screen's context; no callback changes
        d7c72d0f87 6.13.1 none: a dead context-injection channel removed
        """#
}
