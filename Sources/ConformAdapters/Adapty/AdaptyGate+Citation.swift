import ConformKit

/// What each gate tells a migration report: the kind of change the app sees, the citation behind
/// it, the app's methods before and after, and what the app's code must do.
extension AdaptyGate {
    /// Where SDK-FACTS keeps the Adapty version history.
    private static let history = "SDK-FACTS, Adapty iOS, \"Version history of the delegate\""
    /// Where SDK-FACTS reads the delegate of 3.17.2.
    private static let delegate = "SDK-FACTS, Adapty iOS, \"Delegate (3.17.2, Sources.AdaptyUI/AdaptyUI+Public.swift)\""

    /// The citation: the SDK-FACTS line (or the model's documented reading) behind the gate.
    var source: String {
        let read = origin.reading
        switch self {
        case .swiftUIModifier:
            return "the View.paywall modifier first exists at AdaptyUI-iOS 2.1.0 (Sources/AdaptyUI+SwiftUI/SwiftUIExtensions.swift); \(read)"
        case .observerModeDelegate:
            return
                "\(Self.history): \"2.x: … observer mode via a separate delegate, purchases only\"; AdaptyObserverModeDelegate first exists at AdaptyUI-iOS 2.11.0; \(read)"
        case .observerModeDelegateRemoved:
            return
                "SDK-FACTS, Adapty iOS, \"Checked against the repository's tags\": \"AdaptyObserverModeResolver first exists at tag 3.0.1 (absent at 3.0.0)\"; AdaptySDK-iOS 3.0.0's AdaptyUI has no AdaptyObserverModeDelegate either; \(read)"
        case .swiftUIOptionalClosures:
            return
                "the .paywall modifier's didPerformAction and didFinishPurchase are non-optional in AdaptyUI-iOS 2.x and optional, with defaults, from AdaptySDK-iOS 3.0.0 (AdaptyUI/Rendering/Wrappers/AdaptyPaywallViewModifier.swift); \(read)"
        case .selectProductType:
            return
                "SDK-FACTS, Adapty iOS, \"Checked against the repository's tags\": \"3.2.0: didSelectProduct's parameter type changes from AdaptyPaywallProduct to AdaptyPaywallProductWithoutDeterminingOffer\"; \(read)"
        case .swipeThroughDisappear:
            return
                "\(Self.history): \"3.5.0 appear/disappear added\": a swipe-dismissed sheet reaches the app through paywallControllerDidDisappear instead of UIKit's presentationControllerDidDismiss alone; \(read)"
        case .swiftUIPlaceholder:
            return
                "adapty-ios-paywall-events, SwiftUI parameter table: placeholderBuilder \"Функция для рендеринга представления-заглушки, пока пейвол загружается\"; the .paywall modifier takes it from AdaptySDK-iOS 3.5.0 and draws it while its paywallConfiguration is nil (AdaptyUI/Rendering/Wrappers/AdaptyPaywallViewModifier.swift); \(read)"
        case .swiftUIPartialLoad:
            return
                "the .paywall modifier gets its didPartiallyLoadProducts closure at AdaptySDK-iOS 3.5.0 (the delegate method exists from 3.2.0); \(read)"
        case .renderErrorType:
            return
                "SDK-FACTS, Adapty iOS, \"Checked against the repository's tags\": \"3.8.0: didFailRenderingWith error: changes type from AdaptyError to AdaptyUIError\"; \(read)"
        case .swiftUIObserverModeResolver:
            return
                "View.paywall(…) gets its observerModeResolver: parameter at AdaptySDK-iOS 3.0.2 (AdaptyUI/Rendering/Wrappers/AdaptyPaywallViewModifier.swift); at 3.0.1 only AdaptyUI.paywallController(…) and AdaptyPaywallViewModifier.init took it (0e0f77a9); \(read)"
        case .delegatePublicDefaults:
            return
                "AdaptyUI/AdaptyUI+DefaultConfiguration.swift at AdaptySDK-iOS 3.0.1 (as at AdaptyUI-iOS 2.x): didPerform and paywallControllerDidStartRestore are internal, didCancelPurchase has no default and didFailRenderingWith's takes Error, not the requirement's AdaptyError; all four public and matching at 3.0.2; \(read)"
        case .swiftUIAlerts:
            return
                "View.paywall(…) takes showAlertItem: Binding<AlertItem?> and showAlertBuilder from AdaptySDK-iOS 3.0.2 (AdaptyUI/Rendering/Wrappers/AdaptyPaywallViewModifier.swift); adapty-ios-paywall-events, SwiftUI parameter table: showAlertItem \"Привязка, управляющая отображением элементов оповещения поверх пейвола\"; \(read)"
        case .swiftUIAlertsIgnored:
            return
                "AdaptyPaywallViewModifier.body at AdaptySDK-iOS 3.2.0 … 3.3.0 builds AdaptyPaywallView_Internal(showDebugOverlay: false) without the showAlertItem/showAlertBuilder it still takes, so the app's alert is never drawn; \(read)"
        case .swiftUIAlertsRestored:
            return
                "AdaptySDK-iOS 3.3.1 passes showAlertItem and showAlertBuilder to the paywall view again (AdaptyUI/Rendering/Wrappers/AdaptyPaywallViewModifier.swift); \(read)"
        case .webOpenIn:
            return
                "Adapty.openWebPaywall opens the URL with UIApplication.shared.open only up to AdaptySDK-iOS 3.14.1 (Sources/WebPaywall/Adapty+WebPaywall.swift); from 3.15.0 the paywall's openWebPaywall action carries openIn and .browserInApp opens an in-app browser (Sources.UIBuilder/UIBuilder/Logic/AdaptyUIProductsViewModel.swift); \(read)"
        case .openURLPresentation:
            return
                "AdaptyUI.Action.openURL(url:) becomes openURL(url:in: AdaptyWebPresentation) at AdaptySDK-iOS 3.17.0, and the delegate's default didPerform opens the link in that presentation (Sources.AdaptyUI/AdaptyUI+Public.swift, AdaptyUI+DefaultConfiguration.swift); \(read)"
        case .delegateMainActor:
            return
                "AdaptyUI/AdaptyUI+Public.swift at AdaptySDK-iOS 3.2.0: `@MainActor public protocol AdaptyPaywallControllerDelegate: AnyObject` (was `: NSObject`, no isolation), AdaptyTagResolver and AdaptyTimerResolver `@MainActor … : Sendable`, AdaptyObserverModeResolver `: Sendable`; \(read)"
        case .resolverMainActor:
            return "AdaptyObserverModeResolver's onStartPurchase/onFinishPurchase closures become @MainActor at AdaptySDK-iOS 3.15.0; \(read)"
        case .resolverSendable:
            return "AdaptyObserverModeResolver's onStart/onFinish closures become @MainActor @Sendable at AdaptySDK-iOS 3.15.5; \(read)"
        case .restoreStart:
            return
                "\(Self.history): \"2.x (AdaptyUI-iOS 2.11.3, Sources/AdaptyUI+Public.swift): … paywallControllerDidStartRestore only from 2.1.0\"; \(read)"
        case .automaticSelection:
            return
                "SDK-FACTS, Adapty iOS, \"Checked against the repository's tags\": \"3.14.0: the automatic didSelectProduct for the default (preselected) product arrives … From 3.0.0 to 3.12.1 didSelectProduct fires only from a user's tap\"; \(Self.delegate): \"didSelectProduct — … once automatically per product group when the selection is first rendered\"; \(read)"
        case .observerModeResolver:
            return
                "SDK-FACTS, Adapty iOS, \"Checked against the repository's tags\": \"AdaptyObserverModeResolver first exists at tag 3.0.1 (absent at 3.0.0)\"; SDK-FACTS, Adapty iOS: \"Observer mode: with an observer-mode resolver, the SDK calls the resolver\"; \(read)"
        case .cancelThroughFinish:
            return "\(Self.history): \"3.2.0: didCancelPurchase removed (cancel comes through didFinishPurchase(.userCancelled))\"; \(read)"
        case .purchaseResult:
            return "\(Self.history): \"3.2.0: … purchasedInfo became purchaseResult\"; \(read)"
        case .pendingResult:
            return
                "\(Self.delegate): \"Pending: didStartPurchase → didFinishPurchase(.pending)\"; before 3.2.0 no pending result (docs/adapters/adapty.md, reading 3); \(read)"
        case .dismissUnlessCancelled:
            return
                "\(Self.history): \"3.2.0: … default becomes 'dismiss unless cancelled'\"; \(Self.delegate): \"Default for didFinishPurchase: dismiss unless cancelled — so .pending dismisses too\"; \(read)"
        case .partialLoadCallback:
            return "\(Self.history): \"3.2.0: … didPartiallyLoadProducts added\"; \(read)"
        case .appearanceCallbacks:
            return "\(Self.history): \"3.5.0 appear/disappear added\"; \(read)"
        case .webPaywall:
            return
                "\(Self.history): \"3.6.0 didFinishWebPaymentNavigation added\"; SDK-FACTS, Adapty iOS: \"Web paywall (3.6.0+): no didStartPurchase; the URL opens; didFinishWebPaymentNavigation(product, error?) fires when the URL opened\"; \(read)"
        case .retryWhileOnScreen:
            return
                "SDK-FACTS, Adapty iOS, \"Products load failure\": \"true → the code waits exactly 2 s and then reloads — 3.0 … 3.10.x: unconditionally; 3.11 … 3.12.x: only while the paywall is on screen\"; \(read)"
        case .retryNever:
            return
                "SDK-FACTS, Adapty iOS, \"Products load failure\": \"3.14.0 … 3.17.2: only if an 'appeared' flag is set, which nothing in the paywall code sets … so the documented retry never happens for paywalls\"; \(read)"
        case .restoreResolver:
            return
                "\(Self.history): \"3.15.0 restore resolver for observer mode\"; SDK-FACTS, Adapty iOS: \"From 3.15 the restore callbacks are likewise replaced by a restore resolver\"; \(read)"
        case .swiftUIDefaultRetry:
            return
                "SDK-FACTS, Adapty iOS, \"Products load failure\": \"UIKit default returns false; the SwiftUI .paywall modifier defaults to retry (true)\"; AdaptyUI-iOS 2.x's modifier defaults to { _ in false }; \(read)"
        }
    }

