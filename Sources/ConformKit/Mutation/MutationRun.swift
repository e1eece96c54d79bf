/// `conform mutate`'s work after the suite ran: mutates the transcript of every pair that meets its
/// expectations and checks each mutant against the spec's expectations with the runner's `Matcher`
/// and the adapter's observability — never against the golden, which any change would fail. A mutant
/// is killed when the matcher finds a violation the original transcript did not have.
package enum MutationRun {
    /// How many mutants a pair may check by default.
    package static let defaultLimit = 256

    /// `request` as a mutation run needs it: goldens ignored, every transcript and spec kept.
    package static func suiteRequest(_ request: Suite.Request) -> Suite.Request {
        var request = request
        request.golden = .ignore
        request.update = false
        request.prune = false
        request.keepTranscripts = true
        request.keepSpecs = true
        return request
    }

    /// Mutates the passing pairs of `report` (run with `suiteRequest`), on up to `jobs` threads,
    /// checking at most `limit` mutants a pair. The result's order does not depend on `jobs`.
    package static func run(_ report: RunReport, jobs: Int, limit: Int = defaultLimit) -> MutationReport {
        let specs = Dictionary(report.specs.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let infos = Dictionary(report.adapters.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var work: [Work] = []
        var skipped: [SkippedPair] = []
        for pair in report.pairs {
            switch classify(pair, spec: specs[pair.specID], info: infos[pair.adapterID]) {
            case .mutate(let item): work.append(item)
            case .skip(let entry): skipped.append(entry)
            }
        }
        let pairs = ParallelMap.map(work, jobs: jobs) { item in
            let (generated, operators, survivors) = mutate(item.transcript, expect: item.expect, surface: item.info.surface, limit: limit)
            return PairMutation(specID: item.specID, specFile: item.specFile, adapterID: item.info.id,
                                generated: generated, operators: operators, survivors: survivors)
        }
        return MutationReport(adapters: report.adapters, pairs: pairs, skipped: skipped, invalid: report.invalid, limit: limit)
    }

    /// Checks up to `limit` mutants of `transcript` against `expect`, seen through the adapter's `surface`: how
    /// many mutants it has, the checked ones per operator, and the survivors in words.
    package static func mutate(_ transcript: Transcript, expect: Expectations, surface: EventSurface,
                              limit: Int) -> (generated: Int, operators: OperatorScores, survivors: [Mutant]) {
        let events = transcript.events
        let matcher = Matcher(expect, surface: surface)
        let baseline = matcher.match(events, final: transcript.final).violations
        let mutator = TranscriptMutator(events: events, final: transcript.final)
        var operators = OperatorScores()
        var survivors: [Mutant] = []
        var buffer: [Event] = []
        buffer.reserveCapacity(events.count + 1)
        for k in mutator.indices(limit: limit) {
            let change = mutator.change(at: k)
            let final = change.final(after: transcript.final)
            let found = change.writeEvents(events, into: &buffer)
                ? matcher.match(buffer, final: final) : matcher.match(events, final: final)
            let killed = found.violations.contains { v in !baseline.contains { $0.kind == v.kind && $0.location == v.location } }
            operators.count(change.operator, killed: killed)
            if !killed { survivors.append(Mutant(change: change, description: change.words(events: events, final: transcript.final))) }
        }
        return (mutator.count, operators, survivors)
    }

    /// A pair to mutate, with what mutating it needs.
    struct Work: Sendable {
        /// The spec's id.
        var specID: String
        /// The spec's file.
        var specFile: String
        /// The passing transcript.
        var transcript: Transcript
        /// What the spec expects.
        var expect: Expectations
        /// The adapter, for its id and what it observes.
        var info: AdapterInfo
    }

    /// Whether a pair is mutated or skipped.
    enum Decision {
        /// Mutate it.
        case mutate(Work)
        /// Leave it, for this reason.
        case skip(SkippedPair)
    }

    /// Mutates a pair that ran to the end and met its expectations; skips any other, saying why.
    static func classify(_ pair: PairResult, spec: Spec?, info: AdapterInfo?) -> Decision {
        func skip(_ reason: String) -> Decision {
            .skip(SkippedPair(specID: pair.specID, adapterID: pair.adapterID, verdict: pair.verdict, reason: reason))
        }
        switch pair.outcome {
        case .notApplicable(let reason), .notRecorded(let reason):
            return skip(reason)
        case .unavailable(let message), .failedToRun(let message, _):
            return skip(message)
        case .refused(let refusal):
            return skip("the adapter refused the setup, so no transcript exists to mutate: \(refusal.reason)")
        case .ran(let run):
            if let first = run.match.violations.first {
                let known = run.divergence == nil ? "" : " (a known divergence)"
                return skip("its expectations fail\(known): \(first.message)")
            }
            if pair.verdict == .notObservable {
                return skip("the adapter can observe none of the events the spec expects")
            }
            guard let transcript = run.transcript, let spec, let info else {
                return skip("its transcript was not kept: run the suite with 'MutationRun.suiteRequest'")
            }
            return .mutate(Work(specID: pair.specID, specFile: pair.specFile, transcript: transcript, expect: spec.expect, info: info))
        }
    }
}
