import Testing
@testable import ConformKit

/// An external adapter's output for one spec is bounded in bytes as well as in lines and events:
/// one that streams events without end is stopped at the recorder's byte limit, the spec gets an
/// error naming the limit, the process is replaced and the other specs run.
@Suite struct ExternalOutputBoundTests {
    /// Checks that an adapter that streams more event text than one spec may record fails that spec only, naming the limit.
    @Test("an adapter that streams more event text than one spec may record fails that spec only, naming the limit")
    func eventBytes() throws {
        let pids = try PidFolder()
        let adapter = ExternalFixtures.adapter("stdout_flood.py", pids: pids)
        let options = Runner.Options(bounds: Replay.Bounds(maxRecordedBytes: 4096))
        let results = Runner(options).run(ExternalFixtures.threeSpecs, on: [adapter])
        adapter.shutdown(grace: 1)

        #expect(results.map(\.verdict) == [.pass, .error, .pass], "\(results.map { "\($0.specID): \($0.explanation ?? "")" })")
        let reason = results[1].explanation ?? ""
        #expect(reason.contains("the adapter reported more than 4 KiB of event text for one spec, the most one spec may record"), "\(reason)")
        #expect((results[1].transcript?.events.count ?? 0) < 4096 / 20)
        #expect(pids.pids.count == 2, "the flooding process is replaced")
        #expect(ExternalFixtures.survivors(pids.pids).isEmpty)
    }
}
