/// The page's `PaywallAction` enum: the user interactions `onPaywallAction` reports. Its cases carry
/// no payload on the page, so the native argument is the case alone.
enum PaywallAction: String {
    /// "The main call-to-action button was tapped"
    case ctaTapped
    /// "A feature item was selected"
    case featureSelected
    /// "The user switched between plan options"
    case planChanged
    /// "A link (e.g., terms, privacy policy) was tapped"
    case linkTapped
    /// "A custom action defined in the paywall config"
    case custom

    /// The case as Swift spells it: `.ctaTapped`.
    var native: String { ".\(rawValue)" }
}
