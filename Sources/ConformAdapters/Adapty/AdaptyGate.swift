import ConformKit

/// One behaviour of the Adapty paywall that arrived at an SDK version (SDK-FACTS "Version history
/// of the delegate" and "Products load failure"), with everything it gives a spec — the capability
/// it adds and the events it makes observable — and everything it tells a migration report: its
/// source, the app's methods and what to do, each gate one row of `facts` (`AdaptyGate+Facts.swift`).
/// Each is said once; the adapter's declaration and `AdaptyFamily`'s gates are derived from them.
enum AdaptyGate: String, Sendable, Hashable, CaseIterable {
    /// `paywallControllerDidStartRestore` exists (AdaptyUI-iOS 2.1.0 and later).
    case restoreStart = "restore-start"
    /// The SwiftUI `.paywall` modifier exists (AdaptyUI-iOS 2.1.0 and later): before it there is no SwiftUI surface.
    case swiftUIModifier = "swiftui-modifier"
    /// 2.x's `AdaptyObserverModeDelegate` takes observer-mode purchases (AdaptyUI-iOS 2.11.0 … 2.11.3).
    case observerModeDelegate = "observer-mode-delegate"
    /// AdaptySDK-iOS 3.0.0's AdaptyUI has no observer-mode hook at all: the delegate is gone and the
    /// resolver not yet there, so the SDK purchases itself.
    case observerModeDelegateRemoved = "observer-mode-delegate-removed"
    /// Observer mode goes through an `AdaptyObserverModeResolver` (3.0.1 and later).
    case observerModeResolver = "observer-mode-resolver"
    /// The SwiftUI `.paywall(…)` modifier takes the `observerModeResolver:` (3.0.2, `350d4010`): at 3.0.1
    /// only the UIKit controller and the modifier struct's own initializer did, so a `.paywall` app's
    /// observer-mode purchase went through the SDK.
    case swiftUIObserverModeResolver = "swiftui-observer-mode-resolver"
    /// The delegate's default implementations of `didPerform`, `didCancelPurchase`,
    /// `paywallControllerDidStartRestore` and `didFailRenderingWith` are public (3.0.2, `b2dd6e53`):
    /// before, the first three were internal and the last took `Error`, so an app had to implement all four.
    case delegatePublicDefaults = "delegate-public-defaults"
    /// `AdaptyPaywallControllerDelegate` is `@MainActor` and `AnyObject`-bound, the resolvers `Sendable`
    /// (3.2.0, `2fe62718`): an app's conformance is main-actor isolated.
    case delegateMainActor = "delegate-main-actor"
    /// The SwiftUI `.paywall(…)` modifier takes `showAlertItem` / `showAlertBuilder` and draws the
    /// app's alert over the paywall (3.0.2, `849ea458`).
    case swiftUIAlerts = "swiftui-app-alerts"
    /// The modifier still takes the alert binding but no longer draws the alert: 3.2.0's view-model
    /// rework (`fca5c05b`) builds the paywall view without it.
    case swiftUIAlertsIgnored = "swiftui-alerts-ignored"
    /// The modifier draws the app's alert again (3.3.1, `2f40ab93`).
    case swiftUIAlertsRestored = "swiftui-alerts-restored"
    /// A web paywall opens in an in-app browser when the paywall's button says so (3.15.0, `d951dcba`):
    /// before, `Adapty.openWebPaywall` always opened the system browser.
    case webOpenIn = "web-open-in"
    /// `AdaptyUI.Action.openURL` carries the presentation (`openURL(url:in:)`), and the default
    /// `didPerform` opens the link where it says (3.17.0, `20ad439c`).
    case openURLPresentation = "open-url-presentation"
    /// The SwiftUI modifier's closures may all be left out (3.0.0): `didPerformAction` and
    /// `didFinishPurchase` were required in 2.x.
    case swiftUIOptionalClosures = "swiftui-optional-closures"
    /// `didCancelPurchase` is gone: a cancel arrives as `didFinishPurchase(.userCancelled)` (3.2.0).
    case cancelThroughFinish = "cancel-through-finish"
    /// `didFinishPurchase(_:purchaseResult:)` replaces `didFinishPurchase(_:purchasedInfo:)` (3.2.0).
    case purchaseResult = "purchase-result"
    /// A pending purchase finishes with `didFinishPurchase(.pending)` (3.2.0); before, it reached no callback.
    case pendingResult = "pending-result"
    /// The default after `didFinishPurchase` is "dismiss unless cancelled", so `.pending` dismisses (3.2.0).
    case dismissUnlessCancelled = "dismiss-unless-cancelled"
    /// `didPartiallyLoadProducts(failedIds)` exists on the delegate (3.2.0 and later).
    case partialLoadCallback = "partial-load-callback"
    /// `didSelectProduct` takes an `AdaptyPaywallProductWithoutDeterminingOffer` (SwiftUI: `AdaptyProduct`)
    /// instead of an `AdaptyPaywallProduct` (3.2.0).
    case selectProductType = "select-product-type"
    /// `paywallControllerDidAppear` / `paywallControllerDidDisappear` exist (3.5.0 and later).
    case appearanceCallbacks = "appearance-callbacks"
    /// A sheet swiped down is told through Adapty's `paywallControllerDidDisappear` rather than only
    /// UIKit's `presentationControllerDidDismiss` (3.5.0).
    case swipeThroughDisappear = "swipe-through-disappear"
    /// The SwiftUI modifier gets its `didPartiallyLoadProducts` closure (3.5.0; the delegate had it from 3.2.0).
    case swiftUIPartialLoad = "swiftui-partial-load"
    /// The SwiftUI modifier takes the app's `placeholderBuilder`, drawn while the paywall loads (3.5.0).
    case swiftUIPlaceholder = "swiftui-placeholder"
    /// Web paywalls and `didFinishWebPaymentNavigation` exist (3.6.0 and later).
    case webPaywall = "web-paywall"
    /// `didFailRenderingWith` takes an `AdaptyUIError` instead of an `AdaptyError` (3.8.0).
    case renderErrorType = "render-error-type"
    /// The products reload the app asked for happens only while the paywall is on screen (3.11.0).
    case retryWhileOnScreen = "retry-while-on-screen"
    /// The selection first rendered in each product group is reported through `didSelectProduct` (3.14.0).
    case automaticSelection = "automatic-selection"
    /// The products reload never happens for paywalls: the flag it checks is never set (3.14.0).
    case retryNever = "retry-never"
    /// In observer mode, restores go to the resolver's restore method instead of the delegate (3.15.0 and later).
    case restoreResolver = "restore-resolver"
    /// The observer-mode resolver's purchase completions run on the main actor (3.15.0).
    case resolverMainActor = "resolver-main-actor"
    /// The observer-mode resolver's completion closures are `@Sendable` (3.15.5).
    case resolverSendable = "resolver-sendable"
    /// The SwiftUI `.paywall` modifier answers a products failure with retry when the app passes no
    /// closure (3.0.0; 2.x's modifier defaulted to `{ _ in false }`); the UIKit delegate's default answers no.
    case swiftUIDefaultRetry = "swiftui-default-retry"

    /// The surface the gate tells apart from UIKit, for a surface gate; nil for a version gate.
    var surface: AdaptySurface? {
        switch self {
        case .swiftUIDefaultRetry, .swiftUIModifier, .swiftUIOptionalClosures, .swiftUIPartialLoad, .swiftUIPlaceholder,
            .swiftUIObserverModeResolver, .swiftUIAlerts, .swiftUIAlertsIgnored, .swiftUIAlertsRestored:
            return .swiftui
        default: return nil
        }
    }
}
