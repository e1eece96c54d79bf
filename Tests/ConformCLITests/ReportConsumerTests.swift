import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// The JUnit and TAP reports as their real consumers read them: valid against Jenkins' junit-10.xsd
/// and the strict windyroad JUnit.xsd (Tests/Fixtures/junit-schemas), read by junitparser and
/// xunitparser, drawn by junit2html's matrix, every TAP YAML block read by tap.py, and every JSON
/// report valid against its schema in docs/schemas — `ci/check-reports.py`, which installs those
/// PyPI packages, pinned, into a virtual environment of its own.
@Suite(.serialized) struct ReportConsumerTests {
    /// A copy of the command-outputs workspace, where one run meets every verdict.
    static func workspace() throws -> (Sandbox, String) {
        let box = try Sandbox()
        try box.copy("Tests/Fixtures/command-outputs/workspace")
        return (box, box.path + "/Tests/Fixtures/command-outputs/workspace")
    }

    @Test("JUnit and TAP of every verdict, an invalid spec, merged shards and a dotted adapter id pass the consumers' checks")
    func consumersAccept() throws {
        let (box, dir) = try Self.workspace()
        _ = try ConformBinary.run(["run", "--junit", "all.xml", "--tap", "all.tap", "-q"], in: dir)
        _ = try ConformBinary.run(["run", "Invalid/", "Specs/", "--junit", "invalid.xml", "--tap", "invalid.tap", "-q"], in: dir)
        _ = try ConformBinary.run(["run", "--shard", "1/2", "--json", "s1.json", "-q"], in: dir)
        _ = try ConformBinary.run(["run", "--shard", "2/2", "--json", "s2.json", "-q"], in: dir)
        let merged = try ConformBinary.run(["merge", "s1.json", "s2.json", "--junit", "merged.xml", "--tap", "merged.tap", "-q"], in: dir)
        #expect(merged.status == 1)
        _ = try ConformBinary.run(
            ["run", "Specs/adapty", "--adapter", "adapty@3.1,adapty@3", "--allow-outside", "--junit", box.path + "/dotted.xml", "-q"],
            in: ConformBinary.packageRoot)
        let junit = ["all.xml", "invalid.xml", "merged.xml"].map { dir + "/" + $0 } + [box.path + "/dotted.xml"]
        let tap = ["all.tap", "invalid.tap", "merged.tap"].map { dir + "/" + $0 }
        let check = try Self.checkReports(["--junit"] + junit + ["--tap"] + tap, in: box.path)
        #expect(check.status == 0, "\(check.stdoutText)\(check.stderrText)")

        let all = try String(contentsOfFile: dir + "/all.xml", encoding: .utf8)
        #expect(all.contains("<skipped message=\"expected failure: AppDNA iOS Paywalls"), "an expected failure keeps its reason")
        let dotted = try String(contentsOfFile: box.path + "/dotted.xml", encoding: .utf8)
        #expect(dotted.contains("classname=\"adapty@3_1\""))
        // The merged report keeps what the excerpt needs: the marker on the event the violation is about.
        let merge = try String(contentsOfFile: dir + "/merged.xml", encoding: .utf8)
        #expect(merge.contains("&gt; event products.failed | paywallController(_:didFailLoadingProductsWith:)"))
    }

    @Test("every JSON report is valid against its JSON Schema in docs/schemas, and holds no key the schema does not document")
    func jsonSchemas() throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        _ = try ConformBinary.run(["run", "Invalid/", "Specs/", "--json", "run.json", "-q"], in: dir)
        _ = try ConformBinary.run(["run", "--shard", "1/2", "--json", "s1.json", "-q"], in: dir)
        _ = try ConformBinary.run(["run", "--shard", "2/2", "--json", "s2.json", "-q"], in: dir)
        _ = try ConformBinary.run(["merge", "s1.json", "s2.json", "--json", "merged.json", "-q"], in: dir)
        _ = try ConformBinary.run(["merge", "s1.json", "--allow-partial", "--json", "partial.json", "-q"], in: dir)
        #expect(try ConformBinary.run(["trend", "run.json", "merged.json", "--format", "json", "--output", "trend.json"], in: dir).status == 0)
        #expect(try ConformBinary.run(["mutate", "--format", "json", "--output", "mutation.json"], in: dir).status != 2)
        let files = [
            "conform-report=run.json", "conform-report=merged.json", "conform-report=partial.json",
            "conform-shard-report=s1.json", "conform-shard-report=s2.json",
            "conform-trend=trend.json", "conform-mutation=mutation.json"
        ]
        let check = try Self.checkReports(["--json"] + files, in: dir)
        #expect(check.status == 0, "\(check.stdoutText)\(check.stderrText)")
        #expect(check.stdoutText.hasSuffix("0 JUnit, 0 TAP and 7 JSON files, 0 problems\n"))

