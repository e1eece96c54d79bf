import ConformKit
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// `conform badge` and `conform trend` end to end: the built binary reads JSON reports that real
/// runs of the command-outputs workspace wrote (every verdict in one run, README.md there), and is
/// judged by its stdout, stderr, exit status and the files it leaves.
@Suite(.serialized) struct BadgeTrendCLITests {
    /// A copy of the command-outputs workspace with the reports of two runs: `before.json`, the
    /// failing full run (miniwall 4/5, appdna 2/4 with two known divergences, adapty@3 2/5 with a
    /// known divergence and a not observable pair), and `after.json`, the run after accepting its
    /// pending goldens (miniwall 5/5, adapty@3 3/5, which still fails its retry spec; appdna 2/4).
    static func workspace() throws -> (Sandbox, String) {
        let box = try Sandbox()
        try box.copy("Tests/Fixtures/command-outputs/workspace")
        let dir = box.path + "/Tests/Fixtures/command-outputs/workspace"
        for (args, status) in [(["run", "--json", "before.json", "-q"], Int32(1)), (["accept"], 0), (["run", "--json", "after.json", "-q"], 1)] {
            let out = try ConformBinary.run(args, in: dir)
            try #require(out.status == status, "conform \(args.joined(separator: " ")): \(out.stderrText)")
        }
        return (box, dir)
    }

    /// The text of `file` in `dir`.
    static func read(_ dir: String, _ file: String) throws -> String {
        try String(contentsOfFile: dir + "/" + file, encoding: .utf8)
    }

    // MARK: badge

