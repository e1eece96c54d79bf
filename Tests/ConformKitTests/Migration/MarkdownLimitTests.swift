import Testing
@testable import ConformKit

/// The markdown report fits a pull-request comment: cut at a line within the limit, with a notice
/// naming the full report.
@Suite struct MarkdownLimitTests {
    /// A long report: numbered lines.
    static let long = (1...5_000).map { "- line \($0) of the report" }.joined(separator: "\n") + "\n"

    @Test("a report within the limit is left alone")
    func short() {
        #expect(MigrationRenderer.limited("## ok\n", limit: 100, fullReport: nil) == "## ok\n")
    }

    @Test("a longer report is cut at a line, within the limit, and names the full report", arguments: [nil, "artifacts/migration.md"])
    func cut(_ full: String?) {
        let text = MigrationRenderer.limited(Self.long, limit: 65_536, fullReport: full)
        #expect(text.utf8.count <= 65_536)
        #expect(text.contains("**Truncated**"))
        #expect(text.contains(full.map { "`\($0)`" } ?? "--artifacts DIR"))
        let kept = text.components(separatedBy: "\n---\n").first ?? ""
        #expect(kept.hasSuffix(" of the report\n"), "cut at a line")
    }
}
