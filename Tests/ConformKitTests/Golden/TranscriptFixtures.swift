@testable import ConformKit
import ConformTestSupport

/// Sample transcripts and a seeded generator of random ones, shared by the golden and diff tests.
enum TranscriptFixtures {
    /// The purchase story from docs/transcript-format.md.
    static let purchase = Transcript(
        specID: "purchase/success", adapterID: "miniwall", sdk: "Miniwall iOS 1.4",
        entries: [
            .step("present", time: .zero),
            .event(Event(.paywallShown, native: "viewDidAppear")),
            .step("buy premium_monthly", time: .zero),
            .event(
                Event(
                    .recorded("purchase_click"), "premium_monthly", native: "analytics.record(purchase_click)",
                    arguments: [Argument("packageId", "premium_monthly")])),
            .event(
                Event(
                    .purchaseStarted, "premium_monthly", native: "onPurchase(_:)",
                    arguments: [Argument("packageId", "premium_monthly")])),
            .step("wait 2s", time: .zero),
            .event(Event(.productsLoaded, native: "didLoadProducts", arguments: [Argument("count", "2")], time: .seconds(2)))
        ],
        final: FinalState(state: .closed, result: "purchased"))

    /// The text `purchase` is written as.
    static let purchaseText = """
        conform-transcript 1
        spec: purchase/success
        adapter: miniwall
        sdk: Miniwall iOS 1.4

        step present
        event paywall.shown | viewDidAppear
        step buy premium_monthly
        event recorded.purchase_click premium_monthly | analytics.record(purchase_click) | packageId="premium_monthly"
        event purchase.started premium_monthly | onPurchase(_:) | packageId="premium_monthly"
        step wait 2s
        event @2s products.loaded | didLoadProducts | count="2"

        final: closed purchased

        """

    /// A transcript of `count` events (with a step every tenth), deterministic in `seed`.
    static func long(events count: Int, seed: UInt64 = 7) -> Transcript {
        var random = SplitMix(seed: seed)
        var entries: [Transcript.Entry] = []
        entries.reserveCapacity(count + count / 10)
        let names: [EventName] = [.purchaseStarted, .purchaseCompleted, .recorded("purchase_click"), .productSelected, .productsLoaded]
        for i in 0..<count {
            if i % 10 == 0 { entries.append(.step("select product_\(i)", time: VirtualTime(milliseconds: Int64(i)))) }
            let name = names[random.below(names.count)]
            entries.append(
                .event(
                    Event(
                        name, "product_\(i)", native: "callback\(i % 7)(_:)",
                        arguments: [Argument("index", String(i))], time: VirtualTime(milliseconds: Int64(i)))))
        }
        return Transcript(
            specID: "scale/long", adapterID: "miniwall", sdk: "Miniwall iOS 1.4", entries: entries,
            final: FinalState(state: .closed, result: "purchased"))
    }

    /// Pieces random strings are made of: the characters the format must escape, and Unicode.
    static let pieces = [
        "a", "purchase", "premium_monthly", " ", "  ", "|", " | ", "\"", "\\", "@", "=", ":", "\n", "\r", "\r\n",
        "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}", "é", "e\u{301}", "\u{301}", "日本",
        "🇺🇸", "👩‍👩‍👧", "\\u0041", "\\|", "step ", "event ", "final: ", "#", "\u{FEFF}", "…", "\u{A0}"
    ]

    /// A random string of 0 to 5 pieces.
    static func randomString(_ random: inout SplitMix) -> String {
        var s = ""
        for _ in 0..<random.below(6) { s += pieces[random.below(pieces.count)] }
        return s
    }

    /// A random time, zero half of the time, with extremes now and then.
    static func randomTime(_ random: inout SplitMix) -> VirtualTime {
        switch random.below(8) {
        case 0, 1, 2, 3: return .zero
        case 4: return VirtualTime(milliseconds: Int64(random.below(1000)))
        case 5: return VirtualTime(milliseconds: Int64(random.below(10_000_000)))
        case 6:
            return [
                VirtualTime(milliseconds: Int64.max), VirtualTime(milliseconds: Int64.min),
                VirtualTime(milliseconds: -1500), VirtualTime(milliseconds: -2000)
            ][random.below(4)]
        default: return .seconds(Int64(random.below(100)))
        }
    }

    /// A random transcript with tricky characters in every free-text field.
    static func random(_ random: inout SplitMix) -> Transcript {
        var entries: [Transcript.Entry] = []
        let keyAlphabet = Array("abcXYZ019_.-")
        for _ in 0..<random.below(12) {
            if random.below(3) == 0 {
                entries.append(.step(randomString(&random), time: randomTime(&random)))
            } else {
                var arguments: [Argument] = []
                for _ in 0..<random.below(4) {
                    let key = String((0...random.below(4)).map { _ in keyAlphabet[random.below(keyAlphabet.count)] })
                    arguments.append(Argument(key, randomString(&random)))
                }
                let subject: String? = random.below(3) == 0 ? nil : randomString(&random)
                entries.append(
                    .event(
                        Event(
                            EventName(randomString(&random)), subject, native: randomString(&random),
                            arguments: arguments, time: randomTime(&random))))
            }
        }
        let state = PaywallState.allCases[random.below(PaywallState.allCases.count)]
        return Transcript(
            specID: randomString(&random), adapterID: randomString(&random), sdk: randomString(&random),
            entries: entries, final: FinalState(state: state, result: randomString(&random)))
    }
}
