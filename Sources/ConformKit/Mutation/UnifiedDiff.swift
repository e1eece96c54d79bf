/// A unified diff (`diff -u`, `git apply`) of one file from a list of line edits: the patch
/// `conform mutate --suggest` writes.
package struct UnifiedDiff {
    /// One edit: `remove` lines from `line` (0-based, of the old text) replaced by `insert`.
    package struct Edit: Sendable, Hashable {
        /// The first old line the edit touches; edits at the same line apply in the order given.
        package var line: Int
        /// How many old lines it removes.
        package var remove = 0
        /// The lines it puts in their place.
        package var insert: [String]
    }

    /// Lines of context around each change.
    static let context = 3

    /// The diff of `old` (the file's lines) after `edits` (which must not overlap), under `path`;
    /// empty without edits.
    package static func render(path: String, old: [String], edits: [Edit]) -> String {
        let edits = edits.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        guard !edits.isEmpty else { return "" }
        // Group edits whose context overlaps into hunks.
        var groups: [[Edit]] = []
        for edit in edits {
            if let last = groups.last?.last, edit.line - (last.line + last.remove) <= 2 * context {
                groups[groups.count - 1].append(edit)
            } else {
                groups.append([edit])
            }
        }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        var shift = 0  // new line number minus old line number, before the hunk
        for group in groups {
            guard let first = group.first, let last = group.last else { continue }
            let start = max(0, first.line - context)
            let end = min(old.count, last.line + last.remove + context)
            var body: [String] = []
            var removed: [String] = []
            var added: [String] = []
            func flush() {
                body += removed + added
                removed = []
                added = []
            }
            var line = start
            var delta = 0
            // The unchanged lines up to `stop`, after the change before them.
            func keep(until stop: Int) {
                while line < stop {
                    flush()
                    body.append(" " + old[line])
                    line += 1
                }
            }
            for edit in group {
                keep(until: edit.line)
                // Edits that touch each other read as one change: every removed line, then every added one.
                removed += old[line..<(line + edit.remove)].map { "-" + $0 }
                line += edit.remove
                added += edit.insert.map { "+" + $0 }
                delta += edit.insert.count - edit.remove
            }
            flush()
            keep(until: end)
            // Every old line of the hunk is kept or removed.
            let oldCount = end - start, newCount = oldCount + delta
            let oldStart = oldCount == 0 ? start : start + 1
            let newStart = newCount == 0 ? start + shift : start + shift + 1
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            out += body.joined(separator: "\n") + "\n"
            shift += delta
        }
        return out
    }
}
