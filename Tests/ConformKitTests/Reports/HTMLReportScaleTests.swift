@testable import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// The HTML report at scale: no element per pair, a compact and escaped data object the page's
/// script draws the matrix and the pair list from, filters, problems drawn on the server, and a
/// size per pair that keeps 10,000 specs × 10 adapters under 5 MB.
@Suite struct HTMLReportScaleTests {
    typealias F = HTMLReportFixtures

    @Test("beside the bounded sections a pair costs a few bytes, and 10,000 specs × 10 adapters project under 5 MB")
    func sizePerPair() {
        let page = HTMLReport.render(F.wide(specs: 2_000), title: "scale")
        let small = page.utf8.count
        let large = HTMLReport.render(F.wide(specs: 4_000), title: "scale").utf8.count
        let perPair = Double(large - small) / Double(2_000 * 10)
        #expect(perPair < 10, "\(perPair) bytes per pair")
        let sections = F.slice(page, from: "<section id=\"details\">", to: "</section>").utf8.count
        #expect(Double(small - sections) / Double(2_000 * 10) < 16, "\(small - sections) bytes for 20,000 pairs beside their sections")
        let projected = Double(large) + perPair * Double(6_000 * 10)
        #expect(projected < 5_000_000, "10,000 × 10 would be \(Int(projected)) bytes")
    }

