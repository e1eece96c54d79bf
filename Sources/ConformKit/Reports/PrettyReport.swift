/// The terminal report: one line per pair, details under each problem, and a summary.
/// Pure: it takes values and `colour`, and returns text.
public enum PrettyReport {
    /// How many transcript lines to show around a violation.
    static let context = 3

    /// Renders the results part (stdout).
    public static func render(_ report: RunReport, colour: Bool, verbose: Bool = false) -> String {
        let style = Style(colour: colour)
        var out = ""
        out.reserveCapacity(report.pairs.count * 60)
        for pair in report.pairs {
            if !verbose && (pair.verdict == .pass || pair.verdict == .notApplicable) { continue }
            out += "\(style.verdict(pair.verdict)) \(pair.adapterID)  \(pair.specID)"
            if pair.verdict == .changed { out += style.dim("  (\(pair.goldenChanges) change\(pair.goldenChanges == 1 ? "" : "s"))") }
            out += "\n"
            out += details(pair, style: style)
        }
        for file in report.invalid {
            out += "\(style.verdict(.error)) \(file.specID ?? file.file)  invalid spec (\(file.diagnostics.count) problem\(file.diagnostics.count == 1 ? "" : "s"), see above)\n"
        }
        for entry in report.staleDivergences {
            out += "\(style.red("STALE".padding(toLength: 12))) \(entry.adapter)  \(entry.spec)  \(entry.location): known divergence for a spec that does not exist; remove the entry\n"
        }
        if !report.obsolete.isEmpty {
            let verb = report.pruned ? "removed" : "found"
            out += style.yellow("\(verb) \(report.obsolete.count) obsolete golden\(report.obsolete.count == 1 ? "" : "s") that no spec produces any more:") + "\n"
            for key in report.obsolete.prefix(20) { out += "    \(key.adapterID)  \(key.specID)\n" }
            if report.obsolete.count > 20 { out += "    … and \(report.obsolete.count - 20) more\n" }
            if !report.pruned { out += "    next: remove them with 'conform run --prune'\n" }
        }
        out += summary(report, style: style)
        return out
    }

    /// The details under one pair's line.
    static func details(_ pair: PairResult, style: Style) -> String {
        var out = ""
        let indent = "    "
        switch pair.verdict {
        case .notApplicable, .notObservable:
            if let reason = pair.notApplicableReason { out += indent + style.dim(reason) + "\n" }
            for u in pair.unobservable where pair.verdict == .notObservable {
                out += indent + style.dim("not observable: \(u.expectation) (line \(u.location.line))") + "\n"
            }
        case .error:
            for line in (pair.errorMessage ?? "unknown error").split(separator: "\n", omittingEmptySubsequences: false) {
                out += indent + line + "\n"
            }
        case .expectedFail, .unexpectedPass:
            if let reason = pair.divergenceReason { out += indent + "known divergence: \(reason)\n" }
            if pair.verdict == .unexpectedPass {
                out += indent + "next: the adapter now passes; remove the entry for '\(pair.specID)' from its divergence list\n"
            }
        case .pass:
            if let coverage = FailureText.coverage(pair) { out += indent + style.dim(coverage) + "\n" }
            if let refusal = pair.refusal { out += indent + style.dim("refused, as the spec expects: \(refusal.reason)") + "\n" }
        default:
            break
        }
        if let first = pair.violations.first {
            out += indent + style.red("\(first.location): \(first.kind): \(first.message)") + "\n"
            if let transcript = pair.transcript {
                out += excerpt(transcript, around: first.eventIndex, indent: indent + "  ", style: style)
            }
            if pair.violations.count > 1 {
                for v in pair.violations.dropFirst() {
                    out += indent + "also \(v.location): \(v.kind): \(v.message)\n"
                }
            }
        }
        if let difference = pair.goldenDifference {
            let diff = TranscriptDiffRenderer(colour: style.colour).render(difference.diff, goldenPath: difference.goldenPath)
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
                out += indent + line + "\n"
            }
        }
        if pair.verdict == .changed || pair.verdict == .new {
            if let pending = pair.pendingPath { out += indent + style.dim("pending: \(pending)") + "\n" }
            out += indent + "next: review it, then accept with '\(FailureText.acceptCommand(pair))'\n"
        }
        return out
    }

    /// The transcript lines around event number `eventIndex`, marked with `>`: the entries as the
    /// golden spells them, then the final line.
    static func excerpt(_ transcript: Transcript, around eventIndex: Int?, indent: String, style: Style) -> String {
        guard !transcript.entries.isEmpty else { return indent + style.dim("(no steps or events)") + "\n" }
        var target = transcript.entries.count - 1
        if let eventIndex {
            var seen = -1
            for (i, entry) in transcript.entries.enumerated() {
                if case .event = entry { seen += 1 }
                if seen == eventIndex { target = i; break }
            }
        }
        let lo = max(0, target - context)
        let hi = min(transcript.entries.count, target + context)
        var out = ""
        for i in lo...hi {
            let line = i < transcript.entries.count ? TranscriptFormat.line(for: transcript.entries[i]) : TranscriptFormat.finalLine(transcript.final)
            out += i == target ? "\(indent)> \(style.bold(line))\n" : "\(indent)  \(style.dim(line))\n"
        }
        return out
    }

    /// The closing summary line(s).
    public static func summary(_ report: RunReport, style: Style) -> String {
        let counts = report.counts
        var parts: [String] = []
        let order: [Verdict] = [.pass, .fail, .changed, .new, .error, .expectedFail, .unexpectedPass, .notApplicable, .notObservable]
        for verdict in order {
            guard let n = counts[verdict], n > 0 else { continue }
            let word: String
            switch verdict {
            case .pass:
                let partial = report.scores.reduce(0) { $0 + $1.partiallyChecked }
                word = style.green("\(n) passed") + (partial > 0 ? " (\(partial) partially checked)" : "")
            case .fail: word = style.red("\(n) failed")
            case .changed: word = style.yellow("\(n) changed")
            case .new: word = style.yellow("\(n) new")
            case .error: word = style.red("\(n) errors")
            case .expectedFail: word = "\(n) expected failures"
            case .unexpectedPass: word = style.red("\(n) unexpected passes")
            case .notApplicable: word = style.dim("\(n) not applicable")
            case .notObservable: word = style.dim("\(n) not observable")
            }
            parts.append(word)
        }
        if !report.invalid.isEmpty { parts.append(style.red("\(report.invalid.count) invalid spec file\(report.invalid.count == 1 ? "" : "s")")) }
        let adapters = report.adapters.count
        var line = "\(report.specCount) spec\(report.specCount == 1 ? "" : "s") × \(adapters) adapter\(adapters == 1 ? "" : "s"): "
        line += parts.isEmpty ? "nothing ran" : parts.joined(separator: ", ")
        if report.outOfScope > 0 {
            line += style.dim("; \(report.outOfScope) pair\(report.outOfScope == 1 ? "" : "s") scoped to other adapters, not counted")
        }
        return line + "\n"
    }
}
