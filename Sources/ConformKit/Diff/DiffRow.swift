/// One row of a rendered transcript diff: what a renderer draws, before it becomes text or HTML.
package struct DiffRow: Sendable, Hashable {
    /// What the row is.
    package enum Kind: Sendable, Hashable {
        /// The line naming both sides and the number of changes.
        case header
        /// `…` between hunks.
        case gap
        /// An unchanged line shown around a change.
        case context
        /// The old side (the golden, the earlier SDK).
        case removed
        /// The new side (this run, the later SDK).
        case added

        /// The marker that starts the row in text, surviving without colour.
        package var marker: String {
            switch self {
            case .header, .gap: return ""
            case .context: return "  "
            case .removed: return "- "
            case .added: return "+ "
            }
        }
    }

    /// What the row is.
    package var kind: Kind
    /// The line, without its marker.
    package var text: String
    /// The characters of `text` that differ from the other side of a changed line.
    package var marked: Range<Int>?
}
