import Testing
import ConformTestSupport
@testable import ConformKit

/// Redaction: values that vary run to run become stable numbered placeholders.
@Suite struct TranscriptRedactorTests {
    /// A transcript of one event per argument list.
    private func transcript(_ argumentLists: [[Argument]]) -> Transcript {
        Transcript(
            specID: "s", adapterID: "a", sdk: "x",
            entries: argumentLists.map { .event(Event(.purchaseCompleted, native: "done", arguments: $0)) },
            final: FinalState(state: .closed, result: "purchased"))
    }

    /// The argument values of every event, in order.
    private func values(_ transcript: Transcript) -> [[String]] {
        transcript.events.map { $0.arguments.map(\.value) }
    }

    @Test("numbers distinct values in order of first appearance, the same value getting the same placeholder")
    func numbersByFirstAppearance() {
        let redactor = TranscriptRedactor(volatile: ["transactionId"])
        let redacted = redactor.redact(
            transcript([
                [Argument("product", "p1"), Argument("transactionId", "T-93")],
                [Argument("transactionId", "T-17")],
                [Argument("transactionId", "T-93")]
            ]))
        #expect(values(redacted) == [["p1", "<transactionId:1>"], ["<transactionId:2>"], ["<transactionId:1>"]])
    }

    @Test("counts each key on its own")
    func countsPerKey() {
        let redactor = TranscriptRedactor(volatile: ["transactionId", "date"])
        let redacted = redactor.redact(
            transcript([
                [Argument("date", "2024-01-01"), Argument("transactionId", "2024-01-01")],
                [Argument("date", "2024-01-02")]
            ]))
        #expect(values(redacted) == [["<date:1>", "<transactionId:1>"], ["<date:2>"]])
    }

    @Test("gives the same text whatever the volatile values were")
    func stableAcrossRuns() {
        let redactor = TranscriptRedactor(volatile: ["transactionId"])
        let first = redactor.redact(transcript([[Argument("transactionId", "a")], [Argument("transactionId", "b")]]))
        let second = redactor.redact(transcript([[Argument("transactionId", "x9")], [Argument("transactionId", "y8")]]))
        #expect(TranscriptFormat.write(first) == TranscriptFormat.write(second))
    }

    @Test("tells apart runs where the pattern of repeats changed")
    func repeatsMatter() {
        let redactor = TranscriptRedactor(volatile: ["transactionId"])
        let same = redactor.redact(transcript([[Argument("transactionId", "a")], [Argument("transactionId", "a")]]))
        let different = redactor.redact(transcript([[Argument("transactionId", "a")], [Argument("transactionId", "b")]]))
        #expect(same != different)
    }

    @Test(
        "applies a spec's overrides to the adapter's volatile keys",
        arguments: [
            (Set(["transactionId"]), Set<String>(), Set<String>(), Set(["transactionId"])),
            (["transactionId"], ["date"], [], ["transactionId", "date"]),
            (["transactionId", "date"], [], ["date"], ["transactionId"]),
            ([], ["date"], ["date"], [])
        ] as [(Set<String>, Set<String>, Set<String>, Set<String>)])
    func overrides(volatile: Set<String>, also: Set<String>, not: Set<String>, keys: Set<String>) {
        #expect(TranscriptRedactor(volatile: volatile, alsoVolatile: also, notVolatile: not).keys == keys)
    }

    @Test("leaves steps, names, native text and other arguments alone, and is idempotent", arguments: 0..<4)
    func idempotent(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for _ in 0..<100 {
            let original = TranscriptFixtures.random(&random)
            let keys = Set(original.events.flatMap { $0.arguments.map(\.key) }.filter { _ in random.below(2) == 0 })
            let redactor = TranscriptRedactor(volatile: keys)
            let once = redactor.redact(original)
            #expect(redactor.redact(once) == once)
            #expect(once.entries.count == original.entries.count)
            for (old, new) in zip(original.entries, once.entries) {
                switch (old, new) {
                case (.event(let a), .event(let b)):
                    #expect(a.canonical == b.canonical && a.native == b.native && a.time == b.time)
                    #expect(a.arguments.map(\.key) == b.arguments.map(\.key))
                    for (x, y) in zip(a.arguments, b.arguments) where !keys.contains(x.key) { #expect(x == y) }
                default:
                    #expect(old == new)
                }
            }
        }
    }
}
