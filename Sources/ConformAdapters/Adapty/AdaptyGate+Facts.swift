import ConformKit

/// What each gate tells a spec and a migration report, one row of `facts` each: what changed, the
/// citation behind it, the capability and events it brings, what the app's code must do; and the
/// app's methods before and after on each surface.
extension AdaptyGate: FactualGate {
    /// Every gate's facts, one row each (`FactualGate`); its app methods, and the advice that names
    /// one, depend on the surface (`methods(on:)`, `advice(on:)`). A row without declarations is
    /// behaviour only, or a change the surface data does not extract (the modifier's non-closure
    /// parameters: the resolver, the alert binding; the web paywall's presentation; the Action enum).
    static let facts: [Self: GateFacts] = {
        // Where SDK-FACTS keeps the Adapty version history, and reads the delegate of 3.17.2.
        let history = "SDK-FACTS, Adapty iOS, \"Version history of the delegate\""
        let delegate = "SDK-FACTS, Adapty iOS, \"Delegate (3.17.2, Sources.AdaptyUI/AdaptyUI+Public.swift)\""
        // What a change to the products' reload touches: a reload reports the failure again, or the
        // products it renders; an endless one never settles; without one, a purchase tap on the
        // products it would have loaded does nothing.
        let productsReload = [
            EventName.productsFailed.rawValue, EventName.productSelected.rawValue, EventName.productsPartial.rawValue, "final",
            EventName.purchaseStarted.rawValue, EventName.purchaseCompleted.rawValue, EventName.paywallClosed.rawValue
        ]
        // What a change of who makes the purchase (observer mode, the purchase path) touches.
        let purchaseOutcome = [
            EventName.purchaseStarted.rawValue, EventName.purchaseCompleted.rawValue, EventName.purchaseFailed.rawValue,
            EventName.purchaseCancelled.rawValue, EventName.paywallClosed.rawValue, "final"
        ]
        return [
            .restoreStart: GateFacts(
                summary: "paywallControllerDidStartRestore reports the start of a restore",
                code: "\(history): \"2.x (AdaptyUI-iOS 2.11.3, Sources/AdaptyUI+Public.swift): … paywallControllerDidStartRestore only from 2.1.0\"",
                advice: "implement it if the app shows progress while a restore runs",
                events: [EventName.restoreStarted.rawValue],
                introduces: [AdaptyCallback.didStartRestore.rawValue],
                declares: ["delegate paywallControllerDidStartRestore(_:)"]),
            .swiftUIModifier: GateFacts(
                summary: "the SwiftUI .paywall modifier exists",
                code: "the View.paywall modifier first exists at AdaptyUI-iOS 2.1.0 (Sources/AdaptyUI+SwiftUI/SwiftUIExtensions.swift)",
                advice: "present the paywall with `.paywall(…)` from SwiftUI, or keep the controller",
                declares: Set(
                    [
                        "didPerformAction", "didSelectProduct", "didStartPurchase", "didFinishPurchase", "didFailPurchase", "didCancelPurchase",
                        "didStartRestore", "didFinishRestore", "didFailRestore", "didFailRendering", "didFailLoadingProducts"
                    ].map { "swiftui " + $0 })),
            .observerModeDelegate: GateFacts(
                summary: "observer-mode purchases go to an AdaptyObserverModeDelegate",
                code:
                    "\(history): \"2.x: … observer mode via a separate delegate, purchases only\"; AdaptyObserverModeDelegate first exists at AdaptyUI-iOS 2.11.0",
                advice: "pass an observer-mode delegate to make the purchases yourself",
                events: purchaseOutcome,
                declares: ["observer-delegate " + AdaptyNative.observerPurchaseDelegate, "isolation AdaptyObserverModeDelegate"]),
            .observerModeDelegateRemoved: GateFacts(
                summary: "AdaptyObserverModeDelegate is gone and no resolver exists yet: in observer mode the SDK purchases itself",
                code:
                    "SDK-FACTS, Adapty iOS, \"Checked against the repository's tags\": \"AdaptyObserverModeResolver first exists at tag 3.0.1 (absent at 3.0.0)\"; AdaptySDK-iOS 3.0.0's AdaptyUI has no AdaptyObserverModeDelegate either",
                advice: "in observer mode, upgrade to 3.0.1 or later for the resolver: 3.0.0 purchases through the SDK",
                events: purchaseOutcome,
                declares: ["observer-delegate " + AdaptyNative.observerPurchaseDelegate, "isolation AdaptyObserverModeDelegate"]),
            .observerModeResolver: GateFacts(
                summary: "observer mode goes to an AdaptyObserverModeResolver instead of an observer-mode delegate",
                code:
                    "SDK-FACTS, Adapty iOS, \"Checked against the repository's tags\": \"AdaptyObserverModeResolver first exists at tag 3.0.1 (absent at 3.0.0)\"; SDK-FACTS, Adapty iOS: \"Observer mode: with an observer-mode resolver, the SDK calls the resolver\"",
                advice: "move the purchase code from the observer-mode delegate to the resolver's method",
                events: purchaseOutcome,
                declares: ["resolver " + AdaptyNative.observerPurchase, "isolation AdaptyObserverModeResolver"]),
            .swiftUIObserverModeResolver: GateFacts(
                summary: "the .paywall modifier takes an observerModeResolver: before it, observer-mode purchases from .paywall went through the SDK",
                code:
                    "View.paywall(…) gets its observerModeResolver: parameter at AdaptySDK-iOS 3.0.2 (AdaptyUI/Rendering/Wrappers/AdaptyPaywallViewModifier.swift); at 3.0.1 only AdaptyUI.paywallController(…) and AdaptyPaywallViewModifier.init took it (0e0f77a9)",
                advice:
                    "pass `observerModeResolver:` to `.paywall(…)`: before 3.0.2, wrap AdaptyPaywallViewModifier yourself or purchases go through the SDK",
                events: [
                    EventName.purchaseStarted.rawValue, EventName.purchaseCompleted.rawValue, EventName.purchaseFailed.rawValue,
                    EventName.purchaseCancelled.rawValue, EventName.paywallClosed.rawValue, "final"
                ]),
            .delegatePublicDefaults: GateFacts(
                summary:
                    "didPerform, didCancelPurchase, paywallControllerDidStartRestore and didFailRenderingWith get public default implementations",
                code:
                    "AdaptyUI/AdaptyUI+DefaultConfiguration.swift at AdaptySDK-iOS 3.0.1 (as at AdaptyUI-iOS 2.x): didPerform and paywallControllerDidStartRestore are internal, didCancelPurchase has no default and didFailRenderingWith's takes Error, not the requirement's AdaptyError; all four public and matching at 3.0.2",
                advice: "leave out the four methods whose defaults you want; before 3.0.2 every one must be implemented",
                // Leaving a method out lets its default run (the close on `.close`); before, the setup is refused.
                events: [
                    EventName.action.rawValue, EventName.paywallClosed.rawValue, "final", EventName.purchaseCancelled.rawValue,
                    EventName.restoreStarted.rawValue, EventName.renderFailed.rawValue
                ],
                // The default extension's public members, read at the tags (`delegate-default`).
                declares: Set(
                    [
                        "paywallController(_:didPerform:)", "paywallController(_:didCancelPurchase:)", "paywallControllerDidStartRestore(_:)",
                        "paywallController(_:didFailRenderingWith:)"
                    ].map { "delegate-default " + $0 })),
            .delegateMainActor: GateFacts(
                summary: "AdaptyPaywallControllerDelegate becomes @MainActor (AnyObject instead of NSObject); the resolvers become Sendable",
                code:
                    "AdaptyUI/AdaptyUI+Public.swift at AdaptySDK-iOS 3.2.0: `@MainActor public protocol AdaptyPaywallControllerDelegate: AnyObject` (was `: NSObject`, no isolation), AdaptyTagResolver and AdaptyTimerResolver `@MainActor … : Sendable`, AdaptyObserverModeResolver `: Sendable`",
                advice: "make the delegate's conformance main-actor isolated (or the class @MainActor), and the resolvers Sendable",
                // Every delegate callback is now delivered to a main-actor-isolated conformance; none changes.
                events: [
                    EventName.action.rawValue, EventName.productSelected.rawValue, EventName.purchaseStarted.rawValue,
                    EventName.purchaseCompleted.rawValue, EventName.purchaseFailed.rawValue, EventName.restoreStarted.rawValue,
                    EventName.restoreCompleted.rawValue, EventName.restoreFailed.rawValue, EventName.renderFailed.rawValue,
                    EventName.productsFailed.rawValue
                ],
                // The protocols' attributes and inheritance, read at the tags (`isolation`).
                declares: ["isolation AdaptyPaywallControllerDelegate", "isolation AdaptyObserverModeResolver"]),
            .swiftUIAlerts: GateFacts(
                summary: "the .paywall modifier draws the app's alert (showAlertItem, showAlertBuilder) over the paywall",
                code:
                    "View.paywall(…) takes showAlertItem: Binding<AlertItem?> and showAlertBuilder from AdaptySDK-iOS 3.0.2 (AdaptyUI/Rendering/Wrappers/AdaptyPaywallViewModifier.swift); adapty-ios-paywall-events, SwiftUI parameter table: showAlertItem \"Привязка, управляющая отображением элементов оповещения поверх пейвола\"",
                advice: "pass `showAlertItem` and `showAlertBuilder` to show your own alert over the paywall",
                events: [EventName.alertShown.rawValue],
                capability: .appAlerts,
                observes: [EventName.alertShown.rawValue]),
            .swiftUIAlertsIgnored: GateFacts(
                summary: "the .paywall modifier takes showAlertItem but never draws the app's alert",
                code:
                    "AdaptyPaywallViewModifier.body at AdaptySDK-iOS 3.2.0 … 3.3.0 builds AdaptyPaywallView_Internal(showDebugOverlay: false) without the showAlertItem/showAlertBuilder it still takes, so the app's alert is never drawn",
                advice: "on 3.2.0 … 3.3.0 present your alert outside the paywall, or upgrade to 3.3.1",
                events: [EventName.alertShown.rawValue]),
            .swiftUIAlertsRestored: GateFacts(
                summary: "the .paywall modifier draws the app's alert over the paywall again",
                code:
                    "AdaptySDK-iOS 3.3.1 passes showAlertItem and showAlertBuilder to the paywall view again (AdaptyUI/Rendering/Wrappers/AdaptyPaywallViewModifier.swift)",
                advice: "nothing: alerts passed through `showAlertItem` show again",
                events: [EventName.alertShown.rawValue]),
            .webOpenIn: GateFacts(
                summary: "a web paywall can open in an in-app browser over the paywall, as the paywall's button says",
                code:
                    "Adapty.openWebPaywall opens the URL with UIApplication.shared.open only up to AdaptySDK-iOS 3.14.1 (Sources/WebPaywall/Adapty+WebPaywall.swift); from 3.15.0 the paywall's openWebPaywall action carries openIn and .browserInApp opens an in-app browser (Sources.UIBuilder/UIBuilder/Logic/AdaptyUIProductsViewModel.swift)",
                advice: "expect didAppear/didDisappear for a web paywall opened in the in-app browser; the paywall stays under it",
                events: [EventName.webBrowserOpened.rawValue, EventName.webBrowserClosed.rawValue],
                capability: .inAppBrowser),
            .openURLPresentation: GateFacts(
                summary: "the .openURL action carries where to open the link (openURL(url:in:)), and the default opens it there",
                code:
                    "AdaptyUI.Action.openURL(url:) becomes openURL(url:in: AdaptyWebPresentation) at AdaptySDK-iOS 3.17.0, and the delegate's default didPerform opens the link in that presentation (Sources.AdaptyUI/AdaptyUI+Public.swift, AdaptyUI+DefaultConfiguration.swift)",
                advice: "match `.openURL(url, _)` (or `.openURL(url: url, in: presentation)`) in didPerform and open the link where it says",
                events: [EventName.action.rawValue, "link"]),
            .swiftUIOptionalClosures: GateFacts(
                summary: "the .paywall modifier's didPerformAction and didFinishPurchase become optional, with defaults",
                code:
                    "the .paywall modifier's didPerformAction and didFinishPurchase are non-optional in AdaptyUI-iOS 2.x and optional, with defaults, from AdaptySDK-iOS 3.0.0 (AdaptyUI/Rendering/Wrappers/AdaptyPaywallViewModifier.swift)",
                advice: "leave out the closures whose defaults you want (close on `.close`, dismiss after a purchase)",
                // Leaving the closures out lets their defaults close the paywall.
                events: [EventName.action.rawValue, EventName.paywallClosed.rawValue, "final"],
                declares: ["swiftui didPerformAction", "swiftui didFinishPurchase"]),
            .cancelThroughFinish: GateFacts(
                summary: "didCancelPurchase is removed: a cancel arrives as didFinishPurchase(.userCancelled)",
                code: "\(history): \"3.2.0: didCancelPurchase removed (cancel comes through didFinishPurchase(.userCancelled))\"",
                events: [EventName.purchaseCancelled.rawValue],
                retires: [AdaptyCallback.didCancelPurchase.rawValue],
                declares: [
                    "delegate paywallController(_:didCancelPurchase:)", "delegate-default paywallController(_:didCancelPurchase:)",
                    "swiftui didCancelPurchase"
                ]),
            .purchaseResult: GateFacts(
                summary: "didFinishPurchase takes purchaseResult instead of purchasedInfo",
                code: "\(history): \"3.2.0: … purchasedInfo became purchaseResult\"",
                advice: "take `purchaseResult` and switch over `.success(profile, transaction)`, `.userCancelled` and `.pending`",
                events: [EventName.purchaseCompleted.rawValue],
                declares: [
                    "delegate paywallController(_:didFinishPurchase:purchasedInfo:)",
                    "delegate paywallController(_:didFinishPurchase:purchaseResult:)", "swiftui didFinishPurchase",
                    "delegate-default paywallController(_:didFinishPurchase:purchasedInfo:)",
                    "delegate-default paywallController(_:didFinishPurchase:purchaseResult:)"
                ],
                capability: .purchaseResult),
            .pendingResult: GateFacts(
                summary: "a pending purchase finishes with didFinishPurchase(.pending)",
                code:
                    "\(delegate): \"Pending: didStartPurchase → didFinishPurchase(.pending)\"; before 3.2.0 no pending result (docs/adapters/adapty.md, reading 3)",
                events: [EventName.purchasePending.rawValue]),
            .dismissUnlessCancelled: GateFacts(
                summary: "the default after didFinishPurchase dismisses unless cancelled: a pending purchase closes the paywall",
                code:
                    "\(history): \"3.2.0: … default becomes 'dismiss unless cancelled'\"; \(delegate): \"Default for didFinishPurchase: dismiss unless cancelled — so .pending dismisses too\"",
                events: ["final", EventName.paywallClosed.rawValue]),
            .partialLoadCallback: GateFacts(
                summary: "didPartiallyLoadProducts reports products that did not load, once per loading phase",
                code: "\(history): \"3.2.0: … didPartiallyLoadProducts added\"",
                advice: "implement it to learn which products failed to load",
                events: [EventName.productsPartial.rawValue],
                introduces: [AdaptyCallback.didPartiallyLoadProducts.rawValue],
                declares: [
                    "delegate paywallController(_:didPartiallyLoadProducts:)", "delegate-default paywallController(_:didPartiallyLoadProducts:)"
                ],
                capability: .partialProducts,
                observes: [EventName.productsPartial.rawValue]),
            .selectProductType: GateFacts(
                summary: "didSelectProduct takes an AdaptyPaywallProductWithoutDeterminingOffer instead of an AdaptyPaywallProduct",
                code:
                    "SDK-FACTS, Adapty iOS, \"Checked against the repository's tags\": \"3.2.0: didSelectProduct's parameter type changes from AdaptyPaywallProduct to AdaptyPaywallProductWithoutDeterminingOffer\"",
                advice: "take `AdaptyPaywallProductWithoutDeterminingOffer` (SwiftUI: `AdaptyProduct`) in didSelectProduct",
                events: [EventName.productSelected.rawValue],
                declares: ["delegate paywallController(_:didSelectProduct:)", "swiftui didSelectProduct"]),
            .appearanceCallbacks: GateFacts(
                summary: "paywallControllerDidAppear and paywallControllerDidDisappear report the paywall's appearance",
                code: "\(history): \"3.5.0 appear/disappear added\"",
                advice: "move code that ran on your own dismissal or presentation into these callbacks",
                events: [EventName.paywallShown.rawValue, EventName.paywallClosed.rawValue],
                introduces: [AdaptyCallback.didAppear.rawValue, AdaptyCallback.didDisappear.rawValue],
                declares: [
                    "delegate paywallControllerDidAppear(_:)", "delegate paywallControllerDidDisappear(_:)", "swiftui didAppear",
                    "swiftui didDisappear", "delegate-default paywallControllerDidAppear(_:)", "delegate-default paywallControllerDidDisappear(_:)"
                ],
                capability: .appearCallbacks,
                observes: [EventName.paywallShown.rawValue]),
            .swipeThroughDisappear: GateFacts(
                summary: "a sheet swiped down is told through paywallControllerDidDisappear",
                code:
                    "\(history): \"3.5.0 appear/disappear added\": a swipe-dismissed sheet reaches the app through paywallControllerDidDisappear instead of UIKit's presentationControllerDidDismiss alone",
                advice: "move code from `presentationControllerDidDismiss(_:)` to `paywallControllerDidDisappear(_:)`",
                events: [EventName.paywallClosed.rawValue]),
            .swiftUIPartialLoad: GateFacts(
                summary: "the .paywall modifier gets a didPartiallyLoadProducts closure",
                code:
                    "the .paywall modifier gets its didPartiallyLoadProducts closure at AdaptySDK-iOS 3.5.0 (the delegate method exists from 3.2.0)",
                advice: "pass `didPartiallyLoadProducts` to learn which products failed to load",
                events: [EventName.productsPartial.rawValue],
                introduces: [AdaptyCallback.didPartiallyLoadProducts.rawValue],
                declares: ["swiftui didPartiallyLoadProducts"]),
            .swiftUIPlaceholder: GateFacts(
                summary: "the .paywall modifier draws the app's placeholderBuilder view while the paywall loads",
                code:
                    "adapty-ios-paywall-events, SwiftUI parameter table: placeholderBuilder \"Функция для рендеринга представления-заглушки, пока пейвол загружается\"; the .paywall modifier takes it from AdaptySDK-iOS 3.5.0 and draws it while its paywallConfiguration is nil (AdaptyUI/Rendering/Wrappers/AdaptyPaywallViewModifier.swift)",
                advice: "pass `placeholderBuilder` to draw your own view while the paywall loads",
                events: [EventName.paywallLoading.rawValue],
                declares: ["swiftui placeholderBuilder"],
                capability: .loadingPlaceholder,
                observes: [EventName.paywallLoading.rawValue]),
            .webPaywall: GateFacts(
                summary: "web paywalls: didFinishWebPaymentNavigation reports the web paywall URL opened (or failed to)",
                code:
                    "\(history): \"3.6.0 didFinishWebPaymentNavigation added\"; SDK-FACTS, Adapty iOS: \"Web paywall (3.6.0+): no didStartPurchase; the URL opens; didFinishWebPaymentNavigation(product, error?) fires when the URL opened\"",
                advice: "implement it if the paywall offers web purchases; it fires when the URL opened, not when payment completes",
                events: [EventName.webPurchaseFinished.rawValue, EventName.webPurchaseStarted.rawValue],
                introduces: [AdaptyCallback.didFinishWebPaymentNavigation.rawValue, AdaptyOptions.webNavigationErrorKey],
                declares: [
                    "delegate paywallController(_:didFinishWebPaymentNavigation:error:)", "swiftui didFinishWebPaymentNavigation",
                    "delegate-default paywallController(_:didFinishWebPaymentNavigation:error:)"
                ],
                capability: .webPurchase,
                observes: [String(EventName.webPurchaseStarted.family)]),
            .renderErrorType: GateFacts(
                summary: "didFailRenderingWith takes an AdaptyUIError instead of an AdaptyError",
                code:
                    "SDK-FACTS, Adapty iOS, \"Checked against the repository's tags\": \"3.8.0: didFailRenderingWith error: changes type from AdaptyError to AdaptyUIError\"",
                advice: "take `AdaptyUIError` in didFailRenderingWith",
                events: [EventName.renderFailed.rawValue],
                declares: ["delegate paywallController(_:didFailRenderingWith:)", "swiftui didFailRendering"]),
            .retryWhileOnScreen: GateFacts(
                summary: "returning true from didFailLoadingProducts reloads only while the paywall is on screen",
                code:
                    "SDK-FACTS, Adapty iOS, \"Products load failure\": \"true → the code waits exactly 2 s and then reloads — 3.0 … 3.10.x: unconditionally; 3.11 … 3.12.x: only while the paywall is on screen\"",
                advice: "do not count on a reload after the paywall closed",
                events: productsReload),
            .automaticSelection: GateFacts(
                summary: "didSelectProduct also reports the preselected product, once per appearance",
                code:
                    "SDK-FACTS, Adapty iOS, \"Checked against the repository's tags\": \"3.14.0: the automatic didSelectProduct for the default (preselected) product arrives … From 3.0.0 to 3.12.1 didSelectProduct fires only from a user's tap\"; \(delegate): \"didSelectProduct — … once automatically per product group when the selection is first rendered\"",
                advice: "do not read it as a user's tap: it also fires when the selection is first rendered",
                events: [EventName.productSelected.rawValue],
                capability: .automaticSelection),
            .retryNever: GateFacts(
                summary: "returning true from didFailLoadingProducts never reloads a paywall's products",
                code:
                    "SDK-FACTS, Adapty iOS, \"Products load failure\": \"3.14.0 … 3.17.2: only if an 'appeared' flag is set, which nothing in the paywall code sets … so the documented retry never happens for paywalls\"",
                advice: "returning true no longer reloads: present the paywall again, or show an error, yourself",
                events: productsReload),
            .restoreResolver: GateFacts(
                summary: "in observer mode, restores go to the resolver instead of the delegate's restore callbacks",
                code:
                    "\(history): \"3.15.0 restore resolver for observer mode\"; SDK-FACTS, Adapty iOS: \"From 3.15 the restore callbacks are likewise replaced by a restore resolver\"",
                advice: "in observer mode, restore in the resolver's restore method; the delegate's restore callbacks no longer fire",
                events: [EventName.restoreStarted.rawValue, EventName.restoreCompleted.rawValue, EventName.restoreFailed.rawValue],
                declares: ["resolver " + AdaptyNative.observerRestore],
                capability: .restoreResolver),
            .resolverMainActor: GateFacts(
                summary: "the observer-mode resolver's onStartPurchase/onFinishPurchase closures are @MainActor",
                code: "AdaptyObserverModeResolver's onStartPurchase/onFinishPurchase closures become @MainActor at AdaptySDK-iOS 3.15.0",
                advice: "call onStartPurchase and onFinishPurchase on the main actor",
                events: purchaseOutcome,
                declares: ["resolver " + AdaptyNative.observerPurchase]),
            .resolverSendable: GateFacts(
                summary: "the observer-mode resolver's onStart/onFinish closures are @MainActor @Sendable",
                code: "AdaptyObserverModeResolver's onStart/onFinish closures become @MainActor @Sendable at AdaptySDK-iOS 3.15.5",
                advice: "mark the closures you pass on `@Sendable`; call them on the main actor",
                events: purchaseOutcome,
                declares: ["resolver " + AdaptyNative.observerPurchase, "resolver " + AdaptyNative.observerRestore]),
            .swiftUIDefaultRetry: GateFacts(
                summary: "without a didFailLoadingProducts closure the SwiftUI modifier answers true (retry); the UIKit default answers false",
                code:
                    "SDK-FACTS, Adapty iOS, \"Products load failure\": \"UIKit default returns false; the SwiftUI .paywall modifier defaults to retry (true)\"; AdaptyUI-iOS 2.x's modifier defaults to { _ in false }",
                advice: "pass `didFailLoadingProducts` and return what you mean: the default answers differ between the surfaces",
                // The default answer decides whether a reload reports the failure again, or renders products.
                events: [EventName.productsFailed.rawValue, EventName.productSelected.rawValue, EventName.productsPartial.rawValue, "final"],
                declares: ["swiftui didFailLoadingProducts"])

        ]
    }()

