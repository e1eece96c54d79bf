import Testing
@testable import ConformKit

/// Rendering a diff: unified style, markers that survive without colour, ANSI only when asked.
@Suite struct TranscriptDiffRendererTests {
    private static let golden = TranscriptFixtures.purchase

    /// The purchase story with the purchase handler renamed and the analytics event gone.
    private static var changed: Transcript {
        var new = golden
        new.entries[4] = .event(
            Event(
                .purchaseStarted, "premium_monthly", native: "didStartPurchase(_:)",
                arguments: [Argument("packageId", "premium_monthly")]))
        new.entries.remove(at: 3)
        return new
    }

    @Test("renders a header, context and -/+ lines with ^ markers under the changed span")
    func plain() {
        let diff = TranscriptDiff(from: Self.golden, to: Self.changed)
        let text = TranscriptDiffRenderer(colour: false).render(diff, goldenPath: "Golden/miniwall/purchase/success.transcript")
        let expected = """
            golden Golden/miniwall/purchase/success.transcript  vs  this run — 2 changes
              step present
              event paywall.shown | viewDidAppear
              step buy premium_monthly
            - event recorded.purchase_click premium_monthly | analytics.record(purchase_click) | packageId="premium_monthly"
            - event purchase.started premium_monthly | onPurchase(_:) | packageId="premium_monthly"
            ?                                          ^^^^^^^^^^
            + event purchase.started premium_monthly | didStartPurchase(_:) | packageId="premium_monthly"
            ?                                          ^^^^^^^^^^^^^^^^
              step wait 2s
              event @2s products.loaded | didLoadProducts | count="2"
              final: closed purchased

            """
        #expect(text == expected)
        #expect(!text.utf8.contains(0x1B))
    }

    @Test("shows a final-state change with context and separates far-apart hunks with …")
    func hunksAndFinal() {
        var old = TranscriptFixtures.long(events: 40)
        old.final = FinalState(state: .open, result: "none")
        var new = old
        new.entries.remove(at: 2)
        new.final = FinalState(state: .closed, result: "purchased")
        let text = TranscriptDiffRenderer(colour: false).render(TranscriptDiff(from: old, to: new), old: "golden g", new: "this run")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "golden g  vs  this run — 2 changes")
        #expect(lines.filter { $0 == "…" }.count == 1)
        #expect(lines.contains("- final: open none"))
        #expect(lines.contains("+ final: closed purchased"))
        #expect(lines.contains("?        ^^^^^^^^^"))
        #expect(lines.contains("?        ^^^^^^^^^^^^^^^^"))
        #expect(lines.filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") }.count == 3)
        #expect(lines.filter { $0.hasPrefix("  ") }.count == 2 + 3 + 3)
    }

    @Test("says so when there is nothing to show")
    func noChanges() {
        let text = TranscriptDiffRenderer(colour: false).render(TranscriptDiff(from: Self.golden, to: Self.golden), old: "a", new: "b")
        #expect(text == "a  vs  b — no changes\n")
    }

    @Test("counts one change in the singular, and shows header changes")
    func singular() {
        var new = Self.golden
        new.sdk = "Miniwall iOS 1.5"
        let text = TranscriptDiffRenderer(colour: false).render(TranscriptDiff(from: Self.golden, to: new), old: "a", new: "b")
        #expect(
            text.hasPrefix(
                "a  vs  b — 1 change\n- sdk: Miniwall iOS 1.4\n?                   ^^^\n+ sdk: Miniwall iOS 1.5\n?                   ^^^\n"))
    }

    @Test("puts markers under wide characters by their display width")
    func wideCharacters() {
        var old = Self.golden
        old.entries = [.event(Event(.linkOpened, "日本", native: "open(日本語)"))]
        var new = old
        new.entries = [.event(Event(.linkOpened, "日本", native: "open(中文)"))]
        let text = TranscriptDiffRenderer(colour: false).render(TranscriptDiff(from: old, to: new), old: "a", new: "b")
        #expect(text.contains("- event link.opened 日本 | open(日本語)\n?                               ^^^^^^\n"))
        #expect(text.contains("+ event link.opened 日本 | open(中文)\n?                               ^^^^\n"))
    }

    @Test("uses ANSI colour only when asked, highlighting the changed span", arguments: [true, false])
    func colour(enabled: Bool) {
        let diff = TranscriptDiff(from: Self.golden, to: Self.changed)
        let text = TranscriptDiffRenderer(colour: enabled).render(diff, old: "a", new: "b")
        #expect(text.utf8.contains(0x1B) == enabled)
        #expect(text.contains("?") != enabled)
        if enabled {
            #expect(text.contains("\u{1B}[32m+ event purchase.started premium_monthly | \u{1B}[7mdidStartPurchase\u{1B}[27m(_:)"))
        }
    }
}
