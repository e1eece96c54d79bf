import Foundation
import Testing
@testable import ConformKit

/// Each setting of a run is stored once, in its `Suite.Request`, and the report says what the
/// request said: no caller patches the report after the run.
@Suite struct SuiteRequestTests {
    @Test("the report carries the request's label and --require-recordings, and the bounds reach the replay")
    func settingsReachTheReport() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/a.yaml", "title: t\nsteps: [present]\nexpect:\n  state: open\n")
        let workspace = Workspace(
            suite: folder.path + "/Specs", golden: folder.path + "/Golden", divergences: folder.path + "/Divergences",
            adapters: [FloodAdapter(count: 3, size: 4)])
        let plain = try Suite(workspace).run(Suite.Request(golden: .ignore))
        #expect(plain.label == nil && !plain.requireRecordings)
        #expect(plain.pairs.map(\.verdict) != [.error], "\(plain.pairs.map(\.explanation))")
        var request = Suite.Request(golden: .ignore)
        request.label = "nightly"
        request.requireRecordings = true
        request.bounds = Replay.Bounds(maxEvents: 2)
        let report = try Suite(workspace).run(request)
        #expect(report.label == "nightly")
        #expect(report.requireRecordings)
        #expect(report.pairs.map(\.verdict) == [.error], "three events, two allowed: \(report.pairs.map(\.explanation))")
    }
}
