/// Whether each suggested expectation belongs in the spec (it holds on the passing transcript of
/// every adapter the spec was mutated on) or in an SDK's own spec (some adapter's transcript breaks it).
enum SuggestionFit {
    /// For each spec, each suggestion its survivors carry and whether it holds on all its pairs.
    static func measure(pairs: [PairMutation], work: [MutationRun.Work], jobs: Int) -> [String: [SuggestedExpectation: Bool]] {
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
        let tasks = order.map { (spec: $0, suggestions: suggestions[$0] ?? [], runs: runs[$0] ?? []) }
        let results = ParallelMap.map(tasks, jobs: jobs) { task in
            task.suggestions.map { s in
                (s, task.runs.allSatisfy { run in
                    s.holds(run.transcript.events, final: run.transcript.final, surface: run.info.surface, unspecified: run.spec.expect.unspecified)
                })
            }
        }
        var fits: [String: [SuggestedExpectation: Bool]] = [:]
        for (task, result) in zip(tasks, results) {
            fits[task.spec] = Dictionary(result, uniquingKeysWith: { a, _ in a })
        }
        return fits
    }
}
