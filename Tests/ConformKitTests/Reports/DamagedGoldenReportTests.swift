import Foundation
import Testing
@testable import ConformKit

/// A damaged golden in every report: located, with its did-you-mean, and the one next step —
/// accept the pending transcript, or regenerate where nothing was left pending — and it survives a
/// JSON report read back by `conform merge`.
@Suite struct DamagedGoldenReportTests {
    /// Where the damaged golden is.
    static let goldenPath = "Golden/miniwall/purchase/order.transcript"
    /// Its text: the final state misspelt.
    static let source = "conform-transcript 1\nspec: purchase/order\nadapter: miniwall\nsdk: S 1\n\nfinal: closd purchased\n"
    /// This run's transcript.
    static let transcript = Transcript(
        specID: "purchase/order", adapterID: "miniwall", sdk: "S 1", entries: [],
        final: FinalState(state: .closed, result: "purchased"))

    /// A report of one pair whose golden no longer reads back; `pending` says whether this run's
    /// transcript was left pending (not in CI).
    static func report(pending: Bool) -> RunReport {
        let diagnostic = Diagnostic(
            id: .transcriptFinal, location: SourceLocation(file: goldenPath, line: 6, column: 8),
            message: "unknown final state 'closd'", notes: ["did you mean 'closed'?"])
        let damage = GoldenDamage(
            goldenPath: goldenPath, diagnostics: [diagnostic], source: source,
            pendingPath: pending ? goldenPath + ".new" : nil)
        let run = PairRun(
            transcript: transcript, transcriptText: TranscriptFormat.write(transcript), match: MatchResult(checked: 1),
            golden: .damaged(damage))
        let pair = PairResult(specID: "purchase/order", specFile: "Specs/purchase/order.yaml", adapterID: "miniwall", outcome: .ran(run))
        var report = RunReport(
            pairs: [pair], invalid: [],
            adapters: [
                AdapterInfo(
                    id: "miniwall", sdk: "Miniwall", sdkVersion: "1", summary: "",
                    capabilities: [], emits: [])
            ], specCount: 1)
        report.fingerprint = "0123456789abcdef"
        return report
    }

    @Test("the terminal report shows the golden's problem located and quoted, with its did-you-mean and one next step")
    func pretty() {
        let text = PrettyReport.render(Self.report(pending: true), colour: false)
        #expect(text.contains("CHANGED      miniwall  purchase/order  (golden unreadable)"))
        #expect(text.contains("    \(Self.goldenPath):6:8: error: unknown final state 'closd'\n"))
        #expect(text.contains("        6 | final: closd purchased\n"))
        #expect(text.contains("      note: did you mean 'closed'?\n"))
        #expect(text.contains("    pending: \(Self.goldenPath).new\n"))
        #expect(
            text.contains(
                "    next: this run's transcript is pending; accept it in place of the damaged golden with 'conform accept purchase/order --adapter miniwall'\n"
            ))
        #expect(text.hasSuffix("1 spec × 1 adapter: 1 changed\n"))
    }

    @Test("without a pending transcript (CI) the next step regenerates the golden, in every report")
    func ci() {
        let report = Self.report(pending: false)
        let regenerate = "conform run Specs/purchase/order.yaml --adapter miniwall --update"
        #expect(PrettyReport.render(report, colour: false).contains("next: regenerate the golden with '\(regenerate)'"))
        #expect(
            GitHubAnnotations.render(report).contains(
                "the golden cannot be read: \(Self.goldenPath):6:8: unknown final state 'closd'%0Anext: regenerate the golden with '\(regenerate)'"))
        #expect(MarkdownReport.render(report).contains("next: regenerate the golden with '\(regenerate)'"))
        #expect(
            HTMLReport.render(report, title: "t").contains("unknown final state &#39;closd&#39;")
                || HTMLReport.render(report, title: "t").contains("unknown final state 'closd'"))
        #expect(
            JUnitReport.render(report).contains(
                "message=\"the golden cannot be read: \(Self.goldenPath):6:8: unknown final state &apos;closd&apos;\""))
    }

    @Test("the JSON report carries the golden's diagnostics, and reading it back gives the same damaged golden")
    func json() throws {
        let text = JSONReport.render(Self.report(pending: true), toolVersion: "t")
        #expect(text.contains("\"golden_diagnostics\": ["))
        let (read, _) = try JSONReportReader.read(Data(text.utf8), file: "r.json")
        let pair = try #require(read.pairs.first)
        #expect(pair.verdict == .changed)
        #expect(pair.goldenDamage?.diagnostics.first?.location == SourceLocation(file: Self.goldenPath, line: 6, column: 8))
        #expect(pair.goldenDamage?.diagnostics.first?.notes == ["did you mean 'closed'?"])
        #expect(pair.pendingPath == Self.goldenPath + ".new")
        #expect(JSONReport.render(read, toolVersion: "t") == text, "written again, it is the same report")
    }
}
