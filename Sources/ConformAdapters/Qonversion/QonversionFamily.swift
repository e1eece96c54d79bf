import ConformKit

/// The Qonversion No-Codes model as a versioned family: `qonversion-nocodes@<version>` for any
/// released tag of qonversion/qonversion-ios-sdk from 6.0.0 (No-Codes' first) to 6.13.1
/// (`6.8.0` was never tagged), its behaviour read from `QonversionGate`.
package struct QonversionFamily: FactualFamily {
    package init() {}

    /// `qonversion-nocodes`, 6.0.0 … 6.13.1, its tags from `ci/surfaces/extract-qonversion.py`, one surface.
    package static let facts = FamilyFacts(
        name: QonversionAdapters.family, sdk: "Qonversion No-Codes iOS", vendor: "qonversion", platform: .iOS,
        ranges: [QonversionAdapters.oldest...QonversionAdapters.newest], releases: SurfaceHistory.qonversion.versions,
        packageIdentities: ["qonversion-ios-sdk", "qonversion"], ledgers: BehaviourLedger.qonversion)

    /// Every gate, oldest first.
    package var gates: [VersionGate] { QonversionGate.allCases.map(\.versionGate) }

    /// The model of `member`, listed as `id`.
    package func adapter(_ member: FamilyMember, id: String) -> any Adapter {
        QonversionAdapter(id: id, version: member.version)
    }

    /// The delegate method as the app implements it (`noCodesFinished`).
    package func callback(of native: String) -> String {
        let method = NativeForm(native).method
        return QonversionCallback.allCases.first { $0.native == method }?.rawValue ?? NativeForm(native).callback
    }
}
