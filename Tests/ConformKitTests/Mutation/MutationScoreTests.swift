import Testing
@testable import ConformKit

/// Score arithmetic: shares, rounding, sums, the aggregates of a report and its exit status.
@Suite struct MutationScoreTests {
    @Test(
        "the percent is rounded down to one decimal: 100% only when every mutant died, '-' without mutants",
        arguments: [
            (0, 0, "-", nil), (0, 7, "0%", 0), (7, 7, "100%", 10_000), (1, 3, "33.3%", 3333), (2, 3, "66.6%", 6666),
            (999, 1000, "99.9%", 9990), (9999, 10000, "99.9%", 9999), (1, 2000, "0.0%", 5), (60, 193, "31.0%", 3108)
        ])
    func percent(_ killed: Int, _ mutants: Int, _ text: String, _ basisPoints: Int?) {
        let score = MutationScore(mutants: mutants, killed: killed)
        #expect(score.percent == text)
        #expect(score.basisPoints == basisPoints)
        #expect(score.survived == mutants - killed)
    }

    @Test("scores add up by counts, not by averaging percentages")
    func sums() {
        var total = MutationScore(mutants: 10, killed: 10)
        total += MutationScore(mutants: 90, killed: 0)
        #expect(total == MutationScore(mutants: 100, killed: 10))
        #expect(total.percent == "10.0%")
        var operators = OperatorScores()
        operators.count(.drop, killed: true)
        operators.count(.drop, killed: false)
        operators.count(.result, killed: true)
        #expect(operators[.drop] == MutationScore(mutants: 2, killed: 1))
        #expect(operators.total == MutationScore(mutants: 3, killed: 2))
    }

    @Test(
        "below a minimum is exact, and no mutants at all is below any minimum",
        arguments: [
            (80, 100, 80.0, false), (79, 100, 80.0, true), (925, 1000, 92.5, false), (924, 1000, 92.5, true), (0, 0, 0.0, true), (0, 5, 0.0, false)
        ])
    func below(_ killed: Int, _ mutants: Int, _ minimum: Double, _ isBelow: Bool) {
        #expect(MutationScore(mutants: mutants, killed: killed).isBelow(percent: minimum) == isBelow)
    }

    /// A pair with `killed` of `mutants` killed.
    static func pair(_ spec: String, _ adapter: String, _ killed: Int, _ mutants: Int) -> PairMutation {
        var operators = OperatorScores()
        operators[.drop] = MutationScore(mutants: mutants, killed: killed)
        let survivors = (0..<(mutants - killed)).map { Mutant(change: .drop(event: $0), description: "e\($0) is dropped") }
        return PairMutation(
            specID: spec, specFile: spec + ".yaml", adapterID: adapter, generated: mutants, operators: operators, survivors: survivors)
    }

    /// An adapter called `id`.
    static func adapter(_ id: String) -> AdapterInfo {
        AdapterInfo(id: id, sdk: "s", sdkVersion: "1", summary: "", capabilities: [], emits: [])
    }

    @Test("a report adds its pairs up per spec, adapter and folder, and lists the weakest specs first")
    func aggregates() {
        let report = MutationReport(
            adapters: [Self.adapter("b"), Self.adapter("a"), Self.adapter("unused")],
            pairs: [
                Self.pair("x/one", "b", 1, 4), Self.pair("x/one", "a", 3, 4), Self.pair("x/two", "b", 2, 2), Self.pair("y/three", "a", 1, 2)
            ], skipped: [], invalid: [], limit: 10)
        #expect(report.score == MutationScore(mutants: 12, killed: 7))
        #expect(report.specs.map(\.specID) == ["x/one", "x/two", "y/three"])
        #expect(report.specs[0].score == MutationScore(mutants: 8, killed: 4))
        #expect(report.byAdapter.map(\.adapter.id) == ["b", "a"])
        #expect(report.byAdapter.map(\.score) == [MutationScore(mutants: 6, killed: 3), MutationScore(mutants: 6, killed: 4)])
        #expect(report.byFolder.map(\.folder) == ["x", "y"])
        #expect(report.byFolder.map(\.specs) == [2, 1])
        #expect(report.byFolder.map(\.score) == [MutationScore(mutants: 10, killed: 6), MutationScore(mutants: 2, killed: 1)])
        // Both weak specs are at 50%: the tie goes by id; x/two killed everything and is not listed.
        #expect(report.weakest.map(\.specID) == ["x/one", "y/three"])
        #expect(report.specs[0].survivors.map(\.adapters) == [["b", "a"], ["b"], ["b"]])
        #expect(SpecMutation.folder(of: "root-spec") == ".")
    }

    @Test(
        "the exit status: invalid input 2, an adapter error 3, under '--min-score' 1, otherwise 0 — whatever the score",
        arguments: [
            (false, false, nil, 0), (false, false, 50.0, 0), (false, false, 90.0, 1), (false, true, 90.0, 3), (true, true, 90.0, 2),
            (false, true, nil, 3), (true, false, nil, 2)
        ] as [(Bool, Bool, Double?, Int32)])
    func exitCode(_ invalid: Bool, _ adapterError: Bool, _ minimum: Double?, _ code: Int32) {
        let report = MutationReport(
            adapters: [Self.adapter("a")], pairs: [Self.pair("x/one", "a", 3, 4)],
            skipped: adapterError ? [SkippedPair(specID: "x/two", adapterID: "a", verdict: .error, reason: "crashed")] : [],
            invalid: invalid ? [SuiteLoader.InvalidFile(file: "bad.yaml", specID: "bad", diagnostics: [], source: nil)] : [], limit: 10)
        #expect(report.exitCode(minimum: minimum) == code)
    }
}
