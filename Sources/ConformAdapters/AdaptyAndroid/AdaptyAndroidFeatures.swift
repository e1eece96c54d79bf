import ConformKit

/// Every behaviour of AdaptyUI Android that changed between released tags, derived from one version
/// number: a named adapter is nothing more than a version. The gates themselves are `AdaptyAndroidGate`.
struct AdaptyAndroidFeatures: Sendable, Hashable {
    /// What every modelled version can do, whatever its gates. The system back is Android's own.
    static let baseCapabilities: Set<Capability> = [
        .restore, .productSelection, .customAction, .links, .programmaticDismiss, .observerMode, .productsRetry,
        .productLoading, .handlerScripts, .storeAttempts, .restoreAttempts, .restoreDelay, .productsAtInit, .slowProducts,
        .productMetadata, .appPresent, .systemBack
    ]

    /// The events every modelled version reports (the SDK's analytics never reach the app).
    static let baseObservable: Set<String> = [
        EventName.paywallClosed.rawValue, "product", "purchase", "restore", EventName.productsFailed.rawValue, EventName.action.rawValue, "link"
    ]

    /// The version the gates are read from.
    let version: SDKVersion

    /// Whether the version has the behaviour `gate` describes.
    func has(_ gate: AdaptyAndroidGate) -> Bool { version >= gate.since }

    /// The capabilities of this version: the base ones and those of every gate it has.
    var capabilities: Set<Capability> {
        Self.baseCapabilities.union(AdaptyAndroidGate.allCases.filter(has).compactMap(\.capability))
    }

    /// The event families and names this version reports.
    var observable: Set<String> {
        Self.baseObservable.union(AdaptyAndroidGate.allCases.filter(has).flatMap(\.observes))
    }

    /// The callbacks telling the app the paywall entered and left the screen, if the version has them.
    var appearance: (shown: AdaptyAndroidCallback, closed: AdaptyAndroidCallback)? {
        if has(.flowListener) { return (.onFlowShown, .onFlowClosed) }
        return has(.paywallShown) ? (.onPaywallShown, .onPaywallClosed) : nil
    }
}
