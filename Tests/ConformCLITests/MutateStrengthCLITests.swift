import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// `conform mutate` as a measure that cannot be gamed, end to end on the built binary: a spec that
/// pins nothing scores low and the patterns that only matched mutation artefacts are refused; an
/// `exact` spec of the same scenario scores high; `never:` kills renames and insertions; a declared
/// equivalent is set apart; `-v` shows everything; `--suggest` writes a patch that applies, keeps the
/// suite green and kills what it says it kills; `--min-score` without mutants says why it fails.
@Suite struct MutateStrengthCLITests {
    /// A purchase of premium_monthly on Miniwall, whose transcript is: purchase_click, started,
    /// completed, purchase recorded, closed with purchased.
    static let purchase = """
        given:
          products: [premium_monthly, premium_annual]
          store: {premium_monthly: purchased}
        steps:
          - present
          - buy: premium_monthly

        """

    /// The `expect:` block pinning Miniwall's purchase exactly: every event in order, the state and the result.
    static let exact = """
        expect:
          exact:
            - recorded.purchase_click premium_monthly
            - purchase.started premium_monthly
            - purchase.completed premium_monthly
            - recorded.purchase premium_monthly
            - paywall.closed purchased
          state: closed
          result: purchased

        """

    /// A Miniwall sandbox with these specs (path → `expect:` block and anything after it).
    static func suite(_ specs: [String: String]) throws -> Sandbox {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - miniwall\n")
        for (path, expect) in specs { try box.write("Specs/\(path).yaml", "title: \(path)\n" + purchase + expect) }
        return box
    }

