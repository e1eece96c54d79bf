import ConformKit
import Foundation
import Testing

/// Nothing lost, nothing passes by accident, through the built binary: accept and review never
/// make a golden of a pending file that does not read back; a damaged golden is a located `changed`
/// of its pair that `--update` repairs; a killed writer's temporary files are cleaned; goldens are
/// never written through a link out of the workspace unless asked.
@Suite(.serialized) struct GoldenSafetyCLITests {
    /// The golden every test guards.
    static let golden = "Golden/miniwall/miniwall/purchase/order.transcript"
    /// The spec it is the golden of.
    static let spec = "Specs/miniwall/purchase/order.yaml"

    /// A sandbox with one Miniwall spec and its golden.
    func suite() throws -> Sandbox {
        let box = try Sandbox()
        try box.copy(Self.spec)
        try box.copy(Self.golden)
        try box.write("conform.yaml", "adapters: [miniwall]\n")
        return box
    }

    @Test(
        "accept refuses a corrupt pending file with a located message, exits 2, and the good golden stays",
        arguments: [
            ("garbage\u{0}\u{FF}\n", "\(golden).new:1:9: error: pending transcript is not valid UTF-8"),
            ("conform-transcript 1\nspec: miniwall/purchase/order\nadapter: mini", "\(golden).new:3:1: error: missing 'final:' line")
        ])
    func acceptRefuses(_ pending: String, _ located: String) throws {
        let box = try suite()
        let good = try box.read(Self.golden)
        // The garbage case is bytes, not text: U+00FF stands for the byte 0xFF.
        let bytes = pending.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
        try Data(pending.hasPrefix("garbage") ? bytes : Array(pending.utf8)).write(to: URL(fileURLWithPath: box.path + "/" + Self.golden + ".new"))

        let accept = try ConformBinary.run(["accept"], in: box.path)
        #expect(accept.status == 2, "\(accept.stderrText)")
        #expect(accept.stderrText.contains(located), "\(accept.stderrText)")
        #expect(
            accept.stderrText.contains(
                "conform: error: refused 1 pending change that does not read back as a transcript; its golden was left as it was"))
        #expect(accept.stderrText.contains("next: reject it with 'conform reject miniwall/purchase/order --adapter miniwall'"))
        #expect(try box.read(Self.golden) == good)
        #expect(box.exists(Self.golden + ".new"))

        let review = try ConformBinary.run(["review"], in: box.path, input: "a\n")
        #expect(review.status == 2)
        #expect(review.stdoutText.contains("accepted 0, rejected 0, left 1 pending"), "\(review.stdoutText)")
        #expect(try box.read(Self.golden) == good)

        let status = try ConformBinary.run(["status"], in: box.path)
        #expect(status.stdoutText.contains("unreadable pending transcript"))
        let reject = try ConformBinary.run(["reject"], in: box.path)
        #expect(reject.status == 0)
        #expect(!box.exists(Self.golden + ".new"))
        #expect(try ConformBinary.run(["run"], in: box.path).status == 0)
    }

    @Test("a golden that no longer parses is the pair's located 'changed' (exit 1), with a pending transcript; --update repairs it")
    func damagedGolden() throws {
        let box = try suite()
        let good = try box.read(Self.golden)
        try box.write(Self.golden, good.replacingOccurrences(of: "final: closed purchased", with: "final: closd purchased"))

        let run = try ConformBinary.run(["run"], in: box.path)
        #expect(run.status == 1, "\(run.stdoutText)\(run.stderrText)")
        #expect(run.stdoutText.contains("CHANGED      miniwall  miniwall/purchase/order  (golden unreadable)"), "\(run.stdoutText)")
        #expect(run.stdoutText.contains("\(Self.golden):"), "located in the golden")
        #expect(run.stdoutText.contains("error: unknown final state 'closd'"))
        #expect(run.stdoutText.contains("note: did you mean 'closed'?"))
        #expect(
            run.stdoutText.contains(
                "next: this run's transcript is pending; accept it in place of the damaged golden with 'conform accept miniwall/purchase/order --adapter miniwall'"
            ))
        #expect(try box.read(Self.golden + ".new") == good)

        let json = try ConformBinary.run(["run", "--format", "json"], in: box.path)
        let root = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let result = try #require((root["results"] as? [[String: Any]])?.first)
        #expect(result["verdict"] as? String == "changed")
        #expect((result["golden_diagnostics"] as? [[String: Any]])?.first?["id"] as? String == "transcript.final")

        let ci = try ConformBinary.run(["run"], in: box.path, environment: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(ci.stdoutText.contains("next: regenerate the golden with 'conform run \(Self.spec) --adapter miniwall --update'"))

        let update = try ConformBinary.run(["run", "--update"], in: box.path)
        #expect(update.status == 0)
        #expect(update.stderrText.contains("updated 1 golden"))
        #expect(try box.read(Self.golden) == good)
        #expect(!box.exists(Self.golden + ".new"))
    }

    @Test("a temporary file a killed writer left in Golden/ is removed by the next run that writes; a live writer's is kept")
    func staleTemporaryFiles() throws {
        let box = try suite()
        let stale = "Golden/miniwall/miniwall/purchase/.order.transcript.tmp-\(GoldenSafetyCLITests.deadPid())-q1w2"
        let live = "Golden/miniwall/miniwall/purchase/.order.transcript.tmp-\(getpid())-q1w2"
        try box.write(stale, "conform-transcript 1\nspec: miniw")
        try box.write(live, "conform-transcript 1\nspec: miniw")
        let ci = try ConformBinary.run(["run"], in: box.path, environment: ["CI": "true"])
        #expect(ci.status == 0)
        #expect(box.exists(stale), "a run that writes nothing to the tree removes nothing either")
        let run = try ConformBinary.run(["run"], in: box.path)
        #expect(run.status == 0)
        #expect(run.stderrText.contains("conform: note: removed 1 temporary file an interrupted run left in 'Golden'"), "\(run.stderrText)")
        #expect(!box.exists(stale))
        #expect(box.exists(live), "the test process is alive: its file may still be renamed into place")
    }

    @Test("a Golden that is a symbolic link out of the workspace is refused for writing unless --allow-outside; reading it is fine")
    func goldenLinkedOutside() throws {
        let box = try suite()
        let elsewhere = try Sandbox()
        try FileManager.default.moveItem(atPath: box.path + "/Golden", toPath: elsewhere.path + "/Golden")
        try FileManager.default.createSymbolicLink(atPath: box.path + "/Golden", withDestinationPath: elsewhere.path + "/Golden")

        let run = try ConformBinary.run(["run"], in: box.path)
        #expect(run.status == 2)
        #expect(run.stderrText.contains("conform: error: refusing to write goldens in 'Golden': it is a symbolic link to '"), "\(run.stderrText)")
        #expect(run.stderrText.contains("next: make 'Golden' a folder inside the workspace, or add '--allow-outside'"))
        #expect(try ConformBinary.run(["accept"], in: box.path).status == 2)
        #expect(try ConformBinary.run(["run", "--no-golden"], in: box.path).status == 0)
        #expect(try ConformBinary.run(["run"], in: box.path, environment: ["CI": "true"]).status == 0, "CI only reads goldens")
        let allowed = try ConformBinary.run(["run", "--update", "--allow-outside"], in: box.path)
        #expect(allowed.status == 0, "\(allowed.stderrText)")
    }

    /// A process id no process has: a child that was started and reaped.
    static func deadPid() -> Int32 {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try? child.run()
        child.waitUntilExit()
        return child.processIdentifier
    }
}
