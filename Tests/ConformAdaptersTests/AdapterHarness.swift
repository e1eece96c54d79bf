import ConformAdapters
import ConformKit

/// What one scenario did: the events as readable lines, the final state, and whether pending work
/// settled.
struct AdapterRun {
    /// Each event as `canonical | native | key=value …` with ` @time` when not at zero.
    var lines: [String]
    /// The events themselves, for checks on single arguments and times.
    var events: [Event]
    /// How the paywall ended up.
    var final: FinalState
    /// Whether the clock's pending work drained within the bound (false for an endless retry loop).
    var settled: Bool
}

/// Drives any adapter directly, the way the runner does: perform each step (advancing the clock on
/// `wait`), drain scheduled work within a bound, then finish. Every model's tests share it.
enum AdapterHarness {
    /// Runs `steps` against a fresh session of `adapter` for `given`.
    static func run(
        _ adapter: any Adapter, _ given: Given, _ steps: [Step], specID: String = "adapter-test",
        horizon: VirtualTime = .seconds(3600)
    ) throws -> AdapterRun {
        let clock = VirtualClock()
        let recorder = Recorder(clock: clock)
        let context = SessionContext(recorder: recorder, clock: clock, specID: specID)
        let session = try adapter.openSession(given: given, context: context)
        for step in steps {
            recorder.begin(step)
            if case .wait(let span) = step {
                try session.advance(by: span, context: context)
            } else {
                try session.perform(step, context: context)
            }
        }
        let settled = clock.drain(horizon: horizon, jobBudget: 1000)
        let final = try session.finish(context: context)
        return AdapterRun(lines: recorder.events.map(line), events: recorder.events, final: final, settled: settled)
    }

    /// `canonical | native | key=value …`, with ` @time` when the event did not fire at zero.
    static func line(_ event: Event) -> String {
        var text = "\(event.canonical) | \(event.native)"
        if !event.arguments.isEmpty {
            text += " | " + event.arguments.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        if event.time != .zero { text += " @\(event.time)" }
        return text
    }
}
