import ConformKit

/// Renders the cross-SDK auto-dismiss table of docs/adapters/auto-dismiss.md from the built-in
/// models' declarations, so the table is never written by hand.
package enum AutoDismissTable {
    /// The markdown table: one row per adapter that declares a policy, in `adapters`' order.
    package static func markdown(_ adapters: [any Adapter]) -> String {
        var lines = [
            "| adapter | SDK | purchase success | pending | cancel | restore finds purchases |",
            "| --- | --- | --- | --- | --- | --- |"
        ]
        for adapter in adapters {
            guard let declaring = adapter as? any AutoDismissDeclaring else { continue }
            let policy = declaring.autoDismiss
            let info = adapter.info
            let cells = [policy.purchase, policy.pending, policy.cancel, policy.restore].map { escape($0.text) }
            lines.append("| `\(info.id)` | \(escape(info.sdk)) \(info.sdkVersion) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text between the markers of the checked-in page, where `markdown` goes.
    package static let beginMarker = "<!-- generated: AutoDismissTable, do not edit by hand -->"
    /// The marker that closes the generated part.
    package static let endMarker = "<!-- end of generated table -->"

    /// `page` with the generated part replaced by `table`; nil when the page has no markers.
    package static func replacing(in page: String, with table: String) -> String? {
        guard let begin = page.range(of: beginMarker), let end = page.range(of: endMarker),
            begin.upperBound <= end.lowerBound
        else { return nil }
        return String(page[..<begin.upperBound]) + "\n" + table + String(page[end.lowerBound...])
    }

    /// A cell's text with `|` escaped, so a note cannot break the table.
    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
