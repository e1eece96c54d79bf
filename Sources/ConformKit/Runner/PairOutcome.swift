/// What happened when one spec met one adapter, with what each case needs and nothing else.
package enum PairOutcome: Sendable {
    /// The adapter cannot run at all (an external adapter whose handshake failed): why.
    case unavailable(PairFailure)
    /// The spec does not apply to the adapter: why (scope, a missing capability, handler or option).
    case notApplicable(String)
    /// A replay adapter has no usable recording of the spec: why (none, or stale), with the command
    /// that records it.
    case notRecorded(String)
    /// The replay stopped on an operational failure (a crash, a hang, a limit): the failure, and the
    /// transcript up to that point.
    case failedToRun(PairFailure, partial: Transcript?)
    /// The spec ran to the end.
    case ran(PairRun)
    /// The spec expects the SDK to refuse its setup (`expect.refused`), and the adapter did: no
    /// session was opened and nothing ran.
    case refused(PairRefusal)
}

/// A pair whose setup the adapter refused, as the spec expected it might: why, and whether it was
/// the refusal the spec named.
package struct PairRefusal: Sendable {
    /// What the adapter refused and why, in its own words.
    package var reason: String
    /// The handler or option the refusal is about.
    package var subject: String
    /// The one expectation, `refused`: checked, and violated when the adapter refused something else.
    package var match: MatchResult
    /// The reason from the adapter's known-divergence list, when the pair is listed there.
    package var divergence: String?
}

/// A pair that ran: its transcript, what the matcher found, the known divergence and the golden.
package struct PairRun: Sendable {
    /// What the adapter did; dropped after the run for pairs with nothing to show, so memory grows
    /// with the problems, not with the suite.
    package var transcript: Transcript?
    /// The transcript as golden text, dropped with it.
    package var transcriptText: String?
    /// The expectations broken, not observable and checked.
    package var match: MatchResult
    /// The reason from the adapter's known-divergence list, when the pair is listed there.
    package var divergence: String?
    /// How the transcript compares with its golden.
    package var golden: GoldenOutcome

    package init(
        transcript: Transcript?, transcriptText: String?, match: MatchResult, divergence: String? = nil,
        golden: GoldenOutcome = .notChecked
    ) {
        self.transcript = transcript
        self.transcriptText = transcriptText
        self.match = match
        self.divergence = divergence
        self.golden = golden
    }
}

extension PairOutcome {
    /// Every outcome's name in reports, in the order the docs list them.
    package static let kindNames = ["ran", "refused", "not_applicable", "not_recorded", "failed_to_run", "unavailable"]

    /// The outcome's name in reports (`outcome` in the JSON report): what a reader rebuilds the
    /// outcome from, never guessed from the verdict.
    package var kindName: String {
        switch self {
        case .unavailable: return "unavailable"
        case .notApplicable: return "not_applicable"
        case .notRecorded: return "not_recorded"
        case .failedToRun: return "failed_to_run"
        case .ran: return "ran"
        case .refused: return "refused"
        }
    }
}
