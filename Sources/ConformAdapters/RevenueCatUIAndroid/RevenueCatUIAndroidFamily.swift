import ConformKit

/// The RevenueCatUI Android model as a versioned family: `revenuecatui-android@<version>` for any
/// released tag of RevenueCat/purchases-android from 7.1.0 (the first with `ui/revenuecatui`) to
/// 10.16.1, `revenuecatui-android@<version>-activity` for the `PaywallActivity` an app starts with
/// `PaywallActivityLauncher`, its behaviour read from `RevenueCatUIAndroidGate`.
package struct RevenueCatUIAndroidFamily: FactualFamily {
    /// How adapters and reports name the SDK.
    static let sdkName = "RevenueCatUI Android"

    package init() {}

    /// `revenuecatui-android`, 7.1.0 … 10.16.1, its tags from `ci/surfaces/extract-revenuecatui-android.py`.
    /// The `activity` variant is `PaywallActivityLauncher` and its `PaywallResultHandler` instead of
    /// the Compose `Paywall` with the app's `dismissRequest` (`PaywallDialog` is a presentation mode
    /// of the Compose model, `present: {mode: auto}`); the Activity exists from 7.1.0, the family's
    /// first version, so `firstVersion(ofVariant:)` keeps its default. A Gradle dependency
    /// (`com.revenuecat.purchases:purchases-ui`) is never in a SwiftPM `Package.resolved`.
    package static let facts = FamilyFacts(
        name: RevenueCatUIAndroidAdapters.family, sdk: sdkName, vendor: "revenuecat", platform: .android,
        ranges: [RevenueCatUIAndroidFeatures.oldest...RevenueCatUIAndroidFeatures.newest],
        releases: SurfaceHistory.revenueCatUIAndroid.versions, variants: [activity], ledgers: BehaviourLedger.revenuecatuiAndroid)

    /// The Activity variant's suffix.
    static let activity = "activity"

    /// Every gate, oldest first.
    package var gates: [VersionGate] { gates(for: nil) }

    /// The gates that tell versions apart for `variant` (nil: every gate): the Compose paywall's
    /// and the Activity's own ones, each Activity gate marked with its variant.
    package func gates(for variant: String?) -> [VersionGate] {
        RevenueCatUIAndroidGate.allCases
            .filter { gate in variant == nil || gate.variant == nil || gate.variant == variant }
            .map(\.versionGate)
            .oldestFirst()
    }

    /// The model of `member`, listed as `id`.
    package func adapter(_ member: FamilyMember, id: String) -> any Adapter {
        RevenueCatUIAndroidAdapter(id: id, version: member.version, activity: member.variant == Self.activity)
    }

    /// The SDK's dialogs and the dismissals no callback of the app reports are no callbacks.
    package func isCallback(native: String) -> Bool {
        !RevenueCatUIAndroidSession.actions.contains(native)
    }

    /// The callback as the app overrides it (`onPurchaseCompleted`).
    package func callback(of native: String) -> String {
        Self.callbacks[native] ?? NativeForm(native).callback
    }

    /// Every native form to its callback.
    static let callbacks: [String: String] = Dictionary(
        RevenueCatUIAndroidCallback.allCases.flatMap { callback in
            [(callback.native(), callback.rawValue), (callback.native(dialog: true), callback.rawValue)]
        },
        uniquingKeysWith: { first, _ in first })
}
