/// How a run's transcript compares with its golden.
package enum GoldenComparison: Sendable, Hashable {
    /// The golden says the same (byte for byte, or the same once read).
    case matches
    /// There is no golden yet.
    case missing
    /// The golden tells another story; `diff` runs from the golden to this run.
    case differs(golden: Transcript, diff: TranscriptDiff)
    /// The golden could not be read back: reported, never silently overwritten.
    case unreadable([Diagnostic])
}
