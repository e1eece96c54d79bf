/// What kind of product a store product is (`given.product_kinds`; needs `product-kinds`). A product
/// not listed is an auto-renewable subscription bought without an introductory offer.
package enum ProductKind: String, Sendable, Hashable, CaseIterable {
    /// An auto-renewable subscription, bought at its price.
    case subscription
    /// An auto-renewable subscription whose purchase starts a free trial (an introductory offer).
    case freeTrial = "free_trial"
    /// A non-renewing subscription: no subscription period in StoreKit.
    case nonRenewing = "non_renewing"
    /// A consumable in-app purchase.
    case consumable
    /// A non-consumable in-app purchase.
    case nonConsumable = "non_consumable"

    /// Whether StoreKit gives the product a subscription period (auto-renewable subscriptions only).
    package var hasSubscriptionPeriod: Bool { self == .subscription || self == .freeTrial }
}

/// Whether the app has somewhere to present a paywall (`given.presenter`; `none` needs `no-presenter`).
package enum PresenterAnswer: String, Sendable, Hashable, CaseIterable {
    /// A key window with a root view controller (the default).
    case window
    /// None: no window was made key and visible, so there is no view controller to present on.
    case none
}
