import ConformKit

/// The RevenueCatUI Android model as a versioned family: `revenuecatui-android@<version>` for any
/// released tag of RevenueCat/purchases-android from 7.1.0 (the first with `ui/revenuecatui`) to
/// 10.16.1, `revenuecatui-android@<version>-activity` for the `PaywallActivity` an app starts with
/// `PaywallActivityLauncher`, its behaviour read from `RevenueCatUIAndroidGate`.
package struct RevenueCatUIAndroidFamily: VersionedAdapterFamily {
    /// How adapters and reports name the SDK.
    static let sdkName = "RevenueCatUI Android"

    package init() {}

    /// `revenuecatui-android`.
    package var name: String { RevenueCatUIAndroidAdapters.family }

    /// `RevenueCatUI Android`.
    package var sdk: String { Self.sdkName }

    /// `revenuecat`, the SDK's maker, as its iOS model names it: a diff between the two is one SDK across platforms.
    package var vendor: String { "revenuecat" }

    /// Android.
    package var platform: SDKPlatform { .android }

    /// 7.1.0 … 10.16.1.
    package var ranges: [ClosedRange<SDKVersion>] { [RevenueCatUIAndroidFeatures.oldest...RevenueCatUIAndroidFeatures.newest] }

    /// The released tags, from the surface data `ci/surfaces/extract-revenuecatui-android.py` read from the repository.
    package var releases: [SDKVersion]? { SurfaceHistory.revenueCatUIAndroid.versions }

    /// `activity`: `PaywallActivityLauncher` and its `PaywallResultHandler` instead of the Compose
    /// `Paywall` with the app's `dismissRequest` (`PaywallDialog` is a presentation mode of the
    /// Compose model, `present: {mode: auto}`). The Activity exists from 7.1.0, the family's first
    /// version, so `firstVersion(ofVariant:)` keeps its default.
    package var variants: [String] { [Self.activity] }

    /// The Activity variant's suffix.
    static let activity = "activity"

    /// None: a Gradle dependency (`com.revenuecat.purchases:purchases-ui`), never in a SwiftPM `Package.resolved`.
    package var packageIdentities: [String] { [] }

    /// Every commit of purchases-android that touched the paywall flow, with its verdict.
    package var ledgers: [BehaviourLedger] { BehaviourLedger.revenuecatuiAndroid }

    /// Every gate, oldest first.
    package var gates: [VersionGate] { gates(for: nil) }

    /// The gates that tell versions apart for `variant` (nil: every gate): the Compose paywall's
    /// and the Activity's own ones, each Activity gate marked with its variant.
    package func gates(for variant: String?) -> [VersionGate] {
        RevenueCatUIAndroidGate.allCases
            .filter { gate in variant == nil || gate.variant == nil || gate.variant == variant }
            .map(\.versionGate)
            .sorted { ($0.variant == nil ? 0 : 1, $0.version, $0.id) < ($1.variant == nil ? 0 : 1, $1.version, $1.id) }
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
