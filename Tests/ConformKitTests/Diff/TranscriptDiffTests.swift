import Testing
import ConformTestSupport
@testable import ConformKit

/// The event-aware diff: entries aligned by meaning, changes inside a line reported as one change.
@Suite struct TranscriptDiffTests {
    private static let base = TranscriptFixtures.purchase

    /// `base` with its entries passed through `edit`.
    private static func editing(_ edit: (inout [Transcript.Entry]) -> Void) -> Transcript {
        var transcript = base
        edit(&transcript.entries)
        return transcript
    }

    /// An event entry.
    private static func event(_ name: String, _ subject: String? = nil, native: String = "cb", _ arguments: [Argument] = []) -> Transcript.Entry {
        .event(Event(EventName(name), subject, native: native, arguments: arguments))
    }

    @Test("finds nothing between identical transcripts")
    func identical() {
        let diff = TranscriptDiff(from: Self.base, to: Self.base)
        #expect(diff.isEmpty)
        #expect(diff.changeCount == 0)
        #expect(diff.lines.count == Self.base.entries.count)
        #expect(diff.hunks().isEmpty)
    }

    @Test(
        "reports a renamed native callback as one changed line",
        arguments: [
            Event(.paywallShown, native: "viewWillAppear"),
            Event(.paywallShown, native: "viewDidAppear", arguments: [Argument("animated", "true")]),
            Event(.paywallShown, native: "viewDidAppear", time: VirtualTime(milliseconds: 250))
        ])
    func changedNative(replacement: Event) {
        let new = Self.editing { $0[1] = .event(replacement) }
        let diff = TranscriptDiff(from: Self.base, to: new)
        #expect(diff.changeCount == 1)
        #expect(diff.changes == [.changed(old: Self.base.entries[1], new: .event(replacement))])
    }

    @Test("reports an inserted event as added, in place")
    func inserted() {
        let extra = Self.event("purchase.completed", "premium_monthly")
        let new = Self.editing { $0.insert(extra, at: 5) }
        let diff = TranscriptDiff(from: Self.base, to: new)
        #expect(diff.changes == [.added(extra)])
        #expect(diff.lines[5] == .added(extra))
    }

    @Test("reports a removed event as removed")
    func removed() {
        let new = Self.editing { $0.remove(at: 3) }
        let diff = TranscriptDiff(from: Self.base, to: new)
        #expect(diff.changes == [.removed(Self.base.entries[3])])
    }

    @Test("reports reordered events as one removal and one addition of the moved event")
    func reordered() {
        let new = Self.editing { $0.swapAt(3, 4) }
        let diff = TranscriptDiff(from: Self.base, to: new)
        #expect(diff.changeCount == 2)
        let removed = diff.changes.compactMap { if case .removed(let e) = $0 { return e } else { return nil } }
        let added = diff.changes.compactMap { if case .added(let e) = $0 { return e } else { return nil } }
        #expect(removed.count == 1 && removed == added)
    }

    @Test("tells a different event from a changed one: another canonical name is a removal and an addition")
    func differentCanonical() {
        let cancelled = Self.event("purchase.cancelled", "premium_monthly", native: "onPurchase(_:)")
        let new = Self.editing { $0[4] = cancelled }
        let diff = TranscriptDiff(from: Self.base, to: new)
        #expect(diff.changes == [.removed(Self.base.entries[4]), .added(cancelled)])
    }

