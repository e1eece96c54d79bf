import Testing
import ConformTestSupport
@testable import ConformKit

/// The transcript text format: what it writes, and that it reads back everything it writes.
@Suite struct TranscriptFormatTests {
    /// Parses `text` or records why not.
    private func parsed(_ text: String) -> Transcript? {
        switch TranscriptFormat.parse(text, file: "t.transcript") {
        case .success(let transcript): return transcript
        case .failure(let error):
            Issue.record("parse failed: \(error)")
            return nil
        }
    }

    @Test("writes the documented layout: header, steps and events, final line, trailing newline")
    func writesDocumentedLayout() {
        #expect(TranscriptFormat.write(TranscriptFixtures.purchase) == TranscriptFixtures.purchaseText)
    }

    @Test("reads back what it writes for the purchase story")
    func readsBackPurchase() {
        #expect(parsed(TranscriptFixtures.purchaseText) == TranscriptFixtures.purchase)
    }

    @Test(
        "writes fields bare when plain, quoted when they would read back differently",
        arguments: [
            (
                Transcript.Entry.event(Event(.linkOpened, "https://example.com/a b", native: "open(_:)")),
                #"event link.opened "https://example.com/a b" | open(_:)"#
            ),
            (
                .event(Event(.error, native: "onError(_:) a | b", arguments: [Argument("code", "x\"y\\z\n")])),
                #"event error | "onError(_:) a | b" | code="x\"y\\z\n""#
            ),
            (
                .event(Event(.paywallClosed, "", native: "", time: VirtualTime(milliseconds: 1500))),
                #"event @1.5s paywall.closed "" | """#
            ),
            (.event(Event(EventName("@odd"), native: "f", time: VirtualTime(milliseconds: 250))), #"event @250ms "@odd" | f"#),
            (.event(Event(EventName("a"), native: "b", arguments: [Argument("z", "1"), Argument("a", "2")])), #"event a | b | a="2" z="1""#),
            (.step("answer q text:\"hi\"", time: .seconds(2)), #"step @2s answer q text:"hi""#),
            (.step("@x", time: .zero), #"step "@x""#),
            (.step(" padded ", time: .zero), #"step " padded ""#),
            (.step("tab\there", time: .zero), #"step "tab\there""#),
            (.event(Event(EventName("e"), "日本", native: "ünïcødé \\ path")), #"event e 日本 | ünïcødé \ path"#),
            (.event(Event(EventName("e"), native: "line\u{2028}break\u{1}")), #"event e | "line\u2028break\u0001""#)
        ])
    func fieldSpelling(entry: Transcript.Entry, line: String) {
        #expect(TranscriptFormat.line(for: entry) == line)
        let transcript = Transcript(specID: "s", adapterID: "a", sdk: "x", entries: [entry], final: FinalState(state: .open, result: "none"))
        #expect(parsed(TranscriptFormat.write(transcript)) == transcript)
    }

    @Test("quotes header values and the final result when needed")
    func quotesHeaderAndFinal() {
        let transcript = Transcript(
            specID: "", adapterID: " a", sdk: "\"SDK\" 1.0", entries: [],
            final: FinalState(state: .notShown, result: "two words"))
        let text = TranscriptFormat.write(transcript)
        #expect(text == "conform-transcript 1\nspec: \"\"\nadapter: \" a\"\nsdk: \"\\\"SDK\\\" 1.0\"\n\n\nfinal: not_shown \"two words\"\n")
        #expect(parsed(text) == transcript)
    }

    @Test("round-trips random transcripts full of separators, quotes, backslashes, newlines and Unicode", arguments: 0..<8)
    func roundTripsRandomTranscripts(seed: UInt64) {
        var random = SplitMix(seed: seed &* 7919 &+ 1)
        for _ in 0..<250 {
            let transcript = TranscriptFixtures.random(&random)
            let text = TranscriptFormat.write(transcript)
            let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count
            #expect(lines == transcript.entries.count + 8, "one line per entry: \(text)")
            guard let back = parsed(text) else { return }
            #expect(back == transcript, "\(text)")
            #expect(Array(TranscriptFormat.write(back).utf8) == Array(text.utf8), "byte for byte")
        }
    }

    @Test("reads CRLF line endings, a byte order mark and a missing final newline as the same transcript")
    func toleratesEditorArtifacts() {
        let crlf = TranscriptFixtures.purchaseText.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        #expect(parsed(crlf) == TranscriptFixtures.purchase)
        #expect(parsed("\u{FEFF}" + TranscriptFixtures.purchaseText) == TranscriptFixtures.purchase)
        #expect(parsed(String(TranscriptFixtures.purchaseText.dropLast())) == TranscriptFixtures.purchase)
    }

    @Test(
        "reads times in every spelling VirtualTime accepts",
        arguments: [
            ("@2s", 2000), ("@1.5s", 1500), ("@250ms", 250), ("@1500ms", 1500), ("@1m", 60000), ("@0s", 0), ("@1.005s", 1005),
            ("@-1500ms", -1500), ("@9223372036854775.807s", Int64.max), ("@-9223372036854775808ms", Int64.min)
        ] as [(String, Int64)])
    func readsTimes(spelling: String, milliseconds: Int64) {
        let text = "conform-transcript 1\nspec: s\nadapter: a\nsdk: x\n\nevent \(spelling) e | n\n\nfinal: open none\n"
        #expect(parsed(text)?.events.first?.time == VirtualTime(milliseconds: milliseconds))
    }

    @Test("keeps arguments with equal keys in their written order")
    func keepsDuplicateKeyOrder() {
        var event = Event(EventName("e"), native: "n")
        event.arguments = [Argument("k", "2"), Argument("k", "1"), Argument("a", "0")]
        let transcript = Transcript(specID: "s", adapterID: "a", sdk: "x", entries: [.event(event)], final: FinalState(state: .open, result: "none"))
        let text = TranscriptFormat.write(transcript)
        #expect(text.contains(#"| a="0" k="2" k="1""#))
        #expect(parsed(text)?.events.first?.arguments == [Argument("a", "0"), Argument("k", "2"), Argument("k", "1")])
    }

    @Test("replaces characters outside the key alphabet when writing, so the output always parses")
    func sanitizesKeys() {
        let event = Event(EventName("e"), native: "n", arguments: [Argument("bad key|", "v"), Argument("", "w")])
        let transcript = Transcript(specID: "s", adapterID: "a", sdk: "x", entries: [.event(event)], final: FinalState(state: .open, result: "none"))
        let text = TranscriptFormat.write(transcript)
        #expect(text.contains(#"| _="w" bad_key_="v""#))
        #expect(parsed(text) != nil)
    }
}
