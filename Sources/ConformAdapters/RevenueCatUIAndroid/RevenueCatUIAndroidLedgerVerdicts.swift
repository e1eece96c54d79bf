/// What each commit of `RevenueCatUIAndroidLedgerData` means to an app, written by hand from reading
/// the commit's change to the paywall flow's files (docs/migration.md, "The behaviour ledger"):
/// `gate <id>` for a change the model makes at that release (`RevenueCatUIAndroidGate`), `none:` for
/// what no app sees, `outside:` for what an app sees outside the callback contract the model covers.
/// `BehaviourLedgerTests` holds every line to the ledger; `ci/surfaces/data/revenuecatui-android-ledger-verdicts.txt`
/// is the same text.
///
/// How they were read (docs/adapters/revenuecatui-android.md, "The ledger"): every commit's diff of
/// the ledger's paths was scanned for the lines that call the listener, `dismissRequest`,
/// `BackHandler`, `closePaywall`, `setResult`, `finish()` or `actionInProgress`; the 58 commits with
/// such lines were read line by line, the 92 without were judged from their diff's files and subject.
/// Multi-page workflows sat behind a build flag, then a `DangerousSetting` no app sets, until 10.16.0
/// (`f7c704761d`): what changed behind them is `none:`. The Activity (`-activity`) is modelled for
/// the results it writes and the listener it forwards (its three `gate activity-…` lines); its
/// launcher's API, look and process-death handling, the Android Views, footers and the app's own
/// purchase code (`PurchaseLogic`) are not: their changes are `outside:`.
enum RevenueCatUIAndroidLedgerVerdicts {
    static let text = #"""
        007e89f2f0 7.1.1 none: Paywalls: Decrease max aspect ratio for tablets to have a max height; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        0f688aacc0 7.2.0 outside: PaywallActivity and PaywallActivityLauncher API fixes (launchIfNeeded argument order); the Activity is not modelled
        4982a4523b 7.2.1 none: Improve fullscreen templates in landscape orientation; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        36f8da8a5b 7.2.1 outside: PaywallActivityLauncher takes any ActivityResultCaller instead of a ComponentActivity or Fragment; the Activity is not modelled
        d64f9d7839 7.2.2 gate back-handler
        7c042131b1 7.2.3 none: Paywalls: override locale with paywall localization; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        ce8f627209 7.2.3 none: the purchase is given the real Activity instead of a wrapped context (a 7.2.x regression fixed); the same listener calls
        3848f2055d 7.2.7 gate activity-restore-result
        a6ee1c6b11 7.2.7 outside: PaywallFooterView, an Android View wrapping the app's listener and dismissHandler; footers and Views are not modelled
        9b6c4cad0c 7.2.9 gate close-disabled-in-action
        5565139acb 7.3.0 outside: PaywallActivity hides its action bar; the Activity is not modelled
        baca3506eb 7.3.0 outside: PaywallActivityLauncher.launchIfNeeded(offeringIdentifier, …); the Activity is not modelled
        6275870bd4 7.3.1 gate cancel-callback
        a0404defde 7.3.2 outside: PaywallFooterView made open; Views are not modelled
        662032bced 7.3.2 gate activity-restore-error
        33f5eb75b9 7.3.2 outside: PaywallDisplayCallback.onPaywallDisplayResult(wasDisplayed) for launchIfNeeded; the Activity is not modelled
        2f73f5d96a 7.3.4 none: Paywalls: improve landscape layout on all templates; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        abbbfd4c51 7.3.4 none: Fix paywall dialog composable sizing issues; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        aeb374af5d 7.3.4 none: ErrorDialog text and layout improved; the same dialog
        3fff2a8d5e 7.4.1 outside: PaywallView and PaywallFooterView rebuild their PaywallOptions when set after layout; Views are not modelled
        d459eec48c 7.5.0 outside: PaywallView and PaywallFooterView forward onPurchaseCancelled (a View app heard no cancel 7.3.1 … 7.4.1); Views are not modelled
        8704c8f00e 7.5.0 outside: setFontProvider on PaywallView and PaywallFooterView; no callback changes
        6e5b6b8897 7.5.0 outside: PaywallFooterView is a FrameLayout again (not an AbstractComposeView); Views are not modelled
        663112b144 7.5.2 gate dialog-restore-dismiss
        e6c4047804 7.6.0 outside: PaywallView gains setDisplayDismissButton and safe-area insets; no callback changes
        47de94c129 7.7.0 none: the loaded state is re-read when it changes from loaded to another state; the same calls
        881c29833c 7.8.0 none: AssetFont; fonts only
        eebcf90ffc 7.9.0 none: the close button's colour is configurable; drawing only
        e47b3b6602 8.0.0 outside: @ExperimentalPreviewRevenueCatUIPurchasesAPI removed: no opt-in needed to compile; no callback changes
        ba5465f69c 8.2.1 outside: leftover @ExperimentalPreviewRevenueCatUIPurchasesAPI removed; no callback changes
        cbd9d906b6 8.3.0 none: the multi-tier template (template 7); drawing only
        d26a594345 8.5.0 none: prices without cents in some countries; drawing only
        4c89ab6e9a 8.7.0 gate purchase-logic purchase-not-busy
        1ebc0ce5f8 8.7.2 none: snapshot-test previews removed from PaywallFooterView; no shipped behaviour
        cf6b51d47a 8.8.0 outside: PaywallActivity no longer crashes when finished while launchIfNeeded decides; the Activity is not modelled
        a581da3bf0 8.8.0 gate purchase-busy-again
        f201a12ec0 8.8.0 none: PaywallOptions equality leaves out the listener so a recomposition keeps the paywall's state; the same calls
        f889c761aa 8.8.1 outside: PaywallActivity saves the SDK configuration to reconfigure after process death; the Activity is not modelled
        9bf19f5788 8.10.5 none: [Paywalls V2] Adds PaywallState.Loaded.Components; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        2d291cfd80 8.10.5 none: [Paywalls V2] Adds first version of LoadedPaywallComponents; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        4ef7d5bfa4 8.10.6 none: PaywallComponentsData is plumbed into the loaded state; the close button's flag is read from the same options
        178b07a64d 8.10.7 none: [Paywalls V2] Moves validation logic to the Loading phase; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        9ba31a27d1 8.10.8 none: V2 button click handling moves from ButtonComponentStyle to ButtonComponentView; the same view-model calls
        5a79041619 8.11.0 none: the restore flow moves into handleRestorePurchases with the same calls in the same order; a V2 navigate-back button closes through closePaywall like the close button
        e597fb5f29 8.11.0 outside: V2 link buttons open in-app browser destinations in Custom Tabs; no callback reported links before 10.16.0
        4249f9090b 8.11.0 none: [Paywalls V2] Correctly determines when to show or hide decimals for prices; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        715ff3a566 8.11.0 none: V2 PaywallViewModel fixes (package selection and state for component paywalls) with tests; the diff calls no listener method, dismissRequest or actionInProgress
        d4678e9977 8.11.0 outside: a V2 paywall does not purchase a package the user is subscribed to; the model has no current subscription
        208bcd85a2 8.12.0 none: [Paywalls V2] Parses UiConfig; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        6de7f3434f 8.12.0 none: ErrorDialog moves to composables/ErrorDialog.kt; the same dialog with the same dismissRequest
        43ef6c3a9d 8.12.0 outside: footer modes of a component paywall fall back to the original template; footers are not modelled
        7c8718c1fa 8.12.0 none: Customer Center custom URLs; not the paywall
        424d477846 8.12.0 none: [Paywalls V2] Implements Variables V2; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        05b6635752 8.12.0 none: the actionError ErrorDialog is drawn outside the font theme (V2 ignores the font provider); the same dialog
        19259bfefa 8.12.0 outside: PaywallFooter is deprecated for OriginalTemplatePaywallFooter (and the Views likewise); footers are not modelled
        b37323400b 8.14.0 none: KDoc on arguments V2 paywalls ignore
        d48f2b22e7 8.16.1 none: [Paywalls v2] Adds a default case to Background and ButtonComponent; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        8a0c5069c6 8.18.0 none: Use SideEffect for refreshing vm states inside InternalPaywall; drawing, layout or loading state only: the diff calls no listener method, dismissRequest, BackHandler or actionInProgress
        bb026e9981 8.20.0 none: PaywallAction.NavigateBack becomes PaywallAction.External.NavigateBack; the same closePaywall
        124336a83f 8.20.0 none: @ExperimentalPreviewRevenueCatPurchasesAPI opt-ins cleaned up; the same API
        180650266d 8.21.0 none: paywall error logs improved; the same dialog
        40eef43af4 8.21.0 none: PaywallOptions equality excludes the lambdas to stop a recomposition loop; the same calls
        178691123e 8.21.0 none: a purchase button inside a package component buys that package; the model buys the product the step names
        1de5ad24cc 8.22.0 none: Compose stability annotations; the same calls
        97dc872cdc 8.22.0 none: collectAsStateWithLifecycle instead of collectAsState; the same states while on screen
        22ffba3a59 9.0.0 outside: PaywallOptions, PaywallDialogOptions and PaywallResult are no longer data classes (copy/componentN gone, same fields); no callback changes
        370838c901 9.0.1 outside: PaywallActivity insets on Android 16; the Activity is not modelled
        a13ab06d8f 9.1.0 outside: the guard against purchasing an already-subscribed package is removed; the model has no current subscription
        b9a831ce16 9.1.0 outside: PaywallActivityLauncher edgeToEdge; the Activity is not modelled
        6a5e2356d9 9.1.0 outside: PaywallView answers back through CompatComposeView (its dismissHandler, or its removal); Views are not modelled
        0c1aaa437f 9.3.1 outside: hybrid-SDK launchers take a presentedOfferingContext; the Activity is not modelled
        f3065b0927 9.3.1 outside: a paywall without an offering takes the presented offering context; no callback changes
        5016d862cd 9.4.0 none: PaywallDialog sizing on Android 35+; layout only
        354e30d2f5 9.5.0 none: preferred UI locale override; text only
        9eb73ce707 9.6.0 outside: PaywallView accepts a null offering id (the current offering); Views are not modelled
        656542a185 9.8.0 outside: launch and launchIfNeeded exposed to Java (@JvmOverloads); the Activity is not modelled
        28a37c5f0c 9.12.0 gate web-checkout-button
        02c5179e4a 9.12.1 none: the CustomerInfo cache is invalidated when web checkout opens; no callback changes
        e8958b7008 9.13.0 gate purchase-gate
        f7d85dd23f 9.15.0 none: Customer Center restore configuration; not the paywall
        13cc6244f0 9.15.4 outside: custom URL schemes on purchase buttons open; the model's purchase buttons buy
        de2b3a331b 9.18.0 outside: PaywallActivity and PaywallDialog may show an exit offering instead of dismissing; no model configures an exit offering
        c7526ed7f2 9.18.1 outside: clearer errors when PaywallActivity is started by other sources; no app reaches it
        03057ca53c 9.18.1 none: SimulatedStoreErrorDialogActivity error message; not the paywall
        30a9163a2c 9.19.1 none: exit offers are tracked (sent to RevenueCat)
        ed8e20aebc 9.19.1 outside: CompatComposeView lifecycle and back handling fixed for PaywallView; Views are not modelled
        0049ccab89 9.19.2 none: paywall_id in paywall events (sent to RevenueCat)
        8b49704843 9.19.2 outside: a PaywallActivity not launched through the SDK finishes instead of crashing; no app reaches it
        38ef259431 9.19.2 none: the MY_APP error's actionError is set inside the same branch; paywall event data fixed (sent to RevenueCat)
        c802af54f9 9.20.0 none: custom variables in V2 paywall text; drawing only
        0ae44b12e7 9.21.0 none: PresentedOfferingContext sent with MY_APP purchases (to RevenueCat)
        94ecf0f88c 9.21.0 none: awaitPurchase takes a PurchaseParams builder (product changes); the same listener calls
        8235be6eb6 9.21.0 outside: promotional offers in V2 paywalls (the purchase carries the offer); the model has no offers
        7a507f60f0 9.21.0 outside: PaywallActivityLaunchOptions (custom variables) for the Activity launcher and PaywallView; no callback changes
        5fcfb0510f 9.22.0 gate activity-listener
        60ce1d5d50 9.22.0 outside: PaywallView takes a PurchaseLogic; Views and the app's purchase code are not modelled
        3821b4c89c 9.22.0 none: explicit public modifiers; the same API
        3f713a063e 9.22.1 outside: with MY_APP the Activity finishes after a purchase or restore (closePaywall instead of options.dismissRequest); the Activity and the app's purchase code are not modelled
        348e5c9daf 9.23.0 outside: the Activity reports PaywallResult.Purchased, not Cancelled, after a MY_APP purchase; the Activity is not modelled
        abece193ab 9.23.0 outside: PaywallPurchaseLogic with PaywallPurchaseLogicParams; the app's purchase code is not modelled
        017210465d 9.24.0 none: ripple effect in the View wrappers
        dec91ef1d5 9.26.0 outside: PaywallActivity padding on Android 15+; the Activity is not modelled
        62c780aa47 9.26.0 outside: the fallback default paywall gets purchase, restore and close buttons through the same view model; the model presents configured paywalls
        e60c267cde 9.28.0 gate restore-gate
        c70e5b8ee5 9.28.1 outside: a PaywallDialog interacted with (a toggle) did not dismiss since the exit-offer path of 9.18.0; the model's paywall has no toggles
        edf1dc9525 10.2.1 none: component interaction events (sent to RevenueCat)
        7aec02cb9f 10.2.1 none: RevenueCatDialogScaffold extracted; its BackHandler and onDismissRequest move with it
        dce4238016 10.2.1 none: updateStateFromOffering extracted in PaywallViewModel; the same states
        6611d80798 10.2.1 none: paywalls from the workflow response, behind the USE_WORKFLOWS_ENDPOINT build flag no app sets
        5ee01169b8 10.3.0 none: suspendCoroutine becomes suspendCancellableCoroutine; the same resumes (a held gate is cancelled with its scope)
        1bdaa5a45c 10.3.0 none: componentId plumbed through workflow buttons, behind a flag
        b53859c5ef 10.3.0 none: WorkflowTrigger.triggerType, behind a flag
        9baf20aa44 10.3.0 outside: back and a navigate-back button first go back a page of a multi-page workflow (handleBackNavigation); a one-page paywall closes as before, and workflows sat behind a flag until 10.16.0 (f7c704761d)
        635dc93a3b 10.3.0 outside: product changes take the unified StoreReplacementMode; the model has no product change
        0e387a30f5 10.4.0 none: workflow state in the view model, behind a flag
        93b74fd556 10.4.0 none: layout direction for RTL locale overrides; layout only
        96b0418143 10.4.0 none: workflow step states pre-warmed off-thread, behind a flag
        8383c70c35 10.4.0 none: slide transition between workflow pages, behind a flag
        175c252f1b 10.5.0 none: the selected package carried across workflow steps, behind a flag
        02a05d469b 10.5.0 none: automatic font scaling can be disabled; drawing only
        17eff8986d 10.5.0 outside: PaywallActivity finishes through the view model's dismissRequest after onPurchaseCompleted instead of in its own listener; the Activity is not modelled
        2a53b03eaa 10.6.0 none: a close_workflow button closes through closePaywall; workflows sat behind a flag until 10.16.0
        1bf6078988 10.6.0 none: exit offers in workflows, behind a flag until 10.16.0
        d889109cf0 10.6.1 none: workflow step states rebuilt on a colour-scheme change, behind a flag
        834784a41d 10.8.0 none: Offering.presentedOfferingContext() helper; the same contexts
        27fd84bb0d 10.9.0 none: the view model's dispatcher is injectable (tests)
        1b6280df95 10.9.0 none: workflow step events (sent to RevenueCat)
        97bdd0fe05 10.9.1 none: the multi-page flag becomes an @InternalRevenueCatAPI DangerousSetting no app sets
        97c8349161 10.9.1 none: injected workflows for the RevenueCat app's preview
        6aa986cbd2 10.10.0 none: legacy paywalls render when workflows are enabled (behind the flag)
        21ba50fc1d 10.10.0 none: paywall_id and workflow_id in paywall events (sent to RevenueCat)
        800dc422f0 10.11.0 none: paywall-event gating by step screen_type (analytics, behind the flag)
        2214c5cce3 10.11.0 none: workflows_close event on abandonment (sent to RevenueCat)
        c55de4efaf 10.11.0 none: presented workflow and step ids sent with /receipts
        d494797980 10.13.0 none: workflow analytics events renamed (sent to RevenueCat)
        eefa1454b1 10.13.0 none: workflows rendered with the config endpoint's ui_config, behind the flag
        f8f5f0b2a4 10.13.0 none: WorkflowsConfigProvider, behind the flag
        4bd9038e96 10.13.0 none: workflows served from the config endpoint, behind the flag
        8221981617 10.13.0 none: a failed workflow fetch falls back to the offering's paywall, behind the flag
        4dc06a0358 10.14.0 none: remote UI config decoding requires its fields; no callback changes
        fb2abbf0bb 10.14.0 none: a missing workflow mapping fails fast, behind the flag
        1a0f306702 10.14.1 none: an offering without a workflow opens its default paywall, behind the flag
        0467027bfc 10.14.1 none: no redundant offerings reload when a disabled paywall is presented again
        bc38eec206 10.15.0 none: presentation-session state store (internal state across recompositions); the same calls
        efb7625ad6 10.15.1 outside: a component tree that fails to decode no longer crashes; the model's render failure is not declared for Android
        4c02adeb66 10.16.0 none: the default paywall renders when the workflow config is briefly unavailable (behind the flag until this release)
        afb5582dde 10.16.0 gate web-checkout-opened
        76eff76135 10.16.0 none: workflow trace_id sent with transactions
        68a4c594be 10.16.0 gate url-opened
        f7c704761d 10.16.0 outside: multi-page workflow paywalls are enabled: back and navigate-back go back a page before closing; the model presents one-page paywalls
        """#
}
