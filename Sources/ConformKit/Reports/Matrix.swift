/// The cross-SDK matrix: spec × adapter, one verdict per cell, with totals per adapter.
public struct Matrix: Sendable {
    /// The adapters, as columns.
    public var adapters: [AdapterInfo]
    /// The rows: a spec id and one verdict per adapter (nil where the pair did not run).
    public var rows: [(spec: String, cells: [Verdict?])]
    /// Each adapter's honest score, in column order.
    public var scores: [AdapterScore]

    /// Builds the matrix from a run's results.
    public init(_ report: RunReport) {
        adapters = report.adapters
        scores = report.scores
        let column = Dictionary(uniqueKeysWithValues: report.adapters.enumerated().map { ($1.id, $0) })
        var rows: [(String, [Verdict?])] = []
        var rowIndex: [String: Int] = [:]
        for pair in report.pairs {
            let r: Int
            if let existing = rowIndex[pair.specID] {
                r = existing
            } else {
                r = rows.count
                rowIndex[pair.specID] = r
                rows.append((pair.specID, Array(repeating: nil, count: report.adapters.count)))
            }
            if let c = column[pair.adapterID] { rows[r].1[c] = pair.verdict }
        }
        for file in report.invalid {
            rows.append((file.specID ?? file.file, Array(repeating: .error, count: report.adapters.count)))
        }
        self.rows = rows.sorted { $0.0 < $1.0 }.map { (spec: $0.0, cells: $0.1) }
    }

    /// The short cell text for a verdict.
    public static func cell(_ verdict: Verdict?) -> String {
        switch verdict {
        case .pass?: return "pass"
        case .fail?: return "FAIL"
        case .changed?: return "changed"
        case .new?: return "new"
        case .notApplicable?: return "n/a"
        case .notObservable?: return "unobs"
        case .error?: return "ERROR"
        case .expectedFail?: return "xfail"
        case .unexpectedPass?: return "XPASS"
        case .notRecorded?: return "unrec"
        case nil: return ""
        }
    }

    /// The footer rows every rendering of the matrix shows: conformance (passes ÷ applicable),
    /// then the known divergences beside it — never counted as conforming.
    public func footer() -> [(label: String, cells: [String])] {
        [("conformance", scores.map(\.fraction)),
         ("known divergences", scores.map { "\($0.knownDivergences)" }),
         ("partially checked", scores.map { "\($0.partiallyChecked)" })]
    }

    /// The matrix as an aligned terminal table.
    public func renderText(colour: Bool) -> String {
        let style = Style(colour: colour)
        let specWidth = max(17, rows.map(\.spec.count).max() ?? 0)
        let widths = adapters.indices.map { max(adapters[$0].id.count, 7, scores[$0].fraction.count) }
        var out = "spec".padding(toLength: specWidth)
        for (i, adapter) in adapters.enumerated() { out += "  " + adapter.id.padding(toLength: widths[i]) }
        out += "\n"
        for row in rows {
            out += row.spec.padding(toLength: specWidth)
            for (i, verdict) in row.cells.enumerated() {
                let text = Self.cell(verdict).padding(toLength: widths[i])
                let coloured: String
                switch verdict {
                case .pass?, .expectedFail?: coloured = style.green(text)
                case .fail?, .error?, .unexpectedPass?: coloured = style.red(text)
                case .changed?, .new?: coloured = style.yellow(text)
                default: coloured = style.dim(text)
                }
                out += "  " + coloured
            }
            out += "\n"
        }
        for (label, cells) in footer() {
            out += label.padding(toLength: specWidth)
            for (i, cell) in cells.enumerated() { out += "  " + cell.padding(toLength: widths[i]) }
            out += "\n"
        }
        return out
    }

    /// The matrix as a GitHub-flavoured markdown table.
    public func renderMarkdown() -> String {
        var out = "| spec | " + adapters.map { "\($0.id) (\($0.sdkVersion))" }.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " :---: |", count: adapters.count) + "\n"
        for row in rows {
            out += "| `\(row.spec)` | " + row.cells.map { Self.markdownCell($0) }.joined(separator: " | ") + " |\n"
        }
        for (label, cells) in footer() {
            out += "| **\(label)** | " + cells.map { "**\($0)**" }.joined(separator: " | ") + " |\n"
        }
        out += "\nConformance is passes ÷ applicable pairs; expected failures are known divergences, never conforming.\n\nLegend: ✅ pass · ❌ fail · ⚠️ changed or new golden · ➖ not applicable · 👁 not observable · 🟡 expected failure (known divergence) · ‼️ unexpected pass · 💥 error\n"
        return out
    }

    static func markdownCell(_ verdict: Verdict?) -> String {
        switch verdict {
        case .pass?: return "✅"
        case .fail?: return "❌"
        case .changed?, .new?: return "⚠️"
        case .notApplicable?: return "➖"
        case .notObservable?: return "👁"
        case .expectedFail?: return "🟡"
        case .unexpectedPass?: return "‼️"
        case .error?: return "💥"
        case .notRecorded?: return "⏺"
        case nil: return ""
        }
    }
}
