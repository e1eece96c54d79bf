import ConformKit

/// AdaptyUI Android as a versioned family: `adapty-android@<version>` for every released tag of
/// adaptyteam/AdaptySDK-Android 3.1.1 … 4.1.0, its behaviour read from `AdaptyAndroidGate`.
/// `adapty-android@4` (4.1.0) is its named member.
package struct AdaptyAndroidFamily: FactualFamily {
    package init() {}

    /// `adapty-android`, of `adapty` as its iOS model names it (a diff between the two is one SDK
    /// across platforms), from 3.1.1, the first tag with the `adapty-ui` module, to 4.1.0, the newest
    /// tag read, one range a major (the `AdaptyUiEventListener` and the `AdaptyFlowEventListener`
    /// eras), so `adapty-android@3` names 3.17.2 as `adapty@3` names the newest 3.x. One surface: the
    /// listener a Kotlin app extends, whether the paywall is a View or a Composable. Android has no
    /// SwiftPM package: a `Package.resolved` never pins it.
    package static let facts = FamilyFacts(
        name: AdaptyAndroidAdapter.family, sdk: AdaptyAndroidAdapter.sdk, vendor: "adapty", platform: .android,
        ranges: [SDKVersion(3, 1, 1)...SDKVersion(3, 17, 2), SDKVersion(4, 0, 0)...SDKVersion(4, 1, 0)],
        releases: SurfaceHistory.adaptyAndroid.versions, ledgers: BehaviourLedger.adaptyAndroid)

    /// Every gate, oldest first.
    package var gates: [VersionGate] { AdaptyAndroidGate.allCases.map(\.versionGate).oldestFirst() }

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
