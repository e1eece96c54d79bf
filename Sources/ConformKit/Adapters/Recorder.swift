/// Collects the events an adapter reports during one spec, stamped with the virtual time.
///
/// One recorder serves one spec on one thread; it is a class so the adapter, the clock's scheduled
/// work and the runner share it without copying.
public final class Recorder {
    /// The events so far, in the order they fired.
    public private(set) var events: [Event] = []
    /// The steps performed so far, with the index of the first event each one caused.
    public private(set) var steps: [(step: Step, firstEvent: Int, time: VirtualTime)] = []
    /// The most events one spec may record before the run is stopped as runaway.
    public let limit: Int
    /// Set when the limit was hit; the runner reports it as an error.
    public private(set) var overflowed = false
    private let clock: VirtualClock

    /// Creates a recorder that stamps events with `clock`'s time.
    public init(clock: VirtualClock, limit: Int = 10_000) {
        self.clock = clock
        self.limit = limit
        events.reserveCapacity(16)
    }

    /// Records one event fired now.
    public func record(_ name: String, _ subject: String? = nil, native: String, _ arguments: [Argument] = []) {
        guard events.count < limit else {
            overflowed = true
            return
        }
        events.append(Event(name, subject, native: native, arguments: arguments, time: clock.now))
    }

    /// Records an event built elsewhere (an external adapter's reply), stamped now.
    public func record(_ event: Event) {
        guard events.count < limit else {
            overflowed = true
            return
        }
        var stamped = event
        stamped.time = clock.now
        events.append(stamped)
    }

    /// Records an event built elsewhere that fired at `time` (an external adapter's reply that says
    /// when, during an `advance`, it fired).
    public func record(_ event: Event, at time: VirtualTime) {
        guard events.count < limit else {
            overflowed = true
            return
        }
        var stamped = event
        stamped.time = time
        events.append(stamped)
    }

    /// Notes that the runner is about to perform `step`.
    public func begin(_ step: Step) {
        steps.append((step, events.count, clock.now))
    }
}
