import Foundation
import Testing

/// The advisor's output on the real Adapty chain, through the built binary, against recorded
/// outputs in Tests/Fixtures/migration/ (`CONFORM_RECORD_OUTPUTS=1` re-records them).
@Suite struct MigrationAdvisorOutputTests {
    /// Runs `conform args…` in the package root.
    static func conform(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        let out = try ConformBinary.run(args, in: ConformBinary.packageRoot)
        return (out.status, out.stdoutText, out.stderrText)
    }

    @Test(
        "conform diff adapty@2.11.3..adapty@3.17.2, in each format, is the recorded report",
        arguments: [
            ("pretty", "migration/diff-adapty-2.11.3..3.17.2.txt"), ("markdown", "migration/diff-adapty-2.11.3..3.17.2.md"),
            ("json", "migration/diff-adapty-2.11.3..3.17.2.json")
        ])
    func chain(_ format: String, _ fixture: String) throws {
        let run = try Self.conform(["diff", "adapty@2.11.3..adapty@3.17.2", "--format", format])
        #expect(run.status == 1, "differences exit 1: \(run.err)")
        #expect(run.err.isEmpty, "nothing on stderr without a terminal: \(run.err)")
        try RecordedOutput.check(run.out, against: fixture)
        if format == "markdown" { #expect(run.out.utf8.count <= 65_536) }
        if format == "json" {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
            #expect(json["schema"] as? String == "conform-migration/2")
            #expect((json["checklist"] as? [Any])?.isEmpty == false)
        }
    }

    @Test(
        "conform upgrade --from adapty@3.10.0 --to adapty@3.17.2 is the recorded checklist",
        arguments: [
            ("pretty", "migration/upgrade-adapty-3.10.0-3.17.2.txt"), ("markdown", "migration/upgrade-adapty-3.10.0-3.17.2.md")
        ])
    func upgrade(_ format: String, _ fixture: String) throws {
        let run = try Self.conform(["upgrade", "--from", "adapty@3.10.0", "--to", "adapty@3.17.2", "--format", format])
        #expect(run.status == 1, "a change the specs observe exits 1: \(run.err)")
        #expect(run.err.isEmpty, "\(run.err)")
        try RecordedOutput.check(run.out, against: fixture)
    }

    @Test("conform upgrade across an error dialog that stops appearing (the Activity at 7.3.1) exits 1 with the checklist, as recorded")
    func upgradeAcrossAlert() throws {
        let run = try Self.conform([
            "upgrade", "--from", "revenuecatui-android@7.3.0-activity", "--to", "revenuecatui-android@7.3.1-activity", "Specs/common",
            "Specs/revenuecatui-android"
        ])
        #expect(run.status == 1, "an alert the user no longer meets is a change the specs observe: \(run.err)")
        #expect(run.err.isEmpty, "\(run.err)")
        try RecordedOutput.check(run.out, against: "migration/upgrade-revenuecatui-android-activity-7.3.0-7.3.1.txt")
    }

    @Test("conform adapters --versions adapty lists every gate with its version and source, as recorded")
    func versions() throws {
        let run = try Self.conform(["adapters", "--versions", "adapty"])
        #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
        try RecordedOutput.check(run.out, against: "migration/adapters-versions-adapty.txt")
    }
}