    /// One line on what changed.
    var summary: String {
        switch self {
        case .restoreStart: return "paywallControllerDidStartRestore reports the start of a restore"
        case .automaticSelection: return "didSelectProduct also reports the preselected product, once per appearance"
        case .observerModeResolver: return "observer mode goes to an AdaptyObserverModeResolver instead of an observer-mode delegate"
        case .cancelThroughFinish: return "didCancelPurchase is removed: a cancel arrives as didFinishPurchase(.userCancelled)"
        case .purchaseResult: return "didFinishPurchase takes purchaseResult instead of purchasedInfo"
        case .pendingResult: return "a pending purchase finishes with didFinishPurchase(.pending)"
        case .dismissUnlessCancelled: return "the default after didFinishPurchase dismisses unless cancelled: a pending purchase closes the paywall"
        case .partialLoadCallback: return "didPartiallyLoadProducts reports products that did not load, once per loading phase"
        case .appearanceCallbacks: return "paywallControllerDidAppear and paywallControllerDidDisappear report the paywall's appearance"
        case .webPaywall: return "web paywalls: didFinishWebPaymentNavigation reports the web paywall URL opened (or failed to)"
        case .retryWhileOnScreen: return "returning true from didFailLoadingProducts reloads only while the paywall is on screen"
        case .retryNever: return "returning true from didFailLoadingProducts never reloads a paywall's products"
        case .restoreResolver: return "in observer mode, restores go to the resolver instead of the delegate's restore callbacks"
        case .swiftUIDefaultRetry:
            return "without a didFailLoadingProducts closure the SwiftUI modifier answers true (retry); the UIKit default answers false"
        case .swiftUIModifier: return "the SwiftUI .paywall modifier exists"
        case .observerModeDelegate: return "observer-mode purchases go to an AdaptyObserverModeDelegate"
        case .observerModeDelegateRemoved:
            return "AdaptyObserverModeDelegate is gone and no resolver exists yet: in observer mode the SDK purchases itself"
        case .swiftUIOptionalClosures: return "the .paywall modifier's didPerformAction and didFinishPurchase become optional, with defaults"
        case .selectProductType: return "didSelectProduct takes an AdaptyPaywallProductWithoutDeterminingOffer instead of an AdaptyPaywallProduct"
        case .swipeThroughDisappear: return "a sheet swiped down is told through paywallControllerDidDisappear"
        case .swiftUIPartialLoad: return "the .paywall modifier gets a didPartiallyLoadProducts closure"
        case .swiftUIPlaceholder: return "the .paywall modifier draws the app's placeholderBuilder view while the paywall loads"
        case .renderErrorType: return "didFailRenderingWith takes an AdaptyUIError instead of an AdaptyError"
        case .resolverSendable: return "the observer-mode resolver's onStart/onFinish closures are @MainActor @Sendable"
        case .resolverMainActor: return "the observer-mode resolver's onStartPurchase/onFinishPurchase closures are @MainActor"
        case .swiftUIObserverModeResolver:
            return "the .paywall modifier takes an observerModeResolver: before it, observer-mode purchases from .paywall went through the SDK"
        case .delegatePublicDefaults:
            return "didPerform, didCancelPurchase, paywallControllerDidStartRestore and didFailRenderingWith get public default implementations"
        case .swiftUIAlerts: return "the .paywall modifier draws the app's alert (showAlertItem, showAlertBuilder) over the paywall"
        case .swiftUIAlertsIgnored: return "the .paywall modifier takes showAlertItem but never draws the app's alert"
        case .swiftUIAlertsRestored: return "the .paywall modifier draws the app's alert over the paywall again"
        case .webOpenIn: return "a web paywall can open in an in-app browser over the paywall, as the paywall's button says"
        case .openURLPresentation: return "the .openURL action carries where to open the link (openURL(url:in:)), and the default opens it there"
        case .delegateMainActor:
            return "AdaptyPaywallControllerDelegate becomes @MainActor (AnyObject instead of NSObject); the resolvers become Sendable"
        }
    }

