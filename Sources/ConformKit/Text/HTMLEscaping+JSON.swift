extension HTMLEscaping {
    /// Appends `value` as a JSON string literal that is also inert inside an HTML `<script>`
    /// element: besides JSON's own escapes, `<`, `>` and `&` become `\u003c`, `\u003e` and
    /// `\u0026`, so no input can close the element (`</script>`) or open a comment (`<!--`), and
    /// U+2028 and U+2029 become `\u2028` and `\u2029`. `JSON.parse` reads the same text back.
    package static func appendScriptJSON(_ value: String, to out: inout String) {
        out += "\""
        let utf8 = value.utf8
        var run = utf8.startIndex
        var index = run
        while index < utf8.endIndex {
            let byte = utf8[index]
            var next = utf8.index(after: index)
            var escape: String?
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case UInt8(ascii: "<"): escape = "\\u003c"
            case UInt8(ascii: ">"): escape = "\\u003e"
            case UInt8(ascii: "&"): escape = "\\u0026"
            case 0..<0x20, 0x7F: escape = "\\u" + hex4(byte)
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9: legal in JSON, line breaks to an older JavaScript.
                let second = next < utf8.endIndex ? utf8[next] : 0
                let thirdIndex = next < utf8.endIndex ? utf8.index(after: next) : next
                let third = thirdIndex < utf8.endIndex ? utf8[thirdIndex] : 0
                if second == 0x80, third == 0xA8 || third == 0xA9 {
                    escape = third == 0xA8 ? "\\u2028" : "\\u2029"
                    next = utf8.index(after: thirdIndex)
                }
            default:
                break
            }
            if let escape {
                out += value[run..<index]
                out += escape
                run = next
            }
            index = next
        }
        out += value[run..<utf8.endIndex]
        out += "\""
    }

    /// `byte` as four lowercase hex digits.
    private static func hex4(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16)
        return String(repeating: "0", count: 4 - hex.count) + hex
    }
}
