import Foundation
import Testing

/// A failing spec's pending transcript is its own group, marked failing, and is never accepted by
/// accepting everything or another group.
@Suite struct FailingPendingTests {
    static func workspace() throws -> Sandbox {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - miniwall\n")
        let world = "given:\n  products: [premium_monthly]\n  store: {premium_monthly: purchased}\nsteps:\n  - present\n  - buy: premium_monthly\n"
        try box.write("Specs/ok.yaml", "title: ok\n" + world + "expect:\n  state: closed\n")
        try box.write("Specs/broken.yaml", "title: broken\n" + world + "expect:\n  state: open\n")
        return box
    }

    @Test("status shows the failing spec's new golden in a group of its own, marked FAILING with why")
    func statusMarksFailing() throws {
        let box = try Self.workspace()
        let run = try ConformBinary.run(["run"], in: box.path)
        #expect(run.status == 1)
        #expect(box.exists("Golden/miniwall/broken.transcript.new.failing"))
        #expect(!box.exists("Golden/miniwall/ok.transcript.new.failing"))
        let status = try ConformBinary.run(["status"], in: box.path, environment: ["NO_COLOR": "1"])
        #expect(status.stdoutText.contains("2 pending changes in 2 groups"), "\(status.stdoutText)")
        #expect(status.stdoutText.contains("FAILING group"), "\(status.stdoutText)")
        #expect(status.stdoutText.contains("fails: Specs/broken.yaml:"), "\(status.stdoutText)")
        let json = try ConformBinary.run(["status", "--format", "json"], in: box.path)
        #expect(json.stdoutText.contains("\"failing\": true"))
    }

    @Test("'conform accept' leaves the failing spec's transcript pending and says so; naming its group accepts it")
    func acceptLeavesFailing() throws {
        let box = try Self.workspace()
        _ = try ConformBinary.run(["run"], in: box.path)
        let accept = try ConformBinary.run(["accept"], in: box.path)
        #expect(accept.status == 0, "\(accept.stderrText)")
        #expect(accept.stderrText.contains("left 1 pending change of failing specs"), "\(accept.stderrText)")
        #expect(box.exists("Golden/miniwall/ok.transcript"))
        #expect(!box.exists("Golden/miniwall/broken.transcript"), "a failing spec's transcript is never accepted with the others")
        #expect(box.exists("Golden/miniwall/broken.transcript.new"))
        let named = try ConformBinary.run(["accept", "--group", "1"], in: box.path)
        #expect(named.status == 0, "\(named.stderrText)")
        #expect(box.exists("Golden/miniwall/broken.transcript"))
        #expect(!box.exists("Golden/miniwall/broken.transcript.new.failing"), "accepting removes the marker")
    }

    @Test("a run whose spec passes again clears the failing mark")
    func markCleared() throws {
        let box = try Self.workspace()
        _ = try ConformBinary.run(["run"], in: box.path)
        try box.write("Specs/broken.yaml", try box.read("Specs/broken.yaml").replacingOccurrences(of: "state: open", with: "state: closed"))
        _ = try ConformBinary.run(["run"], in: box.path)
        #expect(box.exists("Golden/miniwall/broken.transcript.new"))
        #expect(!box.exists("Golden/miniwall/broken.transcript.new.failing"))
    }
}
