import ConformKit
import Foundation
import Testing

/// `conform mutate` end to end: the built binary on a small fixed suite — stdout, stderr and the
/// exit status for pretty and JSON output, `--output`, `--min-score`, bad arguments and adapter errors.
@Suite struct MutateCommandTests {
    /// A sandbox running the built-in Miniwall model on four specs: one ordering a purchase, one
    /// checking only the final state, one that fails, one needing a capability Miniwall lacks.
    static func suite() throws -> Sandbox {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - miniwall\n")
        let purchase = "given:\n  products: [premium_monthly]\n  store: {premium_monthly: purchased}\nsteps:\n  - present\n  - buy: premium_monthly\n"
        try box.write(
            "Specs/purchase/ordered.yaml",
            "title: ordered\n" + purchase + """
                expect:
                  order: [purchase.started premium_monthly, purchase.completed premium_monthly, paywall.closed purchased]
                  count: {purchase.completed: 1}
                  state: closed
                  result: purchased

                """)
        try box.write("Specs/purchase/state-only.yaml", "title: state only\n" + purchase + "expect:\n  state: closed\n")
        try box.write("Specs/purchase/wrong.yaml", "title: wrong\n" + purchase + "expect:\n  state: open\n")
        try box.write("Specs/elsewhere.yaml", "title: elsewhere\nscope:\n  requires: [promo-code]\nsteps: [present]\nexpect:\n  state: open\n")
        return box
    }

    /// What `conform mutate` prints for the suite.
    static let pretty = """
        conform mutate: 20.8% of mutants killed (mean of 2 spec scores; 15 of 72 counted mutants) in 2 pairs (2 specs, 1 adapter)
        no mutant left open or set apart
        at most 256 mutants a pair; none had more

        by folder
          purchase   20.8%      15/72  2 specs

        by mutation (mutants of every spec together)
          drop        30.0%       3/10  an event dropped
          duplicate   10.0%       1/10  an event fired twice
          swap        12.5%        1/8  two adjacent events of a step swapped
          move        33.3%        2/6  an event moved across a change of the paywall's state
          insert         0%       0/12  a close, an error or a failure inserted after a step
          argument    25.0%       3/12  a subject or argument value replaced by another real one
          omit        20.0%       2/10  a native argument removed
          state        100%        2/2  the paywall's final state changed, with its close event
          result      50.0%        1/2  the paywall's final result changed, with its close event

        specs with surviving mutants, weakest first (2 of 2)

            2.7%  purchase/state-only  1/36 killed on miniwall; pins the state
            still passes if `recorded.purchase_click premium_monthly` is dropped
              kill it with  count: {recorded.purchase_click premium_monthly: 1}  (add it to this spec)
            still passes if `purchase.started premium_monthly` is dropped
              kill it with  count: {purchase.started premium_monthly: 1}  (add it to this spec)
            still passes if `purchase.completed premium_monthly` is dropped
              kill it with  count: {purchase.completed premium_monthly: 1}  (add it to this spec)
            … 32 more

           38.8%  purchase/ordered  14/36 killed on miniwall; pins 3 names, an order of 3, 3 values, the state, the result
            still passes if `recorded.purchase_click premium_monthly` is dropped
              kill it with  count: {recorded.purchase_click premium_monthly: 1}  (add it to this spec)
            still passes if `recorded.purchase premium_monthly` is dropped
              kill it with  count: {recorded.purchase premium_monthly: 1}  (add it to this spec)
            still passes if `recorded.purchase_click premium_monthly` fires twice
              kill it with  count: {recorded.purchase_click premium_monthly: 1}  (add it to this spec)
            … 19 more

        '-v' lists every spec, survivor and mutant left open; '--suggest FILE' writes the fixes as a patch

        skipped 2 pairs: 1 fail, 1 not applicable
          '-v' lists them with the reasons

        """

