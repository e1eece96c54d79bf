import ConformKit

/// The SDK options a spec may set in `given.options`: declared in `declarations`, read once per session.
struct AppDNAOptions: Equatable {
    /// `AppDNAOptions(billingProvider:)`: StoreKit 2, or none (a misconfigured host).
    enum BillingProvider: Equatable {
        /// `.storeKit2`, what production apps pass.
        case storeKit2
        /// No billing provider configured.
        case none
    }

    /// What the paywall's post-purchase step, configured in the Console, asks the app to do.
    enum PostPurchase: Equatable {
        /// No post-purchase step.
        case none
        /// `onPostPurchaseDeepLink(paywallId:url:)` with this URL.
        case deepLink(url: String)
        /// `onPostPurchaseNextStep(paywallId:)`.
        case nextStep
    }

    /// How the app registers its `AppDNAPaywallDelegate`.
    enum Delegate: String, Equatable, CaseIterable {
        /// Both, as the page's Full Example does: `setDelegate(self)` in `init`, and `delegate: self`
        /// passed to `presentPaywall(id:…)`.
        case both
        /// Only `AppDNA.paywall.setDelegate(_:)`, as the delegate section says: "register once".
        case setDelegate = "set_delegate"
        /// Only the `delegate:` argument of `presentPaywall(id:from:context:delegate:)`.
        case argument
    }

    /// `delegate`: how the app registers its delegate.
    static let delegateKey = "delegate"
    /// `billing_provider`: the `AppDNAOptions(billingProvider:)` the host configured.
    static let billingProviderKey = "billing_provider"
    /// `paywall_id`: the id of the paywall presented.
    static let paywallIdKey = "paywall_id"
    /// `post_purchase`: the Console's post-purchase step.
    static let postPurchaseKey = "post_purchase"
    /// `restore_dismiss`: which of the page's two readings of a successful restore to model.
    static let restoreDismissKey = "restore_dismiss"

    /// The options a spec may set, with the values the model takes.
    static let declarations: [OptionDeclaration] = [
        OptionDeclaration(
            name: billingProviderKey, values: .oneOf(["storeKit2", "storekit2", "store_kit_2", "none"]),
            summary: "AppDNAOptions(billingProvider:); 'none' is a host configured without one"),
        OptionDeclaration(name: paywallIdKey, values: .word, summary: "the id of the paywall presented (default '\(defaultPaywallId)')"),
        OptionDeclaration(
            name: postPurchaseKey, values: .oneOf(["none", "next_step", "deep_link <url>"]),
            summary: "the Console's post-purchase step after a completed purchase"),
        OptionDeclaration(
            name: restoreDismissKey, values: .oneOf(["true", "false", "yes", "no"]),
            summary: "a restore that found products auto-dismisses (the DismissReason table's reading)"),
        OptionDeclaration(
            name: delegateKey, values: .oneOf(Delegate.allCases.map(\.rawValue)),
            summary: "how the app registers its delegate: setDelegate and the presentPaywall argument (default, the Full Example), or one of them")
    ]
    /// The paywall id of the page's examples, used when the spec sets none.
    static let defaultPaywallId = "premium_paywall"

    /// The billing provider; `storeKit2` unless the spec says `billing_provider: none`.
    var billingProvider: BillingProvider = .storeKit2
    /// The id of the paywall presented (and passed as `paywallId:` to every delegate method).
    var paywallId: String = Self.defaultPaywallId
    /// The post-purchase step after a completed purchase.
    var postPurchase: PostPurchase = .none
    /// Whether a restore that returned at least one product auto-dismisses with `restore_success`
    /// (the DismissReason table's reading) instead of leaving the paywall visible (the Restore
    /// section's reading, the default).
    var restoreDismiss = false
    /// How the app registers its delegate.
    var delegate: Delegate = .both

    /// Reads `options`, whose names and values `declarations` already accepted (`GivenValidation`,
    /// `AdapterInfo.inapplicability(of:)`): each declared value means one thing here.
    init(_ options: [String: String]) {
        for (name, value) in options {
            switch name {
            case Self.billingProviderKey: billingProvider = value == "none" ? .none : .storeKit2
            case Self.paywallIdKey: paywallId = value
            case Self.postPurchaseKey: postPurchase = Self.postPurchase(value)
            case Self.restoreDismissKey: restoreDismiss = value == "true" || value == "yes"
            case Self.delegateKey: delegate = Delegate(rawValue: value) ?? .both
            default: break
            }
        }
    }

    /// Reads `next_step` or `deep_link <url>`; anything else is no post-purchase step.
    private static func postPurchase(_ value: String) -> PostPurchase {
        let words = value.split(separator: " ", omittingEmptySubsequences: true)
        switch (words.first, words.count) {
        case ("next_step"?, 1): return .nextStep
        case ("deep_link"?, 2): return .deepLink(url: String(words[1]))
        default: return .none
        }
    }
}
