/// How transcript fields are spelled: bare when that reads back unambiguously, otherwise as a JSON
/// string literal. One mechanism for every field keeps the format easy to state and to parse.
enum TranscriptEscaping {
    /// The role a field plays on its line, which decides what would make a bare spelling ambiguous.
    enum FieldKind {
        /// Runs to the end of the line: header values.
        case text
        /// Runs to the end of a `step` line; must not start with `@`, which introduces a time.
        case step
        /// A single word ended by a space: subjects and the final result.
        case token
        /// An event's canonical name: a token that must not start with `@`.
        case name
        /// A native callback: runs to the next ` | ` or the end of the line, so it holds no `|`.
        case native
    }

    /// Appends `value` to `out`, bare when it is plain for `kind`, else quoted.
    static func appendField(_ value: String, kind: FieldKind, to out: inout TranscriptText) {
        var value = value
        let plain = value.withUTF8 { utf8 in
            guard isPlain(utf8, kind: kind) else { return false }
            out.append(utf8)
            return true
        }
        if !plain { appendQuoted(value, to: &out) }
    }

    /// Whether the UTF-8 bytes `utf8` can be written bare as a field of `kind` and read back
    /// unchanged: one pass over contiguous memory (every event of every run is written this way,
    /// field by field).
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>, kind: FieldKind) -> Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        if first == ASCII.doubleQuote || first == ASCII.space || last == ASCII.space { return false }
        if first == ASCII.at && (kind == .name || kind == .step) { return false }
        let pipeEnds = kind != .text && kind != .step
        let spaceEnds = kind == .token || kind == .name
        for i in 0..<utf8.count {
            let b = utf8[i]
            if b < 0x20 || b == 0x7F { return false }
            if b == ASCII.pipe && pipeEnds { return false }
            if b == ASCII.space && spaceEnds { return false }
            if b >= 0x80 && endsLineBreakingScalar(utf8, at: i) { return false }
        }
        return true
    }

    /// Whether the byte at `i` ends U+0085 (`C2 85`), U+2028 (`E2 80 A8`) or U+2029 (`E2 80 A9`).
    @inline(__always)
    private static func endsLineBreakingScalar(_ utf8: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let c = utf8[i]
        if c == 0x85 { return i >= 1 && utf8[i - 1] == 0xC2 }
        if c == 0xA8 || c == 0xA9 { return i >= 2 && utf8[i - 1] == 0x80 && utf8[i - 2] == 0xE2 }
        return false
    }

    /// Appends `value` as a JSON string literal: `"`, `\` and control characters escaped, plus the
    /// Unicode line breaks U+0085, U+2028 and U+2029 so no tool ever sees a field span two lines.
    static func appendQuoted(_ value: String, to out: inout TranscriptText) {
        out.append("\"")
        if !needsEscaping(value) {
            out.append(value)
        } else {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": out.append("\\\"")
                case "\\": out.append("\\\\")
                case "\n": out.append("\\n")
                case "\r": out.append("\\r")
                case "\t": out.append("\\t")
                case "\u{08}": out.append("\\b")
                case "\u{0C}": out.append("\\f")
                default:
                    let v = scalar.value
                    if v < 0x20 || v == 0x7F || v == 0x85 || v == 0x2028 || v == 0x2029 {
                        out.append("\\u")
                        let hex = String(v, radix: 16, uppercase: false)
                        out.append(String(repeating: "0", count: 4 - hex.count))
                        out.append(hex)
                    } else {
                        out.append(scalar)
                    }
                }
            }
        }
        out.append("\"")
    }

    /// Whether a quoted `value` needs any escape at all (most do not, and are appended whole).
    private static func needsEscaping(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { utf8 in
            for i in 0..<utf8.count {
                let b = utf8[i]
                if b < 0x20 || b == 0x7F || b == ASCII.doubleQuote || b == ASCII.backslash { return true }
                if b >= 0x80 && endsLineBreakingScalar(utf8, at: i) { return true }
            }
            return false
        }
    }

    /// Whether `b` may appear in an argument key.
    @inline(__always)
    static func isKeyByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
            || b == ASCII.underscore || b == ASCII.dot || b == ASCII.dash
    }

    /// `key` with every character outside `[A-Za-z0-9_.-]` replaced by `_` (`_` when empty).
    static func sanitizedKey(_ key: String) -> String {
        if key.isEmpty { return "_" }
        if key.utf8.allSatisfy(isKeyByte) { return key }
        return String(
            key.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && isKeyByte(UInt8(scalar.value)) ? Character(scalar) : "_"
            })
    }
}