    /// What the app's code must do.
    func advice(on surface: AdaptySurface) -> String {
        let (_, new) = features(on: surface)
        let finish = "`\(AdaptyCallback.didFinishPurchase.native(on: surface, features: new))`"
        switch self {
        case .restoreStart: return "implement it if the app shows progress while a restore runs"
        case .automaticSelection: return "do not read it as a user's tap: it also fires when the selection is first rendered"
        case .observerModeResolver: return "move the purchase code from the observer-mode delegate to the resolver's method"
        case .cancelThroughFinish: return "delete the method; handle `.userCancelled` in \(finish)"
        case .purchaseResult: return "take `purchaseResult` and switch over `.success(profile, transaction)`, `.userCancelled` and `.pending`"
        case .pendingResult: return "handle `.pending` in \(finish): a deferred (Ask to Buy) purchase now reports it"
        case .dismissUnlessCancelled: return "implement \(finish) yourself if the paywall must stay on screen for a pending purchase"
        case .partialLoadCallback: return "implement it to learn which products failed to load"
        case .appearanceCallbacks: return "move code that ran on your own dismissal or presentation into these callbacks"
        case .webPaywall: return "implement it if the paywall offers web purchases; it fires when the URL opened, not when payment completes"
        case .retryWhileOnScreen: return "do not count on a reload after the paywall closed"
        case .retryNever: return "returning true no longer reloads: present the paywall again, or show an error, yourself"
        case .restoreResolver: return "in observer mode, restore in the resolver's restore method; the delegate's restore callbacks no longer fire"
        case .swiftUIDefaultRetry: return "pass `didFailLoadingProducts` and return what you mean: the default answers differ between the surfaces"
        case .swiftUIModifier: return "present the paywall with `.paywall(…)` from SwiftUI, or keep the controller"
        case .observerModeDelegate: return "pass an observer-mode delegate to make the purchases yourself"
        case .observerModeDelegateRemoved: return "in observer mode, upgrade to 3.0.1 or later for the resolver: 3.0.0 purchases through the SDK"
        case .swiftUIOptionalClosures: return "leave out the closures whose defaults you want (close on `.close`, dismiss after a purchase)"
        case .selectProductType: return "take `AdaptyPaywallProductWithoutDeterminingOffer` (SwiftUI: `AdaptyProduct`) in didSelectProduct"
        case .swipeThroughDisappear: return "move code from `presentationControllerDidDismiss(_:)` to `paywallControllerDidDisappear(_:)`"
        case .swiftUIPartialLoad: return "pass `didPartiallyLoadProducts` to learn which products failed to load"
        case .swiftUIPlaceholder: return "pass `placeholderBuilder` to draw your own view while the paywall loads"
        case .renderErrorType: return "take `AdaptyUIError` in didFailRenderingWith"
        case .resolverSendable: return "mark the closures you pass on `@Sendable`; call them on the main actor"
        case .resolverMainActor: return "call onStartPurchase and onFinishPurchase on the main actor"
        case .swiftUIObserverModeResolver:
            return
                "pass `observerModeResolver:` to `.paywall(…)`: before 3.0.2, wrap AdaptyPaywallViewModifier yourself or purchases go through the SDK"
        case .delegatePublicDefaults: return "leave out the four methods whose defaults you want; before 3.0.2 every one must be implemented"
        case .swiftUIAlerts: return "pass `showAlertItem` and `showAlertBuilder` to show your own alert over the paywall"
        case .swiftUIAlertsIgnored: return "on 3.2.0 … 3.3.0 present your alert outside the paywall, or upgrade to 3.3.1"
        case .swiftUIAlertsRestored: return "nothing: alerts passed through `showAlertItem` show again"
        case .webOpenIn: return "expect didAppear/didDisappear for a web paywall opened in the in-app browser; the paywall stays under it"
        case .openURLPresentation:
            return "match `.openURL(url, _)` (or `.openURL(url: url, in: presentation)`) in didPerform and open the link where it says"
        case .delegateMainActor: return "make the delegate's conformance main-actor isolated (or the class @MainActor), and the resolvers Sendable"
        }
    }

