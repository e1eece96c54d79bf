import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// Issue 40's table, end to end on the built binary: the specs that bought a mutation score without
/// pinning anything a user cares about (Tests/Fixtures/mutation-gaming, each beside a Miniwall purchase
/// of premium_monthly) score below 40% or are refused, and the honest `exact` spec of the same scenario
/// at least 90%. A spec cannot raise its score by declaring more open, no spec leaves the mean, and
/// `check --strict` names what each gamed spec leaves open or pins nothing with.
@Suite struct MutationGamingCLITests {
    static let fixtures = ConformBinary.packageRoot + "/Tests/Fixtures/mutation-gaming"

    /// The fixtures by name (file name without `.yaml`).
    static func fixture(_ name: String) throws -> String {
        try String(contentsOfFile: fixtures + "/" + name + ".yaml", encoding: .utf8)
    }

    /// The gamed specs of the table, each with what it pins (for the failure message).
    static let gamed: [(name: String, pins: String)] = [
        ("open-everything", "`unspecified: ['*']` + state + result: no event at all"),
        (
            "open-outcomes",
            "`order: [purchase.started premium_monthly]` + count + `unspecified: [recorded.*, purchase.completed, paywall.closed]`: that a purchase starts"
        ),
        ("equivalent-unsupported", "`order: [purchase.started]` + 23 `equivalent:` entries, reason \"the docs do not say\": one name"),
        ("order-open-everything", "`order: [purchase.started]` + `unspecified: ['*']`: one name"),
        ("family-prefixes", "`exact:` of family prefixes (`purchase.* packageId=premium_monthly` …) + `never: ['* native=conform']`: no event name"),
        ("key-star", "`exact: ['* packageId=*' ×5]` + `never:` of outcomes: no name, no order"),
        ("star-five", "`exact: ['*' ×5]`: the refused `count: {'*': 5}`, spelt another way"),
        ("time-only", "`exact: ['* @0s' ×5]`: no event name")
    ]

    /// A Miniwall sandbox holding `specs` (name → text).
    static func sandbox(_ specs: [String: String]) throws -> Sandbox {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - miniwall\n")
        for (name, text) in specs { try box.write("Specs/\(name).yaml", text) }
        return box
    }

