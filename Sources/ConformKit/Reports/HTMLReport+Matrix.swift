extension HTMLReport {
    /// One row of the page's matrix: a spec and, per adapter, the index of its pair.
    struct MatrixRow {
        /// The spec id (or the file, for an invalid spec without one).
        var spec: String
        /// Per adapter column, the pair's index in the report, or nil where the pair did not run.
        var cells: [Int?]
        /// The index of the invalid file this row stands for, if it is one.
        var invalid: Int?
    }

    /// The matrix's rows in spec order, invalid files included, as `Matrix` orders them.
    static func matrixRows(_ report: RunReport) -> [MatrixRow] {
        var column: [String: Int] = [:]
        for (index, adapter) in report.adapters.enumerated() where column[adapter.id] == nil { column[adapter.id] = index }
        var rows: [MatrixRow] = []
        var rowIndex: [String: Int] = [:]
        for (index, pair) in report.pairs.enumerated() {
            let row: Int
            if let existing = rowIndex[pair.specID] {
                row = existing
            } else {
                row = rows.count
                rowIndex[pair.specID] = row
                rows.append(MatrixRow(spec: pair.specID, cells: Array(repeating: nil, count: report.adapters.count)))
            }
            if let c = column[pair.adapterID] { rows[row].cells[c] = index }
        }
        for (index, file) in report.invalid.enumerated() {
            rows.append(MatrixRow(spec: file.specID ?? file.file, cells: Array(repeating: nil, count: report.adapters.count),
                                  invalid: index))
        }
        // Stable, so a spec id that is also an invalid file's keeps its pairs' row first.
        return rows.enumerated().sorted { $0.element.spec != $1.element.spec ? $0.element.spec < $1.element.spec : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The cross-SDK matrix: a row per spec, a column per adapter (with its SDK version), cells
    /// coloured by verdict and linked to their details, and the conforming count per adapter.
    static func matrix(_ report: RunReport, plan: Plan, _ out: inout String) {
        out += "<section id=\"matrix\">\n<h2>Matrix</h2>\n<p class=\"controls\"><label><input type=\"checkbox\" id=\"only-problems\"> "
        out += "only specs that need attention</label><span class=\"legend\">"
        for verdict: Verdict in [.pass, .fail, .error, .changed, .new, .notRecorded, .expectedFail, .unexpectedPass, .notApplicable, .notObservable] {
            out += "<span class=\"cell \(verdictClass(verdict))\">\(Matrix.cell(verdict))</span> \(verdictWord(verdict)) "
        }
        out += "</span></p>\n<div class=\"scroll\"><table class=\"matrix\">\n<thead><tr><th class=\"spec\">spec</th>"
        for adapter in report.adapters {
            out += "<th><code>"
            HTMLEscaping.append(adapter.id, to: &out)
            out += "</code><span class=\"ver\">"
            HTMLEscaping.append(adapter.sdk, to: &out)
            out += " "
            HTMLEscaping.append(adapter.sdkVersion, to: &out)
            out += "</span></th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for row in matrixRows(report) {
            let bad = row.invalid != nil || row.cells.contains { $0.map { report.pairs[$0].verdict.isFailure } ?? false }
            out += bad ? "<tr class=\"bad\"><th>" : "<tr><th>"
            HTMLEscaping.append(row.spec, to: &out)
            out += "</th>"
            for cell in row.cells {
                if let invalid = row.invalid {
                    out += "<td class=\"v-error\"><a href=\"#invalid-\(invalid)\" title=\"invalid spec file\">ERROR</a></td>"
                } else if let index = cell {
                    self.cell(report.pairs[index], index: index, linked: plan.linked[index], &out)
                } else {
                    out += "<td class=\"none\"></td>"
                }
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n<tfoot>"
        for (label, cells) in Matrix(report).footer() {
            out += "<tr><th>\(label)</th>"
            for cell in cells { out += "<td>\(cell)</td>" }
            out += "</tr>"
        }
        out += "</tfoot>\n</table></div>\n</section>\n"
    }

    /// One cell: the verdict, coloured, linked to the pair's details when the page has them, with
    /// what went wrong as its tooltip.
    private static func cell(_ pair: PairResult, index: Int, linked: Bool, _ out: inout String) {
        out += "<td class=\"\(verdictClass(pair.verdict))\">"
        let partial = FailureText.coverage(pair)
        let text = Matrix.cell(pair.verdict) + (partial == nil ? "" : "*")
        guard linked else {
            out += text
            out += "</td>"
            return
        }
        out += "<a href=\"#\(anchor(index))\""
        if pair.verdict != .pass || partial != nil {
            out += " title=\""
            HTMLEscaping.append(partial ?? oneLine(pair), limit: 200, to: &out)
            out += "\""
        }
        out += ">"
        out += text
        out += "</a></td>"
    }
}