    /// The JSON report's specs by id.
    static func specs(_ box: Sandbox, _ args: [String] = []) throws -> [String: [String: Any]] {
        let out = try ConformBinary.run(["mutate", "--format", "json"] + args, in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdoutText.utf8)) as? [String: Any])
        let specs = try #require(json["specs"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: specs.compactMap { spec in (spec["spec"] as? String).map { ($0, spec) } })
    }

    @Test("the gamed spec is refused; what is left of it scores below 40%, and an exact spec of the same scenario at least 90%")
    func gamedAndExact() throws {
        let gamed = try Self.suite([
            "gamed": """
            expect:
              count: {'*': 5}
              never: ['* other', '* packageId=other']
              state: closed
              result: purchased

            """
        ])
        let check = try ConformBinary.run(["check"], in: gamed.path)
        #expect(check.status == 2)
        #expect(check.stderrText.contains("'count' of '*' counts every event whatever its name, which pins no event"), "\(check.stderrText)")
        #expect(check.stderrText.contains("'* other' in 'never' matches any event carrying that value"), "\(check.stderrText)")
        #expect(check.stderrText.contains("'* packageId=other' in 'never'"), "\(check.stderrText)")

        let box = try Self.suite([
            "left-of-gamed": "expect:\n  state: closed\n  result: purchased\n",
            "exact": Self.exact
        ])
        let specs = try Self.specs(box)
        let weak = try #require(specs["left-of-gamed"]?["averaged"] as? Double)
        let exact = try #require(specs["exact"]?["averaged"] as? Double)
        #expect(weak < 0.4, "\(weak)")
        #expect(exact >= 0.9, "\(exact)")
        #expect(specs["exact"]?["pins"] as? String == "5 names, the exact sequence, 5 values, the state, the result")
    }

    @Test("never: kills renames and insertions that the same spec without it lets through")
    func neverEarns() throws {
        let order = "expect:\n  order: [purchase.started premium_monthly]\n"
        let box = try Self.suite(["without": order, "with": order + "  never: [purchase.failed, purchase.cancelled, error, paywall.shown]\n"])
        func survivors(_ spec: String, _ op: String) throws -> Int {
            let specs = try Self.specs(box)
            let pair = try #require((specs[spec]?["pairs"] as? [[String: Any]])?.first)
            let list = try #require(pair["survivors"] as? [[String: Any]])
            return list.filter { $0["operator"] as? String == op }.count
        }
        #expect(try survivors("with", "insert") < survivors("without", "insert"))
        // A failed purchase leaves the paywall open: its outcome may be renamed, and never: kills that.
        let failed = Self.purchase.replacingOccurrences(of: "{premium_monthly: purchased}", with: "{premium_monthly: failed payment_declined}")
        let failing = try Sandbox()
        try failing.write("conform.yaml", "adapters:\n  - miniwall\n")
        try failing.write("Specs/without.yaml", "title: without\n" + failed + "expect:\n  order: [purchase.started premium_monthly]\n")
        try failing.write(
            "Specs/with.yaml",
            "title: with\n" + failed
                + "expect:\n  order: [purchase.started premium_monthly]\n  never: [purchase.completed, purchase.cancelled, purchase.pending]\n")
        let renames = try Self.specs(failing).mapValues { spec in
            ((spec["pairs"] as? [[String: Any]])?.first?["survivors"] as? [[String: Any]] ?? []).filter { $0["operator"] as? String == "rename" }
                .count
        }
        #expect((renames["with"] ?? 1) < (renames["without"] ?? 0), "\(renames)")
    }

    @Test("a survivor the spec declares equivalent is set apart and not counted; an entry that matches nothing is reported")
    func declaredEquivalent() throws {
        let expect = "expect:\n  order: [purchase.started premium_monthly, purchase.completed premium_monthly]\n"
        let box = try Self.suite([
            "plain": expect,
            "declared": expect + """
                equivalent:
                  - mutant: '`recorded.purchase_click premium_monthly` is dropped'
                    reason: analytics are the SDK's own, not part of this contract
                  - mutant: '`nothing` is dropped'
                    reason: a stale entry

                """
        ])
        let specs = try Self.specs(box)
        let plain = try #require(specs["plain"])
        let declared = try #require(specs["declared"])
        #expect((declared["set_apart"] as? [String: Int])?["equivalent"] == 1)
        #expect((declared["mutants"] as? Int).map { $0 + 1 } == plain["mutants"] as? Int)
        let pretty = try ConformBinary.run(["mutate"], in: box.path)
        #expect(pretty.stdoutText.contains("1 declared equivalent matched no mutant"), "\(pretty.stdoutText)")
        #expect(pretty.stdoutText.contains("declared: `nothing` is dropped"), "\(pretty.stdoutText)")
        let json = try ConformBinary.run(["mutate", "--format", "json"], in: box.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdoutText.utf8)) as? [String: Any])
        let stale = try #require(object["stale_equivalents"] as? [[String: Any]])
        #expect(stale.count == 1 && stale.first?["mutant"] as? String == "`nothing` is dropped" && stale.first?["spec"] as? String == "declared")
    }

    @Test("-v lists every survivor and every skipped pair with its reason; the default is a summary")
    func verbose() throws {
        let box = try Self.suite(["weak": "expect:\n  state: closed\n", "failing": "expect:\n  state: open\n"])
        let summary = try ConformBinary.run(["mutate"], in: box.path)
        let verbose = try ConformBinary.run(["mutate", "-v"], in: box.path)
        #expect(summary.status == 0 && verbose.status == 0)
        let lines = { (text: String) in text.split(separator: "\n").filter { $0.contains("still passes if") }.count }
        #expect(lines(summary.stdoutText) == MutationRenderer.summarySurvivors)
        #expect(lines(verbose.stdoutText) > 30)
        #expect(summary.stdoutText.contains("… \(lines(verbose.stdoutText) - MutationRenderer.summarySurvivors) more"))
        #expect(!summary.stdoutText.contains("its expectations fail"))
        #expect(verbose.stdoutText.contains("FAIL  miniwall  failing: its expectations fail: the paywall ended closed, expected open"))
        #expect(verbose.stdoutText.contains("by adapter"))
        let long = try ConformBinary.run(["mutate", "--verbose"], in: box.path)
        #expect(long.stdoutText == verbose.stdoutText)
    }

    @Test("--suggest writes a patch that applies, keeps every spec green, and kills the survivors it was written for")
    func suggestPatch() throws {
        let box = try Self.suite(["weak": "expect:\n  order: [purchase.started premium_monthly]\n  state: closed\n"])
        let out = try ConformBinary.run(["mutate", "--suggest", "fix.patch"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stderrText.contains("written to 'fix.patch': review it, then 'git apply fix.patch'"), "\(out.stderrText)")
        let patch = try box.read("fix.patch")
        #expect(patch.hasPrefix("--- a/Specs/weak.yaml\n+++ b/Specs/weak.yaml\n@@ "), "\(patch)")
        let before = try #require(try Self.specs(box)["weak"]?["averaged"] as? Double)
        let apply = try Subprocess.run(
            "/usr/bin/env", ["git", "apply", "fix.patch"], directory: box.path, environment: ProcessInfo.processInfo.environment,
            input: Data(), timeout: 60)
        #expect(apply.status == 0, "\(apply.stderrText)")
        let spec = try box.read("Specs/weak.yaml")
        #expect(spec.contains("purchase.started premium_monthly, purchase.completed premium_monthly"), "\(spec)")
        #expect(spec.contains("  result: purchased\n"), "\(spec)")
        let run = try ConformBinary.run(["run", "--no-golden"], in: box.path)
        #expect(run.status == 0, "the patched spec still passes: \(run.stdoutText)")
        let after = try #require(try Self.specs(box)["weak"]?["averaged"] as? Double)
        #expect(after > before + 0.3, "\(before) → \(after)")
        let again = try ConformBinary.run(["mutate", "--suggest", "again.patch"], in: box.path)
        if again.status == 1 {
            #expect(!box.exists("again.patch"), "nothing left to suggest, and no empty patch written")
        } else {
            #expect(again.status == 0, "\(again.stderrText)")
            #expect(!(try box.read("again.patch")).contains("result: purchased"), "nothing suggested twice")
        }
    }

    @Test("--min-score with no pair passing exits 1 and says why, not that '-' is below the minimum")
    func minimumWithoutMutants() throws {
        let box = try Self.suite(["failing": "expect:\n  state: open\n"])
        let out = try ConformBinary.run(["mutate", "--min-score", "80"], in: box.path)
        #expect(out.status == 1)
        #expect(out.stderrText == "conform: no pair passed its expectations, so there is no mutation score and the minimum 80% is not met\n")
        #expect(try ConformBinary.run(["mutate"], in: box.path).status == 0, "without a minimum, an empty score is information")
    }
}

