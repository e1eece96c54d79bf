import ConformKit

/// One behaviour of the Superwall SDK that arrived at a released version of superwall/Superwall-iOS,
/// with everything a migration report reads: the tag and commit and the kind of change (its row of
/// `SuperwallGateTable.swift`, the commit read with `git log -S<symbol> <previous tag>..<tag>`;
/// `ci/surfaces/verify-gates.py` checks them), the app's methods and what to do. `SuperwallSurfaceTests` holds them to the surface at every released tag.
enum SuperwallGate: String, Sendable, Hashable, CaseIterable {
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
    // names: `eventCases`). Each is a surface change: the event reaches the app's callback, and an
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

    /// The `SuperwallEvent` cases an event gate adds (empty for the callback gates).
    var eventCases: [String] {
        switch self {
        case .eventCallback, .placementCallbackDefault, .willDismissHandler, .customCallback, .shouldDismissFlag, .webCheckoutAbandon: return []
        case .redemptionEvents: return ["redemptionStart", "redemptionComplete", "redemptionFail"]
        case .enrichmentEvents: return ["enrichmentStart", "enrichmentComplete", "enrichmentFail"]
        case .networkDecodingEvent: return ["networkDecodingFail"]
        case .missingProductsEvent: return ["paywallProductsLoadMissingProducts"]
        case .integrationAttributesEvent: return ["integrationAttributes"]
        case .reviewRequestedEvent: return ["reviewRequested"]
        case .webviewTerminatedEvent: return ["paywallWebviewProcessTerminated"]
        case .customerInfoEvent: return ["customerInfoDidChange"]
        case .permissionEvents: return ["permissionRequested", "permissionGranted", "permissionDenied"]
        case .preloadEvents: return ["paywallPreloadStart", "paywallPreloadComplete"]
        case .stripeCheckoutEvents: return ["stripeCheckoutStart", "stripeCheckoutSubmit", "stripeCheckoutComplete", "stripeCheckoutFail"]
        case .testModeEvents: return ["testModeModalOpen", "testModeModalClose"]
        case .pageViewEvent: return ["paywallPageView"]
        case .attributionMatchEvent: return ["attributionMatch"]
        }
    }

    /// The cases as the summary lists them: `.reviewRequested`, `.a` and `.b`.
    private var caseList: String {
        let cases = eventCases.map { "." + $0 }
        return cases.count < 2 ? cases.joined() : cases.dropLast().joined(separator: ", ") + " and " + cases[cases.count - 1]
    }

    /// Where the fact comes from: the SDK-FACTS line and the tag and commit it was read at.
    var source: String {
        let read = origin.reading
        switch self {
        case .eventCallback:
            return
                "SuperwallDelegate at 4.0.0 and 4.0.1 declares handleSuperwallPlacement(withInfo:) and no handleSuperwallEvent(withInfo:); at 4.0.2 handleSuperwallEvent returns and SuperwallDelegateAdapter calls both (Sources/SuperwallKit/Delegate/SuperwallDelegateAdapter.swift); SDK-FACTS (Superwall 4.16.3): \"handleSuperwallEvent(withInfo:), which receives every analytics event\"; \(read)"
        case .willDismissHandler:
            return
                "SDK-FACTS (Superwall 4.16.3), PaywallPresentationHandler: \"onWillDismiss(info, result)\"; PaywallPresentationHandler.onWillDismiss first exists at 4.9.0; \(read)"
        case .customCallback:
            return "SDK-FACTS (Superwall 4.16.3), PaywallPresentationHandler: \"onCustomCallback\"; first exists at 4.12.10; \(read)"
        case .placementCallbackDefault:
            return
                "SuperwallDelegate at 4.0.2 declares handleSuperwallPlacement(withInfo:) (deprecated) with no default implementation in its extension; 4.0.3 adds `public func handleSuperwallPlacement(withInfo placementInfo: SuperwallPlacementInfo) {}` (Sources/SuperwallKit/Delegate/SuperwallDelegate.swift); \(read)"
        case .webCheckoutAbandon:
            return
                "PaywallViewController (Sources/SuperwallKit/Paywall/View Controller/PaywallViewController.swift): at 4.9.x a web checkout sheet the user dismisses tracks nothing; at 4.10.0, one second after the user dismisses it unredeemed, it tracks InternalSuperwallEvent.Transaction(state: .abandon(StoreProduct.blank()), store: .stripe), which handleSuperwallEvent(withInfo:) receives as SuperwallEvent.transactionAbandon (a case since 4.0.0; CHANGELOG 4.10.0: \"Adds `transaction_abandon` capability to web checkout payment sheet\"); \(read)"
        case .shouldDismissFlag:
            return
                "TransactionManager at 4.12.5 dismisses a paywall purchase `if superwallOptions.paywalls.automaticallyDismiss`; at 4.12.6 `automaticallyDismiss && shouldDismiss`, shouldDismiss decoded from the paywall's purchase message (PaywallMessage.purchase, default true; Sources/SuperwallKit/StoreKit/Transactions/TransactionManager.swift); SDK-FACTS (Superwall 4.16.3), Purchase success 5: \"If automaticallyDismiss … and the paywall's shouldDismiss flag are both set, dismiss(.purchased) runs\"; \(read)"
        default:
            return
                "public enum SuperwallEvent (Sources/SuperwallKit/Analytics/Superwall Placement/SuperwallEvent.swift), which handleSuperwallEvent(withInfo:) receives as SuperwallEventInfo.event, first declares \(caseList) at \(origin.tag) (ci/surfaces/extract-superwall.py, section event; git log -S'case \(eventCases[0])'); \(read)"
        }
    }

