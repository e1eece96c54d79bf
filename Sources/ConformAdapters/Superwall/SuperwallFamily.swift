import ConformKit

/// The Superwall model as a versioned family: `superwall@<version>` for any released tag of
/// superwall/Superwall-iOS from 4.0.0 to 4.16.3 (`superwall@4.1.0` was never tagged), its behaviour
/// read from `SuperwallGate`.
package struct SuperwallFamily: FactualFamily {
    package init() {}

    /// `superwall`, 4.0.0 … 4.16.3, its tags from `ci/surfaces/extract-superwall.py`, one surface.
    package static let facts = FamilyFacts(
        name: SuperwallAdapters.family, sdk: "Superwall iOS", vendor: "superwall", platform: .iOS,
        ranges: [SuperwallAdapters.oldest...SuperwallAdapters.newest], releases: SurfaceHistory.superwall.versions,
        packageIdentities: ["superwall-ios", "superwallkit"], ledgers: BehaviourLedger.superwall)

    /// Every gate, oldest first.
    package var gates: [VersionGate] { SuperwallGate.allCases.map(\.versionGate).oldestFirst() }

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
