import ConformKit

/// The SDK options a spec may set in `given.options` for Superwall, read once per session.
struct SuperwallOptions: Sendable, Hashable {
    /// Which presentation result the placement's audience rules give.
    enum Audience: String, Sendable, Hashable, CaseIterable {
        /// The user matches: the paywall is presented.
        case match
        /// The user is in a holdout group: `onSkip(.holdout)`.
        case holdout
        /// No audience matches: `onSkip(.noAudienceMatch)`.
        case noAudienceMatch = "no_audience_match"
        /// The placement is in no campaign: `onSkip(.placementNotFound)`.
        case placementNotFound = "placement_not_found"

        /// The `PaywallSkippedReason` case, which is also the `PaywallPresentationRequestStatusReason`
        /// case of the `paywallPresentationRequest` that `logErrors` tracks for the skip.
        var reason: String {
            switch self {
            case .match: return ""
            case .holdout: return ".holdout"
            case .noAudienceMatch: return ".noAudienceMatch"
            case .placementNotFound: return ".placementNotFound"
            }
        }

        /// The `TriggerResult` case `triggerFire` carries; nil for a placement in no campaign,
        /// which fires no trigger (`GetExperiment.swift` tracks `triggerFire` for a holdout and for no
        /// match, `GetPresenter.swift` for a paywall about to present).
        var triggerResult: String? {
            switch self {
            case .match: return ".paywall"
            case .holdout: return ".holdout"
            case .noAudienceMatch: return ".noAudienceMatch"
            case .placementNotFound: return nil
            }
        }
    }

    /// `automatically_dismiss`: `PaywallOptions.automaticallyDismiss` (default true).
    static let automaticallyDismissKey = "automatically_dismiss"
    /// `should_dismiss`: the paywall's purchase button asks to dismiss after a purchase (default true).
    static let shouldDismissKey = "should_dismiss"
    /// `gated`: the paywall is gated, so closing it does not run the feature block (default false).
    static let gatedKey = "gated"
    /// `purchase_failure_alert`: `PaywallOptions.shouldShowPurchaseFailureAlert` (default true).
    static let purchaseFailureAlertKey = "purchase_failure_alert"
    /// `audience`: what the placement's rules decide.
    static let audienceKey = "audience"
    /// `storekit_version`: `SuperwallOptions.storeKitVersion` (default `2`, as on iOS 15+).
    static let storeKitVersionKey = "storekit_version"

    /// The options a spec may set.
    static let declarations: [OptionDeclaration] = [
        OptionDeclaration(name: automaticallyDismissKey, values: .bool, summary: "PaywallOptions.automaticallyDismiss; default 'true'"),
        OptionDeclaration(
            name: shouldDismissKey, values: .bool,
            summary: "the paywall's purchase asks to dismiss afterwards (its shouldDismiss flag); default 'true'"),
        OptionDeclaration(name: gatedKey, values: .bool, summary: "the paywall is gated: closing it does not run the feature block; default 'false'"),
        OptionDeclaration(name: purchaseFailureAlertKey, values: .bool, summary: "PaywallOptions.shouldShowPurchaseFailureAlert; default 'true'"),
        OptionDeclaration(
            name: audienceKey, values: .oneOf(Audience.allCases.map(\.rawValue)),
            summary: "what the placement's audience rules decide: present the paywall, or skip it for this reason"),
        OptionDeclaration(
            name: storeKitVersionKey, values: .oneOf(["1", "2"]),
            summary: "SuperwallOptions.storeKitVersion: StoreKit 1 or 2; default '2' (the SDK's default on iOS 15+)",
            grants: ["1": [.storeTimeout]])
    ]

    /// Whether the SDK dismisses after a purchase or restore.
    var automaticallyDismiss = true
    /// Whether the paywall's purchase asks to dismiss.
    var shouldDismiss = true
    /// Whether the paywall is gated.
    var gated = false
    /// Whether a failed purchase shows an alert.
    var purchaseFailureAlert = true
    /// What the audience rules decide.
    var audience = Audience.match
    /// Whether purchases go through StoreKit 1 (`ProductPurchaserSK1`), which alone reports
    /// `SKError.overlayTimeout`.
    var storeKit1 = false

    /// Reads the options of `given`, whose values the declarations already accepted.
    init(_ given: Given) {
        for (key, value) in given.options {
            switch key {
            case Self.automaticallyDismissKey: automaticallyDismiss = value == "true"
            case Self.shouldDismissKey: shouldDismiss = value == "true"
            case Self.gatedKey: gated = value == "true"
            case Self.purchaseFailureAlertKey: purchaseFailureAlert = value == "true"
            case Self.audienceKey: audience = Audience(rawValue: value) ?? .match
            case Self.storeKitVersionKey: storeKit1 = value == "1"
            default: break
            }
        }
    }
}
