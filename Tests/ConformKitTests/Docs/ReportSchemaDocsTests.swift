import Foundation
import Testing
@testable import ConformKit
import ConformTestSupport

/// docs/report-schema.md and the JSON report agree: its example reads back, and every key the
/// writer emits is documented.
@Suite struct ReportSchemaDocsTests {
    static func doc() throws -> String {
        try String(contentsOfFile: DocsExamplesTests.root + "/docs/report-schema.md", encoding: .utf8)
    }

    @Test("the documented example is a report conform merge can read back")
    func exampleReads() throws {
        let example = try #require(try DocsExamplesTests.blocks("docs/report-schema.md", language: "json").first)
        let (report, header) = try JSONReportReader.read(Data(example.text.utf8), file: "docs/report-schema.md")
        #expect(report.pairs.count == 4)
        #expect(report.adapters.map(\.id) == ["miniwall", "appdna"])
        #expect(report.pairs.contains { $0.verdict == .expectedFail && $0.violations.count == 2 })
        #expect(header.fingerprint.count == 16)
        // Writing what was read gives the documented text back, field for field.
        var again = report
        again.specCount = 2
        #expect(JSONReport.render(again, toolVersion: "0.1.0") == example.text)
    }

    @Test("every key the JSON writer emits is documented")
    func keysDocumented() throws {
        let spec = Spec(id: "a/b", file: "Specs/a/b.yaml", title: "t")
        _ = spec
        let run = Transcript(
            specID: "a/b", adapterID: "x", sdk: "s 1", entries: [.event(Event(.paywallShown, native: "n"))],
            final: FinalState(state: .open, result: "none"))
        let pair = PairResult.fixture(
            specID: "a/b", specFile: "f", adapterID: "x", verdict: .fail,
            violations: [Violation(kind: .order, location: SourceLocation(file: "f", line: 1, column: 1), message: "m")],
            unobservable: [Unobservable(expectation: "e", location: SourceLocation(file: "f", line: 2, column: 1))],
            transcript: run, golden: Transcript(specID: "a/b", adapterID: "x", sdk: "s 1", entries: [], final: run.final),
            pendingPath: "p")
        var report = RunReport(
            pairs: [pair],
            invalid: [
                SuiteLoader.InvalidFile(
                    file: "g", specID: "g",
                    diagnostics: [
                        Diagnostic(
                            id: DiagnosticID(rawValue: "i"), location: SourceLocation(file: "g", line: 1, column: 1), message: "m", notes: ["n"])
                    ], source: nil)
            ],
            adapters: [AdapterInfo(id: "x", sdk: "s", sdkVersion: "1", summary: "", capabilities: [], emits: [])],
            specCount: 2,
            staleDivergences: [KnownDivergences.Entry(adapter: "x", spec: "z", reason: "r", location: SourceLocation(file: "d", line: 1, column: 1))])
        report.obsolete = [GoldenKey(adapterID: "x", specID: "o")]
        let json = JSONReport.render(report, toolVersion: "t")
        let keys = Set(
            json.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.drop { $0 == " " }
                guard trimmed.first == "\"", let end = trimmed.dropFirst().firstIndex(of: "\""),
                    trimmed[trimmed.index(after: end)...].hasPrefix("\":") || trimmed[end...].hasPrefix("\":")
                else { return nil }
                return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
            })
        #expect(keys.count > 30)
        let doc = try Self.doc()
        for key in keys.sorted() {
            #expect(doc.contains("`\(key)`"), "docs/report-schema.md does not document '\(key)'")
        }
    }
}
