/// What changed between two transcripts, aligned event by event.
///
/// Entries are aligned by what they mean: a step by its text, an event by its canonical name and
/// subject. Aligned entries that differ in anything else (native form, arguments, time) become one
/// `changed` line rather than a removal and an addition, so a renamed callback reads as a rename.
/// The final state and, unless asked not to, the header are compared too.
package struct TranscriptDiff: Sendable, Hashable {
    /// Every line, in order: header changes, then the entries, then a final-state change if any.
    package var lines: [DiffLine]
    /// The new transcript's final state, shown as context when it did not change.
    package var finalState: FinalState
    /// How many lines changed: each removal, addition, changed pair, final or header change counts one.
    package var changeCount: Int

    /// Whether the transcripts tell the same story.
    package var isEmpty: Bool { changeCount == 0 }

    /// The changed lines alone, in order.
    package var changes: [DiffLine] { lines.filter(\.isChange) }

    /// Diffs `old` (the golden, or the earlier SDK) against `new` (this run, or the later SDK).
    /// A migration report passes `comparingHeaders: false`: there the adapter and SDK differ by design.
    package init(from old: Transcript, to new: Transcript, comparingHeaders: Bool = true) {
        var lines: [DiffLine] = []
        if comparingHeaders {
            for (field, before, after) in [
                ("spec", old.specID, new.specID), ("adapter", old.adapterID, new.adapterID),
                ("sdk", old.sdk, new.sdk)
            ] where before != after {
                lines.append(.headerChanged(field: field, old: before, new: after))
            }
        }
        var keys = KeyTable()
        let oldKeys = old.entries.map { keys.id(for: $0) }
        let newKeys = new.entries.map { keys.id(for: $0) }
        lines.reserveCapacity(lines.count + max(old.entries.count, new.entries.count) + 1)
        for operation in SequenceAlignment.align(oldKeys, newKeys) {
            switch operation {
            case .same(let i, let j):
                let before = old.entries[i], after = new.entries[j]
                lines.append(before == after ? .same(after) : .changed(old: before, new: after))
            case .removed(let i):
                lines.append(.removed(old.entries[i]))
            case .added(let j):
                lines.append(.added(new.entries[j]))
            }
        }
        if old.final != new.final { lines.append(.finalChanged(old: old.final, new: new.final)) }
        self.lines = lines
        self.finalState = new.final
        self.changeCount = lines.reduce(0) { $0 + ($1.isChange ? 1 : 0) }
    }

    /// Whether the only change is the SDK named in the header: another version of the SDK that
    /// told the same story. Not a difference of behaviour, so a golden recorded by an earlier version
    /// still matches (`GoldenStore.compare`).
    package var onlySDKChanged: Bool {
        changeCount > 0
            && lines.allSatisfy { line in
                if case .headerChanged(field: "sdk", _, _) = line { return true }
                return !line.isChange
            }
    }

    /// The line of the old transcript's file (`TranscriptFormat`: four header lines, a blank, then one
    /// line per entry and the final line) where the first change is, so an IDE can point at the
    /// golden where it differs; nil when nothing changed.
    package var firstChangedLine: Int? {
        let headerLine = ["spec": 2, "adapter": 3, "sdk": 4]
        var oldEntry = 0
        for line in lines {
            switch line {
            case .headerChanged(let field, _, _): return headerLine[field] ?? 1
            case .same: oldEntry += 1
            case .removed, .changed, .added, .finalChanged: return 6 + oldEntry
            }
        }
        return nil
    }

    /// The ranges of `lines` to show: each change with up to `context` unchanged lines either
    /// side, ranges that touch or overlap merged.
    package func hunks(context: Int = 3) -> [Range<Int>] {
        Self.hunks(isChange: lines.map(\.isChange), context: context)
    }

    /// Hunks over any sequence of lines, given which are changes.
    static func hunks(isChange: [Bool], context: Int) -> [Range<Int>] {
        let context = max(0, context)
        var hunks: [Range<Int>] = []
        for (index, changed) in isChange.enumerated() where changed {
            let low = max(0, index - context)
            let high = min(isChange.count, index + context + 1)
            if let last = hunks.last, low <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, high)
            } else {
                hunks.append(low..<high)
            }
        }
        return hunks
    }

    /// Interns what makes two entries correspond, so the alignment compares integers.
    private struct KeyTable {
        /// What two corresponding entries share.
        enum Key: Hashable {
            /// A step, by its text.
            case step(String)
            /// An event, by canonical name and subject.
            case event(name: String, subject: String?)
        }

        /// The integer of each key seen so far.
        private var ids: [Key: Int] = [:]

        /// The integer standing for `entry`'s key.
        mutating func id(for entry: Transcript.Entry) -> Int {
            let key: Key
            switch entry {
            case .step(let text, _): key = .step(text)
            case .event(let event): key = .event(name: event.name.rawValue, subject: event.subject)
            }
            if let id = ids[key] { return id }
            let id = ids.count
            ids[key] = id
            return id
        }
    }
}
