extension YAMLReader {
    /// What a block scalar does with its final line breaks.
    private enum Chomping {
        /// `|`: keep one final line break.
        case clip
        /// `|-`: drop them all.
        case strip
        /// `|+`: keep them all.
        case keep
    }

    /// The kind of the last text line of a folded scalar, which decides how the next break folds.
    private enum LineKind {
        /// No text line yet.
        case none
        /// A line starting with a non-white character: breaks between two of these fold to a space.
        case normal
        /// A more indented line (starting with white space): breaks next to it are kept.
        case spaced
    }

    /// Reads a `|` (literal) or `>` (folded) block scalar at `pos`, inside block collections indented
    /// `n`; its content indentation is that of the first non-empty line, as in YAML.
    mutating func parseBlockScalar(n: Int) -> YAMLNode {
        let start = mark
        let literal = bytes[pos] == ASCII.pipe
        pos += 1
        var chomping = Chomping.clip
        var sawChomping = false
        while pos < bytes.count {
            let b = bytes[pos]
            if (b == ASCII.dash || b == ASCII.plus) && !sawChomping {
                sawChomping = true
                chomping = b == ASCII.dash ? .strip : .keep
            } else if b >= ASCII.zero && b <= ASCII.nine {
                report(
                    .yamlUnsupportedIndentationIndicator, at: mark,
                    "indentation indicators ('\(literal ? "|" : ">")\(String(UnicodeScalar(b)))') are not supported",
                    notes: ["remove the digit; the first line of the text sets its indentation"])
            } else {
                break
            }
            pos += 1
        }
        expectLineEnd(after: literal ? "'|'" : "'>'")

        var out: [UInt8] = []
        var contentIndent = -1
        var leadingMaxSpaces = 0
        var previous = LineKind.none
        var emptyLines = 0
        var lastTextHadBreak = false
        while pos < bytes.count {
            var i = pos
            while i < bytes.count && bytes[i] == ASCII.space { i += 1 }
            let spaces = i - pos
            let isEmpty = i >= bytes.count || bytes[i] == ASCII.newline
            if isEmpty && (contentIndent < 0 || spaces <= contentIndent) {
                if contentIndent < 0 { leadingMaxSpaces = max(leadingMaxSpaces, spaces) }
                pos = i
                if pos < bytes.count {
                    emptyLines += 1
                    consumeNewline()
                }
                continue
            }
            if contentIndent < 0 {
                if i < bytes.count && bytes[i] == ASCII.tab {
                    report(
                        .yamlTabIndent, at: mark(at: i), "tab used for indentation",
                        notes: ["indent with spaces, not tabs"])
                }
                // YAML readers want block text indented by at least one space, even at the top level.
                if spaces <= max(n, 0) { break }
                if leadingMaxSpaces > spaces {
                    report(
                        .yamlBadIndent, at: mark(at: i), "the first line of the text is indented less than an empty line before it",
                        notes: ["remove the trailing spaces from the empty lines above it"])
                }
                contentIndent = spaces
            } else if spaces < contentIndent || (spaces == 0 && isDocumentMarker(at: pos)) {
                break
            }
            let textStart = pos + contentIndent
            var end = textStart
            while end < bytes.count && bytes[end] != ASCII.newline { end += 1 }
            let spaced = Self.isWhite(bytes[textStart])
            if previous == .none {
                out.append(contentsOf: repeatElement(ASCII.newline, count: emptyLines))
            } else if !literal && previous == .normal && !spaced {
                Self.appendFold(blankLines: emptyLines, to: &out)
            } else {
                out.append(contentsOf: repeatElement(ASCII.newline, count: emptyLines + 1))
            }
            out.append(contentsOf: bytes[textStart..<end])
            previous = spaced ? .spaced : .normal
            emptyLines = 0
            pos = end
            lastTextHadBreak = pos < bytes.count
            if lastTextHadBreak { consumeNewline() }
        }
        switch chomping {
        case .strip:
            break
        case .clip:
            if previous != .none && lastTextHadBreak { out.append(ASCII.newline) }
        case .keep:
            if previous != .none && lastTextHadBreak { out.append(ASCII.newline) }
            out.append(contentsOf: repeatElement(ASCII.newline, count: emptyLines))
        }
        skipToContent()
        return node(.scalar(String(decoding: out, as: UTF8.self), literal ? .literal : .folded), at: start)
    }
}
