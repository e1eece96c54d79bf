/// The markdown report (`--format markdown`, and the GitHub step summary): the summary line, each
/// problem with its details in a folded block, then the matrix — within a budget, because GitHub
/// takes at most 65,536 characters in a pull-request comment and 1 MiB in a step summary. What does
/// not fit is counted in a notice that points at the full report.
package enum MarkdownReport {
    /// A size budget.
    package enum Limit: Sendable, Equatable {
        /// At most this many characters (counted as UTF-16 code units, as GitHub's limit is).
        case characters(Int)
        /// At most this many UTF-8 bytes.
        case bytes(Int)

        /// The size of `text` in this limit's unit.
        func size(_ text: String) -> Int {
            switch self {
            case .characters: return text.utf16.count
            case .bytes: return text.utf8.count
            }
        }

        /// The budget.
        package var value: Int {
            switch self {
            case .characters(let n), .bytes(let n): return n
            }
        }
    }

    /// GitHub's limit for a pull-request comment: 65,536 characters.
    package static let commentLimit = Limit.characters(65_536)
    /// GitHub's limit for a step summary: 1 MiB.
    package static let stepSummaryLimit = Limit.bytes(1_048_576)
    /// What the truncation notice points at, unless the caller names the artifact.
    package static let defaultFullReport = "the full report ('conform run --json FILE' or '--html FILE', uploaded as an artifact)"

    /// Renders `report`, within `limit` when one is given. `fullReport` says where the whole report
    /// is, for the truncation notice.
    package static func render(_ report: RunReport, limit: Limit? = nil, fullReport: String = defaultFullReport) -> String {
        let matrix = Matrix(report)
        var out = "## Conform: " + PrettyReport.summary(report, style: Style(colour: false))
        // Room kept for the notice and the legend, so they always fit.
        let budget = limit.map { $0.value - 1_024 } ?? Int.max
        func size(_ text: String) -> Int { limit?.size(text) ?? 0 }
        var used = size(out) + size(Matrix.markdownLegend)
        var leftOut: [String] = []

        // The matrix: whole when it takes at most half the budget, else the rows that need attention.
        let rows = matrix.rows.map(matrix.markdownRow)
        let header = matrix.markdownHeader(), footer = matrix.markdownFooter()
        let whole = limit == nil || size(header) + size(footer) + rows.reduce(0) { $0 + size($1) } <= budget / 2
        var table = "\n" + header
        var shown = 0
        for (index, row) in matrix.rows.enumerated() {
            guard whole || row.cells.contains(where: { $0?.isFailure ?? false }) else { continue }
            guard whole || used + size(table) + size(rows[index]) + size(footer) <= budget / 2 else { continue }
            table += rows[index]
            shown += 1
        }
        table += footer + "\n"
        if !whole {
            let omitted = matrix.rows.count - shown
            table +=
                "_The matrix shows \(FailureText.count(shown, "row")) that need\(shown == 1 ? "s" : "") attention; \(FailureText.count(omitted, "other row")) left out._\n\n"
            leftOut.append(FailureText.count(omitted, "matrix row"))
        }
        // Problems come first, where a reader of the step summary looks; the matrix follows them.
        used = size(out) + size(table) + size(Matrix.markdownLegend)

        // The problems, most serious first.
        let rank: [Verdict: Int] = [.error: 0, .fail: 1, .unexpectedPass: 2, .changed: 3, .new: 4]
        let problems = report.pairs.enumerated().filter { $0.element.verdict.isFailure }
            .sorted { (rank[$0.element.verdict] ?? 9, $0.offset) < (rank[$1.element.verdict] ?? 9, $1.offset) }.map(\.element)
        if !problems.isEmpty || !report.invalid.isEmpty {
            out += "### Problems\n\n"
        }
        // Each block that still fits the budget; those that do not are counted in the notice.
        func fit(_ blocks: [String], counted noun: String) {
            var dropped = 0
            for block in blocks {
                if used + size(block) > budget { dropped += 1; continue }
                out += block
                used += size(block)
            }
            if dropped > 0 { leftOut.append(FailureText.count(dropped, noun)) }
        }
        fit(problems.map { problem($0, goldenRoot: report.goldenRoot(of: $0)) }, counted: "problem")
        fit(
            report.invalid.map { file in
                "- **invalid spec** `\(file.file)`: " + file.diagnostics.map { "`\($0.location)` \(htmlEscaped($0.message))" }.joined(separator: "; ")
                    + "\n"
            }, counted: "invalid spec file")
        if !problems.isEmpty || !report.invalid.isEmpty { out += "\n### Matrix\n" }
        out += table
        if !report.obsolete.isEmpty {
            var section = "\n### Obsolete goldens\n\n\(FailureText.count(report.obsolete.count, "golden")) no spec produces any more"
            section += report.pruned ? " (removed):\n\n" : " (remove with `conform run --prune`):\n\n"
            var listed = 0
            for key in report.obsolete {
                let line = "- `\(key.adapterID)` `\(key.specID)`\n"
                if used + size(section) + size(line) > budget { break }
                section += line
                listed += 1
            }
            if listed < report.obsolete.count { leftOut.append(FailureText.count(report.obsolete.count - listed, "obsolete golden")) }
            out += section
        }
        out += "\n" + Matrix.markdownLegend
        if !leftOut.isEmpty, let limit {
            let unit: String
            switch limit {
            case .characters(let n): unit = "\(grouped(n)) characters"
            case .bytes(let n): unit = n == 1_048_576 ? "1 MiB" : "\(grouped(n)) bytes"
            }
            out +=
                "\n> [!WARNING]\n> Truncated to fit GitHub's limit of \(unit): \(leftOut.joined(separator: ", ")) not shown. "
                + "Everything is in \(fullReport).\n"
        }
        return out
    }

    /// One problem's folded block.
    static func problem(_ pair: PairResult, goldenRoot: String?) -> String {
        var out =
            "<details><summary><b>\(pair.verdict.label)</b> <code>\(htmlEscaped(pair.adapterID))</code> <code>\(htmlEscaped(pair.specID))</code>: \(htmlEscaped(VisibleText.escaped(FailureText.summary(pair))))</summary>\n\n"
        out += "```\n" + FailureText.details(pair, goldenRoot: goldenRoot).replacingOccurrences(of: "```", with: "'''") + "```\n\n"
        out += "</details>\n\n"
        return out
    }

    /// `65,536`.
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return out
    }

    static func htmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
