/// Renders a transcript diff as text, unified style: a header naming both sides and the number of
/// changes, then hunks of changed lines with up to `context` unchanged lines around them, `…`
/// between hunks.
///
/// Lines start with a marker that survives without colour: two spaces for context, `- ` for the
/// old side, `+ ` for the new side. A changed line shows its old and new forms; without colour a
/// `? ` line under each marks the differing span with `^`, with colour the span is highlighted
/// instead. Pure: the caller decides on colour (a terminal, no `NO_COLOR`); without it the output
/// holds no escape byte.
public struct TranscriptDiffRenderer: Sendable {
    /// Whether to use ANSI colour.
    public var colour: Bool
    /// How many unchanged lines to show around each change.
    public var context: Int

    /// Creates a renderer.
    public init(colour: Bool, context: Int = 3) {
        self.colour = colour
        self.context = context
    }

    /// The diff of a golden at `goldenPath` against this run:
    /// `golden Golden/miniwall/purchase/success.transcript  vs  this run — 2 changes`.
    public func render(_ diff: TranscriptDiff, goldenPath: String) -> String {
        render(diff, old: "golden \(goldenPath)", new: "this run")
    }

    /// The diff, its header naming the old side `old` and the new side `new`.
    public func render(_ diff: TranscriptDiff, old: String, new: String) -> String {
        var out = String()
        let count = diff.changeCount
        let summary = count == 0 ? "no changes" : count == 1 ? "1 change" : "\(count) changes"
        append("\(old)  vs  \(new) — \(summary)", style: ANSI.bold, to: &out)
        guard !diff.isEmpty else { return out }

        var units = diff.lines.map(Unit.line)
        if !diff.lines.contains(where: { if case .finalChanged = $0 { return true } else { return false } }) {
            units.append(.finalContext(diff.finalState))
        }
        let hunks = TranscriptDiff.hunks(isChange: units.map(\.isChange), context: context)
        for (number, hunk) in hunks.enumerated() {
            if number > 0 { append("…", style: ANSI.dim, to: &out) }
            for unit in units[hunk] { render(unit, to: &out) }
        }
        return out
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

    /// Appends the text of one unit.
    private func render(_ unit: Unit, to out: inout String) {
        switch unit {
        case .finalContext(let final):
            append("  " + TranscriptFormat.finalLine(final), style: nil, to: &out)
        case .line(let line):
            switch line {
            case .same(let entry):
                append("  " + TranscriptFormat.line(for: entry), style: nil, to: &out)
            case .removed(let entry):
                append("- " + TranscriptFormat.line(for: entry), style: ANSI.red, to: &out)
            case .added(let entry):
                append("+ " + TranscriptFormat.line(for: entry), style: ANSI.green, to: &out)
            case .changed(let old, let new):
                renderPair(TranscriptFormat.line(for: old), TranscriptFormat.line(for: new), to: &out)
            case .finalChanged(let old, let new):
                renderPair(TranscriptFormat.finalLine(old), TranscriptFormat.finalLine(new), to: &out)
            case .headerChanged(let field, let old, let new):
                renderPair(headerLine(field, old), headerLine(field, new), to: &out)
            }
        }
    }

    /// `sdk: Miniwall iOS 1.4`, spelled as the transcript spells it.
    private func headerLine(_ field: String, _ value: String) -> String {
        var line = TranscriptText(capacity: field.utf8.count + value.utf8.count + 4)
        line.append(field + ": ")
        TranscriptEscaping.appendField(value, kind: .text, to: &line)
        return line.string
    }

    /// A changed line: old and new forms, the differing span marked, widened to whole words so a
    /// renamed callback is marked as a whole (`onPurchase` → `didStartPurchase`).
    private func renderPair(_ old: String, _ new: String, to out: inout String) {
        let oldChars = Array(old), newChars = Array(new)
        var prefix = 0
        while prefix < oldChars.count && prefix < newChars.count && oldChars[prefix] == newChars[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldChars.count - prefix && suffix < newChars.count - prefix
                && oldChars[oldChars.count - 1 - suffix] == newChars[newChars.count - 1 - suffix] {
            suffix += 1
        }
        while prefix > 0 && !Self.isWordBoundary(oldChars[prefix - 1]) { prefix -= 1 }
        while suffix > 0 && !Self.isWordBoundary(oldChars[oldChars.count - suffix]) { suffix -= 1 }
        let oldSpan = prefix..<(oldChars.count - suffix)
        let newSpan = prefix..<(newChars.count - suffix)
        renderMarked("- ", oldChars, span: oldSpan, style: ANSI.red, to: &out)
        renderMarked("+ ", newChars, span: newSpan, style: ANSI.green, to: &out)
    }

    /// One side of a changed line: highlighted with colour, or followed by a `? ^^^` line without.
    private func renderMarked(_ marker: String, _ chars: [Character], span: Range<Int>, style: String, to out: inout String) {
        if colour {
            out.append(style)
            out.append(marker)
            out.append(contentsOf: chars[..<span.lowerBound])
            out.append(ANSI.reverse)
            out.append(contentsOf: chars[span])
            out.append(ANSI.noReverse)
            out.append(contentsOf: chars[span.upperBound...])
            out.append(ANSI.reset)
            out.append("\n")
            return
        }
        out.append(marker)
        out.append(contentsOf: chars)
        out.append("\n")
        guard !span.isEmpty else { return }
        out.append("? ")
        out.append(String(repeating: " ", count: chars[..<span.lowerBound].reduce(0) { $0 + DisplayWidth.of($1) }))
        out.append(String(repeating: "^", count: max(1, chars[span].reduce(0) { $0 + DisplayWidth.of($1) })))
        out.append("\n")
    }

    /// Appends `text` as a line, styled when colour is on.
    private func append(_ text: String, style: String?, to out: inout String) {
        if colour, let style {
            out.append(style)
            out.append(text)
            out.append(ANSI.reset)
        } else {
            out.append(text)
        }
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
