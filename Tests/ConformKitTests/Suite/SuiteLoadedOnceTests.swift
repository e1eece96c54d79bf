import Foundation
import Testing
@testable import ConformKit

/// A suite run more than once (a migration: each stop, then with the SDKs' default handlers) is
/// loaded once: each spec read, decoded and checked against the adapters once, then run from the
/// loaded values.
@Suite struct SuiteLoadedOnceTests {
    @Test("a request carrying the loaded suite runs it without reading the spec files again")
    func runsWhatWasLoaded() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/a.yaml", "title: t\nsteps: [present]\nexpect:\n  state: open\n")
        try folder.write("Specs/bad.yaml", "title: t\nsteps: [tap]\nexpect:\n  state: open\n")
        let workspace = Workspace(
            suite: folder.path + "/Specs", golden: folder.path + "/Golden", divergences: folder.path + "/Divergences",
            adapters: [MiniwallStub()])
        var request = Suite.Request(golden: .ignore)
        request.loaded = try workspace.loadSpecs([], jobs: 1)
        // Changed after loading: a run that read them again would see another suite.
        try FileManager.default.removeItem(atPath: folder.path + "/Specs/a.yaml")
        try folder.write("Specs/bad.yaml", "title: t\nsteps: [present]\nexpect:\n  state: open\n")
        try folder.write("Specs/c.yaml", "title: t\nsteps: [present]\nexpect:\n  state: open\n")
        let report = try Suite(workspace).run(request)
        #expect(report.pairs.map(\.specID) == ["a"])
        #expect(report.invalid.map(\.file) == [folder.path + "/Specs/bad.yaml"])
    }
}
