/// How the runner consults goldens: compare a transcript with its golden, and write pending or
/// updated files. Kept a protocol so the runner does not know where or how goldens are stored.
package protocol GoldenChecking: Sendable {
    /// Compares `transcript` (already rendered as `text`) with its golden; with `update`, rewrites
    /// the golden when it differs. `failing` is the spec's first broken expectation, when it has one:
    /// a pending transcript of a failing spec is marked so, and never accepted with the others.
    /// Never throws: a failure is the `.failed` outcome of this pair.
    func check(_ transcript: Transcript, text: String, update: Bool, failing: Violation?) -> GoldenOutcome
}

/// What a golden check found, as values: renderers draw the diff from `GoldenDifference`.
package enum GoldenOutcome: Sendable {
    /// Goldens were not consulted (`--no-golden`, or a view that checks expectations only).
    case notChecked
    /// The golden matches.
    case matches
    /// `--update` wrote the golden.
    case updated
    /// There is no golden; the transcript was written to the pending path, when writing is allowed.
    case missing(pendingPath: String?)
    /// The golden tells another story.
    case differs(GoldenDifference)
    /// The golden exists but does not read back as a transcript: a located finding of the pair,
    /// with this run's transcript left pending so it can replace the golden.
    case damaged(GoldenDamage)
    /// The store failed (a bad id, a link out of the golden folder, a file system error); nothing
    /// was overwritten.
    case failed(GoldenFailure)
}

/// A golden that differs from this run: the golden as read back, the event-aware diff, and where
/// the files are.
package struct GoldenDifference: Sendable {
    /// The golden transcript, as read back.
    package var golden: Transcript
    /// From the golden to this run.
    package var diff: TranscriptDiff
    package var goldenPath: String
    /// Where the pending transcript was written, when it was.
    package var pendingPath: String?

    package init(golden: Transcript, diff: TranscriptDiff, goldenPath: String, pendingPath: String?) {
        self.golden = golden
        self.diff = diff
        self.goldenPath = goldenPath
        self.pendingPath = pendingPath
    }
}

extension GoldenOutcome {
    /// The outcome's name in reports (`golden_outcome` in the JSON report).
    package var kindName: String {
        switch self {
        case .notChecked: return "not_checked"
        case .matches: return "matches"
        case .updated: return "updated"
        case .missing: return "missing"
        case .differs: return "differs"
        case .damaged: return "damaged"
        case .failed: return "failed"
        }
    }
}
