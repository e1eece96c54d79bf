/// What each commit of `SuperwallLedgerData` means to an app, written by hand from reading the commit
/// (docs/migration.md, "The behaviour ledger"). `BehaviourLedgerTests` holds it to the ledger.
enum SuperwallLedgerVerdicts {
    static let text = #"""
        5d7f46730e 4.0.2 none: the presentation pipeline posts back an assignment not yet sent instead of "confirming" it (rename of ConfirmableAssignment); no callback or presentation change
        506c507595 4.0.2 gate event-callback
        8803b72e36 4.0.2 none: swiftlint indentation in ConfirmHoldoutAssignment
        4e9fabfd8e 4.0.2 none: a doc comment's parameter name
        4e8f7068fa 4.0.3 gate placement-callback-default
        bd545cd8fe 4.2.0 gate redemption-events
        a361a9d700 4.2.0 outside: adds SuperwallDelegate.didRedeemCode(customerInfo:result:) (defaulted) for web-checkout code redemption, no paywall callback
        ffcd5c61f6 4.2.0 outside: adds PurchaseController.offDeviceSubscriptionsDidChange(customerInfo:) with a default, for web subscriptions (removed again before 4.2.0 by a5271d8d)
        56e7f76421 4.2.0 none: work in progress on a web-restore choice alert in PaywallViewController, taken out again by 9403b98b before 4.2.0; the alert factory takes a list of actions
        9403b98b1d 4.2.0 outside: web-checkout restore — with a web restore URL configured (web2app), a restore whose entitlements do not cover the paywall offers a web restore alert instead of restore_complete; the spec language gives no web restore URL (SDK-FACTS "Web checkout variant")
        3085e40f9d 4.2.0 none: a doc comment on PurchaseController's web-entitlements method (removed again before 4.2.0)
        adbd9676b4 4.2.0 none: retypes the pre-release offDeviceSubscriptionsDidChange, which a5271d8d removes before 4.2.0; a factory protocol renamed
        a5271d8d3b 4.2.0 outside: web redemption's didRedeemCode loses its customerInfo; PurchaseController's pre-release offDeviceSubscriptionsDidChange removed (never released)
        35b2b2ad88 4.2.0 outside: adds SuperwallDelegate.willRedeemCode() (defaulted) for web-checkout redemption
        9e942d5e13 4.2.0 outside: the Objective-C delegate's redemption calls (didRedeemCode, willRedeemCode)
        cb82eef65c 4.2.0 none: swiftlint whitespace
        8501c22092 4.2.0 gate enrichment-events
        057db852f8 4.2.0 outside: renames the redemption delegate methods to willRedeemLink()/didRedeemLink(result:) before release; web checkout, no paywall callback
        51b89612d9 4.2.0 none: paywall_open and transaction events carry demandScore/demandTier in their params (analytics sent to the vendor); no callback or case changes
        65b994b01f 4.2.1 outside: the web-restore alert now also needs PaywallOptions.shouldShowWebRestorationAlert (web checkout restore, which the spec language cannot configure)
        35a5345474 4.3.5 outside: a programmatic dismissal while the in-app Safari is up closes Safari first, then the paywall; the model has no programmatic dismiss step
        daf107252a 4.3.10 gate network-decoding-event
        b4386e6d27 4.3.10 outside: the dismiss chain first reads the paywall's state from the webview into PaywallInfo.state (a new field); the model records no PaywallInfo fields, and the chain's order is unchanged
        0a6ed9fe79 4.3.10 none: a swiftlint directive
        c64feb44b1 4.3.10 none: didDismissPaywall is now called after the dismissed state is sent, but onDismiss and the feature block are delivered through DispatchQueue.main, so they still arrive after it
        4a39aeffca 4.3.10 none: a log level
        d450da2854 4.5.0 outside: adds SuperwallDelegate.handleSuperwallDeepLink(_:pathComponents:queryParameters:) (defaulted) for Superwall app links
        8529dd887b 4.5.0 outside: a provisional-navigation failure of the webview no longer runs the webview-failure close; given.render_failure does not say which navigation failed
        ddadae151b 4.5.0 none: formatting and doc comments
        b3bca1618d 4.5.2 none: UIApplication.shared read through KVC for app extensions; the same calls
        772c437bd5 4.5.2 none: swiftlint brace
        4816c6f0dc 4.5.2 none: the close-Safari-then-dismiss code moves into PaywallViewController.closeSafari, reused by in-app redemption
        696a51b52c 4.6.0 outside: PaywallOptions.overrideProductsByName replaces the paywall's products by name; a product-override API, no callback changes
        04778ff65b 4.10.0 outside: adds SuperwallDelegate.customerInfoDidChange(from:to:) (defaulted), the customer's entitlements and transactions, no paywall callback
        81053fd825 4.10.0 gate customer-info-event
        04429aced3 4.6.0 none: swiftlint trailing-closure style
        3865e85f5a 4.6.0 none: UIApplication.shared again (reverted by 31b2dde0 in the same release)
        31b2dde00c 4.6.0 none: reverts 3865e85f; the same calls
        f740dc76f5 4.6.0 outside: overrideProductsByName takes product ids (String); a product-override API
        76e057b72f 4.6.0 none: PaywallViewController passes the locale identifier to the web paywall's templating; a lint directive
        26cadf89f7 4.6.0 none: a swiftlint directive
        4d0e6bc601 4.8.0 none: the demandScore/demandTier params of paywall_open cast correctly (analytics params)
        efd36ad259 4.8.0 outside: the drawer presentation style takes a height and corner radius, with Objective-C PaywallOverrides initialisers; presentation styling
        6323327fd3 4.8.0 outside: the web paywall can ask for an App Store review (request_store_review message, StoreKit review prompt); no callback (the review_requested event comes with a721f143)
        1570bf2d7a 4.8.0 none: adds a SuperwallEvent.attributionProps case that 52dbe478 renames before 4.8.0 ships
        52dbe4786d 4.8.0 gate integration-attributes-event
        9a3421c3e5 4.8.0 outside: the external review request opens the App Store's write-review page for the app id
        78763271c3 4.8.0 outside: the drawer's height and corner radius defaults (70 %, 15); presentation styling
        9fa285d107 4.8.0 outside: the popup presentation style (a centred, content-sized webview; a background tap dismisses with .declined/.manualClose like the close button); presentation styling the spec language cannot choose
        0ba44c7ef8 4.8.0 none: swiftlint fixes in the popup code
        8029a5d25d 4.8.0 outside: popup presentation style decoding and layout
        e93d6725b5 4.8.0 outside: popup sizing from the style's width, height and corner radius
        9ac599c072 4.8.0 none: popup code tidied (a struct for the dimensions)
        cc20595b8e 4.8.0 none: popup sizing no longer measured from the content; layout only
        8365429e91 4.8.0 none: popup code simplified; layout only
        0da4d61f8d 4.8.0 outside: the external review request falls back to AppTransaction's app id
        1f4c8ebe09 4.8.0 gate missing-products-event
        571428d2de 4.8.0 none: removes a popup animation flag (restored by 199433ea)
        199433ea84 4.8.1 none: restores the popup dismissal flag for the build; layout only
        a721f1432d 4.8.2 gate review-requested-event
        bc399ced9a 4.8.2 none: audience evaluation copies the triggers dictionary to fix a crash; same rules, same outcome
        be52e978fa 4.9.0 gate will-dismiss-handler
        43926532b4 4.9.0 gate will-dismiss-handler
        ae3b2b7ccc 4.9.0 none: a concurrency-safe copy of the triggers for audience evaluation
        6036cf4474 4.9.0 none: work in progress on web checkout sessions, removed again by 66abb4c7 before 4.9.0
        225dbdb95c 4.9.0 none: removes a print of the pre-release checkout session
        041b57b209 4.9.0 none: a TODO comment in the pre-release checkout code
        c96b90366a 4.9.0 none: pre-release checkout redemption on paywall appear, removed again by 66abb4c7 before 4.9.0
        a1645f3925 4.9.0 none: renames the pre-release checkout session id
        66abb4c7bd 4.9.0 none: removes the pre-release auto-redeem code
        90d4a31748 4.9.0 outside: web checkout in a sheet (CheckoutWebViewController) opened from the paywall; no callback
        975c5ac176 4.9.0 outside: the web paywall's open_payment_sheet message opens the web checkout sheet; no callback
        8d9c44cb8b 4.9.0 outside: closing the in-app browser also closes the web checkout sheet; deep links of the sheet navigate
        7ee1ea38b5 4.10.0 outside: the web-restore alert compares entitlement ids (web checkout restore)
        a2f582ef42 4.9.1 none: swiftlint fixes
        e6bada9419 4.10.0 none: the web paywall's initiate_web_checkout message is accepted and ignored
        c2a63ad289 4.9.3 gate webview-terminated-event
        b8aba054a1 4.10.0 gate web-checkout-abandon
        796ed0bbab 4.10.1 outside: a redemption deep link no longer dismisses the paywall (.declined, .systemLogic) before opening; web checkout fixes; the spec language has no deep-link step
        4b7614d7c0 4.11.0 outside: the web paywall can schedule local notifications; transaction_complete passes a trial end date to the paywall's page
        cf561e6ffa 4.10.4 none: visionOS build guards around the checkout sheet; the same calls on iOS
        c0471a50d4 4.11.0 none: the transaction-complete message to the paywall's page goes through the message handler; refactor
        05259f54a5 4.11.0 outside: trial-started local notifications are scheduled after a purchase
        370391d408 4.11.0 none: the page hears freeTrialStart with the product id (a message to the web paywall, not to the app)
        8ad29667c3 4.11.0 none: work in progress on intro-offer eligibility tokens, removed by 3a70f98c
        3a70f98c6c 4.11.0 outside: intro-offer eligibility tokens passed to the purchase; a deep link opens without dismissing first (deep links: no step of the spec language)
        77422ce1b3 4.10.7 outside: the web paywall can update user attributes (user_attributes_updated message)
        c0e72e7a7e 4.10.7 outside: adds SuperwallDelegate.userAttributesDidChange(newAttributes:) (defaulted), user attributes, no paywall callback
        e559d09c38 4.11.0 none: swiftlint and docs build fixes
        a214170a35 4.11.0 none: swiftlint pattern style
        2ef86a4706 4.12.0 outside: the web paywall can request a system permission (request_permission message) and hears the result
        21a9bfaa68 4.12.0 gate permission-events
        bbb4424691 4.12.0 gate preload-events
        91a51ee0f0 4.12.0 none: permission tracking simplified into one internal event type; the same cases tracked
        61fa52249d 4.12.0 none: permission handler refactor (protocol for tests, visionOS); the same messages and events
        58ae2c9155 4.12.0 outside: the drawer uses the device's corner radius; presentation styling
        76fbb2233b 4.12.6 none: swiftlint line breaks in a restore message
        97d133a0f2 4.12.6 gate should-dismiss-flag
        23722a0dd1 4.12.6 gate should-dismiss-flag
        5603f02a40 4.12.8 outside: handleSuperwallEvent no longer receives .paywallWebviewLoadTimeout when the webview is slow to load (the case stays); no given makes a webview load time out
        c3b3454e6b 4.12.10 gate custom-callback
        d0d9fa9c3c 4.12.8 outside: an intro-offer token is set on the product a PurchaseController receives (StoreProduct.introOfferToken)
        101e2db20c 4.12.9 outside: NOT MODELLED, a behaviour change — swiping a modal or drawer paywall down now runs dismiss(.declined, .manualClose): paywall_decline, then the whole dismiss chain (before, only viewDidDisappear's close and didDismiss); the model refuses swipe_dismiss, so no spec reaches it
        f67617843b 4.12.9 outside: the swipe-down dismissal is ignored when a close is already under way (follow-up of 101e2db2; swipe_dismiss is not modelled)
        95901e7e40 4.12.9 none: a local variable for the survey check
        f26efd248a 4.12.10 outside: the web paywall can trigger haptic feedback
        ffdfe7a48e 4.12.10 none: haptic generators prepared before use
        1507587677 4.12.10 none: a weak capture and a removed catch around the custom callback handler (which cannot throw)
        a6820d88b4 4.14.0 outside: Stripe web checkout (app2web polling) from the paywall; the spec language has no web checkout
        86c580271b 4.14.0 outside: Stripe checkout start/submit/complete/fail tracked (web checkout)
        dd1eb12094 4.14.0 none: tests and version bump
        f1684c19a8 4.14.0 none: unused Stripe checkout parameters removed
        35164acf00 4.14.0 outside: a pending Stripe checkout is polled when the paywall opens, with the loading state shown (web checkout)
        bc01587443 4.14.0 gate stripe-checkout-events
        2a16f2a03a 4.14.0 outside: test mode (a dashboard test mode whose purchases and restores use test entitlements instead of StoreKit)
        1b3b7b08f3 4.14.0 none: test-mode restore returns .failed(nil); compile fix
        c391653794 4.14.0 none: test-mode entitlement ids are Strings; type fix
        4989043929 4.14.0 outside: test mode skips loading purchased products
        e397c049d7 4.14.0 gate test-mode-events
        4b7dbd7157 4.14.0 outside: test-mode restores run didRestore or the restore-failed alert like StoreKit restores (test mode only)
        1254a8c184 4.14.0 none: formatting (case declaration and constraints reflowed)
        ebaeed7296 4.14.0 none: Stripe checkout start handler removed as redundant; comments
        7ab22d33b6 4.14.0 outside: Stripe checkout tasks run in order (web checkout)
        522d713746 4.14.1 outside: the web-restore alert's texts are localised (web checkout restore)
        085a246a20 4.14.1 outside: the purchase-error, pending-approval and done alerts' texts are localised; the same alerts at the same moments
        4149bcef71 4.14.2 gate page-view-event
        9e7e029022 4.14.2 none: the page-view message's schema before the event shipped (flow positions)
        c8a8ca77bc 4.14.2 gate page-view-event
        e3c451bc06 4.14.2 none: PaywallPageViewInfo moves to its own file
        cecf4e3313 4.14.2 gate page-view-event
        319c8f23ba 4.16.0 gate attribution-match-event
        4ab306dded 4.16.0 gate attribution-match-event
        d9f7e50401 4.15.0 outside: custom (non-StoreKit) store products purchased through an external PurchaseController, with a synthetic transaction; the model's products are StoreKit products
        4bfce3bd92 4.15.0 outside: a custom product's transaction id is new on every attempt
        9bcf13a114 4.15.0 none: test fixes and formatting
        6e55786c41 4.15.0 outside: free-trial availability of custom products from their entitlements
        9ebc779ad5 4.15.0 none: a custom transaction's purchase date defaults to now
        d48e236d7c 4.15.0 outside: a custom product without a PurchaseController fails to purchase (custom products)
        182d223914 4.15.0 outside: that failure has its own PurchaseError.customProductWithoutPurchaseController
        3a769861c8 4.15.1 outside: onCustomCallback is also honoured for paywalls from getPaywall (PaywallViewControllerDelegate), not only register; the model has no getPaywall presentation
        85539a7828 4.15.1 none: a paywall controller unregisters only the custom callback it registered
        0d17826bc4 4.16.0 outside: iOS 26 billing-plan products resolved by composite id
        3bbdf5d349 4.16.0 none: iOS 26.4 StoreKit API name and availability
        ed054b5272 4.16.0 none: composite product lookup tidied
        9e5ed6432b 4.16.0 none: the composite product cache is kept between paywalls; actor isolation
        e7436a4b91 4.16.0 none: weak self captured at the closure boundary
        674facb623 4.16.0 none: attribution match response decoding hardened (tests)
        04704cbd8c 4.16.0 outside: the paywall's page is told the event tracking behaviour (GDPR)
        22d5defb57 4.16.2 none: a successful purchase also redeems existing web codes (made asynchronous in the same release by 16914900, so nothing waits on it)
        92ad5155f7 4.16.2 none: a successful restore also redeems existing web codes, outside test mode (asynchronous by 16914900)
        0844b18253 4.16.2 none: guard statements rewritten as ifs
        1691490034 4.16.2 none: the web-code redemption after a purchase or restore runs in a Task
        """#
}
