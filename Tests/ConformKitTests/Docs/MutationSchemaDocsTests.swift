import Foundation
import Testing
@testable import ConformKit

/// docs/report-schema.md's mutation report section and the JSON writer agree: every key the writer
/// emits is documented there, and the documented example has exactly the writer's keys.
@Suite struct MutationSchemaDocsTests {
    /// The mutation section of docs/report-schema.md.
    static func section() throws -> String {
        let doc = try String(contentsOfFile: DocsExamplesTests.root + "/docs/report-schema.md", encoding: .utf8)
        return try #require(doc.components(separatedBy: "## The mutation report").last)
    }

    /// The keys of every object in a JSON text written one key per line.
    static func keys(_ json: String) -> Set<String> {
        Set(
            json.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.drop { $0 == " " }
                guard trimmed.first == "\"", let end = trimmed.dropFirst().firstIndex(of: "\""),
                    trimmed[trimmed.index(after: end)...].hasPrefix(":")
                else { return nil }
                return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
            })
    }

    /// A report with something in every part: survivors of an event and of the end, a capped pair,
    /// a skipped pair and an invalid file.
    static func report() -> MutationReport {
        var operators = OperatorScores()
        operators[.drop] = MutationScore(mutants: 3, killed: 1)
        let pair = PairMutation(
            specID: "a/b", specFile: "Specs/a/b.yaml", adapterID: "x", generated: 9, operators: operators,
            survivors: [
                Mutant(change: .drop(event: 0), description: "`paywall.shown` is dropped"),
                Mutant(change: .result(to: "closed", event: nil), description: "the paywall closes with `closed` instead of `purchased`")
            ])
        return MutationReport(
            adapters: [AdapterInfo(id: "x", sdk: "s", sdkVersion: "1", summary: "", capabilities: [], emits: [])],
            pairs: [pair], skipped: [SkippedPair(specID: "a/c", adapterID: "x", verdict: .fail, reason: "r")],
            invalid: [SuiteLoader.InvalidFile(file: "Specs/bad.yaml", specID: "bad", diagnostics: [], source: nil)], limit: 3)
    }

    @Test("every key the mutation JSON writer emits is documented in docs/report-schema.md's mutation section")
    func keysDocumented() throws {
        let json = MutationRenderer.json(Self.report(), toolVersion: "t")
        let keys = Self.keys(json)
        #expect(keys.count > 25)
        let section = try Self.section()
        for key in keys.sorted() {
            #expect(section.contains("`\(key)`"), "docs/report-schema.md does not document '\(key)' of the mutation report")
        }
    }

    @Test("the documented example is valid JSON of schema conform-mutation/2 with exactly the writer's keys")
    func example() throws {
        let examples = try DocsExamplesTests.blocks("docs/report-schema.md", language: "json")
        let example = try #require(examples.first { $0.text.contains("\"conform-mutation/2\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(example.text.utf8)) as? [String: Any])
        #expect(object["schema"] as? String == MutationRenderer.schema)
        #expect(Self.keys(example.text) == Self.keys(MutationRenderer.json(Self.report(), toolVersion: "t")))
    }
}
