/// The trend as one self-contained HTML page (`conform trend --report FILE.html`): the line chart as
/// inline SVG, its legend, the table and the reports it was read from. CSS inline, no script, nothing
/// loaded from anywhere; every piece of input HTML-escaped; the same trend gives the same bytes.
extension ConformanceTrend {
    /// The page's CSS: system fonts only.
    static let stylesheet = """
        :root{color-scheme:light;--fg:#0f172a;--dim:#64748b;--line:#e2e8f0;--bg:#f8fafc}
        body{margin:0;padding:24px 32px 48px;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Liberation Sans",sans-serif;color:var(--fg);background:var(--bg)}
        code,.file{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono","Liberation Mono",monospace;font-size:12.5px}
        h1{font-size:24px;margin:0 0 8px}h2{font-size:19px;margin:32px 0 12px;padding-bottom:4px;border-bottom:2px solid var(--line)}
        .note,.file{color:var(--dim)}
        figure{margin:16px 0;background:#fff;border:1px solid var(--line);border-radius:8px;display:inline-block;padding:8px}
        svg.trend{display:block;max-width:100%;height:auto;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
        ul.legend{list-style:none;padding:0;margin:0 0 16px;display:flex;flex-wrap:wrap;gap:6px 18px}
        ul.legend .swatch{display:inline-block;width:18px;height:4px;border-radius:2px;vertical-align:middle;margin-right:6px}
        table{border-collapse:collapse;background:#fff}
        th,td{border:1px solid var(--line);padding:4px 10px;text-align:left}
        thead th{background:#f1f5f9;font-weight:600}
        table.trend td{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
        table.trend td.none{color:var(--dim);text-align:center}
        .up{color:#166534;font-weight:600}.down{color:#b91c1c;font-weight:600}.ver{color:var(--dim)}
        footer{margin-top:40px;color:var(--dim);font-size:12px}
        """

    /// The page, titled `title` (the command line that made it).
    package func renderHTML(title: String) -> String {
        var out = HTMLReport.head(title: title, css: Self.stylesheet + "\n")
        out += "<h1>Conformance trend</h1>\n"
        out += "<p class=\"note\">\(FailureText.count(rows.count, "adapter")) across \(FailureText.count(runs.count, "report")), "
        out += "in the order given. \(HTMLEscaping.escape(Self.definition))</p>\n"
        out += "<figure>\n" + TrendChart.render(self) + "</figure>\n"
        out += "<ul class=\"legend\">\n"
        for (index, row) in rows.enumerated() {
            let dash = TrendChart.dash(index)
            let fill =
                dash.isEmpty
                ? TrendChart.colour(index)
                : "repeating-linear-gradient(90deg,\(TrendChart.colour(index)) 0 5px,transparent 5px 8px)"
            out += "<li><span class=\"swatch\" style=\"background:\(fill)\"></span><code>\(HTMLEscaping.escape(row.adapter))</code>"
            out += " <span class=\"note\">\(HTMLEscaping.escape(row.sdk))</span></li>\n"
        }
        out += "</ul>\n"
        out += table()
        if !legend.isEmpty { out += "<p class=\"note\">\(HTMLEscaping.escape(legend))</p>\n" }
        out += reportsTable()
        out += "<footer>Written by conform trend from the JSON reports above; it loads nothing from anywhere.</footer>\n"
        out += "</body>\n</html>\n"
        return out
    }

    /// The table: adapters down, reports across, the same cells as the terminal's.
    func table() -> String {
        var out = "<h2>Conformance per report</h2>\n<table class=\"trend\">\n<thead><tr><th>adapter</th>"
        for run in runs {
            out += "<th title=\"\(HTMLEscaping.escape(run.file))\">\(HTMLEscaping.escape(run.label))</th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for row in rows {
            out += "<tr><th><code>\(HTMLEscaping.escape(row.adapter))</code></th>"
            for cell in row.cells {
                let text = Self.text(cell)
                guard cell != nil else { out += "<td class=\"none\">—</td>"; continue }
                out += "<td>" + HTMLEscaping.escape(text.score)
                if text.change.hasPrefix("↑") { out += " <span class=\"up\">\(text.change)</span>" }
                if text.change.hasPrefix("↓") { out += " <span class=\"down\">\(text.change)</span>" }
                if !text.version.isEmpty { out += " <span class=\"ver\">\(HTMLEscaping.escape(text.version))</span>" }
                out += "</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    /// The reports the trend was read from, one row each.
    func reportsTable() -> String {
        var out =
            "<h2>Reports</h2>\n<table class=\"reports\">\n<thead><tr><th>column</th><th>file</th><th>specs</th><th>spec set</th><th>shard</th></tr></thead>\n<tbody>\n"
        for run in runs {
            out += "<tr><td>\(HTMLEscaping.escape(run.label))</td><td class=\"file\">\(HTMLEscaping.escape(run.file))</td>"
            out += "<td>\(run.specCount)</td><td><code>\(HTMLEscaping.escape(run.fingerprint))</code></td>"
            out += "<td>\(HTMLEscaping.escape(run.shard ?? "—"))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }
}
