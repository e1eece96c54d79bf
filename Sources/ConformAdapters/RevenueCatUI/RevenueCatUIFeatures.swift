import ConformKit

/// What one RevenueCatUI version offers through one surface, read from `RevenueCatUIGate`.
struct RevenueCatUIFeatures: Sendable, Hashable {
    /// The oldest version the model covers: the first gate the facts date (`WasDismissed`, 4.31.5).
    static let oldest = SDKVersion(4, 31, 5)

    /// The version the gates are read from.
    let version: SDKVersion
    /// The surface the gates are read for.
    let surface: RevenueCatUISurface

    /// Whether this version, through this surface, has the behaviour `gate` describes. A gate of
    /// the other surface is never had.
    func has(_ gate: RevenueCatUIGate) -> Bool {
        if let only = gate.surface, only != surface { return false }
        return version >= gate.since
    }

    /// Whether the app can hold a purchase before it starts, on this surface.
    var hasPurchaseGate: Bool { has(.purchaseGateDelegate) || has(.purchaseGateModifier) }

    /// The capabilities of this version and surface.
    var capabilities: Set<Capability> {
        var set: Set<Capability> = [
            .restore, .productSelection, .links, .programmaticDismiss, .autoDismiss, .busyScreen,
            .screenFailure, .renderFailure, .alerts, .linkOpening, .linkRefusal, .storeTimeout
        ]
        if has(.webCheckout) { set.insert(.webPurchase) }
        // `.presentPaywallIfNeeded` shows the paywall by a rule (the entitlement is not active).
        if surface == .swiftui { set.insert(.autoPlacement) }
        return set
    }

    /// The canonical events this version emits through this surface. Purchase and restore events
    /// are listed by name, so expecting one the SDK has no callback for (`purchase.pending`) says so.
    var emits: Set<String> {
        var names: Set<String> = [
            EventName.purchaseCompleted.rawValue, EventName.restoreCompleted.rawValue,
            EventName.paywallClosed.rawValue, String(EventName.alertShown.family)
        ]
        if has(.cancelCallback) { names.insert(EventName.purchaseCancelled.rawValue) }
        if has(.failureCallbacks) { names.formUnion([EventName.purchaseFailed.rawValue, EventName.restoreFailed.rawValue]) }
        if has(.purchaseStartCallback) { names.insert(EventName.purchaseStarted.rawValue) }
        if has(.packageAndRestoreStart) { names.insert(EventName.restoreStarted.rawValue) }
        if hasPurchaseGate { names.insert(EventName.actionCTA.rawValue) }
        if has(.restoreGate) { names.insert(EventName.action.rawValue) }
        if has(.webCheckout) { names.insert(EventName.webPurchaseStarted.rawValue) }
        if has(.didOpenURL) { names.insert(EventName.linkOpened.rawValue) }
        return names
    }
}
