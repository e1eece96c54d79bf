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
        if isPlain(value, kind: kind) {
            out.append(value)
        } else {
            appendQuoted(value, to: &out)
        }
    }

    /// Whether `value` can be written bare as a field of `kind` and read back unchanged.
    static func isPlain(_ value: String, kind: FieldKind) -> Bool {
        var utf8 = value.utf8.makeIterator()
        guard let first = utf8.next() else { return false }
        if first == ASCII.quote || first == ASCII.space { return false }
        if first == ASCII.at && (kind == .name || kind == .step) { return false }
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        var last = first
        var byte: UInt8? = first
        while let b = byte {
            if b < 0x20 || b == 0x7F { return false }
            if b == ASCII.pipe && kind != .text && kind != .step { return false }
            if b == ASCII.space && (kind == .token || kind == .name) { return false }
            if isLineBreakingScalar(beforePrevious, previous, b) { return false }
            beforePrevious = previous
            previous = b
            last = b
            byte = utf8.next()
        }
        return last != ASCII.space
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
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for b in value.utf8 {
            if b < 0x20 || b == 0x7F || b == ASCII.quote || b == ASCII.backslash { return true }
            if isLineBreakingScalar(beforePrevious, previous, b) { return true }
            beforePrevious = previous
            previous = b
        }
        return false
    }

    /// Whether the bytes ending at `c` complete U+0085 (`C2 85`), U+2028 (`E2 80 A8`) or U+2029 (`E2 80 A9`).
    @inline(__always)
    private static func isLineBreakingScalar(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
        (b == 0xC2 && c == 0x85) || (a == 0xE2 && b == 0x80 && (c == 0xA8 || c == 0xA9))
    }

    /// Whether `key` is spelled only with `[A-Za-z0-9_.-]` and is not empty.
    static func isValidKey<S: Sequence>(_ key: S) -> Bool where S.Element == UInt8 {
        var any = false
        for b in key {
            guard isKeyByte(b) else { return false }
            any = true
        }
        return any
    }

    /// Whether `b` may appear in an argument key.
    @inline(__always)
    static func isKeyByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
            || b == ASCII.underscore || b == ASCII.dot || b == ASCII.dash
    }

    /// `key` with every character outside `[A-Za-z0-9_.-]` replaced by `_` (`_` when empty).
    static func sanitizedKey(_ key: String) -> String {
        if isValidKey(key.utf8) { return key }
        if key.isEmpty { return "_" }
        return String(key.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && isKeyByte(UInt8(scalar.value)) ? Character(scalar) : "_"
        })
    }

    /// The ASCII bytes the format gives meaning to.
    enum ASCII {
        /// ` `
        static let space: UInt8 = 0x20
        /// `"`
        static let quote: UInt8 = 0x22
        /// `@`
        static let at: UInt8 = 0x40
        /// `|`
        static let pipe: UInt8 = 0x7C
        /// `\`
        static let backslash: UInt8 = 0x5C
        /// `=`
        static let equals: UInt8 = 0x3D
        /// `_`
        static let underscore: UInt8 = 0x5F
        /// `.`
        static let dot: UInt8 = 0x2E
        /// `-`
        static let dash: UInt8 = 0x2D
        /// LF
        static let newline: UInt8 = 0x0A
        /// CR
        static let carriageReturn: UInt8 = 0x0D
    }
}
