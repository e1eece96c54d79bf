import ConformTestSupport
import Testing
@testable import ConformKit

/// What GitHub accepts: at most 10 error annotations a step, chosen by priority with "N more" said;
/// a step summary within 1 MiB and a markdown report within 65,536 characters, with a notice that
/// points at the full report.
@Suite struct GitHubBudgetTests {
    /// A report of `specs` specs on two adapters, `failing` of them failing, `errors` adapter errors,
    /// `changed` changed goldens.
    static func report(specs: Int, failing: Int = 0, errors: Int = 0, changed: Int = 0, adapters: Int = 2) -> RunReport {
        let ids = (0..<adapters).map { "adapter-\($0)" }
        var pairs: [PairResult] = []
        for i in 0..<specs {
            let id = "suite/spec-\(String(repeating: "0", count: 5 - String(i).count))\(i)"
            for adapter in ids {
                let verdict: Verdict
                switch i {
                case ..<errors: verdict = .error
                case ..<(errors + failing): verdict = .fail
                case ..<(errors + failing + changed): verdict = .changed
                default: verdict = .pass
                }
                let violations =
                    verdict == .fail
                    ? [
                        Violation(
                            kind: .order, location: SourceLocation(file: "Specs/\(id).yaml", line: 4, column: 7),
                            message: "expected 'purchase.completed' after 'purchase.started', but it never came")
                    ]
                    : []
                pairs.append(
                    PairResult.fixture(
                        specID: id, specFile: "Specs/\(id).yaml", adapterID: adapter, verdict: verdict,
                        reason: verdict == .error ? "the adapter crashed" : nil, violations: violations))
            }
        }
        let infos = ids.map { AdapterInfo(id: $0, sdk: "S", sdkVersion: "1", summary: "", capabilities: [], emits: []) }
        return RunReport(pairs: pairs, invalid: [], adapters: infos, specCount: specs)
    }

    @Test("at most 10 annotations: errors, then failures, then changed goldens, the tenth saying how many more")
    func annotationsCapped() {
        let report = Self.report(specs: 40, failing: 10, errors: 2, changed: 10)
        let lines = GitHubAnnotations.render(report).split(separator: "\n")
        #expect(lines.count == GitHubAnnotations.limit)
        #expect(lines.prefix(4).allSatisfy { $0.contains("title=ERROR") }, "errors first")
        #expect(lines.dropFirst(4).prefix(5).allSatisfy { $0.contains("title=FAIL") }, "then failures")
        #expect(lines.last?.contains("35 more problems") == true, "\(lines.last ?? "")")
    }

    @Test("ten problems or fewer are all annotated, with no 'more' line")
    func annotationsUnderTheCap() {
        let lines = GitHubAnnotations.render(Self.report(specs: 10, failing: 5)).split(separator: "\n")
        #expect(lines.count == 10)
        #expect(!lines.contains { $0.contains("more problems") })
    }

    @Test("a green 10,000 × 10 step summary stays under 1 MiB with a notice pointing at the full report")
    func stepSummaryBudget() {
        let text = MarkdownReport.render(Self.report(specs: 10_000, adapters: 10), limit: MarkdownReport.stepSummaryLimit, fullReport: "the artifact")
        #expect(text.utf8.count <= 1_048_576)
        #expect(text.contains("Truncated to fit GitHub's limit of 1 MiB"))
        #expect(text.contains("the artifact"))
    }

    @Test("a failing 10,000-spec markdown report stays under 65,536 characters, problems first, counted in the notice")
    func markdownBudget() {
        let text = MarkdownReport.render(Self.report(specs: 10_000, failing: 3_000), limit: MarkdownReport.commentLimit)
        #expect(text.utf16.count <= 65_536)
        #expect(text.contains("### Problems"))
        #expect(text.contains("problems not shown"))
        #expect(text.contains("matrix rows"))
    }

    @Test("a report within its budget is left whole, with no notice")
    func smallReportWhole() {
        let report = Self.report(specs: 20, failing: 2)
        #expect(MarkdownReport.render(report, limit: MarkdownReport.commentLimit) == MarkdownReport.render(report))
        #expect(!MarkdownReport.render(report).contains("Truncated"))
    }
}
