/// The migration report: every step of a comparison, each difference once with the version it
/// first appeared in and the gate behind it, the specs that could not be compared, and the
/// checklist of what the app's code must change.
package struct MigrationReport: Sendable {
    /// The side migrated from, as the user named it.
    package var oldID: String
    /// The side migrated to, as the user named it.
    package var newID: String
    /// Whether the report walks a version chain.
    package var isChain: Bool
    /// The steps, oldest first.
    package var steps: [MigrationStep]
    /// How many specs were selected.
    package var specCount: Int
    /// How many spec files could not be read (each an error: exit 2).
    package var invalidSpecs: Int
    /// A next step the report suggests, if any (walking the chain when a direct comparison of two
    /// versions cannot tell which version a change arrived in).
    package var hint: String?
    /// What the SDK's behaviour ledger says of the versions a chain walks (`BehaviourLedger`): how
    /// many commits touched the paywall flow, and what they mean to an app; nil without a ledger.
    package var history: BehaviourLedger.Tally?
    /// For one SDK across platforms, its vendor and the platform of each side.
    package var platforms: CrossPlatform?

    /// The gates of the walked versions that no finding cites: changes of the SDK the specs do not
    /// observe (a protocol or an enum case added, an isolation change, a behaviour no spec reaches),
    /// each still a change the app's code may meet. A gate that may be behind a finding no gate was
    /// sure of (one of its events, the finding citing none) counts as observed; one whose events
    /// only appear in findings another gate explains does not (Adapty 3.2.0's `@MainActor` delegate
    /// beside the renamed callbacks of the same release). Oldest first.
    package var unobserved: [VersionGate] {
        let cited = Set(findings.compactMap { $0.gate?.id })
        return steps.flatMap { step in
            step.gates.filter { gate in
                !cited.contains(gate.id) && !step.findings.contains { $0.gate == nil && gate.explains(event: $0.difference.event) }
            }
        }
    }

    /// The first adapter.
    package var old: AdapterInfo? { steps.first?.old }
    /// The last adapter.
    package var new: AdapterInfo? { steps.last?.new }

    /// Every finding, step by step.
    package var findings: [MigrationFinding] { steps.flatMap(\.findings) }

    /// The specs compared on at least one step.
    package var compared: Int { steps.reduce(into: Set<String>()) { $0.formUnion($1.compared) }.count }

    /// The specs with at least one difference.
    package var differing: Int { steps.reduce(into: Set<String>()) { $0.formUnion($1.differing) }.count }

    /// Specs that could not be compared, one group per cause across the steps.
    package var uncompared: [Uncompared] {
        var causes: [String: Set<String>] = [:]
        for step in steps { for group in step.uncompared { causes[group.cause, default: []].formUnion(group.specs) } }
        return Uncompared.groups(causes)
    }

    /// What the app's code must change.
    package var checklist: Checklist { Checklist(findings: findings) }

    /// Whether anything the specs observe changed, or a spec stopped being comparable.
    package var hasChanges: Bool { !findings.isEmpty || !uncompared.isEmpty }

    /// Whether no spec ran on both sides (none applies to the family, or the paths selected none):
    /// then nothing was checked, and "nothing differs" would be a false green.
    package var comparedNothing: Bool { compared == 0 && uncompared.isEmpty && invalidSpecs == 0 }

    /// 2 for unreadable specs or a comparison of nothing, 1 for changes, 0 when nothing the specs
    /// observe changed.
    package var exitCode: Int32 { invalidSpecs > 0 || comparedNothing ? 2 : hasChanges ? 1 : 0 }

    /// How many findings of each kind (counting each spec that shows one).
    package var kindCounts: [(ChangeKind, Int)] {
        var counts: [ChangeKind: Int] = [:]
        for finding in findings { counts[finding.difference.kind, default: 0] += finding.specs.count }
        return counts.sorted { $0.key < $1.key }
    }

    /// The versions a chain stops at, the first one included: `2.11.3`, `3.0.0`, ….
    package var stops: [String] {
        guard let first = steps.first else { return [] }
        return [first.old.sdkVersion] + steps.map(\.new.sdkVersion)
    }
}
