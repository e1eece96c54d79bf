/// Collects the events an adapter reports during one spec, stamped with the virtual time.
///
/// One recorder serves one spec on one thread; it is a class so the adapter, the clock's scheduled
/// work and the runner share it without copying.
package final class Recorder {
    /// The events so far, in the order they fired.
    package private(set) var events: [Event] = []
    /// The steps performed so far, with the index of the first event each one caused.
    package private(set) var steps: [(step: Step, firstEvent: Int, time: VirtualTime)] = []
    /// The most events one spec may record before the run is stopped as runaway.
    package let limit: Int
    /// The most bytes of event text (names, subjects, native forms, arguments) one spec may record.
    package let byteLimit: Int
    /// Which limit was hit, if one was; the runner reports it as an error.
    package private(set) var overflow: Overflow?
    /// Set when a limit was hit; the runner reports it as an error.
    package var overflowed: Bool { overflow != nil }
    /// The bytes of event text recorded so far.
    package private(set) var recordedBytes = 0
    private let clock: VirtualClock

    /// A limit the recorder stopped at.
    package enum Overflow: Sendable, Hashable {
        /// More than `limit` events.
        case events
        /// More than `byteLimit` bytes of event text.
        case bytes
    }

    /// Creates a recorder that stamps events with `clock`'s time and keeps at most `limit` events
    /// holding at most `byteLimit` bytes of text.
    package init(clock: VirtualClock, limit: Int = Limits.maxEventsPerSpec, byteLimit: Int = Limits.maxTranscriptBytes) {
        self.clock = clock
        self.limit = limit
        self.byteLimit = byteLimit
        events.reserveCapacity(16)
    }

    /// Records one event fired now.
    package func record(_ name: EventName, _ subject: String? = nil, native: String, _ arguments: [Argument] = []) {
        append(Event(name, subject, native: native, arguments: arguments, time: clock.now))
    }

    /// Records an event built elsewhere (an external adapter's reply), stamped now.
    package func record(_ event: Event) {
        var stamped = event
        stamped.time = clock.now
        append(stamped)
    }

    /// Records an event built elsewhere that fired at `time` (an external adapter's reply that says
    /// when, during an `advance`, it fired).
    package func record(_ event: Event, at time: VirtualTime) {
        var stamped = event
        stamped.time = time
        append(stamped)
    }

    /// Keeps `event` unless it would pass a limit; then drops it and notes the overflow.
    private func append(_ event: Event) {
        guard overflow == nil else { return }
        guard events.count < limit else {
            overflow = .events
            return
        }
        var size = event.name.rawValue.utf8.count + (event.subject?.utf8.count ?? 0) + event.native.utf8.count
        for argument in event.arguments { size += argument.key.utf8.count + argument.value.utf8.count }
        guard size <= byteLimit - recordedBytes else {
            overflow = .bytes
            return
        }
        recordedBytes += size
        events.append(event)
    }

    /// Drops every event after the first `count` (a loop's turns after the last step of a spec that
    /// expects it never to settle); a limit that only those events passed is forgotten with them.
    package func truncate(to count: Int) {
        guard count < events.count else { return }
        events.removeSubrange(count...)
        overflow = nil
        recordedBytes = events.reduce(0) { total, event in
            var size = event.name.rawValue.utf8.count + (event.subject?.utf8.count ?? 0) + event.native.utf8.count
            for argument in event.arguments { size += argument.key.utf8.count + argument.value.utf8.count }
            return total + size
        }
    }

    /// Notes that the runner is about to perform `step`.
    package func begin(_ step: Step) {
        steps.append((step, events.count, clock.now))
    }
}
