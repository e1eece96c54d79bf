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
        var rows = Matrix.pairs(report).map { MatrixRow(spec: $0.spec, cells: $0.cells) }
        for (index, file) in report.invalid.enumerated() {
            rows.append(
                MatrixRow(
                    spec: file.specID ?? file.file, cells: Array(repeating: nil, count: report.adapters.count),
                    invalid: index))
        }
        // Stable, so a spec id that is also an invalid file's keeps its pairs' row first.
        return rows.enumerated().sorted { $0.element.spec != $1.element.spec ? $0.element.spec < $1.element.spec : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The distinct tags of the report's specs, sorted: the tag filter's options, in the order of the data's `tags`.
    static func tagNames(_ report: RunReport) -> [String] {
        Set(report.tags.values.joined()).sorted()
    }

    /// How many rows or pairs the script draws at a time, and again on "show more" or on scrolling to the end.
    static let rowChunk = 200

    /// The cross-SDK matrix: the filters (spec, adapter, verdict, tag) and the table — a column per
    /// adapter with its SDK version, the conforming count per adapter at the bottom — whose rows the
    /// script draws from the page's data, `rowChunk` at a time, a cell coloured by verdict and linked
    /// to its details when the page has them. The same filters list the matching pairs instead,
    /// with their texts. With problems, the filter starts at "needs attention": what passed is folded.
    static func matrix(_ report: RunReport, plan: Plan, _ out: inout String) {
        out += "<section id=\"matrix\">\n<h2>Matrix</h2>\n"
        filters(report, plan: plan, &out)
        out += "<p class=\"legend\">"
        for verdict: Verdict in [.pass, .fail, .error, .changed, .new, .notRecorded, .expectedFail, .unexpectedPass, .notApplicable, .notObservable] {
            out += "<span class=\"cell \(verdictClass(verdict))\">\(Matrix.cell(verdict))</span> \(verdictWord(verdict)) "
        }
        out += "<span class=\"cell v-pass\">pass*</span> partially checked</p>\n"
        out += "<noscript><p class=\"note\">The matrix and the pair list are drawn by the page's script; the details below are not.</p></noscript>\n"
        out += "<p class=\"shown\" id=\"shown\"></p>\n"
        out += "<div class=\"scroll\" id=\"rows\"><table class=\"matrix\">\n<thead>"
        let grouped = AdapterPlatform.spansPlatforms(report.platforms)
        if grouped { vendorRow(report, &out) }
        out += "<tr><th class=\"spec\">spec</th>"
        for adapter in report.adapters {
            let version = HTMLEscaping.escape(adapter.sdk + " " + adapter.sdkVersion)
            let platform = grouped ? report.platforms[adapter.id].map { "<span class=\"ver\">\($0.platform.label)</span>" } ?? "" : ""
            out += "<th><code>\(HTMLEscaping.escape(adapter.id))</code><span class=\"ver\">\(version)</span>\(platform)</th>"
        }
        out += "</tr></thead>\n<tbody id=\"matrix-rows\"></tbody>\n<tfoot>"
        for (label, cells) in Matrix.footer(plan.scores) {
            out += "<tr><th>\(label)</th>"
            for cell in cells { out += "<td>\(cell)</td>" }
            out += "</tr>"
        }
        out += "</tfoot>\n</table>\n<table class=\"pairs\" hidden><thead><tr><th>verdict</th><th>spec</th><th>adapter</th><th>why</th></tr></thead>"
        out += "<tbody id=\"pair-rows\"></tbody></table><div id=\"sentinel\"></div></div>\n"
        out += "<p><button type=\"button\" id=\"more\" hidden>show more</button></p>\n</section>\n"
    }

    /// The row above the adapters when a vendor has columns on two platforms: each vendor's
    /// neighbouring columns under one heading naming it; other columns under none.
    static func vendorRow(_ report: RunReport, _ out: inout String) {
        out += "<tr class=\"vendors\"><th></th>"
        var column = 0
        while column < report.adapters.count {
            let vendor = report.platforms[report.adapters[column].id]?.vendor
            var end = column + 1
            while vendor != nil, end < report.adapters.count, report.platforms[report.adapters[end].id]?.vendor == vendor { end += 1 }
            let span = end - column > 1 ? " colspan=\"\(end - column)\"" : ""
            out += "<th\(span)>\(vendor.map(HTMLEscaping.escape) ?? "")</th>"
            column = end
        }
        out += "</tr>"
    }

    /// The filter controls: a spec id substring, an adapter, a verdict or a group of verdicts (with
    /// counts), a tag, and whether to show the matrix or a list of pairs.
    static func filters(_ report: RunReport, plan: Plan, _ out: inout String) {
        out += "<form class=\"controls\" id=\"filters\" autocomplete=\"off\">"
        out += "<label>spec <input type=\"search\" id=\"f-spec\" placeholder=\"id contains…\" spellcheck=\"false\"></label>"
        out += "<label>adapter <select id=\"f-adapter\"><option value=\"\">every adapter</option>"
        for (column, adapter) in report.adapters.enumerated() {
            out += "<option value=\"\(column)\">\(HTMLEscaping.escape(adapter.id))</option>"
        }
        out += "</select></label><label>verdict <select id=\"f-verdict\"><option value=\"\">any verdict</option>"
        let problems = plan.attention.count + report.invalid.count
        if problems > 0 { out += "<option value=\"attention\" selected>needs attention (\(problems))</option>" }
        if !plan.skipped.isEmpty { out += "<option value=\"skipped\">does not apply or not observable (\(plan.skipped.count))</option>" }
        let counts = plan.counts
        for verdict in countOrder {
            guard let n = counts[verdict], n > 0 else { continue }
            out += "<option value=\"\(verdict.rawValue)\">\(verdictWord(verdict)) (\(n))</option>"
        }
        out += "</select></label>"
        let tags = tagNames(report)
        if !tags.isEmpty {
            out += "<label>tag <select id=\"f-tag\"><option value=\"\">any tag</option>"
            for (index, tag) in tags.enumerated() {
                out += "<option value=\"\(index)\">\(HTMLEscaping.escape(tag))</option>"
            }
            out += "</select></label>"
        }
        out +=
            "<label>show <select id=\"f-view\"><option value=\"matrix\">the matrix</option><option value=\"list\">a list of pairs</option></select></label>"
        out += "</form>\n"
    }
}