    @Test("the page has filters by spec, adapter, verdict (with counts) and tag, and a choice of matrix or list")
    func filterControls() {
        var report = F.wide(specs: 30)
        report.tags["wide/area-0/spec-0"] = ["area-0", "<b>&"]
        let page = HTMLReport.render(report, title: "scale")
        let form = F.slice(page, from: "<form class=\"controls\" id=\"filters\"", to: "</form>")
        #expect(form.contains("<input type=\"search\" id=\"f-spec\""))
        #expect(form.contains("<select id=\"f-adapter\"><option value=\"\">every adapter</option><option value=\"0\">sdk-0</option>"))
        #expect(F.count("<option value=\"", in: F.slice(String(form), from: "id=\"f-adapter\"", to: "</select>")) == 11)
        #expect(form.contains("<option value=\"attention\" selected>needs attention (20)</option>"), "a failing run starts at its problems")
        #expect(form.contains("<option value=\"skipped\">does not apply or not observable (30)</option>"))
        #expect(form.contains("<option value=\"fail\">failed (20)</option>"))
        #expect(form.contains("<option value=\"pass\">passed (250)</option>"))
        #expect(!form.contains("value=\"error\""), "only verdicts the run has")
        #expect(
            form.contains(
                "<select id=\"f-tag\"><option value=\"\">any tag</option><option value=\"0\">&lt;b&gt;&amp;</option><option value=\"1\">area-0</option>"
            ))
        #expect(
            form.contains(
                "<select id=\"f-view\"><option value=\"matrix\">the matrix</option><option value=\"list\">a list of pairs</option></select>"))
        var greenReport = F.wide(specs: 3, failing: 0)
        greenReport.tags = [:]
        let green = HTMLReport.render(greenReport, title: "green")
        #expect(!green.contains("value=\"attention\""), "a green run starts at every spec")
        #expect(!green.contains("id=\"f-tag\""), "no tag filter without tags")
    }

    @Test("the data holds a verdict letter per adapter, the spec's tags and, for cells that need one, a text and a link")
    func dataRows() throws {
        let page = HTMLReport.render(F.wide(specs: 30), title: "scale")
        let data = try F.data(page)
        #expect(data.adapters == (0..<10).map { "sdk-\($0)" })
        #expect(data.tags == ["area-0", "area-1", "area-2", "area-3", "area-4", "area-5", "area-6", "smoke"])
        #expect(data.verdicts["f"] == ["v-fail", "FAIL", "FAIL", "fail"])
        #expect(data.verdicts["P"] == ["v-pass", "pass*", "PASS", "pass"])
        #expect(data.attention == "fcneur")
        let row = try #require(data.rows.first { $0.spec == "wide/area-0/spec-0" })
        #expect(row.letters == "fppppppppa")
        #expect(row.tags == [0, 7])
        let failing = try #require(row.notes.first)
        #expect(failing[0] == 0)
        #expect(data.texts[failing[1]] == "order: expected 'purchase.completed premium_0' but it never came")
        #expect(failing[2] == 0, "linked to the section of pair 0")
        let skipped = try #require(row.notes.last)
        #expect(skipped[0] == 9 && skipped[2] == -1)
        #expect(data.texts[skipped[1]] == "the adapter lacks capability 'restore' that the spec requires")
        #expect(data.texts.filter { $0.hasPrefix("the adapter lacks") }.count == 1, "a repeated text is stored once")
        let plain = try #require(data.rows.first { $0.spec == "wide/area-1/spec-29" })
        #expect(plain.letters == "pppppppppa")
        #expect(plain.notes.count == 1, "passes without a section or a text need no note")
    }

    @Test("a pair that cannot be observed says which expectations; a partially checked pass, what it left unchecked")
    func unobservableTexts() throws {
        let location = SourceLocation(file: "Specs/a.yaml", line: 9, column: 11)
        let unseen = [Unobservable(expectation: "never: recorded.purchase", location: location)]
        let report = RunReport(
            pairs: [
                PairResult.fixture(specID: "a", specFile: "Specs/a.yaml", adapterID: "miniwall", verdict: .pass, unobservable: unseen),
                PairResult.fixture(specID: "a", specFile: "Specs/a.yaml", adapterID: "adapty@3", verdict: .notObservable, unobservable: unseen)
            ], invalid: [], adapters: F.adapters, specCount: 1)
        let data = try F.data(HTMLReport.render(report, title: "t"))
        let row = try #require(data.rows.first)
        #expect(row.letters == "Po")
        let texts = row.notes.sorted { $0[0] < $1[0] }.map { data.texts[$0[1]] }
        #expect(
            texts == [
                "partially checked: 1 expectation checked, 1 not (the harness cannot see it): never: recorded.purchase (Specs/a.yaml:9:11)",
                "not observable: never: recorded.purchase (Specs/a.yaml:9:11)"
            ])
    }

    @Test("problems are drawn on the server: their sections hold the diagram, the violations and the diff")
    func problemsOnServer() throws {
        let page = HTMLReport.render(F.mixed(), title: "suite")
        let fail = F.slice(page, from: "<article class=\"pair v-fail\" id=\"p2\">", to: "</article>")
        #expect(fail.contains("<svg class=\"seq\""))
        #expect(fail.contains("<ul class=\"violations\">"))
        let changed = F.slice(page, from: "<article class=\"pair v-changed\" id=\"p5\">", to: "</article>")
        #expect(changed.contains("<svg class=\"seq\""))
        #expect(changed.contains("<pre class=\"diff\">"))
        #expect(!F.dataText(page).contains("didStartPurchase"), "the data refers to sections, it does not repeat their diffs")
        #expect(!F.dataText(page).contains("svg"), "nor their diagrams")
    }

    @Test("a spec id, tag or text holding </script> or <!-- cannot end the data early, and reads back intact")
    func dataEscaped() throws {
        let hostile = "x</script><script>alert(1)</script><!--\u{2028}\"\\&"
        var report = F.mixed()
        report.pairs[2].specID = hostile
        report.pairs[3] = PairResult.fixture(specID: hostile, specFile: "f", adapterID: "adapty@3", verdict: .notApplicable, reason: hostile)
        report.tags[hostile] = [hostile]
        let page = HTMLReport.render(report, title: "t")
        let text = F.dataText(page)
        #expect(!text.contains("<"), "no markup can start inside the data")
        #expect(!text.contains("\u{2028}"))
        #expect(F.count("</script>", in: page) == 2, "the data's and the script's own end tags only")
        let data = try F.data(page)
        #expect(data.rows.contains { $0.spec == hostile })
        #expect(data.tags == [hostile])
        #expect(data.texts.contains(hostile))
    }

    @Test("the same report gives a byte-identical page, whatever order its tags were collected in")
    func deterministic() {
        let report = F.wide(specs: 300)
        var reordered = report
        reordered.tags = [:]
        for (spec, tags) in report.tags.sorted(by: { $0.key > $1.key }) { reordered.tags[spec] = tags }
        let page = HTMLReport.render(report, title: "scale")
        #expect(HTMLReport.render(report, title: "scale") == page)
        #expect(HTMLReport.render(reordered, title: "scale") == page)
    }

    @Test("past the text budget, pairs keep their verdict without a text; the most urgent got theirs first")
    func textBudget() throws {
        let long = String(repeating: "a reason long enough to be cut ", count: 20)
        let pairs = (0..<6_000).map { i in
            F.fail("budget/\(String(i + 100_000))", "miniwall", message: "\(i) " + long)
        }
        let report = RunReport(pairs: pairs, invalid: [], adapters: [F.adapters[0]], specCount: pairs.count)
        let page = HTMLReport.render(report, title: "budget")
        let data = try F.data(page)
        let bytes = data.texts.reduce(0) { $0 + $1.utf8.count }
        #expect(bytes <= HTMLReport.textBudget)
        #expect(bytes > HTMLReport.textBudget - 1_000, "the budget is spent")
        #expect(data.texts.allSatisfy { $0.count <= HTMLReport.textLimit && $0.hasSuffix("…") }, "each text cut to the limit")
        #expect(data.rows.first?.notes.first?[1] == 0, "the first failure has its text")
        #expect(data.rows.last?.notes.isEmpty == true, "the last has neither a text nor a section")
        #expect(data.rows.map(\.letters).allSatisfy { $0 == "f" }, "every pair keeps its verdict")
    }
}
