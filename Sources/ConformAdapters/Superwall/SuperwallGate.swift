import ConformKit

/// One behaviour of the Superwall SDK that arrived at a released version of superwall/Superwall-iOS,
/// with everything a migration report reads: the tag and commit and the kind of change (its row of
/// `SuperwallGateTable.swift`, the commit read with `git log -S<symbol> <previous tag>..<tag>`;
/// `ci/surfaces/verify-gates.py` checks them), the app's methods and what to do. `SuperwallSurfaceTests` holds them to the surface at every released tag.
enum SuperwallGate: String, Sendable, Hashable, CaseIterable, RowGate {
    /// `SuperwallDelegate.handleSuperwallEvent(withInfo:)` is back (4.0.2); 4.0.0 and 4.0.1 call only
    /// `handleSuperwallPlacement(withInfo:)`, which stays, deprecated, and is still called.
    case eventCallback = "event-callback"
    /// 4.0.3: the deprecated `handleSuperwallPlacement(withInfo:)`, a requirement again at 4.0.2,
    /// gets its default implementation back: a delegate no longer has to implement it to compile.
    case placementCallbackDefault = "placement-callback-default"
    /// `PaywallPresentationHandler.onWillDismiss` exists.
    case willDismissHandler = "will-dismiss-handler"
    /// `PaywallPresentationHandler.onCustomCallback` exists: paywall-requested callbacks the model does not make.
    case customCallback = "custom-callback"
    /// 4.12.6: a purchase dismisses only when the paywall's purchase asks to (its `shouldDismiss`
    /// flag) as well as `automaticallyDismiss`; before, `automaticallyDismiss` alone decided.
    case shouldDismissFlag = "should-dismiss-flag"

    // `SuperwallEvent` cases `handleSuperwallEvent(withInfo:)` receives, added at a release (their
    // names: their rows of `facts`). Each is a surface change: the event reaches the app's callback, and an
    // exhaustive `switch` over `SuperwallEventInfo.event` no longer compiles without it.
    /// 4.2.0: `redemptionStart`, `redemptionComplete`, `redemptionFail` (web checkout redemption).
    case redemptionEvents = "redemption-events"
    /// 4.2.0: `enrichmentStart`, `enrichmentComplete`, `enrichmentFail`.
    case enrichmentEvents = "enrichment-events"
    /// 4.3.10: `networkDecodingFail`.
    case networkDecodingEvent = "network-decoding-event"
    /// 4.8.0: `paywallProductsLoadMissingProducts` (`paywallProductsLoad_missingProducts`).
    case missingProductsEvent = "missing-products-event"
    /// 4.8.0: `integrationAttributes`.
    case integrationAttributesEvent = "integration-attributes-event"
    /// 4.8.2: `reviewRequested` (`review_requested`).
    case reviewRequestedEvent = "review-requested-event"
    /// 4.9.3: `paywallWebviewProcessTerminated`.
    case webviewTerminatedEvent = "webview-terminated-event"
    /// 4.10.0: `customerInfoDidChange`.
    case customerInfoEvent = "customer-info-event"
    /// 4.10.0: closing the web checkout sheet without paying tracks `transactionAbandon`: a case
    /// the enum had since 4.0.0 reaches `handleSuperwallEvent(withInfo:)` on a new path (no new
    /// declaration; the spec language has no web checkout sheet, so no spec observes it).
    case webCheckoutAbandon = "web-checkout-abandon"
    /// 4.12.0: `permissionRequested`, `permissionGranted`, `permissionDenied`.
    case permissionEvents = "permission-events"
    /// 4.12.0: `paywallPreloadStart`, `paywallPreloadComplete`.
    case preloadEvents = "preload-events"
    /// 4.14.0: `stripeCheckoutStart`, `stripeCheckoutSubmit`, `stripeCheckoutComplete`, `stripeCheckoutFail`.
    case stripeCheckoutEvents = "stripe-checkout-events"
    /// 4.14.0: `testModeModalOpen`, `testModeModalClose`.
    case testModeEvents = "test-mode-events"
    /// 4.14.2: `paywallPageView`.
    case pageViewEvent = "page-view-event"
    /// 4.16.0: `attributionMatch`.
    case attributionMatchEvent = "attribution-match-event"

