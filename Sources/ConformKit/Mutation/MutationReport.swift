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
    /// Per spec id, what the report needs of the spec beyond its pairs.
    package var context: [String: SpecContext] = [:]

    /// What the report keeps of a mutated spec: its expectations (with their lines), what they pin,
    /// its declared equivalents, and one passing transcript's events, to place suggested expectations.
    package struct SpecContext: Sendable {
        package var spec: Spec
        /// Its passing runs, one per adapter it was mutated on, in the run's adapter order.
        package var runs: [Run]
        /// What its expectations pin.
        package var pins: SpecPins { SpecPins(spec.expect) }

        /// One passing run: its events and end, and what the adapter sees.
        package struct Run: Sendable {
            package var events: [Event]
            /// The final state.
            package var final: FinalState
            /// The adapter's surface.
            package var surface: EventSurface
        }

        /// The events of its first run, where suggested events are placed.
        package var events: [Event] { runs.first?.events ?? [] }
    }

    /// Every counted mutant of every pair together.
    package var score: MutationScore { pairs.reduce(MutationScore()) { $0 + $1.score } }

    /// The headline score: the mean of the specs' scores, each the mean of its adapters'.
    package var averaged: AveragedScore { AveragedScore(of: specs.map(\.averaged)) }

    /// Mutants set apart, per reason, over every pair.
    package var setApart: SetApartCounts { pairs.reduce(into: SetApartCounts()) { $0 += $1.setApart } }

    /// Declared equivalents that covered no mutant on any adapter: stale, or a typo in the words.
    package var unusedEquivalents: [(specID: String, entry: Located<EquivalentMutant>)] {
        var used: [String: Set<Int>] = [:]
        for pair in pairs { used[pair.specID, default: []].formUnion(pair.usedEquivalents) }
        return context.keys.sorted().flatMap { id in
            (context[id]?.spec.equivalent ?? []).enumerated().filter { !(used[id]?.contains($0.offset) ?? false) }.map { (id, $0.element) }
        }
    }

    /// Every pair's scores per operator, added up.
    package var operators: OperatorScores { pairs.reduce(into: OperatorScores()) { $0 += $1.operators } }

    /// Per spec, by id.
    package var specs: [SpecMutation] {
        var result: [SpecMutation] = []
        for pair in pairs {
            if result.last?.specID == pair.specID {
                result[result.count - 1].pairs.append(pair)
            } else {
                result.append(SpecMutation(specID: pair.specID, specFile: pair.specFile, pairs: [pair], pins: context[pair.specID]?.pins))
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
    /// specs were mutated, the counted mutants, and the mean of the specs' scores.
    package var byFolder: [(folder: String, specs: Int, score: MutationScore, averaged: AveragedScore)] {
        var groups: [String: [SpecMutation]] = [:]
        for spec in specs { groups[SpecMutation.folder(of: spec.specID), default: []].append(spec) }
        return groups.keys.sorted().compactMap { folder in
            groups[folder].map { specs in
                (folder, specs.count, specs.reduce(MutationScore()) { $0 + $1.score }, AveragedScore(of: specs.map(\.averaged)))
            }
        }
    }

    /// The specs with surviving mutants or mutants left open, weakest first (lowest averaged score, then id).
    package var weakest: [SpecMutation] {
        specs.filter { $0.score.survived > 0 || $0.score.open > 0 || $0.score.mutants == 0 }.sorted { a, b in
            let (x, y) = (a.averaged.basisPoints ?? 0, b.averaged.basisPoints ?? 0)
            return x != y ? x < y : a.specID < b.specID
        }
    }

    /// How many pairs had more mutants than the limit.
    package var cappedPairs: Int { pairs.filter(\.capped).count }

    /// The exit status: 2 when a spec file is invalid, 3 when a pair errored (an adapter crashed,
    /// hung or broke the protocol), 1 when `minimum` (a percent) is given and the score is below it
    /// or there was no mutant to score, 0 otherwise — a score is information, not a failure.
    package func exitCode(minimum: Double?) -> Int32 {
        if !invalid.isEmpty { return ExitStatus.invalidInput }
        if skipped.contains(where: { $0.verdict == .error }) { return ExitStatus.infrastructure }
        if let minimum, averaged.isBelow(percent: minimum) ?? true { return ExitStatus.failures }
        return ExitStatus.success
    }
}
