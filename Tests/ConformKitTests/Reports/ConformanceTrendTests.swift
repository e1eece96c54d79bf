import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
@testable import ConformKit

/// The trend: one row per adapter, one column per report in the order given, each move since the
/// previous report that had the adapter, and the same cells in every rendering.
@Suite struct ConformanceTrendTests {
    /// An adapter with a score of `passed` out of `applicable`, `known` of the rest known divergences.
    static func entry(
        _ id: String, _ passed: Int, of applicable: Int, known: Int = 0, version: String = "1.0",
        notApplicable: Int = 0
    ) -> (info: AdapterInfo, score: AdapterScore) {
        var score = AdapterScore(adapter: id)
        score.passed = passed
        score.knownDivergences = known
        score.failed = applicable - passed - known
        score.notApplicable = notApplicable
        return (AdapterInfo(id: id, sdk: "SDK \(id)", sdkVersion: version, summary: "", capabilities: [], emits: []), score)
    }

    /// A report's column.
    static func run(_ file: String, _ adapters: [(info: AdapterInfo, score: AdapterScore)]) -> ConformanceTrend.Run {
        ConformanceTrend.Run(file: file, label: file, fingerprint: "f1", specCount: 10, adapters: adapters)
    }

    /// Three nights: miniwall rises then falls, appdna appears on the second, adapty@3 moves to a new SDK version.
    static let nights = ConformanceTrend([
        run("r1.json", [entry("miniwall", 4, of: 5), entry("adapty@3", 3, of: 5, known: 1, version: "3.14.0")]),
        run("r2.json", [entry("miniwall", 5, of: 5), entry("appdna", 3, of: 4, known: 1), entry("adapty@3", 3, of: 5, known: 1, version: "3.17.2")]),
        run(
            "r3.json",
            [entry("miniwall", 4, of: 5), entry("appdna", 2, of: 4, known: 1), entry("adapty@3", 0, of: 0, version: "3.17.2", notApplicable: 5)])
    ])

    @Test("rows in order of first appearance; a report without the adapter leaves its cell empty")
    func rows() {
        let trend = Self.nights
        #expect(trend.rows.map(\.adapter) == ["miniwall", "adapty@3", "appdna"])
        #expect(trend.rows[2].cells[0] == nil && trend.rows[2].cells[1] != nil)
    }

    @Test(
        "each cell's move is against the previous report that had the adapter, by exact ratios",
        arguments: [
            (0, 1, "↑20"), (0, 2, "↓20"), (2, 2, "↓25"), (2, 1, ""), (1, 1, ""), (1, 2, "")
        ])
    func changes(_ row: Int, _ column: Int, _ arrow: String) {
        #expect(Self.nights.rows[row].cells[column]?.change?.arrow ?? "" == arrow)
    }

    @Test("a rise too small to show in one decimal still shows which way it went")
    func smallChange() {
        let trend = ConformanceTrend([Self.run("a", [Self.entry("x", 9991, of: 10000)]), Self.run("b", [Self.entry("x", 9999, of: 10000)])])
        #expect(trend.rows[0].cells[1]?.change == ScoreChange(direction: .up, tenths: 0))
        #expect(ConformanceTrend.text(trend.rows[0].cells[1]).plain == "99.9% 9999/10000 ↑<0.1")
    }

