/// A minimal streaming JSON writer: keys are written in the order given (callers give them sorted),
/// so output is byte-identical for identical input. It writes UTF-8 bytes into one buffer and makes
/// a `String` once, at the end: a report of 10,000 specs is tens of megabytes of small pieces.
package struct JSONWriter {
    /// The bytes so far (UTF-8).
    package private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]
    private let pretty: Bool
    private let forScript: Bool
    private var depth = 0

    /// Creates a writer; `pretty` indents by two spaces. `forScript` writes JSON that is also inert
    /// inside an HTML `<script>` element: `<`, `>`, `&` and DEL escaped as `\u003c`, `\u003e`,
    /// `\u0026` and `\u007f` besides JSON's own escapes (U+2028 and U+2029 always are), so no string can close
    /// the element or open a comment; `JSON.parse` reads the same values back.
    package init(pretty: Bool = true, capacity: Int = 4096, forScript: Bool = false) {
        self.pretty = pretty
        self.forScript = forScript
        bytes.reserveCapacity(capacity)
    }

    /// The text so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes with the final newline a file ends with; the writer is done.
    package mutating func finish() -> [UInt8] {
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<(depth * 2) { bytes.append(UInt8(ascii: " ")) }
    }

    private mutating func separator() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
        if pretty, depth > 0 { newline() }
    }

    private mutating func key(_ key: String?) {
        separator()
        if let key {
            Self.appendQuoted(key, to: &bytes, forScript: forScript)
            bytes.append(UInt8(ascii: ":"))
            if pretty { bytes.append(UInt8(ascii: " ")) }
        }
    }

    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Opens an object (as a value of `key` inside an object, or as an array element when nil).
    package mutating func beginObject(_ key: String? = nil) { open(key, UInt8(ascii: "{")) }
    /// Closes the innermost object.
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    /// Opens an array.
    package mutating func beginArray(_ key: String? = nil) { open(key, UInt8(ascii: "[")) }
    /// Closes the innermost array.
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ k: String?, _ bracket: UInt8) {
        if depth == 0 && !needsComma[0] { needsComma[0] = true } else { key(k) }
        bytes.append(bracket)
        depth += 1
        needsComma.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        let hadItems = needsComma.removeLast()
        depth -= 1
        if hadItems, pretty { newline() }
        bytes.append(bracket)
    }

    /// Writes `json`, a value already written as compact JSON (a step object), as it is.
    package mutating func json(_ key: String?, _ json: String) {
        self.key(key)
        bytes.append(contentsOf: json.utf8)
    }

    /// Writes a string value.
    package mutating func string(_ key: String?, _ value: String) {
        self.key(key)
        Self.appendQuoted(value, to: &bytes, forScript: forScript)
    }

    /// Writes a string value, or null.
    package mutating func optionalString(_ key: String?, _ value: String?) {
        if let value { string(key, value) } else { self.key(key); raw("null") }
    }

    /// Writes an integer value.
    package mutating func int(_ key: String?, _ value: Int) {
        self.key(key)
        Self.appendDecimal(value, to: &bytes)
    }

    /// Writes a decimal number with one digit after the point (`87.5`), or null; deterministic,
    /// whatever the locale.
    package mutating func decimal(_ key: String?, _ value: Double?) {
        self.key(key)
        guard let value, value.isFinite else { raw("null"); return }
        let tenths = Int((value * 10).rounded())
        if tenths < 0, tenths / 10 == 0 { bytes.append(UInt8(ascii: "-")) }
        Self.appendDecimal(tenths / 10, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(abs(tenths % 10)))
    }

    /// Writes `units` / 10^`scale` as a decimal number without floating point, trailing zeros
    /// dropped: `decimal(k, 8235, scale: 4)` writes `0.8235`, `10000` writes `1`.
    package mutating func decimal(_ key: String?, _ units: Int, scale: Int) {
        self.key(key)
        var divisor = 1
        for _ in 0..<max(0, scale) { divisor *= 10 }
        if units < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = units.magnitude
        bytes.append(contentsOf: String(magnitude / UInt(divisor)).utf8)
        var fraction = String(magnitude % UInt(divisor))
        while fraction.count < scale { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if !fraction.isEmpty {
            bytes.append(UInt8(ascii: "."))
            bytes.append(contentsOf: fraction.utf8)
        }
    }

    /// Writes null.
    package mutating func null(_ key: String?) {
        self.key(key)
        raw("null")
    }

    /// Writes a boolean value.
    package mutating func bool(_ key: String?, _ value: Bool) {
        self.key(key)
        if value { raw("true") } else { raw("false") }
    }

    /// Appends an integer in decimal, without making a `String`.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 { bytes.append(UInt8(ascii: "0") + UInt8(magnitude)); return }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[i]) }
        }
    }

    /// Appends `value` as a JSON string literal to a `String` (for writers that build text).
    package static func appendQuoted(_ value: String, to text: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count + 2)
        appendQuoted(value, to: &bytes)
        text += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as a JSON string literal (with `forScript`, inert in a `<script>` element, as
    /// `init` says). Scans UTF-8 and copies runs that need no escape in one go (escapes are all
    /// ASCII, so run boundaries are always character boundaries).
    package static func appendQuoted(_ value: String, to bytes: inout [UInt8], forScript: Bool = false) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var run = 0
            var i = 0
            while i < utf8.count {
                let byte = utf8[i]
                if byte >= 0xC2, let (scalar, length) = hiddenScalar(utf8, at: i) {
                    // A C1 control or an invisible character (U+00A0, U+200B, U+202E, …): written
                    // as its `\uXXXX` escape, the same string to every reader, never raw in a log.
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<i]))
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [
                        UInt8(ascii: "\\"), UInt8(ascii: "u"), hex[Int(scalar >> 12 & 0xF)], hex[Int(scalar >> 8 & 0xF)],
                        hex[Int(scalar >> 4 & 0xF)], hex[Int(scalar & 0xF)]
                    ])
                    i += length
                    run = i
                    continue
                }
                let at = i
                i += 1
                guard
                    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                        || (forScript && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == 0x7F))
                else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<at]))
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [
                        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                        hex[Int(byte >> 4)], hex[Int(byte & 0xF)]
                    ])
                }
                run = at + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The scalar starting at `i` and its length in bytes, when it is one `VisibleText.escape`
    /// shows escaped: a C1 control or an invisible character. Such scalars take two or three bytes.
    @inline(__always)
    static func hiddenScalar(_ utf8: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int)? {
        let lead = utf8[i]
        let scalar: UInt32, length: Int
        if lead < 0xE0 {
            guard lead == 0xC2 || lead == 0xCD || lead == 0xD8, i + 1 < utf8.count else { return nil }
            scalar = UInt32(lead & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)
            length = 2
        } else if lead < 0xF0 {
            guard lead == 0xE1 || lead == 0xE2 || lead == 0xE3 || lead == 0xEF, i + 2 < utf8.count else { return nil }
            scalar = UInt32(lead & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F)
            length = 3
        } else {
            return nil
        }
        return (0x80...0x9F).contains(scalar) || VisibleText.isInvisible(scalar) ? (scalar, length) : nil
    }
}
