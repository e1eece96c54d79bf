import Testing
@testable import ConformKit

/// A run whose selected specs all miss the adapters says why, per adapter.
@Suite struct NothingRanTests {
    static func spec(_ id: String, scope: [String] = [], requires: [Capability] = []) -> Spec {
        Spec(id: id, file: "Specs/\(id).yaml", title: id, scope: Scope(requires: requires, adapters: scope))
    }

    static func info(_ id: String) -> AdapterInfo {
        AdapterInfo(id: id, sdk: "S", sdkVersion: "1", summary: "", capabilities: [], emits: ["paywall"])
    }

    @Test("specs scoped elsewhere and specs that do not apply are counted per adapter, with the reasons")
    func explains() throws {
        let specs = [Self.spec("miniwall/a", scope: ["miniwall"]), Self.spec("miniwall/b", scope: ["miniwall"]), Self.spec("common/restore")]
        let pairs = [
            PairResult(
                specID: "common/restore", specFile: "f", adapterID: "revenuecatui",
                outcome: .notApplicable("the adapter lacks capability 'restore-button'"))
        ]
        let nothing = try #require(NothingRan.explain(specs: specs, adapters: [Self.info("revenuecatui")], pairs: pairs, names: AdapterNames()))
        #expect(
            nothing.message == """
                nothing ran: none of the 3 selected specs applies to 'revenuecatui'
                  'revenuecatui': 2 scoped to 'miniwall'; 1 not applicable: the adapter lacks capability 'restore-button' (1)
                """)
        #expect(nothing.next.contains("'miniwall'"))
    }

    @Test("a run in which something ran, or nothing was selected, needs no explanation")
    func nothingToExplain() {
        let ran = PairResult(specID: "a", specFile: "f", adapterID: "x", outcome: .notRecorded("r"))
        #expect(NothingRan.explain(specs: [Self.spec("a")], adapters: [Self.info("x")], pairs: [ran], names: AdapterNames()) == nil)
        #expect(NothingRan.explain(specs: [], adapters: [Self.info("x")], pairs: [], names: AdapterNames()) == nil)
    }
}
