import ConformAdapters
import ConformKit
import ConformTesting
import Foundation
import Testing

/// Record modes, as swift-snapshot-testing has them: which goldens each writes, and that writing
/// one is always reported, never a silent pass.
@Suite struct RecordModeTests {
    @Test(
        "the mode comes from CONFORM_RECORD, else never in CI and missing elsewhere",
        arguments: [
            ([:], RecordMode.missing, false),
            (["CI": "true"], .never, false),
            (["GITHUB_ACTIONS": "true"], .never, false),
            (["CI": "false"], .missing, false),
            (["CI": "0"], .missing, false),
            (["CIRCLECI": "true"], .never, false),
            (["CONFORM_RECORD": "all"], .all, false),
            (["CONFORM_RECORD": "Failed"], .failed, false),
            (["CONFORM_RECORD": "missing", "CI": "true"], .missing, false),
            (["CONFORM_RECORD": "sometimes"], .never, true)
        ] as [([String: String], RecordMode, Bool)])
    func fromEnvironment(_ environment: [String: String], _ mode: RecordMode, _ problem: Bool) {
        let read = RecordMode.fromEnvironment(environment)
        #expect(read.mode == mode)
        #expect((read.problem != nil) == problem)
    }

    /// Three specs whose goldens, after `prepare`, match (`success`), differ (`cancel`) and are
    /// missing (`close`).
    static let specs = [
        "purchase/success.yaml":
            "title: s\ngiven:\n  products: [premium_monthly]\nsteps:\n  - present\n  - buy: premium_monthly\nexpect:\n  state: closed\n",
        "purchase/cancel.yaml":
            "title: c\ngiven:\n  products: [premium_monthly]\n  store: {premium_monthly: cancelled}\nsteps:\n  - present\n  - buy: premium_monthly\nexpect:\n  state: open\n",
        "close/button.yaml": "title: b\ngiven:\n  products: [premium_monthly]\nsteps:\n  - present\n  - close\nexpect:\n  state: closed\n"
    ]

    /// Writes every golden, edits one and removes another.
    func prepare(_ folder: TemporarySpecs) throws -> ConformanceSuite {
        let golden = folder.path + "/Golden"
        _ = try ConformanceSuite(specs: folder.path + "/Specs", golden: golden, adapters: [MiniwallAdapter()], record: .all).failures()
        let changed = golden + "/miniwall/purchase/cancel.transcript"
        let text = try String(contentsOfFile: changed, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "step buy", with: "step  buy").utf8).write(to: URL(fileURLWithPath: changed))
        try FileManager.default.removeItem(atPath: golden + "/miniwall/close/button.transcript")
        return ConformanceSuite(specs: folder.path + "/Specs", golden: golden, adapters: [MiniwallAdapter()])
    }

    @Test(
        "each mode writes what it says and reports every golden it wrote",
        arguments: [
            (RecordMode.never, [String](), ["close/button: new", "purchase/cancel: changed"]),
            (.missing, ["close/button"], ["close/button: recorded", "purchase/cancel: changed"]),
            (.failed, ["close/button", "purchase/cancel"], ["close/button: recorded", "purchase/cancel: recorded"]),
            // `all` rewrites the matching golden too (with the same text) and reports it.
            (
                .all, ["close/button", "purchase/cancel"],
                ["close/button: recorded", "purchase/cancel: recorded", "purchase/success: recorded"]
            )
        ])
    func modes(_ mode: RecordMode, _ written: [String], _ reported: [String]) throws {
        let folder = try TemporarySpecs(Dictionary(uniqueKeysWithValues: Self.specs.map { ("Specs/" + $0.key, $0.value) }))
        var suite = try prepare(folder)
        suite.record = mode
        let before = try goldens(folder)
        let failures = try suite.failures()
        let after = try goldens(folder)
        let changed = after.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(changed == written)
        let kinds = failures.map { failure -> String in
            let kind =
                failure.message.contains("recorded the golden")
                ? "recorded"
                : failure.message.contains("no golden transcript yet")
                    ? "new"
                    : failure.message.contains("differ from the golden") ? "changed" : failure.message
            return "\(failure.specID): \(kind)"
        }
        #expect(kinds.sorted() == reported)
        // What was written is what the next run checks against: it passes.
        if mode != .never {
            suite.record = .never
            let again = try suite.failures().filter { written.contains($0.specID) }
            #expect(again.isEmpty, "\(again.map(\.message))")
        }
    }

    /// The goldens under the folder, by spec id.
    func goldens(_ folder: TemporarySpecs) throws -> [String: String] {
        var result: [String: String] = [:]
        for id in ["purchase/success", "purchase/cancel", "close/button"] {
            result[id] = try? String(contentsOfFile: folder.path + "/Golden/miniwall/\(id).transcript", encoding: .utf8)
        }
        return result
    }
}
