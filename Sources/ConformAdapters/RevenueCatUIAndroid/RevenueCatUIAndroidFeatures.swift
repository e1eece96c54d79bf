import ConformKit

/// What one RevenueCatUI Android version offers, read from `RevenueCatUIAndroidGate`.
struct RevenueCatUIAndroidFeatures: Sendable, Hashable {
    /// The oldest version the model covers: 7.1.0, the first tag with the `ui/revenuecatui` module.
    static let oldest = SDKVersion(7, 1, 0)
    /// The newest: 10.16.1, the newest tag the facts were read at.
    static let newest = SDKVersion(10, 16, 1)

    /// The version the gates are read from.
    let version: SDKVersion
    /// Whether the paywall is the Activity (`PaywallActivityLauncher`, the `-activity` variant)
    /// rather than the Compose `Paywall` / `PaywallDialog`.
    var activity = false

    /// Whether this version, through its variant, has the behaviour `gate` describes: a gate of the
    /// Activity is none of the Compose paywall's.
    func has(_ gate: RevenueCatUIAndroidGate) -> Bool {
        version >= gate.since && (gate.variant == nil || activity)
    }

    /// The capabilities of this version.
    var capabilities: Set<Capability> {
        var set: Set<Capability> = [
            .restore, .productSelection, .links, .programmaticDismiss, .autoDismiss, .busyScreen, .screenFailure, .alerts,
            .linkOpening, .linkRefusal, .storeTimeout, .systemBack, .autoPlacement
        ]
        // The launcher starts the Activity; no API of it finishes the Activity from the app's code.
        if activity { set.remove(.programmaticDismiss) }
        if has(.webCheckoutButton) { set.insert(.webPurchase) }
        return set
    }

    /// The canonical events this version emits, listed by name so that expecting one the SDK has no
    /// callback for (`purchase.pending`) says so.
    var emits: Set<String> {
        let closes: Set<String> = [EventName.paywallClosed.rawValue, String(EventName.alertShown.family)]
        // Before 9.22.0 the Activity's app hears only its result, when the Activity finishes.
        if activity && !has(.activityListener) { return closes }
        var names: Set<String> = [
            EventName.purchaseStarted.rawValue, EventName.purchaseCompleted.rawValue, EventName.purchaseFailed.rawValue,
            EventName.restoreStarted.rawValue, EventName.restoreCompleted.rawValue, EventName.restoreFailed.rawValue,
            EventName.paywallClosed.rawValue, String(EventName.alertShown.family)
        ]
        if has(.cancelCallback) { names.insert(EventName.purchaseCancelled.rawValue) }
        if has(.purchaseGate) { names.insert(EventName.actionCTA.rawValue) }
        if has(.restoreGate) { names.insert(EventName.action.rawValue) }
        if has(.webCheckoutOpened) { names.insert(EventName.webPurchaseStarted.rawValue) }
        if has(.urlOpened) { names.insert(EventName.linkOpened.rawValue) }
        return names
    }
}
