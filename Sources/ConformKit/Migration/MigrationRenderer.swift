/// Renders a migration report: counts first, then each group of identical differences, largest first.
/// Pure: takes values and `colour`, returns text.
public enum MigrationRenderer {
    /// How many spec ids to list under a group before summarising the rest.
    public static let specsShown = 5

    /// The terminal form.
    public static func text(_ m: Migration, colour: Bool) -> String {
        let style = Style(colour: colour)
        var out = style.bold("conform diff \(m.old.id) (\(m.old.sdk) \(m.old.sdkVersion)) → \(m.new.id) (\(m.new.sdk) \(m.new.sdkVersion))") + "\n"
        out += summary(m) + "\n"
        for (kind, count) in kindCounts(m) { out += "  \(String(count).leftPadded(4)) \(kind.label)\n" }
        for group in m.groups {
            let d = group.difference
            out += "\n" + style.bold("[\(group.specs.count) spec\(group.specs.count == 1 ? "" : "s")] \(d.kind.label)" + (d.kind == .finalStateChanged ? "" : ": \(d.event)")) + "\n"
            if !d.before.isEmpty { out += "    " + style.red("- \(d.before)") + "\n" }
            if !d.after.isEmpty { out += "    " + style.green("+ \(d.after)") + "\n" }
            out += "    " + style.dim("in: " + specList(group.specs)) + "\n"
        }
        return out
    }

    /// The markdown form, for a pull request or step summary.
    public static func markdown(_ m: Migration) -> String {
        var out = "## Migration: `\(m.old.id)` (\(m.old.sdkVersion)) → `\(m.new.id)` (\(m.new.sdkVersion))\n\n"
        out += summary(m) + "\n\n"
        if !m.groups.isEmpty {
            out += "| kind | count |\n| --- | ---: |\n"
            for (kind, count) in kindCounts(m) { out += "| \(kind.label) | \(count) |\n" }
            out += "\n| specs | change | event | before | after |\n| ---: | --- | --- | --- | --- |\n"
            for group in m.groups {
                let d = group.difference
                out += "| \(group.specs.count) | \(d.kind.label) | `\(d.event)` | \(code(d.before)) | \(code(d.after)) |\n"
            }
            out += "\n<details><summary>Specs per change</summary>\n\n"
            for group in m.groups {
                out += "- **\(group.difference.kind.label)** `\(group.difference.event)`: " + group.specs.map { "`\($0)`" }.joined(separator: ", ") + "\n"
            }
            out += "\n</details>\n"
        }
        return out
    }

    /// The JSON form (schema `conform-migration/1`).
    public static func json(_ m: Migration) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.string("schema", "conform-migration/1")
        w.beginObject("old"); w.string("id", m.old.id); w.string("sdk", m.old.sdk); w.string("version", m.old.sdkVersion); w.endObject()
        w.beginObject("new"); w.string("id", m.new.id); w.string("sdk", m.new.sdk); w.string("version", m.new.sdkVersion); w.endObject()
        w.int("compared", m.compared)
        w.int("differing", m.differing)
        w.beginArray("groups")
        for group in m.groups {
            w.beginObject()
            w.string("after", group.difference.after)
            w.string("before", group.difference.before)
            w.string("event", group.difference.event)
            w.string("kind", group.difference.kind.rawValue)
            w.beginArray("specs")
            for spec in group.specs { w.string(nil, spec) }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }

    static func summary(_ m: Migration) -> String {
        if m.groups.isEmpty { return "\(m.compared) specs compared: no differences" }
        return "\(m.compared) specs compared, \(m.differing) differ: \(m.occurrences) difference\(m.occurrences == 1 ? "" : "s") in \(m.groups.count) group\(m.groups.count == 1 ? "" : "s")"
    }

    static func kindCounts(_ m: Migration) -> [(Migration.Kind, Int)] {
        var counts: [Migration.Kind: Int] = [:]
        for group in m.groups { counts[group.difference.kind, default: 0] += group.specs.count }
        return counts.sorted { $0.key < $1.key }
    }

    static func specList(_ specs: [String]) -> String {
        if specs.count <= specsShown { return specs.joined(separator: ", ") }
        return specs.prefix(specsShown).joined(separator: ", ") + " and \(specs.count - specsShown) more"
    }

    static func code(_ s: String) -> String {
        s.isEmpty ? "—" : "`" + s.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'") + "`"
    }
}

extension String {
    /// The string padded on the left to `length` characters.
    func leftPadded(_ length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
