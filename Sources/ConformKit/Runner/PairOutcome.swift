/// What happened when one spec met one adapter, with what each case needs and nothing else.
public enum PairOutcome: Sendable {
    /// The adapter cannot run at all (an external adapter whose handshake failed): why.
    case unavailable(String)
    /// The spec does not apply to the adapter: why (scope, a missing capability, handler or option).
    case notApplicable(String)
    /// A replay adapter has no usable recording of the spec: why (none, or stale), with the command
    /// that records it.
    case notRecorded(String)
    /// The replay stopped on an operational failure (a crash, a hang, a limit): the message, and the
    /// transcript up to that point.
    case failedToRun(String, partial: Transcript?)
    /// The spec ran to the end.
    case ran(PairRun)
}

/// A pair that ran: its transcript, what the matcher found, the known divergence and the golden.
public struct PairRun: Sendable {
    /// What the adapter did; dropped after the run for pairs with nothing to show, so memory grows
    /// with the problems, not with the suite.
    public var transcript: Transcript?
    /// The transcript as golden text, dropped with it.
    public var transcriptText: String?
    /// The expectations broken, not observable and checked.
    public var match: MatchResult
    /// The reason from the adapter's known-divergence list, when the pair is listed there.
    public var divergence: String?
    /// How the transcript compares with its golden.
    public var golden: GoldenOutcome

    /// Creates a run.
    public init(transcript: Transcript?, transcriptText: String?, match: MatchResult, divergence: String? = nil,
                golden: GoldenOutcome = .notChecked) {
        self.transcript = transcript
        self.transcriptText = transcriptText
        self.match = match
        self.divergence = divergence
        self.golden = golden
    }
}
