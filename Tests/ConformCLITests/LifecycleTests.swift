import ConformKit
import Foundation
import Testing

/// The golden lifecycle and CI behaviour end to end: obsolete goldens, prune, shards and merge,
/// GitHub output, and an update killed half-way.
@Suite(.serialized) struct LifecycleTests {
    func suite() throws -> Sandbox {
        let box = try Sandbox()
        try box.copy("Specs/miniwall")
        try box.copy("Golden/miniwall/miniwall")
        return box
    }

    @Test("after a full run an orphaned golden is reported, a filtered run stays silent, and --prune removes it")
    func obsoleteAndPrune() throws {
        let box = try suite()
        try box.write("Golden/miniwall/miniwall/gone/old.transcript", try box.read("Golden/miniwall/miniwall/purchase/order.transcript"))
        let full = try ConformBinary.run(["run"], in: box.path)
        #expect(full.status == 0)
        #expect(full.stdoutText.contains("found 1 obsolete golden"))
        #expect(full.stdoutText.contains("miniwall  miniwall/gone/old"))
        let filtered = try ConformBinary.run(["run", "--filter", "miniwall/purchase/*"], in: box.path)
        #expect(!filtered.stdoutText.contains("obsolete"))
        let shard = try ConformBinary.run(["run", "--shard", "1/2"], in: box.path)
        #expect(!shard.stdoutText.contains("obsolete"))
        let ci = try ConformBinary.run(["run", "--prune"], in: box.path, environment: ["CI": "true"])
        #expect(ci.status == 2)
        #expect(box.exists("Golden/miniwall/miniwall/gone/old.transcript"))
        let prune = try ConformBinary.run(["run", "--prune"], in: box.path)
        #expect(prune.status == 0)
        #expect(prune.stdoutText.contains("removed 1 obsolete golden"))
        #expect(!box.exists("Golden/miniwall/miniwall/gone/old.transcript"))
        #expect(!box.exists("Golden/miniwall/miniwall/gone"))
    }

    @Test("three shards merged give the same verdicts as one run, and a missing shard is noticed")
    func shardsMerge() throws {
        let box = try suite()
        try box.write(
            "Golden/miniwall/miniwall/purchase/order.transcript",
            "conform-transcript 1\nspec: miniwall/purchase/order\nadapter: miniwall\nsdk: x\n\nfinal: open none\n")
        var files: [String] = []
        for i in 1...3 {
            let out = try ConformBinary.run(["run", "--shard", "\(i)/3", "--format", "json", "--output", "s\(i).json", "--no-golden"], in: box.path)
            #expect(out.status == 0)
            files.append("s\(i).json")
        }
        let merged = try ConformBinary.run(["merge"] + files + ["--format", "json"], in: box.path)
        let single = try ConformBinary.run(["run", "--format", "json", "--no-golden"], in: box.path)
        #expect(merged.status == single.status)
        let verdicts: (Data) throws -> [String] = { data in
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return (root["results"] as? [[String: Any]] ?? []).map { "\($0["adapter"] ?? "") \($0["spec"] ?? "") \($0["verdict"] ?? "")" }
        }
        #expect(try verdicts(merged.stdout) == verdicts(single.stdout))
        #expect(try verdicts(single.stdout).count >= 42)
        let twice = try ConformBinary.run(["merge", "s1.json", "s1.json"], in: box.path)
        #expect(twice.status == 2)
    }

    @Test("a shard missing from the merge is exit 2 naming it, never a smaller green verdict; --allow-partial merges and every summary says so")
    func missingShard() throws {
        let box = try suite()
        for i in 1...3 {
            let out = try ConformBinary.run(["run", "--shard", "\(i)/3", "--json", "s\(i).json"], in: box.path)
            #expect(out.status == 0)
        }
        let missing = try ConformBinary.run(["merge", "s1.json", "s3.json"], in: box.path)
        #expect(missing.status == 2)
        #expect(missing.stderrText.contains("conform: error: shard 2/3 of the run is missing: the merged verdict would not cover its specs"))
        #expect(missing.stderrText.contains("add '--allow-partial'"))
        #expect(missing.stdoutText.isEmpty)
        let crashed = try ConformBinary.run(["merge", "s1.json", "s2.json", "s3-never-written.json"], in: box.path)
        #expect(crashed.status == 2)
        #expect(crashed.stderrText.contains("conform: error: no report at 's3-never-written.json': the merged verdict cannot cover its shard"))
        #expect(crashed.stderrText.contains("a shard job that failed before writing its report must be rerun"))
        let two = try ConformBinary.run(["merge", "s2.json"], in: box.path)
        #expect(two.status == 2)
        #expect(two.stderrText.contains("shards 1/3, 3/3 of the run are missing: the merged verdict would not cover their specs"))

        let partial = try ConformBinary.run(["merge", "s1.json", "s3.json", "--allow-partial", "--json", "partial.json"], in: box.path)
        #expect(partial.status == 0)
        #expect(
            partial.stderrText.contains("conform: warning: shard 2/3 is missing (--allow-partial): the merged verdict covers only the shards given"))
        #expect(partial.stdoutText.contains("; partial: shard 2/3 missing, its specs not covered"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(try box.read("partial.json").utf8)) as? [String: Any])
        #expect(root["missing_shards"] as? [String] == ["2/3"])
        let markdown = try ConformBinary.run(["merge", "partial.json", "--format", "markdown"], in: box.path)
        #expect(markdown.stdoutText.hasPrefix("## Conform: "))
        #expect(markdown.stdoutText.contains("partial: shard 2/3 missing"))

