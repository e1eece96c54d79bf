import ConformKit

/// One behaviour of the Superwall SDK that arrived at a version, with its source. SDK-FACTS reads
/// 4.16.3 and gives no version notes; the gates date what the model needs from the first tag of
/// superwall/Superwall-iOS containing the symbol (`git log -S`, then `git tag --contains`).
enum SuperwallGate: String, Sendable, Hashable, CaseIterable {
    /// `PaywallPresentationHandler.onWillDismiss` exists.
    case willDismissHandler

    /// The first version with the behaviour.
    var since: SDKVersion {
        switch self {
        case .willDismissHandler: return SDKVersion(4, 9, 0)
        }
    }

    /// Where the fact comes from.
    var source: String {
        switch self {
        case .willDismissHandler:
            return "SDK-FACTS (Superwall) PaywallPresentationHandler: onWillDismiss(info, result); Superwall-iOS history: func onWillDismiss first in tag 4.9.0"
        }
    }

    /// What changes for an app upgrading past the gate.
    var change: String {
        switch self {
        case .willDismissHandler: return "the presentation handler hears the dismissal coming (onWillDismiss, in paywall.closing)"
        }
    }

    /// The gate as plain data.
    var record: ModelGate {
        ModelGate(model: SuperwallAdapters.family, name: rawValue, since: since, source: source, change: change)
    }
}
