import Dispatch

/// Waiting for an SDK to settle after a request, on the runner's worker thread (which waits
/// anyway), so that settling needs no thread of the cooperative pool: a test run whose other tests
/// block every one of them does not stall it.
enum Settling {
    /// Main queue round trips, each letting every block queued before it run, until three in a row
    /// bring no new event and `quiet` has passed since the last one. False when the deadline came
    /// first (the SDK kept calling back).
    static func drainingMainQueue(recorder: AsyncRecorder, quiet: Duration, until deadline: ContinuousClock.Instant) -> Bool {
        var seen = recorder.count
        var lastChange = ContinuousClock.now
        var calmRounds = 0
        let roundTrip = DispatchSemaphore(value: 0)
        while ContinuousClock.now < deadline {
            DispatchQueue.main.async { roundTrip.signal() }
            guard roundTrip.wait(timeout: .now() + seconds(deadline - .now)) == .success else { return false }
            let count = recorder.count
            if count != seen {
                (seen, lastChange, calmRounds) = (count, .now, 0)
                continue
            }
            calmRounds += 1
            guard calmRounds >= 3 else { continue }
            let waited = ContinuousClock.now - lastChange
            if waited >= quiet { return true }
            pause(min(quiet - waited, .milliseconds(5)))
        }
        return false
    }

    /// No event for `quiet`. False when the deadline came first.
    static func quietly(recorder: AsyncRecorder, quiet: Duration, until deadline: ContinuousClock.Instant) -> Bool {
        guard quiet > .zero else { return true }
        var seen = recorder.count
        var lastChange = ContinuousClock.now
        while ContinuousClock.now < deadline {
            let waited = ContinuousClock.now - lastChange
            if waited >= quiet { return true }
            pause(min(quiet - waited, .milliseconds(5)))
            let count = recorder.count
            if count != seen { (seen, lastChange) = (count, .now) }
        }
        return false
    }

    /// Blocks the calling (worker) thread for `span`.
    static func pause(_ span: Duration) {
        _ = DispatchSemaphore(value: 0).wait(timeout: .now() + seconds(span))
    }

    /// `span` in seconds, never negative.
    static func seconds(_ span: Duration) -> Double {
        max(0, Double(span.components.seconds) + Double(span.components.attoseconds) / 1e18)
    }
}
