/// Which verdict a pair gets: one pure function of what happened, so the precedence between
/// several findings is written once and tested as a table (VerdictRuleTests).
///
/// Precedence, strongest first:
/// 1. the adapter could not run, the replay failed, or the golden store failed → `error`;
/// 2. the spec does not apply → `notApplicable`; a replay adapter has no usable recording of it
///    (missing, or made for an older version of the spec) → `notRecorded`, never a pass;
/// 3. from the expectations: a violation → `fail`; nothing checked but something unobservable →
///    `notObservable`; otherwise `pass`;
/// 4. a known-divergence entry turns `fail` into `expectedFail`, anything else into `unexpectedPass`;
/// 5. the golden: a different golden — or a damaged one, which no longer reads back as a
///    transcript — turns `pass`, `notObservable` and `expectedFail` into `changed`; a missing one
///    turns `pass` and `notObservable` into `new`. A failure stays a failure: the violation is the
///    finding to fix first.
///
/// A setup the spec expects refused (`expect.refused`) that the adapter refuses is judged like a
/// run by its one expectation — `pass` when the refusal is about what the spec names, `fail` when
/// about something else — with the known divergence applied, and no golden (nothing ran).
package enum VerdictRule {
    /// The verdict for `outcome`.
    package static func verdict(for outcome: PairOutcome) -> Verdict {
        switch outcome {
        case .unavailable, .failedToRun: return .error
        case .notApplicable: return .notApplicable
        case .notRecorded: return .notRecorded
        case .ran(let run): return verdict(for: run)
        // A refused setup: its one expectation, then the known divergence; no golden.
        case .refused(let refusal): return expectationVerdict(refusal.match, divergence: refusal.divergence)
        }
    }

    /// The verdict of a pair that ran.
    static func verdict(for run: PairRun) -> Verdict {
        if case .failed = run.golden { return .error }
        let verdict = expectationVerdict(run.match, divergence: run.divergence)
        switch run.golden {
        case .differs, .damaged:
            return [.pass, .notObservable, .expectedFail].contains(verdict) ? .changed : verdict
        case .missing where [.pass, .notObservable].contains(verdict): return .new
        default: return verdict
        }
    }

    /// What the expectations say, then the known divergence: a listed pair that fails is
    /// `expectedFail`, and anything else it does `unexpectedPass`.
    static func expectationVerdict(_ match: MatchResult, divergence: String?) -> Verdict {
        if divergence != nil { return match.violations.isEmpty ? .unexpectedPass : .expectedFail }
        if !match.violations.isEmpty { return .fail }
        if match.checked == 0 && !match.unobservable.isEmpty { return .notObservable }
        return .pass
    }
}
