extension YAMLReader {
    /// A quoted scalar as read.
    struct Quoted {
        /// The scalar node.
        var node: YAMLNode
        /// The scalar's text, escapes resolved and line breaks folded.
        var text: String
        /// Whether the scalar spans more than one line (so it cannot be a key).
        var multiLine: Bool
        /// Whether reading stopped early at a line indented too little to continue the scalar, with
        /// `pos` at that line's content as after `skipToContent()`.
        var atLineStart: Bool
    }

    /// How a line break inside a quoted scalar turned out.
    private enum Fold {
        /// The scalar continues on a later line; `pos` is at its first non-white byte.
        case continued
        /// Input ended inside the scalar.
        case ended
        /// A line indented too little was reached; `pos` is at its content.
        case stopped
    }

    /// Reads a single- or double-quoted scalar starting at `pos`, inside block collections indented
    /// `n` (continuation lines must be indented deeper than `n`).
    mutating func scanQuoted(n: Int) -> Quoted {
        let open = mark
        let quote = bytes[pos]
        let isDouble = quote == ASCII.doubleQuote
        pos += 1
        var i = pos
        while i < bytes.count {
            let b = bytes[i]
            if b == quote || b == ASCII.newline || (isDouble && b == ASCII.backslash) { break }
            i += 1
        }
        if i < bytes.count && bytes[i] == quote && (isDouble || i + 1 >= bytes.count || bytes[i + 1] != quote) {
            let value = text(pos..<i)
            pos = i + 1
            return Quoted(
                node: node(.scalar(value, isDouble ? .doubleQuoted : .singleQuoted), at: open),
                text: value, multiLine: false, atLineStart: false)
        }
        var buffer = Array(bytes[pos..<i])
        pos = i
        // Bytes before `keep` survive folding; raw white space after it is trimmed at a line break.
        var keep = buffer.count
        while keep > 0 && Self.isWhite(buffer[keep - 1]) { keep -= 1 }
        var atLineStart = false
        reading: while true {
            guard pos < bytes.count else {
                reportUnterminated(at: open, quote: quote)
                break
            }
            let b = bytes[pos]
            if b == quote {
                if !isDouble && pos + 1 < bytes.count && bytes[pos + 1] == quote {
                    buffer.append(quote)
                    pos += 2
                    keep = buffer.count
                    continue
                }
                pos += 1
                break
            }
            if b == ASCII.newline || (isDouble && b == ASCII.backslash && pos + 1 < bytes.count && bytes[pos + 1] == ASCII.newline) {
                let escaped = b == ASCII.backslash
                if escaped {
                    pos += 1
                } else {
                    buffer.removeLast(buffer.count - keep)
                }
                switch foldLineBreak(n: n, escaped: escaped, into: &buffer) {
                case .continued:
                    keep = buffer.count
                    continue reading
                case .ended:
                    reportUnterminated(at: open, quote: quote)
                case .stopped:
                    reportUnterminated(at: open, quote: quote)
                    atLineStart = true
                }
                break reading
            }
            if isDouble && b == ASCII.backslash {
                readEscape(into: &buffer)
                keep = buffer.count
                continue
            }
            buffer.append(b)
            pos += 1
            if !Self.isWhite(b) { keep = buffer.count }
        }
        let value = String(decoding: buffer, as: UTF8.self)
        return Quoted(
            node: node(.scalar(value, isDouble ? .doubleQuoted : .singleQuoted), at: open),
            text: value, multiLine: line != open.line, atLineStart: atLineStart)
    }

    /// Reports a quoted scalar that never closes.
    private mutating func reportUnterminated(at open: Mark, quote: UInt8) {
        let closing = quote == ASCII.doubleQuote ? "\"" : "'"
        report(
            .yamlUnterminatedString, at: open, "unterminated string",
            notes: ["add the closing \(closing) at the end of the text; text continued on further lines must be indented deeper than its key"])
    }

