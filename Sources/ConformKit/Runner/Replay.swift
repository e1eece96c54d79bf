/// Replays one spec against one adapter in virtual time and builds its transcript.
public struct Replay {
    /// Limits that keep a misbehaving adapter from running away.
    public struct Bounds: Sendable, Hashable {
        /// Most events one spec may record.
        public var maxEvents: Int
        /// Most scheduled jobs one spec may run.
        public var maxJobs: Int
        /// How far past the last step pending work may run before it is reported as never settling.
        public var drainHorizon: VirtualTime

        /// Creates bounds.
        public init(maxEvents: Int = 10_000, maxJobs: Int = 10_000, drainHorizon: VirtualTime = .seconds(3600)) {
            self.maxEvents = maxEvents
            self.maxJobs = maxJobs
            self.drainHorizon = drainHorizon
        }
    }

    /// The outcome: a transcript, or the operational error that stopped the run.
    public enum Outcome {
        case completed(Transcript)
        case failed(String, partial: Transcript)
    }

    /// Runs `spec` against `adapter`.
    public static func run(_ spec: Spec, on adapter: any Adapter, bounds: Bounds = Bounds()) -> Outcome {
        let info = adapter.info
        let clock = VirtualClock()
        let recorder = Recorder(clock: clock, limit: bounds.maxEvents)
        let context = SessionContext(recorder: recorder, clock: clock, specID: spec.id, jobBudget: bounds.maxJobs)
        var final = FinalState(state: .notShown, result: "none")
        func transcript() -> Transcript {
            Transcript(specID: spec.id, adapterID: info.id, sdk: "\(info.sdk) \(info.sdkVersion)",
                       entries: entries(recorder), final: final)
        }
        do {
            let session = try adapter.makeSession(given: spec.given, context: context)
            for step in spec.steps {
                recorder.begin(step.value)
                if case .wait(let span) = step.value {
                    try session.advance(by: span, context: context)
                } else {
                    try session.perform(step.value, context: context)
                }
                if recorder.overflowed {
                    return .failed("the adapter recorded more than \(bounds.maxEvents) events; stopped at step '\(step.value.transcriptForm)' (line \(step.location.line))", partial: transcript())
                }
            }
            if !clock.drain(horizon: bounds.drainHorizon, jobBudget: bounds.maxJobs) {
                let due = clock.nextDue.map { " (next job due at \($0))" } ?? ""
                return .failed("scheduled SDK work never settled: still pending after \(bounds.drainHorizon) of virtual time or \(bounds.maxJobs) jobs\(due)", partial: transcript())
            }
            if recorder.overflowed {
                return .failed("the adapter recorded more than \(bounds.maxEvents) events while pending work drained", partial: transcript())
            }
            final = try session.finish(context: context)
            return .completed(transcript())
        } catch let error as AdapterError {
            return .failed(error.description, partial: transcript())
        } catch {
            return .failed("the adapter failed: \(error)", partial: transcript())
        }
    }

    /// Interleaves steps and events in the order they happened.
    static func entries(_ recorder: Recorder) -> [Transcript.Entry] {
        var entries: [Transcript.Entry] = []
        entries.reserveCapacity(recorder.events.count + recorder.steps.count)
        var e = 0
        let events = recorder.events
        for step in recorder.steps {
            while e < step.firstEvent && e < events.count {
                entries.append(.event(events[e]))
                e += 1
            }
            entries.append(.step(step.step.transcriptForm, time: step.time))
        }
        while e < events.count {
            entries.append(.event(events[e]))
            e += 1
        }
        return entries
    }
}
