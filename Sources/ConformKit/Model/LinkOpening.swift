/// How a link the user taps opens (`open_link: {url: …, opens: external}`; needs `link-opening`):
/// the distinction the SDKs make themselves — Superwall's paywall messages `openUrl`,
/// `openUrlInSafari` and `openDeepLink`, RevenueCatUI's `ButtonComponent.URLMethod`
/// `in_app_browser`, `external_browser` and `deep_link`.
public enum LinkOpening: String, Sendable, Hashable, CaseIterable {
    /// In a browser inside the app (an `SFSafariViewController` over the paywall).
    case inApp = "in_app"
    /// In the system browser, outside the app.
    case external
    /// As a deep link the system routes (to the app itself or another app).
    case deepLink = "deep_link"
}

/// Whether the system opens the links the SDK hands it (`given.links`; `refuse` needs `link-refusal`).
package enum LinkAnswer: String, Sendable, Hashable, CaseIterable {
    /// The system opens every link (the default).
    case open
    /// The system refuses: `UIApplication.open` and SwiftUI's `openURL` report failure, and
    /// `canOpenURL` is false.
    case refuse
}
