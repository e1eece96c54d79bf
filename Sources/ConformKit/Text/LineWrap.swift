/// Long lines broken at spaces to fit a width, for text a terminal shows (a migration report's
/// `source:` lines run to 300 columns). Width is counted in terminal cells (`DisplayWidth`): ANSI
/// colour sequences count as nothing.
package enum LineWrap {
    /// `text` with every line wider than `width` broken at spaces; each continuation is indented
    /// as its line plus `hanging` spaces. A word longer than the room stands alone; a line
    /// without spaces to break at is kept whole.
    package static func fit(_ text: String, width: Int, hanging: Int = 4) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard visibleCount(line) > width else { return String(line) }
            let indent = String(line.prefix { $0 == " " })
            let continuation = indent + String(repeating: " ", count: hanging)
            return words(line.dropFirst(indent.count), width: width, first: indent, continuation: continuation).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `text` broken at spaces into lines of at most `width` terminal cells, the first
    /// starting with `first` and the others with `continuation`.
    package static func words(_ text: Substring, width: Int, first: String = "", continuation: String = "") -> [String] {
        var lines: [String] = []
        var line = first
        var count = visibleCount(first[...])
        var empty = true
        for word in text.split(separator: " ") {
            let size = visibleCount(word)
            if empty {
                line += word
                count += size
                empty = false
            } else if count + 1 + size <= width {
                line += " " + word
                count += 1 + size
            } else {
                lines.append(line)
                line = continuation + word
                count = visibleCount(continuation[...]) + size
            }
        }
        lines.append(line)
        return lines
    }

    /// The terminal cells `text` takes (`DisplayWidth`: a wide character two, a combining mark
    /// none); escape sequences (`ESC [ … letter`) take none.
    static func visibleCount(_ text: Substring) -> Int {
        var count = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                count += DisplayWidth.of(character)
            }
        }
        return count
    }
}
