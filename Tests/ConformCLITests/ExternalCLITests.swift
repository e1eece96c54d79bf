#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ConformKit
import Foundation
import Testing

/// External adapters end to end: the built `conform` binary with a conform.yaml naming them,
/// `--trace-adapter`, `adapter-check`, config errors, and interrupts that leave no process behind.
@Suite struct ExternalCLITests {
    /// The broken-adapter fixtures.
    static let fixtures = ConformBinary.packageRoot + "/Tests/Fixtures/broken-adapters"
    /// The Python example.
    static let python = ConformBinary.packageRoot + "/Examples/python/miniwall_web.py"
    /// The node example.
    static let node = ConformBinary.packageRoot + "/Examples/node/appdna_rn.js"

    /// A sandbox with some of the shipped specs (Miniwall purchases, the cross-SDK suite, the known
    /// divergences of the node example and of both Miniwall adapters) and a conform.yaml naming `adapters`.
    func sandbox(_ adapters: String) throws -> Sandbox {
        let box = try Sandbox()
        try box.copy("Specs/miniwall/purchase")
        try box.copy("Specs/common")
        try box.copy("Divergences/appdna-rn.yaml")
        try box.copy("Divergences/miniwall.yaml")
        try box.copy("Divergences/miniwall@web.yaml")
        try box.write("conform.yaml", "adapters:\n" + adapters)
        return box
    }

