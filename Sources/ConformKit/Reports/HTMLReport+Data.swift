extension HTMLReport {
    /// How many bytes of "why" texts (the first violation, the reason a pair does not apply, what a
    /// partially checked pass left unchecked) the page's data carries at most. Repeated texts are
    /// stored once; past the budget a pair keeps its verdict and loses its text, problems first in
    /// line for it, so a page where every pair fails with its own message stays small.
    package static let textBudget = 1_000_000
    /// How many characters of one pair's text the data keeps.
    static let textLimit = 200

    /// One letter per verdict in the page's data, and which letter a pair gets: upper case `P` is a
    /// pass with expectations the harness could not check.
    static func code(_ verdict: Verdict) -> Character {
        switch verdict {
        case .pass: return "p"
        case .fail: return "f"
        case .changed: return "c"
        case .new: return "n"
        case .notApplicable: return "a"
        case .notObservable: return "o"
        case .error: return "e"
        case .expectedFail: return "x"
        case .unexpectedPass: return "u"
        case .notRecorded: return "r"
        }
    }

    /// The page's data, as one JSON object inside `<script type="application/json" id="data">`, from
    /// which the script draws the matrix and the pair list lazily instead of the page holding a
    /// row per pair. Spec ids, adapters, tags and texts are stored once and referred to by index:
    ///
    /// - `verdicts`: per letter, `[css class, matrix cell, badge, verdict]`; `attention`: the
    ///   letters of the verdicts that fail a run;
    /// - `adapters`, `tags`, `texts`: the tables the rows point into;
    /// - `rows`: per spec, in matrix order, `[id, letters, tag indexes, notes]` — one letter per
    ///   adapter column (`-` where the pair did not run), and notes as flat triples `column, text
    ///   index, pair index` (−1 for none) for the cells with a text or a section on the page to
    ///   link to; an invalid file's row is `[id, "", [], [], invalid index]`.
    ///
    /// Written by the one `JSONWriter`, for a script element (`forScript`), so no input ends the
    /// element early.
    static func data(_ report: RunReport, plan: Plan, rows: [MatrixRow], _ out: inout String) {
        let texts = Texts(report, plan: plan)
        var partial = Array(repeating: false, count: report.pairs.count)
        for index in plan.partial { partial[index] = true }
        var w = JSONWriter(pretty: false, capacity: 4096 + rows.count * 64, forScript: true)
        w.beginObject()
        w.beginObject("verdicts")
        for verdict in Verdict.allCases {
            w.strings(String(code(verdict)), [verdictClass(verdict), Matrix.cell(verdict), verdict.label, verdict.rawValue])
        }
        w.strings("P", [verdictClass(.pass), Matrix.cell(.pass) + "*", Verdict.pass.label, "pass"])
        w.endObject()
        let tags = tagNames(report)
        var tagIndex: [String: Int] = [:]
        for (n, tag) in tags.enumerated() { tagIndex[tag] = n }
        w.string("attention", String(Verdict.allCases.filter(\.isFailure).map(code)))
        w.strings("adapters", report.adapters.map(\.id))
        w.strings("tags", tags)
        w.strings("texts", texts.table)
        w.beginArray("rows")
        for row in rows {
            w.beginArray()
            w.string(nil, row.spec)
            if let invalid = row.invalid {
                w.string(nil, "")
                w.ints(nil, [])
                w.ints(nil, [])
                w.int(nil, invalid)
                w.endArray()
                continue
            }
            var letters = ""
            var notes: [Int] = []
            for (column, cell) in row.cells.enumerated() {
                guard let index = cell else {
                    letters += "-"
                    continue
                }
                letters.append(partial[index] ? "P" : code(report.pairs[index].verdict))
                let text = texts.reference[index]
                let linked = plan.linked[index]
                if text >= 0 || linked { notes += [column, text, linked ? index : -1] }
            }
            w.string(nil, letters)
            w.ints(nil, (report.tags[row.spec] ?? []).compactMap { tagIndex[$0] }.sorted())
            w.ints(nil, notes)
            w.endArray()
        }
        w.endArray()
        w.endObject()
        out += "<script type=\"application/json\" id=\"data\">"
        out += w.text
        out += "</script>\n"
    }

    /// Each pair's text, interned: a table of distinct texts and, per pair, its index in the table
    /// (−1 for none), filled in order of need — pairs that need attention, known divergences, pairs
    /// that do not apply, partially checked passes — until `textBudget` bytes are spent.
    struct Texts {
        /// The distinct texts, in the order they were first needed.
        var table: [String] = []
        /// Per pair, the index of its text in `table`, or −1.
        var reference: [Int]

        /// Interns the texts of `report`'s pairs, in `plan`'s order of need, within the budget.
        init(_ report: RunReport, plan: Plan) {
            reference = Array(repeating: -1, count: report.pairs.count)
            var index: [String: Int] = [:]
            var spent = 0
            for group in [plan.attention, plan.divergent, plan.skipped, plan.partial] {
                for pair in group {
                    let text = HTMLReport.why(report.pairs[pair])
                    guard !text.isEmpty else { continue }
                    if let known = index[text] {
                        reference[pair] = known
                        continue
                    }
                    guard spent + text.utf8.count <= HTMLReport.textBudget else { continue }
                    spent += text.utf8.count
                    index[text] = table.count
                    reference[pair] = table.count
                    table.append(text)
                }
            }
        }
    }

    /// What the matrix's tooltip and the pair list say about `pair`, cut to `textLimit` characters:
    /// what a partially checked pass left unchecked, which expectations a pair that cannot be
    /// observed could not check, else what went wrong or why it does not apply.
    static func why(_ pair: PairResult) -> String {
        let text: String
        switch pair.verdict {
        case .pass: text = FailureText.coverage(pair) ?? ""
        case .notObservable where !pair.unobservable.isEmpty:
            text = "not observable: " + pair.unobservable.map(FailureText.unobservable).joined(separator: "; ")
        default: text = oneLine(pair)
        }
        guard text.count > textLimit else { return text }
        return String(text.prefix(textLimit - 1)) + "…"
    }
}
