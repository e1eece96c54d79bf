/// Why the paywall closed, as the wire-format string `paywall_close` carries (its raw value, which
/// is also the canonical result: `paywall.closed tappedOutside`): the page's `DismissReason` cases
/// plus `restore_success`, which the SDK emits directly.
enum AppDNADismissReason: String, CaseIterable {
    /// `.purchased`: "Dismissed after a successful purchase"
    case purchased
    /// `.dismissed`: "Dismissed by the user via a close button"
    case dismissed
    /// `.tappedOutside`: "Dismissed by tapping outside the paywall"
    case tappedOutside
    /// `.programmatic`: "Dismissed programmatically by your code"
    case programmatic
    /// Emitted directly: "Auto-dismissed after a restore returned ≥1 product"
    case restoreSuccess = "restore_success"

    /// Whether the SDK dismissed the paywall by itself (after a purchase or a restore), rather
    /// than the user or the app's code closing it.
    var isAutomatic: Bool { self == .purchased || self == .restoreSuccess }
}
