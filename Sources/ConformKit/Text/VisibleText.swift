/// User-supplied text made safe to print where a person, a terminal or a CI log reads it.
///
/// A file name, a spec title or an adapter's stderr can hold anything: a line break that starts a
/// new log line, a terminal escape, a zero-width space that makes `state` and `sta​te` look
/// alike, or a GitHub Actions workflow command (`::warning::…`) the runner would obey. Values are
/// shown with such characters escaped Swift-style (`\n`, `\u{1B}`, `\u{200B}`) and every `::`
/// broken up as `:\u{3A}`, so nothing a user supplied can move the cursor, hide itself, or reach
/// the runner as a command.
package enum VisibleText {
    /// `value` with control characters, invisible characters and `::` escaped: for a user value in
    /// a message, a listing or a report line.
    package static func escaped<S: StringProtocol>(_ value: S) -> String {
        var out = visible(value, keepTabs: false)
        if out.contains("::") { out = breakingWorkflowCommands(out) }
        return out
    }

    /// `text` with control characters (tabs too, unless `keepTabs`) and invisible characters
    /// escaped, `::` left alone: for a quoted source line, which starts with a gutter.
    package static func visible<S: StringProtocol>(_ text: S, keepTabs: Bool = false) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if keepTabs && scalar == "\t" {
                out.unicodeScalars.append(scalar)
            } else if let escape = escape(scalar) {
                out += escape
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// How `scalar` is shown when it would be invisible or act on the terminal; nil when it is
    /// shown as it is.
    package static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: break
        }
        let value = scalar.value
        let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
        guard isControl || isInvisible(value) else { return nil }
        return "\\u{\(String(value, radix: 16, uppercase: true))}"
    }

    /// Characters that take no room or look like an ordinary space, and so hide a difference: the
    /// zero-width space and word joiner, the byte order mark, the soft hyphen, direction marks and
    /// overrides, line and paragraph separators, and the unusual spaces. The zero-width joiner
    /// and non-joiner are left alone: emoji and several scripts need them.
    static func isInvisible(_ value: UInt32) -> Bool {
        switch value {
        case 0x00A0, 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E: return true
        case 0x2000...0x200B, 0x200E, 0x200F, 0x2028...0x202F, 0x205F...0x2064, 0x2066...0x206F: return true
        case 0x3164, 0xFEFF, 0xFFA0, 0xFFF9...0xFFFB: return true
        default: return false
        }
    }

    /// `text` with every `::` written `:\u{3A}`, so no part of it can open a workflow command.
    static func breakingWorkflowCommands(_ text: String) -> String {
        var out = ""
        var previousColon = false
        for scalar in text.unicodeScalars {
            if scalar == ":" && previousColon {
                out += "\\u{3A}"
                previousColon = false
                continue
            }
            previousColon = scalar == ":"
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// Output about to reach a terminal, a CI log or the step summary, made harmless line by line: a
    /// line that would open a GitHub Actions workflow command (`::` after optional white space, as
    /// the runner reads it) has that `::` escaped; C0 control characters other than line feeds and
    /// tabs are escaped — except, when `colour` is on, the SGR colour sequences (`ESC [ … m`) the
    /// renderers themselves write — and so are C1 controls and the invisible characters `escape`
    /// shows (U+200B, U+00A0, U+202E, …), which no renderer writes on purpose. This is the one
    /// escaping every printed line goes through; deliberate annotations are written without it.
    package static func safeForLog(_ text: String, colour: Bool) -> String {
        var lines: [String] = []
        var changed = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var safe = controlsEscaped(line, colour: colour)
            if safe.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::") {
                let indent = safe.prefix { $0 == " " || $0 == "\t" }
                safe = indent + ":\\u{3A}" + safe.dropFirst(indent.count + 2)
            }
            if safe != line { changed = true }
            lines.append(safe)
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// `line` with C0 controls but tab escaped, keeping SGR sequences when `colour`.
    private static func controlsEscaped(_ line: Substring, colour: Bool) -> String {
        // Most lines are plain: ASCII without a control but tab, or text whose every scalar shows.
        guard line.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 >= 0x7F }),
            line.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) || isInvisible($0.value) })
        else { return String(line) }
        var out = ""
        let scalars = Array(line.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar.value < 0x20 && scalar != "\t" {
                if colour && scalar == "\u{1B}", let end = sgrEnd(scalars, from: i) {
                    for s in scalars[i...end] { out.unicodeScalars.append(s) }
                    i = end + 1
                    continue
                }
                out += escape(scalar) ?? ""
            } else if scalar.value >= 0x7F, let shown = escape(scalar) {
                out += shown
            } else {
                out.unicodeScalars.append(scalar)
            }
            i += 1
        }
        return out
    }

    /// The index of the `m` closing an SGR sequence `ESC [ digits;… m` that starts at `start`.
    private static func sgrEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var i = start + 2
        while i < scalars.count, i - start < 16 {
            let s = scalars[i]
            if s == "m" { return i }
            guard ("0"..."9").contains(s) || s == ";" else { return nil }
            i += 1
        }
        return nil
    }
}
