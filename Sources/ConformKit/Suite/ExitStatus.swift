/// The exit status of a run: one pure function of what the run found, tested as a table
/// (ExitStatusTests) and documented in `--help`.
package enum ExitStatus {
    /// Everything as expected.
    package static let success: Int32 = 0
    /// Failures: fail, changed or new golden, unexpected pass, a stale divergence entry; not recorded
    /// with `--require-recordings`, or when nothing else ran.
    package static let failures: Int32 = 1
    /// Invalid input: a bad spec, config, divergence list or argument; or nothing ran.
    package static let invalidInput: Int32 = 2
    /// An adapter or infrastructure error.
    package static let infrastructure: Int32 = 3

    /// The status for a run whose pairs got `verdicts`: invalid input wins, then errors, then
    /// failures. A run in which nothing ran — no pair, or only not-applicable ones — is invalid
    /// input, never a pass. A `not_recorded` pair (a replay adapter's partial recording set) fails
    /// the run only when `requireRecordings` (`--require-recordings`) — and always when no pair
    /// ran at all besides not-applicable ones: a run that checked nothing is never green.
    package static func code(verdicts: Set<Verdict>, invalidInput: Bool, staleDivergences: Bool, requireRecordings: Bool, shard: Bool = false)
        -> Int32
    {
        if invalidInput { return Self.invalidInput }
        if verdicts.contains(.error) { return infrastructure }
        let failed = verdicts.contains(where: { $0.isFailure && ($0 != .notRecorded || requireRecordings) }) || staleDivergences
        // A shard is one part of a run: that nothing of its part ran says nothing of the run, which
        // the merge of all the shards judges (and fails, when nothing ran anywhere).
        if shard { return failed ? failures : success }
        if verdicts.isEmpty { return Self.invalidInput }
        if failed { return failures }
        if verdicts == [.notApplicable] { return Self.invalidInput }
        if verdicts.isSubset(of: [.notApplicable, .notRecorded]) { return failures }
        return success
    }
}
