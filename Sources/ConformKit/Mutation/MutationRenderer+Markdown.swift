extension MutationRenderer {
    /// The markdown form, for a pull request or a CI step summary: the scores as tables, each weak
    /// spec's survivors in a collapsed block, and the skipped pairs.
    package static func markdown(_ report: MutationReport) -> String {
        let total = report.score
        var out = "## Mutation score: \(report.averaged.percent)\n\n"
        out +=
            "The mean of the specs' scores, each the mean of its adapters'. "
            + "\(total.killed) of \(total.mutants) counted mutants killed in \(extent(report)); \(setApartLine(report)); \(limitLine(report)).\n"
        let folders = report.byFolder
        if !folders.isEmpty {
            out += "\n| folder | specs | score | killed | mutants |\n| --- | ---: | ---: | ---: | ---: |\n"
            for row in folders {
                out += "| `\(row.folder)` | \(row.specs) | \(row.averaged.percent) | \(row.score.killed) | \(row.score.answered) |\n"
            }
        }
        let adapters = report.byAdapter
        if !adapters.isEmpty {
            out += "\n| adapter | pairs | score | killed | mutants |\n| --- | ---: | ---: | ---: | ---: |\n"
            for row in adapters { out += "| `\(row.adapter.id)` | \(row.pairs) | \(cells(row.score)) |\n" }
        }
        if total.mutants > 0 {
            let operators = report.operators
            out += "\n| mutation | what | score | killed | mutants |\n| --- | --- | ---: | ---: | ---: |\n"
            for op in MutationOperator.allCases where operators[op].mutants > 0 {
                out += "| `\(op.rawValue)` | \(op.summary) | \(cells(operators[op])) |\n"
            }
        }
        let weakest = report.weakest
        if !weakest.isEmpty {
            out += "\n### Specs with surviving mutants, weakest first\n\n"
            out += "| spec | score | killed | mutants | surviving changes | pins |\n| --- | ---: | ---: | ---: | ---: | --- |\n"
            for spec in weakest {
                out +=
                    "| `\(spec.specID)` | \(spec.averaged.percent) | \(spec.score.killed) | \(spec.score.answered) | \(spec.survivors.count) | \(spec.pins?.text ?? "") |\n"
            }
            out += "\n"
            for spec in weakest {
                out += "<details><summary><code>\(spec.specID)</code> — \(spec.averaged.percent): this spec still passes if …</summary>\n\n"
                for survivor in spec.survivors {
                    out += "- \(escape(survivor.mutant.description)) (\(survivor.adapters.joined(separator: ", ")))"
                    if let suggestion = survivor.mutant.suggestion {
                        out += " — kill it with `\(escape(suggestion.text))`" + (survivor.mutant.fitsEveryAdapter ? "" : " in an SDK's own spec")
                    }
                    out += "\n"
                }
                out += "\n</details>\n"
            }
        }
        if !report.skipped.isEmpty {
            out += "\n### Skipped pairs\n\n\(FailureText.count(report.skipped.count, "pair")) not mutated: \(verdictCounts(report.skipped)).\n\n"
            out += "<details><summary>Skipped pairs and why</summary>\n\n| spec | adapter | verdict | reason |\n| --- | --- | --- | --- |\n"
            for entry in report.skipped {
                out += "| `\(entry.specID)` | `\(entry.adapterID)` | \(entry.verdict.rawValue) | \(escape(entry.reason)) |\n"
            }
            out += "\n</details>\n"
        }
        if !report.invalid.isEmpty {
            out +=
                "\n**\(FailureText.count(report.invalid.count, "spec file")) could not be read:** "
                + report.invalid.map { "`\($0.file)`" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    /// `82.4% | 103 | 125`: a score's table cells.
    static func cells(_ score: MutationScore) -> String {
        "\(score.percent) | \(score.killed) | \(score.mutants)"
    }

    /// Text safe in a table cell and on one line.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
