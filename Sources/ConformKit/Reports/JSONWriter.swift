/// A minimal streaming JSON writer: keys are written in the order given (callers give them sorted),
/// so output is byte-identical for identical input.
public struct JSONWriter {
    /// The text so far.
    public private(set) var text: String = ""
    private var needsComma: [Bool] = [false]
    private let indentUnit: String
    private var depth = 0

    /// Creates a writer; `pretty` indents by two spaces.
    public init(pretty: Bool = true, capacity: Int = 4096) {
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
    public mutating func beginObject(_ key: String? = nil) { open(key, "{") }
    /// Closes the innermost object.
    public mutating func endObject() { close("}") }
    /// Opens an array.
    public mutating func beginArray(_ key: String? = nil) { open(key, "[") }
    /// Closes the innermost array.
    public mutating func endArray() { close("]") }

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
    public mutating func string(_ key: String?, _ value: String) {
        self.key(key)
        Self.appendQuoted(value, to: &text)
    }

    /// Writes a string value, or null.
    public mutating func optionalString(_ key: String?, _ value: String?) {
        if let value { string(key, value) } else { self.key(key); text += "null" }
    }

    /// Writes an integer value.
    public mutating func int(_ key: String?, _ value: Int) {
        self.key(key)
        text += String(value)
    }

    /// Writes a boolean value.
    public mutating func bool(_ key: String?, _ value: Bool) {
        self.key(key)
        text += value ? "true" : "false"
    }

    /// Appends `value` as a JSON string literal.
    public static func appendQuoted(_ value: String, to text: inout String) {
        text += "\""
        var run = value.unicodeScalars.startIndex
        let scalars = value.unicodeScalars
        var i = run
        while i < scalars.endIndex {
            let c = scalars[i]
            let escape: String?
            switch c {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            default:
                if c.value < 0x20 {
                    let hex = String(c.value, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escape = nil
                }
            }
            if let escape {
                text.unicodeScalars.append(contentsOf: scalars[run..<i])
                text += escape
                run = scalars.index(after: i)
            }
            i = scalars.index(after: i)
        }
        text.unicodeScalars.append(contentsOf: scalars[run..<scalars.endIndex])
        text += "\""
    }
}
