/// Turns diagnostics into the text a person reads: `file:line:column: error: message`, the source
/// line with a caret under the column, then the notes.
///
/// Pure: it takes values and a `colour` flag and returns text; only the executable decides whether
/// the terminal gets colour.
package enum DiagnosticRenderer {
    /// Width of the line-number gutter, so the quoted line and the caret line align.
    private static let gutterWidth = 5

    /// Renders one diagnostic (lines joined by "\n", no final line break). `source` is the text
    /// of the diagnostic's file; when it is nil or lacks the line, only the header and notes appear.
    package static func render(_ diagnostic: Diagnostic, source: String?, colour: Bool) -> String {
        var window = QuoteWindow()
        return render(diagnostic, lines: source.map(sourceLines), colour: colour, window: &window)
    }

    /// Renders many diagnostics in sorted order, separated by line breaks; `sources` maps a file
    /// name (as in the diagnostics' locations) to its text. Each file is split into lines once,
    /// and many diagnostics on one long line cost one walk along it, so a file with a thousand
    /// problems renders in linear time.
    package static func render(_ diagnostics: [Diagnostic], sources: [String: String], colour: Bool) -> String {
        var linesByFile: [String: [Substring]] = [:]
        var blocks: [String] = []
        var window = QuoteWindow()
        for diagnostic in diagnostics.sorted() {
            let file = diagnostic.location.file
            if linesByFile[file] == nil, let source = sources[file] {
                linesByFile[file] = sourceLines(source)
            }
            blocks.append(render(diagnostic, lines: linesByFile[file], colour: colour, window: &window))
        }
        return blocks.joined(separator: "\n")
    }

    /// Renders one diagnostic against its file's lines, if known; a line too long to quote whole
    /// is quoted as `window` cuts it around the column.
    private static func render(_ diagnostic: Diagnostic, lines: [Substring]?, colour: Bool, window: inout QuoteWindow) -> String {
        let style = Style(colour: colour)
        let location = diagnostic.location
        let severity = diagnostic.severity.rawValue
        let severityColour: String
        switch diagnostic.severity {
        case .error: severityColour = ANSI.red
        case .warning: severityColour = ANSI.magenta
        case .note: severityColour = ANSI.cyan
        }
        // User text is shown escaped (`VisibleText.escaped`), so it cannot move the cursor, hide a
        // character or start a CI workflow command.
        var output =
            style.apply(ANSI.bold, VisibleText.escaped(location.description) + ":") + " "
            + style.apply(ANSI.bold + severityColour, severity + ":") + " "
            + style.apply(ANSI.bold, VisibleText.escaped(diagnostic.message))
        if let lines, location.line >= 1, location.line <= lines.count {
            let (text, column) = window.cut(lines[location.line - 1], line: location.line, file: location.file, column: location.column)
            let number = String(location.line)
            let gutter = String(repeating: " ", count: max(0, gutterWidth - number.count)) + number
            let blank = String(repeating: " ", count: gutter.count)
            // Invisible and control characters are shown escaped, and the caret counts their escapes.
            let shown = VisibleText.visible(text, keepTabs: true)
            let shownColumn = VisibleText.visible(text.prefix(max(0, column - 1)), keepTabs: true).count + 1 + max(0, column - 1 - text.count)
            output += "\n" + style.apply(ANSI.blue, gutter + " |") + " " + shown
            output +=
                "\n" + style.apply(ANSI.blue, blank + " |") + " "
                + caretPrefix(for: Substring(shown), column: shownColumn) + style.apply(ANSI.bold + ANSI.green, "^")
        }
        for note in diagnostic.notes {
            output += "\n  " + style.apply(ANSI.bold + ANSI.cyan, "note:") + " " + VisibleText.escaped(note)
        }
        return output
    }

    /// The white space that puts a caret under `column` (1-based, in Characters) of `line` on a
    /// terminal: tabs copied as tabs, other characters replaced by spaces of their display width.
    static func caretPrefix(for line: Substring, column: Int) -> String {
        var prefix = ""
        var remaining = max(0, column - 1)
        for character in line {
            if remaining == 0 { break }
            if character == "\t" {
                prefix += "\t"
            } else {
                prefix += String(repeating: " ", count: DisplayWidth.of(character))
            }
            remaining -= 1
        }
        // A column just past the end of the line (say, a missing closing quote) gets spaces.
        prefix += String(repeating: " ", count: remaining)
        return prefix
    }

    /// The file's lines without line breaks (LF or CRLF) and without a leading byte order mark.
    static func sourceLines(_ source: String) -> [Substring] {
        var text = Substring(source)
        if text.unicodeScalars.first == "\u{FEFF}" {
            text = Substring(text.unicodeScalars.dropFirst())
        }
        // Split on scalars: "\r\n" is one Character, so splitting Characters would miss it.
        return text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            var line = Substring(scalars)
            if line.unicodeScalars.last == "\r" {
                line = Substring(line.unicodeScalars.dropLast())
            }
            return line
        }
    }
}
