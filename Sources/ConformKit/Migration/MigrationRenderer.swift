/// Renders a migration report for a terminal: the walk, the counts, each difference once under the
/// version it first appeared in with its source, the specs that could not be compared, and the
/// checklist last, where a terminal leaves the reader. Pure: values and `colour` in, text out.
package enum MigrationRenderer {
    /// How many spec ids to list before summarising the rest.
    package static let specsShown = 5

    /// The terminal form of `report`; `upgrade` leaves out the differences by version (the
    /// checklist says them per method).
    package static func text(_ report: MigrationReport, colour: Bool, command: String = "diff", checklistOnly: Bool = false) -> String {
        let style = Style(colour: colour)
        var out = style.bold(headline(report, command: command)) + "\n"
        if let platforms = report.platforms { out += style.bold(platforms.title) + "\n" }
        if report.isChain { out += "walked: " + report.stops.joined(separator: " → ") + "\n" }
        if let history = report.history { out += style.dim("history: " + Self.history(history)) + "\n" }
        out += summary(report) + "\n"
        if let hint = report.hint { out += style.dim("note: \(hint)") + "\n" }
        let kinds = report.kindCounts
        if !kinds.isEmpty { out += "by kind, once per spec that shows each change:\n" }
        for (kind, count) in kinds { out += "  \(String(count).leftPadded(4)) × \(kind.label)\n" }
        if !checklistOnly {
            for section in sections(report) {
                out += "\n" + style.bold(section.title) + "\n"
                for finding in section.findings { out += text(finding, style: style, platforms: report.platforms) }
            }
        }
        let unobserved = report.unobserved
        if !unobserved.isEmpty, checklistOnly {
            // `upgrade` lists what the app's specs touch; the rest of the history is one line away.
            out += "\n" + style.dim("also: " + Self.unobservedNote(report)) + "\n"
        } else if !unobserved.isEmpty {
            out += "\n" + style.bold("changes no spec observes (\(FailureText.count(unobserved.count, "gate")))") + "\n"
            for gate in unobserved {
                out += "  \(gate.version)  \(gate.id) (\(gate.change.label)): \(gate.summary)\n"
                out += "      do: \(gate.advice)\n"
                out += "      " + style.dim("source: \(gate.source)") + "\n"
            }
        }
        let uncompared = report.uncompared
        if !uncompared.isEmpty {
            out += "\n" + style.bold("not comparable") + "\n"
            for group in uncompared {
                out +=
                    "  [\(FailureText.count(group.specs.count, "spec"))] \(group.cause)\n" + "      " + style.dim("in: " + specList(group.specs))
                    + "\n"
            }
        }
        let checklist = report.checklist
        if !checklist.items.isEmpty {
            out += "\n" + style.bold("\(checklistTitle(report)) (\(FailureText.count(checklist.items.count, "method")))") + "\n"
            for item in checklist.items { out += text(item, style: style) }
        }
        return out
    }

    /// The ledger's tally as a sentence: `26 commits of the SDK's history touched the paywall flow
    /// after 6.2.0 through 6.10.0: 8 introduce a gate, 16 not app-visible, 2 outside the callbacks`.
    package static func history(_ tally: BehaviourLedger.Tally) -> String {
        let span = "the paywall flow after \(tally.from) through \(tally.to)"
        guard tally.commits > 0 else { return "no commit of the SDK's history touched \(span)" }
        var parts = [
            "\(tally.gates) introduce\(tally.gates == 1 ? "s" : "") a gate", "\(tally.notAppVisible) not app-visible",
            "\(tally.outside) outside the callbacks"
        ]
        if tally.otherVariant > 0 {
            parts.insert("\(tally.otherVariant) introduce\(tally.otherVariant == 1 ? "s" : "") a gate of another variant only", at: 1)
        }
        if tally.withoutVerdict > 0 { parts.append("\(tally.withoutVerdict) without a verdict") }
        return "\(FailureText.count(tally.commits, "commit")) of the SDK's history touched \(span): " + parts.joined(separator: ", ")
    }

    /// `upgrade`'s one line on the gates no spec observes, pointing at the `diff` that lists them.
    static func unobservedNote(_ report: MigrationReport) -> String {
        "\(FailureText.count(report.unobserved.count, "change")) of these versions no spec observes; 'conform diff \(report.oldID)..\(report.newID)' lists them"
    }

    /// How the checklist is headed: what to change, or, across platforms, what differs on the new one.
    static func checklistTitle(_ report: MigrationReport) -> String {
        guard let platforms = report.platforms else { return "checklist: what to change in the app's code" }
        return "checklist: what the app's code meets on \(platforms.new.label) that it met otherwise on \(platforms.old.label)"
    }

    /// Where a finding holds on one side: `adapty (iOS): from 3.0.0 until 3.12.0; starts with …; ends with …`.
    package static func spanText(_ span: VersionSpan, short: Bool) -> String {
        var out = "\(span.family) (\(span.platform.label)): \(span.range)"
        func gates(_ gates: [VersionGate]) -> String { gates.map { VersionSpan.cited($0, short: short) }.joined(separator: ", ") }
        if !span.since.isEmpty {
            out +=
                span.sinceExplains
                ? "; starts with " + gates(span.since) : "; starts at the gates of \(span.from), none naming its event: " + gates(span.since)
        } else if !span.fromFirst {
            out += "; no gate at \(span.from) names it"
        }
        if let until = span.until, !span.ends.isEmpty {
            out +=
                span.endsExplain ? "; ends with " + gates(span.ends) : "; ends at the gates of \(until), none naming its event: " + gates(span.ends)
        }
        return out
    }

    /// One finding: the change, the native forms (across platforms, each named by its platform),
    /// why (the gate), where it holds on each side, and in which specs.
    static func text(_ finding: MigrationFinding, style: Style, platforms: CrossPlatform? = nil) -> String {
        let d = finding.difference
        let shown = finding.shown
        let instead = d.arrivesAs.map { " (arrives as \($0))" } ?? ""
        var out = "  " + style.bold("\(d.kind.label): \(d.event)\(instead)") + "  [\(FailureText.count(finding.specs.count, "spec"))]\n"
        let marks = platforms.map { ("\($0.old.label): ", "\($0.new.label): ") } ?? ("- ", "+ ")
        if !shown.before.isEmpty { out += "      " + style.red(marks.0 + shown.before) + "\n" }
        if !shown.after.isEmpty { out += "      " + style.green(marks.1 + shown.after) + "\n" }
        if let gate = finding.gate {
            out += "      why: \(gate.summary)\n"
            out += "      " + style.dim("source: \(gate.source)") + "\n"
        }
        for span in finding.spans { out += "      holds on " + spanText(span, short: true) + "\n" }
        out += "      " + style.dim("in: " + specList(finding.specs)) + "\n"
        return out
    }

    /// One checklist item: the method, then each change with what to do.
    static func text(_ item: Checklist.Item, style: Style) -> String {
        var out = "\n  " + style.bold(item.method) + "\n"
        for entry in item.entries {
            let when = entry.when == "version unknown" ? "" : "\(entry.when): "
            out += "    " + style.yellow("\(when)\(entry.kind.label)") + " — \(entry.summary)\n"
            out += "      do: \(entry.action)\n"
            if let signature = signature(entry) { out += "      \(signature.label.lowercased()): " + signature.text.joined(separator: " → ") + "\n" }
            for observed in entry.behaviour { out += "      behaviour: " + behaviour(observed) + "\n" }
            if let source = entry.source { out += "      " + style.dim("source: \(source)") + "\n" }
            out += "      " + style.dim("specs: " + specList(entry.specs)) + "\n"
        }
        return out
    }

    /// `conform diff adapty@2.11.3..adapty@3.17.2: Adapty iOS 2.11.3 → 3.17.2 (UIKit …)`.
    static func headline(_ report: MigrationReport, command: String) -> String {
        let arrow = report.isChain ? ".." : " "
        var out = "conform \(command) \(report.oldID)\(arrow)\(report.newID)"
        if let old = report.old, let new = report.new {
            out += ": \(old.id) (\(old.sdk) \(old.sdkVersion)) → \(new.id) (\(new.sdk) \(new.sdkVersion))"
        }
        return out
    }

    /// `47 specs compared, 45 differ: 14 changes at 7 versions`.
    static func summary(_ report: MigrationReport) -> String {
        let findings = report.findings
        var out = FailureText.count(report.compared, "spec") + " compared"
        if report.comparedNothing {
            let family = report.oldID.prefix { $0 != "@" }
            return out + ": no spec runs on both sides, so nothing was checked (exit 2); scope specs to the SDK ('adapters: [\(family)]') "
                + "or name none, or start from the starter suite ('conform init --sdk \(report.oldID)')"
        }
        if report.invalidSpecs > 0, findings.isEmpty {
            return out + ": \(FailureText.count(report.invalidSpecs, "spec file")) invalid (above), so the comparison is incomplete (exit 2)"
        }
        guard !findings.isEmpty else { return out + ": nothing the specs observe differs" }
        let versions = Set(findings.compactMap { SDKVersion($0.when) }).count
        out += ", \(report.differing) differ: \(FailureText.count(findings.count, "change"))"
        if versions > 0 { out += " at \(FailureText.count(versions, "version"))" }
        return out
    }

    /// The findings by the version they first appeared in, oldest first; then those of a variant;
    /// those nothing explains last.
    package static func sections(_ report: MigrationReport) -> [(title: String, findings: [MigrationFinding])] {
        var byTitle: [String: [MigrationFinding]] = [:]
        for finding in report.findings { byTitle[finding.when, default: []].append(finding) }
        func rank(_ title: String) -> (Int, SDKVersion, String) {
            if title == MigrationFinding.defaultsTitle { return (-1, SDKVersion(0, 0), "") }
            if let version = SDKVersion(title) { return (0, version, "") }
            return (title == "version unknown" ? 2 : 1, SDKVersion(0, 0), title)
        }
        return byTitle.keys.sorted { rank($0) < rank($1) }.map { title in
            var heading = title == "version unknown" ? (report.findings.contains { $0.gate != nil } ? "no gate explains" : "differences") : title
            if title == MigrationFinding.defaultsTitle, let platforms = report.platforms { heading = platforms.defaultsTitle }
            if title == MigrationFinding.defaultsTitle, let handlers = byTitle[title]?.first?.defaults {
                heading += " (an app that does not implement \(handlers.joined(separator: ", ")), so the SDK's default runs)"
            }
            return (title: heading, findings: byTitle[title] ?? [])
        }
    }

    /// How an entry's method reads: `Signature` old → new when it changes, `New` for an added
    /// callback, else `Method` (a removal stops a call, it does not delete the method).
    static func signature(_ entry: Checklist.Entry) -> (label: String, text: [String])? {
        switch (entry.oldSignature, entry.newSignature) {
        case (let old?, let new?): return ("Signature", [old, new])
        case (nil, let new?): return (entry.kind == .added ? "New" : "Method", [new])
        case (let old?, nil): return ("Method", [old])
        case (nil, nil): return nil
        }
    }

    /// `- old → + new`, with what is absent said.
    static func behaviour(_ observed: Checklist.Observed) -> String {
        let none = "(no \(observed.event))"
        let before = observed.before.isEmpty ? none : observed.before
        let after = observed.after.isEmpty ? none : observed.after
        return "\(before) → \(after)"
    }

    /// The first few spec ids, then how many more.
    static func specList(_ specs: [String]) -> String {
        if specs.count <= specsShown { return specs.joined(separator: ", ") }
        return specs.prefix(specsShown).joined(separator: ", ") + " and \(specs.count - specsShown) more"
    }
}
