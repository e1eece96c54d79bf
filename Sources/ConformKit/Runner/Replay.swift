/// Replays one spec against one adapter in virtual time and builds its transcript.
package struct Replay {
    /// Limits that keep a misbehaving adapter from running away.
    package struct Bounds: Sendable, Hashable {
        /// Most events one spec may record.
        package var maxEvents = Limits.maxEventsPerSpec
        /// Most scheduled jobs one spec may run.
        package var maxJobs = 10_000
        /// How far past the last step pending work may run before it is reported as never settling.
        package var drainHorizon = VirtualTime.seconds(3600)
        /// Most bytes of event text one spec may record (so its transcript stays readable as a golden).
        package var maxRecordedBytes = Limits.maxTranscriptBytes

        /// The limit `overflow` went past: `maxEvents` or `maxRecordedBytes`.
        func limit(_ overflow: Recorder.Overflow) -> Int {
            switch overflow {
            case .events: return maxEvents
            case .bytes: return maxRecordedBytes
            }
        }
    }

    /// The outcome: a transcript, or the operational error that stopped the run.
    package enum Outcome {
        case completed(Transcript)
        case failed(PairFailure, partial: Transcript)
        /// A replay adapter has no usable recording of the spec.
        case notRecorded(String)
    }

    /// Runs `spec` against `adapter`.
    package static func run(_ spec: Spec, on adapter: any Adapter, bounds: Bounds = Bounds()) -> Outcome {
        let info = adapter.info
        let clock = VirtualClock()
        // Jobs still pending capture the session and the context; drop them whatever the outcome.
        defer { clock.cancelPendingWork() }
        let recorder = Recorder(clock: clock, limit: bounds.maxEvents, byteLimit: bounds.maxRecordedBytes)
        let context = SessionContext(recorder: recorder, clock: clock, specID: spec.id, jobBudget: bounds.maxJobs, spec: spec)
        var final = FinalState(state: .notShown, result: "none")
        func transcript() -> Transcript {
            Transcript(
                specID: spec.id, adapterID: info.id, sdk: "\(info.sdk) \(info.sdkVersion)",
                entries: entries(recorder), final: final)
        }
        do {
            let session = try adapter.openSession(given: spec.given, context: context)
            for step in spec.steps {
                recorder.begin(step.value)
                if case .wait(let span) = step.value {
                    try session.advance(by: span, context: context)
                } else {
                    try session.perform(step.value, context: context)
                }
                if let overflow = recorder.overflow {
                    return .failed(
                        PairFailure(
                            .overflow(overflow, limit: bounds.limit(overflow), when: .step(step.value.transcriptForm, line: step.location.line)),
                            location: step.location), partial: transcript())
                }
            }
            let beforeDrain = recorder.events.count
            let drained = clock.drain(horizon: bounds.drainHorizon, jobBudget: bounds.maxJobs)
            let unsettled = drained ? nil : PairFailure(.unsettled(horizon: bounds.drainHorizon, jobs: bounds.maxJobs, nextDue: clock.nextDue))
            if let unsettled, spec.expect.settles == nil {
                return .failed(unsettled, partial: transcript())
            }
            if unsettled != nil {
                // The spec says whether the work settles: the loop's events after the last step are
                // dropped (its first turns are the steps' to show, with 'wait'), so a golden stays small.
                clock.cancelPendingWork()
                recorder.truncate(to: beforeDrain)
            }
            if let overflow = recorder.overflow {
                return .failed(PairFailure(.overflow(overflow, limit: bounds.limit(overflow), when: .drain)), partial: transcript())
            }
            final = try session.finish(context: context)
            if unsettled != nil { final.settled = false }
            if !final.settled, spec.expect.settles == nil {
                return .failed(PairFailure(.unsettledAtFinish), partial: transcript())
            }
            return .completed(transcript())
        } catch AdapterError.notRecorded(let reason) {
            return .notRecorded(reason)
        } catch {
            return .failed(PairFailure.thrown(error), partial: transcript())
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
