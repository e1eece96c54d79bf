import ConformKit

/// The RevenueCatUI model as a versioned family: `revenuecatui@<version>` for any released tag of
/// RevenueCat/purchases-ios from 4.31.5 (the first with `paywallViewControllerWasDismissed`) to
/// 5.85.0, `revenuecatui@<version>-swiftui` for the SwiftUI modifiers, its behaviour read from
/// `RevenueCatUIGate`. The named adapters of `RevenueCatUIAdapters` stay as they are listed.
package struct RevenueCatUIFamily: VersionedAdapterFamily {
    package init() {}

    /// `revenuecatui`.
    package var name: String { RevenueCatUIAdapters.family }

    /// `RevenueCatUI iOS`.
    package var sdk: String { "RevenueCatUI iOS" }

    /// `revenuecat`, the SDK's maker: a model of its SDK on another platform names the same vendor.
    package var vendor: String { "revenuecat" }

    /// iOS.
    package var platform: SDKPlatform { .iOS }

    /// 4.31.5 … 5.85.0.
    package var ranges: [ClosedRange<SDKVersion>] { [RevenueCatUIFeatures.oldest...RevenueCatUIAdapters.newest] }

    /// The released tags, from the surface data `ci/surfaces/extract-revenuecatui.py` read from the repository.
    package var releases: [SDKVersion]? { SurfaceHistory.revenueCatUI.versions }

    /// `swiftui`: the view modifiers instead of the UIKit delegate.
    package var variants: [String] { [RevenueCatUISurface.swiftui.rawValue] }

    /// SwiftPM's identities of the repository (`purchases-ios`, or its SPM mirror).
    package var packageIdentities: [String] { ["purchases-ios", "purchases-ios-spm", "revenuecat"] }

    /// Every commit of purchases-ios that touched the paywall flow, with its verdict (`BehaviourLedger.revenuecatui`).
    package var ledgers: [BehaviourLedger] { BehaviourLedger.revenuecatui }

    /// Every gate, oldest first, naming UIKit's methods (SwiftUI's for a SwiftUI-only gate).
    package var gates: [VersionGate] { gates(for: nil) }

    /// The gates that tell versions apart for `variant` (nil: every gate), naming that surface's
    /// methods; a UIKit-only gate is none of the SwiftUI variant's.
    package func gates(for variant: String?) -> [VersionGate] {
        let surface = Self.surface(of: variant)
        return RevenueCatUIGate.allCases
            .filter { gate in variant == nil || gate.surface == nil || gate.surface == surface }
            .map { $0.versionGate(on: $0.surface ?? surface) }
            .sorted { ($0.variant == nil ? 0 : 1, $0.version, $0.id) < ($1.variant == nil ? 0 : 1, $1.version, $1.id) }
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
