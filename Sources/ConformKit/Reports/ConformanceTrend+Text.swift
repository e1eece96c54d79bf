/// The trend as a terminal table and as a markdown table: the same cells, `80% 4/5 (1 known) ↑20`.
extension ConformanceTrend {
    /// What a cell says, in parts: the score, the move, the SDK version when it changed.
    package struct CellText: Sendable, Equatable {
        /// `80% 4/5`, with `(1 known)` when the adapter has known divergences there; `—` where the
        /// report has no such adapter.
        package var score: String
        /// `↑20`, `↓12.5`, or empty.
        package var change: String
        /// `[3.18.0]` when the SDK version differs from the previous report's, or empty.
        package var version: String

        /// The parts joined by single spaces.
        package var plain: String { [score, change, version].filter { !$0.isEmpty }.joined(separator: " ") }
    }

    /// The text of `cell`.
    package static func text(_ cell: Cell?) -> CellText {
        guard let cell else { return CellText(score: "—", change: "", version: "") }
        var score = "\(cell.score.percentText) \(cell.score.passCount)"
        if cell.score.knownDivergences > 0 { score += " (\(cell.score.knownDivergences) known)" }
        return CellText(score: score, change: cell.change?.arrow ?? "", version: cell.versionChanged ? "[\(cell.sdkVersion)]" : "")
    }

    /// The legend under the table: what its marks mean, only those it shows.
    package var legend: String {
        var parts: [String] = []
        let cells = rows.flatMap(\.cells)
        if cells.contains(where: { $0?.change.map { $0.direction != .same } ?? false }) {
            parts.append("↑/↓ the change in percentage points since the previous report with the adapter")
        }
        if cells.contains(where: { $0?.versionChanged ?? false }) { parts.append("[v] the adapter's SDK version changed to v") }
        if cells.contains(where: { $0 == nil }) { parts.append("— the report has no such adapter") }
        return parts.isEmpty ? "" : parts.joined(separator: "; ") + "."
    }

    /// The definition and, when there is one, the legend, a line each.
    var footnote: String { Self.definition + "\n" + (legend.isEmpty ? "" : legend + "\n") }

    /// The trend as an aligned terminal table: adapters down, reports across. `colour` paints a
    /// rise green and a fall red.
    package func renderText(colour: Bool) -> String {
        let style = Style(colour: colour)
        let texts = rows.map { $0.cells.map(Self.text) }
        // Labels, file names and adapter ids are the user's: escaped before they are measured.
        let labels = runs.map { VisibleText.escaped($0.label) }
        let adapters = rows.map { VisibleText.escaped($0.adapter) }
        let first = max("adapter".count, adapters.map(\.count).max() ?? 0)
        let widths = runs.indices.map { c in max(labels[c].count, texts.map { $0[c].plain.count }.max() ?? 0) }
        // Cells are padded to their column, except the last of a line: no line ends in spaces.
        func pad(_ text: String, _ c: Int) -> String { c == runs.count - 1 ? "" : String(repeating: " ", count: max(0, widths[c] - text.count)) }
        var out = "adapter".padding(toLength: first)
        for (c, label) in labels.enumerated() { out += "  " + label + pad(label, c) }
        out += "\n"
        for (adapter, cells) in zip(adapters, texts) {
            var line = adapter.padding(toLength: first)
            for (c, cell) in cells.enumerated() {
                var shown = cell.score == "—" ? style.dim(cell.score) : cell.score
                if cell.change.hasPrefix("↑") { shown += " " + style.green(cell.change) }
                if cell.change.hasPrefix("↓") { shown += " " + style.red(cell.change) }
                if !cell.version.isEmpty { shown += " " + cell.version }
                line += "  " + shown + pad(cell.plain, c)
            }
            out += line.trimmingTrailingSpaces() + "\n"
        }
        if rows.isEmpty { out += "(no adapters)\n" }
        return out + "\n" + footnote
    }

    /// The trend as a GitHub-flavoured markdown table, for a pull request or a README.
    package func renderMarkdown() -> String {
        func escaped(_ text: String) -> String {
            HTMLEscaping.escape(VisibleText.escaped(text)).replacingOccurrences(of: "|", with: "&#124;")
        }
        var out = "| adapter | " + runs.map { escaped($0.label) }.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " ---: |", count: runs.count) + "\n"
        for row in rows {
            out += "| <code>\(escaped(row.adapter))</code> | " + row.cells.map { escaped(Self.text($0).plain) }.joined(separator: " | ") + " |\n"
        }
        return out + "\n" + Self.definition + "\n" + (legend.isEmpty ? "" : "\n" + legend + "\n")
    }
}
