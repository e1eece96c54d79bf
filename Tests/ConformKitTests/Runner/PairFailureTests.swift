import Testing
@testable import ConformKit

/// A pair's failure is a value until a renderer asks for its message: each cause, and the message
/// it shows (the text reports and `conform merge` carry byte for byte).
@Suite struct PairFailureTests {
    @Test(
        "each cause shows its message",
        arguments: [
            (PairFailure(.unavailable("handshake failed: no 'ready' within 5s")), "handshake failed: no 'ready' within 5s"),
            (
                PairFailure(.adapter(.protocolError("the adapter exited", stderrTail: "boom"))),
                "the adapter exited\n--- adapter stderr (tail) ---\nboom"
            ),
            (PairFailure(.adapter(.unsupported("step 'x'"))), "unsupported: step 'x'"),
            (PairFailure(.thrown("Oops()")), "the adapter failed: Oops()"),
            (
                PairFailure(.overflow(.events, limit: 10_000, when: .step("buy p", line: 7))),
                "the adapter recorded more than 10,000 events, the most one spec may record; stopped at step 'buy p' (line 7) — an SDK model or adapter in an endless loop is the usual cause (from Swift, 'Replay.Bounds.maxEvents' raises the limit)"
            ),
            (
                PairFailure(.overflow(.bytes, limit: 16 << 20, when: .drain)),
                "the adapter recorded more than 16 MiB of event text, the most one spec may record; stopped while pending work drained after the last step — a transcript that large could not be kept as a golden (from Swift, 'Replay.Bounds.maxRecordedBytes' raises the limit)"
            ),
            (
                PairFailure(.unsettled(horizon: .seconds(3600), jobs: 10_000, nextDue: nil)),
                "scheduled SDK work never settled: still pending after 3600s of virtual time or 10000 jobs"
            ),
            (PairFailure(.unsettledAtFinish), "scheduled SDK work never settled: the adapter reported work still pending after the last step"),
            (
                PairFailure(.transcriptTooLarge(bytes: 17_000_000)),
                "the transcript is 17,000,000 bytes, over the 16 MiB limit for a golden; it was not compared or written"
            ),
            (PairFailure.reported("as the report said"), "as the report said")
        ])
    func message(_ failure: PairFailure, _ expected: String) {
        #expect(failure.message == expected)
    }

    @Test("what an adapter throws is kept as the contract's error when it is one, described otherwise")
    func thrown() {
        struct Oops: Error {}
        #expect(PairFailure.thrown(AdapterError.timedOut("step 3")).cause == .adapter(.timedOut("step 3")))
        #expect(PairFailure.thrown(Oops()).cause == .thrown("Oops()"))
    }

    @Test("a pair's error message is its failure's, or its golden store's")
    func errorMessage() {
        let failed = PairResult(specID: "s", specFile: "s.yaml", adapterID: "a", outcome: .failedToRun(PairFailure(.unsettledAtFinish), partial: nil))
        #expect(failed.failure == PairFailure(.unsettledAtFinish) && failed.errorMessage == PairFailure(.unsettledAtFinish).message)
        let store = GoldenFailure(.store(.outsideRoot(path: "Golden/a/s.transcript", root: "Golden")))
        let golden = PairResult(
            specID: "s", specFile: "s.yaml", adapterID: "a",
            outcome: .ran(PairRun(transcript: nil, transcriptText: nil, match: MatchResult(checked: 1), golden: .failed(store))))
        #expect(golden.goldenFailure?.storeError == .outsideRoot(path: "Golden/a/s.transcript", root: "Golden"))
        #expect(golden.errorMessage == "refusing 'Golden/a/s.transcript': a symbolic link leads outside 'Golden'; replace the link with a folder")
        #expect(golden.verdict == .error)
    }
}
