import ConformKit

/// The SDK options a spec may set in `given.options` for RevenueCatUI, read once per session.
struct RevenueCatUIOptions: Sendable, Hashable {
    /// Which kind of paywall the offering carries.
    enum Template: String, Sendable, Hashable {
        /// A V1 template: the restore button lives in its footer (`FooterView`).
        case v1
        /// A V2 component paywall: the restore button is a `ButtonComponentView`.
        case v2
    }

    /// `paywall: v1 | v2`: the paywall's template (default v2 where the version has component paywalls).
    static let paywallKey = "paywall"

    /// The options the version `features` takes.
    static func declarations(for features: RevenueCatUIFeatures) -> [OptionDeclaration] {
        let forms = features.has(.componentPaywalls) ? ["v1", "v2"] : ["v1"]
        return [
            OptionDeclaration(
                name: paywallKey, values: .oneOf(forms),
                summary: "the offering's paywall: a V1 template (footer restore button) or a V2 component paywall")
        ]
    }

    /// The paywall's template.
    var template: Template

    /// Reads the options of `given`, whose values the declarations already accepted.
    init(_ given: Given, features: RevenueCatUIFeatures) {
        let chosen = given.options[Self.paywallKey].flatMap(Template.init(rawValue:))
        template = chosen ?? (features.has(.componentPaywalls) ? .v2 : .v1)
    }
}
