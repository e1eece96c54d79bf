import ConformKit

/// One behaviour of Qonversion No-Codes that arrived at a version, with its source. SDK-FACTS reads
/// 6.13.1 and gives no version notes; the gates date what the model needs from the first tag of
/// qonversion/qonversion-ios-sdk containing the symbol (`git log -S`, then `git tag --contains`).
enum QonversionGate: String, Sendable, Hashable, CaseIterable {
    /// Custom actions: `NoCodesActionType.custom` and `noCodesReceivedCustomAction(value:)`.
    case customAction

    /// The first version with the behaviour.
    var since: SDKVersion {
        switch self {
        case .customAction: return SDKVersion(6, 13, 0)
        }
    }

    /// Where the fact comes from.
    var source: String {
        switch self {
        case .customAction:
            return "SDK-FACTS (Qonversion No-Codes) Callbacks: noCodesReceivedCustomAction(value); qonversion-ios-sdk history: first in tag 6.13.0"
        }
    }

    /// What changes for an app upgrading past the gate.
    var change: String {
        switch self {
        case .customAction: return "custom buttons reach the app (noCodesReceivedCustomAction, in one action event with the execution callbacks)"
        }
    }

    /// The gate as plain data.
    var record: ModelGate {
        ModelGate(model: QonversionAdapters.family, name: rawValue, since: since, source: source, change: change)
    }
}
