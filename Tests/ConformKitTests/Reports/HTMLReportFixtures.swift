@testable import ConformKit
import ConformTestSupport
import Foundation

/// Reports to render in the HTML report's tests: small ones with every kind of verdict, hostile
/// text, and large synthetic ones.
enum HTMLReportFixtures {
    /// Two adapters with versions.
    static let adapters = [
        AdapterInfo(id: "miniwall", sdk: "Miniwall iOS", sdkVersion: "1.4", summary: "", capabilities: [], emits: []),
        AdapterInfo(id: "adapty@3", sdk: "Adapty", sdkVersion: "3.17.2", summary: "", capabilities: [], emits: [])
    ]

    /// The purchase story, spec and adapter renamed.
    static func transcript(
        spec: String, adapter: String, events: [Event]? = nil,
        final: FinalState = FinalState(state: .closed, result: "purchased")
    ) -> Transcript {
        var entries: [Transcript.Entry] = [.step("present", time: .zero), .step("buy premium_monthly", time: .zero)]
        let story =
            events ?? [
                Event(
                    .recorded("purchase_click"), "premium_monthly", native: "analytics: purchase_click",
                    arguments: [Argument("packageId", "premium_monthly")]),
                Event(.purchaseStarted, "premium_monthly", native: "onPurchase(_:)", arguments: [Argument("packageId", "premium_monthly")]),
                Event(.purchaseCompleted, "premium_monthly", native: "onPurchase(_:) -> true", time: .seconds(2)),
                Event(.paywallClosed, "purchased", native: "present(_:options:) -> .purchased", time: .seconds(2))
            ]
        entries += story.map(Transcript.Entry.event)
        return Transcript(specID: spec, adapterID: adapter, sdk: "Miniwall iOS 1.4", entries: entries, final: final)
    }

    /// A passing pair.
    static func pass(_ spec: String, _ adapter: String) -> PairResult {
        let t = transcript(spec: spec, adapter: adapter)
        return PairResult.fixture(specID: spec, specFile: "Specs/\(spec).yaml", adapterID: adapter, verdict: .pass, transcript: t)
    }

    /// A failing pair whose first violation is about event number `eventIndex`.
    static func fail(
        _ spec: String, _ adapter: String, eventIndex: Int? = 2, kind: Violation.Kind = .order,
        message: String = "expected 'paywall.closed purchased' after 'purchase.completed' but it never came"
    ) -> PairResult {
        let t = transcript(spec: spec, adapter: adapter)
        let violation = Violation(
            kind: kind, location: SourceLocation(file: "Specs/\(spec).yaml", line: 12, column: 7),
            message: message, eventIndex: eventIndex)
        return PairResult.fixture(
            specID: spec, specFile: "Specs/\(spec).yaml", adapterID: adapter, verdict: .fail,
            violations: [violation], transcript: t)
    }

    /// A pair whose golden differs.
    static func changed(_ spec: String, _ adapter: String) -> PairResult {
        let run = transcript(spec: spec, adapter: adapter)
        var golden = run
        golden.entries[3] = .event(
            Event(
                .purchaseStarted, "premium_monthly", native: "didStartPurchase(_:)",
                arguments: [Argument("packageId", "premium_monthly")]))
        return PairResult.fixture(
            specID: spec, specFile: "Specs/\(spec).yaml", adapterID: adapter, verdict: .changed, transcript: run,
            golden: golden, pendingPath: "Golden/\(adapter)/\(spec).transcript.new")
    }

    /// A pair that does not apply.
    static func notApplicable(_ spec: String, _ adapter: String) -> PairResult {
        PairResult.fixture(
            specID: spec, specFile: "Specs/\(spec).yaml", adapterID: adapter, verdict: .notApplicable,
            reason: "the adapter lacks capability 'restore' that the spec requires")
    }

