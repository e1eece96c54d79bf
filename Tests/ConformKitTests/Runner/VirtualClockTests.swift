import Testing
@testable import ConformKit

@Suite struct VirtualClockTests {
    @Test("scheduled work runs in due order when time advances, and not before")
    func dueOrder() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(after: .seconds(2)) { log.append("b@\(clock.now)") }
        clock.schedule(after: .seconds(1)) { log.append("a@\(clock.now)") }
        clock.schedule(after: .seconds(2)) { log.append("c@\(clock.now)") }
        clock.advance(by: VirtualTime(milliseconds: 500))
        #expect(log.isEmpty)
        clock.advance(by: .seconds(2))
        #expect(log == ["a@1s", "b@2s", "c@2s"])
        #expect(clock.now == VirtualTime(milliseconds: 2500))
    }

    @Test("an endless retry loop is stopped by the drain bound instead of hanging")
    func runaway() {
        let clock = VirtualClock()
        func retry() { clock.schedule(after: .seconds(2), retry) }
        retry()
        #expect(clock.drain(horizon: .seconds(3600), jobBudget: 10_000) == false)
        #expect(clock.jobsRun <= 1800)
    }

    @Test(
        "durations parse and print in their shortest form",
        arguments: [
            ("2s", 2000, "2s"), ("500ms", 500, "500ms"), ("1.5s", 1500, "1.5s"), ("1.25s", 1250, "1.25s"), ("1m", 60_000, "60s"), ("0s", 0, "0s")
        ])
    func durations(_ text: String, _ ms: Int64, _ printed: String) {
        #expect(VirtualTime(parsing: text)?.milliseconds == ms)
        #expect(VirtualTime(milliseconds: ms).description == printed)
    }

    @Test("malformed durations are rejected", arguments: ["", "s", "2", "2h", "-1s", "1.s", ".5s", "1.2345s", "99999999999s"])
    func badDurations(_ text: String) {
        #expect(VirtualTime(parsing: text) == nil)
    }
}
