/// Whether each suggested expectation belongs in the spec — inside its claim — or in an SDK's own
/// spec. It belongs in the spec when it holds on the passing transcript of every adapter the spec
/// passes on (mutated or not: `--adapter` narrows what is scored, not the claim); when, on a spec
/// that runs on several adapters, every event it requires is one every one of them emits and every
/// event it forbids one more than one of them emits — nothing one adapter alone emits; and, for an
/// order, when the suite does not leave that order open elsewhere (`OpenOrders`).
enum SuggestionFit {
    /// What a spec's claim is judged against.
    struct Claim: Sendable {
        /// The surfaces of every adapter that runs the spec (pairs not inapplicable).
        var surfaces: [EventSurface] = []
        /// The adapters it passes on.
        var adapters: Set<String> = []
    }

    /// For each spec, each suggestion its survivors carry and whether it fits the claim.
    static func measure(
        pairs: [PairMutation], work: [MutationRun.Work], claims: [String: Claim], openOrders: OpenOrders,
        jobs: Int
    ) -> [String: [SuggestedExpectation: Bool]] {
        var order: [String] = []
        var suggestions: [String: [SuggestedExpectation]] = [:]
        var seen: [String: Set<SuggestedExpectation>] = [:]
        for pair in pairs {
            for survivor in pair.survivors {
                guard let s = survivor.suggestion else { continue }
                if suggestions[pair.specID] == nil { order.append(pair.specID) }
                if seen[pair.specID, default: []].insert(s).inserted { suggestions[pair.specID, default: []].append(s) }
            }
        }
        var runs: [String: [MutationRun.Work]] = [:]
        for item in work { runs[item.specID, default: []].append(item) }
        let tasks = order.map { (spec: $0, suggestions: suggestions[$0] ?? [], runs: runs[$0] ?? [], claim: claims[$0] ?? Claim()) }
        let results = ParallelMap.map(tasks, jobs: jobs) { task in
            task.suggestions.map { s in
                (
                    s,
                    inside(s, claim: task.claim)
                        && task.runs.allSatisfy { run in
                            s.holds(
                                run.transcript.events, final: run.transcript.final, surface: run.info.surface,
                                unspecified: run.spec.expect.unspecified)
                        } && !leftOpen(s, spec: task.spec, claim: task.claim, openOrders: openOrders)
                )
            }
        }
        var fits: [String: [SuggestedExpectation: Bool]] = [:]
        for (task, result) in zip(tasks, results) {
            fits[task.spec] = Dictionary(result, uniquingKeysWith: { a, _ in a })
        }
        return fits
    }

    /// Whether `s` pins only what the claim's adapters share: on a spec that runs on one adapter,
    /// anything; on several, required events every one emits and forbidden ones more than one emits.
    static func inside(_ s: SuggestedExpectation, claim: Claim) -> Bool {
        guard claim.surfaces.count > 1 else { return true }
        let emitters = { (p: EventPattern) in claim.surfaces.filter { $0.visibility(of: p.name) == .emitted }.count }
        switch s {
        case .order(let a, let b): return emitters(a) == claim.surfaces.count && emitters(b) == claim.surfaces.count
        case .count(let p, let n): return n == 0 ? emitters(p) > 1 : emitters(p) == claim.surfaces.count
        case .never(let p): return emitters(p) > 1
        case .state, .result: return true
        }
    }

    /// Whether `s` is an order the suite leaves open elsewhere.
    static func leftOpen(_ s: SuggestedExpectation, spec: String, claim: Claim, openOrders: OpenOrders) -> Bool {
        guard case .order(let a, let b) = s else { return false }
        return openOrders.leavesOpen(a, b, specID: spec, adapters: claim.adapters)
    }
}
