/// Renders a `MutationReport` for the terminal, as markdown and as JSON (`conform-mutation/2`).
/// Pure: takes values (and `colour`), returns text; the same report always gives the same bytes.
package enum MutationRenderer {
    /// How many of the weakest specs, and of each one's survivors, the summary shows.
    package static let summarySpecs = 10
    /// How many survivors of a spec the summary shows.
    package static let summarySurvivors = 3

    /// The terminal form. By default a summary: the score, what was set apart, scores per folder and
    /// operator, the ten weakest specs with their first survivors and the expectation that kills each,
    /// and the skipped pairs counted. `verbose` adds the scores per adapter, every spec with surviving
    /// mutants, every survivor, and every skipped pair with its reason.
    package static func text(_ report: MutationReport, colour: Bool, verbose: Bool = false) -> String {
        let style = Style(colour: colour)
        let total = report.score
        var out = style.bold("conform mutate: \(report.averaged.percent) of mutants killed") + " " + headline(report) + "\n"
        out += setApartLine(report) + "\n"
        out += limitLine(report) + "\n"

        let folders = report.byFolder
        if !folders.isEmpty {
            out += "\n" + style.bold("by folder") + "\n"
            let width = folders.map(\.folder.count).max() ?? 0
            for row in folders {
                out +=
                    "  " + row.folder.padding(toLength: width) + "  " + figures(row.averaged, row.score, style)
                    + "  \(FailureText.count(row.specs, "spec"))\n"
            }
        }
        let adapters = report.byAdapter
        if verbose && !adapters.isEmpty {
            out += "\n" + style.bold("by adapter") + " (mutants of every spec together)\n"
            let width = adapters.map(\.adapter.id.count).max() ?? 0
            for row in adapters {
                out +=
                    "  " + row.adapter.id.padding(toLength: width) + "  " + figures(AveragedScore([row.score]), row.score, style)
                    + "  \(FailureText.count(row.pairs, "pair"))\n"
            }
        }
        if total.answered > 0 {
            out += "\n" + style.bold("by mutation") + " (mutants of every spec together)\n"
            let operators = report.operators
            let width = MutationOperator.allCases.map(\.rawValue.count).max() ?? 0
            for op in MutationOperator.allCases where operators[op].mutants > 0 {
                out +=
                    "  " + op.rawValue.padding(toLength: width) + "  " + figures(AveragedScore([operators[op]]), operators[op], style) + "  "
                    + style.dim(op.summary) + "\n"
            }
        }
        out += specs(report, style, verbose: verbose)
        out += skipped(report, style, verbose: verbose)
        let unused = report.unusedEquivalents
        if !unused.isEmpty {
            out +=
                "\n" + style.yellow("\(FailureText.count(unused.count, "declared equivalent")) matched no mutant")
                + " (stale, or the words differ):\n"
            for (spec, entry) in unused { out += "  \(entry.location.file):\(entry.location.line)  \(spec): \(entry.value.mutant)\n" }
        }
        if !report.invalid.isEmpty {
            out +=
                "\n" + style.red("\(FailureText.count(report.invalid.count, "spec file")) could not be read") + ": "
                + report.invalid.map(\.file).joined(separator: ", ") + "\n"
        }
        return out
    }

    /// The specs, weakest first: every spec with every survivor and every mutant it leaves open when
    /// `verbose`, otherwise the weakest few with survivors (or mutants left open) and their first survivors.
    static func specs(_ report: MutationReport, _ style: Style, verbose: Bool) -> String {
        let weakest = report.weakest
        let specCount = report.specs.count
        guard verbose || !weakest.isEmpty else { return specCount > 0 ? "\nevery spec kills every mutant it answers for\n" : "" }
        var out: String
        let shown: [SpecMutation]
        if verbose {
            shown = report.specs.sorted { a, b in
                let (x, y) = (a.averaged.basisPoints ?? 0, b.averaged.basisPoints ?? 0)
                return x != y ? x < y : a.specID < b.specID
            }
            out = "\n" + style.bold("every spec, weakest first") + " (\(specCount); \(weakest.count) with survivors or mutants left open)\n"
        } else {
            shown = Array(weakest.prefix(summarySpecs))
            out = "\n" + style.bold("specs with surviving mutants, weakest first") + " (\(weakest.count) of \(specCount)"
            out += weakest.count == specCount ? ")\n" : "; the other \(specCount - weakest.count) kill every mutant they answer for)\n"
        }
        for spec in shown {
            let score = spec.score
            let on = spec.pairs.count == 1 ? spec.adapters.joined() : "\(spec.pairs.count) adapters"
            out += "\n  " + coloured(spec.averaged, style) + "  " + style.bold(spec.specID) + "  \(score.killed)/\(score.answered) killed on \(on)"
            if score.open > 0 { out += " (\(score.open) left open)" }
            if let pins = spec.pins { out += style.dim("; pins \(pins.text)") }
            out += "\n"
            let survivors = spec.survivors
            for survivor in verbose ? survivors : Array(survivors.prefix(summarySurvivors)) {
                out += "    still passes if \(survivor.mutant.description)"
                if spec.pairs.count > 1 {
                    let which = survivor.adapters.count == spec.pairs.count ? "every adapter" : survivor.adapters.joined(separator: ", ")
                    out += "  " + style.dim("[\(which)]")
                }
                out += "\n"
                if let suggestion = survivor.mutant.suggestion {
                    let home =
                        !survivor.mutant.fitsEveryAdapter
                        ? "outside this spec's claim: an SDK's own spec"
                        : spec.pairs.count == 1 ? "add it to this spec" : "holds on every adapter: add it to this spec"
                    out += "      " + style.green("kill it with  \(suggestion.text)") + "  " + style.dim("(\(home))") + "\n"
                }
            }
            if !verbose && survivors.count > summarySurvivors {
                out += style.dim("    … \(survivors.count - summarySurvivors) more") + "\n"
            }
            if verbose {
                for open in spec.open {
                    let why = open.mutant.reason == .unspecified ? "unspecified: \(open.mutant.because)" : "equivalent: \(open.mutant.because)"
                    out += "    left open if \(open.mutant.description)  " + style.dim("[\(why)]") + "\n"
                }
            } else if score.open > 0 {
                out +=
                    style.dim("    \(FailureText.count(score.open, "mutant")) left open by its unspecified or equivalent entries count as not killed")
                    + "\n"
            }
        }
        if !verbose && weakest.count > shown.count {
            out +=
                "\n"
                + style.dim(
                    "… \(weakest.count - shown.count) more specs with survivors; '-v' lists every spec and survivor, '--suggest FILE' writes the fixes as a patch"
                ) + "\n"
        } else if !verbose && weakest.contains(where: { $0.survivors.count > summarySurvivors || $0.score.open > 0 }) {
            out += "\n" + style.dim("'-v' lists every spec, survivor and mutant left open; '--suggest FILE' writes the fixes as a patch") + "\n"
        }
        return out
    }

    /// The skipped pairs: counted by verdict, and listed (not-applicable ones aside) when `verbose`.
    static func skipped(_ report: MutationReport, _ style: Style, verbose: Bool) -> String {
        guard !report.skipped.isEmpty else { return "" }
        var out = "\n" + style.bold("skipped \(FailureText.count(report.skipped.count, "pair"))") + ": " + verdictCounts(report.skipped) + "\n"
        let listed = report.skipped.filter { $0.verdict != .notApplicable && (verbose || $0.verdict == .error) }
        let adapterWidth = listed.map(\.adapterID.count).max() ?? 0
        let labelWidth = listed.map(\.verdict.label.count).max() ?? 0
        for entry in listed {
            let label = entry.verdict.label.padding(toLength: labelWidth)
            out +=
                "  " + (entry.verdict == .error ? style.red(label) : style.yellow(label)) + "  "
                + entry.adapterID.padding(toLength: adapterWidth) + "  \(entry.specID): \(entry.reason)\n"
        }
        if listed.count < report.skipped.count {
            out += style.dim(verbose ? "  not-applicable pairs are listed by '--format json'" : "  '-v' lists them with the reasons") + "\n"
        }
        return out
    }

    /// `(mean of 120 spec scores; 1234 of 1500 counted mutants) in 412 pairs (120 specs, 10 adapters)`.
    package static func headline(_ report: MutationReport) -> String {
        let total = report.score, scored = report.specs.filter { $0.averaged.ratio != nil }.count
        let open = total.open > 0 ? " and \(total.open) left open" : ""
        return "(mean of \(FailureText.count(scored, "spec score")); \(total.killed) of \(total.mutants) counted mutants\(open)) in \(extent(report))"
    }

    /// `412 pairs (120 specs, 10 adapters)`.
    static func extent(_ report: MutationReport) -> String {
        let specs = FailureText.count(report.specs.count, "spec"), adapters = FailureText.count(report.byAdapter.count, "adapter")
        return "\(FailureText.count(report.pairs.count, "pair")) (\(specs), \(adapters))"
    }

    /// `left open by the specs, counted as not killed: 12 mutants (10 unspecified, 2 equivalent); set
    /// apart, not counted: 28 mutants (out of scope)`.
    static func setApartLine(_ report: MutationReport) -> String {
        let apart = report.setApart
        guard apart.total > 0 else { return "no mutant left open or set apart" }
        let words = { (reason: SetApartReason) in "\(apart[reason]) \(reason.rawValue.replacingOccurrences(of: "_", with: " "))" }
        let open = [SetApartReason.unspecified, .equivalent].filter { apart[$0] > 0 }
        var parts: [String] = []
        if !open.isEmpty {
            let total = open.reduce(0) { $0 + apart[$1] }
            parts.append(
                "left open by the specs, counted as not killed: \(FailureText.count(total, "mutant")) (\(open.map(words).joined(separator: ", ")))")
        }
        if apart[.outOfScope] > 0 {
            parts.append("set apart, not counted: \(FailureText.count(apart[.outOfScope], "mutant")) (\(words(.outOfScope)))")
        }
        return parts.joined(separator: "; ")
    }

    /// What the limit did: `at most 256 mutants a pair; none had more`.
    static func limitLine(_ report: MutationReport) -> String {
        let capped = report.cappedPairs
        let tail = capped == 0 ? "none had more" : "\(FailureText.count(capped, "pair")) had more and were sampled evenly"
        return "at most \(report.limit) mutants a pair; \(tail)"
    }

    /// `  82.4%   103/125`: the score, then killed of the mutants answered for (counted and left open).
    static func figures(_ averaged: AveragedScore, _ score: MutationScore, _ style: Style) -> String {
        coloured(averaged, style) + "  " + "\(score.killed)/\(score.answered)".leftPadded(9)
    }

    /// The percent, right-aligned in six columns, green from 90%, yellow from 60%, red below.
    static func coloured(_ score: AveragedScore, _ style: Style) -> String {
        let text = score.percent.leftPadded(6)
        guard let bp = score.basisPoints else { return text }
        if bp >= 9000 { return style.green(text) }
        return bp >= 6000 ? style.yellow(text) : style.red(text)
    }

    /// `840 not applicable, 22 expected fail`: skipped pairs counted by verdict, in verdict order.
    static func verdictCounts(_ skipped: [SkippedPair]) -> String {
        var counts: [Verdict: Int] = [:]
        for entry in skipped { counts[entry.verdict, default: 0] += 1 }
        return Verdict.allCases.compactMap { verdict in
            counts[verdict].map { "\($0) \(verdict.rawValue.replacingOccurrences(of: "_", with: " "))" }
        }.joined(separator: ", ")
    }
}