    /// The canonical event names whose differences the gate explains (`final`: the final state).
    var events: [String] {
        switch self {
        case .restoreStart: return [EventName.restoreStarted.rawValue]
        case .automaticSelection, .selectProductType: return [EventName.productSelected.rawValue]
        case .observerModeResolver, .observerModeDelegate, .observerModeDelegateRemoved, .resolverSendable, .resolverMainActor,
            .swiftUIObserverModeResolver:
            return [
                EventName.purchaseStarted.rawValue, EventName.purchaseCompleted.rawValue, EventName.purchaseFailed.rawValue,
                EventName.purchaseCancelled.rawValue, EventName.paywallClosed.rawValue, "final"
            ]
        case .swiftUIModifier: return []
        // Every delegate callback is now delivered to a main-actor-isolated conformance; none changes.
        case .delegateMainActor:
            return [
                EventName.action.rawValue, EventName.productSelected.rawValue, EventName.purchaseStarted.rawValue,
                EventName.purchaseCompleted.rawValue, EventName.purchaseFailed.rawValue, EventName.restoreStarted.rawValue,
                EventName.restoreCompleted.rawValue, EventName.restoreFailed.rawValue, EventName.renderFailed.rawValue,
                EventName.productsFailed.rawValue
            ]
        case .swiftUIAlerts, .swiftUIAlertsIgnored, .swiftUIAlertsRestored: return [EventName.alertShown.rawValue]
        case .webOpenIn: return [EventName.webBrowserOpened.rawValue, EventName.webBrowserClosed.rawValue]
        case .openURLPresentation: return [EventName.action.rawValue, "link"]
        // Leaving a method out lets its default run (the close on `.close`); before, the setup is refused.
        case .delegatePublicDefaults:
            return [
                EventName.action.rawValue, EventName.paywallClosed.rawValue, "final", EventName.purchaseCancelled.rawValue,
                EventName.restoreStarted.rawValue, EventName.renderFailed.rawValue
            ]
        // Leaving the closures out lets their defaults close the paywall.
        case .swiftUIOptionalClosures: return [EventName.action.rawValue, EventName.paywallClosed.rawValue, "final"]
        case .swipeThroughDisappear: return [EventName.paywallClosed.rawValue]
        case .swiftUIPartialLoad: return [EventName.productsPartial.rawValue]
        case .swiftUIPlaceholder: return [EventName.paywallLoading.rawValue]
        case .renderErrorType: return [EventName.renderFailed.rawValue]
        case .cancelThroughFinish: return [EventName.purchaseCancelled.rawValue]
        case .purchaseResult: return [EventName.purchaseCompleted.rawValue]
        case .pendingResult: return [EventName.purchasePending.rawValue]
        case .dismissUnlessCancelled: return ["final", EventName.paywallClosed.rawValue]
        case .partialLoadCallback: return [EventName.productsPartial.rawValue]
        case .appearanceCallbacks: return [EventName.paywallShown.rawValue, EventName.paywallClosed.rawValue]
        case .webPaywall: return [EventName.webPurchaseFinished.rawValue, EventName.webPurchaseStarted.rawValue]
        case .swiftUIDefaultRetry:
            // The default answer decides whether a reload reports the failure again, or renders products.
            return [EventName.productsFailed.rawValue, EventName.productSelected.rawValue, EventName.productsPartial.rawValue, "final"]
        case .retryWhileOnScreen, .retryNever:
            // A reload reports the failure again, or the products it renders; an endless one never
            // settles; without one, a purchase tap on the products it would have loaded does nothing.
            return [
                EventName.productsFailed.rawValue, EventName.productSelected.rawValue, EventName.productsPartial.rawValue, "final",
                EventName.purchaseStarted.rawValue, EventName.purchaseCompleted.rawValue, EventName.paywallClosed.rawValue
            ]
        case .restoreResolver:
            return [EventName.restoreStarted.rawValue, EventName.restoreCompleted.rawValue, EventName.restoreFailed.rawValue]
        }
    }

