import ConformKit

/// The SDK options an `adapty-android` spec may set: the keys of the iOS family (`AdaptyOptions`,
/// one reading of `given.options` for both platforms) that AdaptyUI Android has, said in its terms,
/// each with the gate that brings it.
enum AdaptyAndroidOptions {
    /// The options, each with the gate a version needs to have it, if any.
    static let declared: [(declaration: OptionDeclaration, gate: AdaptyAndroidGate?)] = [
        (
            OptionDeclaration(
                name: AdaptyOptions.observerModeKey, values: .bool,
                summary: "Adapty.activate with observer mode: the app makes purchases (AdaptyUiObserverModeHandler)"), nil
        ),
        (
            OptionDeclaration(
                name: AdaptyOptions.observerResolverKey, values: .bool,
                summary: "the app passed an AdaptyUiObserverModeHandler (without one the SDK purchases itself); default 'true'"), nil
        ),
        (
            OptionDeclaration(
                name: AdaptyOptions.selectedProductKey, values: .product, summary: "the product the paywall preselects (default: the first)"), nil
        ),
        (
            OptionDeclaration(
                name: AdaptyOptions.webNavigationErrorKey, values: .word, summary: "opening the web paywall fails with this error code"),
            .webNavigationCallback
        )
    ]

    /// The options of the version `features` describes.
    static func declarations(for features: AdaptyAndroidFeatures) -> [OptionDeclaration] {
        declared.filter { $0.gate.map(features.has) ?? true }.map(\.declaration)
    }
}
