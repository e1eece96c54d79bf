import ConformKit

/// The Adapty model as a versioned family: `adapty@<version>` for any version AdaptyUI-iOS
/// 2.0.0 … 2.11.3 or AdaptySDK-iOS 3.0.0 … 3.17.2, `adapty@<version>-swiftui` for the SwiftUI
/// modifier, its behaviour read from `AdaptyGate`. The six named adapters of `AdaptyAdapters` are
/// members too (`adapty@3` is 3.17.2, `adapty@3.12` is 3.12.0).
package struct AdaptyFamily: FactualFamily {
    package init() {}

    /// `adapty`, the tags SDK-FACTS read: AdaptyUI-iOS 2.0.0 … 2.11.3 and AdaptySDK-iOS 3.0.0 …
    /// 3.17.2, released as the surface data `ci/surfaces/extract-adapty.py` read from the
    /// repositories (`3.13.0`, `3.16.0` or `2.9.0` were never tagged). The `swiftui` variant is the
    /// `.paywall` modifier's closures instead of the UIKit delegate. SwiftPM's identities of the
    /// repositories and products, the module that delivers the paywall callbacks first: AdaptyUI-iOS
    /// (2.x, beside an AdaptySDK-iOS pin of its own version), then AdaptySDK-iOS (3.x, AdaptyUI inside).
    package static let facts = FamilyFacts(
        name: "adapty", sdk: "Adapty iOS", vendor: "adapty", platform: .iOS,
        ranges: [AdaptyVersion(2, 0, 0)...AdaptyVersion(2, 11, 3), AdaptyVersion(3, 0, 0)...AdaptyVersion(3, 17, 2)],
        releases: SurfaceHistory.adapty.versions, variants: [AdaptySurface.swiftui.rawValue],
        packageIdentities: ["adaptyui-ios", "adaptysdk-ios", "adaptyui", "adapty"], ledgers: BehaviourLedger.adapty)

    /// The SwiftUI modifier exists from AdaptyUI-iOS 2.1.0 (`AdaptyGate.swiftUIModifier`).
    package func firstVersion(ofVariant variant: String) -> SDKVersion? {
        variant == AdaptySurface.swiftui.rawValue ? AdaptyGate.swiftUIModifier.since : nil
    }

    /// Every gate, oldest first, naming UIKit's methods.
    package var gates: [VersionGate] { gates(for: nil) }

    /// The version gates, oldest first, then (for `swiftui`, or every variant when nil) the
    /// surface's own, naming that surface's methods.
    package func gates(for variant: String?) -> [VersionGate] {
        let surface = Self.surface(of: variant)
        return AdaptyGate.allCases
            .filter { $0.surface == nil || $0.surface == surface || variant == nil }
            .map { $0.versionGate(on: $0.surface ?? surface) }
            .oldestFirst()
    }

    /// The model of `member`, listed as `id`.
    package func adapter(_ member: FamilyMember, id: String) -> any Adapter {
        let surface = Self.surface(of: member.variant)
        return AdaptyAdapter(
            id: id, version: member.version, surface: surface,
            source: "\(AdaptyAdapters.sdkSource) \(member.version), any version by its gates)")
    }

    /// The dismissals the model records where no disappear callback tells the app, and links opened
    /// without a callback, are no callbacks.
    package func isCallback(native: String) -> Bool {
        !Self.actions.contains(NativeForm(native).method)
    }

    /// The callback as the app registers it (`didFinishPurchase`), whatever the surface or the
    /// signature; forms that are no delegate method or closure (observer-mode resolvers) by their form.
    package func callback(of native: String) -> String {
        let method = NativeForm(native).method
        return Self.callbacks[method] ?? NativeForm(native).callback
    }

    /// The surface a variant suffix names.
    static func surface(of variant: String?) -> AdaptySurface {
        variant.flatMap(AdaptySurface.init(rawValue:)) ?? .uikit
    }

    /// Native forms that are actions of the SDK or the app, not callbacks: the dismissals, and a
    /// link opened by the SDK's default or by the app's own code.
    static let actions: Set<String> = [
        AdaptyNative.controllerDismiss, AdaptyNative.presentationDismiss, AdaptyNative.bindingDismiss,
        AdaptyNative.systemOpen, AdaptyNative.appOpen
    ]

    /// Every delegate method and closure, on both surfaces and every signature, to its callback.
    static let callbacks: [String: String] = {
        var table: [String: String] = [:]
        for surface in AdaptySurface.allCases {
            for version in [AdaptyVersion(2, 1), AdaptyVersion(3, 17, 2)] {
                let features = AdaptyFeatures(version: version, surface: surface)
                for callback in AdaptyCallback.allCases {
                    table[callback.native(on: surface, features: features)] = callback.rawValue
                }
            }
        }
        return table
    }()
}
