extension DiagnosticRenderer {
    /// Quotes a line too long to show whole (a minified file, a 1 MiB value) as a window of
    /// characters around the column, with `…` where it was cut, so a thousand problems on one long
    /// line print a thousand short quotes, not a thousand copies of the line.
    ///
    /// Diagnostics come sorted by line and column, so the window remembers where it last stopped on
    /// a line and walks on from there: all the quotes of one line cost one walk along it.
    struct QuoteWindow {
        /// Lines with at most this many bytes are quoted whole.
        static let maxQuotedBytes = 240
        /// Characters quoted before the column in a cut line.
        static let before = 80
        /// Characters quoted in all in a cut line.
        static let width = 160

        /// The file and line the walk is on.
        private var place: (file: String, line: Int)?
        /// How many characters the walk has passed on that line.
        private var walked = 0
        /// The index on that line the walk stopped at.
        private var index: Substring.Index?

        /// The text to quote for a diagnostic at `column` of `text` (line `line` of `file`), and the
        /// column to put the caret under in that text.
        mutating func cut(_ text: Substring, line: Int, file: String, column: Int) -> (Substring, Int) {
            guard text.utf8.count > Self.maxQuotedBytes else { return (text, column) }
            let first = max(0, column - 1 - Self.before)
            var start = text.startIndex
            var passed = 0
            if let place, place.file == file, place.line == line, let index, walked <= first {
                start = index
                passed = walked
            }
            while passed < first && start < text.endIndex {
                start = text.index(after: start)
                passed += 1
            }
            place = (file, line)
            walked = passed
            index = start
            var end = start
            var taken = 0
            while taken < Self.width && end < text.endIndex {
                end = text.index(after: end)
                taken += 1
            }
            var shown = text[start..<end]
            var tail = end < text.endIndex ? "…" : ""
            // One character can hold any number of scalars (a letter with 100,000 combining
            // marks): cut such a quote by scalars, which shows the place if not the exact glyph.
            if shown.unicodeScalars.count > 4 * Self.width {
                shown = Substring(shown.unicodeScalars.prefix(Self.width))
                tail = "…"
            }
            let head = start > text.startIndex ? "…" : ""
            return (Substring(head + shown + tail), column - passed + head.count)
        }
    }
}
