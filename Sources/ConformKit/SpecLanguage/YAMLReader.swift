/// Reads one YAML-ish document from its UTF-8 bytes in a single forward pass, building nodes and
/// collecting every problem as a diagnostic; it never throws, traps, or moves back across lines.
///
/// The block-level methods share one contract: they return with `pos` at the first non-space
/// byte of the next content line (or at the end), where `skipToContent()` leaves it.
struct YAMLReader {
    /// A remembered position: the byte offset and the line it lies on, enough to build a location.
    struct Mark {
        /// Byte offset into `bytes`.
        var offset: Int
        /// 1-based line number.
        var line: Int
        /// Byte offset where that line starts.
        var lineStart: Int
    }

    /// What `skipToContent()` or `skipFlowSpace` passed over on the way to the next content.
    struct Gap {
        /// Lines holding nothing but white space.
        var blankLines = 0
        /// Whether a comment line (or a rejected line) was passed, which ends a multi-line plain scalar.
        var sawComment = false
    }

    /// A mapping key as read: its text and where it starts.
    struct Key {
        /// The key's text, escapes resolved.
        var text: String
        /// Where the key starts.
        var mark: Mark
    }

    /// Deepest nesting of nodes read before giving up on a node, so recursion stays shallow.
    static let maxDepth = 200
    /// Longest key YAML accepts without the explicit '?' form, in Unicode scalars.
    static let maxKeyLength = 1024

    /// The document's bytes: UTF-8, without a leading byte order mark, CRLF turned into LF.
    let bytes: [UInt8]
    /// The file name put into every location.
    let file: String
    /// The reading position.
    var pos = 0
    /// The 1-based line `pos` is on.
    var line = 1
    /// Where the line `pos` is on starts.
    var lineStart = 0
    /// Nodes currently open around `pos`.
    var depth = 0
    /// Whether the document's first content line has been reached; a later '---' starts a second document.
    var sawContent = false
    /// Problems found so far, in the order found.
    private(set) var diagnostics: [Diagnostic] = []
    /// Line start of the last column computed, so many locations on one huge line stay linear.
    private var columnCacheLineStart = -1
    /// Offset of the last column computed on that line (always an ASCII byte, a grapheme boundary).
    private var columnCacheOffset = 0
    /// The column at `columnCacheOffset`.
    private var columnCacheColumn = 1
    /// The last line reported for tab indentation; its indentation is a guess, so it gets no
    /// further indentation diagnostic.
    private var lastTabIndentLine = 0

    /// Prepares the UTF-8 bytes of a text for reading: drops a leading byte order mark, turns CRLF
    /// into LF, and reports characters YAML forbids anywhere (control characters, a lone CR, a
    /// later BOM); `plain` is `isPlain(source)`, which the caller already knows.
    init(utf8 source: [UInt8], file: String, plain: Bool) {
        self.file = file
        var problems: [(mark: Mark, message: String)] = []
        self.bytes = plain ? source : Self.normalized(source, problems: &problems)
        for problem in problems {
            report(
                .yamlInvalidCharacter, at: problem.mark, problem.message,
                notes: ["remove it, or write it as an escape such as '\\u0007' inside double quotes"])
        }
    }

    /// Whether `source` is printable ASCII, line feeds and tabs only: what `normalized` would
    /// return unchanged, with nothing to report. Most spec files are; they are read as they are.
    static func isPlain(_ source: [UInt8]) -> Bool {
        source.withUnsafeBufferPointer { buffer in
            // Without branches, so the loop is vectorised: a few instructions for a whole spec.
            var bad: UInt8 = 0
            for b in buffer {
                let control = b < 0x20 && b != ASCII.newline && b != ASCII.tab
                bad |= (control || b >= 0x7F) ? 1 : 0
            }
            return bad == 0
        }
    }