    @Test("conform run drives the Python and node examples named in conform.yaml: exit 0, results on stdout")
    func examplesRun() throws {
        let box = try sandbox(
            "  - miniwall\n  - {name: miniwall@web, command: [python3, '\(Self.python)']}\n  - {name: appdna-rn, command: [node, '\(Self.node)'], timeout: 5s}\n"
        )
        let out = try ConformBinary.run(["run", "Specs/", "--no-golden", "--verbose"], in: box.path)
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        let specs = try FileManager.default.subpathsOfDirectory(atPath: box.path + "/Specs").filter { $0.hasSuffix(".yaml") }.count
        #expect(out.stdoutText.contains("\(specs) specs × 3 adapters"), "\(out.stdoutText)")
        let lines = out.stdoutText.split(separator: "\n")
        #expect(
            lines.contains { $0.hasPrefix("PASS") && $0.contains(" appdna-rn ") && $0.hasSuffix(" common/purchase/success") },
            "\(out.stdoutText)")
        #expect(
            lines.contains { $0.hasPrefix("PASS") && $0.contains(" miniwall@web ") && $0.hasSuffix(" miniwall/purchase/order") },
            "the Miniwall specs apply to the miniwall family's web adapter")
        #expect(!out.stderrText.contains("→"), "no wire log without --trace-adapter")

        let adapters = try ConformBinary.run(["adapters", "-v"], in: box.path)
        #expect(adapters.stdoutText.contains("miniwall@web  —  Miniwall Web 1.x (docs)"))
        #expect(adapters.stdoutText.contains("appdna-rn  —  AppDNA React Native"))
    }

    @Test(
        "reports are byte-identical across --jobs when an adapter errors: no process id or sequence number in the messages",
        arguments: ["wrong_seq.py", "garbage.py", "crash_mid_spec.py"])
    func erroringAdapterDeterministic(_ script: String) throws {
        let box = try sandbox("  - {name: broken, command: [python3, '\(Self.fixtures)/\(script)'], environment: {PYTHONDONTWRITEBYTECODE: '1'}}\n")
        for (name, action) in [("a", "ok"), ("b", "boom"), ("c", "ok"), ("d", "boom"), ("e", "ok"), ("f", "boom")] {
            try box.write("Specs/t/\(name).yaml", "title: \(name)\nsteps: [present, {action: \(action)}]\nexpect:\n  order: [action \(action)]\n")
        }
        var outputs: [String: String] = [:]
        for jobs in ["1", "4", "2"] {
            let out = try ConformBinary.run(["run", "Specs/t", "--no-golden", "--jobs", jobs, "--json", "-", "--junit", "j\(jobs).xml"], in: box.path)
            #expect(out.status == 3, "\(out.stderrText)")
            let junit = try box.read("j\(jobs).xml")
            if let previous = outputs["json"] {
                #expect(previous == out.stdoutText, "JSON differs at --jobs \(jobs)")
                #expect(outputs["junit"] == junit, "JUnit differs at --jobs \(jobs)")
            }
            outputs["json"] = out.stdoutText
            outputs["junit"] = junit
            #expect(!out.stdoutText.contains("pid "), "\(out.stdoutText)")
        }
    }

    @Test("a crashing adapter is an error of that spec with its stderr tail, exit 3; the other specs pass and no process is left")
    func crashingAdapter() throws {
        let box = try sandbox(
            "  - {name: crashy, command: [python3, '\(Self.fixtures)/crash_mid_spec.py'], environment: {FIXTURE_PID_DIR: pids, PYTHONDONTWRITEBYTECODE: '1'}}\n"
        )
        try FileManager.default.createDirectory(atPath: box.path + "/pids", withIntermediateDirectories: true)
        try box.write("Specs/t/a.yaml", "title: a\nsteps: [present, {action: ok}]\nexpect:\n  order: [action ok]\n")
        try box.write("Specs/t/b.yaml", "title: b\nsteps: [present, {action: boom}]\nexpect:\n  order: [action boom]\n")
        try box.write("Specs/t/c.yaml", "title: c\nsteps: [present, close]\nexpect:\n  state: closed\n")
        let out = try ConformBinary.run(["run", "Specs/t", "--no-golden", "--jobs", "1"], in: box.path)
        #expect(out.status == 3, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(out.stdoutText.contains("ERROR"))
        #expect(out.stdoutText.contains("t/b"))
        #expect(out.stdoutText.contains("exited with status 3 while answering 'step'"), "\(out.stdoutText)")
        #expect(out.stdoutText.contains("crashing on purpose"), "the stderr tail is in the report")
        #expect(out.stdoutText.contains("2 passed"), "\(out.stdoutText)")
        let pids = box.files().filter { $0.hasPrefix("pids/") }.compactMap { Int32($0.dropFirst(5).dropLast(4)) }
        #expect(pids.count == 2, "the adapter was restarted after the crash")
        #expect(pids.allSatisfy { kill($0, 0) != 0 }, "no process is left behind")
    }

    @Test("--trace-adapter prints the wire log to stderr with arrows, the adapter id and its pid")
    func trace() throws {
        let box = try sandbox("  - {name: web, command: [python3, '\(Self.python)']}\n")
        try box.write("Specs/t/close.yaml", "title: c\nsteps: [present, close]\nexpect:\n  state: closed\n")
        let out = try ConformBinary.run(["run", "Specs/t", "--no-golden", "--trace-adapter"], in: box.path)
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        let lines = out.stderrText.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("→ web [") && $0.contains("{\"type\":\"hello\",\"seq\":1,") })
        #expect(lines.contains { $0.hasPrefix("← web [") && $0.contains("\"type\":\"ready\"") })
        #expect(lines.contains { $0.hasPrefix("→ web [") && $0.contains("{\"type\":\"step\",\"seq\":4,\"step\":{\"kind\":\"close\"}}") })
        #expect(!out.stdoutText.contains("→"), "the wire log never goes to stdout")
    }

    @Test(
        "adapter-check passes a good adapter with exit 0 and reports a broken one with ✗ and exit 1",
        arguments: [
            (["python3", python], Int32(0), "✓ exits with status 0 when its input ends"),
            (["node", node], Int32(0), "all passed"),
            (["python3", fixtures + "/garbage_handshake.py"], Int32(1), "✗ starts and answers 'hello' with 'ready'"),
            (["python3", fixtures + "/exit_at_handshake.py"], Int32(1), "the SDK key is missing"),
            (["no-such-adapter-program"], Int32(1), "'no-such-adapter-program' was not found on PATH")
        ])
    func adapterCheck(_ command: [String], _ status: Int32, _ excerpt: String) throws {
        let out = try ConformBinary.run(
            ["adapter-check", "--timeout", "5s"] + command, in: ConformBinary.packageRoot,
            environment: ["PYTHONDONTWRITEBYTECODE": "1"])
        #expect(out.status == status, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(out.stdoutText.contains(excerpt), "\(out.stdoutText)")
    }

    @Test("adapter-check summarises a scripted spec whose checks all pass in one line; -v shows every check, -q only those that did not pass")
    func adapterCheckDetail() throws {
        let environment = ["PYTHONDONTWRITEBYTECODE": "1"]
        let summary = try ConformBinary.run(["adapter-check", "python3", Self.python], in: ConformBinary.packageRoot, environment: environment)
        #expect(summary.status == 0)
        #expect(summary.stdoutText.contains("\n✓ spec 2 (a purchase the store answers after 1s): 6 checks passed\n"), "\(summary.stdoutText)")
        #expect(!summary.stdoutText.contains("'advance' by 500 ms"), "\(summary.stdoutText)")
        let lines = summary.stdoutText.split(separator: "\n").count
        let every = try ConformBinary.run(["adapter-check", "-v", "python3", Self.python], in: ConformBinary.packageRoot, environment: environment)
        #expect(
            every.stdoutText.contains("✓ spec 2 (a purchase the store answers after 1s): 'advance' by 500 ms is answered with events and 'done'\n"))
        #expect(every.stdoutText.split(separator: "\n").count > 3 * lines, "\(lines) lines summarised")
        let quiet = try ConformBinary.run(["adapter-check", "-q", "python3", Self.python], in: ConformBinary.packageRoot, environment: environment)
        #expect(quiet.stdoutText.hasSuffix("checks: all passed\n") && quiet.stdoutText.split(separator: "\n").count == 2, "\(quiet.stdoutText)")
        // A failing check is shown whole however little is asked for.
        let broken = try ConformBinary.run(
            ["adapter-check", "-q", "--timeout", "5s", "python3", Self.fixtures + "/garbage_handshake.py"],
            in: ConformBinary.packageRoot, environment: environment)
        #expect(broken.status == 1 && broken.stdoutText.contains("✗ starts and answers 'hello' with 'ready'"), "\(broken.stdoutText)")
        let both = try ConformBinary.run(["adapter-check", "-q", "-v", "python3", Self.python], in: ConformBinary.packageRoot)
        #expect(both.status == 2 && both.stderrText.contains("'--quiet' and '--verbose' ask for opposite things"), "\(both.stderrText)")
    }

    @Test("adapter-check without a command, or with an unknown option, is a usage error (exit 2)")
    func adapterCheckUsage() throws {
        let bare = try ConformBinary.run(["adapter-check"], in: ConformBinary.packageRoot)
        #expect(bare.status == 2)
        #expect(bare.stderrText.contains("'conform adapter-check' needs CMD [ARGS…]: CMD is missing"), "\(bare.stderrText)")
        let unknown = try ConformBinary.run(["adapter-check", "--frobnicate", "x"], in: ConformBinary.packageRoot)
        #expect(unknown.status == 2)
        let help = try ConformBinary.run(["adapter-check", "--help"], in: ConformBinary.packageRoot)
        #expect(help.status == 0)
        #expect(help.stdoutText.contains("Usage: conform adapter-check"))
    }

    @Test("conform.yaml problems in external adapter entries are errors with locations (exit 2)")
    func configErrors() throws {
        let box = try sandbox(
            "  - name: web\n    comand: [python3, x.py]\n  - name: slow\n    command: [python3, y.py]\n    timeout: 0s\n  - name: miniwall\n    command: [x]\n"
        )
        let out = try ConformBinary.run(["run", "Specs/", "--no-golden"], in: box.path)
        #expect(out.status == 2)
        #expect(out.stderrText.contains("conform.yaml:3:5: error: unknown key 'comand' in an adapter"), "\(out.stderrText)")
        #expect(out.stderrText.contains("conform.yaml:6:14: error: 'timeout' must be longer than 0s"), "\(out.stderrText)")
        try box.write("conform.yaml", "adapters:\n  - name: miniwall\n    command: [x]\n")
        let clash = try ConformBinary.run(["run", "Specs/", "--no-golden"], in: box.path)
        #expect(clash.status == 2)
        #expect(
            clash.stderrText.contains("conform.yaml:2:5: error: external adapter 'miniwall' has the id of a built-in adapter"), "\(clash.stderrText)")
    }

    @Test("an interrupted run kills its adapter processes and exits 130 (SIGINT) or 143 (SIGTERM)", arguments: [SIGINT, SIGTERM])
    func interrupted(_ signal: Int32) throws {
        let box = try sandbox(
            "  - {name: hangs, command: [python3, '\(Self.fixtures)/hang.py'], timeout: 60s, environment: {FIXTURE_PID_DIR: pids, PYTHONDONTWRITEBYTECODE: '1'}}\n"
        )
        try FileManager.default.createDirectory(atPath: box.path + "/pids", withIntermediateDirectories: true)
        try box.write("Specs/t/b.yaml", "title: b\nsteps: [present, {action: boom}]\nexpect:\n  order: [action boom]\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ConformBinary.path)
        process.arguments = ["run", "Specs/t", "--no-golden"]
        process.currentDirectoryURL = URL(fileURLWithPath: box.path)
        let stderr = Pipe()
        let stdout = Pipe()
        process.standardError = stderr
        process.standardOutput = stdout
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Wait until the adapter is up and hanging on 'boom'.
        let deadline = Date().addingTimeInterval(20)
        var pids: [Int32] = []
        while pids.isEmpty && Date() < deadline {
            usleep(50_000)
            pids = box.files().filter { $0.hasPrefix("pids/") }.compactMap { Int32($0.dropFirst(5).dropLast(4)) }
        }
        try #require(!pids.isEmpty)
        try box.waitForFile("pids/hanging.mark")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 128 + signal, "\(message)\n\(output)")
        #expect(message.contains("interrupted"))
        let gone = Date().addingTimeInterval(3)
        var alive = pids.filter { kill($0, 0) == 0 && !Self.isZombie($0) }
        while !alive.isEmpty && Date() < gone {
            usleep(20_000)
            alive = alive.filter { kill($0, 0) == 0 && !Self.isZombie($0) }
        }
        #expect(alive.isEmpty, "the adapter process was killed")
    }

    /// Whether `pid` is a zombie waiting for its reaper (dead, not yet collected).
    static func isZombie(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first == "Z"
    }
}