    /// Every gate's facts, one row each (`FactualGate`).
    static let facts: [Self: GateFacts] = {
        let (event, placement) = (SuperwallCallback.handleSuperwallEvent.native, "handleSuperwallPlacement(withInfo:)")
        // Every event the model tracks through the analytics callback (`SuperwallSession.track`).
        let tracked =
            [
                EventName.purchaseStarted, .purchaseCompleted, .purchaseCancelled, .purchaseFailed, .restoreStarted, .restoreCompleted,
                .restoreFailed,
                .renderFailed
            ].map(\.rawValue)
            + [
                "subscription_start", "transaction_restore", "trigger_fire", "paywall_presentation_request", "paywall_response_load_fail",
                "paywall_open", "paywall_close", "paywall_decline", "transaction_timeout", "free_trial_start", "non_recurring_product_purchase",
                "paywall_preload_start", "paywall_preload_complete"
            ].map { EventName.recorded($0).rawValue }
        return [
            .eventCallback: GateFacts(
                summary: "analytics events reach handleSuperwallEvent(withInfo:) again; handleSuperwallPlacement(withInfo:) is deprecated",
                code:
                    "SuperwallDelegate at 4.0.0 and 4.0.1 declares handleSuperwallPlacement(withInfo:) and no handleSuperwallEvent(withInfo:); at 4.0.2 handleSuperwallEvent returns and SuperwallDelegateAdapter calls both (Sources/SuperwallKit/Delegate/SuperwallDelegateAdapter.swift); SDK-FACTS (Superwall 4.16.3): \"handleSuperwallEvent(withInfo:), which receives every analytics event\"",
                before: placement, after: event,
                advice:
                    "move the analytics code from handleSuperwallPlacement(withInfo:) to handleSuperwallEvent(withInfo:); implementing both counts every event twice",
                events: tracked, declares: ["delegate handleSuperwallEvent(withInfo:)"]),
            .placementCallbackDefault: GateFacts(
                summary: "the deprecated handleSuperwallPlacement(withInfo:) has a default implementation again: a delegate need not implement it",
                code:
                    "SuperwallDelegate at 4.0.2 declares handleSuperwallPlacement(withInfo:) (deprecated) with no default implementation in its extension; 4.0.3 adds `public func handleSuperwallPlacement(withInfo placementInfo: SuperwallPlacementInfo) {}` (Sources/SuperwallKit/Delegate/SuperwallDelegate.swift)",
                before: placement,
                advice: "at 4.0.2 only: implement handleSuperwallPlacement(withInfo:) (empty) for the delegate to compile; from 4.0.3 remove it"),
            .willDismissHandler: GateFacts(
                summary: "the presentation handler hears the dismissal coming (onWillDismiss, in paywall.closing)",
                code:
                    "SDK-FACTS (Superwall 4.16.3), PaywallPresentationHandler: \"onWillDismiss(info, result)\"; PaywallPresentationHandler.onWillDismiss first exists at 4.9.0",
                after: SuperwallCallback.onWillDismiss.native,
                advice: "implement onWillDismiss to act before the paywall goes; onDismiss still follows",
                events: [EventName.paywallClosing.rawValue], introduces: [SuperwallCallback.onWillDismiss.rawValue],
                declares: ["handler onWillDismiss(_:)"]),
            .customCallback: GateFacts(
                summary: "the presentation handler can answer the paywall's custom callbacks (onCustomCallback)",
                code: "SDK-FACTS (Superwall 4.16.3), PaywallPresentationHandler: \"onCustomCallback\"; first exists at 4.12.10",
                after: "handler.onCustomCallback", advice: "implement onCustomCallback if the paywall requests callbacks",
                declares: ["handler onCustomCallback(_:)"]),
            .shouldDismissFlag: GateFacts(
                summary:
                    "a purchase whose paywall button says not to dismiss (shouldDismiss false) keeps the paywall open; before, automaticallyDismiss alone decided",
                code:
                    "TransactionManager at 4.12.5 dismisses a paywall purchase `if superwallOptions.paywalls.automaticallyDismiss`; at 4.12.6 `automaticallyDismiss && shouldDismiss`, shouldDismiss decoded from the paywall's purchase message (PaywallMessage.purchase, default true; Sources/SuperwallKit/StoreKit/Transactions/TransactionManager.swift); SDK-FACTS (Superwall 4.16.3), Purchase success 5: \"If automaticallyDismiss … and the paywall's shouldDismiss flag are both set, dismiss(.purchased) runs\"",
                advice:
                    "a paywall built with a purchase that does not dismiss now stays open after the purchase: dismiss it in onDismiss's place, or rely on the paywall's own navigation",
                events: [EventName.paywallClosing, .paywallClosed, .featureRan].map(\.rawValue) + ["recorded.paywall_close", "final"]),
            .redemptionEvents: eventGate(.redemptionEvents, "redemptionStart", "redemptionComplete", "redemptionFail"),
            .enrichmentEvents: eventGate(.enrichmentEvents, "enrichmentStart", "enrichmentComplete", "enrichmentFail"),
            .networkDecodingEvent: eventGate(.networkDecodingEvent, "networkDecodingFail"),
            .missingProductsEvent: eventGate(.missingProductsEvent, "paywallProductsLoadMissingProducts"),
            .integrationAttributesEvent: eventGate(.integrationAttributesEvent, "integrationAttributes"),
            .reviewRequestedEvent: eventGate(.reviewRequestedEvent, "reviewRequested"),
            .webviewTerminatedEvent: eventGate(.webviewTerminatedEvent, "paywallWebviewProcessTerminated"),
            .customerInfoEvent: eventGate(.customerInfoEvent, "customerInfoDidChange"),
            .webCheckoutAbandon: GateFacts(
                summary: "closing the web checkout sheet without paying reaches handleSuperwallEvent(withInfo:) as .transactionAbandon",
                code:
                    "PaywallViewController (Sources/SuperwallKit/Paywall/View Controller/PaywallViewController.swift): at 4.9.x a web checkout sheet the user dismisses tracks nothing; at 4.10.0, one second after the user dismisses it unredeemed, it tracks InternalSuperwallEvent.Transaction(state: .abandon(StoreProduct.blank()), store: .stripe), which handleSuperwallEvent(withInfo:) receives as SuperwallEvent.transactionAbandon (a case since 4.0.0; CHANGELOG 4.10.0: \"Adds `transaction_abandon` capability to web checkout payment sheet\")",
                after: "\(event) .transactionAbandon",
                advice:
                    "code that reads .transactionAbandon as an abandoned App Store purchase now also sees web checkouts closed unpaid: tell them apart by the product or the paywall if it matters"
            ),
            .permissionEvents: eventGate(.permissionEvents, "permissionRequested", "permissionGranted", "permissionDenied"),
            .preloadEvents: eventGate(
                .preloadEvents, "paywallPreloadStart", "paywallPreloadComplete",
                events: ["recorded.paywall_preload_start", "recorded.paywall_preload_complete"]),
            .stripeCheckoutEvents: eventGate(
                .stripeCheckoutEvents, "stripeCheckoutStart", "stripeCheckoutSubmit", "stripeCheckoutComplete", "stripeCheckoutFail"),
            .testModeEvents: eventGate(.testModeEvents, "testModeModalOpen", "testModeModalClose"),
            .pageViewEvent: eventGate(.pageViewEvent, "paywallPageView"),
            .attributionMatchEvent: eventGate(.attributionMatchEvent, "attributionMatch")
        ]
    }()

