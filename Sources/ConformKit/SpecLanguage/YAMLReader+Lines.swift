extension YAMLReader {
    /// Moves past the line break at `pos` onto the next line.
    mutating func consumeNewline() {
        pos += 1
        line += 1
        lineStart = pos
    }

    /// Moves `pos` to the line break ending the current line (or the end).
    mutating func skipToLineEnd() {
        while pos < bytes.count && bytes[pos] != ASCII.newline { pos += 1 }
    }

    /// Skips the rest of the current line, unread, and moves onto the next line.
    mutating func skipLine() {
        skipToLineEnd()
        if pos < bytes.count { consumeNewline() }
    }

    /// Skips spaces on the current line, reporting tabs among them.
    mutating func skipSpaces() {
        while pos < bytes.count {
            let b = bytes[pos]
            if b == ASCII.space {
                pos += 1
            } else if b == ASCII.tab {
                reportTab(at: pos)
                pos += 1
            } else {
                return
            }
        }
    }

    /// From the start of a line, skips blank lines, comment lines and rejected lines (directives,
    /// document markers), stopping at the first non-space byte of the next content line or the end.
    @discardableResult
    mutating func skipToContent() -> Gap {
        var gap = Gap()
        while pos < bytes.count {
            var i = pos
            var firstTab = -1
            while i < bytes.count && Self.isWhite(bytes[i]) {
                if firstTab < 0 && bytes[i] == ASCII.tab { firstTab = i }
                i += 1
            }
            if firstTab >= 0 {
                report(
                    .yamlTabIndent, at: mark(at: firstTab), "tab used for indentation",
                    notes: ["indent with spaces, not tabs"])
            }
            pos = i
            guard pos < bytes.count else { break }
            let b = bytes[pos]
            if b == ASCII.newline {
                gap.blankLines += 1
                consumeNewline()
                continue
            }
            if b == ASCII.hash {
                gap.sawComment = true
                skipLine()
                continue
            }
            if pos == lineStart && (isDocumentMarker(at: pos) || b == ASCII.percent) {
                reportRejectedLine()
                gap.sawComment = true
                skipLine()
                continue
            }
            break
        }
        return gap
    }

    /// Reports the directive or document marker starting the current line.
    private mutating func reportRejectedLine() {
        let start = mark
        if bytes[pos] == ASCII.percent {
            report(
                .yamlUnsupportedDirective, at: start, "directive '\(restOfLine())' is not supported",
                notes: ["remove the line; specs need no YAML directives"])
        } else if bytes[pos] == ASCII.dot {
            report(
                .yamlDocumentMarker, at: start, "document end marker '...' is not supported",
                notes: ["remove the line; a spec file holds exactly one document"])
        } else if sawContent {
            report(
                .yamlMultipleDocuments, at: start, "a second document starts here",
                notes: ["a spec file holds exactly one document; move the rest into a file of its own"])
        } else {
            report(
                .yamlDocumentMarker, at: start, "document start marker '---' is not supported",
                notes: ["remove the line; a spec file holds exactly one document"])
        }
    }

    /// After a complete value: allows only white space and a comment before the line break,
    /// reports anything else, and moves onto the next line.
    mutating func expectLineEnd(after what: String = "the value") {
        let before = pos
        skipSpaces()
        if pos < bytes.count && bytes[pos] != ASCII.newline {
            if !(bytes[pos] == ASCII.hash && pos > before) {
                report(
                    .yamlUnexpectedText, at: mark, "unexpected text '\(restOfLine())' after \(what)",
                    notes: ["a value ends with its line; quote the whole value if the text belongs to it"])
            }
        }
        skipLine()
    }

    /// Recovery: skips the rest of the current line and every following line indented deeper than
    /// `indent`, so one mistake yields one diagnostic rather than a cascade.
    mutating func skipBlock(deeperThan indent: Int) {
        skipLine()
        while true {
            skipToContent()
            if pos >= bytes.count || self.indent <= indent { return }
            skipLine()
        }
    }
}
