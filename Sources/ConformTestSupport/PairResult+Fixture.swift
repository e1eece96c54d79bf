import ConformKit

extension PairResult {
    /// A result with `verdict`, built from the outcome that gives that verdict (so reports under
    /// test see exactly what a run would give them): `reason` is the not-applicable reason, the
    /// error or the known divergence, whichever the verdict has; `golden` is the golden a `changed`
    /// pair differs from (by default the transcript with its first event's native form renamed).
    package static func fixture(
        specID: String, specFile: String, adapterID: String, verdict: Verdict, reason: String? = nil,
        violations: [Violation] = [], unobservable: [Unobservable] = [], transcript: Transcript? = nil,
        golden: Transcript? = nil, pendingPath: String? = nil
    ) -> PairResult {
        let run =
            transcript
            ?? Transcript(
                specID: specID, adapterID: adapterID, sdk: "S 1",
                entries: [.event(Event(.paywallShown, native: "new"))], final: FinalState(state: .open, result: "none"))
        let text = TranscriptFormat.write(run)
        let failing =
            violations.isEmpty
            ? [Violation(kind: .order, location: SourceLocation(file: specFile, line: 1, column: 1), message: "an expectation failed")]
            : violations
        var match = MatchResult(violations: violations, unobservable: unobservable, checked: 1)
        var divergence: String?
        var goldenOutcome = GoldenOutcome.matches
        let outcome: PairOutcome
        switch verdict {
        case .notApplicable:
            return PairResult(specID: specID, specFile: specFile, adapterID: adapterID, outcome: .notApplicable(reason ?? "not applicable"))
        case .error:
            return PairResult(
                specID: specID, specFile: specFile, adapterID: adapterID, outcome: .failedToRun(.reported(reason ?? "error"), partial: transcript))
        case .notRecorded:
            return PairResult(specID: specID, specFile: specFile, adapterID: adapterID, outcome: .notRecorded(reason ?? "no recording"))
        case .pass: break
        case .fail:
            match.violations = failing
            if let golden { goldenOutcome = Self.differs(golden, run, pendingPath) }
        case .notObservable:
            match.checked = 0
            if match.unobservable.isEmpty {
                match.unobservable = [Unobservable(expectation: "e", location: SourceLocation(file: specFile, line: 1, column: 1))]
            }
        case .expectedFail:
            match.violations = failing
            divergence = reason ?? "known"
        case .unexpectedPass: divergence = reason ?? "known"
        case .new: goldenOutcome = .missing(pendingPath: pendingPath)
        case .changed:
            goldenOutcome = Self.differs(golden ?? Self.renamed(run), run, pendingPath)
        }
        outcome = .ran(PairRun(transcript: run, transcriptText: text, match: match, divergence: divergence, golden: goldenOutcome))
        let result = PairResult(specID: specID, specFile: specFile, adapterID: adapterID, outcome: outcome)
        precondition(result.verdict == verdict, "fixture for \(verdict) gave \(result.verdict)")
        return result
    }

    /// The golden `old` differing from `run`.
    private static func differs(_ old: Transcript, _ run: Transcript, _ pendingPath: String?) -> GoldenOutcome {
        .differs(
            GoldenDifference(
                golden: old, diff: TranscriptDiff(from: old, to: run),
                goldenPath: "Golden/\(run.adapterID)/\(run.specID).transcript", pendingPath: pendingPath))
    }

    /// `transcript` with its first event's native form changed: a golden that differs by one line.
    private static func renamed(_ transcript: Transcript) -> Transcript {
        var old = transcript
        if let i = old.entries.firstIndex(where: { if case .event = $0 { return true } else { return false } }),
            case .event(var event) = old.entries[i]
        {
            event.native = "old" + event.native
            old.entries[i] = .event(event)
        } else {
            old.entries.append(.event(Event(.paywallShown, native: "old")))
        }
        return old
    }
}
