import ConformTestSupport
import Foundation
import Testing

/// A report whose verdict and outcome disagree — a result edited by hand, or by a tool that
/// rewrote verdicts — was never a report conform wrote: `merge`, `trend` and `badge` recompute
/// each verdict from its outcome (`VerdictRule`) and refuse the file at the result, exit 2,
/// writing nothing (issue 39).
@Suite struct TamperedReportCLITests {
    /// A tampering of one passing result, and what the refusal says it gives.
    static let tamperings: [(what: String, edit: @Sendable (inout [String: Any]) -> Void, says: String)] = [
        (
            "edited to pass + unavailable",
            { result in
                result["outcome"] = "unavailable"
                result["error"] = "handshake failed"
                result.removeValue(forKey: "golden_outcome")
            },
            "has verdict 'pass', but its outcome 'unavailable' gives 'error'"
        ),
        (
            "a pass edited to fail", { result in result["verdict"] = "fail" },
            "has verdict 'fail', but its outcome 'ran' (golden 'matches') gives 'pass'"
        ),
        (
            "a divergence added to a pass",
            { result in result["divergence"] = "listed by hand" },
            "has verdict 'pass', but its outcome 'ran' (golden 'matches') gives 'unexpected_pass'"
        )
    ]

    /// The three commands that read reports, each on the tampered `file`.
    static let commands: [(name: String, args: @Sendable (String) -> [String])] = [
        ("merge", { ["merge", $0, "--json", "merged.json"] }),
        ("trend", { ["trend", $0, "--json", "trend.json"] }),
        ("badge", { ["badge", $0, "--adapter", "miniwall", "--output", "badge.svg"] })
    ]

    @Test(
        "merge, trend and badge refuse a result whose verdict is not the one its outcome gives, at its place",
        arguments: commands.indices, tamperings.indices)
    func refused(_ command: Int, _ tampering: Int) throws {
        let box = try Sandbox()
        try box.copy("Tests/Fixtures/command-outputs/workspace")
        let dir = box.path + "/Tests/Fixtures/command-outputs/workspace"
        let run = try ConformBinary.run(["run", "--shard", "1/1", "--json", "r.json", "-q"], in: dir)
        try #require(run.status < 2, "\(run.stderrText)")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/r.json"))) as? [String: Any])
        var results = try #require(root["results"] as? [[String: Any]])
        let index = try #require(results.firstIndex { $0["verdict"] as? String == "pass" && $0["adapter"] as? String == "miniwall" })
        let spec = try #require(results[index]["spec"] as? String)
        Self.tamperings[tampering].edit(&results[index])
        root["results"] = results
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: dir + "/edited.json"))

        let (name, args) = Self.commands[command]
        let out = try ConformBinary.run(args("edited.json"), in: dir)
        let context = "\(name), \(Self.tamperings[tampering].what): \(out.stderrText)"
        #expect(out.status == 2, "\(context)")
        #expect(
            out.stderrText.hasPrefix(
                "conform: error: 'edited.json' is not a valid conform-report/2 report: results[\(index)] ('\(spec)' on 'miniwall') "
                    + Self.tamperings[tampering].says),
            "\(context)")
        #expect(out.stderrText.contains("\n  next: regenerate it with 'conform run --json FILE'"), "\(context)")
        #expect(out.stdoutText.isEmpty, "\(context)")
        for written in ["merged.json", "trend.json", "badge.svg"] {
            #expect(!FileManager.default.fileExists(atPath: dir + "/" + written), "\(context)")
        }
        // The untouched report is read: the refusal is the edit's.
        let untouched = try ConformBinary.run(args("r.json"), in: dir)
        #expect(untouched.status < 2, "\(name) on the run's own report: \(untouched.stderrText)")
    }
}

/// A report whose totals — `summary` or an adapter's `score` — are not what its results give (a
/// summary edited to hide a failure, for a tool that reads only the summary) is refused by the
/// commands that read reports, at the field, exit 2, writing nothing.
@Suite struct TamperedTotalsCLITests {
    /// An edit of the report's totals, and the field the refusal names.
    static let tamperings: [(what: String, edit: @Sendable (inout [String: Any]) -> Void, says: String)] = [
        (
            "one more pass in the summary",
            { root in
                var summary = root["summary"] as! [String: Any]
                summary["pass"] = (summary["pass"] as! Int) + 1
                root["summary"] = summary
            },
            "field 'pass' is"
        ),
        (
            "a failing exit code edited to 0",
            { root in
                var summary = root["summary"] as! [String: Any]
                summary["exit_code"] = (summary["exit_code"] as! Int) == 0 ? 1 : 0
                root["summary"] = summary
            },
            "field 'exit_code' is"
        ),
        (
            "an adapter's conformance raised",
            { root in
                var adapters = root["adapters"] as! [[String: Any]]
                var score = adapters[0]["score"] as! [String: Any]
                score["conformance"] = 100.0
                score["passed"] = score["applicable"]
                adapters[0]["score"] = score
                root["adapters"] = adapters
            },
            "field 'passed' is"
        )
    ]

    @Test(
        "merge, trend and badge refuse a report whose summary or score is not what its results give, at the field",
        arguments: TamperedReportCLITests.commands.indices, tamperings.indices)
    func refused(_ command: Int, _ tampering: Int) throws {
        let box = try Sandbox()
        try box.copy("Tests/Fixtures/command-outputs/workspace")
        let dir = box.path + "/Tests/Fixtures/command-outputs/workspace"
        let run = try ConformBinary.run(["run", "--shard", "1/1", "--json", "r.json", "-q"], in: dir)
        try #require(run.status < 2, "\(run.stderrText)")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/r.json"))) as? [String: Any])
        let adapters = try #require(root["adapters"] as? [[String: Any]])
        let score = try #require(adapters.first?["score"] as? [String: Any])
        try #require((score["passed"] as? Int) != (score["applicable"] as? Int), "the fixture's first adapter must fail something")
        Self.tamperings[tampering].edit(&root)
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: dir + "/edited.json"))

        let (name, args) = TamperedReportCLITests.commands[command]
        let out = try ConformBinary.run(args("edited.json"), in: dir)
        let context = "\(name), \(Self.tamperings[tampering].what): \(out.stderrText)"
        #expect(out.status == 2, "\(context)")
        #expect(out.stderrText.hasPrefix("conform: error: 'edited.json' is not a valid conform-report/2 report: "), "\(context)")
        #expect(out.stderrText.contains(Self.tamperings[tampering].says), "\(context)")
        #expect(out.stderrText.contains("a total is counted from the results, and these two disagree"), "\(context)")
        #expect(out.stdoutText.isEmpty, "\(context)")
        for written in ["merged.json", "trend.json", "badge.svg"] {
            #expect(!FileManager.default.fileExists(atPath: dir + "/" + written), "\(context)")
        }
    }
}
