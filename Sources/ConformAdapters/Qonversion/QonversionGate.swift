import ConformKit

/// One behaviour of Qonversion No-Codes that arrived at a released version of
/// qonversion/qonversion-ios-sdk, with its tag and commit (read with `git log -S<symbol>
/// <previous tag>..<tag>`; `ci/surfaces/verify-gates.py` checks them) and everything a migration
/// report reads. `QonversionSurfaceTests` holds them to the surface at every released tag.
enum QonversionGate: String, Sendable, Hashable, CaseIterable {
    /// Custom actions: `NoCodesActionType.custom` and `noCodesReceivedCustomAction(value:)`.
    case customAction

    /// The repository every tag is in.
    static let repository = "qonversion/qonversion-ios-sdk"

    /// The first version with the behaviour: its released tag.
    var since: SDKVersion { Self.firstVersions[self] ?? origin.version }
    /// Each gate's first version, parsed once from its origin's tag: the model asks for it on callbacks.
    private static let firstVersions = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.origin.version) })

    /// The gate's tag and commit.
    var origin: GateOrigin {
        switch self {
        case .customAction:
            return GateOrigin(repository: Self.repository, tag: "6.13.0", commit: "163380e43cbbbb3fa45db4d55265383c38f3f7cc",
                              subject: "feat: support custom builder actions delivered via NoCodesDelegate (DEV-1174)")
        }
    }

    /// A stable id, as `conform adapters --versions qonversion-nocodes` lists it.
    var id: String {
        switch self {
        case .customAction: return "custom-action"
        }
    }

    /// Where the fact comes from: the SDK-FACTS line and the tag and commit it was read at.
    var source: String {
        switch self {
        case .customAction:
            return "SDK-FACTS (Qonversion No-Codes 6.13.1), Callbacks: \"noCodesReceivedCustomAction(value)\"; NoCodesDelegate first declares it at 6.13.0 (Sources/NoCodes/Delegate.swift); \(origin.reading)"
        }
    }

    /// One line on what changed.
    var summary: String {
        switch self {
        case .customAction: return "custom buttons reach the app (noCodesReceivedCustomAction, in one action event with the execution callbacks)"
        }
    }

    /// The public declarations the gate adds at its tag, keyed as `SurfaceRelease.facts` keys them.
    var declares: Set<String> {
        switch self {
        case .customAction: return ["delegate " + QonversionCallback.noCodesReceivedCustomAction.native]
        }
    }

    /// The gate as a value a migration report reads.
    var versionGate: VersionGate {
        switch self {
        case .customAction:
            return VersionGate(id: id, version: since, change: .added, summary: summary, source: source,
                               after: QonversionCallback.noCodesReceivedCustomAction.native,
                               advice: "implement noCodesReceivedCustomAction(value:) to act on the builder's custom buttons",
                               events: [EventName.action.rawValue],
                               introduces: [Capability.customAction.rawValue, QonversionCallback.noCodesReceivedCustomAction.rawValue],
                               tag: origin.citation, commit: origin.commit)
        }
    }

}