    @Test("a badge from a real report: the adapter's conformance as the report scores it, coloured, titled and well-formed")
    func badge() throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        let out = try ConformBinary.run(["badge", "after.json", "--adapter", "adapty@3"], in: dir)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stderrText.isEmpty, "\(out.stderrText)")
        let svg = out.stdoutText
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" "))
        #expect(svg.contains("<title>conform adapty@3: 60% — 3 of 5 applicable specs pass, 1 known divergence</title>"))
        #expect(svg.contains("fill=\"#fe7d37\""), "60% is orange")
        #expect(svg.contains(">conform adapty@3</text>") && svg.contains(">60%</text>"))
        let document = try XMLDocument(xmlString: svg, options: [])
        #expect(document.rootElement()?.name == "svg")
        // Each adapter's badge reads the conformance the report itself writes for it.
        let report = try #require(try JSONSerialization.jsonObject(with: Data(Self.read(dir, "before.json").utf8)) as? [String: Any])
        for adapter in report["adapters"] as? [[String: Any]] ?? [] {
            let id = try #require(adapter["id"] as? String)
            let conformance = try #require((adapter["score"] as? [String: Any])?["conformance"] as? NSNumber)
            let badge = try ConformBinary.run(["badge", "before.json", "--adapter", id], in: dir)
            #expect(badge.status == 0)
            #expect(badge.stdoutText.contains(">\(conformance.intValue)%</text>"), "\(id): \(conformance)")
        }
    }

    @Test("--output writes the SVG to a file, --label replaces the label and is escaped; the same report gives the same bytes")
    func badgeToFile() throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        let out = try ConformBinary.run(
            ["badge", "after.json", "--adapter", "miniwall", "--label", "acme <ios> & co", "--output", "badge.svg"], in: dir)
        #expect(out.status == 0)
        #expect(out.stdoutText.isEmpty)
        #expect(out.stderrText == "conform: wrote the badge 'acme <ios> & co: 100%' to 'badge.svg'\n")
        let svg = try Self.read(dir, "badge.svg")
        #expect(svg.contains(">acme &lt;ios&gt; &amp; co</text>") && svg.contains(">100%</text>") && svg.contains("fill=\"#4c1\""))
        #expect(!svg.contains("<ios>"))
        _ = try XMLDocument(xmlString: svg, options: [])
        let again = try ConformBinary.run(["badge", "after.json", "--adapter", "miniwall", "--label", "acme <ios> & co", "--output", "-"], in: dir)
        #expect(again.stdoutText == svg)
    }

    @Test(
        "a report with several adapters needs --adapter, and an unknown one is named with the report's ids and a did-you-mean",
        arguments: [
            (
                [] as [String],
                "conform: error: 'before.json' has 3 adapters ('miniwall', 'appdna', 'adapty@3'): say which one the badge is for\n"
                    + "  next: for example: conform badge before.json --adapter miniwall\n"
            ),
            (
                ["--adapter", "adapty"],
                "conform: error: 'before.json' has no adapter 'adapty'; it has 'miniwall', 'appdna', 'adapty@3'\n"
                    + "  next: did you mean '--adapter adapty@3'? (give one of 'miniwall', 'appdna', 'adapty@3')\n"
            ),
            (
                ["--adapter", "revenuecat"],
                "conform: error: 'before.json' has no adapter 'revenuecat'; it has 'miniwall', 'appdna', 'adapty@3'\n"
                    + "  next: give one of 'miniwall', 'appdna', 'adapty@3'\n"
            )
        ])
    func badgeAdapter(_ args: [String], _ stderr: String) throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        let out = try ConformBinary.run(["badge", "before.json", "--output", "badge.svg"] + args, in: dir)
        #expect(out.status == 2)
        #expect(out.stderrText == stderr)
        #expect(out.stdoutText.isEmpty)
        #expect(!box.exists("Tests/Fixtures/command-outputs/workspace/badge.svg"))
    }

    // MARK: trend

    @Test("a trend over three reports: one row per adapter, the reports in the order given, ↑ and ↓ with the change")
    func trend() throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        try FileManager.default.copyItem(atPath: dir + "/before.json", toPath: dir + "/again.json")
        let out = try ConformBinary.run(["trend", "before.json", "after.json", "again.json"], in: dir)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stderrText.isEmpty, "\(out.stderrText)")
        #expect(
            out.stdoutText == """
                adapter   before.json        after.json             again.json
                miniwall  80% 4/5            100% 5/5 ↑20           80% 4/5 ↓20
                appdna    50% 2/4 (2 known)  50% 2/4 (2 known)      50% 2/4 (2 known)
                adapty@3  40% 2/5 (1 known)  60% 3/5 (1 known) ↑20  40% 2/5 (1 known) ↓20

                Conformance is passes ÷ applicable pairs (not applicable and not observable pairs left out); known divergences (expected failures) are shown beside it, never counted as conforming.
                ↑/↓ the change in percentage points since the previous report with the adapter.

                """)
        let markdown = try ConformBinary.run(["trend", "before.json", "after.json", "--adapter", "adapty@3", "--format", "markdown"], in: dir)
        #expect(markdown.status == 0)
        #expect(
            markdown.stdoutText.hasPrefix(
                """
                | adapter | before.json | after.json |
                | --- | ---: | ---: |
                | <code>adapty@3</code> | 40% 2/5 (1 known) | 60% 3/5 (1 known) ↑20 |

                """))
    }

    @Test("--label names a run in its JSON report and heads its trend column; merge keeps the shards' label or takes its own")
    func trendLabels() throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        // A shard's own status depends on which specs it holds; the merged run's is the whole run's.
        for (args, status) in [
            (["run", "--label", "nightly-1", "--json", "n1.json", "-q"], Int32(1)),
            (["run", "--shard", "1/2", "--label", "nightly-2", "--json", "s1.json", "-q"], 1),
            (["run", "--shard", "2/2", "--label", "nightly-2", "--json", "s2.json", "-q"], 1),
            (["merge", "s1.json", "s2.json", "--json", "n2.json", "-q"], 1),
            (["merge", "s1.json", "s2.json", "--label", "adapty 3.17.2", "--json", "n3.json", "-q"], 1)
        ] {
            let out = try ConformBinary.run(args, in: dir)
            #expect(out.status == status || args.contains("--shard"), "conform \(args.joined(separator: " ")): \(out.stderrText)")
        }
        #expect(try Self.read(dir, "n1.json").contains("\n  \"label\": \"nightly-1\",\n"))
        #expect(try Self.read(dir, "before.json").contains("\n  \"label\": null,\n"), "a run without --label says so")
        let out = try ConformBinary.run(["trend", "before.json", "n1.json", "n2.json", "n3.json", "--adapter", "miniwall"], in: dir)
        #expect(out.status == 0, "\(out.stderrText)")
        let heading = out.stdoutText.split(separator: "\n").first.map {
            $0.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        #expect(heading == ["adapter", "before.json", "nightly-1", "nightly-2", "adapty 3.17.2"], "\(out.stdoutText)")
    }

    @Test(
        "a label that could not head a column is refused before the run, exit 2, nothing written",
        arguments: [
            ("", "option '--label' has an empty value"), ("   ", "option '--label' has an empty value"),
            (String(repeating: "x", count: 81), "'--label' is 81 characters long; a label has at most 80"),
            ("a\tb", "'--label' holds the control character U+9")
        ])
    func badLabel(_ label: String, _ message: String) throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        let out = try ConformBinary.run(["run", "--label", label, "--json", "bad.json"], in: dir)
        #expect(out.status == 2)
        #expect(out.stderrText.contains(message), "\(out.stderrText)")
        #expect(out.stdoutText.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir + "/bad.json"))
    }

    @Test("--json writes the trend for tools beside the table; --format json prints it")
    func trendJSON() throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        let out = try ConformBinary.run(["trend", "before.json", "after.json", "--json", "trend.json"], in: dir)
        #expect(out.status == 0)
        #expect(out.stderrText == "conform: wrote the JSON trend to 'trend.json'\n")
        #expect(out.stdoutText.hasPrefix("adapter "))
        let json = try Self.read(dir, "trend.json")
        let printed = try ConformBinary.run(["trend", "before.json", "after.json", "--format", "json"], in: dir)
        #expect(printed.stdoutText == json)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(root["schema"] as? String == "conform-trend/1")
        let miniwall = try #require((root["adapters"] as? [[String: Any]])?.first)
        let points = try #require(miniwall["points"] as? [[String: Any]])
        #expect(points.map { ($0["score"] as? [String: Any])?["conformance"] as? NSNumber } == [80, 100])
        #expect((points[1]["change"] as? [String: Any])?["direction"] as? String == "up")
    }

    @Test("--report writes a self-contained page with the line chart; adapter ids from the reports are escaped")
    func trendHTML() throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        // A hand-edited report whose adapter id is markup: the page must show it as text.
        let hostile = "<mini&wall>"
        let edited = try Self.read(dir, "after.json")
            .replacingOccurrences(of: "\"id\": \"miniwall\"", with: "\"id\": \"\(hostile)\"")
            .replacingOccurrences(of: "\"adapter\": \"miniwall\"", with: "\"adapter\": \"\(hostile)\"")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: dir + "/edited.json"))
        let out = try ConformBinary.run(["trend", "before.json", "after.json", "edited.json", "--report", "trend.html"], in: dir)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stderrText == "conform: wrote the HTML trend to 'trend.html'\n")
        #expect(out.stdoutText.contains("<mini&wall>  —                  —                      100% 5/5"), "\(out.stdoutText)")
        let page = try Self.read(dir, "trend.html")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<title>conform trend before.json after.json edited.json</title>"))
        #expect(page.contains("<svg class=\"trend\""))
        #expect(page.components(separatedBy: "<polyline").count - 1 == 3, "miniwall, appdna and adapty@3 have lines; the edited id one point")
        #expect(page.contains("data-adapter=\"&lt;mini&amp;wall&gt;\"") && page.contains("<code>&lt;mini&amp;wall&gt;</code>"))
        #expect(!page.contains(hostile))
        // Self-contained: no address but the SVG namespace.
        #expect(page.components(separatedBy: "http").count - 1 == 1 && page.contains("xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!page.contains("<script") && !page.contains("src=") && !page.contains("<link"))
        let again = try ConformBinary.run(["trend", "before.json", "after.json", "edited.json", "--report", "again.html"], in: dir)
        #expect(again.status == 0)
        #expect(try Self.read(dir, "again.html") == page, "byte-identical run to run")
    }

    /// A bad file and the words its error must hold, after a good report.
    static let badFiles: [(name: String, content: String?, says: [String])] = [
        ("nightly.json", nil, ["conform: error: cannot read 'nightly.json': no such file", "next: check the path"]),
        (
            "cut.json", "CUT",
            [
                "conform: error: 'cut.json' is not valid JSON: it ends at line ", ", column ", "in the middle of a value (cut short?)",
                "next: give JSON reports written by 'conform run --json FILE'"
            ]
        ),
        (
            "junit.xml", "<testsuites/>\n",
            ["conform: error: 'junit.xml' is not valid JSON", "next: give JSON reports written by 'conform run --json FILE'"]
        ),
        (
            "old.json", "OLD",
            [
                "conform: error: 'old.json' has schema 'conform-report/0', not one this conform reads ('conform-report/1', 'conform-report/2')",
                "next: give reports written by this version of conform"
            ]
        ),
        ("list.json", "[]\n", ["conform: error: 'list.json' is not a JSON report: it holds no JSON object"])
    ]

    @Test("a bad report stops the trend with its name and a next step, exit 2, and nothing printed or written", arguments: badFiles.indices)
    func trendBadFile(_ index: Int) throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        let bad = Self.badFiles[index]
        let report = try Self.read(dir, "before.json")
        switch bad.content {
        case nil: break
        case "CUT"?: try Data(report.utf8.prefix(report.utf8.count / 2)).write(to: URL(fileURLWithPath: dir + "/" + bad.name))
        case "OLD"?:
            try Data(report.replacingOccurrences(of: "conform-report/2", with: "conform-report/0").utf8).write(
                to: URL(fileURLWithPath: dir + "/" + bad.name))
        case let content?: try Data(content.utf8).write(to: URL(fileURLWithPath: dir + "/" + bad.name))
        }
        let out = try ConformBinary.run(["trend", "before.json", "after.json", bad.name, "--report", "trend.html", "--json", "trend.json"], in: dir)
        #expect(out.status == 2)
        for words in bad.says { #expect(out.stderrText.contains(words), "\(out.stderrText)") }
        #expect(out.stderrText.split(separator: "\n").count == 2, "one error and one next step: \(out.stderrText)")
        #expect(out.stdoutText.isEmpty)
        #expect(
            !box.exists("Tests/Fixtures/command-outputs/workspace/trend.html") && !box.exists("Tests/Fixtures/command-outputs/workspace/trend.json"))
    }

    @Test("an adapter no report has is refused with the ids the reports have")
    func trendUnknownAdapter() throws {
        let (box, dir) = try Self.workspace()
        defer { withExtendedLifetime(box) {} }
        let out = try ConformBinary.run(["trend", "before.json", "--adapter", "apdna"], in: dir)
        #expect(out.status == 2)
        #expect(
            out.stderrText
                == "conform: error: no report has an adapter 'apdna'\n  next: did you mean '--adapter appdna'? (give one of 'miniwall', 'appdna', 'adapty@3')\n"
        )
        #expect(out.stdoutText.isEmpty)
    }
}
