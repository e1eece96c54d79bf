/// Everything `conform mutate` found, in a fixed order, ready for any renderer: the mutated pairs,
/// the skipped ones with their reasons, and the scores derived from them.
package struct MutationReport: Sendable {
    /// The adapters, in the run's order.
    package var adapters: [AdapterInfo]
    /// The mutated pairs, by spec id, then adapter order.
    package var pairs: [PairMutation]
    /// The pairs not mutated, by spec id, then adapter order.
    package var skipped: [SkippedPair]
    /// Spec files that could not be read.
    package var invalid: [SuiteLoader.InvalidFile]
    /// At most this many mutants were checked per pair.
    package var limit: Int

    /// Creates a report.
    package init(adapters: [AdapterInfo], pairs: [PairMutation], skipped: [SkippedPair], invalid: [SuiteLoader.InvalidFile], limit: Int) {
        self.adapters = adapters
        self.pairs = pairs
        self.skipped = skipped
        self.invalid = invalid
        self.limit = limit
    }

    /// Every mutant of every pair together.
    package var score: MutationScore { pairs.reduce(MutationScore()) { $0 + $1.score } }

    /// Every pair's scores per operator, added up.
    package var operators: OperatorScores {
        var total = OperatorScores()
        for pair in pairs { total += pair.operators }
        return total
    }

    /// Per spec, by id.
    package var specs: [SpecMutation] {
        var result: [SpecMutation] = []
        for pair in pairs {
            if result.last?.specID == pair.specID {
                result[result.count - 1].pairs.append(pair)
            } else {
                result.append(SpecMutation(specID: pair.specID, specFile: pair.specFile, pairs: [pair]))
            }
        }
        return result
    }

    /// Per adapter, in the run's order, with how many pairs were mutated; adapters with none are left out.
    package var byAdapter: [(adapter: AdapterInfo, pairs: Int, score: MutationScore)] {
        adapters.compactMap { adapter in
            let mine = pairs.filter { $0.adapterID == adapter.id }
            return mine.isEmpty ? nil : (adapter, mine.count, mine.reduce(MutationScore()) { $0 + $1.score })
        }
    }

    /// Per top-level folder of the suite (`SpecMutation.folder(of:)`), sorted by name, with how many
    /// specs were mutated.
    package var byFolder: [(folder: String, specs: Int, score: MutationScore)] {
        var scores: [String: (Set<String>, MutationScore)] = [:]
        for pair in pairs {
            let folder = SpecMutation.folder(of: pair.specID)
            scores[folder, default: ([], MutationScore())].0.insert(pair.specID)
            scores[folder, default: ([], MutationScore())].1 += pair.score
        }
        return scores.keys.sorted().compactMap { folder in scores[folder].map { (folder, $0.0.count, $0.1) } }
    }

    /// The specs with surviving mutants, weakest first (lowest score, then id).
    package var weakest: [SpecMutation] {
        specs.filter { $0.score.survived > 0 }.sorted { a, b in
            let (x, y) = (a.score, b.score)
            // killed/mutants compared without division: x.k/x.m < y.k/y.m.
            let lhs = x.killed * y.mutants
            let rhs = y.killed * x.mutants
            return lhs != rhs ? lhs < rhs : a.specID < b.specID
        }
    }

    /// How many pairs had more mutants than the limit.
    package var cappedPairs: Int { pairs.filter(\.capped).count }

    /// The exit status: 2 when a spec file is invalid, 3 when a pair errored (an adapter crashed,
    /// hung or broke the protocol), 1 when `minimum` (a percent) is given and the overall score is
    /// below it, 0 otherwise — a score is information, not a failure.
    package func exitCode(minimum: Double?) -> Int32 {
        if !invalid.isEmpty { return ExitStatus.invalidInput }
        if skipped.contains(where: { $0.verdict == .error }) { return ExitStatus.infrastructure }
        if let minimum, score.isBelow(percent: minimum) { return ExitStatus.failures }
        return ExitStatus.success
    }
}
