/// A (spec, adapter) pair `conform mutate` did not mutate, and why: only a transcript that meets its
/// expectations can show what they guarantee.
package struct SkippedPair: Sendable, Hashable {
    package var specID: String
    package var adapterID: String
    /// The pair's verdict with goldens ignored (`fail`, `expected_fail`, `error`, `not_applicable`, `not_observable`).
    package var verdict: Verdict
    /// Why it was skipped: lowercase, no final period.
    package var reason: String
}
