/// Renders a transcript diff as text, unified style: a header naming both sides and the number of
/// changes, then hunks of changed lines with up to `context` unchanged lines around them, `…`
/// between hunks.
///
/// Lines start with a marker that survives without colour: two spaces for context, `- ` for the
/// old side, `+ ` for the new side. A changed line shows its old and new forms; without colour a
/// `? ` line under each marks the differing span with `^`, with colour the span is highlighted
/// instead. Pure: the caller decides on colour (a terminal, no `NO_COLOR`); without it the output
/// holds no escape byte.
package struct TranscriptDiffRenderer: Sendable {
    /// Whether to use ANSI colour.
    package var colour: Bool
    /// How many unchanged lines to show around each change.
    package var context: Int

    package init(colour: Bool, context: Int = 3) {
        self.colour = colour
        self.context = context
    }

    /// The diff of a golden at `goldenPath` against this run:
    /// `golden Golden/miniwall/purchase/success.transcript  vs  this run — 2 changes`.
    package func render(_ diff: TranscriptDiff, goldenPath: String) -> String {
        render(diff, old: "golden \(goldenPath)", new: "this run")
    }

    /// The diff, its header naming the old side `old` and the new side `new`.
    package func render(_ diff: TranscriptDiff, old: String, new: String) -> String {
        var out = String()
        for row in rows(diff, old: old, new: new) { append(row, to: &out) }
        return out
    }

    /// The diff as rows, the structure every renderer draws from (text here, HTML in the report):
    /// the header, then hunks of context, removed and added lines with `…` gaps between them.
    package func rows(_ diff: TranscriptDiff, old: String, new: String) -> [DiffRow] {
        let count = diff.changeCount
        let summary = count == 0 ? "no changes" : count == 1 ? "1 change" : "\(count) changes"
        var rows = [DiffRow(kind: .header, text: "\(old)  vs  \(new) — \(summary)")]
        guard !diff.isEmpty else { return rows }
        var units = diff.lines.map(Unit.line)
        if !diff.lines.contains(where: { if case .finalChanged = $0 { return true } else { return false } }) {
            units.append(.finalContext(diff.finalState))
        }
        let hunks = TranscriptDiff.hunks(isChange: units.map(\.isChange), context: context)
        for (number, hunk) in hunks.enumerated() {
            if number > 0 { rows.append(DiffRow(kind: .gap, text: "…")) }
            for unit in units[hunk] { Self.append(unit, to: &rows) }
        }
        return rows
    }

    /// What the renderer walks: the diff's lines, plus the unchanged final line as context.
    private enum Unit {
        /// A line of the diff.
        case line(DiffLine)
        /// The unchanged final line, as context.
        case finalContext(FinalState)

        /// Whether the unit is a change.
        var isChange: Bool {
            if case .line(let line) = self { return line.isChange }
            return false
        }
    }

    /// Appends the rows of one unit.
    private static func append(_ unit: Unit, to rows: inout [DiffRow]) {
        switch unit {
        case .finalContext(let final):
            rows.append(DiffRow(kind: .context, text: TranscriptFormat.finalLine(final)))
        case .line(let line):
            switch line {
            case .same(let entry):
                rows.append(DiffRow(kind: .context, text: TranscriptFormat.line(for: entry)))
            case .removed(let entry):
                rows.append(DiffRow(kind: .removed, text: TranscriptFormat.line(for: entry)))
            case .added(let entry):
                rows.append(DiffRow(kind: .added, text: TranscriptFormat.line(for: entry)))
            case .changed(let old, let new):
                appendPair(TranscriptFormat.line(for: old), TranscriptFormat.line(for: new), to: &rows)
            case .finalChanged(let old, let new):
                appendPair(TranscriptFormat.finalLine(old), TranscriptFormat.finalLine(new), to: &rows)
            case .headerChanged(let field, let old, let new):
                appendPair(headerLine(field, old), headerLine(field, new), to: &rows)
            }
        }
    }

    /// `sdk: Miniwall iOS 1.4`, spelled as the transcript spells it.
    private static func headerLine(_ field: String, _ value: String) -> String {
        var line = TranscriptText(capacity: field.utf8.count + value.utf8.count + 4)
        line.append(field + ": ")
        TranscriptEscaping.appendField(value, kind: .text, to: &line)
        return line.string
    }

    /// A changed line: old and new forms, the differing span marked, widened to whole words so a
    /// renamed callback is marked as a whole (`onPurchase` → `didStartPurchase`).
    private static func appendPair(_ old: String, _ new: String, to rows: inout [DiffRow]) {
        let oldChars = Array(old), newChars = Array(new)
        var prefix = 0
        while prefix < oldChars.count && prefix < newChars.count && oldChars[prefix] == newChars[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldChars.count - prefix && suffix < newChars.count - prefix
            && oldChars[oldChars.count - 1 - suffix] == newChars[newChars.count - 1 - suffix]
        {
            suffix += 1
        }
        while prefix > 0 && !isWordBoundary(oldChars[prefix - 1]) { prefix -= 1 }
        while suffix > 0 && !isWordBoundary(oldChars[oldChars.count - suffix]) { suffix -= 1 }
        rows.append(DiffRow(kind: .removed, text: old, marked: prefix..<(oldChars.count - suffix)))
        rows.append(DiffRow(kind: .added, text: new, marked: prefix..<(newChars.count - suffix)))
    }

    /// Appends one row as text: marker, then the line, highlighted with colour or followed by a
    /// `? ^^^` line without.
    private func append(_ row: DiffRow, to out: inout String) {
        let style: String?
        switch row.kind {
        case .header: style = ANSI.bold
        case .gap: style = ANSI.dim
        case .context: style = nil
        case .removed: style = ANSI.red
        case .added: style = ANSI.green
        }
        let text = row.kind.marker + row.text
        guard let span = row.marked else {
            if colour, let style { out.append(style + text + ANSI.reset) } else { out.append(text) }
            out.append("\n")
            return
        }
        let chars = Array(row.text)
        if colour {
            out.append(style ?? "")
            out.append(row.kind.marker)
            out.append(contentsOf: chars[..<span.lowerBound])
            out.append(ANSI.reverse)
            out.append(contentsOf: chars[span])
            out.append(ANSI.noReverse)
            out.append(contentsOf: chars[span.upperBound...])
            out.append(ANSI.reset)
            out.append("\n")
            return
        }
        out.append(text)
        out.append("\n")
        guard !span.isEmpty else { return }
        out.append("? ")
        out.append(String(repeating: " ", count: chars[..<span.lowerBound].reduce(0) { $0 + DisplayWidth.of($1) }))
        out.append(String(repeating: "^", count: max(1, chars[span].reduce(0) { $0 + DisplayWidth.of($1) })))
        out.append("\n")
    }

    /// Whether `character` separates words for marking: spaces and the format's punctuation.
    private static func isWordBoundary(_ character: Character) -> Bool {
        switch character {
        case " ", "|", "(", ")", "\"", "=", ",", ":", "[", "]", "{", "}", "<", ">", "@": return true
        default: return false
        }
    }
}
