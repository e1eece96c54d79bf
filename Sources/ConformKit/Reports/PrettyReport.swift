/// The terminal report, pytest's way: a green run is its summary line; a red run prints each
/// problem with its details, then a short list of what failed, then the summary line. Pure: it
/// takes values, `colour` and `Options`, and returns text.
package enum PrettyReport {
    /// How many transcript lines to show around a violation.
    static let context = 3

    /// Renders the results part (stdout).
    package static func render(_ report: RunReport, colour: Bool, options: Options = Options()) -> String {
        let style = Style(colour: colour)
        let width = adapterWidth(report)
        var out = ""
        out.reserveCapacity(1_024)
        if options.verbosity >= .normal {
            for pair in report.pairs {
                let detailed =
                    pair.verdict.isFailure
                    || (options.verbosity == .verbose
                        && (pair.verdict == .expectedFail || pair.verdict == .notObservable
                            || pair.verdict == .notApplicable || !pair.unobservable.isEmpty))
                guard detailed || options.verbosity == .verbose else { continue }
                out += line(pair, width: width, style: style)
                if detailed {
                    out += details(
                        pair, style: style, goldenRoot: report.goldenRoot(of: pair),
                        divergence: report.divergenceLocation(of: pair))
                }
            }
            for file in report.invalid { out += invalidLine(file, width: width, style: style) }
        }
        for entry in report.staleDivergences {
            out +=
                "\(style.red("STALE".padding(toLength: 12))) \(entry.adapter.padding(toLength: width))  \(entry.spec)  \(entry.location): "
                + "known divergence for a spec that does not exist or is scoped away from this adapter; remove the entry\n"
        }
        out += obsolete(report, style: style, quiet: options.verbosity == .quiet)
        out += strayDivergenceLists(report, style: style)
        out += endList(report, kinds: options.summaryKinds, width: width, style: style)
        out += summary(report, style: style)
        return out
    }

    /// The widest adapter id, so the spec column lines up.
    static func adapterWidth(_ report: RunReport) -> Int {
        max(report.adapters.map(\.id.count).max() ?? 0, 1)
    }

    /// A pair's line: verdict, adapter (padded), spec.
    static func line(_ pair: PairResult, width: Int, style: Style) -> String {
        let note = pair.goldenDamage != nil ? style.dim("  (golden unreadable)") : ""
        return "\(style.verdict(pair.verdict)) \(pair.adapterID.padding(toLength: width))  \(pair.specID)\(note)\n"
    }

    /// An invalid spec file's line: it ran on no adapter, so the adapter column says so.
    static func invalidLine(_ file: SuiteLoader.InvalidFile, width: Int, style: Style) -> String {
        "\(style.verdict(.error)) \("-".padding(toLength: width))  \(file.specID ?? file.file)  \(invalidProblems(file))\n"
    }

    /// What the lines of an invalid spec file say: the file and how many problems it has. The
    /// problems themselves are printed once, located and quoted, on stderr before the results (the
    /// CLI's `Suite.Observer.invalidFiles`), never again here.
    static func invalidProblems(_ file: SuiteLoader.InvalidFile) -> String {
        let problems = file.diagnostics.filter { $0.severity == .error }.count
        return "invalid spec: \(FailureText.count(max(problems, 1), "problem")) in \(file.file) (above, on stderr)"
    }

    /// The obsolete goldens after a full run: the first 20 named, or one line when quiet.
    static func obsolete(_ report: RunReport, style: Style, quiet: Bool) -> String {
        guard !report.obsolete.isEmpty else { return "" }
        let n = report.obsolete.count
        let verb = report.pruned ? "removed" : "found"
        if quiet {
            return style.yellow("\(verb) \(FailureText.count(n, "obsolete golden"))") + (report.pruned ? "" : " (remove with 'conform run --prune')")
                + "\n"
                + carryOver(report)
        }
        let ran = Set(report.adapters.map(\.id))
        let what =
            report.obsolete.contains { !ran.contains($0.adapterID) }
            ? "that no spec or adapter of this workspace produces any more" : "that no spec produces any more"
        var out = style.yellow("\(verb) \(FailureText.count(n, "obsolete golden")) \(what):") + "\n"
        for key in report.obsolete.prefix(20) { out += "    \(key.adapterID)  \(key.specID)\n" }
        if n > 20 { out += "    … and \(n - 20) more\n" }
        if !report.pruned { out += "    next: remove \(n == 1 ? "it" : "them") with 'conform run --prune'\n" }
        out += carryOver(report)
        return out
    }

    /// The divergence lists of adapters the workspace no longer has, each with the way to give it
    /// to the adapter that replaced it.
    static func strayDivergenceLists(_ report: RunReport, style: Style) -> String {
        var out = ""
        for list in report.strayDivergenceLists {
            out +=
                style.yellow(
                    "\(VisibleText.escaped(list.file)) is the divergence list of \(VisibleText.escaped(list.adapter)), which this workspace no longer runs: none of its entries applies"
                ) + "\n"
            if let successor = list.successor {
                out +=
                    "    next: if \(VisibleText.escaped(successor)) replaces it, 'conform carry \(VisibleText.escaped(list.adapter)) \(VisibleText.escaped(successor))' moves the list with the goldens; else remove the file\n"
            } else {
                out += "    next: rename it for the adapter that replaced it, or remove it\n"
            }
        }
        return out
    }

    /// The offers to carry an adapter's obsolete goldens to the adapter that replaced it.
    static func carryOver(_ report: RunReport) -> String {
        guard !report.pruned else { return "" }
        var out = ""
        for offer in report.carryOver {
            out +=
                "    \(offer.from) is no longer in this workspace: if \(offer.to) replaces it, carry its goldens over instead "
                + "(\(offer.matching) of the \(offer.goldens) are of specs \(offer.to) has none for yet): "
                + "'conform carry \(offer.from) \(offer.to)'; the next run then shows only what changed\n"
        }
        return out
    }

    /// The end list: each requested kind's pairs, one line each with why, under a heading.
    static func endList(_ report: RunReport, kinds: [SummaryKind], width: Int, style: Style) -> String {
        var out = ""
        for kind in kinds {
            let pairs = report.pairs.filter(kind.contains)
            let invalid = kind == .error ? report.invalid : []
            guard !pairs.isEmpty || !invalid.isEmpty else { continue }
            out += style.bold("\(kind.heading) (\(pairs.count + invalid.count)):") + "\n"
            for pair in pairs {
                out += "  \(style.verdict(pair.verdict)) \(pair.adapterID.padding(toLength: width))  \(pair.specID)"
                let why = reason(pair, kind: kind)
                out += why.isEmpty ? "\n" : "  " + style.dim(why) + "\n"
            }
            for file in invalid {
                out +=
                    "  \(style.verdict(.error)) \("-".padding(toLength: width))  \(file.specID ?? file.file)  " + style.dim(invalidProblems(file))
                    + "\n"
            }
        }
        return out
    }

    /// Why a pair is in the end list, in one line.
    static func reason(_ pair: PairResult, kind: SummaryKind) -> String {
        let text: String
        switch kind {
        case .pass: return ""
        case .partiallyChecked: text = FailureText.coverage(pair) ?? ""
        case .changed where pair.goldenDamage != nil:
            // Not "0 changes": the golden is damaged, and the line says how to repair it.
            text = "damaged golden: \(pair.goldenDamage?.summary ?? "it cannot be read"); repair with '\(FailureText.regenerateCommand(pair))'"
        case .changed: text = FailureText.count(pair.goldenChanges, "change")
        case .new: text = "no golden yet"
        case .notRecorded:
            // The command whole, never cut: it is what the line is for.
            let stale = pair.notRecordedReason?.contains("' is stale: ") ?? false
            return (stale ? "stale recording, re-record it: " : "no recording, record it: ")
                + "conform record --adapter \(pair.adapterID) --spec \(pair.specID)"
        case .fail: text = pair.violations.first.map { "\($0.location): \($0.kind): \($0.message)" } ?? "an expectation failed"
        default: text = FailureText.summary(pair)
        }
        let line = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? text
        return line.count > 200 ? String(line.prefix(199)) + "…" : line
    }

    /// The details under one pair's line.
    static func details(_ pair: PairResult, style: Style, goldenRoot: String? = nil, divergence: SourceLocation? = nil) -> String {
        var out = ""
        let indent = "    "
        switch pair.verdict {
        case .notApplicable, .notObservable:
            if let reason = pair.notApplicableReason { out += indent + style.dim(VisibleText.escaped(reason)) + "\n" }
            for u in pair.unobservable where pair.verdict == .notObservable {
                out += indent + style.dim("\(u.location): not observable: \(u.expectation)") + "\n"
            }
        case .error:
            // The message quotes the adapter's stderr: every line is escaped, so none can act on the log.
            for line in (pair.errorMessage ?? "unknown error").split(separator: "\n", omittingEmptySubsequences: false) {
                out += indent + VisibleText.escaped(line) + "\n"
            }
        case .expectedFail, .unexpectedPass:
            if let reason = pair.divergenceReason { out += indent + "known divergence: \(VisibleText.escaped(reason))\n" }
            if pair.verdict == .unexpectedPass {
                let list = divergence.map { "'\($0.file)' (line \($0.line))" } ?? "its divergence list"
                out += indent + "next: the adapter now passes; remove the entry for '\(pair.specID)' from \(list)\n"
            }
        case .pass:
            if let coverage = FailureText.coverage(pair) { out += indent + style.dim(coverage) + "\n" }
            if let refusal = pair.refusal { out += indent + style.dim("refused, as the spec expects: \(refusal.reason)") + "\n" }
        case .notRecorded:
            if let reason = pair.notRecordedReason { out += indent + reason + "\n" }
        default:
            break
        }
        if let first = pair.violations.first {
            out += indent + style.red("\(first.location): \(first.kind): \(VisibleText.escaped(first.message))") + "\n"
            if let transcript = pair.transcript {
                out += excerpt(transcript, around: first.eventIndex, indent: indent + "  ", style: style)
            }
            for v in pair.violations.dropFirst() {
                out += indent + "also \(v.location): \(v.kind): \(VisibleText.escaped(v.message))\n"
            }
        }
        if let difference = pair.goldenDifference {
            let diff = TranscriptDiffRenderer(colour: style.colour).render(difference.diff, goldenPath: difference.goldenPath)
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
                out += indent + line + "\n"
            }
        }
        if let damage = pair.goldenDamage { out += damaged(damage, indent: indent, colour: style.colour) }
        if pair.verdict == .changed || pair.verdict == .new {
            if let pending = pair.pendingPath { out += indent + style.dim("pending: \(pending)") + "\n" }
            out += indent + "next: \(FailureText.nextStep(pair, goldenRoot: goldenRoot))\n"
        }
        return out
    }

    /// The problems of a golden that no longer reads back, located and quoted: the first few, and
    /// how many more there are.
    static func damaged(_ damage: GoldenDamage, indent: String, colour: Bool) -> String {
        var out = ""
        for line in FailureText.problems(damage, colour: colour).split(separator: "\n", omittingEmptySubsequences: false) {
            out += indent + line + "\n"
        }
        let more = damage.diagnostics.count - FailureText.maxGoldenDiagnostics
        if more > 0 { out += indent + "… and \(FailureText.count(more, "more problem")) in the golden\n" }
        return out
    }

    /// The transcript lines around event number `eventIndex`, marked with `>`: the entries as the
    /// golden spells them, then the final line.
    package static func excerpt(_ transcript: Transcript, around eventIndex: Int?, indent: String, style: Style) -> String {
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
            let shown = VisibleText.visible(line)
            out += i == target ? "\(indent)> \(style.bold(shown))\n" : "\(indent)  \(style.dim(shown))\n"
        }
        return out
    }

    /// The closing summary line.
    package static func summary(_ report: RunReport, style: Style) -> String {
        let counts = report.counts
        var parts: [String] = []
        let order: [Verdict] = [.pass, .fail, .changed, .new, .notRecorded, .error, .expectedFail, .unexpectedPass, .notApplicable, .notObservable]
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
            case .error: word = style.red(FailureText.count(n, "error"))
            case .expectedFail: word = FailureText.count(n, "expected failure")
            case .unexpectedPass: word = style.red(FailureText.count(n, "unexpected pass", plural: "unexpected passes"))
            case .notApplicable: word = style.dim("\(n) not applicable")
            case .notObservable: word = style.dim("\(n) not observable")
            case .notRecorded:
                word = style.yellow("\(n) not recorded") + (report.requireRecordings ? "" : " (not failing the run without --require-recordings)")
            }
            parts.append(word)
        }
        if !report.invalid.isEmpty { parts.append(style.red(FailureText.count(report.invalid.count, "invalid spec file"))) }
        let adapters = report.adapters.count
        var line = "\(FailureText.count(report.specCount, "spec")) × \(FailureText.count(adapters, "adapter")): "
        line += parts.isEmpty ? "nothing ran" : parts.joined(separator: ", ")
        if report.outOfScope > 0 {
            line += style.dim("; \(FailureText.count(report.outOfScope, "pair")) scoped to other adapters, not counted")
        }
        if !report.missingShards.isEmpty {
            let missing = report.missingShards
            line += style.red(
                "; partial: shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) missing, \(missing.count == 1 ? "its" : "their") specs not covered"
            )
        }
        return line + "\n"
    }
}
