import Testing
@testable import ConformKit

/// Known-divergence entries that can never be used are reported as stale, so a list cannot keep
/// dead entries that look like findings.
@Suite struct KnownDivergencesTests {
    /// An entry for `adapter` and `spec`, written at line `line` of `d.yaml`.
    static func entry(_ adapter: String, _ spec: String, line: Int = 1) -> KnownDivergences.Entry {
        KnownDivergences.Entry(adapter: adapter, spec: spec, reason: "r", location: SourceLocation(file: "d.yaml", line: line, column: 1))
    }

    @Test("an entry naming a spec the suite does not have is stale")
    func missingSpec() {
        let list = KnownDivergences([Self.entry("adapty@3", "gone/spec")])
        #expect(list.stale(specs: [Spec(id: "here/spec", file: "f", title: "t")], names: AdapterNames()).map(\.spec) == ["gone/spec"])
    }

    @Test("an entry naming a spec scoped away from its adapter is stale, by id or by family")
    func scopedAway() {
        let uikitOnly = Spec(id: "adapty/web/doc", file: "f", title: "t", scope: Scope(adapters: ["adapty@3", "adapty@3.12"]))
        let family = Spec(id: "adapty/any", file: "f", title: "t", scope: Scope(adapters: ["adapty"]))
        let everywhere = Spec(id: "common/x", file: "f", title: "t")
        let list = KnownDivergences([
            Self.entry("adapty@3-swiftui", "adapty/web/doc", line: 1),  // scoped to UIKit ids: stale
            Self.entry("adapty@3", "adapty/web/doc", line: 2),  // named: used
            Self.entry("adapty@3-swiftui", "adapty/any", line: 3),  // its family: used
            Self.entry("miniwall", "adapty/any", line: 4),  // another family: stale
            Self.entry("miniwall", "common/x", line: 5)  // unscoped: used
        ])
        #expect(list.stale(specs: [uikitOnly, family, everywhere], names: AdapterNames()).map(\.location.line) == [1, 4])
    }

    /// An adapter that shows a paywall and reports nothing.
    struct Quiet: SynchronousAdapter {
        let info: AdapterInfo
        init(_ id: String) { info = AdapterInfo(id: id, sdk: "Q", sdkVersion: "1", summary: "", capabilities: [], emits: ["paywall"]) }
        func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession { Session() }
        final class Session: AdapterSession {
            func perform(_ step: Step, context: SessionContext) throws {}
            func finish(context: SessionContext) throws -> FinalState { FinalState(state: .open, result: "none") }
        }
    }

    @Test("a full run reports an entry for a spec scoped away from its adapter as stale, and fails (exit 1)")
    func fullRunReportsScopedAway() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/only-a.yaml", "title: t\nscope:\n  adapters: [quiet-a]\nsteps: [present]\nexpect:\n  state: open\n")
        try folder.write("Divergences/quiet-b.yaml", "only-a: 'dead: the spec is no result of quiet-b'\n")
        let workspace = Workspace(
            suite: folder.path + "/Specs", golden: folder.path + "/Golden", divergences: folder.path + "/Divergences",
            adapters: [Quiet("quiet-a"), Quiet("quiet-b")])
        let report = try Suite(workspace).run(Suite.Request(golden: .ignore))
        #expect(report.staleDivergences.map { "\($0.adapter) \($0.spec)" } == ["quiet-b only-a"])
        #expect(report.exitCode == 1)
    }
}
