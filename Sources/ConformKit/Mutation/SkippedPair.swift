/// A (spec, adapter) pair `conform mutate` did not mutate, and why: only a transcript that meets its
/// expectations can show what they guarantee.
public struct SkippedPair: Sendable, Hashable {
    /// The spec's id.
    public var specID: String
    /// The adapter's id.
    public var adapterID: String
    /// The pair's verdict with goldens ignored (`fail`, `expected_fail`, `error`, `not_applicable`, `not_observable`).
    public var verdict: Verdict
    /// Why it was skipped: lowercase, no final period.
    public var reason: String

    /// Creates an entry.
    public init(specID: String, adapterID: String, verdict: Verdict, reason: String) {
        self.specID = specID
        self.adapterID = adapterID
        self.verdict = verdict
        self.reason = reason
    }
}