    /// From the line break at `pos`, skips to the next line holding content, appending the folded
    /// line breaks: a space for a single break (nothing after an escaped one), else one line feed
    /// per empty line.
    private mutating func foldLineBreak(n: Int, escaped: Bool, into buffer: inout [UInt8]) -> Fold {
        var emptyLines = 0
        while true {
            consumeNewline()
            var i = pos
            while i < bytes.count && bytes[i] == ASCII.space { i += 1 }
            let spaces = i - pos
            while i < bytes.count && Self.isWhite(bytes[i]) { i += 1 }
            guard i < bytes.count else {
                pos = i
                return .ended
            }
            if bytes[i] == ASCII.newline {
                emptyLines += 1
                pos = i
                continue
            }
            if spaces <= n || (spaces == 0 && isDocumentMarker(at: pos)) {
                skipToContent()
                return .stopped
            }
            pos = i
            if emptyLines > 0 {
                buffer.append(contentsOf: repeatElement(ASCII.newline, count: emptyLines))
            } else if !escaped {
                buffer.append(ASCII.space)
            }
            return .continued
        }
    }

    /// Reads the escape sequence at `pos` (a backslash) in a double-quoted scalar into `buffer`,
    /// reporting escapes YAML does not define.
    private mutating func readEscape(into buffer: inout [UInt8]) {
        let start = mark
        guard pos + 1 < bytes.count else {
            pos += 1
            return
        }
        let e = bytes[pos + 1]
        let simple: UInt32?
        switch e {
        case ASCII.zero: simple = 0x00
        case UInt8(ascii: "a"): simple = 0x07
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "t"), ASCII.tab: simple = 0x09
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "v"): simple = 0x0B
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "e"): simple = 0x1B
        case ASCII.space, ASCII.doubleQuote, UInt8(ascii: "/"), ASCII.backslash: simple = UInt32(e)
        case UInt8(ascii: "N"): simple = 0x85
        case UInt8(ascii: "_"): simple = 0xA0
        case UInt8(ascii: "L"): simple = 0x2028
        case UInt8(ascii: "P"): simple = 0x2029
        default: simple = nil
        }
        if let simple {
            appendScalar(simple, to: &buffer)
            pos += 2
            return
        }
        let digits: Int
        switch e {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default:
            let shown = e < 0x80 ? String(UnicodeScalar(e)) : "…"
            report(
                .yamlInvalidEscape, at: start, "unknown escape '\\\(shown)'",
                notes: ["valid escapes include \\\" \\\\ \\n \\t \\r \\0 \\xXX \\uXXXX \\UXXXXXXXX; write a backslash as '\\\\'"])
            if e < 0x80 {
                buffer.append(e)
                pos += 2
            } else {
                pos += 1
            }
            return
        }
        pos += 2
        var value: UInt32 = 0
        var read = 0
        while read < digits && pos < bytes.count, let digit = ASCII.hexValue(bytes[pos]) {
            value = value << 4 | digit
            read += 1
            pos += 1
        }
        let written = text(start.offset..<pos)
        guard read == digits else {
            report(
                .yamlInvalidEscape, at: start, "escape '\(Self.excerpt(written))' needs \(digits) hexadecimal digits",
                notes: ["write it as '\\\(String(UnicodeScalar(e)))' followed by exactly \(digits) digits 0-9 or A-F"])
            return
        }
        guard Unicode.Scalar(value) != nil else {
            report(
                .yamlInvalidEscape, at: start, "escape '\(written)' is not a valid Unicode character",
                notes: ["write characters beyond U+FFFF as '\\UXXXXXXXX', not as surrogate pairs"])
            return
        }
        appendScalar(value, to: &buffer)
    }

    /// Appends the UTF-8 form of the scalar `value` (already known valid) to `buffer`.
    private func appendScalar(_ value: UInt32, to buffer: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        UTF8.encode(scalar) { buffer.append($0) }
    }
}