    @Test("columns are headed by file name, or by the path where two files share a name")
    func labels() {
        #expect(ConformanceTrend.labels(["reports/2025-06-01.json", "reports/2025-06-08.json"]) == ["2025-06-01.json", "2025-06-08.json"])
        #expect(
            ConformanceTrend.labels(["nightly/report.json", "release/report.json", "x.json"]) == [
                "nightly/report.json", "release/report.json", "x.json"
            ])
    }

    @Test("a run's own label heads its column; two runs with one label are told apart by their paths")
    func runLabels() {
        #expect(
            ConformanceTrend.labels(["a/r.json", "b/r.json", "c.json"], runLabels: ["nightly-1", "nightly-2", nil])
                == ["nightly-1", "nightly-2", "c.json"])
        #expect(ConformanceTrend.labels(["a/r.json", "b/r.json"], runLabels: ["nightly", "nightly"]) == ["nightly (a/r.json)", "nightly (b/r.json)"])
        // A label equal to another report's file name is not taken for that file.
        #expect(ConformanceTrend.labels(["x.json", "y.json"], runLabels: [nil, "x.json"]) == ["x.json", "x.json (y.json)"])
    }

    @Test("the terminal table: percentages, passes over applicable, known divergences, moves and SDK versions")
    func text() {
        #expect(
            Self.nights.renderText(colour: false) == """
                adapter   r1.json            r2.json                     r3.json
                miniwall  80% 4/5            100% 5/5 ↑20                80% 4/5 ↓20
                adapty@3  60% 3/5 (1 known)  60% 3/5 (1 known) [3.17.2]  n/a 0/0
                appdna    —                  75% 3/4 (1 known)           50% 2/4 (1 known) ↓25

                \(ConformanceTrend.definition)
                ↑/↓ the change in percentage points since the previous report with the adapter; [v] the adapter's SDK version changed to v; — the report has no such adapter.

                """)
    }

    @Test("colour paints a rise green and a fall red, and changes nothing else")
    func colour() {
        let coloured = Self.nights.renderText(colour: true)
        #expect(coloured.contains(ANSI.green + "↑20" + ANSI.reset) && coloured.contains(ANSI.red + "↓25" + ANSI.reset))
        let plain = [ANSI.green, ANSI.red, ANSI.dim, ANSI.reset].reduce(coloured) { $0.replacingOccurrences(of: $1, with: "") }
        #expect(plain == Self.nights.renderText(colour: false))
    }

    @Test("the markdown table has the same cells, and a '|' in a name cannot break it")
    func markdown() {
        let markdown = Self.nights.renderMarkdown()
        #expect(markdown.hasPrefix("| adapter | r1.json | r2.json | r3.json |\n| --- | ---: | ---: | ---: |\n"))
        #expect(markdown.contains("| <code>appdna</code> | — | 75% 3/4 (1 known) | 50% 2/4 (1 known) ↓25 |"))
        let piped = ConformanceTrend([Self.run("a|b.json", [Self.entry("x|y", 1, of: 1)])]).renderMarkdown()
        #expect(piped.contains("| a&#124;b.json |") && piped.contains("<code>x&#124;y</code>"))
    }

    @Test("the JSON has a point per report, null where the adapter is missing, each score as the run report writes it")
    func json() throws {
        let json = Self.nights.renderJSON(toolVersion: "t")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(root["schema"] as? String == "conform-trend/1")
        #expect((root["reports"] as? [[String: Any]])?.map { $0["label"] as? String } == ["r1.json", "r2.json", "r3.json"])
        let adapters = try #require(root["adapters"] as? [[String: Any]])
        #expect(adapters.map { $0["id"] as? String } == ["miniwall", "adapty@3", "appdna"])
        let appdna = try #require(adapters[2]["points"] as? [Any])
        #expect(appdna.first is NSNull)
        let last = try #require(appdna.last as? [String: Any])
        #expect((last["change"] as? [String: Any])?["direction"] as? String == "down")
        #expect((last["change"] as? [String: Any])?["points"] as? NSNumber == 25)
        #expect((last["score"] as? [String: Any])?["conformance"] as? NSNumber == 50)
        #expect((last["score"] as? [String: Any])?["known_divergences"] as? NSNumber == 1)
    }

    @Test("the HTML page draws a line per adapter in one inline SVG, loads nothing, and escapes every name")
    func html() throws {
        let hostile = "<script>alert(\"x\")</script>&"
        let trend = ConformanceTrend([
            Self.run("a.json", [Self.entry(hostile, 1, of: 2), Self.entry("miniwall", 2, of: 2)]),
            Self.run("<b>.json", [Self.entry(hostile, 2, of: 2), Self.entry("miniwall", 1, of: 2)])
        ])
        let page = trend.renderHTML(title: "conform trend a.json <b>.json")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(!page.contains("<script") && !page.contains("<b>"))
        #expect(page.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;"))
        #expect(!page.contains("src=") && !page.contains("href=") && !page.contains("@import") && !page.contains("url("))
        let svg = try #require(
            page.range(of: "<svg class=\"trend\"").flatMap { start in
                page.range(of: "</svg>\n", range: start.lowerBound..<page.endIndex).map { String(page[start.lowerBound..<$0.upperBound]) }
            })
        let document = try XMLDocument(xmlString: svg, options: [])
        #expect(try document.nodes(forXPath: "//*[local-name()='polyline']").count == 2)
        #expect(try document.nodes(forXPath: "//*[local-name()='circle']").count == 4)
        let groups = try document.nodes(forXPath: "//*[local-name()='g']").compactMap { node in
            (node as? XMLElement)?.attributes?.first { $0.name == "data-adapter" }?.stringValue
        }
        #expect(groups == [hostile, "miniwall"])
        #expect(trend.renderHTML(title: "t") == trend.renderHTML(title: "t"))
    }

    @Test("a line breaks where the adapter is missing or nothing of it applied")
    func gaps() {
        let trend = ConformanceTrend([
            Self.run("1", [Self.entry("x", 1, of: 2)]), Self.run("2", [Self.entry("x", 2, of: 2)]), Self.run("3", []),
            Self.run("4", [Self.entry("x", 1, of: 2)]), Self.run("5", [Self.entry("x", 0, of: 0)]), Self.run("6", [Self.entry("x", 1, of: 1)])
        ])
        let svg = TrendChart.render(trend)
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 1)
        #expect(svg.components(separatedBy: "<circle").count - 1 == 4)
    }

    @Test("'only' keeps the named adapters' rows in the trend's order")
    func only() {
        #expect(Self.nights.only(["appdna", "miniwall"]).rows.map(\.adapter) == ["miniwall", "appdna"])
    }
}
