import ConformKit

/// The Superwall model as a versioned family: `superwall@<version>` for any released tag of
/// superwall/Superwall-iOS from 4.0.0 to 4.16.3 (`superwall@4.1.0` was never tagged), its behaviour
/// read from `SuperwallGate`.
package struct SuperwallFamily: VersionedAdapterFamily {
    package init() {}

    /// `superwall`.
    package var name: String { SuperwallAdapters.family }

    /// `Superwall iOS`.
    package var sdk: String { "Superwall iOS" }

    /// `superwall`, the SDK's maker: a model of its SDK on another platform names the same vendor.
    package var vendor: String { "superwall" }

    /// iOS.
    package var platform: SDKPlatform { .iOS }

    /// 4.0.0 … 4.16.3.
    package var ranges: [ClosedRange<SDKVersion>] { [SuperwallAdapters.oldest...SuperwallAdapters.newest] }

    /// The released tags, from the surface data `ci/surfaces/extract-superwall.py` read from the repository.
    package var releases: [SDKVersion]? { SurfaceHistory.superwall.versions }

    /// One surface: no variants.
    package var variants: [String] { [] }

    /// SwiftPM's identity of the repository.
    package var packageIdentities: [String] { ["superwall-ios", "superwallkit"] }

    /// Every commit of the SDK's history that touched the paywall flow, with its verdict.
    package var ledgers: [BehaviourLedger] { BehaviourLedger.superwall }

    /// Every gate, oldest first.
    package var gates: [VersionGate] { SuperwallGate.allCases.map(\.versionGate).sorted { ($0.version, $0.id) < ($1.version, $1.id) } }

    /// The model of `member`, listed as `id`.
    package func adapter(_ member: FamilyMember, id: String) -> any Adapter {
        SuperwallAdapter(id: id, version: member.version)
    }

    /// The SDK's alerts and its in-app Safari are no callbacks of the app.
    package func isCallback(native: String) -> Bool {
        let method = NativeForm(native).method
        return !(method.hasPrefix("presentAlert(") || method == "presentSafariInApp(_:)")
    }

    /// The callback as the app registers it (`onDismiss`, `handleSuperwallEvent`).
    package func callback(of native: String) -> String {
        let method = NativeForm(native).method
        if method == "handleSuperwallPlacement(withInfo:)" { return "handleSuperwallPlacement" }
        return SuperwallCallback.allCases.first { $0.native == method }?.rawValue ?? NativeForm(native).callback
    }
}
