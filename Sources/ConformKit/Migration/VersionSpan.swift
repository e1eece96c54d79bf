/// Where a difference between two versioned SDKs holds on one side, the other side kept at the
/// version the user named: from the version it starts at through the one before it stops, with the
/// gates (each citing tag and commit) at both ends. `SideWalk` finds it.
package struct VersionSpan: Sendable, Hashable {
    /// The side walked: the old (`true`) or the new one.
    package var isOld: Bool
    /// The family walked: `adapty`.
    package var family: String
    /// Its platform.
    package var platform: SDKPlatform
    /// The first version walked where it holds.
    package var from: SDKVersion
    /// Whether `from` is the first version walked (no gate of the walk starts it).
    package var fromFirst: Bool
    /// The first version after `from` where it no longer holds; nil when it holds through the newest.
    package var until: SDKVersion?
    /// The newest version walked.
    package var newest: SDKVersion
    /// The gates at `from` that start it (empty at the first version walked).
    package var since: [VersionGate]
    /// Whether `since` explain the difference (name its event), or are only the gates at the version.
    package var sinceExplains = true
    /// The gates at `until` that end it.
    package var ends: [VersionGate]
    /// Whether `ends` explain the difference, or are only the gates at the version.
    package var endsExplain = true

    /// `3.0.0 … before 3.12.0` as people read it: `from 3.0.0 through the newest, 3.17.2`.
    package var range: String {
        let start = fromFirst ? "from the first version walked, \(from)" : "from \(from)"
        guard let until else { return from == newest ? "at \(from), the newest" : "\(start) through the newest, \(newest)" }
        return "\(start) until \(until)"
    }

    /// A gate as a boundary names it: `purchase-result (adaptyteam/AdaptySDK-iOS@3.0.0, commit 0123456789ab)`,
    /// or its source when it cites no tag.
    package static func cited(_ gate: VersionGate, short: Bool) -> String {
        guard let tag = gate.tag, let commit = gate.commit else { return "\(gate.id) (\(gate.source))" }
        return "\(gate.id) (\(tag), commit \(short ? String(commit.prefix(12)) : commit))"
    }
}