        // The check can fail: a report that is not a shard, a shard named 0, a key nobody documented.
        var report = try String(contentsOfFile: dir + "/run.json", encoding: .utf8)
        report = report.replacingOccurrences(of: "\"pruned\": false,", with: "\"pruned\": false,\n  \"surprise\": 1,")
        try report.write(toFile: dir + "/undocumented.json", atomically: true, encoding: .utf8)
        let shard = try String(contentsOfFile: dir + "/s1.json", encoding: .utf8).replacingOccurrences(
            of: "\"shard\": \"1/2\"", with: "\"shard\": \"0/2\"")
        try shard.write(toFile: dir + "/zero.json", atomically: true, encoding: .utf8)
        let bad = try Self.checkReports(
            ["--json", "conform-shard-report=run.json", "conform-shard-report=zero.json", "conform-report=undocumented.json"], in: dir)
        #expect(bad.status == 1)
        #expect(bad.stdoutText.contains("run.json: check-jsonschema against conform-shard-report"))
        #expect(bad.stdoutText.contains("zero.json: check-jsonschema against conform-shard-report"))
        #expect(bad.stdoutText.contains("undocumented.json: $.surprise is not documented in docs/schemas/conform-report.schema.json"))
    }

    @Test("the JSON examples in the docs are valid against the schemas they illustrate")
    func docsExamples() throws {
        let box = try Sandbox()
        var files: [String] = []
        for doc in ["docs/report-schema.md", "docs/reports.md"] {
            let text = try String(contentsOfFile: ConformBinary.packageRoot + "/" + doc, encoding: .utf8)
            for (index, block) in text.matches(of: /```json\n((?s).*?)```/).enumerated() {
                let json = String(block.1)
                let schema =
                    json.contains("\"schema\": \"conform-mutation/")
                    ? "conform-mutation"
                    : json.contains("\"conform-trend/1\"") ? "conform-trend" : "conform-report"
                let name = doc.replacingOccurrences(of: "/", with: "-") + "-\(index).json"
                try box.write(name, json)
                files.append("\(schema)=\(name)")
            }
        }
        #expect(files.count == 3, "\(files)")
        let check = try Self.checkReports(["--json"] + files, in: box.path)
        #expect(check.status == 0, "\(check.stdoutText)\(check.stderrText)")
    }

    /// Runs ci/check-reports.py with `arguments` in `directory`.
    static func checkReports(_ arguments: [String], in directory: String) throws -> Subprocess.Output {
        try Subprocess.run(
            "/usr/bin/env", ["python3", ConformBinary.packageRoot + "/ci/check-reports.py"] + arguments,
            directory: directory, environment: ProcessInfo.processInfo.environment, input: Data(), timeout: 600)
    }

    @Test("merged shards give the same JUnit, TAP, markdown and JSON document as one run, and an HTML page with every sequence diagram")
    func mergedEqualsSingle() throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        _ = try ConformBinary.run(
            ["run", "--junit", "one.xml", "--tap", "one.tap", "--markdown", "one.md", "--json", "one.json", "--html", "one.html", "-q"], in: dir)
        _ = try ConformBinary.run(["run", "--shard", "1/2", "--json", "s1.json", "-q"], in: dir)
        _ = try ConformBinary.run(["run", "--shard", "2/2", "--json", "s2.json", "-q"], in: dir)
        _ = try ConformBinary.run(
            ["merge", "s1.json", "s2.json", "--junit", "m.xml", "--tap", "m.tap", "--markdown", "m.md", "--json", "m.json", "--html", "m.html", "-q"],
            in: dir)
        // The shards keep every transcript (the merge job's only input), so the merged document is
        // the single run's, byte for byte — refusals' reasons included, never 'refused: refused:'.
        for (a, b) in [("one.xml", "m.xml"), ("one.tap", "m.tap"), ("one.md", "m.md"), ("one.json", "m.json")] {
            let single = try String(contentsOfFile: dir + "/" + a, encoding: .utf8)
            let merged = try String(contentsOfFile: dir + "/" + b, encoding: .utf8)
            #expect(single == merged, "\(a) and \(b) differ")
        }
        let diagrams = { (file: String) in try String(contentsOfFile: dir + "/" + file, encoding: .utf8).components(separatedBy: "<svg").count - 1 }
        #expect(try diagrams("one.html") > 0)
        #expect(try diagrams("m.html") == diagrams("one.html"), "the merged page draws as many sequence diagrams as the run's")
        #expect(!(try String(contentsOfFile: dir + "/m.json", encoding: .utf8)).contains("refused: refused:"))
    }
    @Test("a vendor on two platforms: the shards' JSON names each model's vendor and platform, and the merged page groups them as the run's does")
    func mergedGroupsVendors() throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        let adapters = ["--adapter", "revenuecatui", "--adapter", "miniwall", "--adapter", "revenuecatui-android"]
        _ = try ConformBinary.run(["run"] + adapters + ["--json", "one.json", "--html", "one.html", "-q"], in: dir)
        _ = try ConformBinary.run(["run", "--shard", "1/2"] + adapters + ["--json", "s1.json", "-q"], in: dir)
        _ = try ConformBinary.run(["run", "--shard", "2/2"] + adapters + ["--json", "s2.json", "-q"], in: dir)
        let merge = try ConformBinary.run(["merge", "s1.json", "s2.json", "--json", "m.json", "--html", "m.html", "-q"], in: dir)
        #expect(merge.status < 2, "\(merge.stderrText)")
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/s1.json"))) as? [String: Any])
        let listed = try #require(root["adapters"] as? [[String: Any]]).map { "\($0["id"]!) \($0["vendor"] ?? "-") \($0["platform"] ?? "-")" }
        #expect(listed == ["revenuecatui revenuecat ios", "revenuecatui-android revenuecat android", "miniwall - -"], "\(listed)")
        let single = try String(contentsOfFile: dir + "/one.json", encoding: .utf8)
        #expect(single == (try String(contentsOfFile: dir + "/m.json", encoding: .utf8)), "one.json and m.json differ")
        let page = { (file: String) in try String(contentsOfFile: dir + "/" + file, encoding: .utf8) }
        let row = "<tr class=\"vendors\">"
        #expect(try page("one.html").contains(row), "the run's page heads the vendor's columns")
        #expect(try page("m.html").contains(row), "the merged page heads them too")
        #expect(try page("m.html").components(separatedBy: ">Android<").count == (try page("one.html")).components(separatedBy: ">Android<").count)
    }
}
