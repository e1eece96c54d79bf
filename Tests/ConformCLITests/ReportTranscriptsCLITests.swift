import ConformTestSupport
import Foundation
import Testing

/// A JSON report keeps transcripts by one rule — every pair's, whenever a JSON report is written —
/// so its bytes never depend on which other reports were asked for (issue 39).
@Suite struct ReportTranscriptsCLITests {
    @Test(
        "run --json writes the same bytes with or without --html, sharded or not",
        arguments: [[String](), ["--html", "page.html"], ["--html", "page.html", "--junit", "r.xml"]])
    func sameBytes(_ beside: [String]) throws {
        let box = try Sandbox()
        try box.copy("Tests/Fixtures/command-outputs/workspace")
        let dir = box.path + "/Tests/Fixtures/command-outputs/workspace"
        let alone = try ConformBinary.run(["run", "--json", "alone.json", "-q"], in: dir)
        let with = try ConformBinary.run(["run", "--json", "with.json", "-q"] + beside, in: dir)
        try #require(alone.status < 2 && with.status == alone.status, "\(alone.stderrText)\n\(with.stderrText)")
        let one = try Data(contentsOf: URL(fileURLWithPath: dir + "/alone.json"))
        #expect(one == (try Data(contentsOf: URL(fileURLWithPath: dir + "/with.json"))), "--json beside \(beside) differs from --json alone")
        // Every pair that ran carries its transcript, passing ones too: the merge's page draws them.
        let root = try #require(try JSONSerialization.jsonObject(with: one) as? [String: Any])
        let results = try #require(root["results"] as? [[String: Any]])
        let ran = results.filter { $0["outcome"] as? String == "ran" }
        #expect(!ran.isEmpty && ran.allSatisfy { $0["transcript"] is String }, "every pair that ran has its transcript")
        #expect(ran.contains { $0["verdict"] as? String == "pass" })
    }
}
