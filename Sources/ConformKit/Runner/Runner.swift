/// Runs pairs of a spec and an adapter: applicability, replay, expectations, goldens, known
/// divergences — in parallel, with results in a fixed order. Which specs and adapters to run is
/// the `Suite`'s business; the verdict is the `VerdictRule`'s.
package struct Runner: Sendable {
    /// How to run.
    package struct Options: Sendable {
        /// Worker threads.
        package var jobs: Int
        /// Where goldens are compared, or nil to skip goldens.
        package var golden: (any GoldenChecking)?
        /// Rewrite goldens that differ instead of failing.
        package var update: Bool
        /// Known divergences: (adapter, spec) → reason.
        package var divergences: KnownDivergences
        /// Replay limits.
        package var bounds: Replay.Bounds
        /// Called from worker threads as pairs finish, with how many have finished and the total;
        /// the CLI draws progress on a terminal with it.
        package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
        /// Keep every pair's transcript in the results (an HTML report draws them, a migration
        /// report compares them); otherwise only problem pairs keep theirs, so memory grows with
        /// the problems, not with the suite.
        package var keepTranscripts = false
        /// How adapter ids and scope entries are read: which adapters a spec's scope selects.
        package var names = AdapterNames()

        package init(
            jobs: Int = 1, golden: (any GoldenChecking)? = nil, update: Bool = false,
            divergences: KnownDivergences = KnownDivergences(), bounds: Replay.Bounds = Replay.Bounds(),
            keepTranscripts: Bool = false, names: AdapterNames = AdapterNames()
        ) {
            self.names = names
            self.jobs = jobs
            self.golden = golden
            self.update = update
            self.divergences = divergences
            self.bounds = bounds
            self.keepTranscripts = keepTranscripts
        }
    }

    package let options: Options

    package init(_ options: Options = Options()) { self.options = options }

    /// Runs every spec against every adapter in its scope; results are ordered by spec order, then
    /// adapter order. A spec scoped to other adapters gives no result for this one: it is not a
    /// finding, so it is not counted, listed or scored.
    package func run(_ specs: [Spec], on adapters: [any Adapter]) -> [PairResult] {
        // By id, not `info`: an external adapter's info costs a handshake.
        let ids = adapters.map(\.id)
        // Pairs as indices: a `Spec` is hundreds of bytes, and 80,000 copies of them were most of
        // a large run's memory.
        var pairs: [(spec: Int32, adapter: Int32)] = []
        pairs.reserveCapacity(specs.count * adapters.count)
        let names = ids.map(options.names.name(of:))
        // Each distinct scope is read once: a suite has few, and thousands of specs.
        var selectors: [[String]: [AdapterSelector]] = [:]
        for (s, spec) in specs.enumerated() {
            let scope = spec.scope.adapters
            if scope.isEmpty {
                for a in ids.indices { pairs.append((Int32(s), Int32(a))) }
                continue
            }
            let selecting = selectors[scope] ?? scope.map(options.names.selector)
            selectors[scope] = selecting
            for (a, name) in names.enumerated() where selecting.contains(where: { $0.selects(name) }) { pairs.append((Int32(s), Int32(a))) }
        }
        let work = (specs: specs, adapters: adapters, pairs: pairs)
        let keep = options.keepTranscripts
        let progress = options.progress
        let finished = Locked(0)
        let total = pairs.count
        return ParallelMap.map(count: total, jobs: options.jobs) { i in
            let pair = work.pairs[i]
            let spec = work.specs[Int(pair.spec)]
            let adapter = work.adapters[Int(pair.adapter)]
            var result = runPair(spec, adapter)
            if let progress {
                let done = finished.fetchAdd(1) + 1
                progress(done, total)
            }
            if !keep, !result.verdict.isFailure, result.verdict != .expectedFail { result.dropTranscript() }
            return result
        }
    }

    /// Runs one spec against one adapter.
    package func runPair(_ spec: Spec, _ adapter: any Adapter) -> PairResult {
        let info = adapter.info
        return PairResult(specID: spec.id, specFile: spec.file, adapterID: info.id, outcome: outcome(spec, adapter, info))
    }

    /// What happened, step by step; the verdict is decided from it afterwards.
    private func outcome(_ spec: Spec, _ adapter: any Adapter, _ info: AdapterInfo) -> PairOutcome {
        if let reason = info.unavailable { return .unavailable(PairFailure(.unavailable(reason))) }
        if let reason = options.names.inapplicability(of: spec, to: info) { return .notApplicable(reason) }
        if let refused = info.refusal(of: spec), let expected = spec.expect.refused {
            return .refused(Self.refusal(refused, expected: expected, divergence: options.divergences.reason(adapter: info.id, spec: spec.id)))
        }
        let transcript: Transcript
        switch Replay.run(spec, on: adapter, bounds: options.bounds) {
        case .failed(let failure, let partial):
            return .failedToRun(failure, partial: partial)
        case .notRecorded(let reason):
            return .notRecorded(reason)
        case .completed(let t):
            transcript = TranscriptRedactor(volatile: info.volatileArguments, alsoVolatile: Set(spec.redact), notVolatile: Set(spec.unredact)).redact(
                t)
        }
        let text = TranscriptFormat.write(transcript)
        if text.utf8.count > Limits.maxTranscriptBytes {
            return .failedToRun(PairFailure(.transcriptTooLarge(bytes: text.utf8.count)), partial: transcript)
        }
        var match = Matcher(spec.expect, surface: info.surface).match(transcript.events, final: transcript.final)
        // Said once, on the first broken expectation it explains.
        for index in match.violations.indices {
            if let hint = ReplacedDefaultHint.hint(
                for: match.violations[index], given: spec.given, handlers: info.handlers, options: info.options,
                events: transcript.events)
            {
                match.violations[index].message += "; " + hint
                break
            }
        }
        let divergence = options.divergences.reason(adapter: info.id, spec: spec.id)
        // A pending transcript of a spec whose expectations fail (and that no divergence entry
        // expects to fail) is marked: it is never accepted together with the changes of passing specs.
        let failing = divergence == nil ? match.violations.first : nil
        let golden = options.golden?.check(transcript, text: text, update: options.update, failing: failing) ?? .notChecked
        return .ran(PairRun(transcript: transcript, transcriptText: text, match: match, divergence: divergence, golden: golden))
    }
}

extension Runner {
    /// The outcome of a refused setup: the one expectation holds when the adapter refused what the
    /// spec names, and is violated (at `refused:`) when it refused something else.
    static func refusal(_ refused: GivenRefusal, expected: Located<String>, divergence: String?) -> PairRefusal {
        var match = MatchResult(checked: 1)
        if refused.subject != expected.value {
            match.violations.append(
                Violation(
                    kind: .refused, location: expected.location,
                    message: "expected the setup of '\(expected.value)' refused, but the adapter refused '\(refused.subject)': \(refused.reason)"))
        }
        return PairRefusal(reason: refused.reason, subject: refused.subject, match: match, divergence: divergence)
    }
}
