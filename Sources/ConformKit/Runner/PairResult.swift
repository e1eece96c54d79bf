/// What happened when one spec ran against one adapter: who, the outcome, and the verdict the
/// `VerdictRule` gives it.
package struct PairResult: Sendable {
    package var specID: String
    /// The spec's file, for annotations.
    package var specFile: String
    package var adapterID: String
    /// What happened.
    package private(set) var outcome: PairOutcome
    /// The verdict, decided once from the outcome.
    package let verdict: Verdict

    /// Creates a result; the verdict follows from the outcome (a report read back from JSON is
    /// checked against it).
    package init(specID: String, specFile: String, adapterID: String, outcome: PairOutcome) {
        self.specID = specID
        self.specFile = specFile
        self.adapterID = adapterID
        self.outcome = outcome
        self.verdict = VerdictRule.verdict(for: outcome)
    }

    /// Drops the transcript of a pair with nothing to show (a pass, not applicable).
    mutating func dropTranscript() {
        guard case .ran(var run) = outcome else { return }
        run.transcript = nil
        run.transcriptText = nil
        outcome = .ran(run)
    }

    /// Gives a damaged golden the text its diagnostics quote, when the report it was read from did
    /// not carry it (a JSON report keeps the diagnostics, not the file).
    package mutating func quoteDamagedGolden(_ read: (String) -> String?) {
        guard case .ran(var run) = outcome, case .damaged(var damage) = run.golden, damage.source == nil,
            !damage.diagnostics.contains(where: { $0.id == .transcriptTooLarge })
        else { return }
        damage.source = read(damage.goldenPath)
        run.golden = .damaged(damage)
        outcome = .ran(run)
    }
}

extension PairResult {
    /// The run, when the spec ran to the end.
    package var run: PairRun? {
        if case .ran(let run) = outcome { return run }
        return nil
    }

    /// Why the spec does not apply, for a not-applicable pair.
    package var notApplicableReason: String? {
        if case .notApplicable(let reason) = outcome { return reason }
        return nil
    }

    /// What went wrong, for an error: the adapter unavailable, the replay failed, or the golden failed.
    package var errorMessage: String? {
        failure?.message ?? goldenFailure?.message
    }

    /// Why the adapter could not run the spec, or stopped: unavailable, or the replay failed.
    package var failure: PairFailure? {
        switch outcome {
        case .unavailable(let failure), .failedToRun(let failure, _): return failure
        case .ran, .notApplicable, .refused, .notRecorded: return nil
        }
    }

    /// Why the golden store failed, for a pair that ran.
    package var goldenFailure: GoldenFailure? {
        if case .failed(let failure) = golden { return failure }
        return nil
    }

    /// Why a replay adapter could not replay the spec (no recording, or a stale one), with the
    /// command that records it.
    package var notRecordedReason: String? {
        if case .notRecorded(let reason) = outcome { return reason }
        return nil
    }

    /// The refusal, when the adapter refused a setup the spec expected refused.
    package var refusal: PairRefusal? {
        if case .refused(let refusal) = outcome { return refusal }
        return nil
    }

    /// The known-divergence reason, for a pair on the adapter's divergence list.
    package var divergenceReason: String? { run?.divergence ?? refusal?.divergence }

    /// The one explanation a report shows beside the verdict: the not-applicable reason, the error,
    /// the not-recorded reason, the known divergence, or what the adapter refused (at most one
    /// applies; a listed refusal shows its divergence reason).
    package var explanation: String? {
        errorMessage ?? notApplicableReason ?? notRecordedReason ?? divergenceReason ?? refusal.map { "refused: \($0.reason)" }
    }

    /// Expectations the run broke (or the refusal, when it was about something else), in spec order.
    package var violations: [Violation] { run?.match.violations ?? refusal?.match.violations ?? [] }

    /// Expectations the adapter cannot observe.
    package var unobservable: [Unobservable] { run?.match.unobservable ?? [] }

    /// What the adapter did, when it was kept: the whole transcript, or the part before a failure.
    package var transcript: Transcript? {
        switch outcome {
        case .ran(let run): return run.transcript
        case .failedToRun(_, let partial): return partial
        case .unavailable, .notApplicable, .refused, .notRecorded: return nil
        }
    }

    /// The transcript as golden text, when it was kept.
    package var transcriptText: String? { run?.transcriptText }

    /// How the golden compares, `.notChecked` when the spec did not run.
    package var golden: GoldenOutcome { run?.golden ?? .notChecked }

    /// The golden's difference from this run, when it differs.
    package var goldenDifference: GoldenDifference? {
        if case .differs(let difference) = golden { return difference }
        return nil
    }

    /// The golden's damage, when it no longer reads back as a transcript.
    package var goldenDamage: GoldenDamage? {
        if case .damaged(let damage) = golden { return damage }
        return nil
    }

    /// How many lines of the transcript differ from the golden.
    package var goldenChanges: Int { goldenDifference?.diff.changeCount ?? 0 }

    /// Where the pending transcript was written, when one was.
    package var pendingPath: String? {
        switch golden {
        case .missing(let path): return path
        case .differs(let difference): return difference.pendingPath
        case .damaged(let damage): return damage.pendingPath
        default: return nil
        }
    }

    /// Whether `--update` wrote the golden.
    package var goldenUpdated: Bool {
        if case .updated = golden { return true }
        return false
    }
}