    @Test(
        "pretty: a summary — the scores, the weakest specs' first survivors with the expectation that kills each, skipped pairs counted — on stdout, exit 0"
    )
    func prettyOutput() throws {
        let box = try Self.suite()
        let out = try ConformBinary.run(["mutate"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stderrText.isEmpty, "\(out.stderrText)")
        #expect(out.stdoutText == Self.pretty, "\(out.stdoutText)")
        #expect(!out.stdoutText.contains("\u{1B}["), "no colour off a terminal")
        let again = try ConformBinary.run(["mutate", "--jobs", "3"], in: box.path)
        #expect(again.stdoutText == out.stdoutText, "the same bytes whatever --jobs")
    }

    @Test("json: the documented schema with scores, survivors and skipped pairs with reasons, exit 0")
    func jsonOutput() throws {
        let box = try Self.suite()
        let out = try ConformBinary.run(["mutate", "--format", "json"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stderrText.isEmpty, "\(out.stderrText)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdoutText.utf8)) as? [String: Any])
        #expect(json["schema"] as? String == "conform-mutation/2")
        #expect(json["limit"] as? Int == 256)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["mutants"] as? Int == 72 && summary["killed"] as? Int == 15 && summary["survived"] as? Int == 57)
        #expect(summary["score"] as? Double == 0.2083)
        #expect(summary["averaged"] as? Double == 0.2083)
        #expect(summary["pairs"] as? Int == 2 && summary["skipped"] as? Int == 2 && summary["capped_pairs"] as? Int == 0)
        let specs = try #require(json["specs"] as? [[String: Any]])
        #expect(specs.map { $0["spec"] as? String } == ["purchase/ordered", "purchase/state-only"])
        let pair = try #require((specs[1]["pairs"] as? [[String: Any]])?.first)
        let survivors = try #require(pair["survivors"] as? [[String: Any]])
        #expect(survivors.count == 35)
        #expect(survivors.first?["operator"] as? String == "drop")
        #expect(survivors.first?["event"] as? Int == 1)
        #expect(survivors.first?["description"] as? String == "`recorded.purchase_click premium_monthly` is dropped")
        #expect(survivors.first?["suggestion"] as? String == "count: {recorded.purchase_click premium_monthly: 1}")
        #expect(survivors.first?["belongs"] as? String == "spec")
        #expect(survivors.last?["event"] is NSNull)
        #expect(survivors.last?["suggestion"] as? String == "result: purchased")
        let skipped = try #require(json["skipped"] as? [[String: Any]])
        #expect(skipped.map { $0["spec"] as? String } == ["elsewhere", "purchase/wrong"])
        #expect(skipped.map { $0["verdict"] as? String } == ["not_applicable", "fail"])
        #expect(skipped[0]["reason"] as? String == "the adapter lacks capability 'promo-code' that the spec requires")
    }

    @Test("--output writes the report to the file and a one-line summary to stderr")
    func outputFile() throws {
        let box = try Self.suite()
        let out = try ConformBinary.run(["mutate", "--output", "mutation.txt"], in: box.path)
        #expect(out.status == 0)
        #expect(out.stdoutText.isEmpty)
        #expect(
            out.stderrText
                == "conform mutate: 20.8% of mutants killed (mean of 2 spec scores; 15 of 72 counted mutants) in 2 pairs (2 specs, 1 adapter); written to 'mutation.txt'\n"
        )
        #expect(try box.read("mutation.txt") == Self.pretty)
    }

    @Test(
        "--min-score: exit 1 below it, saying so on stderr with the report still on stdout; 0 at or above it",
        arguments: [
            ("50", Int32(1)), ("20.9%", 1), ("20.8", 0), ("0", 0)
        ])
    func minimumScore(_ minimum: String, _ status: Int32) throws {
        let box = try Self.suite()
        let out = try ConformBinary.run(["mutate", "--format", "json", "--min-score", minimum], in: box.path)
        #expect(out.status == status, "\(out.stderrText)")
        #expect(out.stdoutText.hasPrefix("{\n  \"schema\": \"conform-mutation/2\""))
        let wanted = minimum.hasSuffix("%") ? minimum : minimum + "%"
        #expect(out.stderrText == (status == 1 ? "conform: the mutation score 20.8% is below the minimum \(wanted)\n" : ""))
    }

    @Test(
        "invalid arguments exit 2 with the next step and nothing on stdout",
        arguments: [
            (["mutate", "--min-score", "high"], "'--min-score' must be a percent from 0 to 100, not 'high'"),
            (["mutate", "--min-score", "120"], "'--min-score' must be a percent from 0 to 100, not '120'"),
            (["mutate", "--min-score", "1e1"], "'--min-score' must be a percent from 0 to 100, not '1e1'"),
            (["mutate", "--min-score", "0x50"], "'--min-score' must be a percent from 0 to 100, not '0x50'"),
            (["mutate", "--min-score", "+80"], "'--min-score' must be a percent from 0 to 100, not '+80'"),
            (["mutate", "--min-score", "80."], "'--min-score' must be a percent from 0 to 100, not '80.'"),
            (["mutate", "--max-mutants", "0"], "'--max-mutants' must be a whole number from 1 to 1024, not '0'"),
            (["mutate", "--format", "tap"], "option '--format' cannot be 'tap'"),
            (["mutate", "--adapter", "minwall"], "did you mean 'miniwall'?"),
            (["mutate", "Specs/nowhere"], "nowhere")
        ])
    func invalidArguments(_ args: [String], _ message: String) throws {
        let box = try Self.suite()
        let out = try ConformBinary.run(args, in: box.path)
        #expect(out.status == 2, "\(out.stderrText)")
        #expect(out.stdoutText.isEmpty)
        #expect(out.stderrText.contains(message), "\(out.stderrText)")
    }

    @Test("an invalid spec file exits 2 after reporting the others; a crashing adapter exits 3 and its pair is skipped as an error")
    func invalidSpecAndAdapterError() throws {
        let box = try Self.suite()
        try box.write("Specs/broken.yaml", "title: broken\nstepz: [present]\n")
        let invalid = try ConformBinary.run(["mutate"], in: box.path)
        #expect(invalid.status == 2)
        #expect(invalid.stderrText.contains("did you mean 'steps'?"), "\(invalid.stderrText)")
        #expect(invalid.stdoutText.contains("1 spec file could not be read: Specs/broken.yaml"), "\(invalid.stdoutText)")

        let crashing = try Sandbox()
        try crashing.write(
            "conform.yaml",
            "adapters:\n  - {name: crashy, command: [python3, '\(ExternalCLITests.fixtures)/crash_mid_spec.py'], environment: {PYTHONDONTWRITEBYTECODE: '1'}}\n"
        )
        try crashing.write("Specs/t/a.yaml", "title: a\nsteps: [present, {action: ok}]\nexpect:\n  order: [action ok]\n")
        try crashing.write("Specs/t/b.yaml", "title: b\nsteps: [present, {action: boom}]\nexpect:\n  order: [action boom]\n")
        let out = try ConformBinary.run(["mutate", "--jobs", "1"], in: crashing.path)
        #expect(out.status == 3, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(out.stdoutText.contains("ERROR  crashy  t/b: "), "\(out.stdoutText)")
        #expect(out.stdoutText.contains("t/a  "), "the pair that ran is mutated: \(out.stdoutText)")
    }

    @Test("docs/report-schema.md's mutation example is what the binary writes for the suite it describes")
    func documentedExample() throws {
        let docs = try String(contentsOfFile: ConformBinary.packageRoot + "/docs/report-schema.md", encoding: .utf8)
        let section = try #require(docs.components(separatedBy: "## The mutation report").last)
        let example = try #require(section.components(separatedBy: "```json\n").last?.components(separatedBy: "```").first)
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - miniwall\n  - appdna\n")
        try box.write(
            "Specs/close/button.yaml",
            """
            title: The close button closes the paywall
            scope:
              requires: [busy-screen]
            steps: [present, close]
            expect:
              order: [paywall.closed closed]
              state: closed

            """)
        let out = try ConformBinary.run(["mutate", "--format", "json"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stdoutText == example, "replace the example in docs/report-schema.md with:\n\(out.stdoutText)")
    }
}
