import ConformKit
import Foundation
import Testing

/// The JUnit and TAP reports as their real consumers read them: valid against Jenkins' junit-10.xsd
/// and the strict windyroad JUnit.xsd (Tests/Fixtures/junit-schemas), read by junitparser and
/// xunitparser, drawn by junit2html's matrix, and every TAP YAML block read by a YAML reader —
/// `ci/check-reports.py`, which installs those PyPI packages when they are missing.
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
        _ = try ConformBinary.run(["run", "Specs/adapty", "--adapter", "adapty@3.1,adapty@3", "--junit", box.path + "/dotted.xml", "-q"],
                                  in: ConformBinary.packageRoot)
        let junit = ["all.xml", "invalid.xml", "merged.xml"].map { dir + "/" + $0 } + [box.path + "/dotted.xml"]
        let tap = ["all.tap", "invalid.tap", "merged.tap"].map { dir + "/" + $0 }
        let check = try Subprocess.run("/usr/bin/env", ["python3", ConformBinary.packageRoot + "/ci/check-reports.py", "--junit"] + junit + ["--tap"] + tap,
                                       directory: box.path, environment: ProcessInfo.processInfo.environment, input: Data(), timeout: 600)
        #expect(check.status == 0, "\(check.stdoutText)\(check.stderrText)")

        let all = try String(contentsOfFile: dir + "/all.xml", encoding: .utf8)
        #expect(all.contains("<skipped type=\"xfail\" message=\"AppDNA iOS Paywalls"), "an expected failure keeps its reason")
        let dotted = try String(contentsOfFile: box.path + "/dotted.xml", encoding: .utf8)
        #expect(dotted.contains("classname=\"adapty@3_1\""))
        // The merged report keeps what the excerpt needs: the marker on the event the violation is about.
        let merge = try String(contentsOfFile: dir + "/merged.xml", encoding: .utf8)
        #expect(merge.contains("&gt; event products.failed | paywallController(_:didFailLoadingProductsWith:)"))
    }

    @Test("merged shards give the same JUnit, TAP and markdown as one run")
    func mergedEqualsSingle() throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        _ = try ConformBinary.run(["run", "--junit", "one.xml", "--tap", "one.tap", "--markdown", "one.md", "--json", "one.json", "-q"], in: dir)
        _ = try ConformBinary.run(["run", "--shard", "1/2", "--json", "s1.json", "-q"], in: dir)
        _ = try ConformBinary.run(["run", "--shard", "2/2", "--json", "s2.json", "-q"], in: dir)
        _ = try ConformBinary.run(["merge", "s1.json", "s2.json", "--junit", "m.xml", "--tap", "m.tap", "--markdown", "m.md", "-q"], in: dir)
        for (a, b) in [("one.xml", "m.xml"), ("one.tap", "m.tap"), ("one.md", "m.md")] {
            let single = try String(contentsOfFile: dir + "/" + a, encoding: .utf8)
            let merged = try String(contentsOfFile: dir + "/" + b, encoding: .utf8)
            #expect(single == merged, "\(a) and \(b) differ")
        }
    }
}
