import ConformKit

/// The Qonversion No-Codes model as a versioned family: `qonversion-nocodes@<version>` for any
/// released tag of qonversion/qonversion-ios-sdk from 6.0.0 (No-Codes' first) to 6.13.1
/// (`6.8.0` was never tagged), its behaviour read from `QonversionGate`.
package struct QonversionFamily: VersionedAdapterFamily {
    package init() {}

    /// `qonversion-nocodes`.
    package var name: String { QonversionAdapters.family }

    /// `Qonversion No-Codes iOS`.
    package var sdk: String { "Qonversion No-Codes iOS" }

    /// `qonversion`, the SDK's maker: a model of its SDK on another platform names the same vendor.
    package var vendor: String { "qonversion" }

    /// iOS.
    package var platform: SDKPlatform { .iOS }

    /// 6.0.0 … 6.13.1.
    package var ranges: [ClosedRange<SDKVersion>] { [QonversionAdapters.oldest...QonversionAdapters.newest] }

    /// The released tags, from the surface data `ci/surfaces/extract-qonversion.py` read from the repository.
    package var releases: [SDKVersion]? { SurfaceHistory.qonversion.versions }

    /// One surface: no variants.
    package var variants: [String] { [] }

    /// SwiftPM's identity of the repository.
    package var packageIdentities: [String] { ["qonversion-ios-sdk", "qonversion"] }

    /// Every commit of the SDK that touched the paywall flow, each with its verdict.
    package var ledgers: [BehaviourLedger] { BehaviourLedger.qonversion }

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
