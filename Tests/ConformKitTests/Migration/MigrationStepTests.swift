import Testing
@testable import ConformKit

/// A step groups differences by cause — not by subject, URL or a line number inside a reason — and
/// cites the gate that explains each.
@Suite struct MigrationStepTests {
    typealias F = MigrationFixtures

    /// Two adapters' declarations.
    static let old = AdapterInfo(id: "m@1.0.0", sdk: "M", sdkVersion: "1.0.0", summary: "", capabilities: [], emits: [])
    static let new = AdapterInfo(id: "m@2.0.0", sdk: "M", sdkVersion: "2.0.0", summary: "", capabilities: [.webPurchase], emits: [])

    /// Compares `old` and `new` results of the same specs.
    static func step(_ old: [PairResult], _ new: [PairResult], specs: [Spec] = [], gates: [VersionGate] = []) -> MigrationStep {
        MigrationStep.compare(
            MigrationStep.Input(
                old: Self.old, new: Self.new, oldResults: Dictionary(uniqueKeysWithValues: old.map { ($0.specID, $0) }),
                newResults: Dictionary(uniqueKeysWithValues: new.map { ($0.specID, $0) }),
                specs: Dictionary(uniqueKeysWithValues: specs.map { ($0.id, $0) }), order: old.map(\.specID),
                version: SDKVersion(2, 0), gates: gates, naming: F.naming))
    }

    @Test("the same change on other products and URLs is one group")
    func subjectsDoNotSplit() throws {
        let specs = [("a", "premium", "https://a"), ("b", "annual", "https://b")]
        let old = specs.map { F.ran($0.0, "m@1.0.0", F.transcript([F.event(.linkOpened, $0.2, "c(_:didPerform:)", [Argument("url", $0.2)])])) }
        let new = specs.map {
            F.ran(
                $0.0, "m@2.0.0",
                F.transcript([
                    F.event(.productSelected, $0.1, "c(_:didSelectProduct:)", [Argument("product", $0.1)]),
                    F.event(.linkOpened, $0.2, "c(_:didOpen:)", [Argument("url", $0.2)])
                ]))
        }
        let step = Self.step(old, new)
        #expect(step.findings.count == 2, "\(step.findings.map(\.difference))")
        #expect(step.findings.allSatisfy { $0.specs == ["a", "b"] })
        let renamed = try #require(step.findings.first { $0.difference.kind == .renamed })
        #expect(renamed.difference.event == "link.opened" && !renamed.difference.before.contains("https"))
    }

    @Test("specs one side cannot run for one cause are one group, whatever line the reason names")
    func causesDoNotSplit() {
        let old = [F.failed("a", "m@1.0.0", "unsupported: no such step at line 10"), F.failed("b", "m@1.0.0", "unsupported: no such step at line 14")]
        let new = ["a", "b"].map { F.ran($0, "m@2.0.0", F.transcript([])) }
        let step = Self.step(old, new)
        #expect(step.uncompared.count == 1 && step.uncompared.first?.specs == ["a", "b"])
        #expect(step.uncompared.first?.cause == "'m@1.0.0': error: unsupported: no such step")
    }

    @Test("a spec only the new side can run, for a capability a gate introduced, is that gate's addition")
    func gateExplainsTheGap() throws {
        let gate = VersionGate(
            id: "web", version: SDKVersion(2, 0), change: .added, summary: "web purchases", source: "the changelog",
            after: "c(_:didFinishWeb:)", advice: "implement it", events: ["web.purchase.finished"], introduces: ["web-purchase"])
        let spec = Spec(
            id: "w", file: "w.yaml", title: "w", steps: [Located(.webPurchase(product: "p"), at: SourceLocation(file: "w.yaml", line: 3, column: 5))])
        let step = Self.step(
            [F.failed("w", "m@1.0.0", "unsupported: no web paywalls")], [F.ran("w", "m@2.0.0", F.transcript([]))],
            specs: [spec], gates: [gate])
        #expect(step.uncompared.isEmpty)
        let finding = try #require(step.findings.first)
        #expect(finding.difference.kind == .added && finding.difference.after == "c(_:didFinishWeb:)" && finding.gate?.id == "web")
        #expect(finding.version == SDKVersion(2, 0))
    }

    @Test("a gate explains a difference of its event; of two, the one naming the method; none when still ambiguous")
    func attribution() {
        func gate(_ id: String, _ before: String) -> VersionGate {
            VersionGate(
                id: id, version: SDKVersion(2, 0), change: .removed, summary: id, source: id, before: before, advice: "", events: ["products.failed"])
        }
        let difference = MigrationDifference(
            kind: .removed, event: "products.failed", before: "c(_:x:) -> true", after: "", method: "c(_:x:) -> Bool")
        #expect(GateAttribution.gate(for: difference, among: [gate("one", "c(_:x:) -> Bool")])?.id == "one")
        #expect(GateAttribution.gate(for: difference, among: [gate("one", "c(_:x:) -> Bool"), gate("two", "c(_:y:)")])?.id == "one")
        #expect(GateAttribution.gate(for: difference, among: [gate("one", "c(_:x:) -> Bool"), gate("two", "c(_:x:) -> Bool")]) == nil)
        #expect(
            GateAttribution.gate(
                for: MigrationDifference(kind: .added, event: "paywall.shown", before: "", after: "x"),
                among: [gate("one", "c(_:x:)")]) == nil)
    }
}
