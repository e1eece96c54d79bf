import Foundation
import Testing
@testable import ConformKit

/// The renderers: colour only when asked, markdown safe in tables, and the same text for the same report.
@Suite struct MutationRendererTests {
    /// A report with a weak spec on two adapters, one change surviving on both, and a skipped pair.
    static func report() -> MutationReport {
        func pair(_ adapter: String, _ survivors: [Mutant]) -> PairMutation {
            var operators = OperatorScores()
            operators[.drop] = MutationScore(mutants: 4, killed: 4 - survivors.count)
            return PairMutation(
                specID: "common/buy", specFile: "Specs/common/buy.yaml", adapterID: adapter, generated: 4,
                operators: operators, survivors: survivors)
        }
        let dropped = Mutant(change: .drop(event: 0), description: "`paywall.shown` is dropped")
        let twice = Mutant(change: .duplicate(event: 1), description: "`purchase.started p` fires twice")
        let adapters = ["a", "b"].map { AdapterInfo(id: $0, sdk: "s", sdkVersion: "1", summary: "", capabilities: [], emits: []) }
        return MutationReport(
            adapters: adapters, pairs: [pair("a", [twice, dropped]), pair("b", [dropped])],
            skipped: [SkippedPair(specID: "common/x", adapterID: "a", verdict: .fail, reason: "its expectations fail: a | b")],
            invalid: [], limit: 256)
    }

    @Test("the terminal form is plain without colour and coloured with it, with the same words")
    func colour() {
        let plain = MutationRenderer.text(Self.report(), colour: false)
        let coloured = MutationRenderer.text(Self.report(), colour: true)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}["))
        #expect(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain)
        #expect(
            plain.hasPrefix(
                "conform mutate: 62.5% of mutants killed (mean of 1 spec score; 5 of 8 counted mutants) in 2 pairs (1 spec, 2 adapters)\n"))
    }

    @Test("survivors are grouped across adapters and ordered by operator; one on every adapter says so")
    func survivorsGrouped() {
        let plain = MutationRenderer.text(Self.report(), colour: false)
        #expect(
            plain.contains(
                """
                   62.5%  common/buy  5/8 killed on 2 adapters
                    still passes if `paywall.shown` is dropped  [every adapter]
                    still passes if `purchase.started p` fires twice  [a]

                """))
        #expect(!plain.contains("common/x: its expectations fail"))
        #expect(MutationRenderer.text(Self.report(), colour: false, verbose: true).contains("  FAIL  a  common/x: its expectations fail: a | b\n"))
    }

    @Test("markdown has the score tables, a collapsed block per weak spec and table cells with pipes escaped")
    func markdown() {
        let markdown = MutationRenderer.markdown(Self.report())
        #expect(markdown.hasPrefix("## Mutation score: 62.5%\n"))
        #expect(markdown.contains("| `a` | 1 | 50.0% | 2 | 4 |\n"))
        #expect(markdown.contains("| `drop` | an event dropped | 62.5% | 5 | 8 |\n"))
        #expect(markdown.contains("<details><summary><code>common/buy</code> — 62.5%: this spec still passes if …</summary>"))
        #expect(markdown.contains("- `paywall.shown` is dropped (a, b)\n"))
        #expect(markdown.contains("| `common/x` | `a` | fail | its expectations fail: a \\| b |\n"))
    }
}
