import ConformKit

/// AdaptyUI Android as a versioned family: `adapty-android@<version>` for every released tag of
/// adaptyteam/AdaptySDK-Android 3.1.1 … 4.1.0, its behaviour read from `AdaptyAndroidGate`.
/// `adapty-android@4` (4.1.0) is its named member.
package struct AdaptyAndroidFamily: VersionedAdapterFamily {
    package init() {}

    /// `adapty-android`.
    package var name: String { AdaptyAndroidAdapter.family }

    /// `Adapty Android`.
    package var sdk: String { AdaptyAndroidAdapter.sdk }

    /// `adapty`, the SDK's maker, as its iOS model names it: a diff between the two is one SDK across platforms.
    package var vendor: String { "adapty" }

    /// Android.
    package var platform: SDKPlatform { .android }

    /// 3.1.1, the first tag with the `adapty-ui` module, to 4.1.0, the newest tag read, one range a
    /// major (the `AdaptyUiEventListener` and the `AdaptyFlowEventListener` eras), so `adapty-android@3`
    /// names 3.17.2 as `adapty@3` names the newest 3.x.
    package var ranges: [ClosedRange<SDKVersion>] {
        [SDKVersion(3, 1, 1)...SDKVersion(3, 17, 2), SDKVersion(4, 0, 0)...SDKVersion(4, 1, 0)]
    }

    /// The released tags, from the surface data (`SurfaceHistory.adaptyAndroid`).
    package var releases: [SDKVersion]? { SurfaceHistory.adaptyAndroid.versions }

    /// One surface: the listener a Kotlin app extends, whether the paywall is a View or a Composable.
    package var variants: [String] { [] }

    /// Android has no SwiftPM package: a `Package.resolved` never pins it.
    package var packageIdentities: [String] { [] }

    /// Every release commit that touched the paywall flow, with its verdict.
    package var ledgers: [BehaviourLedger] { BehaviourLedger.adaptyAndroid }

    /// Every gate, oldest first.
    package var gates: [VersionGate] { AdaptyAndroidGate.allCases.map(\.versionGate).sorted { ($0.version, $0.id) < ($1.version, $1.id) } }

    /// The one surface's gates.
    package func gates(for variant: String?) -> [VersionGate] { gates }

    /// The model of `member`, listed as `id`.
    package func adapter(_ member: FamilyMember, id: String) -> any Adapter {
        AdaptyAndroidAdapter(id: id, version: member.version)
    }

    /// The dismissals and link openings the model records are actions, not callbacks.
    package func isCallback(native: String) -> Bool {
        !Self.actions.contains(native)
    }

    /// The listener method a native form belongs to (`onPurchaseFinished`), whatever its parameters.
    package func callback(of native: String) -> String {
        String(native.prefix { $0 != "(" && $0 != " " })
    }

    /// Native forms that are actions of the host, the default listener or the app, not callbacks.
    static let actions: Set<String> = [
        AdaptyAndroidNative.defaultBack, AdaptyAndroidNative.appFinish, AdaptyAndroidNative.hostBack, AdaptyAndroidNative.chooserOpen,
        AdaptyAndroidNative.launcherOpen, AdaptyAndroidNative.appOpen
    ]
}
