import ConformKit

/// The SDK options an `adapty-android` spec may set: the iOS family's (`AdaptyOptions`, one reading
/// of `given.options` for both platforms) that AdaptyUI Android has, each from the gate that brings it.
enum AdaptyAndroidOptions {
    /// The options Android has, each with the gate a version needs to have it, if any:
    /// `Adapty.activate(… observerMode)`, the `AdaptyUiObserverModeHandler` passed to the view, the
    /// product the paywall preselects, and the web paywall's failure (`onFinishWebPaymentNavigation`).
    static let gates: [String: AdaptyAndroidGate?] = [
        AdaptyOptions.observerModeKey: nil, AdaptyOptions.observerResolverKey: nil, AdaptyOptions.selectedProductKey: nil,
        AdaptyOptions.webNavigationErrorKey: .webNavigationCallback
    ]

    /// The options of the version `features` describes.
    static func declarations(for features: AdaptyAndroidFeatures) -> [OptionDeclaration] {
        AdaptyOptions.declared.map(\.declaration).filter { declaration in
            guard let gate = gates[declaration.name] else { return false }
            return gate.map(features.has) ?? true
        }
    }
}
