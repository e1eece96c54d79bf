/// Where each difference of a direct comparison between two SDKs holds, side by side: for each side
/// that is a version of a versioned model, the other side is kept at the version named and this
/// side runs at every stop of its model's gate chain — its first version, each version a gate of
/// its variant changes the behaviour at — so the walk is linear in the stops of each side, never
/// their product. Only the specs that differ are run again, loaded once with the comparison; each
/// finding gets, per side, the versions around the one named where it holds and the gates at both
/// ends (`VersionSpan`).
package enum SideWalk {
    /// One side to walk: its model, the member named, and the other stops.
    struct Side {
        var isOld: Bool
        var family: any VersionedAdapterFamily
        var member: FamilyMember
        /// The stops besides the member's own version, oldest first.
        var stops: [SDKVersion]
        /// The gates of its variant, or of none: what a boundary cites.
        var gates: [VersionGate]
    }

    /// The sides of `plan` to walk: each side a version of a versioned model, in a comparison of two
    /// SDKs (a chain dates its differences itself; two versions of one model name their gates).
    static func sides(of plan: MigrationPlan, in workspace: Workspace) -> [Side] {
        guard plan.isSwitch else { return [] }
        return [(true, plan.oldID), (false, plan.newID)].compactMap { isOld, id in
            guard let found = try? workspace.member(id) else { return nil }
            let stops = self.stops(of: found.family, variant: found.member.variant).filter { $0 != found.member.version }
            let gates = found.family.gates(for: found.member.variant).filter { $0.variant == nil || $0.variant == found.member.variant }
            return Side(isOld: isOld, family: found.family, member: found.member, stops: stops, gates: gates)
        }
    }

    /// Every version of `family` through `variant` where its behaviour may change: the first version
    /// of each range (from the variant's first), and each version a gate of none or of the variant names.
    package static func stops(of family: any VersionedAdapterFamily, variant: String?) -> [SDKVersion] {
        let first = variant.flatMap { family.firstVersion(ofVariant: $0) }
        let gates = family.gates(for: variant).filter { $0.variant == nil || $0.variant == variant }.map(\.version)
        let starts = family.ranges.map(\.lowerBound) + [first].compactMap { $0 }
        return Array(Set(starts + gates)).filter { version in family.models(version) && first.map { version >= $0 } ?? true }.sorted()
    }

    /// What `walk` needs of the comparison it dates.
    struct Input {
        var plan: MigrationPlan
        var workspace: Workspace
        /// The comparison's request (paths, jobs, specs loaded once).
        var request: Suite.Request
        var specs: [String: Spec]
        var order: [String]
        /// The two sides' results of the app that implements every handler, by adapter id, then spec.
        var implemented: [String: [String: PairResult]]
        /// Those of the app that leaves handlers to the SDKs' defaults, and how its specs read; nil
        /// when no handler has a default.
        var defaults: (results: [String: [String: PairResult]], rescope: @Sendable (Spec) -> Spec)?
    }

    /// `step` with each finding's spans on every side `input` walks.
    static func walk(_ step: MigrationStep, _ input: Input) throws -> MigrationStep {
        let sides = sides(of: input.plan, in: input.workspace)
        guard !sides.isEmpty, !step.findings.isEmpty, let loaded = input.request.loaded else { return step }
        let bases = [step.old, step.new]
        var members: [(side: Side, version: SDKVersion, adapter: any Adapter)] = []
        for side in sides {
            for version in side.stops {
                let member = FamilyMember(family: side.family.name, version: version, variant: side.member.variant)
                members.append((side, version, side.family.adapter(member, id: member.id)))
            }
        }
        guard !members.isEmpty else { return step }
        // Every stop declares every stop's handlers, so the app that leaves them to the SDK can name
        // one only some versions have (AdaptyUI Android 3.x's onPurchaseFinished) on all of them.
        let infos = bases + members.map(\.adapter.info)
        let adapters = members.map { ComparisonAdapter($0.adapter, widenedBy: infos) }
        let suite = Suite(input.workspace.replacingAdapters(with: adapters))
        var request = input.request
        request.adapterIDs = adapters.map(\.id)
        request.selection = Selection()
        // Each app runs again only the specs of its own findings, loaded with the comparison: never read again per stop.
        func results(defaults: Bool, _ rescope: @escaping @Sendable (Spec) -> Spec) throws -> [String: [String: PairResult]] {
            let walked = Set(step.findings.filter { ($0.defaults != nil) == defaults }.flatMap(\.specs))
            guard !walked.isEmpty else { return [:] }
            request.loaded = loaded
            request.loaded?.specs = loaded.specs.filter { walked.contains($0.id) }
            request.loaded?.validCount = walked.count
            request.loaded?.invalid = []
            request.rescope = rescope
            var byAdapter: [String: [String: PairResult]] = [:]
            for pair in try suite.run(request).pairs { byAdapter[pair.adapterID, default: [:]][pair.specID] = pair }
            return byAdapter
        }
        let plan = input.plan
        let implemented = try results(defaults: false) { plan.rescope($0) }
        // The defaults run at each stop leaves to the SDK the handlers that stop has a default for,
        // not only those of the two versions named.
        let leaveToSDK = input.defaults.map { _ in MigrationRun.leavingToSDK(MigrationRun.defaultedHandlers(infos), plan: plan) }
        let defaulted = try leaveToSDK.map { try results(defaults: true, $0) }
        // The differences at each stop, as the app that implements every handler and the one that
        // leaves them to the SDKs see them.
        let differing = step.differing, naming = plan.naming.memoized()
        let order = input.order.filter(differing.contains)
        let specs = input.specs.filter { differing.contains($0.key) }
        let defaultSpecs = leaveToSDK.map { specs.mapValues($0) } ?? [:]
        func differences(_ member: (side: Side, version: SDKVersion, adapter: any Adapter), defaults: Bool) -> Set<MigrationDifference> {
            let walked = (defaults ? defaulted : implemented)?[member.adapter.id] ?? [:]
            let fixed = (defaults ? input.defaults?.results : input.implemented)?[member.side.isOld ? step.new.id : step.old.id] ?? [:]
            let info = member.adapter.info
            let compared = MigrationStep.compare(
                MigrationStep.Input(
                    old: member.side.isOld ? info : step.old, new: member.side.isOld ? step.new : info,
                    oldResults: member.side.isOld ? walked : fixed, newResults: member.side.isOld ? fixed : walked,
                    specs: defaults ? defaultSpecs : specs, order: order, version: nil, gates: [], naming: naming, betweenSDKs: true))
            return Set(compared.findings.map(\.difference))
        }
        var found: [String: (implemented: Set<MigrationDifference>, defaults: Set<MigrationDifference>)] = [:]
        for member in members {
            found[member.adapter.id] = (differences(member, defaults: false), input.defaults == nil ? [] : differences(member, defaults: true))
        }
        var step = step
        for index in step.findings.indices {
            let finding = step.findings[index]
            step.findings[index].spans = sides.map { side in
                span(of: finding, on: side) { version in
                    guard let member = members.first(where: { $0.side.isOld == side.isOld && $0.version == version }),
                        let seen = found[member.adapter.id]
                    else { return true }
                    return (finding.defaults == nil ? seen.implemented : seen.defaults).contains(finding.difference)
                }
            }
        }
        return step
    }

    /// The versions around the member's own where `finding` holds (`holds` of a stop), and the gates at both ends.
    static func span(of finding: MigrationFinding, on side: Side, holds: (SDKVersion) -> Bool) -> VersionSpan {
        let all = Array(Set(side.stops + [side.member.version])).sorted()
        let at = all.firstIndex(of: side.member.version) ?? 0
        var low = at, high = at
        while low > 0, holds(all[low - 1]) { low -= 1 }
        while high + 1 < all.count, holds(all[high + 1]) { high += 1 }
        let until = high + 1 < all.count ? all[high + 1] : nil
        // The gate that explains the difference, else those naming its event, else every gate there
        // (the version is the boundary, though no gate says why).
        func boundary(_ version: SDKVersion) -> (gates: [VersionGate], explain: Bool) {
            let there = side.gates.filter { $0.version == version }
            if let gate = GateAttribution.gate(for: finding.difference, among: there) { return ([gate], true) }
            let explaining = there.filter { $0.explains(event: finding.difference.event) }
            return explaining.isEmpty ? (there, false) : (explaining, true)
        }
        let none: (gates: [VersionGate], explain: Bool) = ([], true)
        let since = low == 0 ? none : boundary(all[low]), ends = until.map(boundary) ?? none
        return VersionSpan(
            isOld: side.isOld, family: side.family.name, platform: side.family.platform, from: all[low], fromFirst: low == 0, until: until,
            newest: side.family.newest ?? all.last ?? side.member.version, since: since.gates, sinceExplains: since.explain, ends: ends.gates,
            endsExplain: ends.explain)
    }
}
