import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// An adapter package kept beside a workspace (docs/packages.md): the goldens of its adapters live
/// in the package, and `status`, `accept`, `reject` and `review` run in the including workspace
/// read and write them there — through the built binary, in temporary folders.
@Suite struct PackageGoldensCLITests {
    /// The command-output goldens' package workspace, whose `Vendor/acme-conform` is copied beside.
    static let fixture = "Tests/Fixtures/command-outputs/packages"
    /// The golden of the package adapter these tests remove, so that a run leaves it pending.
    static let golden = "acme-conform/Golden/acme.tiny/common/purchase/success.transcript"

    /// `app/` (the shared contract, including `../acme-conform`) beside `acme-conform/`, with the
    /// package's golden of `common/purchase/success` removed and a run of the workspace leaving
    /// it pending (under `pending` when given).
    func workspaceBesidePackage(pending: String? = nil) throws -> (box: Sandbox, run: Subprocess.Output) {
        let box = try besidePackage()
        try FileManager.default.removeItem(atPath: box.path + "/" + Self.golden)
        let run = try ConformBinary.run(["run"] + (pending.map { ["--pending-dir", $0] } ?? []), in: box.path + "/app")
        #expect(run.status == 1, "\(run.stdoutText)\n\(run.stderrText)")
        return (box, run)
    }

    /// `app/` (the shared contract, including `../acme-conform`) beside `acme-conform/`, as the fixture has them.
    func besidePackage() throws -> Sandbox {
        let box = try Sandbox()
        try box.copyItem(Self.fixture + "/Specs", to: "app/Specs")
        try box.copyItem(Self.fixture + "/Golden", to: "app/Golden")
        try box.copyItem(Self.fixture + "/Vendor/acme-conform", to: "acme-conform")
        try box.write("app/conform.yaml", "adapters:\n  - miniwall\npackages:\n  - ../acme-conform\n")
        return box
    }

    /// The workspace's own files of the package's adapter: there must be none.
    func strays(_ box: Sandbox) -> [String] {
        box.files().filter { $0.hasPrefix("app/Golden/acme.tiny") || $0.hasPrefix("app/acme.tiny") }
    }