    /// What the app's code must do on `surface`: the row's advice, or, where it names the method that
    /// finishes a purchase, whose spelling depends on the surface, worded here.
    func advice(on surface: AdaptySurface) -> String {
        let (_, new) = features(on: surface)
        let finish = "`\(AdaptyCallback.didFinishPurchase.native(on: surface, features: new))`"
        switch self {
        case .cancelThroughFinish: return "delete the method; handle `.userCancelled` in \(finish)"
        case .pendingResult: return "handle `.pending` in \(finish): a deferred (Ask to Buy) purchase now reports it"
        case .dismissUnlessCancelled: return "implement \(finish) yourself if the paywall must stay on screen for a pending purchase"
        default: return facts.advice ?? ""
        }
    }

    /// The app's method the gate is about, before and after it, on `surface`.
    func methods(on surface: AdaptySurface) -> (before: String?, after: String?) {
        let (old, new) = features(on: surface)
        func native(_ callback: AdaptyCallback, _ features: AdaptyFeatures) -> String { callback.native(on: surface, features: features) }
        let loading = native(.didFailLoadingProducts, new) + " -> Bool"
        switch self {
        case .restoreStart: return (nil, native(.didStartRestore, new))
        case .automaticSelection: return (nil, native(.didSelectProduct, new))
        case .selectProductType: return (native(.didSelectProduct, new), native(.didSelectProduct, new))
        case .observerModeDelegate: return (native(.didStartPurchase, new), AdaptyNative.observerPurchaseDelegate)
        case .observerModeDelegateRemoved: return (AdaptyNative.observerPurchaseDelegate, native(.didStartPurchase, new))
        case .observerModeResolver, .swiftUIObserverModeResolver: return (native(.didStartPurchase, new), AdaptyNative.observerPurchase)
        case .delegatePublicDefaults: return (native(.didPerformAction, new), native(.didPerformAction, new))
        case .delegateMainActor: return (native(.didPerformAction, new), native(.didPerformAction, new))
        case .webOpenIn: return (nil, native(.didAppear, new))
        case .swiftUIAlerts, .swiftUIAlertsIgnored, .swiftUIAlertsRestored: return (nil, AdaptyNative.appAlert)
        case .openURLPresentation: return (native(.didPerformAction, new), native(.didPerformAction, new))
        case .resolverSendable, .resolverMainActor: return (AdaptyNative.observerPurchase, AdaptyNative.observerPurchase)
        case .swiftUIModifier: return (nil, native(.didPerformAction, new))
        case .swiftUIOptionalClosures: return (native(.didPerformAction, new), native(.didPerformAction, new))
        case .swipeThroughDisappear: return (AdaptyNative.sheetSwiped, native(.didDisappear, new))
        case .swiftUIPartialLoad: return (nil, native(.didPartiallyLoadProducts, new))
        case .swiftUIPlaceholder: return (nil, AdaptyNative.placeholder)
        case .renderErrorType: return (native(.didFailRendering, new), native(.didFailRendering, new))
        case .cancelThroughFinish: return (native(.didCancelPurchase, old), native(.didFinishPurchase, new))
        case .purchaseResult: return (native(.didFinishPurchase, old), native(.didFinishPurchase, new))
        case .pendingResult, .dismissUnlessCancelled: return (nil, native(.didFinishPurchase, new))
        case .partialLoadCallback: return (nil, native(.didPartiallyLoadProducts, new))
        case .appearanceCallbacks: return (nil, native(.didAppear, new))
        case .webPaywall: return (nil, native(.didFinishWebPaymentNavigation, new))
        case .retryWhileOnScreen, .retryNever: return (loading, loading)
        case .restoreResolver: return (native(.didStartRestore, new), AdaptyNative.observerRestore)
        case .swiftUIDefaultRetry:
            return (
                AdaptyCallback.didFailLoadingProducts.native(on: .uikit, features: new) + " -> Bool",
                AdaptyCallback.didFailLoadingProducts.native(on: .swiftui, features: new) + " -> Bool"
            )
        }
    }

