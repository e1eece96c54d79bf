import ConformKit

/// One behaviour of the Adapty paywall that arrived at an SDK version (SDK-FACTS "Version history
/// of the delegate"), with everything it gives a spec: the capability it adds and the events it
/// makes observable. Each is said once, here; the adapter's declaration is derived from them.
enum AdaptyGate: Sendable, Hashable, CaseIterable {
    /// `paywallControllerDidStartRestore` exists (AdaptyUI-iOS 2.1.0 and later).
    case restoreStart
    /// The selection first rendered in each product group is reported through `didSelectProduct` (3.x).
    case automaticSelection
    /// Observer mode goes through an `AdaptyObserverModeResolver` (3.x) rather than 2.x's separate
    /// `AdaptyObserverModeDelegate`.
    case observerModeResolver
    /// `didFinishPurchase(_:purchaseResult:)` carries success, cancel and pending; before 3.2 it was
    /// `didFinishPurchase(_:purchasedInfo:)` for successes, with a separate `didCancelPurchase`.
    case purchaseResult
    /// `didPartiallyLoadProducts(failedIds)` exists (3.2.0 and later).
    case partialLoadCallback
    /// `paywallControllerDidAppear` / `paywallControllerDidDisappear` exist (3.5.0 and later).
    case appearanceCallbacks
    /// Web paywalls and `didFinishWebPaymentNavigation` exist (3.6.0 and later).
    case webPaywall
    /// In observer mode, restores go to the resolver's restore method instead of the delegate (3.15.0 and later).
    case restoreResolver

    /// The first version with the behaviour.
    var since: AdaptyVersion {
        switch self {
        case .restoreStart: return AdaptyVersion(2, 1)
        case .automaticSelection, .observerModeResolver: return AdaptyVersion(3, 0)
        case .purchaseResult, .partialLoadCallback: return AdaptyVersion(3, 2)
        case .appearanceCallbacks: return AdaptyVersion(3, 5)
        case .webPaywall: return AdaptyVersion(3, 6)
        case .restoreResolver: return AdaptyVersion(3, 15)
        }
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
        case .restoreStart, .observerModeResolver: return nil
        }
    }

    /// The event names or families that become observable with the behaviour.
    var observes: [String] {
        switch self {
        case .partialLoadCallback: return [EventName.productsPartial.rawValue]
        case .appearanceCallbacks: return [EventName.paywallShown.rawValue]
        case .webPaywall: return [String(EventName.webPurchaseStarted.family)]
        case .restoreStart, .automaticSelection, .observerModeResolver, .purchaseResult, .restoreResolver: return []
        }
    }
}
