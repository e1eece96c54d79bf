/// One comparison in a migration: the same specs on two adapters — two neighbouring stops of a
/// version chain, or the two adapters of a direct comparison — with what differs, grouped by cause.
package struct MigrationStep: Sendable {
    /// The adapter compared from.
    package var old: AdapterInfo
    /// The adapter compared to.
    package var new: AdapterInfo
    /// The version whose gates the step crosses, for a step of a version chain.
    package var version: SDKVersion?
    /// The gates that can explain the step's differences.
    package var gates: [VersionGate]
    /// The differences, each once, largest group first.
    package var findings: [MigrationFinding]
    /// Specs that could not be compared, by cause.
    package var uncompared: [Uncompared]
    /// The specs both sides ran (or one side could not, for a reason a gate gives).
    package var compared: Set<String>
    /// The specs with at least one difference.
    package var differing: Set<String>
    /// For a switch between two SDKs, its two sides, which advise on each finding (`SwitchAdvice`).
    package var sides: (old: SwitchAdvice.Side, new: SwitchAdvice.Side)?

    /// What one step needs to compare.
    struct Input {
        /// The old side's declaration, as the adapter makes it (not widened).
        var old: AdapterInfo
        /// The new side's declaration.
        var new: AdapterInfo
        /// The old side's results, by spec.
        var oldResults: [String: PairResult]
        /// The new side's results, by spec.
        var newResults: [String: PairResult]
        /// The specs, by id.
        var specs: [String: Spec]
        /// The spec ids in order.
        var order: [String]
        /// The step's version, for a chain.
        var version: SDKVersion?
        /// The gates that can explain its differences.
        var gates: [VersionGate]
        /// How callbacks are told apart.
        var naming: CallbackNaming
        /// Whether the two sides are two SDKs, not two versions of one model.
        var betweenSDKs = false
        /// Whether the two sides are versions of one model through one variant, whose own gates date changes.
        var oneVariant = false
    }

    /// Compares every spec of `input` and groups the differences.
    static func compare(_ input: Input) -> MigrationStep {
        var groups: [GroupKey: (specs: [String], times: Set<VirtualTime>, atZero: Bool)] = [:]
        var causes: [String: [String]] = [:]
        var compared: Set<String> = []
        var differing: Set<String> = []
        // The specs whose transcripts (either side) go through each method, for declaration changes.
        var through: [String: Set<String>] = [:]
        let declared = Set(input.gates.filter { $0.declaration != nil }.flatMap(\.methods))
        var sides = (old: SwitchAdvice.Side(input.old), new: SwitchAdvice.Side(input.new))
        func note(_ difference: MigrationDifference, gate: VersionGate?, spec: String, time: VirtualTime?) {
            let key = GroupKey(difference: difference, gate: gate)
            groups[key, default: ([], [], false)].specs.append(spec)
            if let time { groups[key, default: ([], [], false)].times.insert(time) } else { groups[key, default: ([], [], false)].atZero = true }
            differing.insert(spec)
        }
        for id in input.order {
            guard let a = input.oldResults[id], let b = input.newResults[id] else { continue }
            switch (a.run?.transcript, b.run?.transcript) {
            case (let ta?, let tb?):
                compared.insert(id)
                if input.betweenSDKs {
                    sides.old.note(ta, naming: input.naming)
                    sides.new.note(tb, naming: input.naming)
                }
                if !declared.isEmpty {
                    for event in ta.events + tb.events where declared.contains(NativeForm(event.native).method) {
                        through[NativeForm(event.native).method, default: []].insert(id)
                    }
                }
                for observation in DifferenceClassifier.classify(from: ta, to: tb, naming: input.naming, betweenSDKs: input.betweenSDKs) {
                    let gate = GateAttribution.gate(for: observation.difference, among: input.gates)
                    note(observation.difference, gate: gate, spec: id, time: observation.time)
                }
            case (nil, nil):
                // Neither side runs it: nothing to compare, and nothing changed.
                continue
            case (let ta, _):
                let newRuns = ta == nil
                if let spec = input.specs[id],
                    let (difference, gate) = RequirementGap.difference(
                        spec: spec, old: input.old, new: input.new, newRuns: newRuns, gates: input.gates)
                {
                    compared.insert(id)
                    note(difference, gate: gate, spec: id, time: nil)
                } else {
                    let failing = newRuns ? a : b
                    let side = newRuns ? input.old.id : input.new.id
                    causes[cause(failing, side: side), default: []].append(id)
                }
            }
        }
        // A declaration that changed type reaches every spec that goes through the method, though
        // the events read the same: the app's implementation no longer compiles as it was.
        for gate in input.gates {
            // A variant's gate retypes a declaration between versions, not between the variants.
            guard gate.variant == nil || input.oneVariant, let (before, after) = gate.declaration, !groups.keys.contains(where: { $0.gate == gate })
            else { continue }
            let specs = gate.methods.reduce(into: Set<String>()) { $0.formUnion(through[$1] ?? []) }
            guard !specs.isEmpty else { continue }
            let difference = MigrationDifference(
                kind: gate.change, event: gate.events.first ?? "", before: before, after: after,
                method: gate.before ?? gate.after,
                newMethod: gate.after != gate.before ? gate.after : nil)
            for spec in specs.sorted() { note(difference, gate: gate, spec: spec, time: nil) }
        }
        let findings = groups.map { key, value in
            MigrationFinding(
                difference: key.difference, specs: Array(Set(value.specs)).sorted(), times: value.atZero ? [] : value.times.sorted(),
                gate: key.gate, version: input.version ?? key.gate?.version, chained: input.oneVariant)
        }.sorted {
            ($0.version ?? SDKVersion(0, 0), -$0.specs.count, $0.difference) < ($1.version ?? SDKVersion(0, 0), -$1.specs.count, $1.difference)
        }
        var step = MigrationStep(
            old: input.old, new: input.new, version: input.version, gates: input.gates, findings: findings,
            uncompared: Uncompared.groups(causes), compared: compared, differing: differing, sides: input.betweenSDKs ? sides : nil)
        step.advise()
        return step
    }

    /// Gives each finding of a switch between two SDKs its advice.
    mutating func advise() {
        guard let sides else { return }
        for i in findings.indices {
            findings[i].advice = SwitchAdvice.advice(
                for: findings[i].difference, from: sides.old, to: sides.new, leftToSDK: findings[i].defaults ?? [])
        }
    }

    /// What groups a difference: the difference itself and the gate that explains it.
    private struct GroupKey: Hashable {
        var difference: MigrationDifference
        var gate: VersionGate?
    }

    /// Why one side did not run a spec, without line numbers, so one cause is one group.
    static func cause(_ result: PairResult, side: String) -> String {
        var reason = result.explanation ?? result.verdict.rawValue
        while let range = reason.range(of: " at line ") {
            var end = range.upperBound
            while end < reason.endIndex, reason[end].isNumber { end = reason.index(after: end) }
            reason.removeSubrange(range.lowerBound..<end)
        }
        return "'\(side)': \(result.verdict.rawValue): \(reason)"
    }
}