    @Test("reports a changed final state, and header fields unless told not to")
    func finalAndHeader() {
        var new = Self.base
        new.final = FinalState(state: .open, result: "none")
        new.sdk = "Miniwall iOS 1.5"
        let diff = TranscriptDiff(from: Self.base, to: new)
        #expect(
            diff.changes == [
                .headerChanged(field: "sdk", old: "Miniwall iOS 1.4", new: "Miniwall iOS 1.5"),
                .finalChanged(old: Self.base.final, new: new.final)
            ])
        #expect(TranscriptDiff(from: Self.base, to: new, comparingHeaders: false).changeCount == 1)
    }

    @Test("aligns against an empty transcript", arguments: [true, false])
    func emptySide(emptyIsOld: Bool) {
        let empty = Self.editing { $0.removeAll() }
        let diff = emptyIsOld ? TranscriptDiff(from: empty, to: Self.base) : TranscriptDiff(from: Self.base, to: empty)
        #expect(diff.changeCount == Self.base.entries.count)
        #expect(diff.changes.allSatisfy { if case .added = $0 { return emptyIsOld } else { return !emptyIsOld } })
    }

    @Test("diffs 5,000-event transcripts with a few changes correctly", .timeLimit(.minutes(1)))
    func large() {
        let old = TranscriptFixtures.long(events: 5000)
        var new = old
        let changedNative = Event(.purchaseCompleted, "product_1200", native: "renamed(_:)", arguments: [], time: .zero)
        guard case .event(var target) = new.entries[1321] else {
            Issue.record("fixture changed shape")
            return
        }
        target.native = "renamed(_:)"
        new.entries[1321] = .event(target)
        new.entries.remove(at: 3000)
        new.entries.insert(.event(changedNative), at: 4100)
        new.entries.append(.step("close", time: .seconds(9)))
        let diff = TranscriptDiff(from: old, to: new)
        #expect(diff.changeCount == 4)
        #expect(diff.changes.map(\.kind) == ["changed", "removed", "added", "added"])
        #expect(diff.lines.count == old.entries.count + 2)
        #expect(diff.hunks().count == 4)
    }

    @Test("aligns random edits with a script that rebuilds both sides", arguments: 0..<6)
    func randomEdits(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for _ in 0..<40 {
            let old = TranscriptFixtures.long(events: 30 + random.below(200), seed: seed)
            var new = old
            for _ in 0..<random.below(12) {
                let index = random.below(new.entries.count)
                switch random.below(3) {
                case 0: new.entries.remove(at: index)
                case 1: new.entries.insert(Self.event("error", "e\(random.below(5))"), at: index)
                default: new.entries.swapAt(index, random.below(new.entries.count))
                }
            }
            let diff = TranscriptDiff(from: old, to: new)
            var rebuiltOld: [Transcript.Entry] = [], rebuiltNew: [Transcript.Entry] = []
            for line in diff.lines {
                switch line {
                case .same(let e): rebuiltOld.append(e); rebuiltNew.append(e)
                case .removed(let e): rebuiltOld.append(e)
                case .added(let e): rebuiltNew.append(e)
                case .changed(let a, let b): rebuiltOld.append(a); rebuiltNew.append(b)
                case .finalChanged, .headerChanged: break
                }
            }
            #expect(rebuiltOld == old.entries)
            #expect(rebuiltNew == new.entries)
            #expect(diff.isEmpty == (old == new))
            let unmatched = diff.lines.filter {
                if case .removed = $0 { return true }; if case .added = $0 { return true }; return false
            }.count
            #expect(unmatched == old.entries.count + new.entries.count - 2 * Self.lcsLength(old.entries, new.entries), "the script is minimal")
        }
    }

    /// The longest common subsequence of two entry lists by key, the quadratic way, as a reference.
    private static func lcsLength(_ a: [Transcript.Entry], _ b: [Transcript.Entry]) -> Int {
        func key(_ entry: Transcript.Entry) -> String {
            switch entry {
            case .step(let text, _): return "step \(text)"
            case .event(let e): return "event \(e.name) \(e.subject ?? "-")"
            }
        }
        let ka = a.map(key), kb = b.map(key)
        var previous = [Int](repeating: 0, count: kb.count + 1)
        for i in 0..<ka.count {
            var row = [Int](repeating: 0, count: kb.count + 1)
            for j in 0..<kb.count {
                row[j + 1] = ka[i] == kb[j] ? previous[j] + 1 : max(previous[j + 1], row[j])
            }
            previous = row
        }
        return previous[kb.count]
    }

    @Test(
        "groups changes into hunks with context, merging close ones",
        arguments: [
            ([false, false, false, false, true, false, false, false, false, false], 3, [1..<8]),
            ([true, false, false, false, false, false, false, true], 3, [0..<8]),
            ([true, false, false, false, false, false, false, false, true], 3, [0..<4, 5..<9]),
            ([false, true, false, false, true], 0, [1..<2, 4..<5])
        ] as [([Bool], Int, [Range<Int>])])
    func hunks(isChange: [Bool], context: Int, expected: [Range<Int>]) {
        #expect(TranscriptDiff.hunks(isChange: isChange, context: context) == expected)
    }
}

extension DiffLine {
    /// The case's name, for compact expectations.
    var kind: String {
        switch self {
        case .same: return "same"
        case .removed: return "removed"
        case .added: return "added"
        case .changed: return "changed"
        case .finalChanged: return "finalChanged"
        case .headerChanged: return "headerChanged"
        }
    }
}
