import Foundation
import Testing

/// docs/migration.md walks through Examples/adapty-upgrade with real output: the walk-through
/// cannot drift from what the binary prints, nor from the example's files.
@Suite struct MigrationDocsTests {
    /// The example app's folder.
    static let app = ConformBinary.packageRoot + "/Examples/adapty-upgrade"

    /// The guide's text.
    static func guide() throws -> String {
        try String(contentsOfFile: ConformBinary.packageRoot + "/docs/migration.md", encoding: .utf8)
    }

    @Test("the guide shows what 'conform upgrade' prints for the example app, and its exit status")
    func upgradeOutput() throws {
        let out = try ConformBinary.run(["upgrade", "--package-resolved", "Package.resolved", "--to", "adapty@3.17.2"], in: Self.app)
        #expect(out.status == 1)
        let guide = try Self.guide()
        #expect(guide.contains(out.stdoutText.trimmingCharacters(in: .newlines)), "re-paste the output of conform upgrade into docs/migration.md")
        #expect(guide.contains("stderr: `\(out.stderrText.trimmingCharacters(in: .newlines))`"))
        let from2 = try ConformBinary.run(["upgrade", "--from", "adapty@2.11.3", "--to", "adapty@3.17.2"], in: Self.app)
        let head = from2.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).joined(separator: "\n")
        #expect(guide.contains(head), "re-paste the output of conform upgrade --from adapty@2.11.3 into docs/migration.md")
    }

    @Test("the guide quotes the example's specs and Package.resolved as they are")
    func exampleFiles() throws {
        let guide = try Self.guide()
        for file in ["Specs/paywall/products-retry.yaml", "Specs/paywall/observer-restore.yaml", "Package.resolved"] {
            let text = try String(contentsOfFile: Self.app + "/" + file, encoding: .utf8)
            #expect(guide.contains(text.trimmingCharacters(in: .newlines)), "\(file)")
        }
    }

    @Test("every spec of the example runs on 3.10.0 as the app expects")
    func specsPassOnTheCurrentVersion() throws {
        let out = try ConformBinary.run(["run", "Specs/", "--adapter", "adapty@3.10.0", "--no-golden"], in: Self.app)
        #expect(out.status == 0, "\(out.stdoutText)\(out.stderrText)")
    }
}
