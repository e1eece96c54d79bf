import ConformKit

/// The RevenueCatUI model as a versioned family: `revenuecatui@<version>` for any released tag of
/// RevenueCat/purchases-ios from 4.31.5 (the first with `paywallViewControllerWasDismissed`) to
/// 5.85.0, `revenuecatui@<version>-swiftui` for the SwiftUI modifiers, its behaviour read from
/// `RevenueCatUIGate`. The named adapters of `RevenueCatUIAdapters` stay as they are listed.
package struct RevenueCatUIFamily: FactualFamily {
    package init() {}

    /// `revenuecatui`, 4.31.5 … 5.85.0, its tags from `ci/surfaces/extract-revenuecatui.py`; the
    /// `swiftui` variant is the view modifiers instead of the UIKit delegate; SwiftPM knows the
    /// repository as `purchases-ios` or its SPM mirror.
    package static let facts = FamilyFacts(
        name: RevenueCatUIAdapters.family, sdk: "RevenueCatUI iOS", vendor: "revenuecat", platform: .iOS,
        ranges: [RevenueCatUIFeatures.oldest...RevenueCatUIAdapters.newest], releases: SurfaceHistory.revenueCatUI.versions,
        variants: [RevenueCatUISurface.swiftui.rawValue], packageIdentities: ["purchases-ios", "purchases-ios-spm", "revenuecat"],
        ledgers: BehaviourLedger.revenuecatui)

    /// Every gate, oldest first, naming UIKit's methods (SwiftUI's for a SwiftUI-only gate).
    package var gates: [VersionGate] { gates(for: nil) }

    /// The gates that tell versions apart for `variant` (nil: every gate), naming that surface's
    /// methods; a UIKit-only gate is none of the SwiftUI variant's.
    package func gates(for variant: String?) -> [VersionGate] {
        let surface = Self.surface(of: variant)
        return RevenueCatUIGate.allCases
            .filter { gate in variant == nil || gate.surface == nil || gate.surface == surface }
            .map { $0.versionGate(on: $0.surface ?? surface) }
            .oldestFirst()
    }

    /// The model of `member`, listed as `id`.
    package func adapter(_ member: FamilyMember, id: String) -> any Adapter {
        RevenueCatUIAdapter(id: id, version: member.version, surface: Self.surface(of: member.variant))
    }

    /// The SDK's alerts and the dismissals the model records where no callback tells the app are no callbacks.
    package func isCallback(native: String) -> Bool {
        !Self.actions.contains(NativeForm(native).method)
    }

    /// The callback as the app registers it (`onPurchaseCompleted`), whatever the surface.
    package func callback(of native: String) -> String {
        Self.callbacks[NativeForm(native).method] ?? NativeForm(native).callback
    }

    /// The surface a variant suffix names.
    static func surface(of variant: String?) -> RevenueCatUISurface {
        variant.flatMap(RevenueCatUISurface.init(rawValue:)) ?? .uikit
    }

    /// Native forms that are the SDK's alerts or dismissals, not callbacks of the app.
    static let actions: Set<String> = Set(
        [
            RevenueCatUINative.restoredAlert, RevenueCatUINative.errorAlert, RevenueCatUINative.controllerDismiss,
            RevenueCatUINative.dismissAction, RevenueCatUINative.bindingDismiss, RevenueCatUINative.sheetDismiss
        ]
        .map { NativeForm($0).method })

    /// Every delegate method and modifier, on both surfaces, to its callback.
    static let callbacks: [String: String] = {
        var table: [String: String] = [:]
        for surface in RevenueCatUISurface.allCases {
            let features = RevenueCatUIFeatures(version: RevenueCatUIAdapters.newest, surface: surface)
            for callback in RevenueCatUICallback.allCases {
                for native in callback.natives(features) + callback.natives(features, auto: true) {
                    table[NativeForm(native).method] = callback.rawValue
                }
            }
        }
        return table
    }()
}
