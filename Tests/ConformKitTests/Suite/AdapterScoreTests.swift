import Testing
@testable import ConformKit
import ConformTestSupport

/// Honest scores: conformance is passes ÷ applicable pairs; known divergences are shown beside it.
@Suite struct AdapterScoreTests {
    static func pair(_ verdict: Verdict, _ adapter: String = "x", partial: Bool = false) -> PairResult {
        let hidden = partial ? [Unobservable(expectation: "never: recorded.x", location: SourceLocation(file: "f", line: 1, column: 1))] : []
        return PairResult.fixture(specID: "s/\(verdict.rawValue)", specFile: "f", adapterID: adapter, verdict: verdict, unobservable: hidden)
    }

    static func report(_ pairs: [PairResult]) -> RunReport {
        RunReport(
            pairs: pairs, invalid: [], adapters: [AdapterInfo(id: "x", sdk: "S", sdkVersion: "1", summary: "", capabilities: [], emits: [])],
            specCount: pairs.count)
    }

    @Test("an expected failure is a known divergence, never conforming: adding a divergence entry cannot buy 100%")
    func knownDivergencesAreNotConforming() {
        let score = Self.report([Self.pair(.pass), Self.pair(.pass), Self.pair(.expectedFail)]).scores[0]
        #expect(score.passed == 2 && score.knownDivergences == 1 && score.applicable == 3)
        #expect(score.fraction == "2/3 (66%)")
    }

    @Test("not applicable and not observable pairs are not judged; errors and failures are")
    func denominator() {
        let score = Self.report([
            Self.pair(.pass), Self.pair(.notApplicable), Self.pair(.notObservable), Self.pair(.fail),
            Self.pair(.changed), Self.pair(.error), Self.pair(.unexpectedPass), Self.pair(.new)
        ]).scores[0]
        #expect(score.applicable == 6)
        #expect(score.failed == 4 && score.errors == 1 && score.notApplicable == 1 && score.notObservable == 1)
        #expect(score.percent.map { Int($0) } == 16)
    }

    @Test("a pass that left expectations unchecked counts as a pass and apart, as partially checked")
    func partiallyChecked() {
        let score = Self.report([Self.pair(.pass, partial: true), Self.pair(.pass)]).scores[0]
        #expect(score.passed == 2 && score.partiallyChecked == 1)
        #expect(
            PrettyReport.summary(Self.report([Self.pair(.pass, partial: true)]), style: Style(colour: false))
                .contains("1 passed (1 partially checked)"))
    }

    @Test("nothing applicable is 0/0, not 100%")
    func nothingApplicable() {
        let score = Self.report([Self.pair(.notApplicable)]).scores[0]
        #expect(score.percent == nil && score.fraction == "0/0")
    }

    @Test("the JSON report carries each adapter's score")
    func jsonScore() {
        let json = JSONReport.render(Self.report([Self.pair(.pass), Self.pair(.expectedFail)]), toolVersion: "t")
        #expect(json.contains("\"conformance\": 50.0"))
        #expect(json.contains("\"known_divergences\": 1"))
    }
}