        let whole = try ConformBinary.run(["merge", "s1.json", "s2.json", "s3.json", "--json", "whole.json"], in: box.path)
        #expect(whole.status == 0)
        #expect(!(try box.read("whole.json")).contains("missing_shards"))
    }

    @Test("a shard report whose shard is not I/N is refused, not merged as if it were whole")
    func malformedShard() throws {
        let box = try suite()
        _ = try ConformBinary.run(["run", "--shard", "1/2", "--json", "s1.json"], in: box.path)
        _ = try ConformBinary.run(["run", "--shard", "2/2", "--json", "s2.json"], in: box.path)
        try box.write("s2.json", try box.read("s2.json").replacingOccurrences(of: "\"shard\": \"2/2\"", with: "\"shard\": \"1/0\""))
        let out = try ConformBinary.run(["merge", "s1.json", "s2.json"], in: box.path)
        #expect(out.status == 2)
        #expect(
            out.stderrText.contains("'s2.json' is not a valid conform-report/2 report: 'shard' is '1/0', which is not I/N with 1 ≤ I ≤ N"),
            "\(out.stderrText)")
    }

    @Test("issue 27: one shard report of 1/0, given alone, is refused too (the reader checks the shard, not only the merge)")
    func malformedShardAlone() throws {
        let box = try suite()
        _ = try ConformBinary.run(["run", "--shard", "1/2", "--json", "s1.json"], in: box.path)
        try box.write("s1.json", try box.read("s1.json").replacingOccurrences(of: "\"shard\": \"1/2\"", with: "\"shard\": \"1/0\""))
        for command in [["merge", "s1.json"], ["trend", "s1.json"], ["badge", "s1.json"]] {
            let out = try ConformBinary.run(command, in: box.path)
            #expect(out.status == 2, "\(command): \(out.stdoutText)")
            #expect(out.stderrText.contains("'s1.json' is not a valid conform-report/2 report: 'shard' is '1/0'"), "\(command): \(out.stderrText)")
        }
    }

    @Test("issue 27: a report whose result names an unlisted adapter, with \"tags\": 7, or without adapters is refused by merge, trend and badge")
    func looseReports() throws {
        let box = try suite()
        _ = try ConformBinary.run(["run", "--json", "r.json"], in: box.path)
        let text = try box.read("r.json")
        let cases: [(String, String, String)] = [
            ("\"adapter\": \"miniwall\"", "\"adapter\": \"ghost\"", "is on the adapter 'ghost', which the report's 'adapters' does not list"),
            ("\"tags\": {", "\"tags\": 7, \"x\": {", "the report.tags must be an object, not a number"),
            ("\"adapters\": [", "\"unlisted\": [", "the report needs the array field 'adapters'")
        ]
        for (from, to, expected) in cases {
            let range = try #require(text.range(of: from), "\(from)")
            try box.write("bad.json", text.replacingCharacters(in: range, with: to))
            for command in [["merge", "bad.json"], ["trend", "bad.json"], ["badge", "bad.json", "--adapter", "miniwall"]] {
                let out = try ConformBinary.run(command, in: box.path)
                #expect(out.status == 2, "\(command) \(to): \(out.stdoutText)")
                #expect(
                    out.stderrText.contains("'bad.json' is not a valid conform-report/2 report: ") && out.stderrText.contains(expected),
                    "\(command): \(out.stderrText)")
            }
        }
    }

    @Test("under GitHub Actions problems become annotations on stderr and a summary is appended")
    func githubOutput() throws {
        let box = try suite()
        try FileManager.default.removeItem(atPath: box.path + "/Golden/miniwall/miniwall/purchase/order.transcript")
        try box.write("summary.md", "# earlier step\n")
        let out = try ConformBinary.run(
            ["run"], in: box.path,
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": box.path + "/summary.md"])
        #expect(out.status == 1)
        #expect(out.stderrText.contains("::error file=Specs/miniwall/purchase/order.yaml"))
        #expect(out.stderrText.contains("title=NEW miniwall miniwall/purchase/order::there is no golden transcript yet"))
        let summary = try box.read("summary.md")
        #expect(summary.hasPrefix("# earlier step\n## Conform: "))
        #expect(summary.contains("| `miniwall/purchase/order` |"))
        let problems = try #require(summary.range(of: "### Problems"))
        let matrix = try #require(summary.range(of: "### Matrix"))
        #expect(problems.lowerBound < matrix.lowerBound, "the step summary lists the problems before the matrix")
    }

    @Test("under GitHub Actions a shard run leaves annotations and the step summary to the merge job, which gives them once")
    func githubOutputOnlyFromMerge() throws {
        let box = try suite()
        try FileManager.default.removeItem(atPath: box.path + "/Golden/miniwall/miniwall/purchase/order.transcript")
        try box.write("summary.md", "")
        let environment = ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": box.path + "/summary.md"]
        var annotations = 0
        for i in 1...2 {
            let shard = try ConformBinary.run(["run", "--shard", "\(i)/2", "--json", "s\(i).json"], in: box.path, environment: environment)
            #expect(
                shard.stderrText.contains("conform: note: shard \(i)/2: annotations and the step summary are left to the merge job ('conform merge')")
            )
            annotations += shard.stderrText.components(separatedBy: "::error ").count - 1
        }
        #expect(annotations == 0)
        #expect(try box.read("summary.md").isEmpty)
        let merge = try ConformBinary.run(["merge", "s1.json", "s2.json"], in: box.path, environment: environment)
        #expect(merge.status == 1)
        #expect(merge.stderrText.components(separatedBy: "::error ").count - 1 == 1)
        #expect(try box.read("summary.md").hasPrefix("## Conform: "))
    }

    @Test("an --update killed half-way leaves every golden whole: old or new, never truncated or missing")
    func killedUpdate() throws {
        let box = try Sandbox()
        // A suite big enough that the update is still writing when it is killed.
        let template = "title: t\ngiven:\n  products: [p]\nsteps: [present, {buy: p}]\nexpect:\n  state: closed\n"
        for i in 0..<3000 { try box.write("Specs/s/\(i).yaml", template) }
        try box.write("conform.yaml", "adapters: [miniwall]\n")
        let first = try ConformBinary.run(["run", "--update", "--jobs", "2"], in: box.path)
        #expect(first.status == 0)
        let goldens = box.files().filter { $0.hasSuffix(".transcript") }
        #expect(goldens.count == 3000)
        let old = try box.read(goldens[0])
        // Change every transcript, then kill the update that rewrites them.
        for i in 0..<3000 {
            try box.write("Specs/s/\(i).yaml", template.replacingOccurrences(of: "[present, {buy: p}]", with: "[present, {buy: p}, close]"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ConformBinary.path)
        process.arguments = ["run", "--update", "--jobs", "2"]
        process.currentDirectoryURL = URL(fileURLWithPath: box.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "CI")
        process.environment = env
        try process.run()
        // Kill it as soon as the first golden has been rewritten: mid-way through the writes.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning, !((try? box.read("Golden/miniwall/s/0.transcript"))?.contains("step close") ?? false) {
            usleep(2_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let after = box.files().filter { $0.hasSuffix(".transcript") }
        #expect(after.count == 3000, "no golden went missing")
        for file in after {
            let text = try box.read(file)
            guard case .success(let transcript) = TranscriptFormat.parse(text, file: file) else {
                Issue.record("\(file) is not a whole transcript")
                continue
            }
            // Old (no close step) or new (with it): either is whole.
            #expect(transcript.final.state == .closed)
        }
        #expect(!old.isEmpty)
        let rewritten = after.filter { ((try? box.read($0)) ?? "").contains("step close") }.count
        #expect(rewritten >= 1, "the update was killed after it began writing")
        #expect(!box.files().contains { $0.contains(".tmp-") && !$0.hasPrefix(".") && !$0.contains("/.") }, "no visible temporary files")
    }
}

extension LifecycleTests {
    @Test("an unreadable golden is listed as damaged with its repair command, never as 'CHANGED … 0 changes'")
    func damagedGoldenInTheEndList() throws {
        let box = try suite()
        try box.write("Golden/miniwall/miniwall/purchase/order.transcript", "conform-transcript 1\nspec: miniwall/purchase/order\n")
        let out = try ConformBinary.run(["run", "--filter", "miniwall/purchase/order"], in: box.path)
        #expect(out.status == 1)
        #expect(out.stdoutText.contains("miniwall/purchase/order  damaged golden: "), "\(out.stdoutText)")
        #expect(out.stdoutText.contains("repair with 'conform run Specs/miniwall/purchase/order.yaml --adapter miniwall --update'"))
        #expect(!out.stdoutText.contains("0 changes"))
    }
}
