/// A JSON value as the `conform/1` wire protocol reads it: strict RFC 8259, numbers kept as their
/// text so whole numbers stay exact, duplicate keys refused.
package enum JSONValue: Sendable, Hashable {
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written (`12`, `-3.5e2`).
    case number(String)
    case string(String)
    case array([JSONValue])
    /// An object; keys are unique.
    case object([String: JSONValue])

    /// What the value is, for messages: `a string`, `an object`, `null`.
    package var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The object's members, or nil.
    package var object: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The string, or nil.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value as a whole number, or nil (fractions and exponents are not whole numbers here).
    package var integer: Int64? {
        if case .number(let text) = self { return Int64(text) }
        return nil
    }

    /// Parses one JSON text (surrounding whitespace allowed); throws a `JSONSyntaxError` naming the
    /// byte offset of the first problem.
    package static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(Array(bytes))
        return try parser.document()
    }

    /// Parses one JSON text from an array of bytes, without copying it (a merged shard report may
    /// be hundreds of megabytes).
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        return try parser.document()
    }

    /// Parses one JSON text from a string.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// Why a line is not JSON, and where.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    package var message: String
    /// The 0-based byte offset where it went wrong.
    package var offset: Int

    /// `expected ':' at byte 12`.
    package var description: String { "\(message) at byte \(offset)" }
}

/// A small recursive-descent JSON reader over UTF-8 bytes, bounded in nesting depth.
struct JSONParser {
    /// The most nested arrays and objects a message may have.
    static let maxDepth = 64

    /// The text being read.
    private let bytes: [UInt8]
    /// The offset of the next byte to read.
    private var i = 0
    /// How many arrays and objects are open.
    private var depth = 0

    /// Creates a parser over `bytes`.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Reads the one value the text holds, with nothing but whitespace around it.
    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        skipSpace()
        let value = try self.value()
        skipSpace()
        guard i == bytes.count else { throw fail("unexpected text after the JSON value") }
        return value
    }

    /// An error at the current offset.
    private func fail(_ message: String) -> JSONSyntaxError { JSONSyntaxError(message: message, offset: i) }

    /// Skips JSON whitespace.
    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
    }

    /// Reads any value.
    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        guard i < bytes.count else { throw fail("unexpected end of input") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("unexpected character '\(Self.show(bytes[i]))'")
        }
    }

    /// A byte as a message shows it.
    private static func show(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
    }

    /// Reads `true`, `false` or `null`.
    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard i + count <= bytes.count else { throw fail("unexpected end of input") }
        for k in 0..<count where bytes[i + k] != word.utf8Start[k] { throw fail("invalid literal") }
        i += count
    }

    /// Reads an object; a repeated key is an error.
    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        var members: [String: JSONValue] = [:]
        try items(closing: UInt8(ascii: "}")) { parser throws(JSONSyntaxError) in try parser.member(into: &members) }
        return .object(members)
    }

    /// Reads one `"key": value` member of an object into `members`.
    private mutating func member(into members: inout [String: JSONValue]) throws(JSONSyntaxError) {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a quoted key") }
        let keyStart = i
        let key = try string()
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':'") }
        i += 1
        skipSpace()
        let member = try value()
        guard members.updateValue(member, forKey: key) == nil else {
            throw JSONSyntaxError(message: "duplicate key '\(key)'", offset: keyStart)
        }
    }

    /// Reads an array.
    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        var items: [JSONValue] = []
        try self.items(closing: UInt8(ascii: "]")) { parser throws(JSONSyntaxError) in items.append(try parser.value()) }
        return .array(items)
    }

    /// Reads the comma-separated items of the array or object opening here, up to `close`, each
    /// with `item`; refuses nesting past the limit.
    private mutating func items(closing close: UInt8, _ item: (inout JSONParser) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maxDepth else { throw fail("nested deeper than \(Self.maxDepth) levels") }
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == close {
            i += 1
            depth -= 1
            return
        }
        while true {
            skipSpace()
            try item(&self)
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of input") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == close { i += 1; break }
            throw fail("expected ',' or '\(Self.show(close))'")
        }
        depth -= 1
    }

    /// Reads a number as written, checking its grammar.
    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, Self.isDigit(bytes[i]) else { throw fail("expected a digit") }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else {
            skipDigits()
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < bytes.count, Self.isDigit(bytes[i]) else { throw fail("expected a digit after '.'") }
            skipDigits()
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, Self.isDigit(bytes[i]) else { throw fail("expected a digit in the exponent") }
            skipDigits()
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// Skips ASCII digits.
    private mutating func skipDigits() {
        while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
    }

    /// Whether `b` is an ASCII digit.
    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// Reads a string, decoding its escapes; the result must be valid UTF-8.
    private mutating func string() throws(JSONSyntaxError) -> String {
        i += 1
        var out: [UInt8] = []
        var runStart = i
        while true {
            guard i < bytes.count else { throw fail("unterminated string") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                out.append(contentsOf: bytes[runStart..<i])
                i += 1
                break
            }
            if b < 0x20 { throw fail("control character in a string (escape it)") }
            if b != UInt8(ascii: "\\") {
                i += 1
                continue
            }
            out.append(contentsOf: bytes[runStart..<i])
            i += 1
            guard i < bytes.count else { throw fail("unterminated escape") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"): out.append(contentsOf: try unicodeEscape())
            default: throw fail("invalid escape '\\\(Self.show(e))'")
            }
            runStart = i
        }
        guard let text = String(validating: out, as: UTF8.self) else {
            throw fail("the string is not valid UTF-8")
        }
        return text
    }

    /// Reads the `XXXX` of `\uXXXX` (and a following low surrogate), returning the scalar's UTF-8.
    private mutating func unicodeEscape() throws(JSONSyntaxError) -> [UInt8] {
        let high = try hex4()
        var scalarValue = high
        if (0xD800...0xDBFF).contains(high) {
            guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                throw fail("a lone high surrogate")
            }
            i += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw fail("a high surrogate without its low surrogate") }
            scalarValue = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(high) {
            throw fail("a lone low surrogate")
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { throw fail("an invalid Unicode escape") }
        var encoded: [UInt8] = []
        UTF8.encode(scalar) { encoded.append($0) }
        return encoded
    }

    /// Reads four hex digits.
    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("a short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = ASCII.hexValue(bytes[i]) else { throw fail("invalid hex digit in a \\u escape") }
            value = value << 4 | digit
            i += 1
        }
        return value
    }
}