    /// The row of an event gate, which adds `cases` to `SuperwallEvent` at its tag, all said the same way.
    private static func eventGate(_ gate: Self, _ cases: String..., events: [String] = []) -> GateFacts {
        let dotted = cases.map { "." + $0 }
        let list = dotted.count < 2 ? dotted.joined() : dotted.dropLast().joined(separator: ", ") + " and " + dotted[dotted.count - 1]
        return GateFacts(
            summary: "handleSuperwallEvent(withInfo:) can receive new SuperwallEvent cases: \(list)",
            code:
                "public enum SuperwallEvent (Sources/SuperwallKit/Analytics/Superwall Placement/SuperwallEvent.swift), which handleSuperwallEvent(withInfo:) receives as SuperwallEventInfo.event, first declares \(list) at \(gate.origin.tag) (ci/surfaces/extract-superwall.py, section event; git log -S'case \(cases[0])')",
            after: "\(SuperwallCallback.handleSuperwallEvent.native) " + dotted.joined(separator: ", "),
            advice:
                "an exhaustive switch over SuperwallEventInfo.event no longer compiles: add \(list) (or a default:), and handle them where the app wants them",
            events: events, declares: Set(cases.map { "event " + $0 }))
    }

    /// The key `SurfaceRelease.facts` gives the app's method `native`; nil for a form that is no
    /// declaration the app implements (the SDK's alerts, Safari, the feature block).
    static func declarationKey(of native: String) -> String? {
        let method = NativeForm(native).method
        if method.hasPrefix("handler.") { return "handler " + method.dropFirst("handler.".count) + "(_:)" }
        if SuperwallCallback.allCases.contains(where: { $0.native == method }) || method == "handleSuperwallPlacement(withInfo:)" {
            return method == SuperwallCallback.feature.native ? nil : "delegate " + method
        }
        return nil
    }
}
