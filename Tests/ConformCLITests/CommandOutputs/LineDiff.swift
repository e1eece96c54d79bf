/// A unified-style line diff of two texts, for a failure message: `-` what was recorded, `+` what
/// the command printed now, three lines of context around each change.
enum LineDiff {
    /// One line of an edit script.
    private enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)

        /// Whether the line is in both texts.
        var isSame: Bool { if case .same = self { true } else { false } }
        /// Whether the line is only in the new text.
        var isAdded: Bool { if case .added = self { true } else { false } }
        /// Whether the line is only in the old text.
        var isRemoved: Bool { if case .removed = self { true } else { false } }
    }

    /// The diff of `expected` and `actual` under headers naming them, or nil when they are equal.
    static func unified(expected: String, actual: String, expectedName: String, actualName: String, context: Int = 3) -> String? {
        guard expected != actual else { return nil }
        let old = lines(expected), new = lines(actual)
        let edits = script(old, new)
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        var oldLine = 0, newLine = 0, index = 0
        while index < edits.count {
            guard let firstChange = edits[index...].firstIndex(where: { !$0.isSame }) else { break }
            // Advance the line counters over the unchanged lines before this hunk's context.
            let start = max(index, firstChange - context)
            for edit in edits[index..<start] { advance(edit, &oldLine, &newLine) }
            // Extend the hunk while changes are no more than 2 × context lines apart.
            var end = firstChange
            var sameRun = 0
            var cursor = firstChange
            while cursor < edits.count {
                if edits[cursor].isSame {
                    sameRun += 1
                    if sameRun > 2 * context { break }
                } else {
                    sameRun = 0
                    end = cursor
                }
                cursor += 1
            }
            let stop = min(edits.count, end + context + 1)
            let hunk = edits[start..<stop]
            let oldCount = hunk.filter { !$0.isAdded }.count
            let newCount = hunk.filter { !$0.isRemoved }.count
            out += "@@ -\(oldLine + (oldCount == 0 ? 0 : 1)),\(oldCount) +\(newLine + (newCount == 0 ? 0 : 1)),\(newCount) @@\n"
            for edit in hunk {
                switch edit {
                case .same(let text): out += " " + text + "\n"
                case .removed(let text): out += "-" + text + "\n"
                case .added(let text): out += "+" + text + "\n"
                }
                advance(edit, &oldLine, &newLine)
            }
            index = stop
        }
        if expected.hasSuffix("\n") != actual.hasSuffix("\n") {
            out += expected.hasSuffix("\n") ? "\\ the new output has no newline at its end\n" : "\\ the recorded output has no newline at its end\n"
        }
        return out
    }

    /// The text's lines, without their terminators (a final newline ends the last line, it does
    /// not start an empty one).
    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// Moves the line counters past `edit`.
    private static func advance(_ edit: Edit, _ oldLine: inout Int, _ newLine: inout Int) {
        switch edit {
        case .same: oldLine += 1; newLine += 1
        case .removed: oldLine += 1
        case .added: newLine += 1
        }
    }

    /// A shortest edit script from `old` to `new`, by the longest common subsequence (outputs are
    /// a few hundred lines, so the quadratic table is small).
    private static func script(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count, m = new.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                edits.append(.same(old[i])); i += 1; j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                edits.append(.removed(old[i])); i += 1
            } else {
                edits.append(.added(new[j])); j += 1
            }
        }
        return edits
    }
}
