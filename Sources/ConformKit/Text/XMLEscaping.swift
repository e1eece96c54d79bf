/// Escaping for XML attributes and text: the five special characters, and control characters
/// XML 1.0 cannot hold at all (replaced with U+FFFD so the file stays well-formed).
enum XMLEscaping {
    /// `text` safe inside an attribute value or element content.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else if (0x7F...0x9F).contains(scalar.value) || VisibleText.isInvisible(scalar.value) {
                    // The same character to every XML reader, never raw in a log.
                    out += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