/// `--suggest` never writes an empty, partial or unchecked patch, and `-v` lists every spec.
@Suite struct MutateSuggestRefusalCLITests {
    typealias S = MutateStrengthCLITests

    @Test("nothing to suggest: no patch is written, exit 1 with the reason")
    func emptyPatch() throws {
        let box = try S.suite([
            "exact": S.exact + """
                  never: [error, purchase.failed]
                  count: {'purchase.started premium_monthly product=premium_monthly': 1, 'purchase.completed premium_monthly product=premium_monthly': 1}

                """
        ])
        let first = try ConformBinary.run(["mutate", "--suggest", "fix.patch"], in: box.path)
        if first.status == 0, box.exists("fix.patch") {
            // Apply what there is; then nothing is left to suggest.
            _ = try Subprocess.run(
                "/usr/bin/env", ["git", "apply", "fix.patch"], directory: box.path, environment: ProcessInfo.processInfo.environment,
                input: Data(), timeout: 60)
            try FileManager.default.removeItem(atPath: box.path + "/fix.patch")
        }
        let out = try ConformBinary.run(["mutate", "--suggest", "fix.patch"], in: box.path)
        #expect(out.status == 1, "\(out.stderrText)")
        #expect(!box.exists("fix.patch"))
        #expect(
            out.stderrText.contains("conform mutate: no patch written to 'fix.patch': no suggested expectation fits a spec's claim"),
            "\(out.stderrText)")
        #expect(out.stdoutText.contains("conform mutate: "), "the report is still written")
    }

    @Test("an invalid spec file: no patch is written, exit 2 naming the file")
    func invalidSpec() throws {
        let box = try S.suite(["weak": "expect:\n  order: [purchase.started premium_monthly]\n"])
        try box.write("Specs/broken.yaml", "title: broken\nsteps: [present]\nexpect:\n  order: [purchase.started\n")
        let out = try ConformBinary.run(["mutate", "--suggest", "fix.patch"], in: box.path)
        #expect(out.status == 2, "\(out.stderrText)")
        #expect(!box.exists("fix.patch"))
        #expect(
            out.stderrText.contains(
                "conform mutate: no patch written to 'fix.patch': 1 spec file could not be read (Specs/broken.yaml); fix it and run again"),
            "\(out.stderrText)")
    }

    @Test("-v lists every spec, one that kills every mutant too; the summary only those with survivors")
    func verboseListsEverySpec() throws {
        let box = try S.suite(["weak": "expect:\n  order: [purchase.started premium_monthly]\n"])
        try box.write(
            "Specs/shown.yaml",
            "title: shown\ngiven:\n  products: [premium_monthly]\nsteps: [present]\nexpect:\n  state: open\n  never: [paywall.closed, error, purchase.failed]\n"
        )
        let verbose = try ConformBinary.run(["mutate", "-v"], in: box.path)
        let summary = try ConformBinary.run(["mutate"], in: box.path)
        #expect(verbose.status == 0 && summary.status == 0)
        #expect(verbose.stdoutText.contains("every spec, weakest first (2; 1 with survivors or mutants left open)"), "\(verbose.stdoutText)")
        #expect(verbose.stdoutText.contains("   100%  shown  4/4 killed on miniwall"), "\(verbose.stdoutText)")
        #expect(!summary.stdoutText.contains("  shown  "), "\(summary.stdoutText)")
        #expect(summary.stdoutText.contains("  weak  "), "\(summary.stdoutText)")
    }
}
