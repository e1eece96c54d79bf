import ConformKit

/// The SDK options a spec may set in `given.options`, read and checked once per session.
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

    /// The option names, as `given.options` spells them.
    static let names: Set<String> = ["billing_provider", "paywall_id", "post_purchase", "restore_dismiss"]
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

    /// Reads `options`; throws `AdapterError.unsupported` naming the first value the model cannot take.
    init(_ options: [String: String]) throws {
        for (name, value) in options.sorted(by: { $0.key < $1.key }) {
            switch name {
            case "billing_provider":
                switch value {
                case "storeKit2", "storekit2", "store_kit_2": billingProvider = .storeKit2
                case "none": billingProvider = .none
                default: throw Self.bad(name, value, expected: "'storeKit2' or 'none'")
                }
            case "paywall_id":
                guard !value.isEmpty, !value.contains(" ") else { throw Self.bad(name, value, expected: "a paywall id without spaces") }
                paywallId = value
            case "post_purchase":
                postPurchase = try Self.postPurchase(value)
            case "restore_dismiss":
                switch value {
                case "true", "yes": restoreDismiss = true
                case "false", "no": restoreDismiss = false
                default: throw Self.bad(name, value, expected: "'true' or 'false'")
                }
            default:
                throw AdapterError.unsupported("appdna has no SDK option '\(name)' (it knows \(Self.names.sorted().map { "'\($0)'" }.joined(separator: ", ")))")
            }
        }
    }

    /// Reads `none`, `next_step` or `deep_link <url>`.
    private static func postPurchase(_ value: String) throws -> PostPurchase {
        let words = value.split(separator: " ", omittingEmptySubsequences: true)
        switch (words.first, words.count) {
        case ("none"?, 1): return .none
        case ("next_step"?, 1): return .nextStep
        case ("deep_link"?, 2): return .deepLink(url: String(words[1]))
        default: throw bad("post_purchase", value, expected: "'none', 'next_step' or 'deep_link <url>'")
        }
    }

    /// The error for an option value the model cannot take.
    private static func bad(_ name: String, _ value: String, expected: String) -> AdapterError {
        .unsupported("appdna option '\(name)' cannot be '\(value)': expected \(expected)")
    }
}
