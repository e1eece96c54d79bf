/// Escaping for the HTML report: every piece of input text (spec ids, native callbacks, arguments,
/// messages) passes through here on its way into element content, a quoted attribute or SVG text.
///
/// `&`, `<`, `>`, `"` and `'` become character references, so the same escaped text is inert in
/// content and in either kind of quoted attribute. Control characters other than tab, line feed
/// and carriage return, which HTML does not allow, become U+FFFD.
package enum HTMLEscaping {
    /// `value`, escaped.
    package static func escape(_ value: String) -> String {
        var out = String()
        out.reserveCapacity(value.utf8.count + 16)
        append(value, to: &out)
        return out
    }

    /// Appends `value`, escaped, to `out`. Scans UTF-8 and copies runs that need no escape in one
    /// go; every byte replaced is ASCII, so run boundaries are always character boundaries.
    package static func append(_ value: String, to out: inout String) {
        let utf8 = value.utf8
        var run = utf8.startIndex
        var index = run
        while index < utf8.endIndex {
            if let replacement = replacement(for: utf8[index]) {
                out += value[run..<index]
                out += replacement
                run = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        out += value[run..<utf8.endIndex]
    }

    /// Appends at most `limit` characters of `value`, escaped, ending with `…` when it was cut;
    /// returns whether it was cut, so the caller can offer the whole text elsewhere.
    @discardableResult
    package static func append(_ value: String, limit: Int, to out: inout String) -> Bool {
        guard limit > 0, value.utf8.count > limit else {
            append(value, to: &out)
            return false
        }
        var end = value.startIndex
        var count = 0
        while end < value.endIndex && count < limit - 1 {
            end = value.index(after: end)
            count += 1
        }
        guard end < value.endIndex, value.index(after: end) < value.endIndex else {
            append(value, to: &out)
            return false
        }
        append(String(value[..<end]), to: &out)
        out += "…"
        return true
    }

    /// What replaces `byte`, or nil when it stands for itself.
    @inline(__always)
    private static func replacement(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "'"): return "&#39;"
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
        case 0..<0x20, 0x7F: return "\u{FFFD}"
        default: return nil
        }
    }
}
