/// The markdown form of a migration report, sized for a pull-request comment: the checklist first,
/// then the changes by version and what could not be compared; cut at a line when longer than the
/// limit, with a notice naming the full report.
extension MigrationRenderer {
    /// The most a GitHub comment takes.
    package static let markdownLimit = 65_536

    /// The markdown form, whole.
    package static func markdown(_ report: MigrationReport, command: String = "diff", checklistOnly: Bool = false) -> String {
        let title = report.platforms.map { "One SDK across platforms (\($0.vendor), \($0.old.label) and \($0.new.label))" } ?? "Migration"
        var out = "## \(title): `conform \(command) \(report.oldID)\(report.isChain ? ".." : " ")\(report.newID)`"
        if let old = report.old, let new = report.new {
            // Between two SDKs (the switching report) both are named; between versions, the SDK once.
            out += " — \(old.sdk) \(old.sdkVersion) → " + (old.sdk == new.sdk ? new.sdkVersion : "\(new.sdk) \(new.sdkVersion)")
        }
        out += "\n\n"
        if report.isChain { out += "Walked " + report.stops.map { "`\($0)`" }.joined(separator: " → ") + ". " }
        out += summary(report) + ".\n"
        if let tally = report.history { out += "\n_History: \(escaped(history(tally)))._\n" }
        if let hint = report.hint { out += "\n_Note: \(escaped(hint))._\n" }
        let counts = report.kindCounts
        if !counts.isEmpty {
            out += "\n| change | specs |\n| --- | ---: |\n"
            for (kind, count) in counts { out += "| \(kind.label) | \(count) |\n" }
        }
        let checklist = report.checklist
        if !checklist.items.isEmpty {
            let heading = checklistTitle(report)
            out += "\n### " + heading.prefix(1).uppercased() + heading.dropFirst() + "\n\n"
            for item in checklist.items { out += markdown(item) }
        }
        if !checklistOnly {
            for section in sections(report) {
                out += "\n### \(section.title)\n\n| specs | change | event | before | after | why |\n| ---: | --- | --- | --- | --- | --- |\n"
                for finding in section.findings {
                    let d = finding.difference, shown = finding.shown
                    out +=
                        "| \(finding.specs.count) | \(d.kind.label) | `\(d.event)`\(d.arrivesAs.map { " (arrives as `\($0)`)" } ?? "") | \(cell(shown.before)) | "
                    out += "\(cell(shown.after)) | \(escaped(finding.gate?.summary ?? "—")) |\n"
                }
                out += "\n<details><summary>Specs and sources</summary>\n\n"
                for finding in section.findings {
                    out += "- **\(finding.difference.kind.label)** `\(finding.difference.event)`: " + shortList(finding.specs)
                    if let gate = finding.gate { out += " — source: \(escaped(gate.source))" }
                    out += "\n"
                    for span in finding.spans { out += "  - Holds on \(escaped(spanText(span, short: true)))\n" }
                }
                out += "\n</details>\n"
            }
        }
        let unobserved = report.unobserved
        if !unobserved.isEmpty, checklistOnly {
            out += "\n_Also: \(escaped(unobservedNote(report)))._\n"
        } else if !unobserved.isEmpty {
            out += "\n### Changes no spec observes\n\n| version | gate | change | what | do |\n| --- | --- | --- | --- | --- |\n"
            for gate in unobserved {
                out += "| \(gate.version) | `\(gate.id)` | \(gate.change.label) | \(escaped(gate.summary)) | \(escaped(gate.advice)) |\n"
            }
            out += "\n<details><summary>Sources</summary>\n\n"
            for gate in unobserved { out += "- `\(gate.id)`: \(escaped(gate.source))\n" }
            out += "\n</details>\n"
        }
        let uncompared = report.uncompared
        if !uncompared.isEmpty {
            out += "\n### Not comparable\n\n"
            for group in uncompared {
                out += "- \(escaped(group.cause)) (\(group.specs.count)): " + shortList(group.specs) + "\n"
            }
        }
        return out
    }

    /// `markdown` cut to `limit` characters at a line, with a notice naming `fullReport` (the
    /// artifact with the whole report) when it had to be cut.
    package static func limited(_ markdown: String, limit: Int = markdownLimit, fullReport: String?) -> String {
        guard markdown.utf8.count > limit else { return markdown }
        let next = fullReport.map { "the full report is `\($0)`" } ?? "run the command again with `--artifacts DIR` for the full report"
        let notice = "\n---\n\n**Truncated**: this report is \(markdown.utf8.count) characters, over the \(limit) a comment holds; \(next).\n"
        var kept = ""
        var size = notice.utf8.count
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let length = line.utf8.count + 1
            if size + length > limit { break }
            kept += line + "\n"
            size += length
        }
        return kept + notice
    }

    /// One checklist item as a task with its changes beneath.
    static func markdown(_ item: Checklist.Item) -> String {
        var out = "- [ ] **`\(item.method)`**\n"
        for entry in item.entries {
            // Between two SDKs (or versions no gate tells apart) there is no version to name.
            let when = entry.when == "version unknown" ? "" : "\(entry.when) — "
            out += "  - **\(when)\(entry.kind.label)**: \(escaped(entry.summary))\n"
            out += "    - Do: \(escaped(entry.action))\n"
            if let signature = signature(entry) {
                out += "    - \(signature.label): " + signature.text.map { "`\($0)`" }.joined(separator: " → ") + "\n"
            }
            for observed in entry.behaviour { out += "    - Behaviour: \(cell(observed.before)) → \(cell(observed.after))\n" }
            if let source = entry.source { out += "    - Source: \(escaped(source))\n" }
            out += "    - Specs: " + shortList(entry.specs) + "\n"
        }
        return out
    }

    /// Spec ids in code spans, at most `specsListed` and how many more.
    static func shortList(_ specs: [String]) -> String {
        let shown = specs.prefix(specsListed).map { "`\($0)`" }.joined(separator: ", ")
        return specs.count > specsListed ? shown + " and \(specs.count - specsListed) more" : shown
    }

    /// How many spec ids a markdown list shows before counting the rest (the JSON has them all).
    package static let specsListed = 10

    /// A table cell: code, or a dash.
    static func cell(_ text: String) -> String {
        text.isEmpty ? "—" : "`" + text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'") + "`"
    }

    /// Prose safe in a table cell or list: pipes escaped, angle brackets as entities.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
