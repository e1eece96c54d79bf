/// Finds the candidate a mistyped word most likely meant, for "did you mean '…'?" notes.
package enum Suggestion {
    /// The candidate closest to `word`, or nil when none is close enough to be worth suggesting.
    ///
    /// Compares case-insensitively by optimal string alignment distance (Levenshtein plus swapped
    /// neighbours), accepting at most `max(1, word.count / 3)` edits and never a complete rewrite.
    /// Failing that, a candidate sharing a long prefix with the word (at least 3 characters and
    /// three quarters of the shorter one, as in 'require' for 'requirements') is accepted. Among
    /// close candidates the smaller distance wins, among prefix matches the longer shared prefix;
    /// remaining ties go to the earlier candidate.
    package static func nearest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        guard !target.isEmpty else { return nil }
        let limit = max(1, target.count / 3)
        var best: (candidate: String, distance: Int)?
        var bestPrefix: (candidate: String, length: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            guard !other.isEmpty else { continue }
            if abs(other.count - target.count) <= limit {
                let distance = distance(target, other)
                if distance <= limit && distance < max(target.count, other.count)
                    && (best.map { distance < $0.distance } ?? true)
                {
                    best = (candidate, distance)
                }
            }
            let shared = zip(target, other).prefix { $0 == $1 }.count
            let shorter = min(target.count, other.count)
            if shared >= 3 && shared * 4 >= shorter * 3 && (bestPrefix.map { shared > $0.length } ?? true) {
                bestPrefix = (candidate, shared)
            }
        }
        return best?.candidate ?? bestPrefix?.candidate
    }

    /// The optimal string alignment distance between `a` and `b`: insertions, deletions,
    /// substitutions and swaps of two neighbours each cost one, no substring edited twice.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = [Int](repeating: 0, count: b.count + 1)
        var row = Array(0...b.count)
        var nextRow = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            nextRow[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(row[j] + 1, nextRow[j - 1] + 1, row[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = min(value, previousRow[j - 2] + 1)
                }
                nextRow[j] = value
            }
            (previousRow, row, nextRow) = (row, nextRow, previousRow)
        }
        return row[b.count]
    }
}
