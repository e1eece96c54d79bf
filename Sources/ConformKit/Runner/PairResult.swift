/// What happened when one spec ran against one adapter: who, the outcome, and the verdict the
/// `VerdictRule` gives it.
public struct PairResult: Sendable {
    /// The spec's id.
    public var specID: String
    /// The spec's file, for annotations.
    public var specFile: String
    /// The adapter's id.
    public var adapterID: String
    /// What happened.
    public private(set) var outcome: PairOutcome
    /// The verdict, decided once from the outcome.
    public let verdict: Verdict

    /// Creates a result; the verdict follows from the outcome.
    public init(specID: String, specFile: String, adapterID: String, outcome: PairOutcome) {
        self.specID = specID
        self.specFile = specFile
        self.adapterID = adapterID
        self.outcome = outcome
        self.verdict = VerdictRule.verdict(for: outcome)
    }

    /// Creates a result whose verdict was decided elsewhere (a report read back from JSON).
    package init(specID: String, specFile: String, adapterID: String, outcome: PairOutcome, verdict: Verdict) {
        self.specID = specID
        self.specFile = specFile
        self.adapterID = adapterID
        self.outcome = outcome
        self.verdict = verdict
    }

    /// Drops the transcript of a pair with nothing to show (a pass, not applicable).
    mutating func dropTranscript() {
        guard case .ran(var run) = outcome else { return }
        run.transcript = nil
        run.transcriptText = nil
        outcome = .ran(run)
    }
}

extension PairResult {
    /// The run, when the spec ran to the end.
    public var run: PairRun? {
        if case .ran(let run) = outcome { return run }
        return nil
    }

    /// Why the spec does not apply, for a not-applicable pair.
    public var notApplicableReason: String? {
        if case .notApplicable(let reason) = outcome { return reason }
        return nil
    }

    /// What went wrong, for an error: the adapter unavailable, the replay failed, or the golden failed.
    public var errorMessage: String? {
        switch outcome {
        case .unavailable(let message), .failedToRun(let message, _): return message
        case .ran(let run):
            if case .failed(let message) = run.golden { return message }
            return nil
        case .notApplicable, .notRecorded: return nil
        }
    }

    /// Why a replay adapter could not replay the spec (no recording, or a stale one), with the
    /// command that records it.
    public var notRecordedReason: String? {
        if case .notRecorded(let reason) = outcome { return reason }
        return nil
    }

    /// The known-divergence reason, for a pair on the adapter's divergence list.
    public var divergenceReason: String? { run?.divergence }

    /// The one explanation a report shows beside the verdict: the not-applicable reason, the error,
    /// or the known divergence (at most one applies).
    public var explanation: String? { errorMessage ?? notApplicableReason ?? notRecordedReason ?? divergenceReason }

    /// Expectations the run broke, in spec order.
    public var violations: [Violation] { run?.match.violations ?? [] }

    /// Expectations the adapter cannot observe.
    public var unobservable: [Unobservable] { run?.match.unobservable ?? [] }

    /// What the adapter did, when it was kept: the whole transcript, or the part before a failure.
    public var transcript: Transcript? {
        switch outcome {
        case .ran(let run): return run.transcript
        case .failedToRun(_, let partial): return partial
        case .unavailable, .notApplicable, .notRecorded: return nil
        }
    }

    /// The transcript as golden text, when it was kept.
    public var transcriptText: String? { run?.transcriptText }

    /// How the golden compares, `.notChecked` when the spec did not run.
    public var golden: GoldenOutcome { run?.golden ?? .notChecked }

    /// The golden's difference from this run, when it differs.
    public var goldenDifference: GoldenDifference? {
        if case .differs(let difference) = golden { return difference }
        return nil
    }

    /// How many lines of the transcript differ from the golden.
    public var goldenChanges: Int { goldenDifference?.diff.changeCount ?? 0 }

    /// Where the pending transcript was written, when one was.
    public var pendingPath: String? {
        switch golden {
        case .missing(let path): return path
        case .differs(let difference): return difference.pendingPath
        default: return nil
        }
    }

    /// Whether `--update` wrote the golden.
    public var goldenUpdated: Bool {
        if case .updated = golden { return true }
        return false
    }
}