    /// The bytes of a text ready for reading, with the forbidden characters found on the way.
    private static func normalized(_ source: [UInt8], problems: inout [(mark: Mark, message: String)]) -> [UInt8] {
        let count = source.count
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var line = 1
        var lineStart = 0
        var i = 0
        if count >= 3, source[0] == 0xEF, source[1] == 0xBB, source[2] == 0xBF { i = 3 }
        while i < count {
            let b = source[i]
            if b >= 0x20 && b < 0x7F {
                out.append(b)
                i += 1
                continue
            }
            let mark = Mark(offset: out.count, line: line, lineStart: lineStart)
            switch b {
            case ASCII.newline:
                out.append(b)
                line += 1
                lineStart = out.count
                i += 1
            case ASCII.tab:
                out.append(b)
                i += 1
            case ASCII.carriageReturn:
                if i + 1 < count, source[i + 1] == ASCII.newline {
                    i += 1
                } else {
                    problems.append((mark, "carriage return without a line feed"))
                    out.append(ASCII.space)
                    i += 1
                }
            case 0x00..<0x20, 0x7F:
                problems.append((mark, "control character \(codePoint(UInt32(b))) is not allowed"))
                // NUL could be mistaken for an end marker by later code; keep a harmless stand-in.
                out.append(b == 0 ? 0x1A : b)
                i += 1
            case 0xC2 where i + 1 < count && (0x80...0x9F).contains(source[i + 1]):
                problems.append((mark, "control character \(codePoint(UInt32(source[i + 1]))) is not allowed"))
                out.append(contentsOf: source[i..<(i + 2)])
                i += 2
            case 0xE2 where i + 2 < count && source[i + 1] == 0x80 && (source[i + 2] == 0xA8 || source[i + 2] == 0xA9):
                let scalar: UInt32 = source[i + 2] == 0xA8 ? 0x2028 : 0x2029
                problems.append((mark, "line separator \(codePoint(scalar)) is not allowed"))
                out.append(contentsOf: source[i..<(i + 3)])
                i += 3
            case 0xEF where i + 2 < count && source[i + 1] == 0xBB && source[i + 2] == 0xBF:
                problems.append((mark, "byte order mark U+FEFF is only allowed at the start of the file"))
                out.append(contentsOf: source[i..<(i + 3)])
                i += 3
            case 0xEF where i + 2 < count && source[i + 1] == 0xBF && source[i + 2] >= 0xBE:
                let scalar: UInt32 = source[i + 2] == 0xBE ? 0xFFFE : 0xFFFF
                problems.append((mark, "character \(codePoint(scalar)) is not allowed"))
                out.append(contentsOf: source[i..<(i + 3)])
                i += 3
            default:
                out.append(b)
                i += 1
            }
        }
        return out
    }

    /// `U+0007`: a code point as messages spell it.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    // MARK: Positions and diagnostics

    /// The current position.
    var mark: Mark { Mark(offset: pos, line: line, lineStart: lineStart) }

    /// A position on the current line.
    func mark(at offset: Int) -> Mark { Mark(offset: offset, line: line, lineStart: lineStart) }

    /// The column of `pos` as a 0-based byte count; after `skipToContent()` it is the line's indentation.
    var indent: Int { pos - lineStart }

    /// The location of `mark`, its column counted in Characters of its line.
    mutating func location(of mark: Mark) -> SourceLocation {
        SourceLocation(file: file, line: mark.line, column: column(of: mark.offset, lineStart: mark.lineStart))
    }

    /// The 1-based column of `offset` on the line starting at `start`, counted in Characters; ASCII
    /// prefixes cost a byte count, and a cache keeps many columns on one long line linear.
    private mutating func column(of offset: Int, lineStart start: Int) -> Int {
        let offset = min(max(offset, start), bytes.count)
        var from = start
        var column = 1
        if columnCacheLineStart == start && columnCacheOffset <= offset {
            from = columnCacheOffset
            column = columnCacheColumn
        }
        var i = from
        while i < offset && bytes[i] < 0x80 { i += 1 }
        if i == offset {
            column += offset - from
        } else {
            // The last ASCII byte before the first non-ASCII one starts a grapheme cluster.
            let boundary = i > from ? i - 1 : from
            column += boundary - from
            // Cache the last ASCII byte before `offset` too, so items that start with non-ASCII
            // text on one long line do not recount the line from its start each time.
            var last = offset - 1
            while last > boundary && bytes[last] >= 0x80 { last -= 1 }
            if last > boundary {
                column += String(decoding: bytes[boundary..<last], as: UTF8.self).count
                columnCacheLineStart = start
                columnCacheOffset = last
                columnCacheColumn = column
                column += String(decoding: bytes[last..<offset], as: UTF8.self).count
            } else {
                column += String(decoding: bytes[boundary..<offset], as: UTF8.self).count
            }
        }
        if offset < bytes.count && bytes[offset] < 0x80 {
            columnCacheLineStart = start
            columnCacheOffset = offset
            columnCacheColumn = column
        }
        return column
    }

