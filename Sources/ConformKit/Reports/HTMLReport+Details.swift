extension HTMLReport {
    /// The details, most urgent first: pairs that need attention (open), invalid files, stale
    /// divergence entries, known divergences and passing pairs (collapsed). Only the first
    /// `problemDiagramLimit` problems and `passingDiagramLimit` passes get a section; a note says
    /// where the others are.
    static func details(_ report: RunReport, plan: Plan, _ out: inout String) {
        out += "<section id=\"details\">\n<h2>Details</h2>\n"
        var budget = problemDiagramLimit
        if !plan.attention.isEmpty {
            out += "<h3>Needs attention <span class=\"num\">\(plan.attention.count)</span></h3>\n"
            if plan.attention.count > budget {
                out += "<p class=\"note\">The first \(budget) are here with their diagrams and diffs; the other "
                out += "\(plan.attention.count - budget) are in the matrix and the "
                out += "<button type=\"button\" data-verdict=\"attention\" data-view=\"list\">list of pairs</button> with their "
                out += "first violation, to keep this page quick to open. \(lookAtAnyPair)</p>\n"
            }
            for index in plan.attention.prefix(budget) { pair(report.pairs[index], index: index, collapsed: false, &out) }
            budget -= min(budget, plan.attention.count)
        }
        if !report.invalid.isEmpty { invalid(report, &out) }
        if !report.staleDivergences.isEmpty { stale(report, &out) }
        if !plan.divergent.isEmpty {
            out += "<h3>Known divergences <span class=\"num\">\(plan.divergent.count)</span></h3>\n"
            out +=
                "<p class=\"note\">These fail as their adapter's divergence list says they do; they never count as conforming (the figure leaves them out of the passes)."
            if plan.divergent.count > budget {
                out += budget == 0 ? " They are" : " The first \(budget) are here; the other \(plan.divergent.count - budget) are"
                out += " in the matrix and the <button type=\"button\" data-verdict=\"expected_fail\" data-view=\"list\">list of pairs</button>."
            }
            out += "</p>\n"
            for index in plan.divergent.prefix(budget) { pair(report.pairs[index], index: index, collapsed: true, &out) }
        }
        if !plan.passing.isEmpty {
            out += "<h3>Passing <span class=\"num\">\(plan.passing.count)</span></h3>\n"
            if plan.passing.count > passingDiagramLimit {
                out += "<p class=\"note\">The first \(passingDiagramLimit) passing pairs are drawn here; the other "
                out += "\(plan.passing.count - passingDiagramLimit) are in the matrix only, to keep this page quick to open. "
                out += "\(lookAtAnyPair)</p>\n"
            }
            for index in plan.passing.prefix(passingDiagramLimit) { pair(report.pairs[index], index: index, collapsed: true, &out) }
        }
        out += "</section>\n"
    }

    /// Where to see any pair the page has no section for.
    static let lookAtAnyPair = "<code>conform show SPEC --adapter A</code> prints any pair's transcript."

    /// One pair's section: verdict, spec and adapter, why, the violations, the sequence diagram,
    /// the golden diff and the next step. Collapsed pairs are a closed `<details>`.
    static func pair(_ pair: PairResult, index: Int, collapsed: Bool, _ out: inout String) {
        let cssClass = "pair \(verdictClass(pair.verdict))"
        out +=
            collapsed
            ? "<details class=\"\(cssClass)\" id=\"\(anchor(index))\"><summary>" : "<article class=\"\(cssClass)\" id=\"\(anchor(index))\"><h4>"
        out += badge(pair.verdict) + names(pair) + " <span class=\"file\">\(HTMLEscaping.escape(pair.specFile))</span>"
        out += collapsed ? "</summary>\n" : "</h4>\n"
        if let reason = pair.explanation, !reason.isEmpty {
            let label: String
            switch pair.verdict {
            case .expectedFail, .unexpectedPass: label = "known divergence: "
            case .error: label = "error: "
            default: label = ""
            }
            out += pair.verdict == .error ? "<pre class=\"reason\">" : "<p class=\"reason\">"
            out += label
            HTMLEscaping.append(reason, to: &out)
            out += pair.verdict == .error ? "</pre>\n" : "</p>\n"
        }
        if !pair.violations.isEmpty {
            out += "<ul class=\"violations\">\n"
            for violation in pair.violations {
                problem(violation.location, violation.kind.rawValue, violation.message, &out)
                out += "</li>\n"
            }
            out += "</ul>\n"
        }
        if !pair.unobservable.isEmpty {
            out += "<ul class=\"unobservable\">\n"
            for item in pair.unobservable {
                out += "<li>not observable: <code>\(HTMLEscaping.escape(item.expectation))</code> (line \(item.location.line))</li>\n"
            }
            out += "</ul>\n"
        }
        if let transcript = pair.transcript {
            SequenceDiagram.append(transcript, violations: pair.violations, changedLines: addedLines(pair.goldenDifference), to: &out)
            out += "\n"
        }
        if let difference = pair.goldenDifference { goldenDiff(difference, &out) }
        // Why a damaged golden cannot be read: its first problems, as the terminal shows them.
        if let damage = pair.goldenDamage {
            out += "<pre class=\"reason\">\(HTMLEscaping.escape(FailureText.problems(damage, colour: false)))</pre>\n"
        }
        nextStep(pair, &out)
        if !collapsed, let text = pair.transcriptText {
            out += "<details class=\"transcript\"><summary>transcript</summary><pre>\(HTMLEscaping.escape(text))</pre></details>\n"
        }
        out += collapsed ? "</details>\n" : "</article>\n"
    }

    /// The transcript lines this run has and the golden does not (added, or the new side of a
    /// changed line), as the golden spells them: the sequence diagram marks them.
    static func addedLines(_ difference: GoldenDifference?) -> Set<String> {
        guard let difference else { return [] }
        var lines = Set<String>()
        for line in difference.diff.lines {
            switch line {
            case .added(let entry), .changed(_, let entry): lines.insert(TranscriptFormat.line(for: entry))
            default: break
            }
        }
        return lines
    }

    /// The golden diff drawn from its rows: `+` lines green, `-` lines red, the differing span
    /// marked, `…` between hunks.
    static func goldenDiff(_ difference: GoldenDifference, _ out: inout String) {
        out += "<pre class=\"diff\">"
        let rows = TranscriptDiffRenderer(colour: false).rows(difference.diff, old: "golden \(difference.goldenPath)", new: "this run")
        for row in rows {
            let cssClass: String
            switch row.kind {
            case .header: cssClass = "dh"
            case .gap: cssClass = "mark"
            case .context: cssClass = "ctx"
            case .removed: cssClass = "del"
            case .added: cssClass = "add"
            }
            out += "<span class=\"\(cssClass)\">\(HTMLEscaping.escape(row.kind.marker))"
            if let span = row.marked, !span.isEmpty {
                let chars = Array(row.text)
                let (before, marked, after) = (String(chars[..<span.lowerBound]), String(chars[span]), String(chars[span.upperBound...]))
                out += HTMLEscaping.escape(before) + "<mark>" + HTMLEscaping.escape(marked) + "</mark>" + HTMLEscaping.escape(after) + "</span>\n"
            } else {
                out += HTMLEscaping.escape(row.text) + "</span>\n"
            }
        }
        out += "</pre>\n"
    }

    /// Where the pending transcript is and what to do next, as the terminal report says it.
    static func nextStep(_ pair: PairResult, _ out: inout String) {
        switch pair.verdict {
        case .changed, .new:
            out += "<p class=\"next\">"
            if let pending = pair.pendingPath { out += "pending: <code>\(HTMLEscaping.escape(pending))</code><br>" }
            out += "next: \(HTMLEscaping.escape(FailureText.nextStep(pair)))</p>\n"
        case .unexpectedPass:
            out +=
                "<p class=\"next\">next: the adapter now passes; remove the entry for <code>\(HTMLEscaping.escape(pair.specID))</code> from its divergence list</p>\n"
        default:
            break
        }
    }

    /// The invalid spec files with their diagnostics.
    static func invalid(_ report: RunReport, _ out: inout String) {
        out += "<h3 id=\"invalid\">Invalid spec files <span class=\"num\">\(report.invalid.count)</span></h3>\n"
        for (index, file) in report.invalid.enumerated() {
            out +=
                "<article class=\"pair v-error\" id=\"invalid-\(index)\"><h4>" + badge(.error)
                + " <code>\(HTMLEscaping.escape(file.specID ?? file.file))</code>"
            out += " <span class=\"file\">\(HTMLEscaping.escape(file.file))</span></h4>\n<ul class=\"violations\">\n"
            for diagnostic in file.diagnostics {
                problem(diagnostic.location, diagnostic.severity.rawValue, diagnostic.message, &out)
                for note in diagnostic.notes { out += "<br><span class=\"dim\">\(HTMLEscaping.escape(note))</span>" }
                out += "</li>\n"
            }
            out += "</ul>\n</article>\n"
        }
    }

    /// Opens a list item for a located problem: where, its kind in bold, and its message.
    static func problem(_ location: SourceLocation, _ kind: String, _ message: String, _ out: inout String) {
        out +=
            "<li><span class=\"loc\">\(HTMLEscaping.escape(location.description))</span> <b>\(HTMLEscaping.escape(kind))</b>: \(HTMLEscaping.escape(message))"
    }

    /// Known-divergence entries that name no existing spec, or one scoped away from their adapter.
    static func stale(_ report: RunReport, _ out: inout String) {
        out +=
            "<h3 id=\"stale\">Stale divergence entries <span class=\"num\">\(report.staleDivergences.count)</span></h3>\n<ul class=\"violations\">\n"
        for entry in report.staleDivergences {
            out +=
                "<li><span class=\"loc\">\(HTMLEscaping.escape(entry.location.description))</span> <code>\(HTMLEscaping.escape(entry.adapter))</code>: "
            out +=
                "<code>\(HTMLEscaping.escape(entry.spec))</code> names no existing spec, or one scoped away from this adapter; remove the entry</li>\n"
        }
        out += "</ul>\n"
    }

    /// How many pairs do not apply or cannot be observed, per adapter, and a button that lists
    /// them with their reasons (the pair list, filtered).
    static func skipped(_ report: RunReport, plan: Plan, _ out: inout String) {
        guard !plan.skipped.isEmpty else { return }
        var notApplicable = Array(repeating: 0, count: report.adapters.count)
        var notObservable = notApplicable
        let column = Dictionary(report.adapters.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for index in plan.skipped {
            let pair = report.pairs[index]
            guard let c = column[pair.adapterID] else { continue }
            if pair.verdict == .notApplicable { notApplicable[c] += 1 } else { notObservable[c] += 1 }
        }
        out += "<section id=\"skipped\">\n<h2>Not applicable or not observable <span class=\"num\">\(plan.skipped.count)</span></h2>\n"
        out += "<table class=\"skipped\"><thead><tr><th>adapter</th><th>not applicable</th><th>not observable</th></tr></thead><tbody>\n"
        for (c, adapter) in report.adapters.enumerated() where notApplicable[c] + notObservable[c] > 0 {
            out += "<tr><td><code>\(HTMLEscaping.escape(adapter.id))</code></td><td>\(notApplicable[c])</td><td>\(notObservable[c])</td></tr>\n"
        }
        out +=
            "</tbody></table>\n<p><button type=\"button\" data-verdict=\"skipped\" data-view=\"list\">list them with their reasons</button></p>\n</section>\n"
    }
}