    /// Three specs on two adapters: one passes everywhere, one fails on miniwall and does not apply
    /// to adapty, one changed its golden on adapty.
    static func mixed() -> RunReport {
        RunReport(
            pairs: [
                pass("purchase/order", "miniwall"), pass("purchase/order", "adapty@3"),
                fail("purchase/cancel", "miniwall"), notApplicable("purchase/cancel", "adapty@3"),
                pass("restore/done", "miniwall"), changed("restore/done", "adapty@3")
            ], invalid: [], adapters: adapters, specCount: 3)
    }

    /// Hostile text everywhere a report carries input.
    static let hostile = "<script>alert(\"x&y\")</script>'"

    /// A report whose spec id, adapter, natives, arguments, messages and reasons are all `hostile`.
    static func hostileReport() -> RunReport {
        let events = [
            Event(.paywallShown, hostile, native: hostile, arguments: [Argument("k", hostile)]),
            Event(.purchaseStarted, "p", native: "onPurchase(\(hostile))")
        ]
        let t = transcript(spec: hostile, adapter: hostile, events: events, final: FinalState(state: .open, result: hostile))
        let violation = Violation(
            kind: .never, location: SourceLocation(file: hostile, line: 1, column: 1),
            message: hostile, eventIndex: 0)
        var golden = t
        golden.entries.append(.event(Event(.paywallClosed, hostile, native: hostile)))
        let failing = PairResult.fixture(
            specID: hostile, specFile: hostile, adapterID: hostile, verdict: .fail, reason: hostile,
            violations: [violation], transcript: t, golden: golden)
        let adapter = AdapterInfo(id: hostile, sdk: hostile, sdkVersion: hostile, summary: "", capabilities: [], emits: [])
        return RunReport(pairs: [failing], invalid: [], adapters: [adapter], specCount: 1)
    }

    /// `count` specs on two adapters, every `failEvery`-th failing on the first adapter.
    static func large(specs count: Int, failEvery: Int) -> RunReport {
        var pairs: [PairResult] = []
        pairs.reserveCapacity(count * 2)
        let first = pass("scale/0", "miniwall")
        let second = pass("scale/0", "adapty@3")
        let failing = fail("scale/0", "miniwall")
        for i in 0..<count {
            let spec = "scale/" + String(i)
            var a = i % failEvery == 0 ? failing : first
            var b = second
            a.specID = spec
            b.specID = spec
            pairs.append(a)
            pairs.append(b)
        }
        return RunReport(pairs: pairs, invalid: [], adapters: adapters, specCount: count)
    }

    /// `count` adapters named `sdk-0`, `sdk-1`, ….
    static func manyAdapters(_ count: Int) -> [AdapterInfo] {
        (0..<count).map { AdapterInfo(id: "sdk-\($0)", sdk: "SDK \($0)", sdkVersion: "1.\($0)", summary: "", capabilities: [], emits: []) }
    }

    /// `count` specs on ten adapters, as a big suite looks: each passes on the first nine adapters
    /// and does not apply to the last (one shared reason), except that the first `failing` fail on
    /// the first adapter, each with its own message. Specs are tagged by area and `smoke`.
    static func wide(specs count: Int, failing: Int = 20) -> RunReport {
        let adapters = manyAdapters(10)
        let passing = pass("wide/0", "sdk-0")
        let skipped = PairResult.fixture(
            specID: "wide/0", specFile: "Specs/wide/0.yaml", adapterID: "sdk-9", verdict: .notApplicable,
            reason: "the adapter lacks capability 'restore' that the spec requires")
        var pairs: [PairResult] = []
        pairs.reserveCapacity(count * adapters.count)
        var tags: [String: [String]] = [:]
        for i in 0..<count {
            let spec = "wide/area-\(i % 7)/spec-" + String(i)
            for (column, adapter) in adapters.enumerated() {
                var pair: PairResult
                if column == 9 {
                    pair = skipped
                } else if column == 0, i < failing {
                    pair = fail(spec, adapter.id, message: "expected 'purchase.completed premium_\(i)' but it never came")
                } else {
                    pair = passing
                }
                pair.specID = spec
                pair.adapterID = adapter.id
                pairs.append(pair)
            }
            tags[spec] = ["area-\(i % 7)"] + (i % 3 == 0 ? ["smoke"] : [])
        }
        var report = RunReport(pairs: pairs, invalid: [], adapters: adapters, specCount: count)
        report.tags = tags
        return report
    }

