import Testing
@testable import ConformKit

/// `expect.settles`: a loop that never settles is an expectation when the spec says so, and an
/// error of the run when it does not.
@Suite struct SettlesTests {
    /// An adapter that, once presented, ticks every 2 s forever (or `ticks` times).
    struct Ticker: SynchronousAdapter {
        var ticks: Int?
        var info: AdapterInfo { AdapterInfo(id: "ticker", sdk: "T", sdkVersion: "1", summary: "", capabilities: [], emits: ["*"]) }
        func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession { Session(ticks: ticks) }
        final class Session: AdapterSession {
            var left: Int?
            init(ticks: Int?) { left = ticks }
            func perform(_ step: Step, context: SessionContext) throws { tick(context) }
            func tick(_ context: SessionContext) {
                context.recorder.record(.productsFailed, native: "tick")
                if let n = left { guard n > 0 else { return }; left = n - 1 }
                context.clock.schedule(after: .seconds(2)) { [self] in tick(context) }
            }
            func finish(context: SessionContext) throws -> FinalState { FinalState(state: .open, result: "none") }
        }
    }

    /// Runs a spec with `expect` (indented lines) after `present` and `wait: 5s` on `adapter`.
    static func run(_ expect: String, on adapter: Ticker) throws -> PairResult {
        let text = "title: t\nsteps: [present, {wait: 5s}]\nexpect:\n" + expect
        let spec = try #require(SpecDecoder.decode(text, id: "t", file: "t.yaml").spec)
        return Runner(Runner.Options(bounds: Replay.Bounds(drainHorizon: .seconds(60)))).runPair(spec, adapter)
    }

    @Test("settles: false passes on a loop, keeping the events up to the last step and marking the transcript unsettled")
    func loopExpected() throws {
        let result = try Self.run("  settles: false\n  count: {products.failed: 3}\n", on: Ticker(ticks: nil))
        #expect(result.verdict == .pass, "\(result.violations.map(\.message)) \(result.errorMessage ?? "")")
        let transcript = try #require(result.run?.transcriptText)
        #expect(transcript.hasSuffix("final: open none unsettled\n"))
        #expect(try TranscriptFormat.parse(transcript, file: "t").get().final.settled == false)
    }

    @Test("settles: false fails when the work settles; settles: true fails when it loops")
    func wrongExpectation() throws {
        let settled = try Self.run("  settles: false\n", on: Ticker(ticks: 1))
        #expect(settled.verdict == .fail)
        #expect(settled.violations.first?.kind == .settles)
        let looping = try Self.run("  settles: true\n", on: Ticker(ticks: nil))
        #expect(looping.verdict == .fail)
        #expect(looping.violations.first?.message == "the SDK's scheduled work never settled after the last step, expected it to settle")
    }

    @Test("a spec that says nothing about settling still reports a loop as an error")
    func unsaid() throws {
        let result = try Self.run("  count: {products.failed: 3}\n", on: Ticker(ticks: nil))
        #expect(result.verdict == .error)
        #expect(result.errorMessage?.contains("never settled") == true)
    }

    @Test("the final line reads back with and without 'unsettled', and nothing else may follow the result")
    func finalLine() throws {
        let head = "conform-transcript 1\nspec: t\nadapter: a\nsdk: S 1\n\n\n"
        #expect(
            try TranscriptFormat.parse(head + "final: open none unsettled\n", file: "t").get().final
                == FinalState(state: .open, result: "none", settled: false))
        #expect(try TranscriptFormat.parse(head + "final: open none\n", file: "t").get().final.settled)
        guard case .failure = TranscriptFormat.parse(head + "final: open none later\n", file: "t") else {
            Issue.record("'later' after the result was accepted")
            return
        }
    }
}
