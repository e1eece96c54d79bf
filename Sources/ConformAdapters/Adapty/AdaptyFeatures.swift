import ConformKit

/// Every behaviour of the Adapty paywall that changed between SDK versions or differs between
/// surfaces, derived from one version number and one surface (SDK-FACTS "Version history of the
/// delegate"), so a named adapter is nothing more than a version and a surface. The gates
/// themselves, with their versions, capabilities, observable events and sources, are `AdaptyGate`.
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

    /// What every modelled version can do, whatever its gates.
    static let baseCapabilities: Set<Capability> = [
        .restore, .productSelection, .customAction, .links, .programmaticDismiss, .observerMode, .productsRetry,
        .productLoading, .renderFailure, .handlerScripts, .storeAttempts, .restoreAttempts, .restoreDelay,
        .swipeDismiss, .presentationStyle, .productsAtInit, .slowProducts, .productMetadata, .appPresent
    ]

    /// The events every modelled version reports (analytics are internal, so `recorded` is not among them).
    static let baseObservable: Set<String> = [
        EventName.paywallClosed.rawValue, "product", "purchase", "restore", EventName.productsFailed.rawValue, "render",
        EventName.action.rawValue, "link"
    ]

    /// The version the gates are read from.
    let version: AdaptyVersion
    /// The surface the surface gates are read from.
    let surface: AdaptySurface

    /// The features of `version` through `surface`.
    init(version: AdaptyVersion, surface: AdaptySurface = .uikit) {
        self.version = version
        self.surface = surface
    }

    /// Whether the version (and, for a surface gate, the surface) has the behaviour `gate` describes.
    func has(_ gate: AdaptyGate) -> Bool {
        version >= gate.since && (gate.surface == nil || gate.surface == surface)
    }

    /// The capabilities of this version: the base ones and those of every gate it has.
    var capabilities: Set<Capability> {
        // Opening the web paywall navigation by navigation (`given.web_navigation`) comes with it
        // (3.6.0); the in-app browser is `AdaptyGate.webOpenIn`'s (3.15.0), the SwiftUI modifier's
        // alert binding `AdaptyGate.swiftUIAlerts`' (3.0.2).
        let navigation: Set<Capability> = has(.webPaywall) ? [.webNavigation] : []
        return Self.baseCapabilities.union(AdaptyGate.allCases.filter(has).compactMap(\.capability)).union(navigation)
    }

    /// The event families and names this version reports: the base ones and those of every gate it has.
    var observable: Set<String> {
        let observable = Self.baseObservable.union(AdaptyGate.allCases.filter(has).flatMap(\.observes))
        // SwiftUI's modifier gets the closure at 3.5.0, three versions after the delegate.
        return hasPartialLoadCallback ? observable : observable.subtracting([EventName.productsPartial.rawValue])
    }

    /// The app can take observer-mode purchases at all: 2.x's delegate (2.11.0 … 2.11.3) or the
    /// resolver (3.0.1+; the SwiftUI `.paywall` modifier takes it from 3.0.2); AdaptyUI-iOS before
    /// 2.11.0 and AdaptySDK-iOS 3.0.0 have neither.
    var hasObserverModeHook: Bool {
        (has(.observerModeResolver) && (surface == .uikit || has(.swiftUIObserverModeResolver)))
            || (has(.observerModeDelegate) && !has(.observerModeDelegateRemoved))
    }
    /// The SwiftUI modifier draws the alert the app sets through `showAlertItem`: from 3.0.2, except
    /// 3.2.0 … 3.3.0, which take the binding and never draw it.
    var drawsAppAlerts: Bool { has(.swiftUIAlerts) && (!has(.swiftUIAlertsIgnored) || has(.swiftUIAlertsRestored)) }
    /// `didPartiallyLoadProducts` exists (`AdaptyGate.partialLoadCallback`).
    var hasPartialLoadCallback: Bool { has(.partialLoadCallback) && (surface == .uikit || has(.swiftUIPartialLoad)) }

    /// What happens 2 s after the app asked for a products reload (`AdaptyGate.retryWhileOnScreen`,
    /// `AdaptyGate.retryNever`). SDK-FACTS reads 3.0 … 3.10.x, 3.11 … 3.12.x and 3.14.0 … 3.17.2;
    /// 2.x is read as 3.0, and 3.13.x (not read) as 3.12.
    var retryPolicy: RetryPolicy {
        if has(.retryNever) { return .never }
        if has(.retryWhileOnScreen) { return .whileOnScreen }
        return .unconditional
    }
}
