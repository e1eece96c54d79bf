/// Why a pair could not run, or stopped before its end, kept as a value until it is shown: the
/// adapter's own error, a bound the replay reached, or — for a report read back — the message the
/// report gave. Renderers ask for `message`; nothing turns it into text before they do.
package struct PairFailure: Error, Sendable, Hashable {
    /// What failed.
    package enum Cause: Sendable, Hashable {
        /// The adapter cannot run at all (an external adapter whose handshake failed): its reason.
        case unavailable(String)
        /// The adapter threw one of the contract's errors (a process that crashed, hung or broke the
        /// protocol; a step it cannot perform; runaway work; a timeout).
        case adapter(AdapterError)
        /// The adapter threw an error of its own, as it describes itself.
        case thrown(String)
        /// The recorder stopped: more events, or more bytes of event text, than one spec may record.
        case overflow(Recorder.Overflow, limit: Int, when: Moment)
        /// Scheduled work still pending after the drain's horizon or job budget.
        case unsettled(horizon: VirtualTime, jobs: Int, nextDue: VirtualTime?)
        /// The adapter's `finish` reported work still pending after the last step.
        case unsettledAtFinish
        /// The transcript is over the size a golden may have: its size in bytes.
        case transcriptTooLarge(bytes: Int)
        /// Known only by its message: a failure read back from a report, which keeps no more.
        case reported(String)
    }

    /// When the recorder stopped.
    package enum Moment: Sendable, Hashable {
        /// While performing a step: its transcript form and its line in the spec.
        case step(String, line: Int)
        /// While pending work drained after the last step.
        case drain
    }

    /// What failed.
    package var cause: Cause
    /// The step of the spec being performed when it failed, when one was.
    package var location: SourceLocation?

    package init(_ cause: Cause, location: SourceLocation? = nil) {
        self.cause = cause
        self.location = location
    }

    /// A failure known only by its message, as a report gives it.
    package static func reported(_ message: String) -> PairFailure { PairFailure(.reported(message)) }

    /// The adapter's error, or what it threw instead.
    package static func thrown(_ error: any Error) -> PairFailure {
        if let adapterError = error as? AdapterError { return PairFailure(.adapter(adapterError)) }
        return PairFailure(.thrown("\(error)"))
    }

    /// The kind of failure, for a renderer that groups or filters them.
    package var kind: String {
        switch cause {
        case .unavailable: return "unavailable"
        case .adapter: return "adapter"
        case .thrown: return "thrown"
        case .overflow: return "overflow"
        case .unsettled, .unsettledAtFinish: return "unsettled"
        case .transcriptTooLarge: return "transcript_too_large"
        case .reported: return "reported"
        }
    }

    /// The message a report shows: what failed, where, and what to do about it.
    package var message: String {
        switch cause {
        case .unavailable(let reason):
            return reason
        case .adapter(let error):
            return error.description
        case .thrown(let description):
            return "the adapter failed: \(description)"
        case .overflow(let overflow, let limit, let moment):
            let when: String
            switch moment {
            case .step(let form, let line): when = "at step '\(form)' (line \(line))"
            case .drain: when = "while pending work drained after the last step"
            }
            switch overflow {
            case .events:
                return "the adapter recorded more than \(Limits.describe(count: limit)) events, the most one spec may record; stopped \(when)"
                    + " — an SDK model or adapter in an endless loop is the usual cause (from Swift, 'Replay.Bounds.maxEvents' raises the limit)"
            case .bytes:
                return "the adapter recorded more than \(Limits.describe(bytes: limit)) of event text, the most one spec may record; stopped \(when)"
                    + " — a transcript that large could not be kept as a golden (from Swift, 'Replay.Bounds.maxRecordedBytes' raises the limit)"
            }
        case .unsettled(let horizon, let jobs, let nextDue):
            return "scheduled SDK work never settled: still pending after \(horizon) of virtual time or \(jobs) jobs"
                + (nextDue.map { " (next job due at \($0))" } ?? "")
        case .unsettledAtFinish:
            return "scheduled SDK work never settled: the adapter reported work still pending after the last step"
        case .transcriptTooLarge(let bytes):
            return
                "the transcript is \(Limits.describe(count: bytes)) bytes, over the \(Limits.describe(bytes: Limits.maxTranscriptBytes)) limit for a golden; it was not compared or written"
        case .reported(let message):
            return message
        }
    }
}