    /// The host handlers and options that exist from the gate on.
    var introduces: [String] {
        switch self {
        case .restoreStart: return [AdaptyCallback.didStartRestore.rawValue]
        case .partialLoadCallback, .swiftUIPartialLoad: return [AdaptyCallback.didPartiallyLoadProducts.rawValue]
        case .appearanceCallbacks: return [AdaptyCallback.didAppear.rawValue, AdaptyCallback.didDisappear.rawValue]
        case .webPaywall: return [AdaptyCallback.didFinishWebPaymentNavigation.rawValue, AdaptyOptions.webNavigationErrorKey]
        default: return []
        }
    }

    /// The host handlers that no longer exist from the gate on.
    var retires: [String] {
        self == .cancelThroughFinish ? [AdaptyCallback.didCancelPurchase.rawValue] : []
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
        var introduced = introduces
        if let capability { introduced.insert(capability.rawValue, at: 0) }
        return migrationGate(
            variant: self.surface?.rawValue, before: before, after: after, others: otherMethods(on: surface), advice: advice(on: surface),
            events: events, introduces: introduced, retires: retires, declaration: declaration(of: after, on: surface))
    }

    /// The features just before the gate (the oldest modelled version) and at it, on `surface`.
    private func features(on surface: AdaptySurface) -> (old: AdaptyFeatures, new: AdaptyFeatures) {
        (AdaptyFeatures(version: AdaptyVersion(2, 0), surface: surface), AdaptyFeatures(version: since, surface: surface))
    }
}
