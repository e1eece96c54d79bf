/// Renders a `MutationReport` for the terminal, as markdown and as JSON (`conform-mutation/1`).
/// Pure: takes values (and `colour`), returns text; the same report always gives the same bytes.
package enum MutationRenderer {
    /// The terminal form: the overall score, scores per folder, adapter and operator, the specs with
    /// surviving mutants (weakest first, each survivor in words), then the skipped pairs.
    package static func text(_ report: MutationReport, colour: Bool) -> String {
        let style = Style(colour: colour)
        let total = report.score
        var out = style.bold("conform mutate: \(total.percent) of mutants killed") + " " + headline(report) + "\n"
        out += limitLine(report) + "\n"

        let folders = report.byFolder
        if !folders.isEmpty {
            out += "\n" + style.bold("by folder") + "\n"
            let width = folders.map(\.folder.count).max() ?? 0
            for row in folders {
                out += "  " + row.folder.padding(toLength: width) + "  " + figures(row.score, style) + "  \(plural(row.specs, "spec"))\n"
            }
        }
        let adapters = report.byAdapter
        if !adapters.isEmpty {
            out += "\n" + style.bold("by adapter") + "\n"
            let width = adapters.map(\.adapter.id.count).max() ?? 0
            for row in adapters {
                out += "  " + row.adapter.id.padding(toLength: width) + "  " + figures(row.score, style) + "  \(plural(row.pairs, "pair"))\n"
            }
        }
        if total.mutants > 0 {
            out += "\n" + style.bold("by mutation") + "\n"
            let operators = report.operators
            let width = MutationOperator.allCases.map(\.rawValue.count).max() ?? 0
            for op in MutationOperator.allCases where operators[op].mutants > 0 {
                out += "  " + op.rawValue.padding(toLength: width) + "  " + figures(operators[op], style) + "  " + style.dim(op.summary) + "\n"
            }
        }

        let weakest = report.weakest
        let specCount = report.specs.count
        if !weakest.isEmpty {
            out += "\n" + style.bold("specs with surviving mutants, weakest first") + " (\(weakest.count) of \(specCount)"
            out += weakest.count == specCount ? ")\n" : "; the other \(specCount - weakest.count) kill every mutant)\n"
            for spec in weakest {
                let score = spec.score
                let on = spec.pairs.count == 1 ? spec.adapters.joined() : "\(spec.pairs.count) adapters"
                out += "\n  " + coloured(score, style) + "  " + style.bold(spec.specID) + "  \(score.killed)/\(score.mutants) killed on \(on)\n"
                for survivor in spec.survivors {
                    out += "    still passes if \(survivor.mutant.description)"
                    if spec.pairs.count > 1 {
                        let which = survivor.adapters.count == spec.pairs.count ? "every adapter" : survivor.adapters.joined(separator: ", ")
                        out += "  " + style.dim("[\(which)]")
                    }
                    out += "\n"
                }
            }
        } else if specCount > 0 {
            out += "\nevery spec kills every mutant\n"
        }

        if !report.skipped.isEmpty {
            out += "\n" + style.bold("skipped \(plural(report.skipped.count, "pair"))") + ": " + verdictCounts(report.skipped) + "\n"
            let listed = report.skipped.filter { $0.verdict != .notApplicable }
            let adapterWidth = listed.map(\.adapterID.count).max() ?? 0
            let labelWidth = listed.map(\.verdict.label.count).max() ?? 0
            for entry in listed {
                let label = entry.verdict.label.padding(toLength: labelWidth)
                out += "  " + (entry.verdict == .error ? style.red(label) : style.yellow(label)) + "  "
                    + entry.adapterID.padding(toLength: adapterWidth) + "  \(entry.specID): \(entry.reason)\n"
            }
            if listed.count < report.skipped.count {
                out += style.dim("  not-applicable pairs are listed by '--format json'") + "\n"
            }
        }
        if !report.invalid.isEmpty {
            out += "\n" + style.red("\(plural(report.invalid.count, "spec file")) could not be read") + ": "
                + report.invalid.map(\.file).joined(separator: ", ") + "\n"
        }
        return out
    }

    /// `(1234 of 1500) in 412 pairs (120 specs, 10 adapters)`.
    package static func headline(_ report: MutationReport) -> String {
        let total = report.score
        return "(\(total.killed) of \(total.mutants)) in \(plural(report.pairs.count, "pair")) (\(plural(report.specs.count, "spec")), \(plural(report.byAdapter.count, "adapter")))"
    }

    /// What the limit did: `at most 256 mutants a pair; none had more`.
    static func limitLine(_ report: MutationReport) -> String {
        let capped = report.cappedPairs
        let tail = capped == 0 ? "none had more" : "\(plural(capped, "pair")) had more and were sampled evenly"
        return "at most \(report.limit) mutants a pair; \(tail)"
    }

    /// `  82.4%   103/125`: the score, then killed of mutants.
    static func figures(_ score: MutationScore, _ style: Style) -> String {
        coloured(score, style) + "  " + "\(score.killed)/\(score.mutants)".leftPadded(9)
    }

    /// The percent, right-aligned in six columns, green from 90%, yellow from 60%, red below.
    static func coloured(_ score: MutationScore, _ style: Style) -> String {
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

    /// `1 pair`, `2 pairs`.
    static func plural(_ n: Int, _ word: String) -> String {
        "\(n) \(word)\(n == 1 ? "" : "s")"
    }
}
