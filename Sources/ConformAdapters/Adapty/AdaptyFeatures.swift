/// Every behaviour of the Adapty paywall that changed between SDK versions, derived from one
/// version number (SDK-FACTS "Version history of the delegate"), so a named adapter is nothing
/// more than a version and a surface.
struct AdaptyFeatures: Sendable, Hashable {
    /// What the SDK does, 2 s after `didFailLoadingProductsWith` answered true.
    enum RetryPolicy: String, Sendable, Hashable {
        /// Reloads, whether or not the paywall is still on screen (2.x, 3.0 … 3.10.x).
        case unconditional
        /// Reloads only while the paywall is on screen (3.11 … 3.13.x).
        case whileOnScreen
        /// Never reloads: the "appeared" flag the code checks is never set for paywalls (3.14 … 3.17.2).
        case never
    }

    /// The version the gates are read from.
    let version: AdaptyVersion

    /// `paywallControllerDidStartRestore` exists (AdaptyUI-iOS 2.1.0 and later).
    var reportsRestoreStart: Bool { version >= AdaptyVersion(2, 1) }
    /// The selection first rendered in each product group is reported through `didSelectProduct` (3.x).
    var reportsAutomaticSelection: Bool { version >= AdaptyVersion(3, 0) }
    /// Observer mode goes through an `AdaptyObserverModeResolver` (3.x) rather than 2.x's separate
    /// `AdaptyObserverModeDelegate`.
    var usesObserverModeResolver: Bool { version >= AdaptyVersion(3, 0) }
    /// `didFinishPurchase(_:purchaseResult:)` carries success, cancel and pending; before 3.2 it was
    /// `didFinishPurchase(_:purchasedInfo:)` for successes, with a separate `didCancelPurchase`.
    var hasPurchaseResult: Bool { version >= AdaptyVersion(3, 2) }
    /// `didPartiallyLoadProducts(failedIds)` exists (3.2.0 and later).
    var hasPartialLoadCallback: Bool { version >= AdaptyVersion(3, 2) }
    /// `paywallControllerDidAppear` / `paywallControllerDidDisappear` exist (3.5.0 and later).
    var hasAppearanceCallbacks: Bool { version >= AdaptyVersion(3, 5) }
    /// Web paywalls and `didFinishWebPaymentNavigation` exist (3.6.0 and later).
    var hasWebPaywall: Bool { version >= AdaptyVersion(3, 6) }
    /// In observer mode, restores go to the resolver's restore method instead of the delegate (3.15.0 and later).
    var hasRestoreResolver: Bool { version >= AdaptyVersion(3, 15) }

    /// What happens 2 s after the app asked for a products reload. SDK-FACTS reads 3.0 … 3.10.x,
    /// 3.11 … 3.12.x and 3.14.0 … 3.17.2; 2.x is read as 3.0, and 3.13.x (not read) as 3.12.
    var retryPolicy: RetryPolicy {
        if version >= AdaptyVersion(3, 14) { return .never }
        if version >= AdaptyVersion(3, 11) { return .whileOnScreen }
        return .unconditional
    }
}
