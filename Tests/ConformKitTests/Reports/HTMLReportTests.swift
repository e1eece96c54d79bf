@testable import ConformKit
import ConformTestSupport
import Testing

/// The HTML report: one self-contained, escaped, deterministic page with the matrix, a sequence
/// diagram per drawn pair and the golden diffs.
@Suite struct HTMLReportTests {
    typealias F = HTMLReportFixtures

    @Test("the page loads nothing: no URL, no src, no stylesheet or font link, no CSS import or url()")
    func selfContained() {
        let page = HTMLReport.render(F.mixed(), title: "suite")
        for forbidden in ["http://", "https://", "src=", "<link", "@import", "url(", "<iframe", "<img", "<object", "//fonts"] {
            #expect(!page.contains(forbidden), "'\(forbidden)' in the page")
        }
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.hasSuffix("</html>\n"))
        #expect(F.count("<style>", in: page) == 1)
        #expect(F.count("<script>", in: page) == 1, "the page's script")
        #expect(F.count("<script type=\"application/json\" id=\"data\">", in: page) == 1, "the page's data")
    }

    @Test("URLs in the input stay text: every link on the page is an anchor on the page")
    func urlsInInputAreText() {
        var report = F.mixed()
        let url = "https://example.com/terms?a=1&b=2"
        var linked = F.transcript(spec: "purchase/cancel", adapter: "miniwall")
        linked.entries.append(.event(Event(.linkOpened, url, native: "onOpenURL(_:)", arguments: [Argument("url", url)])))
        report.pairs[2] = PairResult.fixture(
            specID: "purchase/cancel", specFile: "Specs/purchase/cancel.yaml", adapterID: "miniwall",
            verdict: .fail, violations: report.pairs[2].violations, transcript: linked)
        let page = HTMLReport.render(report, title: url)
        #expect(page.contains("https://example.com/terms?a=1&amp;b=2"))
        #expect(!page.contains("src="))
        #expect(!page.contains("href=\"http"))
        for href in page.components(separatedBy: "href=\"").dropFirst() {
            #expect(href.hasPrefix("#"), "a link that leaves the page: \(href.prefix(40))")
        }
    }

    @Test("hostile spec ids, natives, arguments, messages and reasons are escaped everywhere")
    func escapesHostileText() {
        let page = HTMLReport.render(F.mixed(), title: F.hostile)
        let hostilePage = HTMLReport.render(F.hostileReport(), title: F.hostile)
        for text in [page, hostilePage] {
            #expect(!text.contains("<script>alert"))
            #expect(F.count("<script", in: text) == 2, "only the page's own script and data")
            #expect(text.contains("&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;"))
        }
        #expect(!hostilePage.contains("\"x&y\""))
        #expect(!hostilePage.contains("alert(\""))
    }

    @Test("the matrix has a column per adapter with its version, the totals, and its rows in the data, one per spec")
    func matrix() throws {
        let page = HTMLReport.render(F.mixed(), title: "suite")
        let table = F.slice(page, from: "<table class=\"matrix\">", to: "</table>")
        let head = F.slice(String(table), from: "<thead>", to: "</thead>")
        #expect(F.count("<th", in: head) == 1 + F.adapters.count)
        #expect(head.contains("Miniwall iOS 1.4"))
        #expect(head.contains("Adapty 3.17.2"))
        #expect(table.contains("<tbody id=\"matrix-rows\"></tbody>"), "the script draws the rows")
        #expect(
            table.contains(
                "<tfoot><tr><th>conformance</th><td>2/3 (66%)</td><td>1/2 (50%)</td></tr><tr><th>known divergences</th><td>0</td><td>0</td></tr><tr><th>partially checked</th><td>0</td><td>0</td></tr></tfoot>"
            ))
        let data = try F.data(page)
        #expect(data.rows.map(\.spec) == ["purchase/cancel", "purchase/order", "restore/done"])
        #expect(data.rows.map(\.letters) == ["fa", "pp", "pc"])
        #expect(data.rows[0].notes.first == [0, 0, 2], "the failing cell has its text and links to its section")
        #expect(data.texts[0] == "order: expected 'paywall.closed purchased' after 'purchase.completed' but it never came")
        #expect(page.contains("id=\"p2\""))
    }

    @Test("every drawn pair has one diagram, and each diagram one arrow per event")
    func diagramPerPair() {
        let report = F.mixed()
        let page = HTMLReport.render(report, title: "suite")
        let drawn = report.pairs.filter { $0.transcript != nil }
        #expect(F.count("<svg class=\"seq\"", in: page) == drawn.count)
        let diagrams = page.components(separatedBy: "<svg class=\"seq\"").dropFirst()
        for diagram in diagrams {
            let svg = diagram.components(separatedBy: "</svg>")[0]
            #expect(F.count("<g class=\"ev ", in: svg) == 4)
            #expect(F.count("<g class=\"st\"", in: svg) == 2)
        }
    }

    @Test("the first violated expectation's event is drawn in red with its message")
    func marksViolatedEvent() {
        let page = HTMLReport.render(F.mixed(), title: "suite")
        #expect(F.count(" violated\"", in: page) == 1)
        let marked = F.slice(page, from: " violated\">", to: "</g>")
        #expect(marked.contains("<title>event @2s purchase.completed premium_monthly | onPurchase(_:) -&gt; true</title>"))
        #expect(marked.contains("class=\"msg\""))
        #expect(marked.contains("expected &#39;paywall.closed purchased&#39; after"))
    }

    @Test("failures come first and open; passing pairs are collapsed")
    func failuresFirst() {
        let page = HTMLReport.render(F.mixed(), title: "suite")
        let attention = F.slice(page, from: "<ol class=\"attention\">", to: "</ol>")
        #expect(F.count("<li>", in: attention) == 2)
        let fail = page.range(of: "<article class=\"pair v-fail\" id=\"p2\">")
        let changed = page.range(of: "<article class=\"pair v-changed\" id=\"p5\">")
        let passing = page.range(of: "<details class=\"pair v-pass\" id=\"p0\">")
        #expect(fail != nil && changed != nil && passing != nil)
        if let fail, let changed, let passing {
            #expect(fail.lowerBound < changed.lowerBound)
            #expect(changed.lowerBound < passing.lowerBound)
        }
    }

    @Test("the golden diff is drawn from its structure: added and removed lines coloured, the differing span marked")
    func goldenDiff() {
        let page = HTMLReport.render(F.mixed(), title: "suite")
        let diff = F.slice(page, from: "<pre class=\"diff\">", to: "</pre>")
        #expect(diff.contains("<span class=\"dh\">golden Golden/adapty@3/restore/done.transcript  vs  this run — 1 change</span>"))
        #expect(
            diff.contains(
                "<span class=\"del\">- event purchase.started premium_monthly | <mark>didStartPurchase</mark>(_:) | packageId=&quot;premium_monthly&quot;</span>"
            ))
        #expect(
            diff.contains(
                "<span class=\"add\">+ event purchase.started premium_monthly | <mark>onPurchase</mark>(_:) | packageId=&quot;premium_monthly&quot;</span>"
            ))
        #expect(diff.contains("<span class=\"ctx\">  step present</span>"))
        #expect(page.contains("conform accept restore/done --adapter adapty@3"))
    }

    @Test("a changed golden's added lines are drawn on amber in the diagram")
    func changedLinesOnAmber() {
        let page = HTMLReport.render(F.mixed(), title: "suite")
        let article = F.slice(page, from: "<article class=\"pair v-changed\" id=\"p5\">", to: "</article>")
        #expect(F.count(" changed\"><title>", in: article) == 1)
        #expect(
            article.contains(
                "<g class=\"ev req changed\"><title>event purchase.started premium_monthly | onPurchase(_:) | packageId=&quot;premium_monthly&quot;</title>"
            ))
        #expect(article.contains(">differs from the golden</text>"))
    }

    @Test("the same report gives a byte-identical page")
    func deterministic() {
        let first = HTMLReport.render(F.mixed(), title: "suite")
        let second = HTMLReport.render(F.mixed(), title: "suite")
        #expect(first == second)
        #expect(HTMLReport.render(F.hostileReport(), title: "x") == HTMLReport.render(F.hostileReport(), title: "x"))
    }

    @Test("10,000 specs: every failure has a section, passing sections capped with a note, every spec a row in the data")
    func large() throws {
        let page = HTMLReport.render(F.large(specs: 10_000, failEvery: 100), title: "scale")
        #expect(F.count("<svg class=\"seq\"", in: page) == 100 + HTMLReport.passingDiagramLimit)
        #expect(F.count("<article class=\"pair v-fail\"", in: page) == 100)
        #expect(page.contains("the other \(19_900 - HTMLReport.passingDiagramLimit) are in the matrix only"))
        #expect(try F.data(page).rows.count == 10_000)
        #expect(F.count("<tr", in: F.slice(page, from: "<table class=\"matrix\">", to: "</table>")) == 4, "the head and the totals only")
    }

    @Test("past the diagram limit, failures have no section but stay in the data with their first violation, and a note says so")
    func problemDiagramLimit() throws {
        let count = HTMLReport.problemDiagramLimit + 20
        let page = HTMLReport.render(F.large(specs: count, failEvery: 1), title: "scale")
        #expect(F.count("<article class=\"pair v-fail\"", in: page) == HTMLReport.problemDiagramLimit)
        #expect(F.count("<svg class=\"seq\"", in: page) == HTMLReport.problemDiagramLimit + HTMLReport.passingDiagramLimit)
        #expect(F.count("<ul class=\"violations\">", in: page) == HTMLReport.problemDiagramLimit)
        #expect(
            page.contains(
                "the other 20 are in the matrix and the <button type=\"button\" data-verdict=\"attention\" data-view=\"list\">list of pairs</button>")
        )
        let data = try F.data(page)
        let failing = data.rows.map { $0.notes.first ?? [] }
        #expect(failing.count == count)
        #expect(failing.allSatisfy { $0.count == 3 && $0[0] == 0 && $0[1] == 0 }, "every failure keeps its (shared) text")
        #expect(failing.filter { $0[2] >= 0 }.count == HTMLReport.problemDiagramLimit, "only sections are linked")
    }

    @Test("invalid spec files and stale divergence entries are listed and linked")
    func invalidAndStale() {
        var report = F.mixed()
        let diagnostic = Diagnostic(
            id: .yamlTab, location: SourceLocation(file: "Specs/bad.yaml", line: 3, column: 1),
            message: "a tab indents this line", notes: ["indent with spaces"])
        report.invalid = [SuiteLoader.InvalidFile(file: "Specs/bad.yaml", specID: "bad", diagnostics: [diagnostic], source: nil)]
        report.staleDivergences = [
            KnownDivergences.Entry(
                adapter: "miniwall", spec: "gone/spec", reason: "old",
                location: SourceLocation(file: "Divergences/miniwall.yaml", line: 2, column: 3))
        ]
        let page = HTMLReport.render(report, title: "suite")
        #expect(page.contains("[\"bad\",\"\",[],[],0]"), "the invalid file's row, linked to its section")
        #expect(page.contains("id=\"invalid-0\""))
        #expect(page.contains("a tab indents this line"))
        #expect(page.contains("indent with spaces"))
        #expect(page.contains("id=\"stale\""))
        #expect(page.contains("gone/spec"))
        #expect(page.contains("exit 2"))
    }
}