    /// `conform mutate --format json` in `box`: the averaged score of each spec, by id.
    static func scores(_ box: Sandbox, _ args: [String] = []) throws -> [String: Double] {
        let out = try ConformBinary.run(["mutate", "--format", "json"] + args, in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdoutText.utf8)) as? [String: Any])
        let specs = try #require(json["specs"] as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: specs.compactMap { s in
                guard let id = s["spec"] as? String, let score = s["averaged"] as? Double else { return nil }
                return (id, score)
            })
    }

    @Test("each gamed spec of the table scores below 40% and the honest spec at least 90%; the count of '*' is refused")
    func table() throws {
        var specs: [String: String] = ["honest": try Self.fixture("honest")]
        for row in Self.gamed { specs[row.name] = try Self.fixture(row.name) }
        let box = try Self.sandbox(specs)
        let scores = try Self.scores(box)
        let honest = try #require(scores["honest"])
        #expect(honest >= 0.9, "the honest exact spec scores \(honest)")
        for row in Self.gamed {
            let score = try #require(scores[row.name], "\(row.name) is not in the report: it left the mean")
            #expect(score < 0.4, "\(row.name) (\(row.pins)) scores \(score)")
        }
        // docs/mutation.md's table of them, generated here (`CONFORM_RECORD_OUTPUTS=1` rewrites it).
        var block = "| spec | what it pins | score |\n| --- | --- | ---: |\n"
        for row in [("honest", "the exact sequence of 5 named events, the state and the result")] + Self.gamed {
            block += "| `\(row.0)` | \(row.1) | \(MutationDocsFiguresTests.Figures.percent(scores[row.0] ?? 0)) |\n"
        }
        block += "| `count-star` | `count: {'*': 5}` + state + result | refused (`spec.gamed-pattern`) |\n"
        try DocsBlock.check(file: "docs/mutation.md", marker: "mutation-gaming", wanted: block)
        let refused = try Self.sandbox(["count-star": try Self.fixture("count-star")])
        let check = try ConformBinary.run(["check"], in: refused.path)
        #expect(check.status == 2, "\(check.stderrText)")
        #expect(check.stderrText.contains("'count' of '*' counts every event whatever its name, which pins no event"), "\(check.stderrText)")
    }

    @Test("a spec cannot raise its score by declaring more open: unspecified and equivalent entries never add to it")
    func declaringOpenNeverRaises() throws {
        let outcomes = try Self.fixture("open-outcomes")
        let without = outcomes.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("unspecified:") }.joined(
            separator: "\n")
        let equivalents = try Self.fixture("equivalent-unsupported")
        let plain = try #require(equivalents.components(separatedBy: "equivalent:\n").first)
        let box = try Self.sandbox(["declared": outcomes, "undeclared": without, "with-equivalents": equivalents, "without-equivalents": plain])
        let scores = try Self.scores(box)
        let (declared, undeclared) = (try #require(scores["declared"]), try #require(scores["undeclared"]))
        let (with, bare) = (try #require(scores["with-equivalents"]), try #require(scores["without-equivalents"]))
        #expect(declared <= undeclared, "unspecified raised the score: \(undeclared) → \(declared)")
        #expect(with == bare, "23 equivalents changed the score: \(bare) → \(with)")
        let pretty = try ConformBinary.run(["mutate", "-v"], in: box.path)
        #expect(pretty.stdoutText.contains("left open by the specs, counted as not killed:"), "\(pretty.stdoutText)")
        #expect(
            pretty.stdoutText.contains("left open if `purchase.completed premium_monthly` is dropped  [equivalent: the docs do not say]"),
            "\(pretty.stdoutText)")
        #expect(pretty.stdoutText.contains("[unspecified: paywall.closed]"), "\(pretty.stdoutText)")
    }

    @Test("no spec leaves the mean: one whose every mutant is left open scores 0 beside the honest spec, and --min-score sees it")
    func noSpecLeavesTheMean() throws {
        let box = try Self.sandbox(["honest": try Self.fixture("honest"), "order-open-everything": try Self.fixture("order-open-everything")])
        let scores = try Self.scores(box)
        #expect((scores["order-open-everything"] ?? 1) < 0.05, "\(scores)")
        let gate = try ConformBinary.run(["mutate", "--min-score", "90"], in: box.path)
        #expect(gate.status == 1, "\(gate.stdoutText)")
        #expect(gate.stderrText.hasPrefix("conform: the mutation score "), "\(gate.stderrText)")
        #expect(gate.stderrText.hasSuffix(" is below the minimum 90%\n"), "\(gate.stderrText)")
    }

    @Test("check --strict names what the gamed specs leave open or pin nothing with, at its line")
    func strictFindings() throws {
        var specs: [String: String] = ["honest": try Self.fixture("honest")]
        for row in Self.gamed { specs[row.name] = try Self.fixture(row.name) }
        let box = try Self.sandbox(specs)
        let out = try ConformBinary.run(["check", "--strict"], in: box.path)
        #expect(out.status == 1, "\(out.stderrText)")
        let text = out.stderrText + out.stdoutText
        #expect(text.contains("Specs/open-everything.yaml:9:17: warning: 'unspecified: [*]' leaves every event open"), "\(text)")
        #expect(
            text.contains(
                "Specs/equivalent-unsupported.yaml:11:5: warning: equivalent '`recorded.purchase_click premium_monthly` is dropped' gives a reason that cites nothing: 'the docs do not say'"
            ), "\(text)")
        #expect(text.contains("'purchase.* packageId=premium_monthly' in 'exact' names no event, so it pins nothing"), "\(text)")
        #expect(text.contains("'* native=conform' in 'never' names no event"), "\(text)")
        #expect(text.contains("'* packageId=*' in 'exact' names no event"), "\(text)")
        #expect(text.contains("'* @0s' in 'exact' names no event"), "\(text)")
        #expect(!text.contains("Specs/honest.yaml"), "the honest spec has no finding: \(text)")
    }
}
