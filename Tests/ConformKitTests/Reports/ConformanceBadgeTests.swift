import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
@testable import ConformKit
import ConformTestSupport

/// The conformance badge: the run's own definition of conformance, shields.io's colours and
/// layout, and an SVG any XML reader accepts.
@Suite struct ConformanceBadgeTests {
    /// A score of `passed` out of `applicable` pairs.
    static func score(_ passed: Int, of applicable: Int, known: Int = 0, adapter: String = "adapty@3") -> AdapterScore {
        var score = AdapterScore(adapter: adapter)
        score.passed = passed
        score.knownDivergences = known
        score.failed = applicable - passed - known
        return score
    }

    @Test(
        "the colour follows the thresholds, compared exactly: green only when every applicable pair passes",
        arguments: [
            (40, 40, BadgeColour.brightgreen), (39, 40, .green), (19, 20, .green), (189, 200, .yellowgreen), (9, 10, .yellowgreen),
            (899, 1000, .yellow), (3, 4, .yellow), (74, 100, .orange), (1, 2, .orange), (49, 100, .red), (0, 5, .red), (0, 0, .lightgrey)
        ])
    func colour(_ passed: Int, _ applicable: Int, _ colour: BadgeColour) {
        #expect(BadgeColour.of(Self.score(passed, of: applicable)) == colour, "\(passed)/\(applicable)")
    }

    @Test("the thresholds fall from 100% and each colour has shields.io's hex value")
    func thresholds() {
        let percents = BadgeColour.thresholds.map(\.percent)
        #expect(percents == percents.sorted(by: >) && percents.first == 100)
        #expect(BadgeColour.brightgreen.hex == "#4c1" && BadgeColour.red.hex == "#e05d44" && BadgeColour.lightgrey.hex == "#9f9f9f")
        #expect(Set(BadgeColour.allCases.map(\.hex)).count == BadgeColour.allCases.count)
    }

    @Test(
        "the percentage has one decimal, rounded down, without '.0': only a clean sheet reads 100%",
        arguments: [
            (39, 40, "97.5%"), (40, 40, "100%"), (999, 1000, "99.9%"), (9999, 10000, "99.9%"), (1, 3, "33.3%"), (2, 3, "66.6%"),
            (0, 5, "0%"), (1, 2, "50%"), (0, 0, "n/a")
        ])
    func percent(_ passed: Int, _ applicable: Int, _ text: String) {
        #expect(Self.score(passed, of: applicable).percentText == text)
        #expect(ConformanceBadge(score: Self.score(passed, of: applicable)).message == text)
    }

    @Test("the badge counts as the run does: known divergences fail, not applicable and not observable pairs are left out")
    func definition() throws {
        let pairs = [Verdict.pass, .pass, .pass, .expectedFail, .fail, .error, .notApplicable, .notApplicable, .notObservable]
            .enumerated().map { PairResult.fixture(specID: "s/\($0.offset)", specFile: "f", adapterID: "appdna", verdict: $0.element) }
        let report = RunReport(
            pairs: pairs, invalid: [],
            adapters: [
                AdapterInfo(
                    id: "appdna", sdk: "AppDNA iOS", sdkVersion: "1", summary: "",
                    capabilities: [], emits: [])
            ], specCount: pairs.count)
        let badge = ConformanceBadge(score: report.scores[0])
        #expect(badge.message == "50%")
        #expect(badge.colour == .orange)
        #expect(badge.title == "conform appdna: 50% — 3 of 6 applicable specs pass, 1 known divergence")
        // Through the JSON report and back, as 'conform badge' reads it: the same score.
        let (read, _) = try JSONReportReader.read(Data(JSONReport.render(report, toolVersion: "t").utf8), file: "r.json")
        #expect(read.scores == report.scores)
        #expect(ConformanceBadge(score: read.scores[0]) == badge)
    }

    @Test("the halves fit their text: Verdana 11px widths, odd, plus 5 px each side; the texts centred in them")
    func layout() {
        let badge = ConformanceBadge(score: Self.score(39, of: 40, known: 1))
        let (left, right) = badge.widths
        #expect(left == VerdanaWidth.pixels("conform adapty@3") + (VerdanaWidth.pixels("conform adapty@3") % 2 == 0 ? 1 : 0) + 10)
        #expect(left % 2 == 1 && right % 2 == 1)
        let svg = badge.svg()
        #expect(svg.contains("width=\"\(left + right)\" height=\"20\""))
        #expect(svg.contains("<rect x=\"\(left)\" width=\"\(right)\" height=\"20\" fill=\"#97ca00\"/>"))
        #expect(
            svg.contains(
                "x=\"\(5 * left)\" y=\"140\" transform=\"scale(.1)\" fill=\"#fff\" textLength=\"\(10 * (left - 10))\">conform adapty@3</text>"))
        #expect(
            svg.contains(
                "x=\"\(10 * left + 5 * right)\" y=\"140\" transform=\"scale(.1)\" fill=\"#fff\" textLength=\"\(10 * (right - 10))\">97.5%</text>"))
        let longer = ConformanceBadge(score: Self.score(39, of: 40), label: "conform adapty@3 on the whole suite")
        #expect(longer.widths.label > left && longer.widths.message == right)
    }

    @Test("the SVG is well-formed XML with a title, and a label with markup in it is text, not markup")
    func wellFormed() throws {
        let label = "<b>acme</b> & \"co\" 'x'"
        let badge = ConformanceBadge(score: Self.score(1, of: 3), label: label)
        let svg = badge.svg()
        let document = try XMLDocument(xmlString: svg, options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        func attribute(_ name: String) -> String? { root.attributes?.first { $0.name == name }?.stringValue }
        #expect(attribute("role") == "img")
        #expect(attribute("aria-label") == badge.title)
        let title = try #require(root.elements(forName: "title").first)
        #expect(title.stringValue == "\(label): 33.3% — 1 of 3 applicable specs pass")
        let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts == [label, label, "33.3%", "33.3%"])
        #expect(!svg.contains("<b>"))
    }

    @Test("the same score and label give the same bytes; nothing applicable is a grey 'n/a'")
    func deterministic() {
        #expect(ConformanceBadge(score: Self.score(39, of: 40)).svg() == ConformanceBadge(score: Self.score(39, of: 40)).svg())
        let none = ConformanceBadge(score: Self.score(0, of: 0))
        #expect(none.message == "n/a" && none.colour == .lightgrey)
        #expect(none.title == "conform adapty@3: n/a — no applicable specs")
        #expect(none.svg().contains("fill=\"#9f9f9f\""))
    }
}
