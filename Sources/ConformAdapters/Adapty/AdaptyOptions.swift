import ConformKit

/// The SDK options a spec may set in `given.options`, read and checked once per session.
struct AdaptyOptions: Sendable, Hashable {
    /// `observer_mode: 'true'`: Adapty was activated in observer mode (the app makes purchases).
    static let observerModeKey = "observer_mode"
    /// `observer_resolver: 'false'`: the app passed no observer-mode resolver (default `'true'`).
    static let observerResolverKey = "observer_resolver"
    /// `selected_product: <id>`: the product the builder preselects (default: the first one).
    static let selectedProductKey = "selected_product"
    /// `web_navigation_error: <code>`: opening the web paywall fails with this error code.
    static let webNavigationErrorKey = "web_navigation_error"

    /// Every option key, for the adapter's declaration.
    static let keys: Set<String> = [observerModeKey, observerResolverKey, selectedProductKey, webNavigationErrorKey]

    /// Whether observer mode is on.
    var observerMode = false
    /// Whether the app passed an observer-mode resolver (3.x) or observer-mode delegate (2.x).
    var resolverPassed = true
    /// The preselected product, when the spec names one.
    var selectedProduct: String?
    /// The error opening a web paywall reports, when it fails.
    var webNavigationError: String?

    /// Reads the options of `given`; throws for values the SDK cannot have.
    init(_ given: Given) throws {
        for (key, value) in given.options.sorted(by: { $0.key < $1.key }) {
            switch key {
            case Self.observerModeKey:
                observerMode = try Self.bool(value, key)
            case Self.observerResolverKey:
                resolverPassed = try Self.bool(value, key)
            case Self.selectedProductKey:
                guard given.products.contains(value) else {
                    throw AdapterError.unsupported("option '\(key)' names '\(value)', which is not among the given products")
                }
                selectedProduct = value
            case Self.webNavigationErrorKey:
                guard !value.isEmpty else { throw AdapterError.unsupported("option '\(key)' needs an error code") }
                webNavigationError = value
            default:
                throw AdapterError.unsupported("adapty has no SDK option '\(key)'")
            }
        }
    }

    /// Whether purchases go to the app's observer-mode resolver instead of the SDK.
    var routesPurchasesToResolver: Bool { observerMode && resolverPassed }

    /// Reads `'true'` or `'false'`.
    private static func bool(_ value: String, _ key: String) throws -> Bool {
        switch value {
        case "true": return true
        case "false": return false
        default: throw AdapterError.unsupported("option '\(key)' is 'true' or 'false', not '\(value)'")
        }
    }
}
