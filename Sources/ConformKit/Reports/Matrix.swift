/// The cross-SDK matrix: spec × adapter, one verdict per cell, with totals per adapter.
package struct Matrix: Sendable {
    /// The adapters, as columns.
    package var adapters: [AdapterInfo]
    /// The rows: a spec id and one verdict per adapter (nil where the pair did not run).
    package var rows: [(spec: String, cells: [Verdict?])]
    /// Each adapter's honest score, in column order.
    package var scores: [AdapterScore]
    /// The vendor and platform of each column of a versioned model, by adapter id.
    package var platforms: [String: AdapterPlatform]

    /// Builds the matrix from a run's results.
    package init(_ report: RunReport) {
        adapters = report.adapters
        scores = report.scores
        platforms = report.platforms
        let ran = Self.pairs(report).map { row in (spec: row.spec, cells: row.cells.map { $0.map { report.pairs[$0].verdict } }) }
        let invalid = report.invalid.map { (spec: $0.specID ?? $0.file, cells: [Verdict?](repeating: .error, count: report.adapters.count)) }
        rows = (ran + invalid).sorted { $0.spec < $1.spec }
    }

    /// Per spec, in the order of its first pair, the index of its pair in each adapter's column (nil
    /// where none ran). The first column of an id wins: merged shard reports may name an adapter twice.
    static func pairs(_ report: RunReport) -> [(spec: String, cells: [Int?])] {
        let column = Dictionary(report.adapters.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var rows: [(spec: String, cells: [Int?])] = []
        var rowIndex: [String: Int] = [:]
        for (index, pair) in report.pairs.enumerated() {
            let r = rowIndex[pair.specID] ?? rows.count
            if r == rows.count {
                rowIndex[pair.specID] = r
                rows.append((pair.specID, Array(repeating: nil, count: report.adapters.count)))
            }
            if let c = column[pair.adapterID] { rows[r].cells[c] = index }
        }
        return rows
    }

    /// The short cell text for a verdict.
    package static func cell(_ verdict: Verdict?) -> String {
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

    /// The footer rows every rendering of the matrix shows, for adapters with these scores in column
    /// order: conformance (passes ÷ applicable), then the known divergences beside it — never
    /// counted as conforming — and the partially checked passes.
    package static func footer(_ scores: [AdapterScore]) -> [(label: String, cells: [String])] {
        [
            ("conformance", scores.map(\.fraction)),
            ("known divergences", scores.map { "\($0.knownDivergences)" }),
            ("partially checked", scores.map { "\($0.partiallyChecked)" })
        ]
    }

    /// The matrix as an aligned terminal table.
    package func renderText(colour: Bool) -> String {
        let style = Style(colour: colour)
        let specWidth = max(17, rows.map(\.spec.count).max() ?? 0)
        let groups = vendorLabels
        let widths = adapters.indices.map { max(adapters[$0].id.count, 7, scores[$0].fraction.count, groups?[$0].count ?? 0) }
        // Cells are padded to their column, except the last of a line: no line ends in spaces.
        func pad(_ text: String, _ i: Int) -> String { i == widths.count - 1 ? text : text.padding(toLength: widths[i]) }
        var out = ""
        if let groups {
            // A vendor on two platforms: each of its columns named by vendor and platform, above the ids.
            out +=
                (String(repeating: " ", count: specWidth) + groups.indices.map { "  " + pad(groups[$0], $0) }.joined()).trimmingTrailingSpaces()
                + "\n"
        }
        out += adapters.isEmpty ? "spec" : "spec".padding(toLength: specWidth)
        for (i, adapter) in adapters.enumerated() { out += "  " + pad(adapter.id, i) }
        out += "\n"
        for row in rows {
            var line = row.spec.padding(toLength: specWidth)
            var trailing = ""
            for (i, verdict) in row.cells.enumerated() {
                let text = pad(Self.cell(verdict), i)
                let coloured: String
                switch verdict {
                case .pass?, .expectedFail?: coloured = style.green(text)
                case .fail?, .error?, .unexpectedPass?: coloured = style.red(text)
                case .changed?, .new?: coloured = style.yellow(text)
                case nil: coloured = text
                default: coloured = style.dim(text)
                }
                // Empty cells at the end of a line are left out rather than padded.
                if verdict == nil { trailing += "  " + text } else { line += trailing + "  " + coloured; trailing = "" }
            }
            out += line.trimmingTrailingSpaces() + "\n"
        }
        for (label, cells) in Self.footer(scores) {
            var line = label.padding(toLength: specWidth)
            for (i, cell) in cells.enumerated() { line += "  " + pad(cell, i) }
            out += line.trimmingTrailingSpaces() + "\n"
        }
        return out
    }

    /// The matrix as a GitHub-flavoured markdown table.
    package func renderMarkdown() -> String {
        markdownHeader() + rows.map(markdownRow).joined() + markdownFooter() + "\n" + Self.markdownLegend
    }

    /// Per column, `vendor · platform` when some vendor has columns on two platforms (nil otherwise),
    /// empty for a column of no versioned model.
    package var vendorLabels: [String]? {
        guard AdapterPlatform.spansPlatforms(platforms) else { return nil }
        return adapters.map { platforms[$0.id]?.label ?? "" }
    }

    /// The markdown table's header: each adapter's id, its SDK version on a second line, and its
    /// vendor and platform on a third when a vendor has columns on two platforms.
    func markdownHeader() -> String {
        let groups = vendorLabels
        var out =
            "| spec | "
            + adapters.indices.map { i in
                "\(adapters[i].id)<br>\(adapters[i].sdkVersion)" + (groups.map { $0[i].isEmpty ? "" : "<br>\($0[i])" } ?? "")
            }.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " :---: |", count: adapters.count) + "\n"
        return out
    }

    /// One markdown row.
    func markdownRow(_ row: (spec: String, cells: [Verdict?])) -> String {
        "| `\(row.spec)` | " + row.cells.map { Self.markdownCell($0) }.joined(separator: " | ") + " |\n"
    }

    /// The markdown footer rows: conformance, known divergences, partially checked.
    func markdownFooter() -> String {
        Self.footer(scores).map { "| **\($0.label)** | " + $0.cells.map { "**\($0)**" }.joined(separator: " | ") + " |\n" }.joined()
    }

    /// What the markdown cells and the conformance row mean.
    static let markdownLegend =
        "Conformance is passes ÷ applicable pairs; expected failures are known divergences, never conforming.\n\nLegend: ✅ pass · ❌ fail · ⚠️ changed or new golden · ➖ not applicable · 👁 not observable · 🟡 expected failure (known divergence) · ‼️ unexpected pass · 💥 error\n"

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

extension String {
    /// The string without the spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[..<end])
    }
}
