/// Collects the events of one spec on an asynchronous adapter, from any thread: SDK callbacks
/// arrive on the main queue, on a delegate's queue, after the step that caused them returned.
///
/// Each event is stamped with the virtual time of the request in progress: the time of the step,
/// or, during a `wait`, the end of the wait. The bridge hands the events to the runner's
/// `Recorder` once the SDK has settled. A callback after the session ended is not lost: it is
/// reported as a late callback of its case (`SessionTiming`).
public final class AsyncRecorder: Sendable {
    /// What the recorder holds.
    private struct State {
        /// The events so far, in arrival order.
        var events: [Event] = []
        /// The virtual time new events are stamped with.
        var now: VirtualTime = .zero
        /// Whether events were dropped past the limit.
        var overflowed = false
        /// Once the session ended: when, and whose session it was. Callbacks after it are late.
        var ended: (at: ContinuousClock.Instant, specID: String, adapterID: String, timing: SessionTiming)?
        /// Whether the session was abandoned (an error, a timeout): what comes after is not kept.
        var abandoned = false
        /// The late callbacks that came while the case listened (`lateWatch`); once it stopped
        /// (`stopListening`), later ones go to `LateCallbacks`, for the next case to report.
        var late: [LateCallback] = []
        var listening = true
    }

    /// The state, behind a lock: callbacks may come from any thread.
    private let state = Locked(State())
    /// The most events kept; one more than the runner's limit, so the runner sees the overflow.
    public let limit: Int

    /// Creates a recorder that keeps at most `limit` events.
    public init(limit: Int = 10_000) {
        self.limit = limit
    }

    /// Records one callback, fired now.
    public func record(_ name: EventName, _ subject: String? = nil, native: String, _ arguments: [Argument] = []) {
        let late = state.withLock { state -> LateCallback? in
            if state.ended != nil { return Self.keepLate(name, native: native, in: &state) }
            guard state.events.count < limit else {
                state.overflowed = true
                return nil
            }
            state.events.append(Event(name, subject, native: native, arguments: arguments, time: state.now))
            return nil
        }
        if let late { LateCallbacks.add(late) }
    }

    /// Keeps a callback that came after the session ended as a late one: nothing for an abandoned
    /// session, the case's own while it listens, `LateCallbacks`' afterwards. Returns the one to
    /// hand to `LateCallbacks` (outside the lock).
    private static func keepLate(_ name: EventName, native: String, in state: inout State) -> LateCallback? {
        guard let ended = state.ended, !state.abandoned else { return nil }
        let late = LateCallback(
            specID: ended.specID, adapterID: ended.adapterID, name: name.rawValue, native: native, late: .now - ended.at, timing: ended.timing)
        guard state.listening else { return late }
        state.late.append(late)
        return nil
    }

    /// Adds another native callback to the last event named `name` — the convention when one user
    /// action fires several native callbacks (docs/events.md): the canonical event is recorded
    /// once, its native form lists every callback (`a + b`), its arguments are the union. Returns
    /// false, and records nothing, when there is no such event yet.
    @discardableResult
    public func addNative(_ native: String, to name: EventName, _ arguments: [Argument] = []) -> Bool {
        let outcome = state.withLock { state -> (Bool, LateCallback?) in
            if state.ended != nil { return (false, Self.keepLate(name, native: native, in: &state)) }
            guard let index = state.events.lastIndex(where: { $0.name == name }) else { return (false, nil) }
            var event = state.events[index]
            let known = Set(event.arguments.map(\.key))
            event = Event(
                event.name, event.subject, native: event.native + " + " + native,
                arguments: event.arguments + arguments.filter { !known.contains($0.key) }, time: event.time)
            state.events[index] = event
            return (true, nil)
        }
        if let late = outcome.1 { LateCallbacks.add(late) }
        return outcome.0
    }

    /// How many events have been recorded so far.
    package var count: Int { state.withLock { $0.events.count } }

    /// Whether events were dropped past the limit.
    package var overflowed: Bool { state.withLock { $0.overflowed } }

    /// The events recorded so far, in order.
    package var events: [Event] { state.withLock { $0.events } }

    /// Sets the virtual time new events are stamped with.
    func setTime(_ time: VirtualTime) {
        state.withLock { $0.now = time }
    }

    /// Ends the session: from now on a callback is late, reported against `specID` × `adapterID`.
    func end(specID: String, adapterID: String, timing: SessionTiming) {
        state.withLock { $0.ended = (.now, specID, adapterID, timing) }
    }

    /// Stops listening for the case: returns the late callbacks that came meanwhile; later ones go
    /// to `LateCallbacks`.
    func stopListening() -> [LateCallback] {
        state.withLock { state in
            state.listening = false
            return state.late
        }
    }

    /// Ends a session the runner abandoned (an error, a timeout, which its case already reports):
    /// what comes after is ignored.
    func abandon() {
        state.withLock { state in
            if state.ended == nil { state.ended = (.now, "", "", .standard) }
            state.abandoned = true
        }
    }

    /// The events from `index` on.
    func events(from index: Int) -> [Event] {
        state.withLock { state in index < state.events.count ? Array(state.events[index...]) : [] }
    }
}
