/// A minimal streaming JSON writer: keys are written in the order given (callers give them sorted),
/// so output is byte-identical for identical input.
package struct JSONWriter {
    /// The text so far.
    package private(set) var text: String = ""
    private var needsComma: [Bool] = [false]
    private let indentUnit: String
    private var depth = 0

    /// Creates a writer; `pretty` indents by two spaces.
    package init(pretty: Bool = true, capacity: Int = 4096) {
        indentUnit = pretty ? "  " : ""
        text.reserveCapacity(capacity)
    }

    private mutating func separator() {
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
        if !indentUnit.isEmpty, depth > 0 {
            text += "\n"
            for _ in 0..<depth { text += indentUnit }
        }
    }

    private mutating func key(_ key: String?) {
        separator()
        if let key {
            Self.appendQuoted(key, to: &text)
            text += indentUnit.isEmpty ? ":" : ": "
        }
    }

    /// Opens an object (as a value of `key` inside an object, or as an array element when nil).
    package mutating func beginObject(_ key: String? = nil) { open(key, "{") }
    /// Closes the innermost object.
    package mutating func endObject() { close("}") }
    /// Opens an array.
    package mutating func beginArray(_ key: String? = nil) { open(key, "[") }
    /// Closes the innermost array.
    package mutating func endArray() { close("]") }

    private mutating func open(_ k: String?, _ bracket: String) {
        if depth == 0 && !needsComma[0] { needsComma[0] = true } else { key(k) }
        text += bracket
        depth += 1
        needsComma.append(false)
    }

    private mutating func close(_ bracket: String) {
        let hadItems = needsComma.removeLast()
        depth -= 1
        if hadItems, !indentUnit.isEmpty {
            text += "\n"
            for _ in 0..<depth { text += indentUnit }
        }
        text += bracket
    }

    /// Writes a string value.
    package mutating func string(_ key: String?, _ value: String) {
        self.key(key)
        Self.appendQuoted(value, to: &text)
    }

    /// Writes a string value, or null.
    package mutating func optionalString(_ key: String?, _ value: String?) {
        if let value { string(key, value) } else { self.key(key); text += "null" }
    }

    /// Writes an integer value.
    package mutating func int(_ key: String?, _ value: Int) {
        self.key(key)
        text += String(value)
    }

    /// Writes a decimal number with one digit after the point (`87.5`), or null; deterministic,
    /// whatever the locale.
    package mutating func decimal(_ key: String?, _ value: Double?) {
        self.key(key)
        guard let value, value.isFinite else { text += "null"; return }
        let tenths = Int((value * 10).rounded())
        text += "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// Writes `units` / 10^`scale` as a decimal number without floating point, trailing zeros
    /// dropped: `decimal(k, 8235, scale: 4)` writes `0.8235`, `10000` writes `1`.
    package mutating func decimal(_ key: String?, _ units: Int, scale: Int) {
        self.key(key)
        var divisor = 1
        for _ in 0..<max(0, scale) { divisor *= 10 }
        if units < 0 { text += "-" }
        let magnitude = units.magnitude
        text += String(magnitude / UInt(divisor))
        var fraction = String(magnitude % UInt(divisor))
        while fraction.count < scale { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if !fraction.isEmpty { text += "." + fraction }
    }

    /// Writes null.
    package mutating func null(_ key: String?) {
        self.key(key)
        text += "null"
    }

    /// Writes a boolean value.
    package mutating func bool(_ key: String?, _ value: Bool) {
        self.key(key)
        text += value ? "true" : "false"
    }

    /// Appends `value` as a JSON string literal. Scans UTF-8 and copies runs that need no escape
    /// in one go (escapes are all ASCII, so run boundaries are always character boundaries).
    package static func appendQuoted(_ value: String, to text: inout String) {
        text += "\""
        let utf8 = value.utf8
        var run = utf8.startIndex
        var i = run
        while i < utf8.endIndex {
            let byte = utf8[i]
            let escape: String?
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                escape = nil
            }
            if let escape {
                text += value[run..<i]
                text += escape
                run = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        text += value[run..<utf8.endIndex]
        text += "\""
    }
}
