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
        request.placement = GoldenPlacement(golden: .ignore, update: false, prune: false)
        request.keepTranscripts = true
        request.keepSpecs = true
        return request
    }

    /// Mutates the passing pairs of `report` (run with `suiteRequest`), on up to `jobs` threads,
    /// checking at most `limit` mutants a pair, `names` reading the adapters a declared equivalent
    /// names as a scope does. Only the pairs of the adapters in `mutating` are mutated and reported
    /// (all when nil); the other adapters' passing pairs still set the spec's scope and its claim, so a
    /// spec scores the same on an adapter whether or not `--adapter` narrowed the run. `rest`, the run
    /// of the rest of the suite when `report` is a part of it, says with `report` which orders the
    /// suite leaves open.
    /// The result's order does not depend on `jobs`.
    package static func run(
        _ report: RunReport, jobs: Int, limit: Int = defaultLimit, names: AdapterNames = AdapterNames(),
        mutating selected: Set<String>? = nil, rest: RunReport? = nil
    ) -> MutationReport {
        let specs = Dictionary(report.specs.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let infos = Dictionary(report.adapters.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var work: [Work] = []
        var beside: [Work] = []
        var skipped: [SkippedPair] = []
        var claims: [String: SuggestionFit.Claim] = [:]
        for pair in report.pairs {
            let mutated = selected?.contains(pair.adapterID) ?? true
            switch pair.outcome {
            case .notApplicable, .notRecorded: break
            default: if let info = infos[pair.adapterID] { claims[pair.specID, default: SuggestionFit.Claim()].surfaces.append(info.surface) }
            }
            switch classify(pair, spec: specs[pair.specID], info: infos[pair.adapterID], names: names) {
            case .mutate(let item):
                if mutated { work.append(item) } else { beside.append(item) }
                claims[pair.specID, default: SuggestionFit.Claim()].adapters.insert(pair.adapterID)
            case .skip(let entry):
                if mutated { skipped.append(entry) }
            }
        }
        // The scope of each spec: the events every one of its passing transcripts fires, on every adapter.
        let passing = work + beside
        var runs: [String: [[Event]]] = [:]
        for item in passing { runs[item.specID, default: []].append(item.transcript.events) }
        var ends: [String: (states: Set<PaywallState>, results: Set<String>)] = [:]
        for item in passing {
            ends[item.specID, default: ([], [])].states.insert(item.transcript.final.state)
            ends[item.specID, default: ([], [])].results.insert(item.transcript.final.result)
        }
        var outOfScope: [String: (names: Set<String>, arguments: Set<String>)] = [:]
        for item in work where outOfScope[item.specID] == nil {
            let specRuns = runs[item.specID] ?? []
            outOfScope[item.specID] = (
                MutationSubject.outOfScope(specRuns, expect: item.spec.expect),
                MutationSubject.outOfScopeArguments(specRuns, expect: item.spec.expect)
            )
        }
        for i in work.indices {
            let id = work[i].specID
            work[i].subject.outOfScope = outOfScope[id]?.names ?? []
            work[i].subject.outOfScopeArguments = outOfScope[id]?.arguments ?? []
            let expect = work[i].spec.expect
            work[i].subject.stateOutOfScope = (ends[id]?.states.count ?? 0) > 1 && expect.state == nil && expect.result == nil
            work[i].subject.resultOutOfScope = (ends[id]?.results.count ?? 0) > 1 && expect.result == nil
        }
        var pairs = ParallelMap.map(work, jobs: jobs) { item in
            mutate(item.transcript, item.subject, limit: limit, specID: item.specID, specFile: item.specFile)
        }
        let fits = SuggestionFit.measure(
            pairs: pairs, work: passing, claims: claims, openOrders: OpenOrders([report] + (rest.map { [$0] } ?? [])), jobs: jobs)
        for i in pairs.indices {
            for s in pairs[i].survivors.indices {
                guard let suggestion = pairs[i].survivors[s].suggestion else { continue }
                pairs[i].survivors[s].fitsEveryAdapter = fits[pairs[i].specID]?[suggestion] ?? false
            }
        }
        var context: [String: MutationReport.SpecContext] = [:]
        let mutatedSpecs = Set(work.map(\.specID))
        for item in passing where mutatedSpecs.contains(item.specID) {
            let run = MutationReport.SpecContext.Run(events: item.transcript.events, final: item.transcript.final, surface: item.info.surface)
            context[item.specID, default: MutationReport.SpecContext(spec: item.spec, runs: [])].runs.append(run)
        }
        let adapters = report.adapters.filter { selected?.contains($0.id) ?? true }
        return MutationReport(adapters: adapters, pairs: pairs, skipped: skipped, invalid: report.invalid, limit: limit, context: context)
    }

    /// Checks up to `limit` mutants of `transcript` against the subject's expectations, seen through the
    /// adapter's surface: how many mutants it has, the counted ones per operator, those set apart, and
    /// the survivors in words, each with the expectation that would kill it.
    package static func mutate(
        _ transcript: Transcript, _ subject: MutationSubject, limit: Int,
        specID: String = "", specFile: String = ""
    ) -> PairMutation {
        let events = transcript.events
        // Patterns that pin no event name (`*`, a family prefix where an event is required) kill nothing.
        let matcher = Matcher(subject.expect.pinning, surface: subject.surface)
        let baseline = matcher.match(events, final: transcript.final).violations
        let mutator = TranscriptMutator(transcript, products: subject.products, surface: subject.surface)
        var operators = OperatorScores()
        var setApart = SetApartCounts()
        var survivors: [Mutant] = []
        var used: Set<Int> = []
        var buffer: [Event] = []
        buffer.reserveCapacity(events.count + 1)
        var open: [OpenMutant] = []
        for k in mutator.indices(limit: limit) {
            let change = mutator.change(at: k)
            let reason = subject.setApart(change, events: events)
            if reason == .outOfScope {
                setApart[.outOfScope] += 1
                continue
            }
            let final = change.final(after: transcript.final)
            let wrote = change.writeEvents(events, into: &buffer)
            let found = matcher.match(wrote ? buffer : events, final: final)
            let killed = found.violations.contains { v in !baseline.contains { $0.kind == v.kind && $0.location == v.location } }
            if killed {
                operators.count(change.operator, killed: true)
                continue
            }
            let words = change.words(events: events, final: transcript.final)
            if reason == .unspecified {
                // Left open by the spec, and not killed: counted as not killed, with its reason.
                setApart[.unspecified] += 1
                open.append(
                    OpenMutant(description: words, reason: .unspecified, because: subject.unspecifiedPattern(change, events: events) ?? "unspecified")
                )
                continue
            }
            if let e = subject.equivalentIndex(words) {
                setApart[.equivalent] += 1
                used.insert(e)
                open.append(OpenMutant(description: words, reason: .equivalent, because: subject.equivalent[e].value.reason))
                continue
            }
            operators.count(change.operator, killed: false)
            let suggestion = SuggestedExpectation.find(
                for: change, events: events, final: transcript.final,
                mutant: (wrote ? buffer : events, final),
                surface: subject.surface, unspecified: subject.expect.unspecified)
            survivors.append(Mutant(change: change, description: words, suggestion: suggestion))
        }
        return PairMutation(
            specID: specID, specFile: specFile, adapterID: subject.adapterID, generated: mutator.count,
            operators: operators, setApart: setApart, survivors: survivors, usedEquivalents: used, open: open)
    }

    /// `mutate` with only expectations and a surface: no products, nothing out of scope, no equivalents.
    package static func mutate(_ transcript: Transcript, expect: Expectations, surface: EventSurface, limit: Int) -> PairMutation {
        mutate(transcript, MutationSubject(expect: expect, surface: surface), limit: limit)
    }

    /// A pair to mutate, with what mutating it needs.
    struct Work: Sendable {
        var specID: String
        var specFile: String
        /// The passing transcript.
        var transcript: Transcript
        var spec: Spec
        /// The adapter, for its id and what it observes.
        var info: AdapterInfo
        /// What the pair is mutated against; its scope is filled in once every pair of the spec is known.
        var subject: MutationSubject
    }

    /// Whether a pair is mutated or skipped.
    enum Decision {
        case mutate(Work)
        /// Leave it, for this reason.
        case skip(SkippedPair)
    }

    /// Mutates a pair that ran to the end and met its expectations; skips any other, saying why.
    static func classify(_ pair: PairResult, spec: Spec?, info: AdapterInfo?, names: AdapterNames = AdapterNames()) -> Decision {
        func skip(_ reason: String) -> Decision {
            .skip(SkippedPair(specID: pair.specID, adapterID: pair.adapterID, verdict: pair.verdict, reason: reason))
        }
        switch pair.outcome {
        case .notApplicable(let reason), .notRecorded(let reason):
            return skip(reason)
        case .unavailable(let failure), .failedToRun(let failure, _):
            return skip(failure.message)
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
            let subject = MutationSubject(
                expect: spec.expect, adapterID: info.id, names: names,
                surface: info.surface, products: spec.given.products, equivalent: spec.equivalent)
            return .mutate(Work(specID: pair.specID, specFile: pair.specFile, transcript: transcript, spec: spec, info: info, subject: subject))
        }
    }
}
