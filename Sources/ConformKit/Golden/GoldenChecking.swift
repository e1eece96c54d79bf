/// How the runner consults goldens: compare a transcript with its golden, and write pending or
/// updated files. Kept a protocol so the runner does not know where or how goldens are stored.
public protocol GoldenChecking: Sendable {
    /// Compares `transcript` (already rendered as `text`) with its golden; with `update`, rewrites
    /// the golden when it differs.
    func check(_ transcript: Transcript, text: String, update: Bool) throws -> GoldenOutcome
}

/// What a golden check found.
public enum GoldenOutcome: Sendable {
    /// The golden matches.
    case matches
    /// There is no golden; the transcript was written to the pending path.
    case missing(pendingPath: String?)
    /// The golden differs: a rendered diff, how many lines changed, and the pending path.
    case differs(diff: String, changes: Int, pendingPath: String?)
    /// `--update` wrote the golden.
    case updated
    /// The golden exists but cannot be read; it is left untouched.
    case unreadable(String)
}
