import ConformKit

/// The SDK options a spec may set in `given.options`: declared in `declared`, read once per session.
struct AdaptyOptions: Sendable, Hashable {
    /// `observer_mode: 'true'`: Adapty was activated in observer mode (the app makes purchases).
    static let observerModeKey = "observer_mode"
    /// `observer_resolver: 'false'`: the app passed no observer-mode resolver (default `'true'`).
    static let observerResolverKey = "observer_resolver"
    /// `selected_product: <id>`: the product the builder preselects (default: the first one).
    static let selectedProductKey = "selected_product"
    /// `web_navigation_error: <code>`: opening the web paywall fails with this error code.
    static let webNavigationErrorKey = "web_navigation_error"
    /// `web_paywall_browser: in_app | external`: where the web paywall opens (default `external`).
    static let webPaywallBrowserKey = "web_paywall_browser"

    /// The options a spec may set, each with the gate a version needs to have it, if any.
    static let declared: [(declaration: OptionDeclaration, gate: AdaptyGate?)] = [
        (OptionDeclaration(name: observerModeKey, values: .bool, summary: "Adapty was activated in observer mode: the app makes purchases"), nil),
        (
            OptionDeclaration(
                name: observerResolverKey, values: .bool,
                summary: "the app passed an observer-mode resolver (2.x: delegate); default 'true'"), nil
        ),
        (OptionDeclaration(name: selectedProductKey, values: .product, summary: "the product the builder preselects (default: the first)"), nil),
        (
            OptionDeclaration(name: webNavigationErrorKey, values: .word, summary: "opening the web paywall fails with this error code"),
            .webPaywall
        ),
        (
            OptionDeclaration(
                name: webPaywallBrowserKey, values: .oneOf(["external", "in_app"]),
                summary: "where a web paywall opens: the system browser (default) or an in-app browser over the paywall"),
            .webPaywall
        )
    ]

    /// The options of the version `features` describes.
    static func declarations(for features: AdaptyFeatures) -> [OptionDeclaration] {
        declared.filter { $0.gate.map(features.has) ?? true }.map(\.declaration)
    }

    /// Whether observer mode is on.
    var observerMode = false
    /// Whether the app passed an observer-mode resolver (3.x) or observer-mode delegate (2.x).
    var resolverPassed = true
    /// The preselected product, when the spec names one.
    var selectedProduct: String?
    /// The error opening a web paywall reports, when it fails.
    var webNavigationError: String?
    /// Whether a web paywall opens in an in-app browser over the paywall (else in the system browser).
    var webPaywallInApp = false

    /// Reads the options of `given`, whose names and values the version's declarations already
    /// accepted (`GivenValidation`, `AdapterInfo.inapplicability(of:)`).
    init(_ given: Given) {
        for (key, value) in given.options {
            switch key {
            case Self.observerModeKey: observerMode = value == "true"
            case Self.observerResolverKey: resolverPassed = value != "false"
            case Self.selectedProductKey: selectedProduct = value
            case Self.webNavigationErrorKey: webNavigationError = value
            case Self.webPaywallBrowserKey: webPaywallInApp = value == "in_app"
            default: break
            }
        }
    }

    /// Whether purchases go to the app's observer-mode resolver instead of the SDK.
    var routesPurchasesToResolver: Bool { observerMode && resolverPassed }
}
