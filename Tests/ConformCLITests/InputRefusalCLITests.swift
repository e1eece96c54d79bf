import ConformKit
import Foundation
import Testing

/// What `check` and the other commands refuse before anything runs, through the built binary:
/// contradicting or empty options, paths outside the workspace, config that names what cannot
/// be, reports merged twice, and an adapter the self-test would pass but a run would refuse.
@Suite struct InputRefusalCLITests {
    /// A sandbox with one Miniwall spec and its golden.
    func suite() throws -> Sandbox {
        let box = try Sandbox()
        try box.copy("Specs/miniwall/purchase/order.yaml")
        try box.copy("Golden/miniwall/miniwall/purchase/order.transcript")
        try box.write("conform.yaml", "adapters: [miniwall]\n")
        return box
    }

    @Test(
        "contradicting, pointless and empty options exit 2 with one next step, before anything runs",
        arguments: [
            (["run", "--update", "--no-golden"], "'--update' and '--no-golden' cannot be used together"),
            (["run", "--force"], "'--force' does nothing without '--update' or '--prune'"),
            (["run", "--prune", "--shard", "1/2"], "'--prune' and '--shard' cannot be used together"),
            (["run", "--prune", "--no-golden"], "'--prune' and '--no-golden' cannot be used together"),
            (["run", "--tag", ""], "option '--tag' has an empty value"),
            (["run", "--filter="], "option '--filter' has an empty value"),
            (["run", "--adapter", "miniwall,,appdna"], "option '--adapter' has an empty item in 'miniwall,,appdna'"),
            (["list", "--tag", " "], "option '--tag' has an empty value"),
            (["accept", "--adapter", ""], "option '--adapter' has an empty value"),
            (["run", "--pending-dir", ""], "option '--pending-dir' has an empty value")
        ])
    func options(_ args: [String], _ message: String) throws {
        let box = try suite()
        let out = try ConformBinary.run(args, in: box.path)
        #expect(out.status == 2)
        #expect(out.stderrText.hasPrefix("conform: error: \(message)"), "\(out.stderrText)")
        #expect(out.stderrText.contains("\n  next: "))
        #expect(out.stdoutText.isEmpty)
        #expect(!box.exists("Golden/miniwall/miniwall/purchase/order.transcript.new"))
    }

    @Test(
        "a spec path outside the workspace is refused unless --allow-outside",
        arguments: [
            ["run", "../outside"], ["check", "/"], ["list", "../outside/secret.yaml"], ["show", "../outside/secret.yaml", "--adapter", "miniwall"]
        ])
    func outside(_ args: [String]) throws {
        let parent = try Sandbox()
        try parent.write("outside/secret.yaml", "title: secret\nsteps: [present]\nexpect:\n  state: open\n")
        // The workspace is 'ws' (its conform.yaml); 'outside' is its sibling.
        try parent.write("ws/conform.yaml", "adapters:\n  - miniwall\n")
        try parent.write(
            "ws/Specs/miniwall/purchase/order.yaml",
            try String(contentsOfFile: ConformBinary.packageRoot + "/Specs/miniwall/purchase/order.yaml", encoding: .utf8))
        let work = parent.path + "/ws"
        let out = try ConformBinary.run(args, in: work)
        #expect(out.status == 2)
        #expect(out.stderrText.contains("conform: error: '\(args[1])' is outside the workspace '"), "\(out.stderrText)")
        #expect(out.stderrText.contains("next: run conform in the folder that holds it, or add '--allow-outside' to read it anyway"))
        #expect(!out.stdoutText.contains("secret"))
        if args[0] != "check" {
            let allowed = try ConformBinary.run(
                args + ["--allow-outside", "--no-golden"].filter { args[0] == "run" || $0 == "--allow-outside" }, in: work)
            #expect(allowed.status != 2 || !allowed.stderrText.contains("outside the workspace"), "\(allowed.stderrText)")
        }
    }

    @Test("a spec folder linked from inside the workspace to outside is refused as outside")
    func linkedOutside() throws {
        let parent = try Sandbox()
        try parent.write("outside/secret.yaml", "title: secret\nsteps: [present]\nexpect:\n  state: open\n")
        try parent.write("work/Specs/a.yaml", "title: a\nsteps: [present]\nexpect:\n  state: open\n")
        try FileManager.default.createSymbolicLink(atPath: parent.path + "/work/linked", withDestinationPath: parent.path + "/outside")
        let out = try ConformBinary.run(["check", "linked"], in: parent.path + "/work")
        #expect(out.status == 2)
        #expect(out.stderrText.contains("'linked' is outside the workspace"), "\(out.stderrText)")
        #expect(out.stderrText.contains("(a symbolic link leads to '"))
    }

