/// Long lines broken at spaces to fit a width, for text a terminal shows (a migration report's
/// `source:` lines run to 300 columns). Width is counted in visible characters: ANSI colour
/// sequences count as nothing.
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

    /// `text` broken at spaces into lines of at most `width` visible characters, the first
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

    /// The characters of `text` a terminal shows: escape sequences (`ESC [ … letter`) count as none.
    static func visibleCount(_ text: Substring) -> Int {
        var count = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar.properties.isAlphabetic { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }
}
