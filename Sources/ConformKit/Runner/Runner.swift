import Synchronization

/// Runs specs against adapters: applicability, replay, expectations, goldens, known divergences,
/// one verdict per (spec, adapter) pair — in parallel, with results in a fixed order.
public struct Runner: Sendable {
    /// What to run and how.
    public struct Options: Sendable {
        /// The adapters, in the order results are reported.
        public var adapters: [any Adapter]
        /// Only specs whose id matches one of these (empty: all).
        public var filters: [Glob]
        /// Only specs with at least one of these tags (empty: all).
        public var tags: [String]
        /// Worker threads.
        public var jobs: Int
        /// Where goldens are compared, or nil to skip goldens.
        public var golden: (any GoldenChecking)?
        /// Rewrite goldens that differ instead of failing.
        public var update: Bool
        /// Known divergences: (adapter, spec) → reason.
        public var divergences: KnownDivergences
        /// Replay limits.
        public var bounds: Replay.Bounds
        /// Called from worker threads as pairs finish, with how many have finished and the total;
        /// the CLI draws progress on a terminal with it.
        public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
        /// Keep every pair's transcript in the results (an HTML report draws them); otherwise only
        /// problem pairs keep theirs, so memory grows with the problems, not with the suite.
        public var keepTranscripts = false

        /// Creates options.
        public init(adapters: [any Adapter], filters: [Glob] = [], tags: [String] = [], jobs: Int = 1,
                    golden: (any GoldenChecking)? = nil, update: Bool = false,
                    divergences: KnownDivergences = KnownDivergences(), bounds: Replay.Bounds = Replay.Bounds(),
                    keepTranscripts: Bool = false) {
            self.adapters = adapters
            self.filters = filters
            self.tags = tags
            self.jobs = jobs
            self.golden = golden
            self.update = update
            self.divergences = divergences
            self.bounds = bounds
            self.keepTranscripts = keepTranscripts
        }
    }

    /// The options.
    public let options: Options

    /// Creates a runner.
    public init(_ options: Options) { self.options = options }

    /// Whether `spec` is selected by the filters and tags.
    public func selects(_ spec: Spec) -> Bool {
        if !options.filters.isEmpty, !options.filters.contains(where: { $0.matches(spec.id) }) { return false }
        if !options.tags.isEmpty, !spec.tags.contains(where: options.tags.contains) { return false }
        return true
    }

    /// Whether an invalid file is selected (filters apply to its id; tags cannot be read from it).
    public func selects(invalid file: SuiteLoader.InvalidFile) -> Bool {
        guard !options.filters.isEmpty else { return true }
        guard let id = file.specID else { return true }
        return options.filters.contains { $0.matches(id) }
    }

    /// Runs every selected spec against every adapter; results are ordered by spec id, then adapter order.
    public func run(_ specs: [Spec]) -> [PairResult] {
        let selected = specs.filter(selects)
        var pairs: [(Spec, any Adapter)] = []
        pairs.reserveCapacity(selected.count * options.adapters.count)
        for spec in selected {
            for adapter in options.adapters { pairs.append((spec, adapter)) }
        }
        let indices = Array(pairs.indices)
        let work = UncheckedSendable(pairs)
        let keep = options.keepTranscripts
        let progress = options.progress
        let finished = Atomic<Int>(0)
        let total = pairs.count
        return ParallelMap.map(indices, jobs: options.jobs) { i in
            let (spec, adapter) = work.value[i]
            var result = runPair(spec, adapter)
            if let progress {
                let done = finished.wrappingAdd(1, ordering: .relaxed).newValue
                progress(done, total)
            }
            if !keep, !result.verdict.isFailure, result.verdict != .expectedFail {
                result.transcript = nil
                result.transcriptText = nil
            }
            return result
        }
    }

    /// Runs one spec against one adapter.
    public func runPair(_ spec: Spec, _ adapter: any Adapter) -> PairResult {
        let info = adapter.info
        var result = PairResult(specID: spec.id, specFile: spec.file, adapterID: info.id, verdict: .pass)
        if let reason = info.unavailable {
            result.verdict = .error
            result.reason = reason
            return result
        }
        if let reason = info.inapplicability(of: spec) {
            result.verdict = .notApplicable
            result.reason = reason
            return result
        }
        let transcript: Transcript
        switch Replay.run(spec, on: adapter, bounds: options.bounds) {
        case .failed(let message, let partial):
            result.verdict = .error
            result.reason = message
            result.transcript = partial
            return result
        case .completed(let t):
            transcript = TranscriptRedactor(volatile: info.volatileArguments, alsoVolatile: Set(spec.redact), notVolatile: Set(spec.unredact)).redact(t)
        }
        let text = TranscriptFormat.write(transcript)
        result.transcript = transcript
        if text.utf8.count > Limits.maxTranscriptBytes {
            result.verdict = .error
            result.reason = "the transcript is \(Limits.describe(count: text.utf8.count)) bytes, over the \(Limits.describe(bytes: Limits.maxTranscriptBytes)) limit for a golden; it was not compared or written"
            return result
        }
        result.transcriptText = text

        let match = Matcher(spec.expect, observes: info.observes).match(transcript.events, final: transcript.final)
        result.violations = match.violations
        result.unobservable = match.unobservable
        if !match.violations.isEmpty { result.verdict = .fail }
        if match.checked == 0 && !match.unobservable.isEmpty { result.verdict = .notObservable }

        if let divergence = options.divergences.reason(adapter: info.id, spec: spec.id) {
            result.reason = divergence
            result.verdict = result.verdict == .fail ? .expectedFail : .unexpectedPass
        }

        guard let golden = options.golden else { return result }
        do {
            switch try golden.check(transcript, text: text, update: options.update) {
            case .matches:
                break
            case .updated:
                result.goldenUpdated = true
            case .missing(let pending):
                result.pendingPath = pending
                if result.verdict == .pass || result.verdict == .notObservable { result.verdict = .new }
            case .differs(let diff, let changes, let pending):
                result.goldenDiff = diff
                result.goldenChanges = changes
                result.pendingPath = pending
                if result.verdict == .pass || result.verdict == .notObservable || result.verdict == .expectedFail { result.verdict = .changed }
            case .unreadable(let message):
                result.verdict = .error
                result.reason = message
            }
        } catch {
            result.verdict = .error
            result.reason = "\(error)"
        }
        return result
    }
}

/// Carries a non-Sendable value into parallel work that only reads it.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