    /// The page's data (`HTMLReport.data`), read back as the page's script reads it.
    struct PageData {
        /// One matrix row: the spec, a verdict letter per adapter, tag indexes, notes as flat
        /// triples (column, text, pair) split into threes, and the invalid file's index.
        struct Row {
            /// The spec id (or the invalid file's).
            var spec: String
            /// One verdict letter per adapter column.
            var letters: String
            /// Indexes into `tags`.
            var tags: [Int]
            /// `[column, text index, pair index]` per cell with a text or a section.
            var notes: [[Int]]
            /// The invalid file's index, for an invalid file's row.
            var invalid: Int?
        }
        /// The adapter ids, in column order.
        var adapters: [String]
        /// The distinct tags, sorted.
        var tags: [String]
        /// The distinct texts.
        var texts: [String]
        /// One row per spec, in matrix order.
        var rows: [Row]
        /// The letters of the verdicts that need attention.
        var attention: String
        /// Per letter: CSS class, matrix cell, badge, verdict.
        var verdicts: [String: [String]]
    }

    /// Why a page's data could not be read.
    struct DataError: Error, CustomStringConvertible {
        var description: String
    }

    /// The text of the page's data element: between its start tag and the first `</script>`.
    static func dataText(_ page: String) -> Substring {
        slice(page, from: "<script type=\"application/json\" id=\"data\">", to: "</script>")
    }

    /// Reads the page's data with a JSON parser, as `JSON.parse` would.
    static func data(_ page: String) throws -> PageData {
        let object = try JSONSerialization.jsonObject(with: Data(dataText(page).utf8))
        guard let root = object as? [String: Any], let rows = root["rows"] as? [[Any]] else { throw DataError(description: "no rows") }
        return PageData(
            adapters: root["adapters"] as? [String] ?? [], tags: root["tags"] as? [String] ?? [],
            texts: root["texts"] as? [String] ?? [],
            rows: try rows.map { row in
                guard row.count >= 4, let spec = row[0] as? String, let letters = row[1] as? String,
                    let tags = row[2] as? [Int], let notes = row[3] as? [Int]
                else { throw DataError(description: "bad row \(row)") }
                let triples = stride(from: 0, to: notes.count, by: 3).map { Array(notes[$0..<min($0 + 3, notes.count)]) }
                return PageData.Row(spec: spec, letters: letters, tags: tags, notes: triples, invalid: row.count > 4 ? row[4] as? Int : nil)
            },
            attention: root["attention"] as? String ?? "", verdicts: root["verdicts"] as? [String: [String]] ?? [:])
    }

    /// How many times `needle` occurs in `text`, not overlapping, compared byte by byte (a `>`
    /// followed by a combining mark is one `Character` but still closes a tag).
    static func count(_ needle: String, in text: some StringProtocol) -> Int {
        let hay = Array(text.utf8), pattern = Array(needle.utf8)
        guard !pattern.isEmpty, hay.count >= pattern.count else { return 0 }
        var count = 0
        var i = 0
        while i <= hay.count - pattern.count {
            if hay[i] == pattern[0] && hay[i..<(i + pattern.count)].elementsEqual(pattern) {
                count += 1
                i += pattern.count
            } else {
                i += 1
            }
        }
        return count
    }

    /// The text between the first `start` in `text` and the next `end` after it, or "" when absent.
    static func slice(_ text: String, from start: String, to end: String) -> Substring {
        guard let from = text.range(of: start), let to = text[from.upperBound...].range(of: end) else { return "" }
        return text[from.upperBound..<to.lowerBound]
    }
}
