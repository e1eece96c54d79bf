/// Reads the fields of one transcript line, byte by byte; problems are thrown as `Failure` with the
/// byte offset they were found at, so the parser can give up on the line and go on with the next.
struct TranscriptLineScanner {
    /// A problem on the line: where, a stable id and a message.
    struct Failure: Error {
        /// The byte offset of the problem in the whole text.
        var offset: Int
        /// A stable diagnostic id.
        var id: DiagnosticID
        /// What is wrong.
        var message: String
        /// What was expected, or what to do.
        var notes: [String] = []
    }

    /// The bytes the format gives meaning to.

    /// The whole text's bytes.
    let bytes: [UInt8]
    /// The next byte to read.
    private(set) var position: Int
    /// The end of the line (its newline and any carriage return excluded).
    let end: Int

    /// Creates a scanner over `bytes[start..<end]`.
    init(bytes: [UInt8], start: Int, end: Int) {
        self.bytes = bytes
        self.position = start
        self.end = end
    }

    /// Whether the line is read to its end.
    var isAtEnd: Bool { position >= end }

    /// The next byte, if any.
    var peek: UInt8? { position < end ? bytes[position] : nil }

    /// Moves the read position to `offset` (never past the end of the line).
    mutating func advance(to offset: Int) {
        position = min(max(offset, position), end)
    }

    /// Whether the rest of the line starts with `literal`.
    func sees(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard end - position >= count else { return false }
        let start = literal.utf8Start
        for i in 0..<count where bytes[position + i] != start[i] { return false }
        return true
    }

    /// Consumes `literal` when the rest of the line starts with it.
    mutating func consume(_ literal: StaticString) -> Bool {
        guard sees(literal) else { return false }
        position += literal.utf8CodeUnitCount
        return true
    }

    /// Consumes `literal`, or fails with `message`.
    mutating func expect(_ literal: StaticString, _ message: @autoclosure () -> String, notes: [String] = []) throws(Failure) {
        guard consume(literal) else { throw Failure(offset: position, id: .transcriptSyntax, message: message(), notes: notes) }
    }

    /// Fails unless the line is read to its end.
    func expectEnd(_ message: @autoclosure () -> String) throws(Failure) {
        guard isAtEnd else { throw Failure(offset: position, id: .transcriptSyntax, message: message()) }
    }

