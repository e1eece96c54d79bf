/// What happened when one spec ran against one adapter.
public struct PairResult: Sendable {
    /// The spec's id.
    public var specID: String
    /// The spec's file, for annotations.
    public var specFile: String
    /// The adapter's id.
    public var adapterID: String
    /// The verdict.
    public var verdict: Verdict
    /// Why: the not-applicable reason, the error message, the known-divergence reason.
    public var reason: String?
    /// Expectations the run broke (first one first).
    public var violations: [Violation]
    /// Expectations the adapter cannot observe.
    public var unobservable: [Unobservable]
    /// What the adapter did, when it ran.
    public var transcript: Transcript?
    /// The transcript as golden text, when it ran.
    public var transcriptText: String?
    /// The rendered golden diff, when the transcript differs from its golden.
    public var goldenDiff: String?
    /// How many lines of the transcript differ from the golden.
    public var goldenChanges: Int
    /// Where the pending transcript was written, when one was.
    public var pendingPath: String?
    /// Whether `--update` wrote the golden.
    public var goldenUpdated: Bool

    /// Creates a result.
    public init(specID: String, specFile: String, adapterID: String, verdict: Verdict, reason: String? = nil,
                violations: [Violation] = [], unobservable: [Unobservable] = [], transcript: Transcript? = nil,
                transcriptText: String? = nil, goldenDiff: String? = nil, goldenChanges: Int = 0, pendingPath: String? = nil,
                goldenUpdated: Bool = false) {
        self.specID = specID
        self.specFile = specFile
        self.adapterID = adapterID
        self.verdict = verdict
        self.reason = reason
        self.violations = violations
        self.unobservable = unobservable
        self.transcript = transcript
        self.transcriptText = transcriptText
        self.goldenDiff = goldenDiff
        self.goldenChanges = goldenChanges
        self.pendingPath = pendingPath
        self.goldenUpdated = goldenUpdated
    }
}
