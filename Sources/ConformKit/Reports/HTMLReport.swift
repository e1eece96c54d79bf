/// The HTML report (`conform run --report FILE.html`): one self-contained page — inline CSS, a
/// small inline script, its data as inline JSON, diagrams as inline SVG, nothing fetched —
/// documented in docs/reports.md.
///
/// Top to bottom: the run's outcome and each adapter's version and score; a short list of the
/// pairs that need attention, linked to their details; the cross-SDK matrix with filters by spec,
/// adapter, verdict and tag, or the same filters as a list of pairs with what went wrong; a count
/// per adapter of the pairs that do not apply; then the details, failures first, each with a
/// sequence diagram of its transcript, its violations and its golden diff, passing pairs collapsed.
///
/// A page holds no element per pair: the matrix's rows and the list's pairs are one compact JSON
/// object the script draws from, a screenful at a time, so 10,000 specs × 10 adapters stay a few
/// megabytes that a browser opens in well under two seconds. Sections are bounded the same way:
/// only the first `problemDiagramLimit` failing (then known-divergent) pairs and the first
/// `passingDiagramLimit` passing pairs get one, with their diagram; the others are in the matrix
/// and the list, with their first violation or reason, and a note says so.
///
/// Pure and deterministic: the same report and title give a byte-identical page (no dates, no
/// paths but the report's own, everything in report order). Every piece of input text is escaped.
package enum HTMLReport {
    /// How many passing pairs get a (collapsed) section with a diagram; the rest appear in the matrix only.
    package static let passingDiagramLimit = 200
    /// How many failing and known-divergent pairs get a section with their diagram, violations and
    /// diff; the rest are in the matrix and the pair list with their first violation.
    package static let problemDiagramLimit = 500
    /// How many pairs the "needs attention" list at the top names before pointing to the details.
    package static let attentionListLimit = 100

    /// Renders `report` as a page titled `title`.
    package static func render(_ report: RunReport, title: String) -> String {
        let plan = Plan(report)
        var out = String()
        out.reserveCapacity(32_768 + report.pairs.count * 8 + plan.diagramCount * 5_000)
        out += head(title: title, css: stylesheet + SequenceDiagram.stylesheet)
        header(report, plan: plan, title: title, &out)
        attention(report, plan: plan, &out)
        matrix(report, plan: plan, &out)
        skipped(report, plan: plan, &out)
        details(report, plan: plan, &out)
        out += "<footer>Made by conform. This page is self-contained: it loads nothing from the network.</footer>\n"
        data(report, plan: plan, rows: matrixRows(report), &out)
        out += "<script>\n"
        out += script
        out += "</script>\n</body>\n</html>\n"
        return out
    }

    /// A self-contained page's start, through `<body>`: its `title` and its inline `css`.
    static func head(title: String, css: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>\(HTMLEscaping.escape(title))</title>\n<style>\n\(css)</style>\n</head>\n<body>\n"
    }

    /// Which pair goes where on the page, and the run's totals, decided once.
    struct Plan {
        /// How many pairs got each verdict.
        var counts: [Verdict: Int] = [:]
        /// Each adapter's score, in column order.
        var scores: [AdapterScore]
        /// Failures, errors, golden changes and unexpected passes, most serious first, then in report order.
        var attention: [Int] = []
        /// Expected failures (known divergences).
        var divergent: [Int] = []
        /// Passing pairs.
        var passing: [Int] = []
        /// Not applicable and not observable pairs.
        var skipped: [Int] = []
        /// Passing pairs with expectations the harness could not check.
        var partial: [Int] = []
        /// Per pair, whether it has a section on the page to link to.
        var linked: [Bool]

        /// Sorts the pairs of `report` into the page's groups.
        init(_ report: RunReport) {
            linked = Array(repeating: false, count: report.pairs.count)
            scores = report.scores
            var byRank: [[Int]] = Array(repeating: [], count: 6)
            for index in report.pairs.indices {
                let verdict = report.pairs[index].verdict
                counts[verdict, default: 0] += 1
                switch verdict {
                case .error: byRank[0].append(index)
                case .fail: byRank[1].append(index)
                case .unexpectedPass: byRank[2].append(index)
                case .changed: byRank[3].append(index)
                case .new: byRank[4].append(index)
                case .notRecorded: byRank[5].append(index)
                case .expectedFail: divergent.append(index)
                case .pass:
                    passing.append(index)
                    if !report.pairs[index].unobservable.isEmpty { partial.append(index) }
                case .notApplicable, .notObservable: skipped.append(index)
                }
            }
            attention = byRank.flatMap { $0 }
            for index in sectioned { linked[index] = true }
            for index in passing.prefix(HTMLReport.passingDiagramLimit) { linked[index] = true }
        }

        /// The failing, then known-divergent, pairs that get a section: the first `problemDiagramLimit`.
        var sectioned: ArraySlice<Int> { (attention + divergent).prefix(HTMLReport.problemDiagramLimit) }

        /// How many diagrams the page draws, for sizing the buffer.
        var diagramCount: Int {
            min(attention.count + divergent.count, HTMLReport.problemDiagramLimit) + min(passing.count, HTMLReport.passingDiagramLimit)
        }
    }

    /// The anchor of pair number `index`.
    static func anchor(_ index: Int) -> String { "p" + String(index) }

    /// The CSS class of a verdict: `v-` and its JSON name.
    static func verdictClass(_ verdict: Verdict) -> String { "v-" + verdict.rawValue }

    /// The title, the outcome, the counts and the adapters with their versions and scores.
    static func header(_ report: RunReport, plan: Plan, title: String, _ out: inout String) {
        let code = report.exitCode
        out += "<header>\n<h1>\(HTMLEscaping.escape(title))</h1>\n<p class=\"outcome\">"
        out += "<span class=\"pill \(code == 0 ? "ok" : "bad")\">\(code == 0 ? "PASSED" : "FAILED")</span> exit \(code) — "
        switch code {
        case 0: out += "everything as expected"
        case 1: out += "failures: a failed expectation, a changed or new golden, an unexpected pass or a stale divergence entry"
        case 2: out += "invalid input: a bad spec or divergence list, or nothing ran"
        default: out += "an adapter or infrastructure error"
        }
        let adapters = report.adapters.count
        out += " · \(FailureText.count(report.specCount, "spec")) × \(FailureText.count(adapters, "adapter"))</p>\n"
        out += "<ul class=\"counts\">"
        let counts = plan.counts
        for verdict in countOrder {
            guard let n = counts[verdict], n > 0 else { continue }
            out += "<li class=\"\(verdictClass(verdict))\"><b>\(n)</b> \(verdictWord(verdict))</li>"
        }
        if !report.invalid.isEmpty {
            out += "<li class=\"v-error\"><b>\(report.invalid.count)</b> invalid spec file\(report.invalid.count == 1 ? "" : "s")</li>"
        }
        out += "</ul>\n"
        let scores = plan.scores
        out +=
            "<table class=\"adapters\"><thead><tr><th>adapter</th><th>SDK</th><th>version</th><th>conformance</th><th>known divergences</th></tr></thead><tbody>\n"
        for (column, adapter) in report.adapters.enumerated() {
            out += "<tr><td><code>\(HTMLEscaping.escape(adapter.id))</code></td><td>\(HTMLEscaping.escape(adapter.sdk))</td>"
            out += "<td>\(HTMLEscaping.escape(adapter.sdkVersion))</td><td>"
            if column < scores.count { out += scores[column].fraction + "</td><td>\(scores[column].knownDivergences)" } else { out += "</td><td>" }
            out += "</td></tr>\n"
        }
        out += "</tbody></table>\n</header>\n"
    }

    /// The order the header's counts and the verdict filter list the verdicts in: problems first.
    static let countOrder: [Verdict] = [
        .fail, .error, .unexpectedPass, .changed, .new, .notRecorded, .expectedFail, .pass, .notApplicable, .notObservable
    ]

    /// The verdict as the header's counts say it: `failed`, `passed`, `expected failures`, ….
    static func verdictWord(_ verdict: Verdict) -> String {
        switch verdict {
        case .pass: return "passed"
        case .fail: return "failed"
        case .changed: return "changed"
        case .new: return "new"
        case .error: return "errors"
        case .expectedFail: return "expected failures"
        case .unexpectedPass: return "unexpected passes"
        case .notApplicable: return "not applicable"
        case .notObservable: return "not observable"
        case .notRecorded: return "not recorded"
        }
    }

    /// The short list of pairs that need attention, each linked to its details.
    static func attention(_ report: RunReport, plan: Plan, _ out: inout String) {
        out += "<section id=\"attention\">\n<h2>Needs attention <span class=\"num\">\(plan.attention.count)</span></h2>\n"
        if plan.attention.isEmpty && report.invalid.isEmpty && report.staleDivergences.isEmpty {
            out += "<p class=\"allgood\">Nothing: every pair passed, does not apply, or failed as its known divergence says.</p>\n</section>\n"
            return
        }
        out += "<ol class=\"attention\">\n"
        for index in plan.attention.prefix(attentionListLimit) {
            let pair = report.pairs[index]
            out += "<li><a href=\"#\(anchor(index))\">" + badge(pair.verdict) + names(pair) + "</a> <span class=\"why\">"
            HTMLEscaping.append(oneLine(pair), limit: 160, to: &out)
            out += "</span></li>\n"
        }
        out += "</ol>\n"
        if plan.attention.count > attentionListLimit {
            out += "<p class=\"note\">… and \(plan.attention.count - attentionListLimit) more under <a href=\"#details\">Details</a>.</p>\n"
        }
        if !report.invalid.isEmpty {
            out +=
                "<p class=\"note\"><a href=\"#invalid\">\(FailureText.count(report.invalid.count, "invalid spec file"))</a> could not be run.</p>\n"
        }
        if !report.staleDivergences.isEmpty {
            out +=
                "<p class=\"note\"><a href=\"#stale\">\(report.staleDivergences.count) known-divergence entr\(report.staleDivergences.count == 1 ? "y names" : "ies name") no spec its adapter runs</a>.</p>\n"
        }
        out += "</section>\n"
    }

    /// What went wrong with `pair`, in one line: the first violation, the reason, or the golden change.
    static func oneLine(_ pair: PairResult) -> String {
        if let first = pair.violations.first { return "\(first.kind): \(first.message)" }
        switch pair.verdict {
        case .changed: return "the golden differs: \(FailureText.count(pair.goldenChanges, "change"))"
        case .new: return "no golden yet"
        case .unexpectedPass: return "passes, though its known divergence says it fails"
        default:
            let reason = pair.explanation ?? ""
            return reason.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? reason
        }
    }

    /// A verdict's coloured label.
    static func badge(_ verdict: Verdict) -> String {
        "<span class=\"badge \(verdictClass(verdict))\">\(verdict.label)</span>"
    }

    /// ` <code>spec</code> on <code>adapter</code>`: which pair.
    static func names(_ pair: PairResult) -> String {
        " <code>\(HTMLEscaping.escape(pair.specID))</code> on <code>\(HTMLEscaping.escape(pair.adapterID))</code>"
    }
}
