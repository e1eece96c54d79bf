/// Plays one recording back: each step the runner performs must be the next one recorded, and the
/// callbacks recorded after it are reported at their recorded times.
final class ReplaySession: AdapterSession {
    private let recording: Recording
    /// Where it is, for messages.
    private let path: String
    /// The next entry to play.
    private var cursor = 0

    /// Starts the replay: callbacks recorded before the first step fire now.
    init(recording: Recording, path: String, context: SessionContext) throws {
        self.recording = recording
        self.path = path
        playEvents(context)
    }

    /// The next entry must be `step`; its callbacks follow.
    func perform(_ step: Step, context: SessionContext) throws {
        if case .wait(let span) = step {
            try advance(by: span, context: context)
            return
        }
        guard cursor < recording.entries.count, case .step(let recorded, let line) = recording.entries[cursor] else {
            throw mismatch(step)
        }
        guard recorded == step else {
            throw AdapterError.protocolError(
                "the recording '\(path)' performs '\(recorded.transcriptForm)' at line \(line) where the spec performs '\(step.transcriptForm)'",
                stderrTail: "")
        }
        cursor += 1
        playEvents(context)
    }

    /// The next entry must be the same wait; the clock moves on, then its callbacks follow.
    func advance(by span: VirtualTime, context: SessionContext) throws {
        guard cursor < recording.entries.count, case .advance(let by, _, let line) = recording.entries[cursor] else {
            throw mismatch(.wait(span))
        }
        guard by == span else {
            throw AdapterError.protocolError("the recording '\(path)' waits \(by) at line \(line) where the spec waits \(span)", stderrTail: "")
        }
        cursor += 1
        let from = context.clock.now
        context.clock.advance(by: span, jobBudget: context.jobBudget)
        playEvents(context, from: from)
    }

    /// The recording must be over; its final state is the spec's.
    func finish(context: SessionContext) throws -> FinalState {
        guard cursor == recording.entries.count else {
            throw AdapterError.protocolError("the recording '\(path)' goes on after the spec's last step", stderrTail: "")
        }
        return recording.final
    }

    /// Reports the callbacks up to the next step or wait, at their recorded times (never before
    /// `from`, the start of the request that caused them).
    private func playEvents(_ context: SessionContext, from: VirtualTime? = nil) {
        let start = from ?? context.clock.now
        while cursor < recording.entries.count, case .event(let event, _) = recording.entries[cursor] {
            context.recorder.record(event, at: min(max(event.time, start), context.clock.now))
            cursor += 1
        }
    }

    /// The error for a step the recording does not have next.
    private func mismatch(_ step: Step) -> AdapterError {
        .protocolError("the recording '\(path)' has no step '\(step.transcriptForm)' here: its steps differ from the spec's", stderrTail: "")
    }
}
