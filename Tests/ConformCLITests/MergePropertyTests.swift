import ConformTestSupport
import Foundation
import Testing

/// `conform merge` of any shard split is the run: over random suites (specs dropped, goldens
/// changed, damaged or missing), random adapters and random shard counts, the merged JSON, JUnit,
/// TAP, markdown, GitHub step summary, stdout, stderr and exit status are the single run's byte for
/// byte, and the HTML page is too but for the command its title names.
@Suite struct MergePropertyTests {
    static let adapters = [
        "miniwall", "appdna", "adapty@3", "adapty@2", "revenuecatui", "revenuecatui@5.68-swiftui", "superwall", "qonversion-nocodes"
    ]

    /// A random workspace from the command-output fixture: some adapters, some specs, some goldens
    /// disturbed. Returns the sandbox and the workspace folder.
    static func randomWorkspace(_ random: inout SplitMix) throws -> (Sandbox, String, String) {
        let box = try Sandbox()
        try box.copy("Tests/Fixtures/command-outputs/workspace")
        let dir = box.path + "/Tests/Fixtures/command-outputs/workspace"
        var chosen = adapters.filter { _ in random.below(2) == 0 }
        if chosen.isEmpty { chosen = [adapters[random.below(adapters.count)]] }
        try Data(("adapters:\n" + chosen.map { "  - \($0)\n" }.joined()).utf8).write(to: URL(fileURLWithPath: dir + "/conform.yaml"))
        let files = FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []
        let specs = files.filter { $0.hasPrefix("Specs/") && $0.hasSuffix(".yaml") }.sorted()
        for spec in specs.dropFirst() where random.below(3) == 0 { try FileManager.default.removeItem(atPath: dir + "/" + spec) }
        for golden in files.filter({ $0.hasSuffix(".transcript") }).sorted() {
            let path = dir + "/" + golden
            switch random.below(6) {
            case 0: try FileManager.default.removeItem(atPath: path)
            case 1:
                try Data((try String(contentsOfFile: path, encoding: .utf8) + "event paywall.shown native=\"extra()\" @9s\n").utf8).write(
                    to: URL(fileURLWithPath: path))
            case 2: try Data("conform-transcript/1\nspec: ".utf8).write(to: URL(fileURLWithPath: path))
            default: break
            }
        }
        return (box, dir, "\(chosen.joined(separator: ",")); \(specs.count) specs")
    }

    /// Runs conform in `dir` as a GitHub Actions step whose summary goes to `summary`.
    static func run(_ args: [String], in dir: String, summary: String) throws -> Subprocess.Output {
        try ConformBinary.run(args, in: dir, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": dir + "/" + summary])
    }

    @Test("merge of every shard split is the single run in every report format", arguments: [UInt64(11), 23, 37, 41, 53, 67, 79, 97])
    func mergeIsTheRun(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let (box, dir, what) = try Self.randomWorkspace(&random)
        defer { withExtendedLifetime(box) {} }
        let shards = 1 + random.below(4)
        let reports = ["--json", "r.json", "--junit", "r.xml", "--tap", "r.tap", "--markdown", "r.md", "--html", "r.html"]
        let formats = ["r.json", "r.xml", "r.tap", "r.md", "r.html", "summary.md"]
        let single = try Self.run(["run"] + reports + ["-q"], in: dir, summary: "summary.md")
        try #require(single.status < 2, "seed \(seed) (\(what)): the run: \(single.stderrText)")
        for file in formats { try FileManager.default.moveItem(atPath: dir + "/" + file, toPath: dir + "/one-" + file) }
        for index in 1...shards {
            // As the workflow's shard jobs run: in CI too, so they write no pending transcripts either.
            _ = try Self.run(["run", "--shard", "\(index)/\(shards)", "--json", "s\(index).json", "-q"], in: dir, summary: "shard-summary.md")
        }
        let merged = try Self.run(["merge"] + (1...shards).map { "s\($0).json" } + reports + ["-q"], in: dir, summary: "summary.md")
        // A failing case's workspace stays behind, to rerun by hand.
        let kept = FileManager.default.temporaryDirectory.appendingPathComponent("conform-merge-property-\(seed)").path
        try? FileManager.default.removeItem(atPath: kept)
        try FileManager.default.copyItem(atPath: dir, toPath: kept)
        let context = "seed \(seed) (\(what); \(shards) shards; the workspace: \(kept))"
        var same = merged.status == single.status && merged.stdoutText == single.stdoutText && merged.stderrText == single.stderrText
        #expect(merged.status == single.status, "\(context): exit \(merged.status), the run's \(single.status)\n\(merged.stderrText)")
        #expect(merged.stdoutText == single.stdoutText, "\(context): stdout\n--- run\n\(single.stdoutText)\n--- merge\n\(merged.stdoutText)")
        #expect(merged.stderrText == single.stderrText, "\(context): stderr\n--- run\n\(single.stderrText)\n--- merge\n\(merged.stderrText)")
        let command = "conform merge " + (1...shards).map { "s\($0).json" }.joined(separator: " ")
        for file in formats {
            let one = try String(contentsOfFile: dir + "/one-" + file, encoding: .utf8)
            var other = try String(contentsOfFile: dir + "/" + file, encoding: .utf8)
            if file.hasSuffix(".html") { other = other.replacingOccurrences(of: command + "</", with: "conform run</") }
            #expect(one == other, "\(context): \(file) differs from the run's")
            same = same && one == other
        }
        if same { try? FileManager.default.removeItem(atPath: kept) }
        #expect(try String(contentsOfFile: dir + "/one-r.json", encoding: .utf8).contains("\"outcome\""), "the reports hold outcomes")
    }

    @Test(
        "a shard of which nothing applies exits 0 with a note (the merge judges the run), and a merge of a run in which nothing ran anywhere exits 2 as the run does"
    )
    func emptyShards() throws {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - miniwall\n")
        let spec = "title: t%@\nscope:\n  adapters: [adapty]\nsteps: [present]\nexpect:\n  state: open\n"
        for name in ["a", "b", "c"] { try box.write("Specs/\(name).yaml", spec.replacingOccurrences(of: "%@", with: name)) }
        let single = try ConformBinary.run(["run", "-q"], in: box.path)
        #expect(single.status == 2 && single.stderrText.contains("conform: error: nothing ran"), "\(single.stderrText)")
        var notes = 0
        for index in 1...2 {
            let shard = try ConformBinary.run(["run", "--shard", "\(index)/2", "--json", "s\(index).json", "-q"], in: box.path)
            #expect(shard.status == 0, "shard \(index)/2: \(shard.stdoutText)\(shard.stderrText)")
            #expect(!shard.stderrText.contains("error"), "\(shard.stderrText)")
            if shard.stderrText.contains("the merge of every shard judges the run") { notes += 1 }
        }
        #expect(notes == 2, "each shard says why it ran nothing")
        let merged = try ConformBinary.run(["merge", "s1.json", "s2.json", "-q"], in: box.path)
        #expect(merged.status == single.status, "\(merged.stdoutText)\(merged.stderrText)")
    }
}
