import ConformKit

/// One behaviour of the Adapty paywall that arrived at an SDK version (SDK-FACTS "Version history
/// of the delegate" and "Products load failure"), with everything it gives a spec — the capability
/// it adds and the events it makes observable — and, in `AdaptyGate+Citation.swift`, everything it
/// tells a migration report: its source, the kind of change, the app's methods and what to do.
/// Each is said once, here; the adapter's declaration and `AdaptyFamily`'s gates are derived from them.
enum AdaptyGate: Sendable, Hashable, CaseIterable {
    /// `paywallControllerDidStartRestore` exists (AdaptyUI-iOS 2.1.0 and later).
    case restoreStart
    /// The selection first rendered in each product group is reported through `didSelectProduct` (3.x).
    case automaticSelection
    /// Observer mode goes through an `AdaptyObserverModeResolver` (3.x) rather than 2.x's separate
    /// `AdaptyObserverModeDelegate`.
    case observerModeResolver
    /// `didCancelPurchase` is gone: a cancel arrives as `didFinishPurchase(.userCancelled)` (3.2.0).
    case cancelThroughFinish
    /// `didFinishPurchase(_:purchaseResult:)` replaces `didFinishPurchase(_:purchasedInfo:)` (3.2.0).
    case purchaseResult
    /// A pending purchase finishes with `didFinishPurchase(.pending)` (3.2.0); before, it reached no callback.
    case pendingResult
    /// The default after `didFinishPurchase` is "dismiss unless cancelled", so `.pending` dismisses (3.2.0).
    case dismissUnlessCancelled
    /// `didPartiallyLoadProducts(failedIds)` exists (3.2.0 and later).
    case partialLoadCallback
    /// `paywallControllerDidAppear` / `paywallControllerDidDisappear` exist (3.5.0 and later).
    case appearanceCallbacks
    /// Web paywalls and `didFinishWebPaymentNavigation` exist (3.6.0 and later).
    case webPaywall
    /// The products reload the app asked for happens only while the paywall is on screen (3.11.0).
    case retryWhileOnScreen
    /// The products reload never happens for paywalls: the flag it checks is never set (3.14.0).
    case retryNever
    /// In observer mode, restores go to the resolver's restore method instead of the delegate (3.15.0 and later).
    case restoreResolver
    /// The SwiftUI `.paywall` modifier answers a products failure with retry when the app passes no
    /// closure; the UIKit delegate's default answers no. A difference of the surface, at every version.
    case swiftUIDefaultRetry

    /// The first version with the behaviour (for a surface gate, the first modelled version).
    var since: AdaptyVersion {
        switch self {
        case .restoreStart: return AdaptyVersion(2, 1)
        case .automaticSelection, .observerModeResolver: return AdaptyVersion(3, 0)
        case .cancelThroughFinish, .purchaseResult, .pendingResult, .dismissUnlessCancelled, .partialLoadCallback:
            return AdaptyVersion(3, 2)
        case .appearanceCallbacks: return AdaptyVersion(3, 5)
        case .webPaywall: return AdaptyVersion(3, 6)
        case .retryWhileOnScreen: return AdaptyVersion(3, 11)
        case .retryNever: return AdaptyVersion(3, 14)
        case .restoreResolver: return AdaptyVersion(3, 15)
        case .swiftUIDefaultRetry: return AdaptyVersion(2, 0)
        }
    }

    /// The surface the gate tells apart from UIKit, for a surface gate; nil for a version gate.
    var surface: AdaptySurface? {
        self == .swiftUIDefaultRetry ? .swiftui : nil
    }

    /// The capability a spec can require of a version with the behaviour, if it adds one.
    var capability: Capability? {
        switch self {
        case .automaticSelection: return .automaticSelection
        case .purchaseResult: return .purchaseResult
        case .partialLoadCallback: return .partialProducts
        case .appearanceCallbacks: return .appearCallbacks
        case .webPaywall: return .webPurchase
        case .restoreResolver: return .restoreResolver
        case .restoreStart, .observerModeResolver, .cancelThroughFinish, .pendingResult, .dismissUnlessCancelled,
             .retryWhileOnScreen, .retryNever, .swiftUIDefaultRetry:
            return nil
        }
    }

    /// The event names or families that become observable with the behaviour.
    var observes: [String] {
        switch self {
        case .partialLoadCallback: return [EventName.productsPartial.rawValue]
        case .appearanceCallbacks: return [EventName.paywallShown.rawValue]
        case .webPaywall: return [String(EventName.webPurchaseStarted.family)]
        default: return []
        }
    }
}
