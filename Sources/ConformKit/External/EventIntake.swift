/// The checks every event an external adapter reports goes through before it is recorded — one
/// set of rules and limits for `conform run` and `conform adapter-check` alike, so an adapter the
/// self-test passes is never refused by a run: its time lies in the request's window and never
/// goes back, and one spec holds at most as many events, and as many bytes of event text, as a
/// run records.
enum EventIntake {
    /// The most events one spec may report: the recorder's bound (`Limits.maxEventsPerSpec` in a
    /// run), or a lower one the adapter was configured with.
    static func eventLimit(configured: Int, recorder: Recorder) -> Int {
        min(configured, recorder.limit)
    }

    /// A recorder with a run's bounds (`Limits`), for a spec the self-test drives.
    static func recorder() -> Recorder {
        Recorder(clock: VirtualClock(), limit: Limits.maxEventsPerSpec, byteLimit: Limits.maxTranscriptBytes)
    }

    /// Checks `event`, reported during a request whose window is `from…to`, and records it.
    static func take(_ event: WireEvent, from: VirtualTime, to: VirtualTime, into recorder: Recorder, limit: Int) throws(ExchangeFailure) {
        let time = event.at ?? from
        guard time >= from && time <= to else {
            throw .broken(
                "event '\(event.name)' has \"at\": \(time.milliseconds), outside this request's time window \(from.milliseconds)…\(to.milliseconds) ms"
            )
        }
        if let last = recorder.events.last, time < last.time {
            throw .broken(
                "event '\(event.name)' has \"at\": \(time.milliseconds), before the previous event's \(last.time.milliseconds) ms: time never goes back"
            )
        }
        guard recorder.events.count < limit else {
            throw .broken("the adapter reported more than \(Limits.describe(count: limit)) events for one spec, the most one spec may record")
        }
        recorder.record(event.event(at: time), at: time)
        if recorder.overflow == .bytes {
            throw .broken(
                "the adapter reported more than \(Limits.describe(bytes: recorder.byteLimit)) of event text for one spec, the most one spec may record"
            )
        }
    }
}