    /// The app's other methods the gate concerns, on `surface`.
    func otherMethods(on surface: AdaptySurface) -> [String] {
        let features = AdaptyFeatures(version: since, surface: surface)
        switch self {
        case .appearanceCallbacks: return [AdaptyCallback.didDisappear.native(on: surface, features: features)]
        case .restoreResolver: return [AdaptyCallback.didFinishRestore, .didFailRestore].map { $0.native(on: surface, features: features) }
        case .resolverSendable: return [AdaptyNative.observerRestore]
        case .observerModeDelegate, .observerModeDelegateRemoved, .observerModeResolver, .swiftUIObserverModeResolver:
            return [AdaptyCallback.didFinishPurchase, .didFailPurchase].map { $0.native(on: surface, features: features) }
        case .swiftUIOptionalClosures: return [AdaptyCallback.didFinishPurchase.native(on: surface, features: features)]
        case .delegatePublicDefaults:
            return [AdaptyCallback.didCancelPurchase, .didStartRestore, .didFailRendering].map { $0.native(on: surface, features: features) }
        default: return []
        }
    }

    /// The gate as a value a migration report reads, with the methods of `surface`.
    func versionGate(on surface: AdaptySurface) -> VersionGate {
        let (before, after) = methods(on: surface)
        return migrationGate(
            variant: self.surface?.rawValue, before: before, after: after, others: otherMethods(on: surface), advice: advice(on: surface),
            events: events, introduces: introduced, retires: facts.retires, declaration: declaration(of: after, on: surface))
    }

    /// The features just before the gate (the oldest modelled version) and at it, on `surface`.
    private func features(on surface: AdaptySurface) -> (old: AdaptyFeatures, new: AdaptyFeatures) {
        (AdaptyFeatures(version: AdaptyVersion(2, 0), surface: surface), AdaptyFeatures(version: since, surface: surface))
    }
}
