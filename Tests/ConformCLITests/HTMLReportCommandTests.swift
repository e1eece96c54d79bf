import ConformKit
import Foundation
import Testing

/// `--report FILE.html` end to end: the built binary writes the page beside its normal output,
/// without changing the exit code.
@Suite(.serialized) struct HTMLReportCommandTests {
    /// A sandbox holding the Miniwall purchase specs and their goldens.
    func purchaseSuite() throws -> Sandbox {
        let box = try Sandbox()
        try box.copy("Specs/miniwall/purchase")
        try box.copy("Golden/miniwall/miniwall/purchase")
        return box
    }

    @Test("conform run --report writes the page and keeps stdout and the exit code as they were")
    func runWritesReport() throws {
        let box = try purchaseSuite()
        let plain = try ConformBinary.run(["run", "Specs/"], in: box.path)
        let out = try ConformBinary.run(["run", "Specs/", "--report", "report.html"], in: box.path)
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(out.status == plain.status)
        #expect(out.stdoutText == plain.stdoutText)
        #expect(out.stderrText.contains("wrote the HTML report to 'report.html'"))
        let page = try box.read("report.html")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<title>conform run Specs/</title>"))
        #expect(page.contains("<table class=\"matrix\">"))
        #expect(page.contains("miniwall/purchase/order"))
        #expect(page.contains("<svg class=\"seq\""))
        #expect(page.contains("<select id=\"f-tag\"><option value=\"\">any tag</option><option value=\"0\">"), "the specs' tags are filters")
        let again = try ConformBinary.run(["run", "Specs/", "--report", "again.html"], in: box.path)
        #expect(again.status == 0)
        #expect(try box.read("again.html") == page, "byte-identical run to run")
    }

    @Test("a labelled run's page says which run it is in its title and heading, escaped")
    func labelledPage() throws {
        let box = try purchaseSuite()
        let out = try ConformBinary.run(["run", "Specs/", "--label", "nightly <1> & co", "--report", "report.html", "-q"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        let page = try box.read("report.html")
        #expect(page.contains("<title>conform run Specs/ — nightly &lt;1&gt; &amp; co</title>"))
        #expect(page.contains("<h1>conform run Specs/ — nightly &lt;1&gt; &amp; co</h1>"))
    }

    @Test("a page drawn from merged shard reports filters by the same tags as the run's page: the JSON report carries them")
    func mergedPageKeepsTags() throws {
        let box = try purchaseSuite()
        _ = try ConformBinary.run(["run", "Specs/", "--report", "one.html", "-q"], in: box.path)
        _ = try ConformBinary.run(["run", "Specs/", "--shard", "1/2", "--json", "s1.json", "-q"], in: box.path)
        _ = try ConformBinary.run(["run", "Specs/", "--shard", "2/2", "--json", "s2.json", "-q"], in: box.path)
        let merged = try ConformBinary.run(["merge", "s1.json", "s2.json", "--report", "merged.html", "-q"], in: box.path)
        #expect(merged.status == 0, "\(merged.stdoutText)\(merged.stderrText)")
        func tagFilter(_ page: String) -> String? {
            guard let start = page.range(of: "<select id=\"f-tag\">"), let end = page.range(of: "</select>", range: start.upperBound..<page.endIndex)
            else { return nil }
            return String(page[start.lowerBound..<end.upperBound])
        }
        let single = try #require(tagFilter(try box.read("one.html")))
        #expect(single.contains("<option value=\"0\">"), "the run's page has tags to filter by")
        #expect(tagFilter(try box.read("merged.html")) == single)
        let shard = try box.read("s1.json")
        #expect(shard.contains("\"tags\": {\n    \"miniwall/purchase/"), "each shard report carries its specs' tags")
    }

    @Test("a failing run's page leads with the failure, its red event and its golden diff; the exit code stays 1")
    func failingRun() throws {
        let box = try purchaseSuite()
        let spec = "Specs/miniwall/purchase/order.yaml"
        try box.write(
            spec,
            try box.read(spec).replacingOccurrences(
                of: "never: [purchase.failed, purchase.cancelled, error]",
                with: "never: [purchase.failed, purchase.cancelled, error, recorded.purchase]"))
        let golden = "Golden/miniwall/miniwall/purchase/busy-ignores-second-buy.transcript"
        try box.write(golden, try box.read(golden).replacingOccurrences(of: "onPurchase(_:) -> true", with: "onPurchase(_:) -> .success"))
        let out = try ConformBinary.run(["run", "Specs/", "--pending-dir", "pending", "--report", "report.html"], in: box.path)
        #expect(out.status == 1)
        let page = try box.read("report.html")
        #expect(page.contains("<span class=\"pill bad\">FAILED</span> exit 1"))
        #expect(page.contains("<g class=\"ev rec violated\"><title>event recorded.purchase premium_monthly"))
        #expect(page.contains("<span class=\"del\">- event @2s purchase.completed premium_monthly | onPurchase(_:) -&gt; <mark>.success</mark>"))
        #expect(page.contains("<option value=\"attention\" selected>needs attention ("), "the matrix starts at the problems")
        let attention = page.range(of: "<h3>Needs attention <span class=\"num\">")
        let passing = page.range(of: "<h3>Passing")
        #expect(attention != nil && passing != nil)
        if let attention, let passing { #expect(attention.lowerBound < passing.lowerBound) }
    }

    @Test("conform matrix --report writes the page too, and an unwritable path is an error naming it")
    func matrixWritesReport() throws {
        let box = try purchaseSuite()
        let out = try ConformBinary.run(["matrix", "--report", "matrix.html"], in: box.path)
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(out.stdoutText.contains("miniwall/purchase/order"))
        #expect(try box.read("matrix.html").contains("<title>conform matrix</title>"))
        let bad = try ConformBinary.run(["run", "Specs/", "--report", "no/such/folder/report.html"], in: box.path)
        #expect(bad.status != 0)
        #expect(bad.stderrText.contains("no/such/folder/report.html"))
    }
}