    /// One line on what changed.
    var summary: String {
        switch self {
        case .eventCallback: return "analytics events reach handleSuperwallEvent(withInfo:) again; handleSuperwallPlacement(withInfo:) is deprecated"
        case .willDismissHandler: return "the presentation handler hears the dismissal coming (onWillDismiss, in paywall.closing)"
        case .customCallback: return "the presentation handler can answer the paywall's custom callbacks (onCustomCallback)"
        case .placementCallbackDefault:
            return "the deprecated handleSuperwallPlacement(withInfo:) has a default implementation again: a delegate need not implement it"
        case .webCheckoutAbandon:
            return "closing the web checkout sheet without paying reaches handleSuperwallEvent(withInfo:) as .transactionAbandon"
        case .shouldDismissFlag:
            return
                "a purchase whose paywall button says not to dismiss (shouldDismiss false) keeps the paywall open; before, automaticallyDismiss alone decided"
        default: return "handleSuperwallEvent(withInfo:) can receive new SuperwallEvent cases: \(caseList)"
        }
    }

    /// What the app's code must do.
    var advice: String {
        switch self {
        case .eventCallback:
            return
                "move the analytics code from handleSuperwallPlacement(withInfo:) to handleSuperwallEvent(withInfo:); implementing both counts every event twice"
        case .willDismissHandler: return "implement onWillDismiss to act before the paywall goes; onDismiss still follows"
        case .customCallback: return "implement onCustomCallback if the paywall requests callbacks"
        case .placementCallbackDefault:
            return "at 4.0.2 only: implement handleSuperwallPlacement(withInfo:) (empty) for the delegate to compile; from 4.0.3 remove it"
        case .webCheckoutAbandon:
            return
                "code that reads .transactionAbandon as an abandoned App Store purchase now also sees web checkouts closed unpaid: tell them apart by the product or the paywall if it matters"
        case .shouldDismissFlag:
            return
                "a paywall built with a purchase that does not dismiss now stays open after the purchase: dismiss it in onDismiss's place, or rely on the paywall's own navigation"
        default:
            return
                "an exhaustive switch over SuperwallEventInfo.event no longer compiles: add \(caseList) (or a default:), and handle them where the app wants them"
        }
    }

    /// The canonical events whose differences the gate explains.
    var events: [String] {
        switch self {
        case .eventCallback:
            // Every event the model tracks through the analytics callback (`SuperwallSession.track`).
            return [
                EventName.purchaseStarted, .purchaseCompleted, .purchaseCancelled, .purchaseFailed, .restoreStarted, .restoreCompleted,
                .restoreFailed, .renderFailed
            ].map(\.rawValue)
                + [
                    "subscription_start", "transaction_restore", "trigger_fire", "paywall_presentation_request", "paywall_response_load_fail",
                    "paywall_open", "paywall_close", "paywall_decline", "transaction_timeout", "free_trial_start",
                    "non_recurring_product_purchase", "paywall_preload_start", "paywall_preload_complete"
                ].map { EventName.recorded($0).rawValue }
        case .willDismissHandler: return [EventName.paywallClosing.rawValue]
        case .preloadEvents: return ["recorded.paywall_preload_start", "recorded.paywall_preload_complete"]
        case .shouldDismissFlag: return [EventName.paywallClosing, .paywallClosed, .featureRan].map(\.rawValue) + ["recorded.paywall_close", "final"]
        default: return []
        }
    }

    /// The app's method before and after the gate.
    var methods: (before: String?, after: String?) {
        switch self {
        case .eventCallback: return ("handleSuperwallPlacement(withInfo:)", SuperwallCallback.handleSuperwallEvent.native)
        case .willDismissHandler: return (nil, SuperwallCallback.onWillDismiss.native)
        case .customCallback: return (nil, "handler.onCustomCallback")
        case .placementCallbackDefault: return ("handleSuperwallPlacement(withInfo:)", nil)
        case .shouldDismissFlag: return (nil, nil)
        case .webCheckoutAbandon: return (nil, "\(SuperwallCallback.handleSuperwallEvent.native) .transactionAbandon")
        default: return (nil, "\(SuperwallCallback.handleSuperwallEvent.native) " + eventCases.map { "." + $0 }.joined(separator: ", "))
        }
    }

    /// The public declarations the gate adds at its tag, keyed as `SurfaceRelease.facts` keys them.
    var declares: Set<String> {
        switch self {
        case .eventCallback: return ["delegate handleSuperwallEvent(withInfo:)"]
        case .willDismissHandler: return ["handler onWillDismiss(_:)"]
        case .customCallback: return ["handler onCustomCallback(_:)"]
        case .placementCallbackDefault, .shouldDismissFlag, .webCheckoutAbandon: return []
        default: return Set(eventCases.map { "event " + $0 })
        }
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

    /// The gate as a value a migration report reads.
    var versionGate: VersionGate {
        migrationGate(
            before: methods.before, after: methods.after, advice: advice, events: events,
            introduces: self == .willDismissHandler ? [SuperwallCallback.onWillDismiss.rawValue] : [])
    }

}
