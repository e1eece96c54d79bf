import Foundation
import Testing
@testable import ConformKit

/// docs/reports.md's badge and trend examples are what the renderers write, its colour table is
/// the thresholds the badge uses, and every key of the trend's JSON is documented.
@Suite struct BadgeTrendDocsTests {
    static let file = "docs/reports.md"

    /// A score of `passed` out of `applicable`, `known` of the rest known divergences.
    static func score(_ adapter: String, _ passed: Int, of applicable: Int, known: Int = 0) -> AdapterScore {
        var score = AdapterScore(adapter: adapter)
        score.passed = passed
        score.knownDivergences = known
        score.failed = applicable - passed - known
        return score
    }

    /// One adapter of a report.
    static func entry(
        _ id: String, _ sdk: String, _ version: String, _ passed: Int, of applicable: Int,
        known: Int = 0
    ) -> (info: AdapterInfo, score: AdapterScore) {
        (
            AdapterInfo(id: id, sdk: sdk, sdkVersion: version, summary: "", capabilities: [], emits: []),
            score(id, passed, of: applicable, known: known)
        )
    }

    /// The documented trend: three nightly reports.
    static var nights: ConformanceTrend {
        let files = ["nightly/2025-06-01.json", "nightly/2025-06-08.json", "nightly/2025-06-15.json"]
        let adapters = [
            [entry("miniwall", "Miniwall iOS", "1.x (docs)", 45, of: 48), entry("adapty@3", "Adapty iOS", "3.14.0", 40, of: 44, known: 2)],
            [
                entry("miniwall", "Miniwall iOS", "1.x (docs)", 47, of: 48), entry("adapty@3", "Adapty iOS", "3.17.2", 42, of: 44, known: 2),
                entry("appdna", "AppDNA iOS", "1.0.61+ (docs)", 30, of: 40, known: 1)
            ],
            [
                entry("miniwall", "Miniwall iOS", "1.x (docs)", 48, of: 48), entry("adapty@3", "Adapty iOS", "3.17.2", 42, of: 44, known: 2),
                entry("appdna", "AppDNA iOS", "1.0.61+ (docs)", 28, of: 40, known: 1)
            ]
        ]
        return ConformanceTrend(
            zip(zip(files, ConformanceTrend.labels(files)), adapters).map { names, adapters in
                ConformanceTrend.Run(file: names.0, label: names.1, fingerprint: "d6a7c12de8106fb6", specCount: 52, adapters: adapters)
            })
    }

    /// The first fenced block of `language` in docs/reports.md that contains `marker`.
    static func block(_ language: String, containing marker: String) throws -> String {
        try #require(
            try DocsExamplesTests.blocks(file, language: language).first { $0.text.contains(marker) }?.text,
            "docs/reports.md has no \(language) block with '\(marker)'")
    }

    @Test("the badge shown is the badge drawn for that score")
    func badge() throws {
        let badge = ConformanceBadge(score: Self.score("adapty@3", 39, of: 40, known: 1))
        #expect(try Self.block("svg", containing: "<svg") == badge.svg())
    }

    @Test("the colour table is the thresholds the badge uses, with their hex values")
    func colours() throws {
        let doc = try String(contentsOfFile: DocsExamplesTests.root + "/" + Self.file, encoding: .utf8)
        let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains(" | `#") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let expected =
            BadgeColour.thresholds.map { ("\($0.percent)% or more", $0.colour) } + [("below 50%", .red), ("nothing applicable", .lightgrey)]
        #expect(rows.count == expected.count)
        for (row, (when, colour)) in zip(rows, expected) {
            #expect(row == [when, colour.rawValue, "`\(colour.hex)`"], "\(row)")
        }
    }

    @Test("the terminal table shown is the trend's table")
    func table() throws {
        #expect(try Self.block("text", containing: "adapter   2025-06-01.json") == Self.nights.renderText(colour: false))
    }

    @Test("the JSON shown is the trend's JSON, and every key it has is documented (a score's keys with the run report's)")
    func json() throws {
        let example = try Self.block("json", containing: "conform-trend/1")
        #expect(example == Self.nights.only(["appdna"]).renderJSON(toolVersion: "0.1.0"))
        // The score's keys are the run report's, documented with it in docs/report-schema.md.
        let doc =
            try String(contentsOfFile: DocsExamplesTests.root + "/" + Self.file, encoding: .utf8)
            + String(contentsOfFile: DocsExamplesTests.root + "/docs/report-schema.md", encoding: .utf8)
        let keys = Set(
            Self.nights.renderJSON(toolVersion: "t").split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.drop { $0 == " " }
                guard trimmed.first == "\"", let end = trimmed.dropFirst().firstIndex(of: "\""), trimmed[end...].hasPrefix("\":") else { return nil }
                return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
            })
        #expect(keys.count > 15)
        for key in keys.sorted() {
            #expect(doc.contains("`\(key)`"), "docs/reports.md does not document the trend key '\(key)'")
        }
    }
}
