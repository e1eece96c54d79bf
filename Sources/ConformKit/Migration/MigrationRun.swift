/// Runs a migration plan through the one pipeline, `Suite`: every stop's adapter, widened so a
/// spec any stop declares it can run is tried on all (`ComparisonAdapter`), specs scoped to one
/// version of the model run on every version (`MigrationPlan.rescope`), goldens left alone and
/// transcripts kept; then compares neighbouring stops.
package enum MigrationRun {
    /// Runs `plan` in `workspace` on the specs `paths` and `selection` choose.
    package static func run(
        _ plan: MigrationPlan, workspace: Workspace, paths: [String], selection: Selection = Selection(),
        jobs: Int, observer: Suite.Observer = Suite.Observer()
    ) throws -> MigrationReport {
        let bases = plan.stops.map(\.info)
        let adapters = plan.stops.map { ComparisonAdapter($0, widenedBy: bases) }
        let suite = Suite(workspace.replacingAdapters(with: adapters))
        let rescope: @Sendable (Spec) -> Spec = { plan.rescope($0) }
        // Loaded once for every run of the migration, and for what a spec only one side runs needs.
        let loaded = try workspace.loadSpecs(paths, jobs: jobs)
        var request = Suite.Request(
            paths: paths, adapterIDs: adapters.map(\.id), selection: selection, jobs: jobs,
            golden: .ignore, keepTranscripts: true, rescope: rescope)
        request.loaded = loaded
        let report = try suite.run(request, observer: observer)
        let specs = Dictionary(loaded.specs.map { ($0.id, plan.rescope($0)) }, uniquingKeysWith: { a, _ in a })
        var order: [String] = []
        var seen: Set<String> = []
        for pair in report.pairs where seen.insert(pair.specID).inserted { order.append(pair.specID) }
        var byAdapter: [String: [String: PairResult]] = [:]
        for pair in report.pairs { byAdapter[pair.adapterID, default: [:]][pair.specID] = pair }
        var steps: [MigrationStep] = []
        for index in 0..<(plan.stops.count - 1) {
            let (old, new) = (bases[index], bases[index + 1])
            steps.append(
                MigrationStep.compare(
                    MigrationStep.Input(
                        old: old, new: new, oldResults: byAdapter[old.id] ?? [:], newResults: byAdapter[new.id] ?? [:], specs: specs,
                        order: order, version: plan.versions[index], gates: plan.gates[index], naming: plan.naming, betweenSDKs: plan.isSwitch,
                        oneVariant: plan.oneVariant)))
        }
        if plan.isSwitch, steps.count == 1 {
            var defaults: (results: [String: [String: PairResult]], rescope: @Sendable (Spec) -> Spec)?
            steps[0] = try withDefaults(steps[0], plan: plan, suite: suite, request: request, specs: specs, order: order, ran: &defaults)
            // Each difference at the versions where it holds, on each side that is a versioned model.
            steps[0] = try SideWalk.walk(
                steps[0],
                SideWalk.Input(
                    plan: plan, workspace: workspace, request: request, specs: specs, order: order, implemented: byAdapter, defaults: defaults))
        }
        var migration = MigrationReport(
            oldID: plan.oldID, newID: plan.newID, isChain: plan.isChain, steps: steps,
            specCount: report.specCount, invalidSpecs: report.invalid.count)
        migration.platforms = plan.platforms
        if plan.isChain, let family = plan.family, let old = try? family.member(plan.oldID), let new = try? family.member(plan.newID) {
            // A gate of the chain's variant, or of none (`gates(for: nil)` may list every variant's).
            let own = Set(family.gates(for: new.variant).filter { $0.variant == nil || $0.variant == new.variant }.map(\.id))
            migration.history = family.ledgers.tally(after: old.version, through: new.version, ownGate: own.contains)
        }
        if !plan.isChain, let family = plan.family, bases.first?.sdkVersion != bases.last?.sdkVersion,
            migration.findings.contains(where: { $0.gate == nil && !$0.difference.signatureOnly }),
            let old = try? family.member(plan.oldID), let new = try? family.member(plan.newID), old.variant == new.variant
        {
            // A chain goes forward and keeps one variant: suggest only one that `conform diff` accepts.
            migration.hint =
                old.version < new.version
                ? "walk 'conform diff \(plan.oldID)..\(plan.newID)' to find the version each change first appeared in"
                : "walk 'conform diff \(plan.newID)..\(plan.oldID)' to find the version each change first appeared in (a chain goes forward: this comparison is it read backwards)"
        }
        return migration
    }

    /// The handlers of `adapters` the SDK runs a default for when the app does not implement them,
    /// by name: what the app that leaves them to the SDKs leaves out.
    static func defaultedHandlers(_ adapters: [AdapterInfo]) -> [String] {
        Set(adapters.flatMap { $0.handlers.values }.filter { $0.defaultBehaviour != nil && !$0.isRequired }.map(\.name)).sorted()
    }

    /// How the app that leaves `handlers` to the SDKs reads a spec: each `absent` where the spec
    /// does not say otherwise. A walk (`SideWalk`) leaves those of every version it runs, since a
    /// handler's default can come or go with a version.
    static func leavingToSDK(_ handlers: [String], plan: MigrationPlan) -> @Sendable (Spec) -> Spec {
        { spec in
            var spec = plan.rescope(spec)
            for name in handlers where spec.given.handlers[name] == nil { spec.given.handlers[name] = .absent }
            return spec
        }
    }

    /// A switch between two SDKs compares two apps: one that implements every handler (the specs
    /// as written: a handler not listed is registered and does nothing) and one that leaves to the
    /// SDKs the handlers whose default the SDK runs when the app does not implement them (Adapty's
    /// `didFinishPurchase` dismissing after a purchase, even a pending one). The second runs the
    /// same specs with those handlers `absent` — where a spec does not say otherwise — and what
    /// differs only then comes first, headed by the handlers it depends on. `request` is the first
    /// app's run; `ran` is given the second app's results and how it reads the specs.
    static func withDefaults(
        _ step: MigrationStep, plan: MigrationPlan, suite: Suite, request: Suite.Request,
        specs: [String: Spec], order: [String], ran: inout (results: [String: [String: PairResult]], rescope: @Sendable (Spec) -> Spec)?
    ) throws -> MigrationStep {
        let defaulted = defaultedHandlers(plan.stops.map(\.info))
        guard !defaulted.isEmpty else { return step }
        let leaveToSDK = leavingToSDK(defaulted, plan: plan)
        var request = request
        request.rescope = leaveToSDK
        let report = try suite.run(request)
        var byAdapter: [String: [String: PairResult]] = [:]
        for pair in report.pairs { byAdapter[pair.adapterID, default: [:]][pair.specID] = pair }
        ran = (byAdapter, leaveToSDK)
        let defaultsStep = MigrationStep.compare(
            MigrationStep.Input(
                old: step.old, new: step.new, oldResults: byAdapter[step.old.id] ?? [:], newResults: byAdapter[step.new.id] ?? [:],
                specs: specs.mapValues(leaveToSDK), order: order, version: nil, gates: step.gates, naming: plan.naming, betweenSDKs: plan.isSwitch))
        let implemented = Set(step.findings.map(\.difference))
        var onlyWithDefaults = defaultsStep.findings.filter { !implemented.contains($0.difference) }
        guard !onlyWithDefaults.isEmpty else { return step }
        for index in onlyWithDefaults.indices { onlyWithDefaults[index].defaults = defaulted }
        // Where the paywall ends first (dismissal after a purchase, a pending one, a restore), then
        // its closing callback, then the rest as found: what an app relying on defaults feels most.
        func weight(_ finding: MigrationFinding) -> Int {
            finding.difference.kind == .finalState ? 0 : finding.difference.event == EventName.paywallClosed.rawValue ? 1 : 2
        }
        onlyWithDefaults = onlyWithDefaults.enumerated().sorted { (weight($0.element), $0.offset) < (weight($1.element), $1.offset) }.map(\.element)
        var step = step
        step.findings = onlyWithDefaults + step.findings
        step.differing.formUnion(onlyWithDefaults.flatMap(\.specs))
        // Advice names the callbacks either app saw.
        if let other = defaultsStep.sides {
            step.sides?.old.merge(other.old)
            step.sides?.new.merge(other.new)
            step.advise()
        }
        return step
    }
}