    /// The bytes up to the next space (or the end), as text; may be empty.
    mutating func readWord() -> String {
        let start = position
        while position < end && bytes[position] != ASCII.space { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A field of `kind`: a JSON string when it starts with `"`, else bare text up to where that
    /// kind of field ends. `what` names the field in messages (`an event name`).
    mutating func readField(_ kind: TranscriptEscaping.FieldKind, what: String) throws(Failure) -> String {
        if peek == ASCII.doubleQuote { return try readQuoted() }
        let start = position
        switch kind {
        case .text, .step:
            position = end
        case .token, .name:
            while position < end && bytes[position] != ASCII.space { position += 1 }
        case .native:
            while position < end && !isAtSeparator(position) { position += 1 }
        }
        guard position > start else { throw Failure(offset: start, id: .transcriptSyntax, message: "expected \(what)") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Whether ` |` followed by a space or the end of the line starts at `index`.
    private func isAtSeparator(_ index: Int) -> Bool {
        index + 1 < end && bytes[index] == ASCII.space && bytes[index + 1] == ASCII.pipe
            && (index + 2 == end || bytes[index + 2] == ASCII.space)
    }

    /// A JSON string literal starting at the current `"`, decoded.
    mutating func readQuoted() throws(Failure) -> String {
        let open = position
        guard peek == ASCII.doubleQuote else {
            throw Failure(offset: position, id: .transcriptString, message: "expected a quoted string")
        }
        position += 1
        let start = position
        while position < end && bytes[position] != ASCII.doubleQuote && bytes[position] != ASCII.backslash && bytes[position] >= 0x20 {
            position += 1
        }
        if position < end && bytes[position] == ASCII.doubleQuote {
            position += 1
            return String(decoding: bytes[start..<(position - 1)], as: UTF8.self)
        }
        var decoded = Array(bytes[start..<position])
        while position < end {
            let byte = bytes[position]
            if byte == ASCII.doubleQuote {
                position += 1
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte < 0x20 {
                throw Failure(
                    offset: position, id: .transcriptString,
                    message: "control character in a quoted string", notes: ["write it as an escape such as '\\t' or '\\u0001'"])
            }
            if byte == ASCII.backslash {
                try readEscape(into: &decoded)
            } else {
                decoded.append(byte)
                position += 1
            }
        }
        throw Failure(offset: open, id: .transcriptString, message: "unterminated string", notes: ["add the closing '\"' before the end of the line"])
    }

    /// Decodes the escape at the current `\` into UTF-8 bytes.
    private mutating func readEscape(into decoded: inout [UInt8]) throws(Failure) {
        let escapeStart = position
        position += 1
        guard position < end else {
            throw Failure(offset: escapeStart, id: .transcriptString, message: "unterminated escape at the end of the line")
        }
        let letter = bytes[position]
        position += 1
        switch letter {
        case ASCII.doubleQuote, ASCII.backslash, 0x2F: decoded.append(letter)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "u"):
            var value = try readHex4(escapeStart: escapeStart)
            if (0xD800...0xDBFF).contains(value) {
                guard sees("\\u") else { throw invalidUnicode(escapeStart) }
                position += 2
                let low = try readHex4(escapeStart: escapeStart)
                guard (0xDC00...0xDFFF).contains(low) else { throw invalidUnicode(escapeStart) }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw invalidUnicode(escapeStart) }
            UTF8.encode(scalar) { decoded.append($0) }
        default:
            throw Failure(
                offset: escapeStart, id: .transcriptString,
                message: "unknown escape '\\\(Character(Unicode.Scalar(letter)))'",
                notes: ["escapes are those of JSON: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"])
        }
    }

    /// Four hex digits of a `\u` escape.
    private mutating func readHex4(escapeStart: Int) throws(Failure) -> UInt32 {
        guard end - position >= 4 else { throw invalidUnicode(escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = ASCII.hexValue(bytes[position]) else { throw invalidUnicode(escapeStart) }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    /// The failure for a malformed `\u` escape.
    private func invalidUnicode(_ offset: Int) -> Failure {
        Failure(
            offset: offset, id: .transcriptString, message: "invalid unicode escape",
            notes: ["write '\\u' and four hex digits; a surrogate pair needs both halves"])
    }

    /// An argument key, `[A-Za-z0-9_.-]+`.
    mutating func readKey() throws(Failure) -> String {
        let start = position
        while position < end && TranscriptEscaping.isKeyByte(bytes[position]) { position += 1 }
        if position < end && bytes[position] != ASCII.equals {
            var scalarEnd = position + 1
            while scalarEnd < end && bytes[scalarEnd] & 0xC0 == 0x80 { scalarEnd += 1 }
            let bad = String(decoding: bytes[position..<scalarEnd], as: UTF8.self)
            throw Failure(
                offset: position, id: .transcriptArgumentKey,
                message: "invalid character '\(bad)' in an argument key",
                notes: ["argument keys use only letters, digits, '_', '.' and '-'"])
        }
        guard position > start else {
            throw Failure(offset: start, id: .transcriptArgumentKey, message: "expected an argument key before '='")
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A `@time ` prefix, when the line has one at this point; zero otherwise.
    mutating func readTime() throws(Failure) -> VirtualTime {
        guard peek == ASCII.at else { return .zero }
        let start = position
        position += 1
        let text = readWord()
        guard let time = Self.time(parsing: text) else {
            throw Failure(
                offset: start, id: .transcriptTime, message: "invalid time '@\(text)'",
                notes: ["write a virtual time such as '@2s', '@1.5s' or '@250ms'"])
        }
        try expect(" ", "expected a space after the time '@\(text)'")
        return time
    }

    /// Reads what `VirtualTime.description` writes (including negative and very large values),
    /// and everything `VirtualTime(parsing:)` accepts.
    static func time(parsing text: String) -> VirtualTime? {
        if let time = VirtualTime(parsing: text) { return time }
        var rest = Substring(text)
        let negative = rest.first == "-"
        if negative { rest = rest.dropFirst() }
        let milliseconds: UInt64
        if rest.hasSuffix("ms") {
            guard let whole = decimal(rest.dropLast(2)) else { return nil }
            milliseconds = whole
        } else if rest.hasSuffix("s") {
            let number = rest.dropLast()
            let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let whole = decimal(parts[0]) else { return nil }
            var fraction: UInt64 = 0
            if parts.count == 2 {
                guard parts[1].count <= 3, let digits = decimal(parts[1]) else { return nil }
                fraction = digits
                for _ in parts[1].count..<3 { fraction *= 10 }
            }
            let (scaled, overflow) = whole.multipliedReportingOverflow(by: 1000)
            let (sum, overflow2) = scaled.addingReportingOverflow(fraction)
            guard !overflow, !overflow2 else { return nil }
            milliseconds = sum
        } else {
            return nil
        }
        if negative && milliseconds == UInt64(Int64.max) + 1 { return VirtualTime(milliseconds: Int64.min) }
        guard milliseconds <= UInt64(Int64.max) else { return nil }
        return VirtualTime(milliseconds: negative ? -Int64(milliseconds) : Int64(milliseconds))
    }

    /// A non-empty run of ASCII digits as a number; nil on anything else or overflow.
    private static func decimal(_ text: Substring) -> UInt64? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return UInt64(text)
    }
}
