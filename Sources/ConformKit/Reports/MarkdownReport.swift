/// The markdown report (`--format markdown`, and the GitHub step summary): counts, the matrix,
/// then each problem with its details in a folded block.
public enum MarkdownReport {
    /// Renders `report`.
    public static func render(_ report: RunReport) -> String {
        var out = "## Conform: " + PrettyReport.summary(report, style: Style(colour: false))
        out += "\n" + Matrix(report).renderMarkdown()
        let problems = report.pairs.filter { $0.verdict.isFailure }
        if !problems.isEmpty || !report.invalid.isEmpty {
            out += "\n### Problems\n\n"
        }
        for pair in problems {
            out += "<details><summary><b>\(pair.verdict.label)</b> <code>\(pair.adapterID)</code> <code>\(pair.specID)</code>: \(htmlEscaped(FailureText.summary(pair)))</summary>\n\n"
            out += "```\n" + FailureText.details(pair).replacingOccurrences(of: "```", with: "'''") + "```\n\n"
            if pair.verdict == .changed || pair.verdict == .new {
                let next = FailureText.nextCommand(pair)
                out += "\(next.verb) `\(next.command)`.\n\n"
            }
            out += "</details>\n\n"
        }
        for file in report.invalid {
            out += "- **invalid spec** `\(file.file)`: " + file.diagnostics.map { "`\($0.location)` \(htmlEscaped($0.message))" }.joined(separator: "; ") + "\n"
        }
        return out
    }

    static func htmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
