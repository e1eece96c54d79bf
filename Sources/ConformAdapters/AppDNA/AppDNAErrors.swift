/// The errors the model passes as `error:` to the failure callbacks.
enum AppDNAErrors {
    /// The code of `BillingError.providerNotAvailable`.
    static let providerNotAvailable = "provider_not_available"
    /// The page's error for a restore or purchase without a billing provider.
    static let providerNotAvailableNative = "BillingError.providerNotAvailable"
    /// The code of a restore that found no previous purchases (a failure cause the page lists).
    static let noPreviousPurchases = "no_previous_purchases"
    /// The code of the error a user cancel arrives with (an undocumented reading).
    static let userCancelled = "user_cancelled"
    /// The code of the error a pending purchase arrives with (an undocumented reading).
    static let purchasePending = "purchase_pending"
}