    @Test("conform merge refuses the same report twice, two whole-run reports, and overlapping shards")
    func mergeOverlap() throws {
        let box = try suite()
        // Two specs, so each of two shards holds one.
        try box.write("Specs/miniwall/purchase/again.yaml", try box.read("Specs/miniwall/purchase/order.yaml"))
        for (name, extra) in [
            ("whole.json", [String]()), ("s1.json", ["--shard", "1/2"]), ("s2.json", ["--shard", "2/2"]), ("t1.json", ["--shard", "1/3"])
        ] {
            let out = try ConformBinary.run(["run", "--no-golden", "--format", "json", "--output", name] + extra, in: box.path)
            #expect(out.status == 0)
        }
        try FileManager.default.copyItem(atPath: box.path + "/whole.json", toPath: box.path + "/copy.json")
        try FileManager.default.copyItem(atPath: box.path + "/s1.json", toPath: box.path + "/s1-again.json")
        let cases: [([String], String)] = [
            (["whole.json", "whole.json"], "'whole.json' is given twice"),
            (["whole.json", "copy.json"], "'whole.json' is a report of the whole run, not a shard"),
            (["s1.json", "whole.json"], "'whole.json' is a report of the whole run, not a shard"),
            (["s1.json", "s1-again.json"], "'s1-again.json' and 's1.json' are both shard 1/2"),
            (["s1.json", "t1.json"], "they split the suite differently")
        ]
        for (files, message) in cases {
            let out = try ConformBinary.run(["merge"] + files, in: box.path)
            #expect(out.status == 2, "\(files)")
            #expect(out.stderrText.contains(message), "\(files): \(out.stderrText)")
            #expect(out.stdoutText.isEmpty)
        }
        #expect(try ConformBinary.run(["merge", "s1.json", "s2.json"], in: box.path).status == 0)
        #expect(try ConformBinary.run(["merge", "whole.json"], in: box.path).status == 0)
    }

    @Test("adapter-check holds an adapter to the limits of a run: 20,001 events in one request are refused")
    func adapterCheckLimits() throws {
        let box = try suite()
        let script = ConformBinary.packageRoot + "/Tests/Fixtures/broken-adapters/flood_on_present.py"
        let check = try ConformBinary.run(["adapter-check", "python3", script], in: box.path)
        #expect(check.status == 1)
        #expect(check.stdoutText.contains("✗ spec 1 (present, then close): 'step' present is answered with events and 'done'"), "\(check.stdoutText)")
        #expect(check.stdoutText.contains("the adapter reported more than 10,000 events for one spec, the most one spec may record"))

        try box.write("conform.yaml", "adapters:\n  - name: flood\n    command: [python3, \(script)]\n")
        try box.write("Specs/flood.yaml", "title: flood\nsteps: [present]\nexpect:\n  state: open\n")
        let run = try ConformBinary.run(["run", "--no-golden"], in: box.path)
        #expect(run.status == 3)
        #expect(
            run.stdoutText.contains("the adapter reported more than 10,000 events for one spec, the most one spec may record"), "\(run.stdoutText)")
    }

    @Test("a file name that holds a line break and a workflow command is listed escaped, and no line of any output starts a command")
    func injectedFileName() throws {
        let box = try suite()
        let name = "Specs/a\n::warning title=pwned::injected\nb.yaml"
        try box.write(name, "title: \"x\\n::error::title\"\nsteps: [present]\nexpect:\n  state: open\n")
        try box.write("Specs/\u{1B}[2Jclear.yaml", "title: c\nsteps: [present]\nexpect:\n  state: open\n")
        try box.write("Specs/ok.yaml", "title: \"ok\\n::error::title\\u001B[2J\"\nsteps: [present]\nexpect:\n  state: open\n")
        let escaped = "Specs/a\\n:\\u{3A}warning title=pwned:\\u{3A}injected\\nb.yaml"
        let outputs = [
            try ConformBinary.run(["list"], in: box.path),
            try ConformBinary.run(["check"], in: box.path),
            try ConformBinary.run(["run", "--no-golden"], in: box.path),
            try ConformBinary.run(["run", "--no-golden"], in: box.path, environment: ["GITHUB_ACTIONS": "true"])
        ]
        #expect(outputs[0].stdoutText.contains(escaped), "\(outputs[0].stdoutText)")
        #expect(outputs[0].stdoutText.contains("  ok\\n:\\u{3A}error:\\u{3A}title\\u{1B}[2J\n"), "\(outputs[0].stdoutText)")
        #expect(outputs[1].stderrText.contains(escaped + ":1:1: error:"), "\(outputs[1].stderrText)")
        #expect(outputs[3].stderrText.contains("::error file=Specs/a%0A%3A%3Awarning title=pwned%3A%3Ainjected%0Ab.yaml"), "\(outputs[3].stderrText)")
        for out in outputs {
            for line in (out.stdoutText + out.stderrText).split(separator: "\n") {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                #expect(!trimmed.hasPrefix("::") || trimmed.hasPrefix("::error file=Specs/"), "a line starts a workflow command: \(line)")
                #expect(!line.contains("\u{1B}"), "a raw escape reached the log: \(line)")
            }
        }
    }
}