    /// A node of `kind` starting at `mark`.
    mutating func node(_ kind: YAMLNode.Kind, at mark: Mark) -> YAMLNode {
        YAMLNode(kind, at: location(of: mark))
    }

    /// Records a problem at `mark`; past `Diagnostic.maxPerFile` only one final notice is kept.
    mutating func report(_ id: DiagnosticID, at mark: Mark, _ message: String, notes: [String] = []) {
        guard diagnostics.count <= Diagnostic.maxPerFile else { return }
        if id == .yamlTabIndent { lastTabIndentLine = mark.line }
        if id == .yamlBadIndent && mark.line == lastTabIndentLine { return }
        diagnostics.append(
            Diagnostic(id: id, location: location(of: mark), message: message, notes: notes), limit: Diagnostic.maxPerFile,
            tooMany: .yamlTooManyErrors, "too many errors; stopped after \(Diagnostic.maxPerFile)")
    }

    /// The diagnostics sorted by location, each reported once.
    func sortedDiagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        for diagnostic in diagnostics.sorted() where result.last != diagnostic {
            result.append(diagnostic)
        }
        return result
    }

    /// Reports a tab at `offset` on the current line: as indentation when only white space precedes it.
    mutating func reportTab(at offset: Int) {
        if offset > lineStart && bytes[offset - 1] == ASCII.tab { return }
        var i = lineStart
        while i < offset && (bytes[i] == ASCII.space || bytes[i] == ASCII.tab) { i += 1 }
        if i == offset {
            report(
                .yamlTabIndent, at: mark(at: offset), "tab used for indentation",
                notes: ["indent with spaces, not tabs"])
        } else {
            report(
                .yamlTab, at: mark(at: offset), "tab character outside quotes",
                notes: ["separate with spaces; to put a tab in a value, write '\\t' inside double quotes"])
        }
    }

    // MARK: Text

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// User text for a message: one line, at most 40 characters, control characters replaced.
    static func excerpt(_ text: String) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == 40 {
                result += "…"
                break
            }
            if scalar == "\n" {
                result += "…"
                break
            }
            let value = scalar.value
            result.unicodeScalars.append(value < 0x20 || (0x7F...0x9F).contains(value) ? "\u{FFFD}" : scalar)
            count += 1
        }
        return result
    }

    /// The excerpt of the rest of the current line from `pos`, for "unexpected text" messages.
    func restOfLine() -> String {
        var end = pos
        while end < bytes.count && bytes[end] != ASCII.newline { end += 1 }
        return Self.excerpt(text(pos..<end))
    }

    // MARK: Byte classes

    /// Whether `b` is a space or a tab.
    static func isWhite(_ b: UInt8) -> Bool { b == ASCII.space || b == ASCII.tab }

    /// Whether `b` is one of `,[]{}`, which end plain scalars inside flow collections.
    static func isFlowIndicator(_ b: UInt8) -> Bool {
        b == ASCII.comma || b == ASCII.openBracket || b == ASCII.closeBracket || b == ASCII.openBrace || b == ASCII.closeBrace
    }

    /// Whether the byte at `i` is white space, a line break, or past the end: what must follow an
    /// indicator such as '-', ':' or '?' for YAML to read it as one.
    func isBlankOrEnd(_ i: Int) -> Bool {
        i >= bytes.count || bytes[i] == ASCII.space || bytes[i] == ASCII.newline || bytes[i] == ASCII.tab
    }

    /// Whether `pos` is at the end of its line's content: a line break, the end, or a comment.
    var atLineEnd: Bool {
        guard pos < bytes.count else { return true }
        let b = bytes[pos]
        return b == ASCII.newline || (b == ASCII.hash && (pos == lineStart || Self.isWhite(bytes[pos - 1])))
    }

    /// Whether a block sequence entry ('- ' or a lone '-') starts at `i`.
    func isDashEntry(_ i: Int) -> Bool {
        i < bytes.count && bytes[i] == ASCII.dash && isBlankOrEnd(i + 1)
    }

    /// Whether a document marker ('---' or '...' then white space or the line's end) starts at `i`.
    func isDocumentMarker(at i: Int) -> Bool {
        guard i + 2 < bytes.count else { return false }
        let b = bytes[i]
        guard b == ASCII.dash || b == ASCII.dot, bytes[i + 1] == b, bytes[i + 2] == b else { return false }
        return isBlankOrEnd(i + 3)
    }
}
