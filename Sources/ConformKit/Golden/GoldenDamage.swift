/// A golden that exists but no longer reads back as a transcript — truncated, hand-edited, not
/// UTF-8, too large: a located finding of its pair, never an infrastructure failure of the run.
/// The run's own transcript goes to the pending path (where writing is allowed), so accepting it,
/// or running again with `--update`, repairs the golden.
package struct GoldenDamage: Sendable {
    package var goldenPath: String
    /// Why it cannot be read, located in the golden: every problem the transcript parser found.
    package var diagnostics: [Diagnostic]
    /// The golden's text (invalid UTF-8 replaced), for quoting the lines under the diagnostics;
    /// nil when it was not read (too large).
    package var source: String?
    /// Where this run's transcript was written, when it was.
    package var pendingPath: String?

    package init(goldenPath: String, diagnostics: [Diagnostic], source: String?, pendingPath: String?) {
        self.goldenPath = goldenPath
        self.diagnostics = diagnostics.sorted()
        self.source = source
        self.pendingPath = pendingPath
    }

    /// `Golden/miniwall/purchase/order.transcript:14:8: unknown final state 'closd'`: the first problem, on one line.
    package var summary: String {
        guard let first = diagnostics.first else { return "the golden '\(goldenPath)' cannot be read" }
        return "\(first.location): \(first.message)"
    }
}
