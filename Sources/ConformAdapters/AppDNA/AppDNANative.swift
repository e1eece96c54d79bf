import ConformKit

/// The native forms the AppDNA model records: the `AppDNAPaywallDelegate` methods with the page's
/// own labels, the module's `present` return, and the auto-tracked analytics events.
enum AppDNANative {
    /// `func onPaywallPresented(paywallId: String)`
    static let presented = "onPaywallPresented(paywallId:)"
    /// `func onPaywallAction(paywallId: String, action: PaywallAction)`
    static let action = "onPaywallAction(paywallId:action:)"
    /// `func onPaywallPurchaseStarted(paywallId: String, productId: String)`
    static let purchaseStarted = "onPaywallPurchaseStarted(paywallId:productId:)"
    /// `func onPaywallPurchaseCompleted(paywallId: String, productId: String, transaction: TransactionInfo)`
    static let purchaseCompleted = "onPaywallPurchaseCompleted(paywallId:productId:transaction:)"
    /// `func onPaywallPurchaseFailed(paywallId: String, error: Error)`
    static let purchaseFailed = "onPaywallPurchaseFailed(paywallId:error:)"
    /// `func onPaywallDismissed(paywallId: String)`
    static let dismissed = "onPaywallDismissed(paywallId:)"
    /// `func onPromoCodeSubmit(paywallId: String, code: String, completion: @escaping (Bool) -> Void)`
    static let promoCodeSubmit = "onPromoCodeSubmit(paywallId:code:completion:)"
    /// `func onPostPurchaseDeepLink(paywallId: String, url: String)`
    static let postPurchaseDeepLink = "onPostPurchaseDeepLink(paywallId:url:)"
    /// `func onPostPurchaseNextStep(paywallId: String)`
    static let postPurchaseNextStep = "onPostPurchaseNextStep(paywallId:)"
    /// `func onPaywallRestoreStarted(paywallId: String)`
    static let restoreStarted = "onPaywallRestoreStarted(paywallId:)"
    /// `func onPaywallRestoreCompleted(paywallId: String, productIds: [String])`
    static let restoreCompleted = "onPaywallRestoreCompleted(paywallId:productIds:)"
    /// `func onPaywallRestoreFailed(paywallId: String, error: Error)`
    static let restoreFailed = "onPaywallRestoreFailed(paywallId:error:)"
    /// `AppDNA.billing.restorePurchases() async throws -> [String]`, the app's own call outside a paywall.
    static let billingRestore = "AppDNA.billing.restorePurchases()"
    /// The error the paywall shows by itself after a failed purchase ("Error is shown in the paywall
    /// UI automatically"): no callback, the paywall's own UI.
    static let errorShown = "paywall UI: error shown"
    /// The kind of that error's `alert.shown`, as other SDKs' purchase error alerts are named.
    static let purchaseErrorKind = "purchase_error"
    /// `present(_: String, from: UIViewController?, context: PaywallContext?) -> Bool` returning false.
    static let presentReturnedFalse = "present(_:from:context:) -> false"

    /// A list of product ids as one argument value without spaces: `[premium_monthly,premium_annual]`, `[]`.
    static func render(_ productIds: [String]) -> String {
        "[\(productIds.joined(separator: ","))]"
    }
}
