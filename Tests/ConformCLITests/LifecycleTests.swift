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
        try box.write("Golden/miniwall/miniwall/purchase/order.transcript", "conform-transcript 1\nspec: miniwall/purchase/order\nadapter: miniwall\nsdk: x\n\nfinal: open none\n")
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
        let partial = try ConformBinary.run(["merge", "s1.json", "s3.json"], in: box.path)
        #expect(partial.stderrText.contains("shard 2/3 is missing"))
        let twice = try ConformBinary.run(["merge", "s1.json", "s1.json"], in: box.path)
        #expect(twice.status == 2)
    }

    @Test("under GitHub Actions problems become annotations on stderr and a summary is appended")
    func githubOutput() throws {
        let box = try suite()
        try FileManager.default.removeItem(atPath: box.path + "/Golden/miniwall/miniwall/purchase/order.transcript")
        try box.write("summary.md", "# earlier step\n")
        let out = try ConformBinary.run(["run"], in: box.path,
                                        environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": box.path + "/summary.md"])
        #expect(out.status == 1)
        #expect(out.stderrText.contains("::error file=Specs/miniwall/purchase/order.yaml"))
        #expect(out.stderrText.contains("title=NEW miniwall miniwall/purchase/order::there is no golden transcript yet"))
        let summary = try box.read("summary.md")
        #expect(summary.hasPrefix("# earlier step\n## Conform: "))
        #expect(summary.contains("| `miniwall/purchase/order` |"))
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
        for i in 0..<3000 { try box.write("Specs/s/\(i).yaml", template.replacingOccurrences(of: "[present, {buy: p}]", with: "[present, {buy: p}, close]")) }
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