    @Test("a run in the workspace leaves a package adapter's new golden pending in the package, and its hint needs no --pending-dir")
    func runHint() throws {
        let (box, run) = try workspaceBesidePackage()
        #expect(box.exists(Self.golden + ".new"), "\(box.files())")
        #expect(
            run.stdoutText.contains("next: review it, then accept with 'conform accept common/purchase/success --adapter acme.tiny'\n"),
            "\(run.stdoutText)")
        #expect(!run.stdoutText.contains("--pending-dir"), "\(run.stdoutText)")
    }

    @Test("status and accept in the workspace find the package's pending golden and write it into the package's Golden/")
    func acceptFromWorkspace() throws {
        let (box, _) = try workspaceBesidePackage()
        let app = box.path + "/app"
        let status = try ConformBinary.run(["status"], in: app)
        #expect(status.status == 0)
        #expect(status.stdoutText.contains("1 pending change in 1 group"), "\(status.stdoutText)")
        #expect(status.stdoutText.contains("acme.tiny  common/purchase/success"), "\(status.stdoutText)")
        let accept = try ConformBinary.run(["accept", "common/purchase/success", "--adapter", "acme.tiny"], in: app)
        #expect(accept.status == 0, "\(accept.stdoutText)\n\(accept.stderrText)")
        #expect(accept.stdoutText == "accepted 1 pending change in 1 group\n", "\(accept.stdoutText)")
        #expect(box.exists(Self.golden) && !box.exists(Self.golden + ".new"), "\(box.files())")
        #expect(strays(box).isEmpty, "nothing of the package's adapter in the workspace: \(strays(box))")
        let again = try ConformBinary.run(["run"], in: app)
        #expect(again.status == 0, "the accepted golden is the one the next run compares with:\n\(again.stdoutText)")
        #expect(try ConformBinary.run(["status"], in: app).stdoutText == "nothing pending\n")
    }

    @Test("the accept command with --pending-dir naming the package's Golden/ (the old hint) also writes into the package")
    func acceptWithPackageFolder() throws {
        let (box, _) = try workspaceBesidePackage()
        let accept = try ConformBinary.run(
            ["accept", "common/purchase/success", "--adapter", "acme.tiny", "--pending-dir", "../acme-conform/Golden"],
            in: box.path + "/app")
        #expect(accept.status == 0, "\(accept.stdoutText)\n\(accept.stderrText)")
        #expect(box.exists(Self.golden) && !box.exists(Self.golden + ".new"), "\(box.files())")
        #expect(strays(box).isEmpty, "\(strays(box))")
    }

    @Test("reject and review in the workspace decide on the package's pending golden")
    func rejectAndReview() throws {
        let (box, _) = try workspaceBesidePackage()
        let app = box.path + "/app"
        let reject = try ConformBinary.run(["reject", "--adapter", "acme.tiny"], in: app)
        #expect(reject.status == 0, "\(reject.stdoutText)\n\(reject.stderrText)")
        #expect(reject.stdoutText == "rejected 1 pending change in 1 group\n", "\(reject.stdoutText)")
        #expect(!box.exists(Self.golden + ".new") && !box.exists(Self.golden), "\(box.files())")
        #expect(try ConformBinary.run(["run"], in: app).status == 1)
        let review = try ConformBinary.run(["review"], in: app, input: "a\n")
        #expect(review.status == 0, "\(review.stdoutText)\n\(review.stderrText)")
        #expect(review.stdoutText.contains("accepted 1, rejected 0, left 0 pending"), "\(review.stdoutText)")
        #expect(box.exists(Self.golden) && strays(box).isEmpty, "\(box.files())")
    }

    @Test(
        "pending files under --pending-dir: status finds the package's there and its group hint keeps --pending-dir; accept writes into the package")
    func pendingFolder() throws {
        let (box, _) = try workspaceBesidePackage(pending: "pend")
        let app = box.path + "/app"
        #expect(box.exists("app/pend/acme.tiny/common/purchase/success.transcript.new"), "\(box.files())")
        let status = try ConformBinary.run(["status", "--pending-dir", "pend"], in: app)
        #expect(
            status.stdoutText.contains("accept: conform accept --group 1 --pending-dir pend    reject: conform reject --group 1 --pending-dir pend"),
            "\(status.stdoutText)")
        let accept = try ConformBinary.run(["accept", "--group", "1", "--pending-dir", "pend"], in: app)
        #expect(accept.status == 0, "\(accept.stdoutText)\n\(accept.stderrText)")
        #expect(box.exists(Self.golden), "\(box.files())")
        #expect(strays(box).isEmpty, "\(strays(box))")
    }

    @Test("in the package's own folder the same pending golden is status'ed and accepted in place")
    func acceptInPackage() throws {
        let (box, _) = try workspaceBesidePackage()
        let package = box.path + "/acme-conform"
        #expect(try ConformBinary.run(["status"], in: package).stdoutText.contains("acme.tiny  common/purchase/success"))
        let accept = try ConformBinary.run(["accept", "common/purchase/success", "--adapter", "acme.tiny"], in: package)
        #expect(accept.status == 0, "\(accept.stdoutText)\n\(accept.stderrText)")
        #expect(box.exists(Self.golden) && !box.exists(Self.golden + ".new"), "\(box.files())")
    }

    @Test("conform run ../acme-conform/Specs in the including workspace runs the package's own specs (exit 0), not 'outside the workspace'")
    func packageSpecsFromWorkspace() throws {
        let box = try besidePackage()
        let out = try ConformBinary.run(["run", "../acme-conform/Specs", "--verbose"], in: box.path + "/app")
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(out.stdoutText.contains("1 spec × 2 adapters"), "\(out.stdoutText)")
        #expect(out.stdoutText.contains(" acme/purchase/cancel-stays"), "\(out.stdoutText)")
        try box.write("elsewhere/x.yaml", "title: x\nsteps: [present]\n")
        let refused = try ConformBinary.run(["run", "../elsewhere"], in: box.path + "/app")
        #expect(refused.status == 2, "\(refused.stderrText)")
        #expect(refused.stderrText.contains("is outside the workspace"), "a folder no package holds stays outside: \(refused.stderrText)")
    }

    @Test("a package adapter's command runs in the package's folder, so a relative script path works from the including workspace")
    func commandRunsInPackage() throws {
        let box = try besidePackage()
        try box.write("acme-conform/adapters/tiny.py", Self.tinyAdapter)
        try box.write(
            "acme-conform/conform.yaml", try box.read("acme-conform/conform.yaml") + "  - name: rn\n    command: [python3, adapters/tiny.py]\n")
        let out = try ConformBinary.run(
            ["run", "Specs/common/close", "--adapter", "acme.rn", "--no-golden", "--verbose"], in: box.path + "/app",
            environment: ["PYTHONDONTWRITEBYTECODE": "1"])
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(!out.stdoutText.contains("handshake failed"), "\(out.stdoutText)")
        #expect(out.stdoutText.contains("acme.rn"), "\(out.stdoutText)")
    }

    @Test(
        "in the package's own folder a full run passes (exit 0): its goldens and divergences of the shared contract are neither obsolete nor stale, and --prune keeps them"
    )
    func ownFolderKeepsSharedGoldens() throws {
        let box = try besidePackage()
        let package = box.path + "/acme-conform"
        let run = try ConformBinary.run(["run"], in: package)
        #expect(run.status == 0, "\(run.stdoutText)\n\(run.stderrText)")
        #expect(!run.stdoutText.contains("STALE") && !run.stdoutText.contains("obsolete"), "\(run.stdoutText)")
        #expect(
            run.stderrText.contains(
                "note: 2 goldens and 1 divergence entry of specs outside package 'acme' (the shared contract) are checked in the workspace that includes it"
            ),
            "\(run.stderrText)")
        let pruned = try ConformBinary.run(["run", "--prune"], in: package)
        #expect(pruned.status == 0, "\(pruned.stdoutText)\n\(pruned.stderrText)")
        #expect(box.exists("acme-conform/Golden/acme.tiny/common/purchase/success.transcript"), "\(box.files())")
        #expect(box.exists("acme-conform/Golden/acme.tiny/common/close/close-button.transcript"), "\(box.files())")
        let included = try ConformBinary.run(["run"], in: box.path + "/app")
        #expect(included.status == 0, "the including workspace still finds them: \(included.stdoutText)")
    }

    /// A conform/2 adapter whose paywall closes on its close button (docs/adapter-protocol.md's first adapter, shortened).
    static let tinyAdapter = """
        import json, sys
        READY = {"protocol": "conform/2", "adapter": "tiny", "sdk": "Tiny", "sdk_version": "0.1", "capabilities": [], "emits": ["paywall"]}
        state = "not_shown"
        for line in sys.stdin:
            request = json.loads(line)
            seq, kind, step = request["seq"], request["type"], request.get("step", {}).get("kind")
            reply = {"type": "done", "seq": seq}
            if kind == "hello":
                reply = dict(READY, type="ready", seq=seq)
            elif kind == "begin":
                state = "not_shown"
            elif step == "present" and state == "not_shown":
                state = "open"
            elif step == "close" and state == "open":
                state = "closed"
                print(json.dumps({"type": "event", "seq": seq, "name": "paywall.closed", "subject": "closed", "native": "onClose()"}))
            elif kind == "end":
                reply["final"] = {"state": state, "result": "closed" if state == "closed" else "none"}
            print(json.dumps(reply), flush=True)
        """
}
